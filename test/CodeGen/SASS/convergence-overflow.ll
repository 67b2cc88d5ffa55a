; Divergent regions nested in one another, 17 of them (the innermost of the
; 18 branches becomes a predicated store), need 17 convergence barriers and
; B0-B15 exist.  A region can be given up (its threads reconverge at the
; next join out, convergence-give-up.ll) only when no warp-synchronous
; instruction runs on the way; here a vote follows every join, so none can:
; a located error at the branch that opens the region without a barrier,
; at the user's line (where the header function holding the branch was
; inlined), and a non-zero exit.
; RUN: not oa-llc -mcpu=sm_90 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: error: nest.cu:{{[0-9]+}}:9: in function k void (ptr, i32): more than 16 nested divergent regions (convergence barriers B0-B15) would be open at once, with warp-synchronous code
; CHECK-NOT: hdr.h
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %o, i32 %n) !dbg !3 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %b0
b0:
  %c0 = icmp ugt i32 %t, 0
  br i1 %c0, label %b1, label %j0, !dbg !10
b1:
  %c1 = icmp ugt i32 %t, 1
  br i1 %c1, label %b2, label %j1, !dbg !11
b2:
  %c2 = icmp ugt i32 %t, 2
  br i1 %c2, label %b3, label %j2, !dbg !12
b3:
  %c3 = icmp ugt i32 %t, 3
  br i1 %c3, label %b4, label %j3, !dbg !13
b4:
  %c4 = icmp ugt i32 %t, 4
  br i1 %c4, label %b5, label %j4, !dbg !14
b5:
  %c5 = icmp ugt i32 %t, 5
  br i1 %c5, label %b6, label %j5, !dbg !15
b6:
  %c6 = icmp ugt i32 %t, 6
  br i1 %c6, label %b7, label %j6, !dbg !16
b7:
  %c7 = icmp ugt i32 %t, 7
  br i1 %c7, label %b8, label %j7, !dbg !17
b8:
  %c8 = icmp ugt i32 %t, 8
  br i1 %c8, label %b9, label %j8, !dbg !18
b9:
  %c9 = icmp ugt i32 %t, 9
  br i1 %c9, label %b10, label %j9, !dbg !19
b10:
  %c10 = icmp ugt i32 %t, 10
  br i1 %c10, label %b11, label %j10, !dbg !20
b11:
  %c11 = icmp ugt i32 %t, 11
  br i1 %c11, label %b12, label %j11, !dbg !21
b12:
  %c12 = icmp ugt i32 %t, 12
  br i1 %c12, label %b13, label %j12, !dbg !22
b13:
  %c13 = icmp ugt i32 %t, 13
  br i1 %c13, label %b14, label %j13, !dbg !23
b14:
  %c14 = icmp ugt i32 %t, 14
  br i1 %c14, label %b15, label %j14, !dbg !24
b15:
  %c15 = icmp ugt i32 %t, 15
  br i1 %c15, label %b16, label %j15, !dbg !25
b16:
  %c16 = icmp ugt i32 %t, 16
  br i1 %c16, label %b17, label %j16, !dbg !26
b17:
  %c17 = icmp ugt i32 %t, 17
  br i1 %c17, label %b18, label %j17, !dbg !27
b18:
  store volatile i32 %n, ptr %o, align 4
  br label %j17
j17:
  %p17 = getelementptr i32, ptr %o, i32 18
  %w17 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w17, ptr %p17, align 4
  br label %j16
j16:
  %p16 = getelementptr i32, ptr %o, i32 17
  %w16 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w16, ptr %p16, align 4
  br label %j15
j15:
  %p15 = getelementptr i32, ptr %o, i32 16
  %w15 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w15, ptr %p15, align 4
  br label %j14
j14:
  %p14 = getelementptr i32, ptr %o, i32 15
  %w14 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w14, ptr %p14, align 4
  br label %j13
j13:
  %p13 = getelementptr i32, ptr %o, i32 14
  %w13 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w13, ptr %p13, align 4
  br label %j12
j12:
  %p12 = getelementptr i32, ptr %o, i32 13
  %w12 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w12, ptr %p12, align 4
  br label %j11
j11:
  %p11 = getelementptr i32, ptr %o, i32 12
  %w11 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w11, ptr %p11, align 4
  br label %j10
j10:
  %p10 = getelementptr i32, ptr %o, i32 11
  %w10 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w10, ptr %p10, align 4
  br label %j9
j9:
  %p9 = getelementptr i32, ptr %o, i32 10
  %w9 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w9, ptr %p9, align 4
  br label %j8
j8:
  %p8 = getelementptr i32, ptr %o, i32 9
  %w8 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w8, ptr %p8, align 4
  br label %j7
j7:
  %p7 = getelementptr i32, ptr %o, i32 8
  %w7 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w7, ptr %p7, align 4
  br label %j6
j6:
  %p6 = getelementptr i32, ptr %o, i32 7
  %w6 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w6, ptr %p6, align 4
  br label %j5
j5:
  %p5 = getelementptr i32, ptr %o, i32 6
  %w5 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w5, ptr %p5, align 4
  br label %j4
j4:
  %p4 = getelementptr i32, ptr %o, i32 5
  %w4 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w4, ptr %p4, align 4
  br label %j3
j3:
  %p3 = getelementptr i32, ptr %o, i32 4
  %w3 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w3, ptr %p3, align 4
  br label %j2
j2:
  %p2 = getelementptr i32, ptr %o, i32 3
  %w2 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w2, ptr %p2, align 4
  br label %j1
j1:
  %p1 = getelementptr i32, ptr %o, i32 2
  %w1 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w1, ptr %p1, align 4
  br label %j0
j0:
  %p0 = getelementptr i32, ptr %o, i32 1
  %w0 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  store volatile i32 %w0, ptr %p0, align 4
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "nest.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!4 = !DISubroutineType(types: !{})
!5 = !DIFile(filename: "hdr.h", directory: "")
!6 = distinct !DISubprogram(name: "step", scope: !5, file: !5, line: 3, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!10 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !40)
!11 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !41)
!12 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !42)
!13 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !43)
!14 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !44)
!15 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !45)
!16 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !46)
!17 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !47)
!18 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !48)
!19 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !49)
!20 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !50)
!21 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !51)
!22 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !52)
!23 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !53)
!24 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !54)
!25 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !55)
!26 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !56)
!27 = !DILocation(line: 4, column: 5, scope: !6, inlinedAt: !57)
!40 = !DILocation(line: 10, column: 9, scope: !3)
!41 = !DILocation(line: 11, column: 9, scope: !3)
!42 = !DILocation(line: 12, column: 9, scope: !3)
!43 = !DILocation(line: 13, column: 9, scope: !3)
!44 = !DILocation(line: 14, column: 9, scope: !3)
!45 = !DILocation(line: 15, column: 9, scope: !3)
!46 = !DILocation(line: 16, column: 9, scope: !3)
!47 = !DILocation(line: 17, column: 9, scope: !3)
!48 = !DILocation(line: 18, column: 9, scope: !3)
!49 = !DILocation(line: 19, column: 9, scope: !3)
!50 = !DILocation(line: 20, column: 9, scope: !3)
!51 = !DILocation(line: 21, column: 9, scope: !3)
!52 = !DILocation(line: 22, column: 9, scope: !3)
!53 = !DILocation(line: 23, column: 9, scope: !3)
!54 = !DILocation(line: 24, column: 9, scope: !3)
!55 = !DILocation(line: 25, column: 9, scope: !3)
!56 = !DILocation(line: 26, column: 9, scope: !3)
!57 = !DILocation(line: 27, column: 9, scope: !3)
