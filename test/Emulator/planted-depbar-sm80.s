// cp.async as ptxas builds it for sm_80 (kernels/async_ldsm.cu): LDGSTS,
// LDGDEPBAR, DEPBAR.LE SB0, BAR, then LDSM reads what was copied.  As built
// it runs clean; with the DEPBAR planted away (sed), the LDSM reads shared
// memory an LDGSTS has not written yet, and that is reported.
// RUN: oa-mc -mcpu=sm_80 -filetype=obj %s -o %t.cubin
// RUN: oa-emu --cubin %t.cubin %S/E2E/kernels/async_ldsm.json 2>&1 | count 0
// RUN: sed 's/DEPBAR.LE SB0, 0x0 ;/NOP ;/' %s > %t.bad.s
// RUN: oa-mc -mcpu=sm_80 -filetype=obj %t.bad.s -o %t.bad.cubin
// RUN: not oa-emu --cubin %t.bad.cubin %S/E2E/kernels/async_ldsm.json 2>&1 | FileCheck %s
// CHECK: hazard: LDSM at /*01d0*/: lane 0 accesses shared memory [0x0, 0x10) before the LDGSTS at /*00e0*/ (warp 0) has written it: no wait on SB0 (DEPBAR) covers it
.target sm_80

.kernel async_ldsm
.registers 22
.param 8, 8
.param 8, 8
.param 8, 8
.param 8, 8
.param 8, 8
.shared 1024
        /*0000*/ [B------:R-:W-:-:S02] IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28] ;
        /*0010*/ [B------:R-:W1:-:S01] S2R R14, SR_CTAID.X ;
        /*0020*/ [B------:R-:W-:Y:S03] ULDC.64 UR4, c[0x0][0x118] ;
        /*0030*/ [B------:R-:W2:-:S01] S2R R17, SR_TID.X ;
        /*0040*/ [B-1----:R-:W-:-:S02] IMAD.SHL.U32 R12, R14, 0x100, RZ ;
        /*0050*/ [B--2---:R-:W-:-:S01] IMAD.SHL.U32 R3, R17.reuse, 0x4, RZ ;
        /*0060*/ [B------:R-:W-:-:S01] SHF.R.U32.HI R4, RZ, 0x3, R17 ;
        /*0070*/ [B------:R-:W-:Y:S03] IMAD.SHL.U32 R13, R17, 0x10, RZ ;
        /*0080*/ [B------:R-:W-:-:S02] IADD3 R0, P0, R12, R3, RZ ;
        /*0090*/ [B------:R-:W-:-:S02] LOP3.LUT R5, R4, 0x4, RZ, 0xc0, !PT ;
        /*00a0*/ [B------:R-:W-:-:S02] LEA.HI.X.SX32 R3, R3, RZ, 0x1, P0 ;
        /*00b0*/ [B------:R-:W-:Y:S04] LEA R2, P0, R0, c[0x0][0x160], 0x2 ;
        /*00c0*/ [B------:R-:W-:-:S02] LEA.HI.X R3, R0, c[0x0][0x164], R3, 0x2, P0 ;
        /*00d0*/ [B------:R-:W-:Y:S03] SHF.L.U32 R0, R17, 0x3, RZ ;
        /*00e0*/ [B------:R1:W-:-:S01] {LDGSTS_r_r_sm80_d4} LDGSTS.E.BYPASS.128 [R13], [R2.64] ;
        /*00f0*/ [B------:R-:W-:Y:S03] LOP3.LUT R0, R5, 0xf8, R0, 0xf8, !PT ;
        /*0100*/ [B------:R-:W0:-:S02] LDGDEPBAR ;
        /*0110*/ [B------:R-:W-:-:S01] IMAD.SHL.U32 R18, R0, 0x4, RZ ;
        /*0120*/ [B------:R-:W-:-:S01] HFMA2.MMA R0, -RZ, RZ, 0, 2.384185791015625e-07 ;
        /*0130*/ [B-1----:R-:W-:-:S01] IMAD R3, R14, 0x40, R17 ;
        /*0140*/ [B------:R-:W-:Y:S03] IADD3 R2, P0, R12, R17, RZ ;
        /*0150*/ [B------:R-:W-:-:S01] IMAD.SHL.U32 R15, R3, 0x4, RZ ;
        /*0160*/ [B------:R-:W-:-:S02] LEA.HI.X.SX32 R17, R17, RZ, 0x1, P0 ;
        /*0170*/ [B------:R-:W-:-:S02] LEA R16, P0, R2.reuse, c[0x0][0x160], 0x2 ;
        /*0180*/ [B------:R-:W-:-:S02] IMAD.WIDE.U32 R12, R15.reuse, R0.reuse, c[0x0][0x168] ;
        /*0190*/ [B------:R-:W-:-:S02] LEA.HI.X R17, R2, c[0x0][0x164], R17, 0x2, P0 ;
        /*01a0*/ [B------:R-:W-:-:S01] IMAD.WIDE.U32 R14, R15, R0, c[0x0][0x170] ;
        /*01b0*/ [B------:R-:W-:Y:S04] DEPBAR.LE SB0, 0x0 ;
        /*01c0*/ [B------:R-:W-:-:S06] BAR.SYNC.DEFER_BLOCKING 0x0 ;
        /*01d0*/ [B------:R-:W1:-:S04] LDSM.16.M88.4 R8, [R18] ;
        /*01e0*/ [B------:R-:W2:-:S04] LDSM.16.MT88.4 R4, [R18] ;
        /*01f0*/ [B-1----:R-:W-:-:S04] STG.E [R12.64], R8 ;
        /*0200*/ [B------:R1:W-:-:S04] STG.E [R12.64+0x4], R9 ;
        /*0210*/ [B------:R-:W-:-:S04] STG.E [R12.64+0x8], R10 ;
        /*0220*/ [B------:R-:W-:-:S04] STG.E [R12.64+0xc], R11 ;
        /*0230*/ [B--2---:R-:W-:-:S04] STG.E [R14.64], R4 ;
        /*0240*/ [B------:R2:W-:-:S04] STG.E [R14.64+0x4], R5 ;
        /*0250*/ [B------:R-:W-:-:S04] STG.E [R14.64+0x8], R6 ;
        /*0260*/ [B------:R-:W-:-:S04] STG.E [R14.64+0xc], R7 ;
        /*0270*/ [B------:R-:W3:-:S01] LDG.E R16, [R16.64] ;
        /*0280*/ [B-1----:R-:W-:Y:S02] IMAD.SHL.U32 R9, R3, 0x2, RZ ;
        /*0290*/ [B------:R-:W-:Y:S04] IMAD.WIDE.U32 R2, R3, R0, c[0x0][0x180] ;
        /*02a0*/ [B------:R-:W-:-:S01] IMAD.WIDE.U32 R8, R9, R0, c[0x0][0x178] ;
        /*02b0*/ [B---3--:R-:W-:-:S02] LOP3.LUT R18, R16.reuse, 0xffff, RZ, 0xc0, !PT ;
        /*02c0*/ [B------:R-:W-:-:S02] LOP3.LUT R19, R16, 0x7, RZ, 0xc0, !PT ;
        /*02d0*/ [B------:R-:W2:-:S04] REDUX.SUM UR6, R18 ;
        /*02e0*/ [B------:R-:W1:-:S04] MATCH.ANY R19, R19 ;
        /*02f0*/ [B------:R-:W3:-:S01] REDUX.MAX UR7, R18 ;
        /*0300*/ [B--2---:R-:W-:Y:S05] MOV R5, UR6 ;
        /*0310*/ [B------:R-:W-:-:S01] STG.E [R8.64], R5 ;
        /*0320*/ [B---3--:R-:W-:Y:S05] IMAD.U32 R11, RZ, RZ, UR7 ;
        /*0330*/ [B------:R-:W-:-:S04] STG.E [R8.64+0x4], R11 ;
        /*0340*/ [B-1----:R-:W-:-:S01] STG.E [R2.64], R19 ;
        /*0350*/ [B------:R-:W-:-:S05] EXIT ;
        /*0360*/ [B------:R-:W-:Y:S00] BRA 0x360;
        /*0370*/ [B------:R-:W-:Y:S00] NOP;
        /*0380*/ [B------:R-:W-:Y:S00] NOP;
        /*0390*/ [B------:R-:W-:Y:S00] NOP;
        /*03a0*/ [B------:R-:W-:Y:S00] NOP;
        /*03b0*/ [B------:R-:W-:Y:S00] NOP;
        /*03c0*/ [B------:R-:W-:Y:S00] NOP;
        /*03d0*/ [B------:R-:W-:Y:S00] NOP;
        /*03e0*/ [B------:R-:W-:Y:S00] NOP;
        /*03f0*/ [B------:R-:W-:Y:S00] NOP;
