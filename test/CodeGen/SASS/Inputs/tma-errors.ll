target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @mc(ptr %m, ptr addrspace(7) %d, ptr addrspace(3) %b, i32 %x) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %m, i32 %x, i16 3, i64 0, i1 true, i1 false, i32 0), !dbg !8
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %m, i32 %x, i16 0, i64 0, i1 false, i1 false, i32 1), !dbg !9
  ret void
}
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i16, i64, i1, i1, i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "tma-errors.cu", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "mc", scope: !1, file: !1, line: 1, unit: !0, spFlags: DISPFlagDefinition)
!8 = !DILocation(line: 4, column: 3, scope: !5)
!9 = !DILocation(line: 5, column: 3, scope: !5)
