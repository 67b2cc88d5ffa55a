// Planted bug: the ISETP's stall is cut from 13 to 12 cycles, so the EXIT it
// guards reads P0 too soon (ptxas never guards sooner than 13 cycles after the
// predicate's producer).  With the stall restored it is clean: vadd-sm90.s.
// RUN: oa-mc -mcpu=sm_90 -filetype=obj %s -o %t.cubin
// RUN: not oa-emu --cubin %t.cubin %S/Inputs/vadd-small.json 2>&1 | FileCheck %s
// CHECK: hazard: EXIT at /*0070*/: reads P0 as its guard 12 cycles after ISETP at /*0060*/ wrote it; a guard needs 13 (missing stall cycles)
.target sm_90

.kernel vadd
.registers 12
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
        /*0060*/ [B------:R-:W-:Y:S12] ISETP.GE.AND P0, PT, R9, UR4, PT ;
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
        /*0110*/ [B---3--:R-:W-:Y:S01] FADD R9, R4, R3 ;
        /*0120*/ [B------:R-:W-:-:S01] STG.E desc[UR4][R6.64], R9 ;
        /*0130*/ [B------:R-:W-:-:S05] EXIT ;
