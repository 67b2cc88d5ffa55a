; Scalable vectors (<vscale x N x T>) and llvm.vscale are a located error
; before any pass runs: LLVM's LoadStoreVectorizer aborted on them ("Cannot
; implicitly convert a scalable size", `llvm-stress -enable-scalable-vectors`),
; and llvm.vscale was "Cannot select".  One error per function.
; RUN: split-file %s %t
; RUN: not oa-llc -mcpu=sm_90 -O3 -filetype=null %t/vector.ll 2>&1 | FileCheck %s --check-prefix=VEC
; RUN: not oa-llc -mcpu=sm_80 -O0 -filetype=null %t/vector.ll 2>&1 | FileCheck %s --check-prefix=VEC
; RUN: not oa-llc -mcpu=sm_90 -filetype=null %t/vscale.ll 2>&1 | FileCheck %s --check-prefix=VSCALE
; RUN: not oa-llc -mcpu=sm_90 -filetype=null %t/arg.ll 2>&1 | FileCheck %s --check-prefix=ARG
; VEC: error: {{.*}}/sv.cu:4:9: scalable vector '<vscale x 4 x i32>' in 'k': NVIDIA GPUs have no scalable vectors
; VEC-NOT: error
; VEC-NOT: internal error
; VSCALE: error: scalable vector 'llvm.vscale' in 'k': NVIDIA GPUs have no scalable vectors
; VSCALE-NOT: internal error
; ARG: error: scalable vector argument 'v' in 'f': NVIDIA GPUs have no scalable vectors
; ARG-NOT: internal error

;--- vector.ll
define ptx_kernel void @k(ptr addrspace(1) %p) !dbg !5 {
  %a = load <vscale x 4 x i32>, ptr addrspace(1) %p, !dbg !8
  %b = add <vscale x 4 x i32> %a, %a, !dbg !8
  store <vscale x 4 x i32> %b, ptr addrspace(1) %p, !dbg !8
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "sv.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 4, column: 9, scope: !5)

;--- vscale.ll
define ptx_kernel void @k(ptr addrspace(1) %p) {
  %v = call i32 @llvm.vscale.i32()
  store i32 %v, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.vscale.i32()

;--- arg.ll
define void @f(<vscale x 2 x i64> %v) {
  ret void
}
define ptx_kernel void @k() {
  ret void
}
