; for (int i = threadIdx.x; step > 0 ? i < n : i > n; i += step) s += i;
; (clang -O3): an i1 select decides the loop exit.
define ptx_kernel void @k(ptr %out, i32 %n, i32 %step) {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %up = icmp sgt i32 %step, 0
  %lt0 = icmp slt i32 %t, %n
  %gt0 = icmp sgt i32 %t, %n
  %go0 = select i1 %up, i1 %lt0, i1 %gt0
  br i1 %go0, label %loop, label %done
done:
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %t64 = zext nneg i32 %t to i64
  %p = getelementptr inbounds i32, ptr %out, i64 %t64
  store i32 %s, ptr %p, align 4
  ret void
loop:
  %i = phi i32 [ %i1, %loop ], [ %t, %entry ]
  %acc = phi i32 [ %s1, %loop ], [ 0, %entry ]
  %s1 = add nsw i32 %i, %acc
  %i1 = add nsw i32 %i, %step
  %lt = icmp slt i32 %i1, %n
  %gt = icmp sgt i32 %i1, %n
  %go = select i1 %up, i1 %lt, i1 %gt
  br i1 %go, label %loop, label %done
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
