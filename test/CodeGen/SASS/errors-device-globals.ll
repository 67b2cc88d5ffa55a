; What oa cannot do with device globals yet is a located error, never an
; abort or a wrong cubin: an extern __device__ variable no file defines
; (not linked with the object that defines it), an initializer holding an address (a relocation in data), a
; __constant__ table of pointers (the same in bank 3).
; RUN: split-file %s %t
; RUN: not oa-llc -mcpu=sm_90 -filetype=obj %t/extern.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXTERN
; EXTERN: error: k.cu:4:9: in function k {{.*}}: extern __device__ variable 'ext' is not defined in this module (compile the files with oa-cc -dc and link their objects with oa-cc)
; RUN: not oa-llc -mcpu=sm_80 -filetype=obj %t/ptr-init.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTR
; PTR: error: k.cu:2:0: __device__ variable 'p': its initializer holds an address
; PTR-NOT: Stack dump
; RUN: not oa-llc -mcpu=sm_90 -filetype=obj %t/const-ptr.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CONST
; CONST: error: __constant__ variable 'tab': its initializer holds an address
; CONST-NOT: Stack dump

;--- extern.ll
target triple = "nvptx64-nvidia-cuda"
@ext = external addrspace(1) global i32, align 4
define ptx_kernel void @k(ptr %o) !dbg !5 {
  %v = load i32, ptr addrspace(1) @ext, align 4, !dbg !8
  store i32 %v, ptr %o, align 4
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 4, column: 9, scope: !5)

;--- ptr-init.ll
target triple = "nvptx64-nvidia-cuda"
@x = addrspace(1) global i32 3, align 4
@p = addrspace(1) global ptr addrspacecast (ptr addrspace(1) @x to ptr), align 8, !dbg !9
define ptx_kernel void @k(ptr %o) {
  %q = load ptr, ptr addrspace(1) @p, align 8
  %v = load i32, ptr %q, align 4
  store i32 %v, ptr %o, align 4
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: FullDebug, globals: !{!9})
!1 = !DIFile(filename: "k.cu", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "p", scope: !0, file: !1, line: 2, type: !11, isLocal: false, isDefinition: true)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)

;--- const-ptr.ll
target triple = "nvptx64-nvidia-cuda"
@x = addrspace(1) global i32 3, align 4
@tab = addrspace(4) constant [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @x to ptr)], align 8
define ptx_kernel void @k(ptr %o, i32 %i) {
  %q = load ptr, ptr addrspace(4) @tab, align 8
  %v = load i32, ptr %q, align 4
  store i32 %v, ptr %o, align 4
  ret void
}
