; A region no convergence barrier can serve (convergence-give-up.ll's @spin:
; the loop header closes its own inner cycle, so a BSSY there would re-arm
; the barrier while threads that left wait at the join) is given up, and
; its threads reconverge at the next join out; a vote before that join
; needs them together, so the kernel is refused with a located error (oa
; has no other way to reconverge them) instead of running the vote apart
; or deadlocking (before: a BSYNC deadlock in oa-emu).
; RUN: not oa-llc -mcpu=sm_90 -O0 %s -o /dev/null 2>&1 | FileCheck %s
; RUN: not oa-llc -mcpu=sm_80 -O3 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: error: spin.cu:7:5: in function spin void (ptr): divergent threads that no convergence barrier can reconverge
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @spin(ptr %out) !dbg !3 {
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
  br i1 %c, label %h, label %body, !dbg !10
body:
  %x = load i64, ptr %acc, align 8
  %w = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  %pw = getelementptr i32, ptr %out, i32 64
  store volatile i32 %w, ptr %pw, align 4
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
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "spin.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "spin", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!4 = !DISubroutineType(types: !{})
!10 = !DILocation(line: 7, column: 5, scope: !3)
