; sm_90's mbarrier forms with a scope (expect_tx / complete_tx transaction
; counts, try_wait[.parity], test_wait[.parity], cluster-scope release and
; acquire, arrive_drop with expect_tx), two warps; thread t writes
; o[t * 8 + k] (mbarrier-scoped.py checks them).
target triple = "nvptx64-nvidia-cuda"
@b = internal addrspace(3) global [4 x i64] undef, align 8

define ptx_kernel void @k(ptr %o) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %t, 5
  %ob = mul i32 %t, 8
  %isw0 = icmp eq i32 %w, 0
  %b0 = getelementptr [4 x i64], ptr addrspace(3) @b, i32 0, i32 0
  %b1 = getelementptr [4 x i64], ptr addrspace(3) @b, i32 0, i32 1
  %b2 = getelementptr [4 x i64], ptr addrspace(3) @b, i32 0, i32 2
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %go
init:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %b0, i32 64)
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %b1, i32 1)
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %b2, i32 64)
  br label %go
go:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ; b0: every thread expects 4 bytes as it arrives, then completes them.
  %s0 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %b0, i32 4)
  call void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cta(ptr addrspace(3) %b0, i32 4)
  br label %w0
w0:
  %d0 = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) %b0, i32 0)
  br i1 %d0, label %a1, label %w0
a1:
  %e0 = call i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3) %b0, i32 0)
  %e1 = call i1 @llvm.nvvm.mbarrier.test.wait.parity.relaxed.scope.cta.space.cta(ptr addrspace(3) %b0, i32 1)
  %z0 = zext i1 %e0 to i32
  %z1 = zext i1 %e1 to i32
  call void @st(ptr %o, i32 %ob, i32 0, i32 %z0)
  call void @st(ptr %o, i32 %ob, i32 1, i32 %z1)
  ; b1 (one arrival): thread 0 expects 128 bytes and arrives; the phase
  ; waits for all 64 threads' complete_tx of 2 bytes.
  br i1 %first, label %a1t, label %a1c
a1t:
  call void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3) %b1, i32 128)
  %s1 = call i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cta(ptr addrspace(3) %b1, i32 1)
  br label %a1c
a1c:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %e2 = call i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3) %b1, i32 0)
  %z2 = zext i1 %e2 to i32
  call void @st(ptr %o, i32 %ob, i32 2, i32 %z2)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cta(ptr addrspace(3) %b1, i32 2)
  br label %w1
w1:
  %d1 = call i1 @llvm.nvvm.mbarrier.try.wait.parity.relaxed.scope.cluster.space.cta(ptr addrspace(3) %b1, i32 0)
  br i1 %d1, label %a2, label %w1
a2:
  call void @st(ptr %o, i32 %ob, i32 3, i32 1)
  ; b2 (64): warp 1 drops out (with no bytes), warp 0 arrives with a
  ; cluster-scope release: the phase completes and expects 32 next.
  br i1 %isw0, label %a2w0, label %a2w1
a2w1:
  %s2x = call i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cta(ptr addrspace(3) %b2, i32 0)
  br label %end
a2w0:
  %s2 = call i64 @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cta(ptr addrspace(3) %b2, i32 1)
  br label %w2
w2:
  %d2 = call i1 @llvm.nvvm.mbarrier.test.wait.scope.cluster.space.cta(ptr addrspace(3) %b2, i64 %s2)
  br i1 %d2, label %a2c, label %w2
a2c:
  %d3 = call i1 @llvm.nvvm.mbarrier.try.wait.scope.cta.space.cta(ptr addrspace(3) %b2, i64 %s2)
  %z3 = zext i1 %d3 to i32
  call void @st(ptr %o, i32 %ob, i32 4, i32 %z3)
  %s2b = call i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta(ptr addrspace(3) %b2, i32 1)
  %p2 = call i32 @llvm.nvvm.mbarrier.pending.count(i64 %s2b)
  call void @st(ptr %o, i32 %ob, i32 5, i32 %p2)
  br label %end
end:
  ret void
}

define internal void @st(ptr %o, i32 %ob, i32 %k, i32 %v) alwaysinline {
  %i = add i32 %ob, %k
  %p = getelementptr i32, ptr %o, i32 %i
  store i32 %v, ptr %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare i32 @llvm.nvvm.mbarrier.pending.count(i64)
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.relaxed.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.test.wait.parity.relaxed.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.test.wait.scope.cluster.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.try.wait.scope.cta.space.cta(ptr addrspace(3), i64)
