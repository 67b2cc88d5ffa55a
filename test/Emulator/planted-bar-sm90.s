// Planted bug: the BAR's stall is cut from 6 to 5 cycles, so the LDS after it
// issues too soon; on the H200 such an LDS read the value from before the
// barrier (layernorm_rows, measured).  With the stall restored it is clean.
// RUN: oa-mc -mcpu=sm_90 -filetype=obj %s -o %t.cubin
// RUN: not oa-emu --cubin %t.cubin %S/Inputs/vadd-small.json 2>&1 | FileCheck %s
// CHECK: hazard: LDS at /*0110*/: issues 5 cycles after the BAR at /*0100*/; a memory instruction or branch needs 6 (missing stall cycles)
// RUN: sed 's/S05\] BAR/S06] BAR/' %s > %t.fixed.s
// RUN: oa-mc -mcpu=sm_90 -filetype=obj %t.fixed.s -o %t.fixed.cubin
// RUN: oa-emu --cubin %t.fixed.cubin %S/Inputs/vadd-small.json
.target sm_90

.kernel vadd
.param 8, 8  // offset 0
.param 8, 8  // offset 8
.param 8, 8  // offset 16
.param 4, 4  // offset 24
.registers 12
.shared 2048
        /*0000*/ [B------:R-:W0:Y:S02] LDC R1, c[0x0][0x28] ;
        /*0010*/ [B------:R-:W-:Y:S01] ULDC.64 UR4, c[0x0][0x208] ;
        /*0020*/ [B------:R-:W1:Y:S02] LDC.64 R2, c[0x0][0x218] ;
        /*0030*/ [B------:R-:W2:Y:S02] LDC.64 R4, c[0x0][0x210] ;
        /*0040*/ [B------:R-:W3:Y:S02] S2R R0, SR_TID.X ;
        /*0050*/ [B------:R-:W-:Y:S01] MOV R6, 0x0 ;
        /*0060*/ [B------:R-:W-:Y:S06] MOV R7, 0x2 ;
        /*0070*/ [B---3--:R-:W-:Y:S01] SHF.L.U64.HI R6, R0, R7, R6 ;
        /*0080*/ [B------:R-:W-:Y:S04] SHF.L.U32 R7, R0, R7, RZ ;
        /*0090*/ [B--2---:R-:W-:Y:S04] IADD3 R8, P0, R4, R7, RZ ;
        /*00a0*/ [B------:R-:W-:Y:S06] IADD3.X R9, R5, R6, RZ, P0, !PT ;
        /*00b0*/ [B------:R5:W4:Y:S02] LDG.E R4, desc[UR4][R8.64] ;
        /*00c0*/ [B-1---5:R-:W-:Y:S04] IADD3 R8, P0, R2, R7, RZ ;
        /*00d0*/ [B------:R-:W-:Y:S01] IADD3.X R9, R3, R6, RZ, P0, !PT ;
        /*00e0*/ [B------:R-:W-:Y:S06] SHF.L.U32 R0, R0, 0x2, RZ ;
        /*00f0*/ [B----4-:R5:W-:Y:S01] STS [R0+0x400], R4 ;
        /*0100*/ [B0----5:R-:W-:Y:S05] BAR.SYNC.DEFER_BLOCKING 0x0 ;
        /*0110*/ [B------:R5:W0:Y:S02] LDS R0, [R0+0x400] ;
        /*0120*/ [B------:R5:W1:Y:S02] LDG.E R2, desc[UR4][R8.64] ;
        /*0130*/ [B------:R-:W2:Y:S02] LDC.64 R4, c[0x0][0x220] ;
        /*0140*/ [B--2--5:R-:W-:Y:S04] IADD3 R8, P0, R4, R7, RZ ;
        /*0150*/ [B------:R-:W-:Y:S01] IADD3.X R9, R5, R6, RZ, P0, !PT ;
        /*0160*/ [B01----:R-:W-:Y:S06] FADD R0, R0, R2 ;
        /*0170*/ [B------:R5:W-:Y:S01] STG.E desc[UR4][R8.64], R0 ;
        /*0180*/ [B-----5:R-:W-:Y:S05] EXIT ;
