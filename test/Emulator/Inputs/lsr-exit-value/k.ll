; oa miscompile (difftest seed 881737342, reduced by hand): a loop counts an
; i64 down from -1 n times (n = in[tid] & 7, an i32); Loop Strength
; Reduction, with oa's TTI, rewrites the exit value as zext(i32 -n-1), so
; its high word is 0 instead of 0xffffffff.  NVPTX keeps the i64 (not.b64).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @k(ptr %in, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %pi = getelementptr inbounds i32, ptr %in, i64 %t
  %n0 = load i32, ptr %pi, align 4
  %n = and i32 %n0, 7
  %c = icmp ne i32 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %v = phi i64 [ %v.next, %loop ], [ -1, %entry ]
  %i = phi i32 [ %i.next, %loop ], [ 0, %entry ]
  %v.next = add nsw i64 %v, -1
  %i.next = add nuw nsw i32 %i, 1
  %cc = icmp ult i32 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  %r = phi i64 [ -1, %entry ], [ %v.next, %loop ]
  %po = getelementptr inbounds i64, ptr %out, i64 %t
  store i64 %r, ptr %po, align 8
  ret void
}
