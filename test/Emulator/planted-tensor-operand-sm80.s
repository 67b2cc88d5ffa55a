// Planted bug: the MOV writing R11, an A register of the HMMA after it,
// stalls 6 cycles; an HMMA reads a fixed-latency result no sooner than 7
// cycles after its producer (the TensorOperandRead rule: oa's f16 attention
// was wrong on the H200 with 6 and right with 7).  With 7 it is clean.
// Made by oa-llc -O3 from a one-mma kernel.
// RUN: oa-mc -mcpu=sm_80 -filetype=obj %s -o %t.cubin
// RUN: not oa-emu --cubin %t.cubin %S/Inputs/one-warp-u32.json 2>&1 | FileCheck %s
// CHECK: hazard: HMMA at /*0100*/: reads R11 6 cycles after the fixed-latency write at /*00f0*/; an HMMA/IMMA operand needs 7 (missing stall cycles)
// RUN: sed 's/S06\] MOV R11/S07] MOV R11/' %s > %t.fixed.s
// RUN: oa-mc -mcpu=sm_80 -filetype=obj %t.fixed.s -o %t.fixed.cubin
// RUN: oa-emu --cubin %t.fixed.cubin %S/Inputs/one-warp-u32.json
.target sm_80

.kernel k
.param 8, 8  // offset 0
.registers 14
        /*0000*/ [B------:R-:W0:Y:S02] LDC R1, c[0x0][0x28] ;
        /*0010*/ [B------:R-:W1:Y:S02] S2R R0, SR_TID.X ;
        /*0020*/ [B------:R-:W-:Y:S01] MOV R4, 0x0 ;
        /*0030*/ [B------:R-:W-:Y:S03] ULDC.64 UR4, c[0x0][0x118] ;
        /*0040*/ [B------:R-:W-:Y:S04] MOV R5, R4 ;
        /*0050*/ [B------:R-:W-:Y:S04] MOV R6, R4 ;
        /*0060*/ [B------:R-:W-:Y:S01] MOV R7, R4 ;
        /*0070*/ [B-1----:R5:W2:Y:S02] I2F.U32 R2, R0 ;
        /*0080*/ [B--2---:R-:W-:Y:S06] F2FP.PACK_AB R2, RZ, R2 ;
        /*0090*/ [B------:R-:W-:Y:S04] LOP3.LUT R2, R2, 0xffff, RZ, 0xc0, !PT ;
        /*00a0*/ [B------:R-:W-:Y:S04] LOP3.LUT R2, R2, 0x3c000000, RZ, 0xfc, !PT ;
        /*00b0*/ [B------:R-:W-:Y:S04] MOV R3, R2 ;
        /*00c0*/ [B------:R-:W-:Y:S04] MOV R8, R2 ;
        /*00d0*/ [B------:R-:W-:Y:S04] MOV R9, R2 ;
        /*00e0*/ [B------:R-:W-:Y:S04] MOV R10, R2 ;
        /*00f0*/ [B------:R-:W-:Y:S06] MOV R11, R2 ;
        /*0100*/ [B------:R-:W-:Y:S07] HMMA.16816.F32 R4, R8, R2, R4 ;
        /*0110*/ [B------:R-:W3:Y:S03] LDC.64 R2, c[0x0][0x160] ;
        /*0120*/ [B---3--:R-:W-:Y:S15] IMAD.WIDE.U32 R2, R0, 0x4, R2 ;
        /*0130*/ [B------:R-:W-:Y:S06] FADD R4, R4, R5 ;
        /*0140*/ [B------:R5:W-:Y:S01] STG.E [R2.64], R4 ;
        /*0150*/ [B0----5:R-:W-:Y:S05] EXIT ;
        /*0160*/ [B------:R-:W-:Y:S00] BRA 0x160;
        /*0170*/ [B------:R-:W-:Y:S00] NOP;
