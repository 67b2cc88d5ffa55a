; A stack array of a variable size is a located diagnostic.
; RUN: not oa-llc -mcpu=sm_90 -filetype=null %s 2>&1 | FileCheck %s
; CHECK: error: dyn.cu:3:7: in function k {{.*}}: stack allocation of a variable size (or an alloca outside the entry block) is not supported
; CHECK-NOT: internal error
define ptx_kernel void @k(ptr addrspace(1) %o, i32 %n) !dbg !5 {
  %a = alloca i32, i32 %n, align 4, addrspace(5), !dbg !8
  store i32 1, ptr addrspace(5) %a, !dbg !8
  %v = load volatile i32, ptr addrspace(5) %a, !dbg !8
  store i32 %v, ptr addrspace(1) %o, !dbg !8
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "dyn.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 3, column: 7, scope: !5)
