; Writes to read-only spaces and accesses to spaces sm_80/sm_90 lack are
; located errors (SASSMemorySpaces), not "Cannot select" (oa-llc-fuzzer found
; a store to address space 4 and atomics there).  Each case is one kernel
; in a file of its own; the first carries debug info, so its error has the
; source position.
; RUN: split-file %s %t
; RUN: not oa-llc -mcpu=sm_90 %t/store-const.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CONST
; RUN: not oa-llc -mcpu=sm_80 -O0 %t/store-const.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CONST
; CONST: error: k.cu:7:12: in function k {{.*}}: store to constant memory (address space 4), which is read-only on the device
; CONST-NOT: Cannot select
; RUN: not oa-llc -mcpu=sm_90 %t/rmw-const.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=RMW
; RMW: error: {{.*}}atomic operation on constant memory (address space 4), which is read-only on the device
; RUN: not oa-llc -mcpu=sm_90 %t/cas-param.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PARAM
; PARAM: error: {{.*}}atomic operation on kernel parameter memory (address space 101), which is read-only on the device
; RUN: not oa-llc -mcpu=sm_90 %t/memset-const.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEMSET
; MEMSET: error: {{.*}}store to constant memory (address space 4)
; RUN: not oa-llc -mcpu=sm_90 %t/load-as7.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=AS7
; AS7: error: {{.*}}memory access in address space 7: sm_80/sm_90 have generic (0), global (1), shared (3), constant (4), local (5) and parameter (101) memory
; An atomic load of constant memory is a plain load.
; RUN: oa-llc -mcpu=sm_90 %t/aload-const.ll -o - | FileCheck %s --check-prefix=ALOAD
; ALOAD: LDC R{{[0-9]+}}, c[0x3][

;--- store-const.ll
@c = internal addrspace(4) global [16 x i32] zeroinitializer, align 4

define ptx_kernel void @k(i32 %i) !dbg !4 {
  %p = getelementptr [16 x i32], ptr addrspace(4) @c, i32 0, i32 %i
  store i32 7, ptr addrspace(4) %p, align 4, !dbg !7
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 5, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 7, column: 12, scope: !4)

;--- rmw-const.ll
@c = internal addrspace(4) global [16 x i32] zeroinitializer, align 4

define ptx_kernel void @k(ptr addrspace(1) %o, i32 %i) {
  %p = getelementptr [16 x i32], ptr addrspace(4) @c, i32 0, i32 %i
  %r = atomicrmw umax ptr addrspace(4) %p, i32 %i monotonic
  store i32 %r, ptr addrspace(1) %o
  ret void
}

;--- cas-param.ll
define ptx_kernel void @k(ptr addrspace(1) %o, ptr addrspace(101) %q, i32 %i) {
  %x = cmpxchg ptr addrspace(101) %q, i32 %i, i32 0 seq_cst seq_cst
  %r = extractvalue { i32, i1 } %x, 0
  store i32 %r, ptr addrspace(1) %o
  ret void
}

;--- memset-const.ll
@c = internal addrspace(4) global [16 x i32] zeroinitializer, align 4

define ptx_kernel void @k(i32 %i) {
  call void @llvm.memset.p4.i32(ptr addrspace(4) @c, i8 0, i32 24, i1 false)
  ret void
}

;--- load-as7.ll
define ptx_kernel void @k(ptr addrspace(1) %o, ptr addrspace(7) %q) {
  %v = load i32, ptr addrspace(7) %q
  store i32 %v, ptr addrspace(1) %o
  ret void
}

;--- aload-const.ll
@c = internal addrspace(4) global [16 x i32] zeroinitializer, align 4

define ptx_kernel void @k(ptr addrspace(1) %o, i32 %i) {
  %p = getelementptr [16 x i32], ptr addrspace(4) @c, i32 0, i32 %i
  %v = load atomic i32, ptr addrspace(4) %p seq_cst, align 4
  store i32 %v, ptr addrspace(1) %o
  ret void
}
