; oa-llc's last line of defence: an internal error of the code generator is
; a located error and exit status 1, not an abort with a stack dump.  The
; construct is one oa cannot compile today (reading the floating-point
; environment, which LLVM lowers to a library call); replace it when that
; changes.
; RUN: not oa-llc -mcpu=sm_90 -filetype=null %s 2>&1 | FileCheck %s
; The source line is named when the failure is in selection proper (it is
; legalization here, before any node is selected: the function is named).
; CHECK: error: {{(q.cu:7:11: )?}}in function 'k': unsupported construct (internal error: {{.*}})
; CHECK-NOT: LLVM ERROR
; CHECK-NOT: Stack dump
define ptx_kernel void @k(ptr addrspace(1) %p) !dbg !5 {
  %r = call i32 @llvm.get.fpenv.i32(), !dbg !8
  store i32 %r, ptr addrspace(1) %p, !dbg !8
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "q.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 7, column: 11, scope: !5)
