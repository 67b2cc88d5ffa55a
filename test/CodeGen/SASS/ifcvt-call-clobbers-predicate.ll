; Both arms of an if begin with the same driver call (malloc); IfConverter may
; hoist such a common head above the branch only when it leaves the branch's
; predicate alone, and a call clobbers every predicate (the real malloc
; changes P0 on the H200: virtual.cu's objects got the other class's vtable).
; SASSInstrInfo::ClobbersPredicate reports the call's register mask, so the
; branch stays before the calls and no predicate is read after one.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s

; CHECK: ISETP{{.*}} P0,
; CHECK-NOT: CALL
; CHECK: @P0 BRA
; CHECK: CALL.ABS.NOINC
; CHECK-NOT: @{{!?}}P0
; CHECK: EXIT
target triple = "sass-nvidia-cuda"

@a = internal addrspace(1) global i64 1
@b = internal addrspace(1) global i64 2
declare ptr @malloc(i64)

define ptx_kernel void @k(ptr addrspace(1) %o, i32 %n) {
  %c = icmp ult i32 %n, 7
  br i1 %c, label %then, label %else
then:
  %p = call ptr @malloc(i64 16)
  store ptr addrspace(1) @a, ptr %p
  br label %join
else:
  %q = call ptr @malloc(i64 16)
  store ptr addrspace(1) @b, ptr %q
  br label %join
join:
  %r = phi ptr [ %p, %then ], [ %q, %else ]
  store ptr %r, ptr addrspace(1) %o
  ret void
}
