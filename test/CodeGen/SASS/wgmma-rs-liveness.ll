; An HGMMA's register A is read after issue, until its group completes: the
; A tuples of a chain of register-A wgmmas stay live to the wait_group
; (SASSWgmmaOperandLiveness.cpp adds them to WARPGROUP.DEPBAR as implicit
; uses), so the allocator cannot give them to values computed meanwhile
; and the HGMMAs issue back to back, with no WARPGROUP.DEPBAR between them.
; RUN: oa-llc -mcpu=sm_90 -verify-machineinstrs -stop-after=sass-wgmma-operand-liveness %s -o - | FileCheck %s --check-prefix=MIR
; RUN: oa-llc -mcpu=sm_90 -verify-machineinstrs %s -o - | FileCheck %s

; MIR-LABEL: name: chain
; MIR: [[A0:%[0-9]+]]:gpr128 = REG_SEQUENCE
; MIR: = HGMMA_F_N16_RS_0100_ACC [[A0]], %
; MIR: [[A1:%[0-9]+]]:gpr128 = REG_SEQUENCE
; MIR: = HGMMA_F_N16_RS_0100_ACC [[A1]], %
; MIR: WARPGROUP_DEPBARcg 0, {{.*}}, implicit [[A0]], implicit [[A1]]{{$}}

; Two groups, then wait_group 1 (retires the first) and 0 (the second).
; MIR-LABEL: name: groups
; MIR: [[G0:%[0-9]+]]:gpr128 = REG_SEQUENCE
; MIR: = HGMMA_F_N16_RS_0100_ACC [[G0]], %
; MIR: WGMMA_COMMIT
; MIR: [[G1:%[0-9]+]]:gpr128 = REG_SEQUENCE
; MIR: = HGMMA_F_N16_RS_0100_ACC [[G1]], %
; MIR: WGMMA_COMMIT
; MIR: WARPGROUP_DEPBARcg 1, {{.*}}, implicit [[G0]]{{$}}
; MIR: WARPGROUP_DEPBARcg 0, {{.*}}, implicit [[G1]]{{$}}

; CHECK-LABEL: .kernel chain
; CHECK: HGMMA.64x16x16.F32 R{{[0-9]+}}, R{{[0-9]+}}, gdesc[UR32].tnspB, R{{[0-9]+}} ;
; CHECK-NOT: WARPGROUP.DEPBAR
; CHECK: HGMMA.64x16x16.F32 R{{[0-9]+}}, R{{[0-9]+}}, gdesc[UR32].tnspB, R{{[0-9]+}}, gsb0 ;
; CHECK-NEXT: WARPGROUP.DEPBAR.LE gsb0, 0x0 ;
define ptx_kernel void @chain(ptr %o, ptr %p, i64 %db) {
  %w = load <8 x i32>, ptr %p
  %a0 = extractelement <8 x i32> %w, i32 0
  %a1 = extractelement <8 x i32> %w, i32 1
  %a2 = extractelement <8 x i32> %w, i32 2
  %a3 = extractelement <8 x i32> %w, i32 3
  %b0 = extractelement <8 x i32> %w, i32 4
  %b1 = extractelement <8 x i32> %w, i32 5
  %b2 = extractelement <8 x i32> %w, i32 6
  %b3 = extractelement <8 x i32> %w, i32 7
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %r0 = call { float, float, float, float, float, float, float, float } @oa.wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16.rs(float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, i32 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 1)
  %c0 = extractvalue { float, float, float, float, float, float, float, float } %r0, 0
  %c1 = extractvalue { float, float, float, float, float, float, float, float } %r0, 1
  %c2 = extractvalue { float, float, float, float, float, float, float, float } %r0, 2
  %c3 = extractvalue { float, float, float, float, float, float, float, float } %r0, 3
  %c4 = extractvalue { float, float, float, float, float, float, float, float } %r0, 4
  %c5 = extractvalue { float, float, float, float, float, float, float, float } %r0, 5
  %c6 = extractvalue { float, float, float, float, float, float, float, float } %r0, 6
  %c7 = extractvalue { float, float, float, float, float, float, float, float } %r0, 7
  %db1 = add i64 %db, 128
  %r1 = call { float, float, float, float, float, float, float, float } @oa.wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16.rs(float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7, i32 %b0, i32 %b1, i32 %b2, i32 %b3, i64 %db1, i1 true, i32 1, i32 1, i32 0, i32 1)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %v = extractvalue { float, float, float, float, float, float, float, float } %r1, 7
  store float %v, ptr %o
  ret void
}

define ptx_kernel void @groups(ptr %o, ptr %p, i64 %db) {
  %w = load <8 x i32>, ptr %p
  %a0 = extractelement <8 x i32> %w, i32 0
  %a1 = extractelement <8 x i32> %w, i32 1
  %a2 = extractelement <8 x i32> %w, i32 2
  %a3 = extractelement <8 x i32> %w, i32 3
  %b0 = extractelement <8 x i32> %w, i32 4
  %b1 = extractelement <8 x i32> %w, i32 5
  %b2 = extractelement <8 x i32> %w, i32 6
  %b3 = extractelement <8 x i32> %w, i32 7
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %r0 = call { float, float, float, float, float, float, float, float } @oa.wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16.rs(float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, i32 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 1)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  %db1 = add i64 %db, 128
  %r1 = call { float, float, float, float, float, float, float, float } @oa.wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16.rs(float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, i32 %b0, i32 %b1, i32 %b2, i32 %b3, i64 %db1, i1 true, i32 1, i32 1, i32 0, i32 1)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  %v0 = extractvalue { float, float, float, float, float, float, float, float } %r0, 7
  store float %v0, ptr %o
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %v1 = extractvalue { float, float, float, float, float, float, float, float } %r1, 7
  %o1 = getelementptr float, ptr %o, i32 1
  store float %v1, ptr %o1
  ret void
}

declare { float, float, float, float, float, float, float, float } @oa.wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16.rs(float, float, float, float, float, float, float, float, i32, i32, i32, i32, i64, i1, i32, i32, i32, i32) convergent
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
