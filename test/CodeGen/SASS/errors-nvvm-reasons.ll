; Intrinsics that are not for sm_80 / sm_90 at all say why (what ptxas 13
; says for the same PTX): sm_100's formats and rounding, sm_89's fp8 on
; sm_80, sm_90's cluster registers and tf32 .rn/.rz on sm_80 (sm_90 has them), the non-.sync
; warp shuffles and votes PTX dropped at sm_70, bf16 min/max with .ftz,
; bar.sync with a thread count in a register (BAR takes immediates here).
; RUN: not oa-llc -mcpu=sm_80 %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,SM80
; RUN: not oa-llc -mcpu=sm_90 %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,SM90
; CHECK: NVVM intrinsic 'llvm.nvvm.ff.to.ue8m0x2.rz' is not supported by oa: it requires sm_100
; CHECK: NVVM intrinsic 'llvm.nvvm.ff2bf16x2.rs' is not supported by oa: it requires sm_100
; CHECK: NVVM intrinsic 'llvm.nvvm.redux.sync.fmax' is not supported by oa: it requires sm_100
; CHECK: NVVM intrinsic 'llvm.nvvm.f2tf32.rn.satfinite' is not supported by oa: it requires sm_100
; SM80: NVVM intrinsic 'llvm.nvvm.ff.to.e4m3x2.rn' is not supported by oa: it requires sm_89
; SM80: NVVM intrinsic 'llvm.nvvm.f2tf32.rz' is not supported by oa: it requires sm_90
; SM90-NOT: NVVM intrinsic 'llvm.nvvm.f2tf32.rz'
; CHECK: NVVM intrinsic 'llvm.nvvm.shfl.up.i32' is not supported by oa: PTX has only the .sync warp shuffles and votes from sm_70 on
; CHECK: NVVM intrinsic 'llvm.nvvm.vote.ballot' is not supported by oa: PTX has only the .sync warp shuffles and votes from sm_70 on
; CHECK: NVVM intrinsic 'llvm.nvvm.fmax.ftz.nan.bf16x2' is not supported by oa: PTX has no .ftz form of min/max on bf16
; SM80: NVVM intrinsic 'llvm.nvvm.barrier.cluster.arrive' is not supported by oa: it requires sm_90
; CHECK: NVVM intrinsic 'llvm.nvvm.barrier.cta.sync.aligned.count' is not supported by oa with a barrier id or thread count that is not a constant
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %o, float %a, i32 %i, i1 %p, <2 x bfloat> %h) {
  %r0 = call i16 @llvm.nvvm.ff.to.ue8m0x2.rz(float %a, float %a)
  store volatile i16 %r0, ptr %o
  %r1 = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs(float %a, float %a, i32 %i)
  store volatile <2 x bfloat> %r1, ptr %o
  %r2 = call float @llvm.nvvm.redux.sync.fmax(float %a, i32 -1)
  store volatile float %r2, ptr %o
  %r3 = call i32 @llvm.nvvm.f2tf32.rn.satfinite(float %a)
  store volatile i32 %r3, ptr %o
  %r4 = call i16 @llvm.nvvm.ff.to.e4m3x2.rn(float %a, float %a)
  store volatile i16 %r4, ptr %o
  %r5 = call i32 @llvm.nvvm.f2tf32.rz(float %a)
  store volatile i32 %r5, ptr %o
  %r6 = call i32 @llvm.nvvm.shfl.up.i32(i32 %i, i32 1, i32 0)
  store volatile i32 %r6, ptr %o
  %r7 = call i32 @llvm.nvvm.vote.ballot(i1 %p)
  store volatile i32 %r7, ptr %o
  %r8 = call <2 x bfloat> @llvm.nvvm.fmax.ftz.nan.bf16x2(<2 x bfloat> %h, <2 x bfloat> %h)
  store volatile <2 x bfloat> %r8, ptr %o
  call void @llvm.nvvm.barrier.cluster.arrive()
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 %i)
  ret void
}
declare i16 @llvm.nvvm.ff.to.ue8m0x2.rz(float, float)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs(float, float, i32)
declare float @llvm.nvvm.redux.sync.fmax(float, i32)
declare i32 @llvm.nvvm.f2tf32.rn.satfinite(float)
declare i16 @llvm.nvvm.ff.to.e4m3x2.rn(float, float)
declare i32 @llvm.nvvm.f2tf32.rz(float)
declare i32 @llvm.nvvm.shfl.up.i32(i32, i32, i32)
declare i32 @llvm.nvvm.vote.ballot(i1)
declare <2 x bfloat> @llvm.nvvm.fmax.ftz.nan.bf16x2(<2 x bfloat>, <2 x bfloat>)
declare void @llvm.nvvm.barrier.cluster.arrive()
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
