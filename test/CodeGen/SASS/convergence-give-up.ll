; More divergent regions open at once than there are convergence barriers
; (B0-B15), with no warp-synchronous instruction after them: SASSConvergence
; gives regions up (their threads reconverge at the next join out, or at the
; end) instead of refusing the kernel.  Before, @nest (17 nested ifs at -O3,
; 18 at -O0) and @loops at -O0 (16 64-bit divisions in a loop, as
; llvm-stress -seed=80390 -size=60 makes) were "more than 16 nested
; divergent regions".  Regions no barrier can serve are given up first:
; @spin's loop header is also the latch of its own inner cycle (a spin on a
; counter in memory: LoopSimplify cannot split it off), so a BSSY there
; re-armed the barrier while threads that had left waited at the join
; (before: a BSYNC deadlock in oa-emu at -O0 and -O3), and the division
; after that cycle is entered apart by the threads leaving it at different
; trips.  The kernels run in oa-emu (hazard checks on: a re-armed barrier
; is an error) against Python, both SMs, -O0 and -O3.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; CHECK-LABEL: .kernel nest
; CHECK-COUNT-16: BSSY
; CHECK-NOT: BSSY
; CHECK-LABEL: .kernel spin
; RUN: rm -rf %t && %python %S/Inputs/convergence-give-up.py gen %t
; RUN: for c in 80 90; do for o in 0 3; do oa-llc -mcpu=sm_$c -O$o -filetype=obj %s -o %t/$c.$o.cubin && for k in loops nest spin; do oa-emu --cubin %t/$c.$o.cubin --out %t/$k.$c.$o %t/$k.json && %python %S/Inputs/convergence-give-up.py check $k %t/$k.$c.$o || exit 1; done; done; done | FileCheck %s --check-prefix=EMU
; EMU-COUNT-12: {{(loops|nest|spin)}}: 32 of 32 threads match
; EMU-NOT: thread
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loops(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tm = and i32 %t, 7
  %odd = and i32 %t, 1
  %isodd = icmp ne i32 %odd, 0
  %big = select i1 %isodd, i64 1099511627776, i64 1
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ], [ 0, %latch ]
  %j = phi i32 [ 0, %entry ], [ %j, %h ], [ %j1, %latch ]
  %s = phi i64 [ 1, %entry ], [ %s1, %h ], [ %a16, %latch ]
  %i1 = add i32 %i, 1
  %s1 = add i64 %s, 7
  %c = icmp ult i32 %i1, %tm
  br i1 %c, label %h, label %body
body:
  %a0 = mul i64 %s1, %big
  %n0 = add i64 %a0, 0
  %q0 = udiv i64 %n0, 3
  %a1 = add i64 %q0, %a0
  %n1 = add i64 %a1, 1
  %q1 = udiv i64 %n1, 4
  %a2 = add i64 %q1, %a1
  %n2 = add i64 %a2, 2
  %q2 = udiv i64 %n2, 5
  %a3 = add i64 %q2, %a2
  %n3 = add i64 %a3, 3
  %q3 = udiv i64 %n3, 6
  %a4 = add i64 %q3, %a3
  %n4 = add i64 %a4, 4
  %q4 = udiv i64 %n4, 7
  %a5 = add i64 %q4, %a4
  %n5 = add i64 %a5, 5
  %q5 = udiv i64 %n5, 8
  %a6 = add i64 %q5, %a5
  %n6 = add i64 %a6, 6
  %q6 = udiv i64 %n6, 9
  %a7 = add i64 %q6, %a6
  %n7 = add i64 %a7, 7
  %q7 = udiv i64 %n7, 10
  %a8 = add i64 %q7, %a7
  %n8 = add i64 %a8, 8
  %q8 = udiv i64 %n8, 11
  %a9 = add i64 %q8, %a8
  %n9 = add i64 %a9, 9
  %q9 = udiv i64 %n9, 12
  %a10 = add i64 %q9, %a9
  %n10 = add i64 %a10, 10
  %q10 = udiv i64 %n10, 13
  %a11 = add i64 %q10, %a10
  %n11 = add i64 %a11, 11
  %q11 = udiv i64 %n11, 14
  %a12 = add i64 %q11, %a11
  %n12 = add i64 %a12, 12
  %q12 = udiv i64 %n12, 15
  %a13 = add i64 %q12, %a12
  %n13 = add i64 %a13, 13
  %q13 = udiv i64 %n13, 16
  %a14 = add i64 %q13, %a13
  %n14 = add i64 %a14, 14
  %q14 = udiv i64 %n14, 17
  %a15 = add i64 %q14, %a14
  %n15 = add i64 %a15, 15
  %q15 = udiv i64 %n15, 18
  %a16 = add i64 %q15, %a15
  br label %latch
latch:
  %j1 = add i32 %j, 1
  %c2 = icmp ult i32 %j1, 3
  br i1 %c2, label %h, label %exit
exit:
  %p = getelementptr i64, ptr %out, i32 %t
  store i64 %a16, ptr %p, align 8
  ret void
}

define ptx_kernel void @nest(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %b0
b0:
  %c0 = icmp ugt i32 %t, 0
  br i1 %c0, label %b1, label %j0
b1:
  %c1 = icmp ugt i32 %t, 1
  br i1 %c1, label %b2, label %j1
b2:
  %c2 = icmp ugt i32 %t, 2
  br i1 %c2, label %b3, label %j2
b3:
  %c3 = icmp ugt i32 %t, 3
  br i1 %c3, label %b4, label %j3
b4:
  %c4 = icmp ugt i32 %t, 4
  br i1 %c4, label %b5, label %j4
b5:
  %c5 = icmp ugt i32 %t, 5
  br i1 %c5, label %b6, label %j5
b6:
  %c6 = icmp ugt i32 %t, 6
  br i1 %c6, label %b7, label %j6
b7:
  %c7 = icmp ugt i32 %t, 7
  br i1 %c7, label %b8, label %j7
b8:
  %c8 = icmp ugt i32 %t, 8
  br i1 %c8, label %b9, label %j8
b9:
  %c9 = icmp ugt i32 %t, 9
  br i1 %c9, label %b10, label %j9
b10:
  %c10 = icmp ugt i32 %t, 10
  br i1 %c10, label %b11, label %j10
b11:
  %c11 = icmp ugt i32 %t, 11
  br i1 %c11, label %b12, label %j11
b12:
  %c12 = icmp ugt i32 %t, 12
  br i1 %c12, label %b13, label %j12
b13:
  %c13 = icmp ugt i32 %t, 13
  br i1 %c13, label %b14, label %j13
b14:
  %c14 = icmp ugt i32 %t, 14
  br i1 %c14, label %b15, label %j14
b15:
  %c15 = icmp ugt i32 %t, 15
  br i1 %c15, label %b16, label %j15
b16:
  %c16 = icmp ugt i32 %t, 16
  br i1 %c16, label %b17, label %j16
b17:
  %c17 = icmp ugt i32 %t, 17
  br i1 %c17, label %b18, label %j17
b18:
  %v18 = mul i32 %t, 5
  br label %j17
j17:
  %in17 = phi i32 [ %v18, %b18 ], [ 1, %b17 ]
  %m17 = mul i32 %in17, 3
  %v17 = add i32 %m17, 18
  br label %j16
j16:
  %in16 = phi i32 [ %v17, %j17 ], [ 1, %b16 ]
  %m16 = mul i32 %in16, 3
  %v16 = add i32 %m16, 17
  br label %j15
j15:
  %in15 = phi i32 [ %v16, %j16 ], [ 1, %b15 ]
  %m15 = mul i32 %in15, 3
  %v15 = add i32 %m15, 16
  br label %j14
j14:
  %in14 = phi i32 [ %v15, %j15 ], [ 1, %b14 ]
  %m14 = mul i32 %in14, 3
  %v14 = add i32 %m14, 15
  br label %j13
j13:
  %in13 = phi i32 [ %v14, %j14 ], [ 1, %b13 ]
  %m13 = mul i32 %in13, 3
  %v13 = add i32 %m13, 14
  br label %j12
j12:
  %in12 = phi i32 [ %v13, %j13 ], [ 1, %b12 ]
  %m12 = mul i32 %in12, 3
  %v12 = add i32 %m12, 13
  br label %j11
j11:
  %in11 = phi i32 [ %v12, %j12 ], [ 1, %b11 ]
  %m11 = mul i32 %in11, 3
  %v11 = add i32 %m11, 12
  br label %j10
j10:
  %in10 = phi i32 [ %v11, %j11 ], [ 1, %b10 ]
  %m10 = mul i32 %in10, 3
  %v10 = add i32 %m10, 11
  br label %j9
j9:
  %in9 = phi i32 [ %v10, %j10 ], [ 1, %b9 ]
  %m9 = mul i32 %in9, 3
  %v9 = add i32 %m9, 10
  br label %j8
j8:
  %in8 = phi i32 [ %v9, %j9 ], [ 1, %b8 ]
  %m8 = mul i32 %in8, 3
  %v8 = add i32 %m8, 9
  br label %j7
j7:
  %in7 = phi i32 [ %v8, %j8 ], [ 1, %b7 ]
  %m7 = mul i32 %in7, 3
  %v7 = add i32 %m7, 8
  br label %j6
j6:
  %in6 = phi i32 [ %v7, %j7 ], [ 1, %b6 ]
  %m6 = mul i32 %in6, 3
  %v6 = add i32 %m6, 7
  br label %j5
j5:
  %in5 = phi i32 [ %v6, %j6 ], [ 1, %b5 ]
  %m5 = mul i32 %in5, 3
  %v5 = add i32 %m5, 6
  br label %j4
j4:
  %in4 = phi i32 [ %v5, %j5 ], [ 1, %b4 ]
  %m4 = mul i32 %in4, 3
  %v4 = add i32 %m4, 5
  br label %j3
j3:
  %in3 = phi i32 [ %v4, %j4 ], [ 1, %b3 ]
  %m3 = mul i32 %in3, 3
  %v3 = add i32 %m3, 4
  br label %j2
j2:
  %in2 = phi i32 [ %v3, %j3 ], [ 1, %b2 ]
  %m2 = mul i32 %in2, 3
  %v2 = add i32 %m2, 3
  br label %j1
j1:
  %in1 = phi i32 [ %v2, %j2 ], [ 1, %b1 ]
  %m1 = mul i32 %in1, 3
  %v1 = add i32 %m1, 2
  br label %j0
j0:
  %in0 = phi i32 [ %v1, %j1 ], [ 1, %b0 ]
  %m0 = mul i32 %in0, 3
  %v0 = add i32 %m0, 1
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %v0, ptr %p, align 4
  ret void
}

define ptx_kernel void @spin(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tm = and i32 %t, 7
  %cnt = alloca i32, align 4
  %acc = alloca i64, align 8
  %trip = alloca i32, align 4
  store i32 0, ptr %cnt, align 4
  store i64 1, ptr %acc, align 8
  store i32 0, ptr %trip, align 4
  br label %h
h:
  %v = load i32, ptr %cnt, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr %cnt, align 4
  %a = load i64, ptr %acc, align 8
  %a1 = add i64 %a, 7
  store i64 %a1, ptr %acc, align 8
  %c = icmp ult i32 %v1, %tm
  br i1 %c, label %h, label %body
body:
  %x = load i64, ptr %acc, align 8
  %odd = and i32 %t, 1
  %isodd = icmp ne i32 %odd, 0
  %big = select i1 %isodd, i64 1099511627776, i64 1
  %x0 = mul i64 %x, %big
  %q0 = udiv i64 %x0, 3
  %x1 = add i64 %q0, %x0
  %q1 = udiv i64 %x1, 5
  %x2 = add i64 %q1, %x
  store i64 %x2, ptr %acc, align 8
  store i32 0, ptr %cnt, align 4
  %j = load i32, ptr %trip, align 4
  %j1 = add i32 %j, 1
  store i32 %j1, ptr %trip, align 4
  %c2 = icmp ult i32 %j1, 3
  br i1 %c2, label %h, label %exit
exit:
  %p = getelementptr i64, ptr %out, i32 %t
  store i64 %x2, ptr %p, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
