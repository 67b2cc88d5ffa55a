// sm_90's VIMNMX on 16-bit halves (.U16x2, .S16x2, .RELU), which ptxas
// makes of min/max on shorts (found unsupported by utils/difftest, seed 102).
// RUN: oa-mc -filetype=obj %s -o %t.cubin
// RUN: rm -rf %t.out && oa-emu --no-hazards --cubin %t.cubin --out %t.out %S/Inputs/one-u32x4.json
// RUN: od -A n -t x4 -v %t.out/o.bin | FileCheck %s
// CHECK: 8000fffe 7fff0005 7fff0005 00000000
.target sm_90
.kernel k
.param 8, 8
.registers 16
  MOV R2, 0x80000005 ;
  MOV R3, 0x7ffffffe ;
  VIMNMX.S16x2 R4, R2, R3, PT ;
  VIMNMX.U16x2 R5, R2, R3, PT ;
  VIMNMX.S16x2 R6, R2, R3, !PT ;
  VIMNMX.S16x2.RELU R7, R2, R3, PT ;
  LDC.64 R8, c[0x0][0x210] ;
  ULDC.64 UR4, c[0x0][0x208] ;
  STG.E.128 desc[UR4][R8.64], R4 ;
  EXIT ;
