; The pre-RA scheduler aims the register pressure at the next occupancy step
; (SASSMachineScheduler.cpp).  A 64x32 warp tile of m16n8k16 MMAs in a loop,
; as the tensor GEMM's inner loop (64 f32 accumulators, 4 A and 2 B
; ldmatrix fragments per k-step, two k-steps, 24 values live across the
; loop), in 256-thread CTAs: latency-first scheduling loads every fragment
; of both k-steps before the first MMA and needs 146 registers (one CTA per
; SM); under the target it loads each A fragment next to its MMAs and fits
; in 128 (two CTAs), with nothing spilled.  Made by utils/gen-mma-loop-test.py.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s --check-prefix=TARGET
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s --check-prefix=TARGET
; RUN: oa-llc -mcpu=sm_90 -O3 -sass-occupancy-target=false %s -o - | FileCheck %s --check-prefix=LATENCY
; TARGET: .registers {{([0-9]|[1-9][0-9]|1[01][0-9]|12[0-8])$}}
; TARGET-NOT: {{STL|LDL}}
; TARGET: EXIT
; LATENCY: .registers {{(129|1[3-9][0-9]|2[0-9][0-9])$}}
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3))
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
@sm = internal addrspace(3) global [16384 x i8] poison, align 16
define ptx_kernel void @mma_loop(ptr addrspace(1) %d, ptr addrspace(1) %x, i32 %n) "nvvm.maxntid"="256" {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tw = zext i32 %t to i64
  %xp0 = getelementptr i32, ptr addrspace(1) %x, i64 0
  %xq0 = getelementptr i32, ptr addrspace(1) %xp0, i64 %tw
  %keep0 = load i32, ptr addrspace(1) %xq0
  %xp1 = getelementptr i32, ptr addrspace(1) %x, i64 256
  %xq1 = getelementptr i32, ptr addrspace(1) %xp1, i64 %tw
  %keep1 = load i32, ptr addrspace(1) %xq1
  %xp2 = getelementptr i32, ptr addrspace(1) %x, i64 512
  %xq2 = getelementptr i32, ptr addrspace(1) %xp2, i64 %tw
  %keep2 = load i32, ptr addrspace(1) %xq2
  %xp3 = getelementptr i32, ptr addrspace(1) %x, i64 768
  %xq3 = getelementptr i32, ptr addrspace(1) %xp3, i64 %tw
  %keep3 = load i32, ptr addrspace(1) %xq3
  %xp4 = getelementptr i32, ptr addrspace(1) %x, i64 1024
  %xq4 = getelementptr i32, ptr addrspace(1) %xp4, i64 %tw
  %keep4 = load i32, ptr addrspace(1) %xq4
  %xp5 = getelementptr i32, ptr addrspace(1) %x, i64 1280
  %xq5 = getelementptr i32, ptr addrspace(1) %xp5, i64 %tw
  %keep5 = load i32, ptr addrspace(1) %xq5
  %xp6 = getelementptr i32, ptr addrspace(1) %x, i64 1536
  %xq6 = getelementptr i32, ptr addrspace(1) %xp6, i64 %tw
  %keep6 = load i32, ptr addrspace(1) %xq6
  %xp7 = getelementptr i32, ptr addrspace(1) %x, i64 1792
  %xq7 = getelementptr i32, ptr addrspace(1) %xp7, i64 %tw
  %keep7 = load i32, ptr addrspace(1) %xq7
  %xp8 = getelementptr i32, ptr addrspace(1) %x, i64 2048
  %xq8 = getelementptr i32, ptr addrspace(1) %xp8, i64 %tw
  %keep8 = load i32, ptr addrspace(1) %xq8
  %xp9 = getelementptr i32, ptr addrspace(1) %x, i64 2304
  %xq9 = getelementptr i32, ptr addrspace(1) %xp9, i64 %tw
  %keep9 = load i32, ptr addrspace(1) %xq9
  %xp10 = getelementptr i32, ptr addrspace(1) %x, i64 2560
  %xq10 = getelementptr i32, ptr addrspace(1) %xp10, i64 %tw
  %keep10 = load i32, ptr addrspace(1) %xq10
  %xp11 = getelementptr i32, ptr addrspace(1) %x, i64 2816
  %xq11 = getelementptr i32, ptr addrspace(1) %xp11, i64 %tw
  %keep11 = load i32, ptr addrspace(1) %xq11
  %xp12 = getelementptr i32, ptr addrspace(1) %x, i64 3072
  %xq12 = getelementptr i32, ptr addrspace(1) %xp12, i64 %tw
  %keep12 = load i32, ptr addrspace(1) %xq12
  %xp13 = getelementptr i32, ptr addrspace(1) %x, i64 3328
  %xq13 = getelementptr i32, ptr addrspace(1) %xp13, i64 %tw
  %keep13 = load i32, ptr addrspace(1) %xq13
  %xp14 = getelementptr i32, ptr addrspace(1) %x, i64 3584
  %xq14 = getelementptr i32, ptr addrspace(1) %xp14, i64 %tw
  %keep14 = load i32, ptr addrspace(1) %xq14
  %xp15 = getelementptr i32, ptr addrspace(1) %x, i64 3840
  %xq15 = getelementptr i32, ptr addrspace(1) %xp15, i64 %tw
  %keep15 = load i32, ptr addrspace(1) %xq15
  %xp16 = getelementptr i32, ptr addrspace(1) %x, i64 4096
  %xq16 = getelementptr i32, ptr addrspace(1) %xp16, i64 %tw
  %keep16 = load i32, ptr addrspace(1) %xq16
  %xp17 = getelementptr i32, ptr addrspace(1) %x, i64 4352
  %xq17 = getelementptr i32, ptr addrspace(1) %xp17, i64 %tw
  %keep17 = load i32, ptr addrspace(1) %xq17
  %xp18 = getelementptr i32, ptr addrspace(1) %x, i64 4608
  %xq18 = getelementptr i32, ptr addrspace(1) %xp18, i64 %tw
  %keep18 = load i32, ptr addrspace(1) %xq18
  %xp19 = getelementptr i32, ptr addrspace(1) %x, i64 4864
  %xq19 = getelementptr i32, ptr addrspace(1) %xp19, i64 %tw
  %keep19 = load i32, ptr addrspace(1) %xq19
  %xp20 = getelementptr i32, ptr addrspace(1) %x, i64 5120
  %xq20 = getelementptr i32, ptr addrspace(1) %xp20, i64 %tw
  %keep20 = load i32, ptr addrspace(1) %xq20
  %xp21 = getelementptr i32, ptr addrspace(1) %x, i64 5376
  %xq21 = getelementptr i32, ptr addrspace(1) %xp21, i64 %tw
  %keep21 = load i32, ptr addrspace(1) %xq21
  %xp22 = getelementptr i32, ptr addrspace(1) %x, i64 5632
  %xq22 = getelementptr i32, ptr addrspace(1) %xp22, i64 %tw
  %keep22 = load i32, ptr addrspace(1) %xq22
  %xp23 = getelementptr i32, ptr addrspace(1) %x, i64 5888
  %xq23 = getelementptr i32, ptr addrspace(1) %xp23, i64 %tw
  %keep23 = load i32, ptr addrspace(1) %xq23
  %base = mul i32 %t, 16
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %c0_0 = phi float [ 0.0, %entry ], [ %n0_0, %loop ]
  %c0_1 = phi float [ 0.0, %entry ], [ %n0_1, %loop ]
  %c0_2 = phi float [ 0.0, %entry ], [ %n0_2, %loop ]
  %c0_3 = phi float [ 0.0, %entry ], [ %n0_3, %loop ]
  %c1_0 = phi float [ 0.0, %entry ], [ %n1_0, %loop ]
  %c1_1 = phi float [ 0.0, %entry ], [ %n1_1, %loop ]
  %c1_2 = phi float [ 0.0, %entry ], [ %n1_2, %loop ]
  %c1_3 = phi float [ 0.0, %entry ], [ %n1_3, %loop ]
  %c2_0 = phi float [ 0.0, %entry ], [ %n2_0, %loop ]
  %c2_1 = phi float [ 0.0, %entry ], [ %n2_1, %loop ]
  %c2_2 = phi float [ 0.0, %entry ], [ %n2_2, %loop ]
  %c2_3 = phi float [ 0.0, %entry ], [ %n2_3, %loop ]
  %c3_0 = phi float [ 0.0, %entry ], [ %n3_0, %loop ]
  %c3_1 = phi float [ 0.0, %entry ], [ %n3_1, %loop ]
  %c3_2 = phi float [ 0.0, %entry ], [ %n3_2, %loop ]
  %c3_3 = phi float [ 0.0, %entry ], [ %n3_3, %loop ]
  %c4_0 = phi float [ 0.0, %entry ], [ %n4_0, %loop ]
  %c4_1 = phi float [ 0.0, %entry ], [ %n4_1, %loop ]
  %c4_2 = phi float [ 0.0, %entry ], [ %n4_2, %loop ]
  %c4_3 = phi float [ 0.0, %entry ], [ %n4_3, %loop ]
  %c5_0 = phi float [ 0.0, %entry ], [ %n5_0, %loop ]
  %c5_1 = phi float [ 0.0, %entry ], [ %n5_1, %loop ]
  %c5_2 = phi float [ 0.0, %entry ], [ %n5_2, %loop ]
  %c5_3 = phi float [ 0.0, %entry ], [ %n5_3, %loop ]
  %c6_0 = phi float [ 0.0, %entry ], [ %n6_0, %loop ]
  %c6_1 = phi float [ 0.0, %entry ], [ %n6_1, %loop ]
  %c6_2 = phi float [ 0.0, %entry ], [ %n6_2, %loop ]
  %c6_3 = phi float [ 0.0, %entry ], [ %n6_3, %loop ]
  %c7_0 = phi float [ 0.0, %entry ], [ %n7_0, %loop ]
  %c7_1 = phi float [ 0.0, %entry ], [ %n7_1, %loop ]
  %c7_2 = phi float [ 0.0, %entry ], [ %n7_2, %loop ]
  %c7_3 = phi float [ 0.0, %entry ], [ %n7_3, %loop ]
  %c8_0 = phi float [ 0.0, %entry ], [ %n8_0, %loop ]
  %c8_1 = phi float [ 0.0, %entry ], [ %n8_1, %loop ]
  %c8_2 = phi float [ 0.0, %entry ], [ %n8_2, %loop ]
  %c8_3 = phi float [ 0.0, %entry ], [ %n8_3, %loop ]
  %c9_0 = phi float [ 0.0, %entry ], [ %n9_0, %loop ]
  %c9_1 = phi float [ 0.0, %entry ], [ %n9_1, %loop ]
  %c9_2 = phi float [ 0.0, %entry ], [ %n9_2, %loop ]
  %c9_3 = phi float [ 0.0, %entry ], [ %n9_3, %loop ]
  %c10_0 = phi float [ 0.0, %entry ], [ %n10_0, %loop ]
  %c10_1 = phi float [ 0.0, %entry ], [ %n10_1, %loop ]
  %c10_2 = phi float [ 0.0, %entry ], [ %n10_2, %loop ]
  %c10_3 = phi float [ 0.0, %entry ], [ %n10_3, %loop ]
  %c11_0 = phi float [ 0.0, %entry ], [ %n11_0, %loop ]
  %c11_1 = phi float [ 0.0, %entry ], [ %n11_1, %loop ]
  %c11_2 = phi float [ 0.0, %entry ], [ %n11_2, %loop ]
  %c11_3 = phi float [ 0.0, %entry ], [ %n11_3, %loop ]
  %c12_0 = phi float [ 0.0, %entry ], [ %n12_0, %loop ]
  %c12_1 = phi float [ 0.0, %entry ], [ %n12_1, %loop ]
  %c12_2 = phi float [ 0.0, %entry ], [ %n12_2, %loop ]
  %c12_3 = phi float [ 0.0, %entry ], [ %n12_3, %loop ]
  %c13_0 = phi float [ 0.0, %entry ], [ %n13_0, %loop ]
  %c13_1 = phi float [ 0.0, %entry ], [ %n13_1, %loop ]
  %c13_2 = phi float [ 0.0, %entry ], [ %n13_2, %loop ]
  %c13_3 = phi float [ 0.0, %entry ], [ %n13_3, %loop ]
  %c14_0 = phi float [ 0.0, %entry ], [ %n14_0, %loop ]
  %c14_1 = phi float [ 0.0, %entry ], [ %n14_1, %loop ]
  %c14_2 = phi float [ 0.0, %entry ], [ %n14_2, %loop ]
  %c14_3 = phi float [ 0.0, %entry ], [ %n14_3, %loop ]
  %c15_0 = phi float [ 0.0, %entry ], [ %n15_0, %loop ]
  %c15_1 = phi float [ 0.0, %entry ], [ %n15_1, %loop ]
  %c15_2 = phi float [ 0.0, %entry ], [ %n15_2, %loop ]
  %c15_3 = phi float [ 0.0, %entry ], [ %n15_3, %loop ]
  %st = and i32 %k, 3
  %so = mul i32 %st, 4096
  %off = add i32 %so, %base
  %a00o = add i32 %off, 0
  %a00p = getelementptr i8, ptr addrspace(3) @sm, i32 %a00o
  %a00 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %a00p)
  %a00i0 = extractvalue { i32, i32, i32, i32 } %a00, 0
  %a00h0 = bitcast i32 %a00i0 to <2 x half>
  %a00i1 = extractvalue { i32, i32, i32, i32 } %a00, 1
  %a00h1 = bitcast i32 %a00i1 to <2 x half>
  %a00i2 = extractvalue { i32, i32, i32, i32 } %a00, 2
  %a00h2 = bitcast i32 %a00i2 to <2 x half>
  %a00i3 = extractvalue { i32, i32, i32, i32 } %a00, 3
  %a00h3 = bitcast i32 %a00i3 to <2 x half>
  %a01o = add i32 %off, 1024
  %a01p = getelementptr i8, ptr addrspace(3) @sm, i32 %a01o
  %a01 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %a01p)
  %a01i0 = extractvalue { i32, i32, i32, i32 } %a01, 0
  %a01h0 = bitcast i32 %a01i0 to <2 x half>
  %a01i1 = extractvalue { i32, i32, i32, i32 } %a01, 1
  %a01h1 = bitcast i32 %a01i1 to <2 x half>
  %a01i2 = extractvalue { i32, i32, i32, i32 } %a01, 2
  %a01h2 = bitcast i32 %a01i2 to <2 x half>
  %a01i3 = extractvalue { i32, i32, i32, i32 } %a01, 3
  %a01h3 = bitcast i32 %a01i3 to <2 x half>
  %a02o = add i32 %off, 2048
  %a02p = getelementptr i8, ptr addrspace(3) @sm, i32 %a02o
  %a02 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %a02p)
  %a02i0 = extractvalue { i32, i32, i32, i32 } %a02, 0
  %a02h0 = bitcast i32 %a02i0 to <2 x half>
  %a02i1 = extractvalue { i32, i32, i32, i32 } %a02, 1
  %a02h1 = bitcast i32 %a02i1 to <2 x half>
  %a02i2 = extractvalue { i32, i32, i32, i32 } %a02, 2
  %a02h2 = bitcast i32 %a02i2 to <2 x half>
  %a02i3 = extractvalue { i32, i32, i32, i32 } %a02, 3
  %a02h3 = bitcast i32 %a02i3 to <2 x half>
  %a03o = add i32 %off, 3072
  %a03p = getelementptr i8, ptr addrspace(3) @sm, i32 %a03o
  %a03 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %a03p)
  %a03i0 = extractvalue { i32, i32, i32, i32 } %a03, 0
  %a03h0 = bitcast i32 %a03i0 to <2 x half>
  %a03i1 = extractvalue { i32, i32, i32, i32 } %a03, 1
  %a03h1 = bitcast i32 %a03i1 to <2 x half>
  %a03i2 = extractvalue { i32, i32, i32, i32 } %a03, 2
  %a03h2 = bitcast i32 %a03i2 to <2 x half>
  %a03i3 = extractvalue { i32, i32, i32, i32 } %a03, 3
  %a03h3 = bitcast i32 %a03i3 to <2 x half>
  %b00o = add i32 %off, 2048
  %b00p = getelementptr i8, ptr addrspace(3) @sm, i32 %b00o
  %b00 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %b00p)
  %b00i0 = extractvalue { i32, i32, i32, i32 } %b00, 0
  %b00h0 = bitcast i32 %b00i0 to <2 x half>
  %b00i1 = extractvalue { i32, i32, i32, i32 } %b00, 1
  %b00h1 = bitcast i32 %b00i1 to <2 x half>
  %b00i2 = extractvalue { i32, i32, i32, i32 } %b00, 2
  %b00h2 = bitcast i32 %b00i2 to <2 x half>
  %b00i3 = extractvalue { i32, i32, i32, i32 } %b00, 3
  %b00h3 = bitcast i32 %b00i3 to <2 x half>
  %b01o = add i32 %off, 2560
  %b01p = getelementptr i8, ptr addrspace(3) @sm, i32 %b01o
  %b01 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %b01p)
  %b01i0 = extractvalue { i32, i32, i32, i32 } %b01, 0
  %b01h0 = bitcast i32 %b01i0 to <2 x half>
  %b01i1 = extractvalue { i32, i32, i32, i32 } %b01, 1
  %b01h1 = bitcast i32 %b01i1 to <2 x half>
  %b01i2 = extractvalue { i32, i32, i32, i32 } %b01, 2
  %b01h2 = bitcast i32 %b01i2 to <2 x half>
  %b01i3 = extractvalue { i32, i32, i32, i32 } %b01, 3
  %b01h3 = bitcast i32 %b01i3 to <2 x half>
  %m0_0_0 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a00h0, <2 x half> %a00h1, <2 x half> %a00h2, <2 x half> %a00h3, <2 x half> %b00h0, <2 x half> %b00h1, float %c0_0, float %c0_1, float %c0_2, float %c0_3)
  %m0_0_0e0 = extractvalue { float, float, float, float } %m0_0_0, 0
  %m0_0_0e1 = extractvalue { float, float, float, float } %m0_0_0, 1
  %m0_0_0e2 = extractvalue { float, float, float, float } %m0_0_0, 2
  %m0_0_0e3 = extractvalue { float, float, float, float } %m0_0_0, 3
  %m0_0_1 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a00h0, <2 x half> %a00h1, <2 x half> %a00h2, <2 x half> %a00h3, <2 x half> %b00h2, <2 x half> %b00h3, float %c1_0, float %c1_1, float %c1_2, float %c1_3)
  %m0_0_1e0 = extractvalue { float, float, float, float } %m0_0_1, 0
  %m0_0_1e1 = extractvalue { float, float, float, float } %m0_0_1, 1
  %m0_0_1e2 = extractvalue { float, float, float, float } %m0_0_1, 2
  %m0_0_1e3 = extractvalue { float, float, float, float } %m0_0_1, 3
  %m0_0_2 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a00h0, <2 x half> %a00h1, <2 x half> %a00h2, <2 x half> %a00h3, <2 x half> %b01h0, <2 x half> %b01h1, float %c2_0, float %c2_1, float %c2_2, float %c2_3)
  %m0_0_2e0 = extractvalue { float, float, float, float } %m0_0_2, 0
  %m0_0_2e1 = extractvalue { float, float, float, float } %m0_0_2, 1
  %m0_0_2e2 = extractvalue { float, float, float, float } %m0_0_2, 2
  %m0_0_2e3 = extractvalue { float, float, float, float } %m0_0_2, 3
  %m0_0_3 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a00h0, <2 x half> %a00h1, <2 x half> %a00h2, <2 x half> %a00h3, <2 x half> %b01h2, <2 x half> %b01h3, float %c3_0, float %c3_1, float %c3_2, float %c3_3)
  %m0_0_3e0 = extractvalue { float, float, float, float } %m0_0_3, 0
  %m0_0_3e1 = extractvalue { float, float, float, float } %m0_0_3, 1
  %m0_0_3e2 = extractvalue { float, float, float, float } %m0_0_3, 2
  %m0_0_3e3 = extractvalue { float, float, float, float } %m0_0_3, 3
  %m0_1_0 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a01h0, <2 x half> %a01h1, <2 x half> %a01h2, <2 x half> %a01h3, <2 x half> %b00h0, <2 x half> %b00h1, float %c4_0, float %c4_1, float %c4_2, float %c4_3)
  %m0_1_0e0 = extractvalue { float, float, float, float } %m0_1_0, 0
  %m0_1_0e1 = extractvalue { float, float, float, float } %m0_1_0, 1
  %m0_1_0e2 = extractvalue { float, float, float, float } %m0_1_0, 2
  %m0_1_0e3 = extractvalue { float, float, float, float } %m0_1_0, 3
  %m0_1_1 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a01h0, <2 x half> %a01h1, <2 x half> %a01h2, <2 x half> %a01h3, <2 x half> %b00h2, <2 x half> %b00h3, float %c5_0, float %c5_1, float %c5_2, float %c5_3)
  %m0_1_1e0 = extractvalue { float, float, float, float } %m0_1_1, 0
  %m0_1_1e1 = extractvalue { float, float, float, float } %m0_1_1, 1
  %m0_1_1e2 = extractvalue { float, float, float, float } %m0_1_1, 2
  %m0_1_1e3 = extractvalue { float, float, float, float } %m0_1_1, 3
  %m0_1_2 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a01h0, <2 x half> %a01h1, <2 x half> %a01h2, <2 x half> %a01h3, <2 x half> %b01h0, <2 x half> %b01h1, float %c6_0, float %c6_1, float %c6_2, float %c6_3)
  %m0_1_2e0 = extractvalue { float, float, float, float } %m0_1_2, 0
  %m0_1_2e1 = extractvalue { float, float, float, float } %m0_1_2, 1
  %m0_1_2e2 = extractvalue { float, float, float, float } %m0_1_2, 2
  %m0_1_2e3 = extractvalue { float, float, float, float } %m0_1_2, 3
  %m0_1_3 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a01h0, <2 x half> %a01h1, <2 x half> %a01h2, <2 x half> %a01h3, <2 x half> %b01h2, <2 x half> %b01h3, float %c7_0, float %c7_1, float %c7_2, float %c7_3)
  %m0_1_3e0 = extractvalue { float, float, float, float } %m0_1_3, 0
  %m0_1_3e1 = extractvalue { float, float, float, float } %m0_1_3, 1
  %m0_1_3e2 = extractvalue { float, float, float, float } %m0_1_3, 2
  %m0_1_3e3 = extractvalue { float, float, float, float } %m0_1_3, 3
  %m0_2_0 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a02h0, <2 x half> %a02h1, <2 x half> %a02h2, <2 x half> %a02h3, <2 x half> %b00h0, <2 x half> %b00h1, float %c8_0, float %c8_1, float %c8_2, float %c8_3)
  %m0_2_0e0 = extractvalue { float, float, float, float } %m0_2_0, 0
  %m0_2_0e1 = extractvalue { float, float, float, float } %m0_2_0, 1
  %m0_2_0e2 = extractvalue { float, float, float, float } %m0_2_0, 2
  %m0_2_0e3 = extractvalue { float, float, float, float } %m0_2_0, 3
  %m0_2_1 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a02h0, <2 x half> %a02h1, <2 x half> %a02h2, <2 x half> %a02h3, <2 x half> %b00h2, <2 x half> %b00h3, float %c9_0, float %c9_1, float %c9_2, float %c9_3)
  %m0_2_1e0 = extractvalue { float, float, float, float } %m0_2_1, 0
  %m0_2_1e1 = extractvalue { float, float, float, float } %m0_2_1, 1
  %m0_2_1e2 = extractvalue { float, float, float, float } %m0_2_1, 2
  %m0_2_1e3 = extractvalue { float, float, float, float } %m0_2_1, 3
  %m0_2_2 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a02h0, <2 x half> %a02h1, <2 x half> %a02h2, <2 x half> %a02h3, <2 x half> %b01h0, <2 x half> %b01h1, float %c10_0, float %c10_1, float %c10_2, float %c10_3)
  %m0_2_2e0 = extractvalue { float, float, float, float } %m0_2_2, 0
  %m0_2_2e1 = extractvalue { float, float, float, float } %m0_2_2, 1
  %m0_2_2e2 = extractvalue { float, float, float, float } %m0_2_2, 2
  %m0_2_2e3 = extractvalue { float, float, float, float } %m0_2_2, 3
  %m0_2_3 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a02h0, <2 x half> %a02h1, <2 x half> %a02h2, <2 x half> %a02h3, <2 x half> %b01h2, <2 x half> %b01h3, float %c11_0, float %c11_1, float %c11_2, float %c11_3)
  %m0_2_3e0 = extractvalue { float, float, float, float } %m0_2_3, 0
  %m0_2_3e1 = extractvalue { float, float, float, float } %m0_2_3, 1
  %m0_2_3e2 = extractvalue { float, float, float, float } %m0_2_3, 2
  %m0_2_3e3 = extractvalue { float, float, float, float } %m0_2_3, 3
  %m0_3_0 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a03h0, <2 x half> %a03h1, <2 x half> %a03h2, <2 x half> %a03h3, <2 x half> %b00h0, <2 x half> %b00h1, float %c12_0, float %c12_1, float %c12_2, float %c12_3)
  %m0_3_0e0 = extractvalue { float, float, float, float } %m0_3_0, 0
  %m0_3_0e1 = extractvalue { float, float, float, float } %m0_3_0, 1
  %m0_3_0e2 = extractvalue { float, float, float, float } %m0_3_0, 2
  %m0_3_0e3 = extractvalue { float, float, float, float } %m0_3_0, 3
  %m0_3_1 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a03h0, <2 x half> %a03h1, <2 x half> %a03h2, <2 x half> %a03h3, <2 x half> %b00h2, <2 x half> %b00h3, float %c13_0, float %c13_1, float %c13_2, float %c13_3)
  %m0_3_1e0 = extractvalue { float, float, float, float } %m0_3_1, 0
  %m0_3_1e1 = extractvalue { float, float, float, float } %m0_3_1, 1
  %m0_3_1e2 = extractvalue { float, float, float, float } %m0_3_1, 2
  %m0_3_1e3 = extractvalue { float, float, float, float } %m0_3_1, 3
  %m0_3_2 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a03h0, <2 x half> %a03h1, <2 x half> %a03h2, <2 x half> %a03h3, <2 x half> %b01h0, <2 x half> %b01h1, float %c14_0, float %c14_1, float %c14_2, float %c14_3)
  %m0_3_2e0 = extractvalue { float, float, float, float } %m0_3_2, 0
  %m0_3_2e1 = extractvalue { float, float, float, float } %m0_3_2, 1
  %m0_3_2e2 = extractvalue { float, float, float, float } %m0_3_2, 2
  %m0_3_2e3 = extractvalue { float, float, float, float } %m0_3_2, 3
  %m0_3_3 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a03h0, <2 x half> %a03h1, <2 x half> %a03h2, <2 x half> %a03h3, <2 x half> %b01h2, <2 x half> %b01h3, float %c15_0, float %c15_1, float %c15_2, float %c15_3)
  %m0_3_3e0 = extractvalue { float, float, float, float } %m0_3_3, 0
  %m0_3_3e1 = extractvalue { float, float, float, float } %m0_3_3, 1
  %m0_3_3e2 = extractvalue { float, float, float, float } %m0_3_3, 2
  %m0_3_3e3 = extractvalue { float, float, float, float } %m0_3_3, 3
  %a10o = add i32 %off, 32
  %a10p = getelementptr i8, ptr addrspace(3) @sm, i32 %a10o
  %a10 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %a10p)
  %a10i0 = extractvalue { i32, i32, i32, i32 } %a10, 0
  %a10h0 = bitcast i32 %a10i0 to <2 x half>
  %a10i1 = extractvalue { i32, i32, i32, i32 } %a10, 1
  %a10h1 = bitcast i32 %a10i1 to <2 x half>
  %a10i2 = extractvalue { i32, i32, i32, i32 } %a10, 2
  %a10h2 = bitcast i32 %a10i2 to <2 x half>
  %a10i3 = extractvalue { i32, i32, i32, i32 } %a10, 3
  %a10h3 = bitcast i32 %a10i3 to <2 x half>
  %a11o = add i32 %off, 1056
  %a11p = getelementptr i8, ptr addrspace(3) @sm, i32 %a11o
  %a11 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %a11p)
  %a11i0 = extractvalue { i32, i32, i32, i32 } %a11, 0
  %a11h0 = bitcast i32 %a11i0 to <2 x half>
  %a11i1 = extractvalue { i32, i32, i32, i32 } %a11, 1
  %a11h1 = bitcast i32 %a11i1 to <2 x half>
  %a11i2 = extractvalue { i32, i32, i32, i32 } %a11, 2
  %a11h2 = bitcast i32 %a11i2 to <2 x half>
  %a11i3 = extractvalue { i32, i32, i32, i32 } %a11, 3
  %a11h3 = bitcast i32 %a11i3 to <2 x half>
  %a12o = add i32 %off, 2080
  %a12p = getelementptr i8, ptr addrspace(3) @sm, i32 %a12o
  %a12 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %a12p)
  %a12i0 = extractvalue { i32, i32, i32, i32 } %a12, 0
  %a12h0 = bitcast i32 %a12i0 to <2 x half>
  %a12i1 = extractvalue { i32, i32, i32, i32 } %a12, 1
  %a12h1 = bitcast i32 %a12i1 to <2 x half>
  %a12i2 = extractvalue { i32, i32, i32, i32 } %a12, 2
  %a12h2 = bitcast i32 %a12i2 to <2 x half>
  %a12i3 = extractvalue { i32, i32, i32, i32 } %a12, 3
  %a12h3 = bitcast i32 %a12i3 to <2 x half>
  %a13o = add i32 %off, 3104
  %a13p = getelementptr i8, ptr addrspace(3) @sm, i32 %a13o
  %a13 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %a13p)
  %a13i0 = extractvalue { i32, i32, i32, i32 } %a13, 0
  %a13h0 = bitcast i32 %a13i0 to <2 x half>
  %a13i1 = extractvalue { i32, i32, i32, i32 } %a13, 1
  %a13h1 = bitcast i32 %a13i1 to <2 x half>
  %a13i2 = extractvalue { i32, i32, i32, i32 } %a13, 2
  %a13h2 = bitcast i32 %a13i2 to <2 x half>
  %a13i3 = extractvalue { i32, i32, i32, i32 } %a13, 3
  %a13h3 = bitcast i32 %a13i3 to <2 x half>
  %b10o = add i32 %off, 2080
  %b10p = getelementptr i8, ptr addrspace(3) @sm, i32 %b10o
  %b10 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %b10p)
  %b10i0 = extractvalue { i32, i32, i32, i32 } %b10, 0
  %b10h0 = bitcast i32 %b10i0 to <2 x half>
  %b10i1 = extractvalue { i32, i32, i32, i32 } %b10, 1
  %b10h1 = bitcast i32 %b10i1 to <2 x half>
  %b10i2 = extractvalue { i32, i32, i32, i32 } %b10, 2
  %b10h2 = bitcast i32 %b10i2 to <2 x half>
  %b10i3 = extractvalue { i32, i32, i32, i32 } %b10, 3
  %b10h3 = bitcast i32 %b10i3 to <2 x half>
  %b11o = add i32 %off, 2592
  %b11p = getelementptr i8, ptr addrspace(3) @sm, i32 %b11o
  %b11 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %b11p)
  %b11i0 = extractvalue { i32, i32, i32, i32 } %b11, 0
  %b11h0 = bitcast i32 %b11i0 to <2 x half>
  %b11i1 = extractvalue { i32, i32, i32, i32 } %b11, 1
  %b11h1 = bitcast i32 %b11i1 to <2 x half>
  %b11i2 = extractvalue { i32, i32, i32, i32 } %b11, 2
  %b11h2 = bitcast i32 %b11i2 to <2 x half>
  %b11i3 = extractvalue { i32, i32, i32, i32 } %b11, 3
  %b11h3 = bitcast i32 %b11i3 to <2 x half>
  %m1_0_0 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a10h0, <2 x half> %a10h1, <2 x half> %a10h2, <2 x half> %a10h3, <2 x half> %b10h0, <2 x half> %b10h1, float %m0_0_0e0, float %m0_0_0e1, float %m0_0_0e2, float %m0_0_0e3)
  %n0_0 = extractvalue { float, float, float, float } %m1_0_0, 0
  %n0_1 = extractvalue { float, float, float, float } %m1_0_0, 1
  %n0_2 = extractvalue { float, float, float, float } %m1_0_0, 2
  %n0_3 = extractvalue { float, float, float, float } %m1_0_0, 3
  %m1_0_1 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a10h0, <2 x half> %a10h1, <2 x half> %a10h2, <2 x half> %a10h3, <2 x half> %b10h2, <2 x half> %b10h3, float %m0_0_1e0, float %m0_0_1e1, float %m0_0_1e2, float %m0_0_1e3)
  %n1_0 = extractvalue { float, float, float, float } %m1_0_1, 0
  %n1_1 = extractvalue { float, float, float, float } %m1_0_1, 1
  %n1_2 = extractvalue { float, float, float, float } %m1_0_1, 2
  %n1_3 = extractvalue { float, float, float, float } %m1_0_1, 3
  %m1_0_2 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a10h0, <2 x half> %a10h1, <2 x half> %a10h2, <2 x half> %a10h3, <2 x half> %b11h0, <2 x half> %b11h1, float %m0_0_2e0, float %m0_0_2e1, float %m0_0_2e2, float %m0_0_2e3)
  %n2_0 = extractvalue { float, float, float, float } %m1_0_2, 0
  %n2_1 = extractvalue { float, float, float, float } %m1_0_2, 1
  %n2_2 = extractvalue { float, float, float, float } %m1_0_2, 2
  %n2_3 = extractvalue { float, float, float, float } %m1_0_2, 3
  %m1_0_3 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a10h0, <2 x half> %a10h1, <2 x half> %a10h2, <2 x half> %a10h3, <2 x half> %b11h2, <2 x half> %b11h3, float %m0_0_3e0, float %m0_0_3e1, float %m0_0_3e2, float %m0_0_3e3)
  %n3_0 = extractvalue { float, float, float, float } %m1_0_3, 0
  %n3_1 = extractvalue { float, float, float, float } %m1_0_3, 1
  %n3_2 = extractvalue { float, float, float, float } %m1_0_3, 2
  %n3_3 = extractvalue { float, float, float, float } %m1_0_3, 3
  %m1_1_0 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a11h0, <2 x half> %a11h1, <2 x half> %a11h2, <2 x half> %a11h3, <2 x half> %b10h0, <2 x half> %b10h1, float %m0_1_0e0, float %m0_1_0e1, float %m0_1_0e2, float %m0_1_0e3)
  %n4_0 = extractvalue { float, float, float, float } %m1_1_0, 0
  %n4_1 = extractvalue { float, float, float, float } %m1_1_0, 1
  %n4_2 = extractvalue { float, float, float, float } %m1_1_0, 2
  %n4_3 = extractvalue { float, float, float, float } %m1_1_0, 3
  %m1_1_1 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a11h0, <2 x half> %a11h1, <2 x half> %a11h2, <2 x half> %a11h3, <2 x half> %b10h2, <2 x half> %b10h3, float %m0_1_1e0, float %m0_1_1e1, float %m0_1_1e2, float %m0_1_1e3)
  %n5_0 = extractvalue { float, float, float, float } %m1_1_1, 0
  %n5_1 = extractvalue { float, float, float, float } %m1_1_1, 1
  %n5_2 = extractvalue { float, float, float, float } %m1_1_1, 2
  %n5_3 = extractvalue { float, float, float, float } %m1_1_1, 3
  %m1_1_2 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a11h0, <2 x half> %a11h1, <2 x half> %a11h2, <2 x half> %a11h3, <2 x half> %b11h0, <2 x half> %b11h1, float %m0_1_2e0, float %m0_1_2e1, float %m0_1_2e2, float %m0_1_2e3)
  %n6_0 = extractvalue { float, float, float, float } %m1_1_2, 0
  %n6_1 = extractvalue { float, float, float, float } %m1_1_2, 1
  %n6_2 = extractvalue { float, float, float, float } %m1_1_2, 2
  %n6_3 = extractvalue { float, float, float, float } %m1_1_2, 3
  %m1_1_3 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a11h0, <2 x half> %a11h1, <2 x half> %a11h2, <2 x half> %a11h3, <2 x half> %b11h2, <2 x half> %b11h3, float %m0_1_3e0, float %m0_1_3e1, float %m0_1_3e2, float %m0_1_3e3)
  %n7_0 = extractvalue { float, float, float, float } %m1_1_3, 0
  %n7_1 = extractvalue { float, float, float, float } %m1_1_3, 1
  %n7_2 = extractvalue { float, float, float, float } %m1_1_3, 2
  %n7_3 = extractvalue { float, float, float, float } %m1_1_3, 3
  %m1_2_0 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a12h0, <2 x half> %a12h1, <2 x half> %a12h2, <2 x half> %a12h3, <2 x half> %b10h0, <2 x half> %b10h1, float %m0_2_0e0, float %m0_2_0e1, float %m0_2_0e2, float %m0_2_0e3)
  %n8_0 = extractvalue { float, float, float, float } %m1_2_0, 0
  %n8_1 = extractvalue { float, float, float, float } %m1_2_0, 1
  %n8_2 = extractvalue { float, float, float, float } %m1_2_0, 2
  %n8_3 = extractvalue { float, float, float, float } %m1_2_0, 3
  %m1_2_1 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a12h0, <2 x half> %a12h1, <2 x half> %a12h2, <2 x half> %a12h3, <2 x half> %b10h2, <2 x half> %b10h3, float %m0_2_1e0, float %m0_2_1e1, float %m0_2_1e2, float %m0_2_1e3)
  %n9_0 = extractvalue { float, float, float, float } %m1_2_1, 0
  %n9_1 = extractvalue { float, float, float, float } %m1_2_1, 1
  %n9_2 = extractvalue { float, float, float, float } %m1_2_1, 2
  %n9_3 = extractvalue { float, float, float, float } %m1_2_1, 3
  %m1_2_2 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a12h0, <2 x half> %a12h1, <2 x half> %a12h2, <2 x half> %a12h3, <2 x half> %b11h0, <2 x half> %b11h1, float %m0_2_2e0, float %m0_2_2e1, float %m0_2_2e2, float %m0_2_2e3)
  %n10_0 = extractvalue { float, float, float, float } %m1_2_2, 0
  %n10_1 = extractvalue { float, float, float, float } %m1_2_2, 1
  %n10_2 = extractvalue { float, float, float, float } %m1_2_2, 2
  %n10_3 = extractvalue { float, float, float, float } %m1_2_2, 3
  %m1_2_3 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a12h0, <2 x half> %a12h1, <2 x half> %a12h2, <2 x half> %a12h3, <2 x half> %b11h2, <2 x half> %b11h3, float %m0_2_3e0, float %m0_2_3e1, float %m0_2_3e2, float %m0_2_3e3)
  %n11_0 = extractvalue { float, float, float, float } %m1_2_3, 0
  %n11_1 = extractvalue { float, float, float, float } %m1_2_3, 1
  %n11_2 = extractvalue { float, float, float, float } %m1_2_3, 2
  %n11_3 = extractvalue { float, float, float, float } %m1_2_3, 3
  %m1_3_0 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a13h0, <2 x half> %a13h1, <2 x half> %a13h2, <2 x half> %a13h3, <2 x half> %b10h0, <2 x half> %b10h1, float %m0_3_0e0, float %m0_3_0e1, float %m0_3_0e2, float %m0_3_0e3)
  %n12_0 = extractvalue { float, float, float, float } %m1_3_0, 0
  %n12_1 = extractvalue { float, float, float, float } %m1_3_0, 1
  %n12_2 = extractvalue { float, float, float, float } %m1_3_0, 2
  %n12_3 = extractvalue { float, float, float, float } %m1_3_0, 3
  %m1_3_1 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a13h0, <2 x half> %a13h1, <2 x half> %a13h2, <2 x half> %a13h3, <2 x half> %b10h2, <2 x half> %b10h3, float %m0_3_1e0, float %m0_3_1e1, float %m0_3_1e2, float %m0_3_1e3)
  %n13_0 = extractvalue { float, float, float, float } %m1_3_1, 0
  %n13_1 = extractvalue { float, float, float, float } %m1_3_1, 1
  %n13_2 = extractvalue { float, float, float, float } %m1_3_1, 2
  %n13_3 = extractvalue { float, float, float, float } %m1_3_1, 3
  %m1_3_2 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a13h0, <2 x half> %a13h1, <2 x half> %a13h2, <2 x half> %a13h3, <2 x half> %b11h0, <2 x half> %b11h1, float %m0_3_2e0, float %m0_3_2e1, float %m0_3_2e2, float %m0_3_2e3)
  %n14_0 = extractvalue { float, float, float, float } %m1_3_2, 0
  %n14_1 = extractvalue { float, float, float, float } %m1_3_2, 1
  %n14_2 = extractvalue { float, float, float, float } %m1_3_2, 2
  %n14_3 = extractvalue { float, float, float, float } %m1_3_2, 3
  %m1_3_3 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a13h0, <2 x half> %a13h1, <2 x half> %a13h2, <2 x half> %a13h3, <2 x half> %b11h2, <2 x half> %b11h3, float %m0_3_3e0, float %m0_3_3e1, float %m0_3_3e2, float %m0_3_3e3)
  %n15_0 = extractvalue { float, float, float, float } %m1_3_3, 0
  %n15_1 = extractvalue { float, float, float, float } %m1_3_3, 1
  %n15_2 = extractvalue { float, float, float, float } %m1_3_3, 2
  %n15_3 = extractvalue { float, float, float, float } %m1_3_3, 3
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %dp0_0 = getelementptr float, ptr addrspace(1) %d, i64 0
  %dq0_0 = getelementptr float, ptr addrspace(1) %dp0_0, i64 %tw
  store float %n0_0, ptr addrspace(1) %dq0_0
  %dp0_1 = getelementptr float, ptr addrspace(1) %d, i64 256
  %dq0_1 = getelementptr float, ptr addrspace(1) %dp0_1, i64 %tw
  store float %n0_1, ptr addrspace(1) %dq0_1
  %dp0_2 = getelementptr float, ptr addrspace(1) %d, i64 512
  %dq0_2 = getelementptr float, ptr addrspace(1) %dp0_2, i64 %tw
  store float %n0_2, ptr addrspace(1) %dq0_2
  %dp0_3 = getelementptr float, ptr addrspace(1) %d, i64 768
  %dq0_3 = getelementptr float, ptr addrspace(1) %dp0_3, i64 %tw
  store float %n0_3, ptr addrspace(1) %dq0_3
  %dp1_0 = getelementptr float, ptr addrspace(1) %d, i64 1024
  %dq1_0 = getelementptr float, ptr addrspace(1) %dp1_0, i64 %tw
  store float %n1_0, ptr addrspace(1) %dq1_0
  %dp1_1 = getelementptr float, ptr addrspace(1) %d, i64 1280
  %dq1_1 = getelementptr float, ptr addrspace(1) %dp1_1, i64 %tw
  store float %n1_1, ptr addrspace(1) %dq1_1
  %dp1_2 = getelementptr float, ptr addrspace(1) %d, i64 1536
  %dq1_2 = getelementptr float, ptr addrspace(1) %dp1_2, i64 %tw
  store float %n1_2, ptr addrspace(1) %dq1_2
  %dp1_3 = getelementptr float, ptr addrspace(1) %d, i64 1792
  %dq1_3 = getelementptr float, ptr addrspace(1) %dp1_3, i64 %tw
  store float %n1_3, ptr addrspace(1) %dq1_3
  %dp2_0 = getelementptr float, ptr addrspace(1) %d, i64 2048
  %dq2_0 = getelementptr float, ptr addrspace(1) %dp2_0, i64 %tw
  store float %n2_0, ptr addrspace(1) %dq2_0
  %dp2_1 = getelementptr float, ptr addrspace(1) %d, i64 2304
  %dq2_1 = getelementptr float, ptr addrspace(1) %dp2_1, i64 %tw
  store float %n2_1, ptr addrspace(1) %dq2_1
  %dp2_2 = getelementptr float, ptr addrspace(1) %d, i64 2560
  %dq2_2 = getelementptr float, ptr addrspace(1) %dp2_2, i64 %tw
  store float %n2_2, ptr addrspace(1) %dq2_2
  %dp2_3 = getelementptr float, ptr addrspace(1) %d, i64 2816
  %dq2_3 = getelementptr float, ptr addrspace(1) %dp2_3, i64 %tw
  store float %n2_3, ptr addrspace(1) %dq2_3
  %dp3_0 = getelementptr float, ptr addrspace(1) %d, i64 3072
  %dq3_0 = getelementptr float, ptr addrspace(1) %dp3_0, i64 %tw
  store float %n3_0, ptr addrspace(1) %dq3_0
  %dp3_1 = getelementptr float, ptr addrspace(1) %d, i64 3328
  %dq3_1 = getelementptr float, ptr addrspace(1) %dp3_1, i64 %tw
  store float %n3_1, ptr addrspace(1) %dq3_1
  %dp3_2 = getelementptr float, ptr addrspace(1) %d, i64 3584
  %dq3_2 = getelementptr float, ptr addrspace(1) %dp3_2, i64 %tw
  store float %n3_2, ptr addrspace(1) %dq3_2
  %dp3_3 = getelementptr float, ptr addrspace(1) %d, i64 3840
  %dq3_3 = getelementptr float, ptr addrspace(1) %dp3_3, i64 %tw
  store float %n3_3, ptr addrspace(1) %dq3_3
  %dp4_0 = getelementptr float, ptr addrspace(1) %d, i64 4096
  %dq4_0 = getelementptr float, ptr addrspace(1) %dp4_0, i64 %tw
  store float %n4_0, ptr addrspace(1) %dq4_0
  %dp4_1 = getelementptr float, ptr addrspace(1) %d, i64 4352
  %dq4_1 = getelementptr float, ptr addrspace(1) %dp4_1, i64 %tw
  store float %n4_1, ptr addrspace(1) %dq4_1
  %dp4_2 = getelementptr float, ptr addrspace(1) %d, i64 4608
  %dq4_2 = getelementptr float, ptr addrspace(1) %dp4_2, i64 %tw
  store float %n4_2, ptr addrspace(1) %dq4_2
  %dp4_3 = getelementptr float, ptr addrspace(1) %d, i64 4864
  %dq4_3 = getelementptr float, ptr addrspace(1) %dp4_3, i64 %tw
  store float %n4_3, ptr addrspace(1) %dq4_3
  %dp5_0 = getelementptr float, ptr addrspace(1) %d, i64 5120
  %dq5_0 = getelementptr float, ptr addrspace(1) %dp5_0, i64 %tw
  store float %n5_0, ptr addrspace(1) %dq5_0
  %dp5_1 = getelementptr float, ptr addrspace(1) %d, i64 5376
  %dq5_1 = getelementptr float, ptr addrspace(1) %dp5_1, i64 %tw
  store float %n5_1, ptr addrspace(1) %dq5_1
  %dp5_2 = getelementptr float, ptr addrspace(1) %d, i64 5632
  %dq5_2 = getelementptr float, ptr addrspace(1) %dp5_2, i64 %tw
  store float %n5_2, ptr addrspace(1) %dq5_2
  %dp5_3 = getelementptr float, ptr addrspace(1) %d, i64 5888
  %dq5_3 = getelementptr float, ptr addrspace(1) %dp5_3, i64 %tw
  store float %n5_3, ptr addrspace(1) %dq5_3
  %dp6_0 = getelementptr float, ptr addrspace(1) %d, i64 6144
  %dq6_0 = getelementptr float, ptr addrspace(1) %dp6_0, i64 %tw
  store float %n6_0, ptr addrspace(1) %dq6_0
  %dp6_1 = getelementptr float, ptr addrspace(1) %d, i64 6400
  %dq6_1 = getelementptr float, ptr addrspace(1) %dp6_1, i64 %tw
  store float %n6_1, ptr addrspace(1) %dq6_1
  %dp6_2 = getelementptr float, ptr addrspace(1) %d, i64 6656
  %dq6_2 = getelementptr float, ptr addrspace(1) %dp6_2, i64 %tw
  store float %n6_2, ptr addrspace(1) %dq6_2
  %dp6_3 = getelementptr float, ptr addrspace(1) %d, i64 6912
  %dq6_3 = getelementptr float, ptr addrspace(1) %dp6_3, i64 %tw
  store float %n6_3, ptr addrspace(1) %dq6_3
  %dp7_0 = getelementptr float, ptr addrspace(1) %d, i64 7168
  %dq7_0 = getelementptr float, ptr addrspace(1) %dp7_0, i64 %tw
  store float %n7_0, ptr addrspace(1) %dq7_0
  %dp7_1 = getelementptr float, ptr addrspace(1) %d, i64 7424
  %dq7_1 = getelementptr float, ptr addrspace(1) %dp7_1, i64 %tw
  store float %n7_1, ptr addrspace(1) %dq7_1
  %dp7_2 = getelementptr float, ptr addrspace(1) %d, i64 7680
  %dq7_2 = getelementptr float, ptr addrspace(1) %dp7_2, i64 %tw
  store float %n7_2, ptr addrspace(1) %dq7_2
  %dp7_3 = getelementptr float, ptr addrspace(1) %d, i64 7936
  %dq7_3 = getelementptr float, ptr addrspace(1) %dp7_3, i64 %tw
  store float %n7_3, ptr addrspace(1) %dq7_3
  %dp8_0 = getelementptr float, ptr addrspace(1) %d, i64 8192
  %dq8_0 = getelementptr float, ptr addrspace(1) %dp8_0, i64 %tw
  store float %n8_0, ptr addrspace(1) %dq8_0
  %dp8_1 = getelementptr float, ptr addrspace(1) %d, i64 8448
  %dq8_1 = getelementptr float, ptr addrspace(1) %dp8_1, i64 %tw
  store float %n8_1, ptr addrspace(1) %dq8_1
  %dp8_2 = getelementptr float, ptr addrspace(1) %d, i64 8704
  %dq8_2 = getelementptr float, ptr addrspace(1) %dp8_2, i64 %tw
  store float %n8_2, ptr addrspace(1) %dq8_2
  %dp8_3 = getelementptr float, ptr addrspace(1) %d, i64 8960
  %dq8_3 = getelementptr float, ptr addrspace(1) %dp8_3, i64 %tw
  store float %n8_3, ptr addrspace(1) %dq8_3
  %dp9_0 = getelementptr float, ptr addrspace(1) %d, i64 9216
  %dq9_0 = getelementptr float, ptr addrspace(1) %dp9_0, i64 %tw
  store float %n9_0, ptr addrspace(1) %dq9_0
  %dp9_1 = getelementptr float, ptr addrspace(1) %d, i64 9472
  %dq9_1 = getelementptr float, ptr addrspace(1) %dp9_1, i64 %tw
  store float %n9_1, ptr addrspace(1) %dq9_1
  %dp9_2 = getelementptr float, ptr addrspace(1) %d, i64 9728
  %dq9_2 = getelementptr float, ptr addrspace(1) %dp9_2, i64 %tw
  store float %n9_2, ptr addrspace(1) %dq9_2
  %dp9_3 = getelementptr float, ptr addrspace(1) %d, i64 9984
  %dq9_3 = getelementptr float, ptr addrspace(1) %dp9_3, i64 %tw
  store float %n9_3, ptr addrspace(1) %dq9_3
  %dp10_0 = getelementptr float, ptr addrspace(1) %d, i64 10240
  %dq10_0 = getelementptr float, ptr addrspace(1) %dp10_0, i64 %tw
  store float %n10_0, ptr addrspace(1) %dq10_0
  %dp10_1 = getelementptr float, ptr addrspace(1) %d, i64 10496
  %dq10_1 = getelementptr float, ptr addrspace(1) %dp10_1, i64 %tw
  store float %n10_1, ptr addrspace(1) %dq10_1
  %dp10_2 = getelementptr float, ptr addrspace(1) %d, i64 10752
  %dq10_2 = getelementptr float, ptr addrspace(1) %dp10_2, i64 %tw
  store float %n10_2, ptr addrspace(1) %dq10_2
  %dp10_3 = getelementptr float, ptr addrspace(1) %d, i64 11008
  %dq10_3 = getelementptr float, ptr addrspace(1) %dp10_3, i64 %tw
  store float %n10_3, ptr addrspace(1) %dq10_3
  %dp11_0 = getelementptr float, ptr addrspace(1) %d, i64 11264
  %dq11_0 = getelementptr float, ptr addrspace(1) %dp11_0, i64 %tw
  store float %n11_0, ptr addrspace(1) %dq11_0
  %dp11_1 = getelementptr float, ptr addrspace(1) %d, i64 11520
  %dq11_1 = getelementptr float, ptr addrspace(1) %dp11_1, i64 %tw
  store float %n11_1, ptr addrspace(1) %dq11_1
  %dp11_2 = getelementptr float, ptr addrspace(1) %d, i64 11776
  %dq11_2 = getelementptr float, ptr addrspace(1) %dp11_2, i64 %tw
  store float %n11_2, ptr addrspace(1) %dq11_2
  %dp11_3 = getelementptr float, ptr addrspace(1) %d, i64 12032
  %dq11_3 = getelementptr float, ptr addrspace(1) %dp11_3, i64 %tw
  store float %n11_3, ptr addrspace(1) %dq11_3
  %dp12_0 = getelementptr float, ptr addrspace(1) %d, i64 12288
  %dq12_0 = getelementptr float, ptr addrspace(1) %dp12_0, i64 %tw
  store float %n12_0, ptr addrspace(1) %dq12_0
  %dp12_1 = getelementptr float, ptr addrspace(1) %d, i64 12544
  %dq12_1 = getelementptr float, ptr addrspace(1) %dp12_1, i64 %tw
  store float %n12_1, ptr addrspace(1) %dq12_1
  %dp12_2 = getelementptr float, ptr addrspace(1) %d, i64 12800
  %dq12_2 = getelementptr float, ptr addrspace(1) %dp12_2, i64 %tw
  store float %n12_2, ptr addrspace(1) %dq12_2
  %dp12_3 = getelementptr float, ptr addrspace(1) %d, i64 13056
  %dq12_3 = getelementptr float, ptr addrspace(1) %dp12_3, i64 %tw
  store float %n12_3, ptr addrspace(1) %dq12_3
  %dp13_0 = getelementptr float, ptr addrspace(1) %d, i64 13312
  %dq13_0 = getelementptr float, ptr addrspace(1) %dp13_0, i64 %tw
  store float %n13_0, ptr addrspace(1) %dq13_0
  %dp13_1 = getelementptr float, ptr addrspace(1) %d, i64 13568
  %dq13_1 = getelementptr float, ptr addrspace(1) %dp13_1, i64 %tw
  store float %n13_1, ptr addrspace(1) %dq13_1
  %dp13_2 = getelementptr float, ptr addrspace(1) %d, i64 13824
  %dq13_2 = getelementptr float, ptr addrspace(1) %dp13_2, i64 %tw
  store float %n13_2, ptr addrspace(1) %dq13_2
  %dp13_3 = getelementptr float, ptr addrspace(1) %d, i64 14080
  %dq13_3 = getelementptr float, ptr addrspace(1) %dp13_3, i64 %tw
  store float %n13_3, ptr addrspace(1) %dq13_3
  %dp14_0 = getelementptr float, ptr addrspace(1) %d, i64 14336
  %dq14_0 = getelementptr float, ptr addrspace(1) %dp14_0, i64 %tw
  store float %n14_0, ptr addrspace(1) %dq14_0
  %dp14_1 = getelementptr float, ptr addrspace(1) %d, i64 14592
  %dq14_1 = getelementptr float, ptr addrspace(1) %dp14_1, i64 %tw
  store float %n14_1, ptr addrspace(1) %dq14_1
  %dp14_2 = getelementptr float, ptr addrspace(1) %d, i64 14848
  %dq14_2 = getelementptr float, ptr addrspace(1) %dp14_2, i64 %tw
  store float %n14_2, ptr addrspace(1) %dq14_2
  %dp14_3 = getelementptr float, ptr addrspace(1) %d, i64 15104
  %dq14_3 = getelementptr float, ptr addrspace(1) %dp14_3, i64 %tw
  store float %n14_3, ptr addrspace(1) %dq14_3
  %dp15_0 = getelementptr float, ptr addrspace(1) %d, i64 15360
  %dq15_0 = getelementptr float, ptr addrspace(1) %dp15_0, i64 %tw
  store float %n15_0, ptr addrspace(1) %dq15_0
  %dp15_1 = getelementptr float, ptr addrspace(1) %d, i64 15616
  %dq15_1 = getelementptr float, ptr addrspace(1) %dp15_1, i64 %tw
  store float %n15_1, ptr addrspace(1) %dq15_1
  %dp15_2 = getelementptr float, ptr addrspace(1) %d, i64 15872
  %dq15_2 = getelementptr float, ptr addrspace(1) %dp15_2, i64 %tw
  store float %n15_2, ptr addrspace(1) %dq15_2
  %dp15_3 = getelementptr float, ptr addrspace(1) %d, i64 16128
  %dq15_3 = getelementptr float, ptr addrspace(1) %dp15_3, i64 %tw
  store float %n15_3, ptr addrspace(1) %dq15_3
  %yp0 = getelementptr i32, ptr addrspace(1) %x, i64 6144
  %yq0 = getelementptr i32, ptr addrspace(1) %yp0, i64 %tw
  store i32 %keep0, ptr addrspace(1) %yq0
  %yp1 = getelementptr i32, ptr addrspace(1) %x, i64 6400
  %yq1 = getelementptr i32, ptr addrspace(1) %yp1, i64 %tw
  store i32 %keep1, ptr addrspace(1) %yq1
  %yp2 = getelementptr i32, ptr addrspace(1) %x, i64 6656
  %yq2 = getelementptr i32, ptr addrspace(1) %yp2, i64 %tw
  store i32 %keep2, ptr addrspace(1) %yq2
  %yp3 = getelementptr i32, ptr addrspace(1) %x, i64 6912
  %yq3 = getelementptr i32, ptr addrspace(1) %yp3, i64 %tw
  store i32 %keep3, ptr addrspace(1) %yq3
  %yp4 = getelementptr i32, ptr addrspace(1) %x, i64 7168
  %yq4 = getelementptr i32, ptr addrspace(1) %yp4, i64 %tw
  store i32 %keep4, ptr addrspace(1) %yq4
  %yp5 = getelementptr i32, ptr addrspace(1) %x, i64 7424
  %yq5 = getelementptr i32, ptr addrspace(1) %yp5, i64 %tw
  store i32 %keep5, ptr addrspace(1) %yq5
  %yp6 = getelementptr i32, ptr addrspace(1) %x, i64 7680
  %yq6 = getelementptr i32, ptr addrspace(1) %yp6, i64 %tw
  store i32 %keep6, ptr addrspace(1) %yq6
  %yp7 = getelementptr i32, ptr addrspace(1) %x, i64 7936
  %yq7 = getelementptr i32, ptr addrspace(1) %yp7, i64 %tw
  store i32 %keep7, ptr addrspace(1) %yq7
  %yp8 = getelementptr i32, ptr addrspace(1) %x, i64 8192
  %yq8 = getelementptr i32, ptr addrspace(1) %yp8, i64 %tw
  store i32 %keep8, ptr addrspace(1) %yq8
  %yp9 = getelementptr i32, ptr addrspace(1) %x, i64 8448
  %yq9 = getelementptr i32, ptr addrspace(1) %yp9, i64 %tw
  store i32 %keep9, ptr addrspace(1) %yq9
  %yp10 = getelementptr i32, ptr addrspace(1) %x, i64 8704
  %yq10 = getelementptr i32, ptr addrspace(1) %yp10, i64 %tw
  store i32 %keep10, ptr addrspace(1) %yq10
  %yp11 = getelementptr i32, ptr addrspace(1) %x, i64 8960
  %yq11 = getelementptr i32, ptr addrspace(1) %yp11, i64 %tw
  store i32 %keep11, ptr addrspace(1) %yq11
  %yp12 = getelementptr i32, ptr addrspace(1) %x, i64 9216
  %yq12 = getelementptr i32, ptr addrspace(1) %yp12, i64 %tw
  store i32 %keep12, ptr addrspace(1) %yq12
  %yp13 = getelementptr i32, ptr addrspace(1) %x, i64 9472
  %yq13 = getelementptr i32, ptr addrspace(1) %yp13, i64 %tw
  store i32 %keep13, ptr addrspace(1) %yq13
  %yp14 = getelementptr i32, ptr addrspace(1) %x, i64 9728
  %yq14 = getelementptr i32, ptr addrspace(1) %yp14, i64 %tw
  store i32 %keep14, ptr addrspace(1) %yq14
  %yp15 = getelementptr i32, ptr addrspace(1) %x, i64 9984
  %yq15 = getelementptr i32, ptr addrspace(1) %yp15, i64 %tw
  store i32 %keep15, ptr addrspace(1) %yq15
  %yp16 = getelementptr i32, ptr addrspace(1) %x, i64 10240
  %yq16 = getelementptr i32, ptr addrspace(1) %yp16, i64 %tw
  store i32 %keep16, ptr addrspace(1) %yq16
  %yp17 = getelementptr i32, ptr addrspace(1) %x, i64 10496
  %yq17 = getelementptr i32, ptr addrspace(1) %yp17, i64 %tw
  store i32 %keep17, ptr addrspace(1) %yq17
  %yp18 = getelementptr i32, ptr addrspace(1) %x, i64 10752
  %yq18 = getelementptr i32, ptr addrspace(1) %yp18, i64 %tw
  store i32 %keep18, ptr addrspace(1) %yq18
  %yp19 = getelementptr i32, ptr addrspace(1) %x, i64 11008
  %yq19 = getelementptr i32, ptr addrspace(1) %yp19, i64 %tw
  store i32 %keep19, ptr addrspace(1) %yq19
  %yp20 = getelementptr i32, ptr addrspace(1) %x, i64 11264
  %yq20 = getelementptr i32, ptr addrspace(1) %yp20, i64 %tw
  store i32 %keep20, ptr addrspace(1) %yq20
  %yp21 = getelementptr i32, ptr addrspace(1) %x, i64 11520
  %yq21 = getelementptr i32, ptr addrspace(1) %yp21, i64 %tw
  store i32 %keep21, ptr addrspace(1) %yq21
  %yp22 = getelementptr i32, ptr addrspace(1) %x, i64 11776
  %yq22 = getelementptr i32, ptr addrspace(1) %yp22, i64 %tw
  store i32 %keep22, ptr addrspace(1) %yq22
  %yp23 = getelementptr i32, ptr addrspace(1) %x, i64 12032
  %yq23 = getelementptr i32, ptr addrspace(1) %yp23, i64 %tw
  store i32 %keep23, ptr addrspace(1) %yq23
  ret void
}
