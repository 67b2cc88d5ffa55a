; sm_90's cluster registers, is_explicit_cluster, mapa, getctarank and
; barrier.cluster.* in a launch without clusters (each CTA its own cluster
; of one): thread t of CTA (cx, cy) writes o[(cta * 64 + t) * 16 + k]
; (cluster.py checks them); the barriers order shared-memory writes of one
; warp before the reads of the other.
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [64 x i32] undef, align 4

define ptx_kernel void @k(ptr %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cy = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %cyn = mul i32 %cy, %nx
  %cta = add i32 %cyn, %cx
  %c64 = shl i32 %cta, 6
  %g = add i32 %c64, %t
  %b = shl i32 %g, 4
  %v0 = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.y()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.y()
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y()
  %v6 = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x()
  %v7 = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.z()
  %v8 = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %v9 = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank()
  %e = call i1 @llvm.nvvm.is_explicit_cluster()
  %v10 = zext i1 %e to i32
  %v11 = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.w()
  call void @st(ptr %o, i32 %b, i32 0, i32 %v0)
  call void @st(ptr %o, i32 %b, i32 1, i32 %v1)
  call void @st(ptr %o, i32 %b, i32 2, i32 %v2)
  call void @st(ptr %o, i32 %b, i32 3, i32 %v3)
  call void @st(ptr %o, i32 %b, i32 4, i32 %v4)
  call void @st(ptr %o, i32 %b, i32 5, i32 %v5)
  call void @st(ptr %o, i32 %b, i32 6, i32 %v6)
  call void @st(ptr %o, i32 %b, i32 7, i32 %v7)
  call void @st(ptr %o, i32 %b, i32 8, i32 %v8)
  call void @st(ptr %o, i32 %b, i32 9, i32 %v9)
  call void @st(ptr %o, i32 %b, i32 10, i32 %v10)
  call void @st(ptr %o, i32 %b, i32 11, i32 %v11)
  ; mapa to rank 0 (this CTA) and getctarank of the result; a word written
  ; through the mapped pointer before the cluster barrier, read by the
  ; other warp's thread after it.
  %sp = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  %gp = addrspacecast ptr addrspace(3) %sp to ptr
  %mp = call ptr @llvm.nvvm.mapa(ptr %gp, i32 0)
  %rk = call i32 @llvm.nvvm.getctarank(ptr %mp)
  call void @st(ptr %o, i32 %b, i32 12, i32 %rk)
  %val = add i32 %g, 1000
  store i32 %val, ptr %mp
  call void @llvm.nvvm.barrier.cluster.arrive()
  call void @llvm.nvvm.barrier.cluster.wait()
  %u = xor i32 %t, 32
  %rp = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %u
  %r = load i32, ptr addrspace(3) %rp
  call void @st(ptr %o, i32 %b, i32 13, i32 %r)
  call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
  call void @llvm.nvvm.barrier.cluster.wait.aligned()
  %sc = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %sp, i32 0)
  %rk2 = call i32 @llvm.nvvm.getctarank.shared.cluster(ptr addrspace(3) %sp)
  call void @st(ptr %o, i32 %b, i32 14, i32 %rk2)
  %sci = ptrtoint ptr addrspace(7) %sc to i32
  %spi = ptrtoint ptr addrspace(3) %sp to i32
  %same = sub i32 %sci, %spi
  call void @st(ptr %o, i32 %b, i32 15, i32 %same)
  ret void
}

define internal void @st(ptr %o, i32 %b, i32 %k, i32 %v) alwaysinline {
  %i = add i32 %b, %k
  %p = getelementptr i32, ptr %o, i32 %i
  store i32 %v, ptr %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.clusterid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nclusterid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank()
declare i1 @llvm.nvvm.is_explicit_cluster()
declare i32 @llvm.nvvm.read.ptx.sreg.clusterid.w()
declare ptr @llvm.nvvm.mapa(ptr, i32)
declare i32 @llvm.nvvm.getctarank(ptr)
declare ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
declare i32 @llvm.nvvm.getctarank.shared.cluster(ptr addrspace(3))
declare void @llvm.nvvm.barrier.cluster.arrive()
declare void @llvm.nvvm.barrier.cluster.wait()
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
declare void @llvm.nvvm.barrier.cluster.wait.aligned()
