; Named barrier 1 between a producer and a consumer warp: warp 1 writes
; 32 words to shared memory and arrives (bar.arrive 1, 64); warp 0 waits
; (bar.sync 1, 64) and copies them out, each word + 1.  Prefetches and L2
; priority hints of the input on the way change nothing.
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [32 x i32] undef, align 4

define ptx_kernel void @pc(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %t, 31
  %g = getelementptr i32, ptr addrspace(1) %in, i32 %lane
  %gen = addrspacecast ptr addrspace(1) %g to ptr
  call void @llvm.nvvm.prefetch.global.L2(ptr addrspace(1) %g)
  call void @llvm.nvvm.prefetch.global.L1(ptr addrspace(1) %g)
  call void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1) %g)
  call void @llvm.nvvm.prefetch.L2(ptr %gen)
  call void @llvm.nvvm.prefetchu.L1(ptr %gen)
  call void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1) %g, i64 128)
  %s = getelementptr i32, ptr addrspace(3) @buf, i32 %lane
  %producer = icmp uge i32 %t, 32
  br i1 %producer, label %produce, label %consume
produce:
  %v = load i32, ptr addrspace(1) %g
  store i32 %v, ptr addrspace(3) %s
  call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 1, i32 64)
  br label %done
consume:
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 64)
  %w = load i32, ptr addrspace(3) %s
  %w1 = add i32 %w, 1
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %lane
  store i32 %w1, ptr addrspace(1) %o
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
declare void @llvm.nvvm.prefetch.global.L2(ptr addrspace(1))
declare void @llvm.nvvm.prefetch.global.L1(ptr addrspace(1))
declare void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1))
declare void @llvm.nvvm.prefetch.L2(ptr)
declare void @llvm.nvvm.prefetchu.L1(ptr)
declare void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1), i64)
