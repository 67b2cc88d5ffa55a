; discard and applypriority (global and generic addresses) as ptxas
; writes them: CCTL.E.RML2 and CCTL.E.DML2, and inline PTX's prefetches
; (bar-arrive-emu.test runs the intrinsics' prefetches).
; RUN: oa-llc -mcpu=sm_90 -filetype=asm %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -filetype=asm %s -o - | FileCheck %s
; CHECK: CCTL.E.RML2 [R{{[0-9]+}}] ;
; CHECK: CCTL.E.RML2 [R{{[0-9]+}}+0x80] ;
; CHECK: CCTL.E.DML2 [R{{[0-9]+}}] ;
; CHECK: CCTL.E.DML2 [R{{[0-9]+}}] ;
; From inline PTX (lib/PTX): prefetches and a producer's bar.arrive.
; CHECK-LABEL: .kernel asm
; CHECK: CCTL.E.PF2 [R{{[0-9]+}}] ;
; CHECK: CCTL.E.PML2 [R{{[0-9]+}}] ;
; CHECK: CCTL.E.PF1 [R{{[0-9]+}}+0x40] ;
; CHECK: BAR.ARV 0x1, 0x40 ;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @d(ptr addrspace(1) %g, ptr %p) {
  call void @llvm.nvvm.discard.global.L2(ptr addrspace(1) %g, i64 128)
  %q = getelementptr i8, ptr %p, i64 128
  call void @llvm.nvvm.discard.L2(ptr %q, i64 128)
  call void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1) %g, i64 128)
  call void @llvm.nvvm.applypriority.L2.evict.normal(ptr %p, i64 128)
  ret void
}
declare void @llvm.nvvm.discard.global.L2(ptr addrspace(1), i64)
declare void @llvm.nvvm.discard.L2(ptr, i64)
declare void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1), i64)
declare void @llvm.nvvm.applypriority.L2.evict.normal(ptr, i64)

define ptx_kernel void @asm(i64 %a) {
  call void asm sideeffect "prefetch.global.L2 [$0];", "l"(i64 %a)
  call void asm sideeffect "prefetch.global.L2::evict_last [$0];", "l"(i64 %a)
  call void asm sideeffect "prefetchu.L1 [$0+64];", "l"(i64 %a)
  call void asm sideeffect "bar.arrive 1, 64;", ""()
  ret void
}
