; i32 min/max/abs are IMNMX (VIMNMX on sm_90, as ptxas writes it) and IABS,
; with an immediate operand where there is one; LLVM's default expanded them
; to ISETP + SEL.
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s --check-prefixes=CHECK,SM80
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s --check-prefixes=CHECK,SM90
; CHECK-LABEL: .kernel k
; CHECK-NOT: SEL
; SM80: IMNMX R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}}, PT ;
; SM80: IMNMX R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}}, !PT ;
; SM80: IMNMX.U32 R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}}, PT ;
; SM80: IMNMX.U32 R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}}, !PT ;
; SM90: VIMNMX R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}}, PT ;
; SM90: VIMNMX R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}}, !PT ;
; SM90: VIMNMX.U32 R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}}, PT ;
; SM90: VIMNMX.U32 R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}}, !PT ;
; CHECK: IABS R{{[0-9]+}}, R{{[0-9]+}} ;
; SM80: IMNMX R{{[0-9]+}}, R{{[0-9]+}}, 0x0, !PT ;
; SM90: VIMNMX R{{[0-9]+}}, R{{[0-9]+}}, 0x0, !PT ;
; CHECK-NOT: SEL
; CHECK: EXIT

target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a, i32 %b) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = add i32 %a, %t
  %m1 = call i32 @llvm.smin.i32(i32 %x, i32 %b)
  %m2 = call i32 @llvm.smax.i32(i32 %x, i32 %b)
  %m3 = call i32 @llvm.umin.i32(i32 %x, i32 %b)
  %m4 = call i32 @llvm.umax.i32(i32 %x, i32 %b)
  %m5 = call i32 @llvm.abs.i32(i32 %x, i1 false)
  %m6 = call i32 @llvm.smax.i32(i32 %x, i32 0)
  %q1 = getelementptr i32, ptr addrspace(1) %p, i32 1
  %q2 = getelementptr i32, ptr addrspace(1) %p, i32 2
  %q3 = getelementptr i32, ptr addrspace(1) %p, i32 3
  %q4 = getelementptr i32, ptr addrspace(1) %p, i32 4
  %q5 = getelementptr i32, ptr addrspace(1) %p, i32 5
  store i32 %m1, ptr addrspace(1) %p
  store i32 %m2, ptr addrspace(1) %q1
  store i32 %m3, ptr addrspace(1) %q2
  store i32 %m4, ptr addrspace(1) %q3
  store i32 %m5, ptr addrspace(1) %q4
  store i32 %m6, ptr addrspace(1) %q5
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
