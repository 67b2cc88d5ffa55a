; cp.async.bulk between global and shared memory (not tensor): thread 0
; expects 1024 bytes on an mbarrier and copies them in (both the
; shared::cluster and the shared::cta form, 512 bytes each), every thread
; waits for the phase, adds its index to its words, fences the generic
; proxy's writes for the async proxy, and thread 0 copies the tile out as
; one bulk group, then waits for it.
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x i32] undef, align 128
@bar = internal addrspace(3) global i64 undef, align 8

define ptx_kernel void @bulk(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %sync
init:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @bar, i32 1)
  call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
  br label %sync
sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %first, label %load, label %wait
load:
  %s = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) @bar, i32 1024)
  %dc = addrspacecast ptr addrspace(3) @tile to ptr addrspace(7)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %dc, ptr addrspace(3) @bar, ptr addrspace(1) %in, i32 512, i16 0, i64 0, i1 false, i1 false)
  %hi = getelementptr i8, ptr addrspace(3) @tile, i32 512
  %inhi = getelementptr i8, ptr addrspace(1) %in, i64 512
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3) %hi, ptr addrspace(3) @bar, ptr addrspace(1) %inhi, i32 512, i64 0, i1 false)
  br label %wait
wait:
  %done = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) @bar, i32 0)
  br i1 %done, label %work, label %wait
work:
  ; 32 threads: thread t owns words t, t + 32, ...
  br label %loop
loop:
  %i = phi i32 [ %t, %work ], [ %in2, %loop ]
  %p = getelementptr i32, ptr addrspace(3) @tile, i32 %i
  %v = load i32, ptr addrspace(3) %p
  %v2 = add i32 %v, %t
  store i32 %v2, ptr addrspace(3) %p
  %in2 = add i32 %i, 32
  %more = icmp ult i32 %in2, 256
  br i1 %more, label %loop, label %store
store:
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %first, label %copyout, label %exit
copyout:
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %out, ptr addrspace(3) @tile, i32 1024, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0)
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare void @llvm.nvvm.fence.mbarrier_init.release.cluster()
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7), ptr addrspace(3), ptr addrspace(1), i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1), ptr addrspace(3), i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.commit.group()
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32)
