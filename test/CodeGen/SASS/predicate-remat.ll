; Two compares of the thread index guard stores before and after an IEEE
; division, whose range checks need predicates of their own: more live
; predicates than P0-P6 (reduced from layernorm_rows, whose reduction tree
; spilled eight of them through SEL and STL to local memory).  ISETP is
; rematerializable, so the allocator recomputes a compare from the index
; instead of spilling its predicate.
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; CHECK-LABEL: .kernel guarded_stores
; CHECK-NOT: {{STL|LDL}}
; CHECK: MUFU.RCP
; CHECK-NOT: {{STL|LDL}}
; CHECK: EXIT

target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [256 x float] undef, align 4

define ptx_kernel void @guarded_stores(ptr addrspace(1) %out, float %a, float %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lt2 = icmp ult i32 %t, 2
  br i1 %lt2, label %s1, label %j1
s1:
  store float 1.0, ptr addrspace(3) @s, align 4
  br label %j1
j1:
  %eq0 = icmp eq i32 %t, 0
  br i1 %eq0, label %s2, label %j2
s2:
  store float 2.0, ptr addrspace(3) @s, align 4
  br label %j2
j2:
  %q = fdiv float %a, %b
  br i1 %lt2, label %s3, label %j3
s3:
  store float %q, ptr addrspace(3) @s, align 4
  br label %j3
j3:
  br i1 %eq0, label %s4, label %j4
s4:
  store float 3.0, ptr addrspace(3) @s, align 4
  br label %j4
j4:
  %p = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %q, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
