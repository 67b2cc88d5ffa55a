; An NVVM intrinsic oa does not select is a located error naming it, every
; one of them reported, never an abort in instruction selection.
; RUN: not oa-llc -mcpu=sm_90 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: error: bits.cu:4:11: in function k {{.*}}: NVVM intrinsic 'llvm.nvvm.read.ptx.sreg.pm1' is not supported by oa
; CHECK: error: bits.cu:5:13: in function k {{.*}}: NVVM intrinsic 'llvm.nvvm.lg2.approx.d' is not supported by oa
; CHECK: error: bits.cu:6:7: in function k {{.*}}: NVVM intrinsic 'llvm.nvvm.read.ptx.sreg.pm0' is not supported by oa
; CHECK-NOT: LLVM ERROR
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %o, i32 %x) !dbg !5 {
  %a = call i32 @llvm.nvvm.read.ptx.sreg.pm1(), !dbg !8
  %b = call double @llvm.nvvm.lg2.approx.d(double 3.0), !dbg !9
  %c = call i32 @llvm.nvvm.read.ptx.sreg.pm0(), !dbg !10
  %ab = add i32 %a, %c
  store i32 %ab, ptr %o
  store double %b, ptr %o
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.pm1()
declare double @llvm.nvvm.lg2.approx.d(double)
declare i32 @llvm.nvvm.read.ptx.sreg.pm0()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "bits.cu", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 4, column: 11, scope: !5)
!9 = !DILocation(line: 5, column: 13, scope: !5)
!10 = !DILocation(line: 6, column: 7, scope: !5)

; A barrier reduction on a barrier number known only at run time.
define ptx_kernel void @v(ptr %o, i32 %id, i1 %p) {
  %c = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 %id, i1 %p)
  store i32 %c, ptr %o
  ret void
}
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1)
; CHECK: error: {{.*}}in function v {{.*}}: NVVM intrinsic 'llvm.nvvm.barrier.cta.red.popc.aligned.all' is not supported by oa

; __syncthreads_and's form on a run-time barrier number.
define ptx_kernel void @w(ptr %o, i32 %id, i1 %p) {
  %c = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 %id, i1 %p)
  %z = zext i1 %c to i32
  store i32 %z, ptr %o
  ret void
}
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1)
; CHECK: error: {{.*}}in function w {{.*}}: NVVM intrinsic 'llvm.nvvm.barrier.cta.red.and.aligned.all' is not supported by oa

; bf16 has no .ftz or .sat in PTX (NVPTX and ptxas reject them too).
define ptx_kernel void @bf(ptr %o, bfloat %x) {
  %r = call bfloat @llvm.nvvm.fma.rn.sat.bf16(bfloat %x, bfloat %x, bfloat %x)
  %m = call bfloat @llvm.nvvm.fmin.ftz.bf16(bfloat %x, bfloat %r)
  store bfloat %m, ptr %o
  ret void
}
declare bfloat @llvm.nvvm.fma.rn.sat.bf16(bfloat, bfloat, bfloat)
declare bfloat @llvm.nvvm.fmin.ftz.bf16(bfloat, bfloat)
; CHECK: error: {{.*}}in function bf {{.*}}: NVVM intrinsic 'llvm.nvvm.fma.rn.sat.bf16' is not supported by oa
; CHECK: error: {{.*}}in function bf {{.*}}: NVVM intrinsic 'llvm.nvvm.fmin.ftz.bf16' is not supported by oa
