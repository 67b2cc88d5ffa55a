; oa-llc's last line of defence: a node the selector has no pattern for is a
; located error and exit status 1, not an abort with a stack dump.  The
; construct is one the selector lacks today (llvm.nvvm.prmt; replace it when
; that is selected).
; RUN: not oa-llc -mcpu=sm_90 -filetype=null %s 2>&1 | FileCheck %s
; CHECK: error: prmt.cu:7:11: in function 'k': unsupported construct (internal error: Cannot select: {{.*}}prmt
; CHECK-NOT: LLVM ERROR
; CHECK-NOT: Stack dump
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %s) !dbg !5 {
  %r = call i32 @llvm.nvvm.prmt(i32 %a, i32 %b, i32 %s), !dbg !8
  store i32 %r, ptr addrspace(1) %p, !dbg !8
  ret void
}
declare i32 @llvm.nvvm.prmt(i32, i32, i32)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "prmt.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 7, column: 11, scope: !5)
