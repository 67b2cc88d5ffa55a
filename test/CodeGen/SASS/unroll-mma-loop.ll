; A k loop of mma.sync multiply-adds with a runtime trip count K.  LLVM 22
; declares the mma intrinsics without `willreturn`, so ScalarEvolution had no
; trip count for such a loop and it was never unrolled; SASSLowerWMMA marks
; them.  @small (one mma) is then unrolled by 4 with a remainder at the
; default thresholds; @big (eight) is too big for those and is unrolled by 2
; as a loop of tensor-core work (2 x 8 + a remainder's 8), by 4 with
; -sass-tensor-unroll-count=4, not with -sass-unroll-tensor-loops=false.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s --check-prefixes=CHECK,TU2
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s --check-prefixes=CHECK,TU2
; RUN: oa-llc -mcpu=sm_90 -O3 -sass-tensor-unroll-count=4 %s -o - | FileCheck %s --check-prefixes=CHECK,TU4
; RUN: oa-llc -mcpu=sm_90 -O3 -sass-unroll-tensor-loops=false %s -o - | FileCheck %s --check-prefixes=CHECK,OFF
; CHECK-LABEL: .kernel small
; CHECK-COUNT-5: HMMA.16816.F32
; CHECK-NOT: HMMA
; CHECK-LABEL: .kernel big
; TU2-COUNT-24: HMMA.16816.F32
; TU4-COUNT-40: HMMA.16816.F32
; OFF-COUNT-8: HMMA.16816.F32
; CHECK-NOT: HMMA
target triple = "nvptx64-nvidia-cuda"

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @small(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %d, i32 %K) mustprogress {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp sgt i32 %K, 0
  br i1 %go, label %loop, label %done
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %c0_0 = phi float [ 0.0, %entry ], [ %r0_0, %loop ]
  %c0_1 = phi float [ 0.0, %entry ], [ %r0_1, %loop ]
  %c0_2 = phi float [ 0.0, %entry ], [ %r0_2, %loop ]
  %c0_3 = phi float [ 0.0, %entry ], [ %r0_3, %loop ]
  %i = add i32 %k, %t
  %pa0 = getelementptr <2 x half>, ptr addrspace(1) %a, i32 %i
  %qa0_0 = getelementptr <2 x half>, ptr addrspace(1) %pa0, i32 0
  %a0_0 = load <2 x half>, ptr addrspace(1) %qa0_0
  %qa0_1 = getelementptr <2 x half>, ptr addrspace(1) %pa0, i32 32
  %a0_1 = load <2 x half>, ptr addrspace(1) %qa0_1
  %qa0_2 = getelementptr <2 x half>, ptr addrspace(1) %pa0, i32 64
  %a0_2 = load <2 x half>, ptr addrspace(1) %qa0_2
  %qa0_3 = getelementptr <2 x half>, ptr addrspace(1) %pa0, i32 96
  %a0_3 = load <2 x half>, ptr addrspace(1) %qa0_3
  %qb0_0 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 0
  %b0_0 = load <2 x half>, ptr addrspace(1) %qb0_0
  %qb0_1 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 32
  %b0_1 = load <2 x half>, ptr addrspace(1) %qb0_1
  %r0 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a0_0, <2 x half> %a0_1, <2 x half> %a0_2, <2 x half> %a0_3, <2 x half> %b0_0, <2 x half> %b0_1, float %c0_0, float %c0_1, float %c0_2, float %c0_3)
  %r0_0 = extractvalue { float, float, float, float } %r0, 0
  %r0_1 = extractvalue { float, float, float, float } %r0, 1
  %r0_2 = extractvalue { float, float, float, float } %r0, 2
  %r0_3 = extractvalue { float, float, float, float } %r0, 3
  %k.next = add nuw nsw i32 %k, 16
  %more = icmp slt i32 %k.next, %K
  br i1 %more, label %loop, label %done
done:
  %s0_0 = phi float [ 0.0, %entry ], [ %r0_0, %loop ]
  %s0_1 = phi float [ 0.0, %entry ], [ %r0_1, %loop ]
  %s0_2 = phi float [ 0.0, %entry ], [ %r0_2, %loop ]
  %s0_3 = phi float [ 0.0, %entry ], [ %r0_3, %loop ]
  %z0 = fadd float %s0_0, %s0_1
  %z1 = fadd float %z0, %s0_2
  %z2 = fadd float %z1, %s0_3
  %pd = getelementptr float, ptr addrspace(1) %d, i32 %t
  store float %z2, ptr addrspace(1) %pd
  ret void
}

define ptx_kernel void @big(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %d, i32 %K) mustprogress {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp sgt i32 %K, 0
  br i1 %go, label %loop, label %done
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %c0_0 = phi float [ 0.0, %entry ], [ %r0_0, %loop ]
  %c0_1 = phi float [ 0.0, %entry ], [ %r0_1, %loop ]
  %c0_2 = phi float [ 0.0, %entry ], [ %r0_2, %loop ]
  %c0_3 = phi float [ 0.0, %entry ], [ %r0_3, %loop ]
  %c1_0 = phi float [ 0.0, %entry ], [ %r1_0, %loop ]
  %c1_1 = phi float [ 0.0, %entry ], [ %r1_1, %loop ]
  %c1_2 = phi float [ 0.0, %entry ], [ %r1_2, %loop ]
  %c1_3 = phi float [ 0.0, %entry ], [ %r1_3, %loop ]
  %c2_0 = phi float [ 0.0, %entry ], [ %r2_0, %loop ]
  %c2_1 = phi float [ 0.0, %entry ], [ %r2_1, %loop ]
  %c2_2 = phi float [ 0.0, %entry ], [ %r2_2, %loop ]
  %c2_3 = phi float [ 0.0, %entry ], [ %r2_3, %loop ]
  %c3_0 = phi float [ 0.0, %entry ], [ %r3_0, %loop ]
  %c3_1 = phi float [ 0.0, %entry ], [ %r3_1, %loop ]
  %c3_2 = phi float [ 0.0, %entry ], [ %r3_2, %loop ]
  %c3_3 = phi float [ 0.0, %entry ], [ %r3_3, %loop ]
  %c4_0 = phi float [ 0.0, %entry ], [ %r4_0, %loop ]
  %c4_1 = phi float [ 0.0, %entry ], [ %r4_1, %loop ]
  %c4_2 = phi float [ 0.0, %entry ], [ %r4_2, %loop ]
  %c4_3 = phi float [ 0.0, %entry ], [ %r4_3, %loop ]
  %c5_0 = phi float [ 0.0, %entry ], [ %r5_0, %loop ]
  %c5_1 = phi float [ 0.0, %entry ], [ %r5_1, %loop ]
  %c5_2 = phi float [ 0.0, %entry ], [ %r5_2, %loop ]
  %c5_3 = phi float [ 0.0, %entry ], [ %r5_3, %loop ]
  %c6_0 = phi float [ 0.0, %entry ], [ %r6_0, %loop ]
  %c6_1 = phi float [ 0.0, %entry ], [ %r6_1, %loop ]
  %c6_2 = phi float [ 0.0, %entry ], [ %r6_2, %loop ]
  %c6_3 = phi float [ 0.0, %entry ], [ %r6_3, %loop ]
  %c7_0 = phi float [ 0.0, %entry ], [ %r7_0, %loop ]
  %c7_1 = phi float [ 0.0, %entry ], [ %r7_1, %loop ]
  %c7_2 = phi float [ 0.0, %entry ], [ %r7_2, %loop ]
  %c7_3 = phi float [ 0.0, %entry ], [ %r7_3, %loop ]
  %i = add i32 %k, %t
  %pa0 = getelementptr <2 x half>, ptr addrspace(1) %a, i32 %i
  %qa0_0 = getelementptr <2 x half>, ptr addrspace(1) %pa0, i32 0
  %a0_0 = load <2 x half>, ptr addrspace(1) %qa0_0
  %qa0_1 = getelementptr <2 x half>, ptr addrspace(1) %pa0, i32 32
  %a0_1 = load <2 x half>, ptr addrspace(1) %qa0_1
  %qa0_2 = getelementptr <2 x half>, ptr addrspace(1) %pa0, i32 64
  %a0_2 = load <2 x half>, ptr addrspace(1) %qa0_2
  %qa0_3 = getelementptr <2 x half>, ptr addrspace(1) %pa0, i32 96
  %a0_3 = load <2 x half>, ptr addrspace(1) %qa0_3
  %qb0_0 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 0
  %b0_0 = load <2 x half>, ptr addrspace(1) %qb0_0
  %qb0_1 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 32
  %b0_1 = load <2 x half>, ptr addrspace(1) %qb0_1
  %r0 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a0_0, <2 x half> %a0_1, <2 x half> %a0_2, <2 x half> %a0_3, <2 x half> %b0_0, <2 x half> %b0_1, float %c0_0, float %c0_1, float %c0_2, float %c0_3)
  %r0_0 = extractvalue { float, float, float, float } %r0, 0
  %r0_1 = extractvalue { float, float, float, float } %r0, 1
  %r0_2 = extractvalue { float, float, float, float } %r0, 2
  %r0_3 = extractvalue { float, float, float, float } %r0, 3
  %pa1 = getelementptr <2 x half>, ptr addrspace(1) %a, i32 %i
  %qa1_0 = getelementptr <2 x half>, ptr addrspace(1) %pa1, i32 128
  %a1_0 = load <2 x half>, ptr addrspace(1) %qa1_0
  %qa1_1 = getelementptr <2 x half>, ptr addrspace(1) %pa1, i32 160
  %a1_1 = load <2 x half>, ptr addrspace(1) %qa1_1
  %qa1_2 = getelementptr <2 x half>, ptr addrspace(1) %pa1, i32 192
  %a1_2 = load <2 x half>, ptr addrspace(1) %qa1_2
  %qa1_3 = getelementptr <2 x half>, ptr addrspace(1) %pa1, i32 224
  %a1_3 = load <2 x half>, ptr addrspace(1) %qa1_3
  %qb1_0 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 64
  %b1_0 = load <2 x half>, ptr addrspace(1) %qb1_0
  %qb1_1 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 96
  %b1_1 = load <2 x half>, ptr addrspace(1) %qb1_1
  %r1 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a1_0, <2 x half> %a1_1, <2 x half> %a1_2, <2 x half> %a1_3, <2 x half> %b1_0, <2 x half> %b1_1, float %c1_0, float %c1_1, float %c1_2, float %c1_3)
  %r1_0 = extractvalue { float, float, float, float } %r1, 0
  %r1_1 = extractvalue { float, float, float, float } %r1, 1
  %r1_2 = extractvalue { float, float, float, float } %r1, 2
  %r1_3 = extractvalue { float, float, float, float } %r1, 3
  %pa2 = getelementptr <2 x half>, ptr addrspace(1) %a, i32 %i
  %qa2_0 = getelementptr <2 x half>, ptr addrspace(1) %pa2, i32 256
  %a2_0 = load <2 x half>, ptr addrspace(1) %qa2_0
  %qa2_1 = getelementptr <2 x half>, ptr addrspace(1) %pa2, i32 288
  %a2_1 = load <2 x half>, ptr addrspace(1) %qa2_1
  %qa2_2 = getelementptr <2 x half>, ptr addrspace(1) %pa2, i32 320
  %a2_2 = load <2 x half>, ptr addrspace(1) %qa2_2
  %qa2_3 = getelementptr <2 x half>, ptr addrspace(1) %pa2, i32 352
  %a2_3 = load <2 x half>, ptr addrspace(1) %qa2_3
  %qb2_0 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 128
  %b2_0 = load <2 x half>, ptr addrspace(1) %qb2_0
  %qb2_1 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 160
  %b2_1 = load <2 x half>, ptr addrspace(1) %qb2_1
  %r2 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a2_0, <2 x half> %a2_1, <2 x half> %a2_2, <2 x half> %a2_3, <2 x half> %b2_0, <2 x half> %b2_1, float %c2_0, float %c2_1, float %c2_2, float %c2_3)
  %r2_0 = extractvalue { float, float, float, float } %r2, 0
  %r2_1 = extractvalue { float, float, float, float } %r2, 1
  %r2_2 = extractvalue { float, float, float, float } %r2, 2
  %r2_3 = extractvalue { float, float, float, float } %r2, 3
  %pa3 = getelementptr <2 x half>, ptr addrspace(1) %a, i32 %i
  %qa3_0 = getelementptr <2 x half>, ptr addrspace(1) %pa3, i32 384
  %a3_0 = load <2 x half>, ptr addrspace(1) %qa3_0
  %qa3_1 = getelementptr <2 x half>, ptr addrspace(1) %pa3, i32 416
  %a3_1 = load <2 x half>, ptr addrspace(1) %qa3_1
  %qa3_2 = getelementptr <2 x half>, ptr addrspace(1) %pa3, i32 448
  %a3_2 = load <2 x half>, ptr addrspace(1) %qa3_2
  %qa3_3 = getelementptr <2 x half>, ptr addrspace(1) %pa3, i32 480
  %a3_3 = load <2 x half>, ptr addrspace(1) %qa3_3
  %qb3_0 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 192
  %b3_0 = load <2 x half>, ptr addrspace(1) %qb3_0
  %qb3_1 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 224
  %b3_1 = load <2 x half>, ptr addrspace(1) %qb3_1
  %r3 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a3_0, <2 x half> %a3_1, <2 x half> %a3_2, <2 x half> %a3_3, <2 x half> %b3_0, <2 x half> %b3_1, float %c3_0, float %c3_1, float %c3_2, float %c3_3)
  %r3_0 = extractvalue { float, float, float, float } %r3, 0
  %r3_1 = extractvalue { float, float, float, float } %r3, 1
  %r3_2 = extractvalue { float, float, float, float } %r3, 2
  %r3_3 = extractvalue { float, float, float, float } %r3, 3
  %pa4 = getelementptr <2 x half>, ptr addrspace(1) %a, i32 %i
  %qa4_0 = getelementptr <2 x half>, ptr addrspace(1) %pa4, i32 512
  %a4_0 = load <2 x half>, ptr addrspace(1) %qa4_0
  %qa4_1 = getelementptr <2 x half>, ptr addrspace(1) %pa4, i32 544
  %a4_1 = load <2 x half>, ptr addrspace(1) %qa4_1
  %qa4_2 = getelementptr <2 x half>, ptr addrspace(1) %pa4, i32 576
  %a4_2 = load <2 x half>, ptr addrspace(1) %qa4_2
  %qa4_3 = getelementptr <2 x half>, ptr addrspace(1) %pa4, i32 608
  %a4_3 = load <2 x half>, ptr addrspace(1) %qa4_3
  %qb4_0 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 256
  %b4_0 = load <2 x half>, ptr addrspace(1) %qb4_0
  %qb4_1 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 288
  %b4_1 = load <2 x half>, ptr addrspace(1) %qb4_1
  %r4 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a4_0, <2 x half> %a4_1, <2 x half> %a4_2, <2 x half> %a4_3, <2 x half> %b4_0, <2 x half> %b4_1, float %c4_0, float %c4_1, float %c4_2, float %c4_3)
  %r4_0 = extractvalue { float, float, float, float } %r4, 0
  %r4_1 = extractvalue { float, float, float, float } %r4, 1
  %r4_2 = extractvalue { float, float, float, float } %r4, 2
  %r4_3 = extractvalue { float, float, float, float } %r4, 3
  %pa5 = getelementptr <2 x half>, ptr addrspace(1) %a, i32 %i
  %qa5_0 = getelementptr <2 x half>, ptr addrspace(1) %pa5, i32 640
  %a5_0 = load <2 x half>, ptr addrspace(1) %qa5_0
  %qa5_1 = getelementptr <2 x half>, ptr addrspace(1) %pa5, i32 672
  %a5_1 = load <2 x half>, ptr addrspace(1) %qa5_1
  %qa5_2 = getelementptr <2 x half>, ptr addrspace(1) %pa5, i32 704
  %a5_2 = load <2 x half>, ptr addrspace(1) %qa5_2
  %qa5_3 = getelementptr <2 x half>, ptr addrspace(1) %pa5, i32 736
  %a5_3 = load <2 x half>, ptr addrspace(1) %qa5_3
  %qb5_0 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 320
  %b5_0 = load <2 x half>, ptr addrspace(1) %qb5_0
  %qb5_1 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 352
  %b5_1 = load <2 x half>, ptr addrspace(1) %qb5_1
  %r5 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a5_0, <2 x half> %a5_1, <2 x half> %a5_2, <2 x half> %a5_3, <2 x half> %b5_0, <2 x half> %b5_1, float %c5_0, float %c5_1, float %c5_2, float %c5_3)
  %r5_0 = extractvalue { float, float, float, float } %r5, 0
  %r5_1 = extractvalue { float, float, float, float } %r5, 1
  %r5_2 = extractvalue { float, float, float, float } %r5, 2
  %r5_3 = extractvalue { float, float, float, float } %r5, 3
  %pa6 = getelementptr <2 x half>, ptr addrspace(1) %a, i32 %i
  %qa6_0 = getelementptr <2 x half>, ptr addrspace(1) %pa6, i32 768
  %a6_0 = load <2 x half>, ptr addrspace(1) %qa6_0
  %qa6_1 = getelementptr <2 x half>, ptr addrspace(1) %pa6, i32 800
  %a6_1 = load <2 x half>, ptr addrspace(1) %qa6_1
  %qa6_2 = getelementptr <2 x half>, ptr addrspace(1) %pa6, i32 832
  %a6_2 = load <2 x half>, ptr addrspace(1) %qa6_2
  %qa6_3 = getelementptr <2 x half>, ptr addrspace(1) %pa6, i32 864
  %a6_3 = load <2 x half>, ptr addrspace(1) %qa6_3
  %qb6_0 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 384
  %b6_0 = load <2 x half>, ptr addrspace(1) %qb6_0
  %qb6_1 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 416
  %b6_1 = load <2 x half>, ptr addrspace(1) %qb6_1
  %r6 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a6_0, <2 x half> %a6_1, <2 x half> %a6_2, <2 x half> %a6_3, <2 x half> %b6_0, <2 x half> %b6_1, float %c6_0, float %c6_1, float %c6_2, float %c6_3)
  %r6_0 = extractvalue { float, float, float, float } %r6, 0
  %r6_1 = extractvalue { float, float, float, float } %r6, 1
  %r6_2 = extractvalue { float, float, float, float } %r6, 2
  %r6_3 = extractvalue { float, float, float, float } %r6, 3
  %pa7 = getelementptr <2 x half>, ptr addrspace(1) %a, i32 %i
  %qa7_0 = getelementptr <2 x half>, ptr addrspace(1) %pa7, i32 896
  %a7_0 = load <2 x half>, ptr addrspace(1) %qa7_0
  %qa7_1 = getelementptr <2 x half>, ptr addrspace(1) %pa7, i32 928
  %a7_1 = load <2 x half>, ptr addrspace(1) %qa7_1
  %qa7_2 = getelementptr <2 x half>, ptr addrspace(1) %pa7, i32 960
  %a7_2 = load <2 x half>, ptr addrspace(1) %qa7_2
  %qa7_3 = getelementptr <2 x half>, ptr addrspace(1) %pa7, i32 992
  %a7_3 = load <2 x half>, ptr addrspace(1) %qa7_3
  %qb7_0 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 448
  %b7_0 = load <2 x half>, ptr addrspace(1) %qb7_0
  %qb7_1 = getelementptr <2 x half>, ptr addrspace(1) %b, i32 480
  %b7_1 = load <2 x half>, ptr addrspace(1) %qb7_1
  %r7 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a7_0, <2 x half> %a7_1, <2 x half> %a7_2, <2 x half> %a7_3, <2 x half> %b7_0, <2 x half> %b7_1, float %c7_0, float %c7_1, float %c7_2, float %c7_3)
  %r7_0 = extractvalue { float, float, float, float } %r7, 0
  %r7_1 = extractvalue { float, float, float, float } %r7, 1
  %r7_2 = extractvalue { float, float, float, float } %r7, 2
  %r7_3 = extractvalue { float, float, float, float } %r7, 3
  %k.next = add nuw nsw i32 %k, 16
  %more = icmp slt i32 %k.next, %K
  br i1 %more, label %loop, label %done
done:
  %s0_0 = phi float [ 0.0, %entry ], [ %r0_0, %loop ]
  %s0_1 = phi float [ 0.0, %entry ], [ %r0_1, %loop ]
  %s0_2 = phi float [ 0.0, %entry ], [ %r0_2, %loop ]
  %s0_3 = phi float [ 0.0, %entry ], [ %r0_3, %loop ]
  %s1_0 = phi float [ 0.0, %entry ], [ %r1_0, %loop ]
  %s1_1 = phi float [ 0.0, %entry ], [ %r1_1, %loop ]
  %s1_2 = phi float [ 0.0, %entry ], [ %r1_2, %loop ]
  %s1_3 = phi float [ 0.0, %entry ], [ %r1_3, %loop ]
  %s2_0 = phi float [ 0.0, %entry ], [ %r2_0, %loop ]
  %s2_1 = phi float [ 0.0, %entry ], [ %r2_1, %loop ]
  %s2_2 = phi float [ 0.0, %entry ], [ %r2_2, %loop ]
  %s2_3 = phi float [ 0.0, %entry ], [ %r2_3, %loop ]
  %s3_0 = phi float [ 0.0, %entry ], [ %r3_0, %loop ]
  %s3_1 = phi float [ 0.0, %entry ], [ %r3_1, %loop ]
  %s3_2 = phi float [ 0.0, %entry ], [ %r3_2, %loop ]
  %s3_3 = phi float [ 0.0, %entry ], [ %r3_3, %loop ]
  %s4_0 = phi float [ 0.0, %entry ], [ %r4_0, %loop ]
  %s4_1 = phi float [ 0.0, %entry ], [ %r4_1, %loop ]
  %s4_2 = phi float [ 0.0, %entry ], [ %r4_2, %loop ]
  %s4_3 = phi float [ 0.0, %entry ], [ %r4_3, %loop ]
  %s5_0 = phi float [ 0.0, %entry ], [ %r5_0, %loop ]
  %s5_1 = phi float [ 0.0, %entry ], [ %r5_1, %loop ]
  %s5_2 = phi float [ 0.0, %entry ], [ %r5_2, %loop ]
  %s5_3 = phi float [ 0.0, %entry ], [ %r5_3, %loop ]
  %s6_0 = phi float [ 0.0, %entry ], [ %r6_0, %loop ]
  %s6_1 = phi float [ 0.0, %entry ], [ %r6_1, %loop ]
  %s6_2 = phi float [ 0.0, %entry ], [ %r6_2, %loop ]
  %s6_3 = phi float [ 0.0, %entry ], [ %r6_3, %loop ]
  %s7_0 = phi float [ 0.0, %entry ], [ %r7_0, %loop ]
  %s7_1 = phi float [ 0.0, %entry ], [ %r7_1, %loop ]
  %s7_2 = phi float [ 0.0, %entry ], [ %r7_2, %loop ]
  %s7_3 = phi float [ 0.0, %entry ], [ %r7_3, %loop ]
  %z0 = fadd float %s0_0, %s0_1
  %z1 = fadd float %z0, %s0_2
  %z2 = fadd float %z1, %s0_3
  %z3 = fadd float %z2, %s1_0
  %z4 = fadd float %z3, %s1_1
  %z5 = fadd float %z4, %s1_2
  %z6 = fadd float %z5, %s1_3
  %z7 = fadd float %z6, %s2_0
  %z8 = fadd float %z7, %s2_1
  %z9 = fadd float %z8, %s2_2
  %z10 = fadd float %z9, %s2_3
  %z11 = fadd float %z10, %s3_0
  %z12 = fadd float %z11, %s3_1
  %z13 = fadd float %z12, %s3_2
  %z14 = fadd float %z13, %s3_3
  %z15 = fadd float %z14, %s4_0
  %z16 = fadd float %z15, %s4_1
  %z17 = fadd float %z16, %s4_2
  %z18 = fadd float %z17, %s4_3
  %z19 = fadd float %z18, %s5_0
  %z20 = fadd float %z19, %s5_1
  %z21 = fadd float %z20, %s5_2
  %z22 = fadd float %z21, %s5_3
  %z23 = fadd float %z22, %s6_0
  %z24 = fadd float %z23, %s6_1
  %z25 = fadd float %z24, %s6_2
  %z26 = fadd float %z25, %s6_3
  %z27 = fadd float %z26, %s7_0
  %z28 = fadd float %z27, %s7_1
  %z29 = fadd float %z28, %s7_2
  %z30 = fadd float %z29, %s7_3
  %pd = getelementptr float, ptr addrspace(1) %d, i32 %t
  store float %z30, ptr addrspace(1) %pd
  ret void
}
