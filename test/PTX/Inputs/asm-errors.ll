target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i32 %x) !dbg !5 {
  %a = call i32 asm "tanh.approx.f32 $0, $1;", "=r,r"(i32 %x), !dbg !10
  %b = call i32 asm "{ .reg .pred q;\0A  bra NOWHERE; }", "=r,r"(i32 %a), !dbg !11
  %c = call i32 asm "add.s32 $0, $1", "=r,r"(i32 %b), !dbg !12
  %d = call i32 asm "add.s32 $0, $1, $5;", "=r,r"(i32 %c), !dbg !13
  %e = call i32 asm "addc.u16 $0, $1, 1;", "=r,r"(i32 %d), !dbg !14
  %f = call i32 asm "mov.u32 $0, %reserved_smem_offset_cap;", "=r"(), !dbg !15
  %g = call i32 asm "cvt.rn.f32.f32 $0, $1;", "=r,r"(i32 %f), !dbg !16
  store i32 %g, ptr %p
  call void asm sideeffect "setmaxnreg.dec.sync.aligned.u32 50;", ""(), !dbg !17
  %t = call { float, float, float, float } asm "tex.2d.v4.f32.f32 {$0, $1, $2, $3}, [$4, {$5, $6}];", "=f,=f,=f,=f,l,f,f"(i64 7, float 1.0, float 2.0), !dbg !20
  %t0 = extractvalue { float, float, float, float } %t, 0
  %tp = getelementptr float, ptr %p, i32 1
  store float %t0, ptr %tp
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!10 = !DILocation(line: 3, column: 3, scope: !5)
!11 = !DILocation(line: 4, column: 5, scope: !5)
!12 = !DILocation(line: 5, column: 7, scope: !5)
!13 = !DILocation(line: 6, column: 9, scope: !5)
!14 = !DILocation(line: 7, column: 11, scope: !5)
!15 = !DILocation(line: 8, column: 13, scope: !5)
!16 = !DILocation(line: 9, column: 15, scope: !5)
!17 = !DILocation(line: 10, column: 17, scope: !5)
; The texture fetch of a header function (tex.h:412) inlined into wrap()
; (k.cu:21), inlined into the kernel at k.cu:11:19: the error is located at
; the kernel's line and names the header's.
!18 = !DIFile(filename: "tex.h", directory: "/inc")
!19 = distinct !DISubprogram(name: "tex2D", scope: !18, file: !18, line: 400, type: !6, scopeLine: 400, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DISubprogram(name: "wrap", scope: !1, file: !1, line: 20, type: !6, scopeLine: 20, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = !DILocation(line: 412, column: 1, scope: !19, inlinedAt: !22)
!22 = !DILocation(line: 21, column: 3, scope: !21, inlinedAt: !23)
!23 = !DILocation(line: 11, column: 19, scope: !5)
