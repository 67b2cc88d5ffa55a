; A 64-bit division in a loop (the llc fuzzer's crash-c045fae, reduced):
; expanded before Loop Strength Reduction, its 128-bit multiply-highs came
; out of LSR as "zext i64 to i32" and the verifier aborted.  The expansion
; now runs after the IR loop passes.
; RUN: oa-llc -mcpu=sm_90 -O2 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O2 -disable-lsr=false %s -print-after=loop-reduce -o /dev/null 2>&1 | FileCheck %s --check-prefix=LSR
; RUN: oa-llc -mcpu=sm_80 -O0 %s -o - | FileCheck %s

; LSR: IR Dump After Loop Strength Reduction
; LSR: sdiv i64
; LSR-NOT: i128
; CHECK-LABEL: .kernel div_in_loop
; CHECK: MUFU.RCP
; CHECK: EXIT

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @div_in_loop(ptr addrspace(1) %out, i64 %d, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i32 %i, 1
  %x = zext i32 %i to i64
  %q = sdiv i64 %x, 3
  %r = urem i64 %x, %d
  %s = add i64 %q, %r
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %i
  store i64 %s, ptr addrspace(1) %p
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop

exit:
  ret void
}
