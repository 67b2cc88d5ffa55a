; Clang gives a __shared__ float array align 4; oa places shared variables
; itself, so it aligns them to 16 bytes and the four loads of
; s[4*tid .. 4*tid+3] become one LDS.128 (as ptxas does), the stores to
; out[4*tid..] (align 16 from the pointer argument) one STG.E.128.  Without
; optimization the accesses stay scalar.  A 4-byte shared scalar keeps its
; own size as alignment.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s --check-prefix=O3
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s --check-prefix=O3
; RUN: oa-llc -mcpu=sm_90 -O0 %s -o - | FileCheck %s --check-prefix=O0
; O3: LDS.128 R{{[0-9]+}}, [R{{[0-9]+}}
; O3-NOT: LDS {{.*}}+0x4]
; O3: STG.E.128
; O0-NOT: LDS.128
; O0-NOT: STG.E.128
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x float] undef, align 4
@flag = internal addrspace(3) global i32 undef, align 4

define ptx_kernel void @k(ptr addrspace(1) align 16 %out, ptr addrspace(1) %in) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t4 = shl i32 %t, 2
  %ip = getelementptr float, ptr addrspace(1) %in, i32 %t
  %v = load float, ptr addrspace(1) %ip, align 4
  %sp = getelementptr float, ptr addrspace(3) @s, i32 %t
  store float %v, ptr addrspace(3) %sp, align 4
  store i32 1, ptr addrspace(3) @flag, align 4
  call void @llvm.nvvm.barrier0()
  %b = zext i32 %t4 to i64
  %p0 = getelementptr float, ptr addrspace(3) @s, i64 %b
  %p1 = getelementptr float, ptr addrspace(3) %p0, i64 1
  %p2 = getelementptr float, ptr addrspace(3) %p0, i64 2
  %p3 = getelementptr float, ptr addrspace(3) %p0, i64 3
  %a0 = load float, ptr addrspace(3) %p0, align 4
  %a1 = load float, ptr addrspace(3) %p1, align 4
  %a2 = load float, ptr addrspace(3) %p2, align 4
  %a3 = load float, ptr addrspace(3) %p3, align 4
  %q0 = getelementptr float, ptr addrspace(1) %out, i64 %b
  %q1 = getelementptr float, ptr addrspace(1) %q0, i64 1
  %q2 = getelementptr float, ptr addrspace(1) %q0, i64 2
  %q3 = getelementptr float, ptr addrspace(1) %q0, i64 3
  store float %a0, ptr addrspace(1) %q0, align 4
  store float %a1, ptr addrspace(1) %q1, align 4
  store float %a2, ptr addrspace(1) %q2, align 4
  store float %a3, ptr addrspace(1) %q3, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
