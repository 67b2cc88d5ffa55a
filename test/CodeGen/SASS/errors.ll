; Unsupported input is a clean error, not a crash.
; RUN: not oa-llc -mcpu=sm_90 %s -o /dev/null 2>&1 | FileCheck %s
; RUN: not oa-llc -mcpu=sm_75 %S/params-divergence.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CPU
target triple = "nvptx64-nvidia-cuda"

define i32 @fact(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %one, label %rec
one:
  ret i32 1
rec:
  %m = sub i32 %n, 1
  %r = call i32 @fact(i32 %m)
  %p = mul i32 %n, %r
  ret i32 %p
}
define ptx_kernel void @k(ptr %o, i32 %n) {
  %f = call i32 @fact(i32 %n)
  store i32 %f, ptr %o
  ret void
}
; CHECK: error: function 'fact' is recursive
; CPU: error: unsupported target 'sm_75'
