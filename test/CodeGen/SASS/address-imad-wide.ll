; base + ext(i32) << c (c <= 30) is one IMAD.WIDE / IMAD.WIDE.U32 with the
; multiplier 1 << c; a larger shift keeps the generic 64-bit path.
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 %s -o - | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .kernel sext
; CHECK: IMAD.WIDE [[A:R[0-9]+]], R{{[0-9]+}}, 0x8, R{{[0-9]+}} ;
; CHECK: LDG.E.64 R{{[0-9]+}}, {{.*}}[[[A]].64] ;
define ptx_kernel void @sext(ptr addrspace(1) %p, i32 %i, ptr addrspace(1) %o) {
  %e = sext i32 %i to i64
  %q = getelementptr double, ptr addrspace(1) %p, i64 %e
  %v = load double, ptr addrspace(1) %q
  store double %v, ptr addrspace(1) %o
  ret void
}

; CHECK-LABEL: .kernel zext
; CHECK: IMAD.WIDE.U32 [[A:R[0-9]+]], R{{[0-9]+}}, 0x2, R{{[0-9]+}} ;
; CHECK: LDG.E.U16 R{{[0-9]+}}, {{.*}}[[[A]].64] ;
define ptx_kernel void @zext(ptr addrspace(1) %p, i32 %i, ptr addrspace(1) %o) {
  %e = zext i32 %i to i64
  %q = getelementptr i16, ptr addrspace(1) %p, i64 %e
  %v = load i16, ptr addrspace(1) %q
  store i16 %v, ptr addrspace(1) %o
  ret void
}

; CHECK-LABEL: .kernel wide_shift
; CHECK-NOT: IMAD.WIDE
; CHECK: SHF.L.U64.HI
define ptx_kernel void @wide_shift(ptr addrspace(1) %p, i32 %i, ptr addrspace(1) %o) {
  %e = zext i32 %i to i64
  %s = shl i64 %e, 31
  %q = getelementptr i8, ptr addrspace(1) %p, i64 %s
  %v = load i8, ptr addrspace(1) %q
  store i8 %v, ptr addrspace(1) %o
  ret void
}
