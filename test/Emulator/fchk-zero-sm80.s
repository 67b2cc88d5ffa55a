// FCHK sends a zero dividend to the division's slow path: ptxas's fast path
// computes 0 / -y as +0 (FFMA RZ, r, RZ), and its division is IEEE (-0),
// so the hardware's FCHK must flag it (found by utils/difftest, seed 1086;
// the difftest GPU bundle checks the sign on the H200).
// RUN: oa-mc -filetype=obj %s -o %t.cubin
// RUN: rm -rf %t.out && oa-emu --no-hazards --cubin %t.cubin --out %t.out %S/Inputs/one-u32x4.json
// RUN: od -A n -t x4 -v %t.out/o.bin | FileCheck %s
// CHECK: 00000001 00000000 00000001 00000000
.target sm_80
.kernel k
.param 8, 8
.registers 16
  MOV R3, 0xc212e1e7 ;
  MOV R2, 0x3f800000 ;
  MOV R8, 0x1 ;
  FCHK P0, RZ, R3 ;
  FCHK P1, R2, R3 ;
  FCHK P2, R2, RZ ;
  SEL R4, R8, RZ, P0 ;
  SEL R5, R8, RZ, P1 ;
  SEL R6, R8, RZ, P2 ;
  MOV R7, RZ ;
  MOV R10, c[0x0][0x160] ;
  MOV R11, c[0x0][0x164] ;
  ULDC.64 UR4, c[0x0][0x118] ;
  STG.E.128 [R10.64], R4 ;
  EXIT ;
