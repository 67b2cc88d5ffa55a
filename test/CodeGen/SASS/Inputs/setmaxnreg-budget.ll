target triple = "nvptx64-nvidia-cuda"

; After setmaxnreg.dec 24 the warp owns R0-R23; 32 values live at once
; need more.
define ptx_kernel void @k(ptr %p, ptr %q) "nvvm.maxntid"="128" {
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 24), !dbg !8
  %v = load volatile <32 x i32>, ptr %p, align 128, !dbg !9
  %w = load volatile <32 x i32>, ptr %q, align 128, !dbg !9
  %s = add <32 x i32> %v, %w, !dbg !9
  store volatile <32 x i32> %s, ptr %p, align 128, !dbg !9
  store volatile <32 x i32> %v, ptr %q, align 128, !dbg !9
  ret void
}
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "setmaxnreg-budget.cu", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, unit: !0, spFlags: DISPFlagDefinition)
!8 = !DILocation(line: 4, column: 3, scope: !5)
!9 = !DILocation(line: 5, column: 3, scope: !5)
