// Planted bug: the first LDGSTS's stall is cut from 4 to 1 cycle, so the
// second issues right behind it; ptxas always keeps 4 cycles from an LDGSTS
// to the next memory instruction (the CopyToMemory rule).  With the stall
// restored it is clean.  Made by oa-llc -O3 from a two-copy cp.async kernel.
// RUN: oa-mc -mcpu=sm_80 -filetype=obj %s -o %t.cubin
// RUN: not oa-emu --cubin %t.cubin %S/Inputs/vadd-small.json 2>&1 | FileCheck %s
// CHECK: hazard: LDGSTS at /*00a0*/: issues 1 cycles after the LDGSTS at /*0090*/; the next memory instruction needs 4 (missing stall cycles)
// RUN: sed 's/S01\] LDGSTS.E.BYPASS.128 \[R7\]/S04] LDGSTS.E.BYPASS.128 [R7]/' %s > %t.fixed.s
// RUN: oa-mc -mcpu=sm_80 -filetype=obj %t.fixed.s -o %t.fixed.cubin
// RUN: oa-emu --cubin %t.fixed.cubin %S/Inputs/vadd-small.json
.target sm_80

.kernel vadd
.param 8, 8  // offset 0
.param 8, 8  // offset 8
.param 8, 8  // offset 16
.param 4, 4  // offset 24
.registers 10
.shared 8192
        /*0000*/ [B------:R-:W1:Y:S02] LDC R1, c[0x0][0x28] ;
        /*0010*/ [B------:R-:W2:Y:S02] S2R R0, SR_TID.X ;
        /*0020*/ [B------:R-:W3:Y:S02] LDC.64 R2, c[0x0][0x160] ;
        /*0030*/ [B------:R-:W4:Y:S02] LDC.64 R4, c[0x0][0x168] ;
        /*0040*/ [B------:R-:W-:Y:S01] ULDC.64 UR4, c[0x0][0x118] ;
        /*0050*/ [B--2---:R-:W-:Y:S01] SHF.L.U32 R6, R0, 0x2, RZ ;
        /*0060*/ [B------:R-:W-:Y:S05] SHF.L.U32 R7, R0, 0x4, RZ ;
        /*0070*/ [B---3--:R-:W-:Y:S01] IMAD.WIDE.U32 R2, R6, 0x4, R2 ;
        /*0080*/ [B----4-:R-:W-:Y:S05] IMAD.WIDE.U32 R4, R6, 0x4, R4 ;
        /*0090*/ [B------:R5:W-:Y:S01] LDGSTS.E.BYPASS.128 [R7], [R2.64] ;
        /*00a0*/ [B------:R5:W-:Y:S01] LDGSTS.E.BYPASS.128 [R7+0x1000], [R4.64] ;
        /*00b0*/ [B-----5:R-:W1:Y:S03] LDC.64 R4, c[0x0][0x170] ;
        /*00c0*/ [B------:R-:W0:Y:S01] LDGDEPBAR ;
        /*00d0*/ [B------:R-:W-:Y:S01] DEPBAR.LE SB0, 0x0 ;
        /*00e0*/ [B------:R5:W2:Y:S02] LDS R2, [R7] ;
        /*00f0*/ [B------:R5:W3:Y:S02] LDS R3, [R7+0x1000] ;
        /*0100*/ [B-1----:R-:W-:Y:S01] IMAD.WIDE.U32 R4, R0, 0x4, R4 ;
        /*0110*/ [B--23--:R-:W-:Y:S06] FADD R2, R2, R3 ;
        /*0120*/ [B------:R5:W-:Y:S01] STG.E [R4.64], R2 ;
        /*0130*/ [B-----5:R-:W-:Y:S05] EXIT ;
        /*0140*/ [B------:R-:W-:Y:S00] BRA 0x140;
        /*0150*/ [B------:R-:W-:Y:S00] NOP;
        /*0160*/ [B------:R-:W-:Y:S00] NOP;
        /*0170*/ [B------:R-:W-:Y:S00] NOP;
