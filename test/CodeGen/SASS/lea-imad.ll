; (a << s) + b is one LEA and a * imm + c one IMAD, as ptxas selects them:
; oa had no LEA, so every scaled index was SHF.L + IADD3 (120 SHF.L in the
; e2e suite against ptxas's 22), and 3*v+1 was IMAD + IADD3 on the loop's
; critical path.  An `or` of disjoint bits counts as an add; a shift by 0
; or by 32 or more is not an LEA.
; RUN: oa-llc -mcpu=sm_90 -O3 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 %s -o - | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .kernel shl_add
; CHECK-NOT: SHF.L
; CHECK: LEA [[D:R[0-9]+]], R{{[0-9]+}}, R{{[0-9]+}}, 0x3 ;
; CHECK-NOT: IADD3
; CHECK: STG.E {{.*}}[R{{[0-9]+}}.64], [[D]] ;
define ptx_kernel void @shl_add(ptr addrspace(1) %p, i32 %a, i32 %b) {
  %s = shl i32 %a, 3
  %r = add i32 %b, %s
  store i32 %r, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .kernel shl_add_imm
; CHECK: LEA [[D:R[0-9]+]], R{{[0-9]+}}, 0x400, 0x2 ;
; CHECK: STG.E {{.*}}[R{{[0-9]+}}.64], [[D]] ;
define ptx_kernel void @shl_add_imm(ptr addrspace(1) %p, i32 %a) {
  %s = shl i32 %a, 2
  %r = add i32 %s, 1024
  store i32 %r, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .kernel shl_or_disjoint
; CHECK: LEA [[D:R[0-9]+]], R{{[0-9]+}}, R{{[0-9]+}}, 0x4 ;
; CHECK: STG.E {{.*}}[R{{[0-9]+}}.64], [[D]] ;
define ptx_kernel void @shl_or_disjoint(ptr addrspace(1) %p, i32 %a, i32 %b) {
  %lo = and i32 %b, 15
  %s = shl i32 %a, 4
  %r = or disjoint i32 %s, %lo
  store i32 %r, ptr addrspace(1) %p
  ret void
}

; A plain `or` may overlap: no LEA.
; CHECK-LABEL: .kernel shl_or_overlap
; CHECK-NOT: LEA
; CHECK: LOP3.LUT
define ptx_kernel void @shl_or_overlap(ptr addrspace(1) %p, i32 %a, i32 %b) {
  %s = shl i32 %a, 4
  %r = or i32 %s, %b
  store i32 %r, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .kernel mul_imm_add
; CHECK: IMAD [[D:R[0-9]+]], R{{[0-9]+}}, 0x7, R{{[0-9]+}} ;
; CHECK-NOT: IADD3
; CHECK: STG.E {{.*}}[R{{[0-9]+}}.64], [[D]] ;
define ptx_kernel void @mul_imm_add(ptr addrspace(1) %p, i32 %a, i32 %b) {
  %m = mul i32 %a, 7
  %r = add i32 %m, %b
  store i32 %r, ptr addrspace(1) %p
  ret void
}

; The constant addend goes into a register, and out of the loop.
; CHECK-LABEL: .kernel collatz
; CHECK: MOV [[ONE:R[0-9]+]], 0x1 ;
; CHECK: BSSY
; CHECK-NOT: MOV
; CHECK: IMAD R{{[0-9]+}}, R{{[0-9]+}}, 0x3, [[ONE]] ;
; CHECK-NOT: MOV
; CHECK: @P0 BRA
define ptx_kernel void @collatz(ptr addrspace(1) %p, i32 %v0) {
entry:
  br label %loop
loop:
  %v = phi i32 [ %v0, %entry ], [ %next, %loop ]
  %n = phi i32 [ 0, %entry ], [ %n1, %loop ]
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  %t = mul i32 %v, 3
  %t1 = add i32 %t, 1
  %h = lshr i32 %v, 1
  %next = select i1 %isodd, i32 %t1, i32 %h
  %n1 = add i32 %n, 1
  %done = icmp eq i32 %next, 1
  br i1 %done, label %exit, label %loop
exit:
  store i32 %n1, ptr addrspace(1) %p
  ret void
}
