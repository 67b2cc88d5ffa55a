// LEPC (the return address of a CALL.ABS.NOINC to vprintf) and the call,
// with the words ptxas 13 writes for a printf kernel.
// RUN: split-file %s %t
// RUN: oa-mc -mcpu=sm_90 -show-encoding %t/sm90.s | FileCheck %s --check-prefix=SM90
// RUN: oa-mc -mcpu=sm_80 -show-encoding %t/sm80.s | FileCheck %s --check-prefix=SM80
//--- sm90.s
[B------:R-:W-:Y:S07] LEPC R20, 0x10 ;
[B01----:R-:W-:-:S05] CALL.ABS.NOINC R2 ;
// SM90: encoding: [0x000000001014794e, 0x000fce0000000000]
// SM90: encoding: [0x0000000002007343, 0x003fea0003c00000]
//--- sm80.s
[B---3--:R-:W-:-:S02] LEPC R2 ;
[B------:R-:W-:-:S05] CALL.ABS.NOINC R10 ;
// SM80: encoding: [0x000000000002734e, 0x008fe40000000000]
// SM80: encoding: [0x000000000a007343, 0x000fea0003c00000]
