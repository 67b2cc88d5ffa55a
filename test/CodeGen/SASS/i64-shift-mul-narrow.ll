; 64-bit shifts by a constant below 32 take the amount as an immediate (no
; register holding it, which LICM would keep live across a loop), and a
; 64-bit product of operands that fit 32 bits is one IMAD.WIDE(.U32): no
; cross terms multiplying a known high word.
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 %s -o - | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .kernel shifts
; CHECK-NOT: MOV R{{[0-9]+}}, 0x5 ;
; CHECK-DAG: SHF.L.U32 R{{[0-9]+}}, R{{[0-9]+}}, 0x5, RZ ;
; CHECK-DAG: SHF.R.U64 R{{[0-9]+}}, R{{[0-9]+}}, 0x7, R{{[0-9]+}} ;
; CHECK-DAG: SHF.R.S64 R{{[0-9]+}}, R{{[0-9]+}}, 0x3, R{{[0-9]+}} ;
; CHECK-DAG: SHF.R.S32.HI R{{[0-9]+}}, RZ, 0x3, R{{[0-9]+}} ;
; CHECK: EXIT
define ptx_kernel void @shifts(ptr addrspace(1) %o, i64 %a) {
  %x = shl i64 %a, 5
  %y = lshr i64 %a, 7
  %z = ashr i64 %a, 3
  store i64 %x, ptr addrspace(1) %o
  %p1 = getelementptr i64, ptr addrspace(1) %o, i64 1
  store i64 %y, ptr addrspace(1) %p1
  %p2 = getelementptr i64, ptr addrspace(1) %o, i64 2
  store i64 %z, ptr addrspace(1) %p2
  ret void
}

; The i64 by a zero-extended i32: one IMAD for the single cross term.
; CHECK-LABEL: .kernel muls
; CHECK-NOT: MOV R{{[0-9]+}}, 0x0 ;
; CHECK-DAG: IMAD.WIDE R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}}, RZ ;
; CHECK-DAG: IMAD.WIDE.U32 R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}}, RZ ;
; CHECK-DAG: IMAD R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}} ;
; CHECK-NOT: IMAD R
; CHECK: EXIT
define ptx_kernel void @muls(ptr addrspace(1) %o, i32 %a, i32 %b, i64 %c) {
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %m1 = mul i64 %za, %zb
  store volatile i64 %m1, ptr addrspace(1) %o
  %sa = sext i32 %a to i64
  %sb = sext i32 %b to i64
  %m2 = mul i64 %sa, %sb
  store volatile i64 %m2, ptr addrspace(1) %o
  %m3 = mul i64 %za, %c
  store volatile i64 %m3, ptr addrspace(1) %o
  ret void
}
