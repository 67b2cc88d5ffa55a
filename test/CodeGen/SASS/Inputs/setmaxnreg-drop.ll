target triple = "nvptx64-nvidia-cuda"

; Warp-specialised: warpgroup 0 gives registers back (setmaxnreg.dec 24)
; and then holds 64 values at once, the others ask for more (inc 232).
; -O0's allocator takes no hints: the values land beyond R21 and both
; setmaxnreg go, with a warning.
define ptx_kernel void @k(ptr %p, ptr %q) "nvvm.maxntid"="384" {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = icmp ult i32 %t, 128
  br i1 %w, label %prod, label %cons
prod:
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 24), !dbg !8
  %v = load volatile <32 x i32>, ptr %p, align 128, !dbg !9
  %u = load volatile <32 x i32>, ptr %q, align 128, !dbg !9
  %s = add <32 x i32> %v, %u, !dbg !9
  store volatile <32 x i32> %s, ptr %p, align 128, !dbg !9
  store volatile <32 x i32> %v, ptr %q, align 128, !dbg !9
  ret void
cons:
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 232), !dbg !10
  store volatile i32 %t, ptr %p, align 4, !dbg !10
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32)
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "setmaxnreg-drop.cu", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, unit: !0, spFlags: DISPFlagDefinition)
!8 = !DILocation(line: 4, column: 3, scope: !5)
!9 = !DILocation(line: 5, column: 3, scope: !5)
!10 = !DILocation(line: 8, column: 3, scope: !5)
