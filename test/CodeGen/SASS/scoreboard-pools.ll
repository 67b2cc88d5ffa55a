; Global loads take write scoreboards from their own pool (SB3/SB4 here),
; shared loads and the other short variable-latency results from SB0-SB2:
; the waits for the shared loads never also wait for the global load issued
; before them.  Round-robin over all five had put the fifth LDS on the LDG's
; scoreboard, so the fifth FMUL waited for global memory.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o %t90.s
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o %t80.s
; RUN: FileCheck %s < %t90.s && FileCheck %s --check-prefix=POOL < %t90.s
; RUN: FileCheck %s < %t80.s && FileCheck %s --check-prefix=POOL < %t80.s
; POOL-COUNT-8: :W{{[012]}}:{{.*}}] LDS
; CHECK: :W{{[34]}}:{{.*}}] LDG.E
; CHECK-NOT: {{\[B[-0-9]*[34][-0-9]*:.*\] (FMUL|LDS)}}
; CHECK: [B{{...}}{{[34]}}{{.*}}] FADD
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [1024 x float] undef, align 4
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pg = getelementptr float, ptr addrspace(1) %in, i32 %t
  %g = load float, ptr addrspace(1) %pg
  %acc0 = fadd float 0.0, 0.0
  %ps0 = getelementptr float, ptr addrspace(3) @s, i32 0
  %l0 = load volatile float, ptr addrspace(3) %ps0
  %acc1 = fmul float %acc0, %l0
  %ps1 = getelementptr float, ptr addrspace(3) @s, i32 33
  %l1 = load volatile float, ptr addrspace(3) %ps1
  %acc2 = fmul float %acc1, %l1
  %ps2 = getelementptr float, ptr addrspace(3) @s, i32 66
  %l2 = load volatile float, ptr addrspace(3) %ps2
  %acc3 = fmul float %acc2, %l2
  %ps3 = getelementptr float, ptr addrspace(3) @s, i32 99
  %l3 = load volatile float, ptr addrspace(3) %ps3
  %acc4 = fmul float %acc3, %l3
  %ps4 = getelementptr float, ptr addrspace(3) @s, i32 132
  %l4 = load volatile float, ptr addrspace(3) %ps4
  %acc5 = fmul float %acc4, %l4
  %ps5 = getelementptr float, ptr addrspace(3) @s, i32 165
  %l5 = load volatile float, ptr addrspace(3) %ps5
  %acc6 = fmul float %acc5, %l5
  %ps6 = getelementptr float, ptr addrspace(3) @s, i32 198
  %l6 = load volatile float, ptr addrspace(3) %ps6
  %acc7 = fmul float %acc6, %l6
  %ps7 = getelementptr float, ptr addrspace(3) @s, i32 231
  %l7 = load volatile float, ptr addrspace(3) %ps7
  %acc8 = fmul float %acc7, %l7
  %r = fadd float %acc8, %g
  %po = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %r, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
