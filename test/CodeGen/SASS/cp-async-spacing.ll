; An LDGSTS is followed by the next memory instruction (here the second
; LDGSTS) no sooner than 4 cycles later (the CopyToMemory rule of the
; scheduling model; test/Emulator/planted-copy-sm80.s is the hazard).
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; CHECK: :S04] LDGSTS.E.BYPASS.128
; CHECK-NEXT: LDGSTS.E.BYPASS.128
; DEPBAR.LE (wait_group) stalls 4 cycles before the next instruction (the
; CopyWaitStall rule; with 1 the H200 GEMM raced).
; CHECK: :S04] DEPBAR.LE SB0, 0x0 ;
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [2048 x float] undef, align 16
define ptx_kernel void @vadd(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t4 = shl i32 %t, 2
  %ga = getelementptr float, ptr addrspace(1) %a, i32 %t4
  %gb = getelementptr float, ptr addrspace(1) %b, i32 %t4
  %sa = getelementptr float, ptr addrspace(3) @s, i32 %t4
  %t4b = add i32 %t4, 1024
  %sb = getelementptr float, ptr addrspace(3) @s, i32 %t4b
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %sa, ptr addrspace(1) %ga)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %sb, ptr addrspace(1) %gb)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  %x = load float, ptr addrspace(3) %sa
  %y = load float, ptr addrspace(3) %sb
  %z = fadd float %x, %y
  %gc = getelementptr float, ptr addrspace(1) %c, i32 %t
  store float %z, ptr addrspace(1) %gc
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32)
