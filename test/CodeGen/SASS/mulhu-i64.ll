; The high half of a 64x64-bit product (mul.hi.u64, __umul64hi, the
; multiply-highs of 64-bit division) is one IMAD.HI.U32 and four
; IMAD.WIDE.U32, as ptxas writes it, not the legalizer's generic expansion.
; Values: the 64-bit division and __umul64hi cases of test/E2E and
; test/Emulator run through it.
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 %s -o - | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .kernel k
; CHECK: IMAD.HI.U32
; CHECK-COUNT-4: IMAD.WIDE.U32
; CHECK-NOT: IMAD
; CHECK: EXIT
define ptx_kernel void @k(ptr addrspace(1) %o, i64 %a, i64 %b) {
  %x = zext i64 %a to i128
  %y = zext i64 %b to i128
  %p = mul i128 %x, %y
  %h = lshr i128 %p, 64
  %r = trunc i128 %h to i64
  store i64 %r, ptr addrspace(1) %o
  ret void
}
