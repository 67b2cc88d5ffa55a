// DSETP.MIN / .MAX, ptxas's fmin/fmax of doubles (then FSEL/SEL on the
// first predicate, and the quiet bit set on B when the second says both are
// NaN).  oa-emu read them as never/always true (found by utils/difftest,
// seed 1004).  Predicates are packed with P2R: A = 1.0, B = 2.0, N = NaN.
// RUN: oa-mc -filetype=obj %s -o %t.cubin
// RUN: rm -rf %t.out && oa-emu --no-hazards --cubin %t.cubin --out %t.out %S/Inputs/one-u32x4.json
// RUN: od -A n -t x4 -v %t.out/o.bin | FileCheck %s
// max(A,B): pick B; min(A,B): pick A; max(A,N): pick A -> P0..P5 = 0,0,1,0,1,0
// then max(N,N): P0 = 0, P1 = 1; max(B,A) picks A (B): P2 = 1
// CHECK: 00000014 00000016 00000000 00000000
.target sm_80
.kernel k
.param 8, 8
.registers 16
  MOV R2, RZ ;
  MOV R3, 0x3ff00000 ;
  MOV R4, RZ ;
  MOV R5, 0x40000000 ;
  MOV R6, RZ ;
  MOV R7, 0x7ff80000 ;
  DSETP.MAX.AND P0, P1, R2, R4, PT ;
  DSETP.MIN.AND P2, P3, R2, R4, PT ;
  DSETP.MAX.AND P4, P5, R2, R6, PT ;
  P2R R8, PR, RZ, 0x3f ;
  DSETP.MAX.AND P0, P1, R6, R6, PT ;
  DSETP.MAX.AND P2, P3, R4, R2, PT ;
  P2R R9, PR, RZ, 0x3f ;
  MOV R10, RZ ;
  MOV R11, RZ ;
  MOV R12, c[0x0][0x160] ;
  MOV R13, c[0x0][0x164] ;
  ULDC.64 UR4, c[0x0][0x118] ;
  STG.E.128 [R12.64], R8 ;
  EXIT ;
