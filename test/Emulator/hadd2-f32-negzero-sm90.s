// sm_90's f16 -> f32 idiom HADD2.F32 Rd, -RZ, Rb.H0_H0 (ptxas's and oa's)
// keeps the sign of a negative zero: -0 + -0 = -0.  The form fixes -RZ in
// its bits; oa-emu once read it as +RZ and turned -0.0 into +0.0 (found by
// utils/difftest, seed 5).
// RUN: oa-mc -filetype=obj %s -o %t.cubin
// RUN: rm -rf %t.out && oa-emu --no-hazards --cubin %t.cubin --out %t.out %S/Inputs/one-u32x4.json
// RUN: od -A n -t x4 -v %t.out/o.bin | FileCheck %s
// CHECK: 80000000 3f800000 c0000000 00000000
.target sm_90
.kernel k
.param 8, 8
.registers 16
  MOV R2, 0x8000 ;
  HADD2.F32 R4, -RZ, R2.H0_H0 ;
  MOV R2, 0x3c00 ;
  HADD2.F32 R5, -RZ, R2.H0_H0 ;
  MOV R2, 0xc000 ;
  HADD2.F32 R6, -RZ, R2.H0_H0 ;
  MOV R2, 0x0 ;
  HADD2.F32 R7, -RZ, R2.H0_H0 ;
  LDC.64 R8, c[0x0][0x210] ;
  ULDC.64 UR4, c[0x0][0x208] ;
  STG.E.128 desc[UR4][R8.64], R4 ;
  EXIT ;
