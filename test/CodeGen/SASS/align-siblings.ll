; SASSAlignAccesses: an access sure to run whenever another runs vouches
; for their common base, so a field 16 bytes past an align-16 one is
; 16-byte aligned too and four such words become one LDG.E.128.  An
; access that may not run (under a branch) vouches for nothing.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 -verify-machineinstrs %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; The align-16 load comes first: it dominates the others.
; CHECK-LABEL: .kernel before
; CHECK: LDG.E.128 {{.*}}+0x10]
; CHECK-NOT: LDG
; CHECK: EXIT
define ptx_kernel void @before(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %i) {
  %p = getelementptr inbounds [8 x i32], ptr addrspace(1) %in, i64 %i
  %h = load i32, ptr addrspace(1) %p, align 16
  %p4 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 16
  %p5 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 20
  %p6 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 24
  %p7 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 28
  %a = load i32, ptr addrspace(1) %p4, align 4
  %b = load i32, ptr addrspace(1) %p5, align 4
  %c = load i32, ptr addrspace(1) %p6, align 4
  %d = load i32, ptr addrspace(1) %p7, align 4
  %s0 = add i32 %h, %a
  %s1 = add i32 %b, %c
  %s2 = add i32 %s0, %d
  %s = add i32 %s1, %s2
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; The align-16 load follows in the same block with nothing between that
; may leave: it runs whenever they do.
; CHECK-LABEL: .kernel after
; CHECK: LDG.E.128 {{.*}}+0x10]
; CHECK: EXIT
define ptx_kernel void @after(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %i) {
  %p = getelementptr inbounds [8 x i32], ptr addrspace(1) %in, i64 %i
  %p4 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 16
  %p5 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 20
  %p6 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 24
  %p7 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 28
  %a = load i32, ptr addrspace(1) %p4, align 4
  %b = load i32, ptr addrspace(1) %p5, align 4
  %c = load i32, ptr addrspace(1) %p6, align 4
  %d = load i32, ptr addrspace(1) %p7, align 4
  %h = load i32, ptr addrspace(1) %p, align 16
  %s0 = add i32 %h, %a
  %s1 = add i32 %b, %c
  %s2 = add i32 %s0, %d
  %s = add i32 %s1, %s2
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; The align-16 load runs only when %f holds: the four words keep align 4
; (a row of [7 x i32] records is not 16-byte aligned) and stay scalar.
; CHECK-LABEL: .kernel guarded
; CHECK-NOT: LDG.E.{{64|128}}
; CHECK: EXIT
define ptx_kernel void @guarded(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %i, i1 %f) {
entry:
  %p = getelementptr inbounds [7 x i32], ptr addrspace(1) %in, i64 %i
  br i1 %f, label %then, label %join
then:
  %h = load i32, ptr addrspace(1) %p, align 16
  store i32 %h, ptr addrspace(1) %out, align 4
  br label %join
join:
  %p4 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 16
  %p5 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 20
  %p6 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 24
  %p7 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 28
  %a = load i32, ptr addrspace(1) %p4, align 4
  %b = load i32, ptr addrspace(1) %p5, align 4
  %c = load i32, ptr addrspace(1) %p6, align 4
  %d = load i32, ptr addrspace(1) %p7, align 4
  %s1 = add i32 %a, %b
  %s2 = add i32 %c, %d
  %s = add i32 %s1, %s2
  %o4 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 4
  store i32 %s, ptr addrspace(1) %o4, align 4
  ret void
}
