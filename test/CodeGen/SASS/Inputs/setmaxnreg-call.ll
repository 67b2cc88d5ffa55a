target triple = "nvptx64-nvidia-cuda"

; A device function (recursive: compiled as a call with -sass-call-abi)
; called after setmaxnreg.dec 40: its registers are its own allocation's.
define internal i32 @f(i32 %n) noinline {
entry:
  %small = icmp slt i32 %n, 2
  br i1 %small, label %done, label %rec
rec:
  %m = add nsw i32 %n, -1
  %r = tail call i32 @f(i32 %m)
  %p = mul nsw i32 %r, %n
  br label %done
done:
  %v = phi i32 [ %p, %rec ], [ 1, %entry ]
  ret i32 %v
}

define ptx_kernel void @k(ptr %o, i32 %n) "nvvm.maxntid"="384" {
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 40), !dbg !8
  %v = call i32 @f(i32 %n), !dbg !9
  store i32 %v, ptr %o, align 4
  ret void
}
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "setmaxnreg-call.cu", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, unit: !0, spFlags: DISPFlagDefinition)
!8 = !DILocation(line: 4, column: 3, scope: !5)
!9 = !DILocation(line: 5, column: 3, scope: !5)
