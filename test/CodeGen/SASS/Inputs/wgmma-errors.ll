target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @e(ptr %o, i64 %da, i64 %db, i1 %p) {
  %a = call { i32, i32, i32, i32 } @oa.wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8.ss(i32 0, i32 0, i32 0, i32 0, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0), !dbg !8
  %b = call { i32, i32, i32, i32 } @oa.wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16.ss(i32 0, i32 0, i32 0, i32 0, i64 %da, i64 %db, i1 %p, i32 1, i32 1, i32 0, i32 0), !dbg !9
  %c = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } @oa.wgmma.mma_async.sync.aligned.m64n40k16.f16.f16.f16.ss(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 1), !dbg !10
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !11
  ret void
}
declare { i32, i32, i32, i32 } @oa.wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8.ss(i32, i32, i32, i32, i64, i64, i1, i32, i32, i32, i32) convergent
declare { i32, i32, i32, i32 } @oa.wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16.ss(i32, i32, i32, i32, i64, i64, i1, i32, i32, i32, i32) convergent
declare { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } @oa.wgmma.mma_async.sync.aligned.m64n40k16.f16.f16.f16.ss(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i64, i1, i32, i32, i32, i32) convergent
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "wgmma-errors.cu", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "e", scope: !1, file: !1, line: 1, unit: !0, spFlags: DISPFlagDefinition)
!8 = !DILocation(line: 4, column: 3, scope: !5)
!9 = !DILocation(line: 5, column: 3, scope: !5)
!10 = !DILocation(line: 6, column: 3, scope: !5)
!11 = !DILocation(line: 7, column: 3, scope: !5)
