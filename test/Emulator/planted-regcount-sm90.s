// Planted bug: the kernel declares 11 registers, so with the two the
// hardware reserves only R0-R8 exist, and the LDC writing R9 names a
// register the warp does not have (the H200 stops with ILLEGAL_INSTRUCTION
// at that instruction; measured on convert, whose count was one short).
// RUN: oa-mc -mcpu=sm_90 -filetype=obj %s -o %t.cubin
// RUN: not oa-emu --cubin %t.cubin %S/Inputs/vadd-small.json 2>&1 | FileCheck %s
// CHECK: error: R9 at /*0030*/ is beyond the 11 registers the kernel declares (two are reserved)
.target sm_90

.kernel vadd
.registers 11
.param 8, 8
.param 8, 8
.param 8, 8
.param 4, 4
        /*0000*/ [B------:R-:W-:-:S01] LDC R1, c[0x0][0x28] ;
        /*0010*/ [B------:R-:W0:-:S07] S2R R0, SR_TID.X ;
        /*0020*/ [B------:R-:W0:-:S08] S2UR UR4, SR_CTAID.X ;
        /*0030*/ [B------:R-:W0:-:S02] LDC R9, c[0x0][RZ] ;
        /*0040*/ [B0-----:R-:W-:-:S01] IMAD R9, R9, UR4, R0 ;
        /*0050*/ [B------:R-:W-:Y:S04] ULDC UR4, c[0x0][0x228] ;
        /*0060*/ [B------:R-:W-:Y:S13] ISETP.GE.AND P0, PT, R9, UR4, PT ;
        /*0070*/ [B------:R-:W-:-:S05] @P0 EXIT ;
        /*0080*/ [B------:R-:W0:-:S01] LDC.64 R2, c[0x0][0x210] ;
        /*0090*/ [B------:R-:W-:Y:S07] ULDC.64 UR4, c[0x0][0x208] ;
        /*00a0*/ [B------:R-:W1:-:S08] LDC.64 R4, c[0x0][0x218] ;
        /*00b0*/ [B------:R-:W2:-:S01] LDC.64 R6, c[0x0][0x220] ;
        /*00c0*/ [B0-----:R-:W-:Y:S06] IMAD.WIDE R2, R9, 0x4, R2 ;
        /*00d0*/ [B------:R-:W3:-:S01] LDG.E R3, desc[UR4][R2.64] ;
        /*00e0*/ [B-1----:R-:W-:Y:S06] IMAD.WIDE R4, R9, 0x4, R4 ;
        /*00f0*/ [B------:R-:W3:-:S01] LDG.E R4, desc[UR4][R4.64] ;
        /*0100*/ [B--2---:R-:W-:Y:S04] IMAD.WIDE R6, R9, 0x4, R6 ;
        /*0110*/ [B---3--:R-:W-:Y:S05] FADD R9, R4, R3 ;
        /*0120*/ [B------:R-:W-:-:S01] STG.E desc[UR4][R6.64], R9 ;
        /*0130*/ [B------:R-:W-:-:S05] EXIT ;
