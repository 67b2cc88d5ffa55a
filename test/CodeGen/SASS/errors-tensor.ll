; Tensor-core intrinsics oa does not select are errors at the call's
; source line, never a crash: mma shapes without an HMMA form here (m8n8k4),
; ldmatrix through a generic pointer, and a wmma form oa does not lower (f64, SASSLowerWMMA.cpp).
; RUN: not oa-llc -mcpu=sm_80 %s -o /dev/null 2>&1 | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-DAG: error: t.cu:5:7: in function k{{.*}}intrinsic llvm.nvvm.mma.m8n8k4.row.col.f16.f16 is not supported by oa yet
; CHECK-DAG: error: t.cu:6:9: in function k{{.*}}intrinsic llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16 is not supported on a generic pointer: oa needs a shared-memory pointer (address space 3)
; CHECK-DAG: error: t.cu:7:3: in function k{{.*}}intrinsic llvm.nvvm.wmma.m8n8k4.load.a.row.stride.f64 is not supported by oa yet
define ptx_kernel void @k(ptr addrspace(1) %p, ptr %g) {
  %v = load <2 x half>, ptr addrspace(1) %p
  %r = call {<2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.mma.m8n8k4.row.col.f16.f16(<2 x half> %v, <2 x half> %v, <2 x half> %v, <2 x half> %v, <2 x half> %v, <2 x half> %v, <2 x half> %v, <2 x half> %v), !dbg !10
  %x = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>} %r, 0
  store <2 x half> %x, ptr addrspace(1) %p
  %l = call {i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p0(ptr %g), !dbg !11
  %l0 = extractvalue {i32, i32} %l, 0
  store i32 %l0, ptr addrspace(1) %p
  %w = call double @llvm.nvvm.wmma.m8n8k4.load.a.row.stride.f64.p1(ptr addrspace(1) %p, i32 16), !dbg !12
  store double %w, ptr addrspace(1) %p
  ret void
}
declare {<2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.mma.m8n8k4.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)
declare {i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p0(ptr)
declare double @llvm.nvvm.wmma.m8n8k4.load.a.row.stride.f64.p1(ptr addrspace(1), i32)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "t.cu", directory: "/x")
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !7, unit: !0)
!7 = !DISubroutineType(types: !{})
!10 = !DILocation(line: 5, column: 7, scope: !6)
!11 = !DILocation(line: 6, column: 9, scope: !6)
!12 = !DILocation(line: 7, column: 3, scope: !6)
