; A TMA copy with an L2 cache hint (as CUTLASS's SM90_TMA_LOAD and
; SM90_TMA_STORE give one) compiles as the same UTMALDG / UTMASTG: the hint
; only steers L2 eviction and is dropped.
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
; CHECK: UTMALDG.2D [UR16], [UR24] ;
; CHECK: UTMASTG.2D [UR16], [UR24] ;
target triple = "nvptx64-nvidia-cuda"

%map = type { [16 x i64] }
@sm = internal addrspace(3) global [512 x float] undef, align 1024
@bar = internal addrspace(3) global i64 undef, align 8

define ptx_kernel void @hint(ptr byval(%map) align 64 "nvvm.grid_constant" %m, i32 %x, i32 %y, i64 %pol) {
  %d = inttoptr i32 ptrtoint (ptr addrspace(3) @sm to i32) to ptr addrspace(7)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %d, ptr addrspace(3) @bar, ptr %m, i32 %x, i32 %y, i16 0, i64 %pol, i1 false, i1 true, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) @sm, ptr %m, i32 %x, i32 %y, i64 %pol, i1 true)
  ret void
}

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3), ptr, i32, i32, i64, i1)
