; Function pointers oa cannot number are located errors: the address of a
; function defined in another file (-rdc) and of a kernel in device code
; (dynamic parallelism).
; RUN: not oa-llc -mcpu=sm_90 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK-DAG: error: {{.*}}fp.cu:7:3: in function k void (ptr addrspace(1)): the address of 'ext' is taken, but it is not defined in this module (function pointers across files, -rdc, are not supported)
; CHECK-DAG: error: {{.*}}fp.cu:8:3: in function k void (ptr addrspace(1)): the address of kernel 'k' is taken in device code (dynamic parallelism is not supported)
target triple = "nvptx64-nvidia-cuda"

declare float @ext(float, float)

define ptx_kernel void @k(ptr addrspace(1) %o) !dbg !5 {
  store ptr @ext, ptr addrspace(1) %o, align 8, !dbg !8
  %q = getelementptr ptr, ptr addrspace(1) %o, i32 1
  store ptr @k, ptr addrspace(1) %q, align 8, !dbg !9
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "fp.cu", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 5, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 7, column: 3, scope: !5)
!9 = !DILocation(line: 8, column: 3, scope: !5)
