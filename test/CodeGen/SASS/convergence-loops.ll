; Convergence barriers in loops (SASSConvergence): regions one after the
; other share a barrier inside a loop too when the warp's threads cannot be
; in different iterations at once.  @seq, 18 f64 divisions per trip of a
; loop inside a divergent region (cuda-samples' nbody: `#pragma unroll 128`
; over rsqrt(double), 129 divisions), failed with "more than 16 nested
; divergent regions": each division's slow path took a barrier of its own.
; @esc leaves its loop at a different trip in each thread and divides once
; more on the way out: that division's region runs while other threads
; still iterate, so it must not share the loop's barrier.
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
; The divisions of the loop reuse one barrier; the loop's exit region, the
; enclosing `t < m` region and a division share none with them.
; CHECK-LABEL: .kernel seq
; CHECK-COUNT-18: BSSY B{{[0-2]}},
; CHECK-NOT: BSSY B{{([3-9]|1[0-5])}},
; CHECK-LABEL: .kernel esc
; RUN: oa-llc -mcpu=sm_90 -filetype=obj %s -o %t.90.cubin
; RUN: oa-llc -mcpu=sm_80 -filetype=obj %s -o %t.80.cubin
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=obj %s -o %t.90.O0.cubin
; RUN: rm -rf %t && %python %S/Inputs/convergence-loops.py gen %t
; RUN: for c in 90 80 90.O0; do for k in seq esc; do oa-emu --cubin %t.$c.cubin --out %t/$k.$c %t/$k.json && %python %S/Inputs/convergence-loops.py check %t %t/$k.$c $k || exit 1; done; done | FileCheck %s --check-prefix=EMU
; EMU: seq: 32 of 32 threads match
; EMU-NEXT: esc: 32 of 32 threads match
; EMU-NEXT: seq: 32 of 32 threads match
; EMU-NEXT: esc: 32 of 32 threads match
; EMU-NEXT: seq: 32 of 32 threads match
; EMU-NEXT: esc: 32 of 32 threads match
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

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
