; cp.async.bulk (not tensor) from CUDA-style inline PTX: translated to the
; LLVM intrinsics (lib/PTX) and selected as UBLKCP, the shared::cluster
; destination's 32-bit value used as it is; a cache hint is dropped.
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=asm %s -o - | FileCheck %s
; CHECK: UBLKCP.S.G [UR16], [UR24], UR18 ;
; CHECK: UBLKCP.S.G [UR16], [UR24], UR18 ;
; CHECK: UBLKCP.G.S [UR24], [UR16], UR18 ;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @f(i32 %d, i64 %s, i32 %n, i32 %b, i64 %pol) {
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r"(i32 %d, i64 %s, i32 %n, i32 %b)
  call void asm sideeffect "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1], $2, [$3], $4;", "r,l,r,r,l"(i32 %d, i64 %s, i32 %n, i32 %b, i64 %pol)
  call void asm sideeffect "cp.async.bulk.global.shared::cta.bulk_group [$0], [$1], $2;", "l,r,r"(i64 %s, i32 %d, i32 %n)
  ret void
}
