; Convergence barriers in loops (SASSConvergence): regions one after the
; other share a barrier inside a loop too when the warp's threads cannot be
; in different iterations at once.  @seq, 18 f64 divisions per trip of a
; loop inside a divergent region (cuda-samples' nbody: `#pragma unroll 128`
; over rsqrt(double), 129 divisions), failed with "more than 16 nested
; divergent regions": each division's slow path took a barrier of its own.
; @esc leaves its loop at a different trip in each thread and divides twice
; more on the way out: those divisions' regions run while other threads
; still iterate, so they must not share the loop's barrier (they did, and
; the kernel deadlocked).  @nest: 16 conditional divisions one after the
; other, each division's region inside its condition's: a region nested in
; one that ends before the next begins is over too (its threads are held
; at the outer BSYNC), so three barriers do.
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
; The divisions of the loop, one after the other, reuse one barrier (each
; one's join is the next one's entry: BSYNC, then BSSY); the enclosing
; `t < m` region takes another.
; CHECK-LABEL: .kernel seq
; CHECK: BSSY [[OUTER:B[0-9]+]],
; CHECK: BSSY [[DIV:B[0-9]+]],
; CHECK-COUNT-17: BSSY [[DIV]],
; CHECK-NOT: BSSY
; CHECK: BSYNC [[OUTER]]
; CHECK-LABEL: .kernel esc
; CHECK-LABEL: .kernel nest
; CHECK-NOT: BSSY B{{([3-9]|1[0-5])}},
; RUN: oa-llc -mcpu=sm_90 -filetype=obj %s -o %t.90.cubin
; RUN: oa-llc -mcpu=sm_80 -filetype=obj %s -o %t.80.cubin
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=obj %s -o %t.90.O0.cubin
; RUN: rm -rf %t && %python %S/Inputs/convergence-loops.py gen %t
; RUN: for c in 90 80 90.O0; do for k in seq esc nest; do oa-emu --cubin %t.$c.cubin --out %t/$k.$c %t/$k.json && %python %S/Inputs/convergence-loops.py check %t %t/$k.$c $k || exit 1; done; done | FileCheck %s --check-prefix=EMU
; EMU: seq: 32 of 32 threads match
; EMU-NEXT: esc: 32 of 32 threads match
; EMU-NEXT: nest: 32 of 32 threads match
; EMU-NEXT: seq: 32 of 32 threads match
; EMU-NEXT: esc: 32 of 32 threads match
; EMU-NEXT: nest: 32 of 32 threads match
; EMU-NEXT: seq: 32 of 32 threads match
; EMU-NEXT: esc: 32 of 32 threads match
; EMU-NEXT: nest: 32 of 32 threads match
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @seq(ptr %a, ptr %out, i32 %n, i32 %m) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tf = uitofp i32 %t to double
  %c = icmp ult i32 %t, %m
  br i1 %c, label %loop, label %join
loop:
  %i0 = phi i32 [ 0, %entry ], [ %i18, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s17, %loop ]
  %p0 = getelementptr double, ptr %a, i32 %i0
  %x0 = load double, ptr %p0, align 8
  %y0 = fadd double %x0, %tf
  %r0 = fdiv double 1.0, %y0
  %s0 = fadd double %s, %r0
  %i1 = add i32 %i0, 1
  %p1 = getelementptr double, ptr %a, i32 %i1
  %x1 = load double, ptr %p1, align 8
  %y1 = fadd double %x1, %tf
  %r1 = fdiv double 1.0, %y1
  %s1 = fadd double %s0, %r1
  %i2 = add i32 %i1, 1
  %p2 = getelementptr double, ptr %a, i32 %i2
  %x2 = load double, ptr %p2, align 8
  %y2 = fadd double %x2, %tf
  %r2 = fdiv double 1.0, %y2
  %s2 = fadd double %s1, %r2
  %i3 = add i32 %i2, 1
  %p3 = getelementptr double, ptr %a, i32 %i3
  %x3 = load double, ptr %p3, align 8
  %y3 = fadd double %x3, %tf
  %r3 = fdiv double 1.0, %y3
  %s3 = fadd double %s2, %r3
  %i4 = add i32 %i3, 1
  %p4 = getelementptr double, ptr %a, i32 %i4
  %x4 = load double, ptr %p4, align 8
  %y4 = fadd double %x4, %tf
  %r4 = fdiv double 1.0, %y4
  %s4 = fadd double %s3, %r4
  %i5 = add i32 %i4, 1
  %p5 = getelementptr double, ptr %a, i32 %i5
  %x5 = load double, ptr %p5, align 8
  %y5 = fadd double %x5, %tf
  %r5 = fdiv double 1.0, %y5
  %s5 = fadd double %s4, %r5
  %i6 = add i32 %i5, 1
  %p6 = getelementptr double, ptr %a, i32 %i6
  %x6 = load double, ptr %p6, align 8
  %y6 = fadd double %x6, %tf
  %r6 = fdiv double 1.0, %y6
  %s6 = fadd double %s5, %r6
  %i7 = add i32 %i6, 1
  %p7 = getelementptr double, ptr %a, i32 %i7
  %x7 = load double, ptr %p7, align 8
  %y7 = fadd double %x7, %tf
  %r7 = fdiv double 1.0, %y7
  %s7 = fadd double %s6, %r7
  %i8 = add i32 %i7, 1
  %p8 = getelementptr double, ptr %a, i32 %i8
  %x8 = load double, ptr %p8, align 8
  %y8 = fadd double %x8, %tf
  %r8 = fdiv double 1.0, %y8
  %s8 = fadd double %s7, %r8
  %i9 = add i32 %i8, 1
  %p9 = getelementptr double, ptr %a, i32 %i9
  %x9 = load double, ptr %p9, align 8
  %y9 = fadd double %x9, %tf
  %r9 = fdiv double 1.0, %y9
  %s9 = fadd double %s8, %r9
  %i10 = add i32 %i9, 1
  %p10 = getelementptr double, ptr %a, i32 %i10
  %x10 = load double, ptr %p10, align 8
  %y10 = fadd double %x10, %tf
  %r10 = fdiv double 1.0, %y10
  %s10 = fadd double %s9, %r10
  %i11 = add i32 %i10, 1
  %p11 = getelementptr double, ptr %a, i32 %i11
  %x11 = load double, ptr %p11, align 8
  %y11 = fadd double %x11, %tf
  %r11 = fdiv double 1.0, %y11
  %s11 = fadd double %s10, %r11
  %i12 = add i32 %i11, 1
  %p12 = getelementptr double, ptr %a, i32 %i12
  %x12 = load double, ptr %p12, align 8
  %y12 = fadd double %x12, %tf
  %r12 = fdiv double 1.0, %y12
  %s12 = fadd double %s11, %r12
  %i13 = add i32 %i12, 1
  %p13 = getelementptr double, ptr %a, i32 %i13
  %x13 = load double, ptr %p13, align 8
  %y13 = fadd double %x13, %tf
  %r13 = fdiv double 1.0, %y13
  %s13 = fadd double %s12, %r13
  %i14 = add i32 %i13, 1
  %p14 = getelementptr double, ptr %a, i32 %i14
  %x14 = load double, ptr %p14, align 8
  %y14 = fadd double %x14, %tf
  %r14 = fdiv double 1.0, %y14
  %s14 = fadd double %s13, %r14
  %i15 = add i32 %i14, 1
  %p15 = getelementptr double, ptr %a, i32 %i15
  %x15 = load double, ptr %p15, align 8
  %y15 = fadd double %x15, %tf
  %r15 = fdiv double 1.0, %y15
  %s15 = fadd double %s14, %r15
  %i16 = add i32 %i15, 1
  %p16 = getelementptr double, ptr %a, i32 %i16
  %x16 = load double, ptr %p16, align 8
  %y16 = fadd double %x16, %tf
  %r16 = fdiv double 1.0, %y16
  %s16 = fadd double %s15, %r16
  %i17 = add i32 %i16, 1
  %p17 = getelementptr double, ptr %a, i32 %i17
  %x17 = load double, ptr %p17, align 8
  %y17 = fadd double %x17, %tf
  %r17 = fdiv double 1.0, %y17
  %s17 = fadd double %s16, %r17
  %i18 = add i32 %i17, 1
  %more = icmp ult i32 %i18, %n
  br i1 %more, label %loop, label %join
join:
  %v = phi double [ 0.0, %entry ], [ %s17, %loop ]
  %o = getelementptr double, ptr %out, i32 %t
  store double %v, ptr %o, align 8
  ret void
}

define ptx_kernel void @esc(ptr %a, ptr %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tf = uitofp i32 %t to double
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %cont ]
  %s = phi double [ 0.0, %entry ], [ %s1, %cont ]
  %p = getelementptr double, ptr %a, i32 %i
  %x = load double, ptr %p, align 8
  %y = fadd double %x, %tf
  %r = fdiv double 1.0, %y
  %s1 = fadd double %s, %r
  %stop = icmp eq i32 %i, %t
  br i1 %stop, label %leave, label %cont
cont:
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %exit
leave:
  %q = fdiv double %s1, %y
  %q2 = fdiv double %q, %y
  br label %exit
exit:
  %v = phi double [ %s1, %cont ], [ %q2, %leave ]
  %o = getelementptr double, ptr %out, i32 %t
  store double %v, ptr %o, align 8
  ret void
}

define ptx_kernel void @nest(ptr %a, ptr %out, i32 %m) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tf = uitofp i32 %t to double
  %c = icmp ult i32 %t, %m
  br i1 %c, label %b0, label %join
b0:
  %p0 = getelementptr double, ptr %a, i32 0
  %x0 = load double, ptr %p0, align 8
  %y0 = fadd double %x0, %tf
  %big0 = fcmp ogt double %x0, %tf
  br i1 %big0, label %d0, label %j0
d0:
  %r0 = fdiv double 1.0, %y0
  %u0 = fadd double 0.0, %r0
  br label %j0
j0:
  %s0 = phi double [ 0.0, %b0 ], [ %u0, %d0 ]
  br label %b1
b1:
  %p1 = getelementptr double, ptr %a, i32 1
  %x1 = load double, ptr %p1, align 8
  %y1 = fadd double %x1, %tf
  %big1 = fcmp ogt double %x1, %tf
  br i1 %big1, label %d1, label %j1
d1:
  %r1 = fdiv double 1.0, %y1
  %u1 = fadd double %s0, %r1
  br label %j1
j1:
  %s1 = phi double [ %s0, %b1 ], [ %u1, %d1 ]
  br label %b2
b2:
  %p2 = getelementptr double, ptr %a, i32 2
  %x2 = load double, ptr %p2, align 8
  %y2 = fadd double %x2, %tf
  %big2 = fcmp ogt double %x2, %tf
  br i1 %big2, label %d2, label %j2
d2:
  %r2 = fdiv double 1.0, %y2
  %u2 = fadd double %s1, %r2
  br label %j2
j2:
  %s2 = phi double [ %s1, %b2 ], [ %u2, %d2 ]
  br label %b3
b3:
  %p3 = getelementptr double, ptr %a, i32 3
  %x3 = load double, ptr %p3, align 8
  %y3 = fadd double %x3, %tf
  %big3 = fcmp ogt double %x3, %tf
  br i1 %big3, label %d3, label %j3
d3:
  %r3 = fdiv double 1.0, %y3
  %u3 = fadd double %s2, %r3
  br label %j3
j3:
  %s3 = phi double [ %s2, %b3 ], [ %u3, %d3 ]
  br label %b4
b4:
  %p4 = getelementptr double, ptr %a, i32 4
  %x4 = load double, ptr %p4, align 8
  %y4 = fadd double %x4, %tf
  %big4 = fcmp ogt double %x4, %tf
  br i1 %big4, label %d4, label %j4
d4:
  %r4 = fdiv double 1.0, %y4
  %u4 = fadd double %s3, %r4
  br label %j4
j4:
  %s4 = phi double [ %s3, %b4 ], [ %u4, %d4 ]
  br label %b5
b5:
  %p5 = getelementptr double, ptr %a, i32 5
  %x5 = load double, ptr %p5, align 8
  %y5 = fadd double %x5, %tf
  %big5 = fcmp ogt double %x5, %tf
  br i1 %big5, label %d5, label %j5
d5:
  %r5 = fdiv double 1.0, %y5
  %u5 = fadd double %s4, %r5
  br label %j5
j5:
  %s5 = phi double [ %s4, %b5 ], [ %u5, %d5 ]
  br label %b6
b6:
  %p6 = getelementptr double, ptr %a, i32 6
  %x6 = load double, ptr %p6, align 8
  %y6 = fadd double %x6, %tf
  %big6 = fcmp ogt double %x6, %tf
  br i1 %big6, label %d6, label %j6
d6:
  %r6 = fdiv double 1.0, %y6
  %u6 = fadd double %s5, %r6
  br label %j6
j6:
  %s6 = phi double [ %s5, %b6 ], [ %u6, %d6 ]
  br label %b7
b7:
  %p7 = getelementptr double, ptr %a, i32 7
  %x7 = load double, ptr %p7, align 8
  %y7 = fadd double %x7, %tf
  %big7 = fcmp ogt double %x7, %tf
  br i1 %big7, label %d7, label %j7
d7:
  %r7 = fdiv double 1.0, %y7
  %u7 = fadd double %s6, %r7
  br label %j7
j7:
  %s7 = phi double [ %s6, %b7 ], [ %u7, %d7 ]
  br label %b8
b8:
  %p8 = getelementptr double, ptr %a, i32 8
  %x8 = load double, ptr %p8, align 8
  %y8 = fadd double %x8, %tf
  %big8 = fcmp ogt double %x8, %tf
  br i1 %big8, label %d8, label %j8
d8:
  %r8 = fdiv double 1.0, %y8
  %u8 = fadd double %s7, %r8
  br label %j8
j8:
  %s8 = phi double [ %s7, %b8 ], [ %u8, %d8 ]
  br label %b9
b9:
  %p9 = getelementptr double, ptr %a, i32 9
  %x9 = load double, ptr %p9, align 8
  %y9 = fadd double %x9, %tf
  %big9 = fcmp ogt double %x9, %tf
  br i1 %big9, label %d9, label %j9
d9:
  %r9 = fdiv double 1.0, %y9
  %u9 = fadd double %s8, %r9
  br label %j9
j9:
  %s9 = phi double [ %s8, %b9 ], [ %u9, %d9 ]
  br label %b10
b10:
  %p10 = getelementptr double, ptr %a, i32 10
  %x10 = load double, ptr %p10, align 8
  %y10 = fadd double %x10, %tf
  %big10 = fcmp ogt double %x10, %tf
  br i1 %big10, label %d10, label %j10
d10:
  %r10 = fdiv double 1.0, %y10
  %u10 = fadd double %s9, %r10
  br label %j10
j10:
  %s10 = phi double [ %s9, %b10 ], [ %u10, %d10 ]
  br label %b11
b11:
  %p11 = getelementptr double, ptr %a, i32 11
  %x11 = load double, ptr %p11, align 8
  %y11 = fadd double %x11, %tf
  %big11 = fcmp ogt double %x11, %tf
  br i1 %big11, label %d11, label %j11
d11:
  %r11 = fdiv double 1.0, %y11
  %u11 = fadd double %s10, %r11
  br label %j11
j11:
  %s11 = phi double [ %s10, %b11 ], [ %u11, %d11 ]
  br label %b12
b12:
  %p12 = getelementptr double, ptr %a, i32 12
  %x12 = load double, ptr %p12, align 8
  %y12 = fadd double %x12, %tf
  %big12 = fcmp ogt double %x12, %tf
  br i1 %big12, label %d12, label %j12
d12:
  %r12 = fdiv double 1.0, %y12
  %u12 = fadd double %s11, %r12
  br label %j12
j12:
  %s12 = phi double [ %s11, %b12 ], [ %u12, %d12 ]
  br label %b13
b13:
  %p13 = getelementptr double, ptr %a, i32 13
  %x13 = load double, ptr %p13, align 8
  %y13 = fadd double %x13, %tf
  %big13 = fcmp ogt double %x13, %tf
  br i1 %big13, label %d13, label %j13
d13:
  %r13 = fdiv double 1.0, %y13
  %u13 = fadd double %s12, %r13
  br label %j13
j13:
  %s13 = phi double [ %s12, %b13 ], [ %u13, %d13 ]
  br label %b14
b14:
  %p14 = getelementptr double, ptr %a, i32 14
  %x14 = load double, ptr %p14, align 8
  %y14 = fadd double %x14, %tf
  %big14 = fcmp ogt double %x14, %tf
  br i1 %big14, label %d14, label %j14
d14:
  %r14 = fdiv double 1.0, %y14
  %u14 = fadd double %s13, %r14
  br label %j14
j14:
  %s14 = phi double [ %s13, %b14 ], [ %u14, %d14 ]
  br label %b15
b15:
  %p15 = getelementptr double, ptr %a, i32 15
  %x15 = load double, ptr %p15, align 8
  %y15 = fadd double %x15, %tf
  %big15 = fcmp ogt double %x15, %tf
  br i1 %big15, label %d15, label %j15
d15:
  %r15 = fdiv double 1.0, %y15
  %u15 = fadd double %s14, %r15
  br label %j15
j15:
  %s15 = phi double [ %s14, %b15 ], [ %u15, %d15 ]
  br label %join
join:
  %v = phi double [ 0.0, %entry ], [ %s15, %j15 ]
  %o = getelementptr double, ptr %out, i32 %t
  store double %v, ptr %o, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
