; 64 threads (two warps) exercise every mbarrier intrinsic clang's CUDA
; builtins reach; thread t writes o[t*8 + k] (mbarrier.py checks them).
target triple = "nvptx64-nvidia-cuda"
@b = internal addrspace(3) global [16 x i64] undef, align 8
@buf = internal addrspace(3) global [128 x i32] undef, align 16

define ptx_kernel void @k(ptr %o, ptr addrspace(1) %g) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %t, 5
  %lane = and i32 %t, 31
  %ob = mul i32 %t, 8
  %b0 = getelementptr [16 x i64], ptr addrspace(3) @b, i32 0, i32 0
  %b1 = getelementptr [16 x i64], ptr addrspace(3) @b, i32 0, i32 1
  %b2 = getelementptr [16 x i64], ptr addrspace(3) @b, i32 0, i32 2
  %b3 = getelementptr [16 x i64], ptr addrspace(3) @b, i32 0, i32 3
  %b4 = getelementptr [16 x i64], ptr addrspace(3) @b, i32 0, i32 4
  %b5 = getelementptr [16 x i64], ptr addrspace(3) @b, i32 0, i32 5
  %g1 = addrspacecast ptr addrspace(3) %b1 to ptr
  %g3 = addrspacecast ptr addrspace(3) %b3 to ptr
  %g5 = addrspacecast ptr addrspace(3) %b5 to ptr
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %divinit
init:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %b0, i32 64)
  call void @llvm.nvvm.mbarrier.init(ptr %g1, i32 96)
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %b2, i32 64)
  call void @llvm.nvvm.mbarrier.init(ptr %g3, i32 64)
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %b4, i32 64)
  call void @llvm.nvvm.mbarrier.init(ptr %g5, i32 128)
  br label %divinit
divinit:
  ; lanes 8-11 of each warp init b[8 + lane%4] with count 2 + lane%4 (lanes of
  ; both warps name the same barriers: same address and count); divergent.
  %l4 = and i32 %lane, 3
  %in = icmp ult i32 %lane, 12
  %in2 = icmp uge i32 %lane, 8
  %ind = and i1 %in, %in2
  br i1 %ind, label %dinit, label %sync
dinit:
  %ix = add i32 %l4, 8
  %bd = getelementptr [16 x i64], ptr addrspace(3) @b, i32 0, i32 %ix
  %cnt = add i32 %l4, 2
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %bd, i32 %cnt)
  br label %sync
sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ; b0: everyone arrives; the states' pending counts are 64..1.
  %s0 = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %b0)
  %p0 = call i32 @llvm.nvvm.mbarrier.pending.count(i64 %s0)
  call void @st(ptr %o, i32 %ob, i32 0, i32 %p0)
  br label %w0
w0:
  %d0 = call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) %b0, i64 %s0)
  br i1 %d0, label %a1, label %w0
a1:
  ; b1 (96, generic): 64 counted arrivals of 1 that cannot complete it (96..33
  ; pending before each), then warp 0 completes it.
  %s1 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete(ptr %g1, i32 1)
  %p1 = call i32 @llvm.nvvm.mbarrier.pending.count(i64 %s1)
  call void @st(ptr %o, i32 %ob, i32 1, i32 %p1)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %isw0 = icmp eq i32 %w, 0
  br i1 %isw0, label %a1b, label %w1
a1b:
  %s1b = call i64 @llvm.nvvm.mbarrier.arrive(ptr %g1)
  br label %w1
w1:
  %d1 = call i1 @llvm.nvvm.mbarrier.test.wait(ptr %g1, i64 %s1)
  br i1 %d1, label %a2, label %w1
a2:
  ; b2 (64): warp 1 drops out, warp 0 arrives: the phase completes and the
  ; next expects 32; warp 0 arrives again (pending 32..1).
  br i1 %isw0, label %a2w0, label %a2w1
a2w1:
  %s2x = call i64 @llvm.nvvm.mbarrier.arrive.drop.shared(ptr addrspace(3) %b2)
  br label %a2j
a2w0:
  %s2y = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %b2)
  br label %a2j
a2j:
  %s2 = phi i64 [ %s2x, %a2w1 ], [ %s2y, %a2w0 ]
  br label %w2
w2:
  %d2 = call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) %b2, i64 %s2)
  br i1 %d2, label %a2c, label %w2
a2c:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %isw0, label %a2d, label %a3
a2d:
  %s2z = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %b2)
  %p2 = call i32 @llvm.nvvm.mbarrier.pending.count(i64 %s2z)
  call void @st(ptr %o, i32 %ob, i32 2, i32 %p2)
  br label %a3
a3:
  ; b3 (64, generic): warp 1 drops out with counted arrivals (expected and
  ; pending 64 -> 32), warp 0 completes the phase, then arrives again.
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %isw0, label %a3w0, label %a3w1
a3w1:
  %s3x = call i64 @llvm.nvvm.mbarrier.arrive.drop.noComplete(ptr %g3, i32 1)
  %p3x = call i32 @llvm.nvvm.mbarrier.pending.count(i64 %s3x)
  call void @st(ptr %o, i32 %ob, i32 3, i32 %p3x)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %a4
a3w0:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %s3y = call i64 @llvm.nvvm.mbarrier.arrive(ptr %g3)
  br label %w3
w3:
  %d3 = call i1 @llvm.nvvm.mbarrier.test.wait(ptr %g3, i64 %s3y)
  br i1 %d3, label %a3z, label %w3
a3z:
  %s3z = call i64 @llvm.nvvm.mbarrier.arrive(ptr %g3)
  %p3 = call i32 @llvm.nvvm.mbarrier.pending.count(i64 %s3z)
  call void @st(ptr %o, i32 %ob, i32 3, i32 %p3)
  br label %a4
a4:
  ; b4: cp.async of g[t] and g[t + 64], arrivals once the copies land
  ; (b4 with the pending count raised, b5 without: init 128).
  %sp = getelementptr i32, ptr addrspace(3) @buf, i32 %t
  %gp = getelementptr i32, ptr addrspace(1) %g, i32 %t
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %sp, ptr addrspace(1) %gp)
  call void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3) %b4)
  %t64 = add i32 %t, 64
  %sp2 = getelementptr i32, ptr addrspace(3) @buf, i32 %t64
  %gp2 = getelementptr i32, ptr addrspace(1) %g, i32 %t64
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %sp2, ptr addrspace(1) %gp2)
  call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc(ptr %g5)
  %s4 = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %b4)
  %s5 = call i64 @llvm.nvvm.mbarrier.arrive(ptr %g5)
  br label %w4
w4:
  %d4 = call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) %b4, i64 %s4)
  br i1 %d4, label %w5, label %w4
w5:
  %d5 = call i1 @llvm.nvvm.mbarrier.test.wait(ptr %g5, i64 %s5)
  br i1 %d5, label %a5, label %w5
a5:
  ; the copied words of the other warp
  %u = xor i32 %t, 32
  %rp = getelementptr i32, ptr addrspace(3) @buf, i32 %u
  %r = load i32, ptr addrspace(3) %rp
  call void @st(ptr %o, i32 %ob, i32 4, i32 %r)
  %u2 = add i32 %u, 64
  %rp2 = getelementptr i32, ptr addrspace(3) @buf, i32 %u2
  %r2 = load i32, ptr addrspace(3) %rp2
  call void @st(ptr %o, i32 %ob, i32 5, i32 %r2)
  ; the divergently initialised barriers: b[8 + k] expects k + 2 arrivals;
  ; lane k < 4 of warp 0 arrives with count k + 1 on it, then once more.
  %k4 = and i32 %lane, 3
  %bk = add i32 %k4, 8
  %bp = getelementptr [16 x i64], ptr addrspace(3) @b, i32 0, i32 %bk
  %lt = icmp ult i32 %lane, 4
  %w0l = and i1 %lt, %isw0
  br i1 %w0l, label %dk, label %end
dk:
  %k41 = add i32 %k4, 1
  %s6 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) %bp, i32 %k41)
  %p6 = call i32 @llvm.nvvm.mbarrier.pending.count(i64 %s6)
  call void @st(ptr %o, i32 %ob, i32 6, i32 %p6)
  %s7 = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %bp)
  br label %w7
w7:
  %d7 = call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) %bp, i64 %s7)
  br i1 %d7, label %dk2, label %w7
dk2:
  %p7 = call i32 @llvm.nvvm.mbarrier.pending.count(i64 %s7)
  call void @st(ptr %o, i32 %ob, i32 7, i32 %p7)
  br label %end
end:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %first, label %inv, label %ret
inv:
  call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) %b0)
  call void @llvm.nvvm.mbarrier.inval(ptr %g1)
  br label %ret
ret:
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
declare void @llvm.nvvm.mbarrier.init(ptr, i32)
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.inval(ptr)
declare void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3))
declare i64 @llvm.nvvm.mbarrier.arrive(ptr)
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))
declare i64 @llvm.nvvm.mbarrier.arrive.noComplete(ptr, i32)
declare i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.shared(ptr addrspace(3))
declare i64 @llvm.nvvm.mbarrier.arrive.drop.noComplete(ptr, i32)
declare i1 @llvm.nvvm.mbarrier.test.wait(ptr, i64)
declare i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3), i64)
declare i32 @llvm.nvvm.mbarrier.pending.count(i64)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3))
declare void @llvm.nvvm.cp.async.mbarrier.arrive.noinc(ptr)
