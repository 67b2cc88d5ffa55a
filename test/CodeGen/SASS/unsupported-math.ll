; Math with no inline form and no library to call, and floating-point types
; the GPU does not have, are located errors naming the operation (they were
; "no libcall available for fpow" followed by a confusing "call to an
; indirect function", and for fp128 the fatal-error net's internal error).
; RUN: not oa-llc -mcpu=sm_90 -O3 -filetype=null %s 2>&1 | FileCheck %s
; RUN: not oa-llc -mcpu=sm_80 -O0 -filetype=null %s 2>&1 | FileCheck %s
; CHECK-DAG: error: k.cu:7:3: in function pw {{.*}}: 'pow' on float is not supported: oa-llc has no device math library
; CHECK-DAG: in function ex {{.*}}: 'exp' on double is not supported
; CHECK-DAG: in function tn {{.*}}: 'tan' on float is not supported
; CHECK-DAG: in function q {{.*}}: 128-bit and 80-bit floating point (fp128, x86_fp80, ppc_fp128) is not supported on sm_80/sm_90
; CHECK-NOT: internal error
; CHECK-NOT: libcall

define ptx_kernel void @pw(ptr addrspace(1) %p, float %e) !dbg !5 {
  %x = load float, ptr addrspace(1) %p
  %y = call float @llvm.pow.f32(float %x, float %e), !dbg !8
  store float %y, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @ex(ptr addrspace(1) %p) {
  %x = load double, ptr addrspace(1) %p
  %y = call double @llvm.exp.f64(double %x)
  store double %y, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @tn(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p
  %y = call float @llvm.tan.f32(float %x)
  store float %y, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @q(ptr addrspace(1) %p, fp128 %x) {
  %y = fadd fp128 %x, %x
  %t = fptrunc fp128 %y to float
  store float %t, ptr addrspace(1) %p
  ret void
}

declare float @llvm.pow.f32(float, float)
declare double @llvm.exp.f64(double)
declare float @llvm.tan.f32(float)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "t", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "pw", scope: !1, file: !1, line: 5, type: !6, scopeLine: 5, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 7, column: 3, scope: !5)
