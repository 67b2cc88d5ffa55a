// cp.async as ptxas builds it for sm_90 (kernels/async_ldsm.cu): LDGSTS,
// LDGDEPBAR, DEPBAR.LE SB0, BAR, then LDSM reads what was copied.  As built
// it runs clean; with the DEPBAR planted away (sed), the LDSM reads shared
// memory an LDGSTS has not written yet, and that is reported.
// RUN: oa-mc -mcpu=sm_90 -filetype=obj %s -o %t.cubin
// RUN: oa-emu --cubin %t.cubin %S/E2E/kernels/async_ldsm.json 2>&1 | count 0
// RUN: sed 's/DEPBAR.LE SB0, 0x0 ;/NOP ;/' %s > %t.bad.s
// RUN: oa-mc -mcpu=sm_90 -filetype=obj %t.bad.s -o %t.bad.cubin
// RUN: not oa-emu --cubin %t.bad.cubin %S/E2E/kernels/async_ldsm.json 2>&1 | FileCheck %s
// CHECK: hazard: LDSM at /*0250*/: lane 0 accesses shared memory [0x400, 0x410) before the LDGSTS at /*0150*/ (warp 0) has written it: no wait on SB0 (DEPBAR) covers it
.target sm_90

.kernel async_ldsm
.registers 21
.param 8, 8
.param 8, 8
.param 8, 8
.param 8, 8
.param 8, 8
.shared 2048
        /*0000*/ [B------:R-:W-:-:S01] LDC R1, c[0x0][0x28] ;
        /*0010*/ [B------:R-:W1:-:S07] S2R R15, SR_CTAID.X ;
        /*0020*/ [B------:R-:W2:-:S01] S2UR UR5, SR_CgaCtaId ;
        /*0030*/ [B------:R-:W-:-:S01] UMOV UR4, 0x400 ;
        /*0040*/ [B------:R-:W-:-:S01] ULDC.64 UR8, c[0x0][0x210] ;
        /*0050*/ [B------:R-:W3:-:S01] S2R R18, SR_TID.X ;
        /*0060*/ [B------:R-:W-:-:S01] ULDC.64 UR6, c[0x0][0x208] ;
        /*0070*/ [B--2---:R-:W-:-:S01] ULEA UR4, UR5, UR4, 0x18 ;
        /*0080*/ [B-1----:R-:W-:Y:S02] IMAD.SHL.U32 R14, R15, 0x100, RZ ;
        /*0090*/ [B---3--:R-:W-:Y:S03] IMAD.SHL.U32 R3, R18, 0x4, RZ ;
        /*00a0*/ [B------:R-:W-:-:S02] LEA R13, R18, UR4, 0x4 ;
        /*00b0*/ [B------:R-:W-:-:S02] SHF.R.U32.HI R4, RZ, 0x3, R18 ;
        /*00c0*/ [B------:R-:W-:-:S02] IADD3 R0, P0, R14, R3, RZ ;
        /*00d0*/ [B------:R-:W-:-:S02] LOP3.LUT R5, R4, 0x4, RZ, 0xc0, !PT ;
        /*00e0*/ [B------:R-:W-:-:S02] LEA.HI.X.SX32 R3, R3, RZ, 0x1, P0 ;
        /*00f0*/ [B------:R-:W-:Y:S04] LEA R2, P0, R0, UR8, 0x2 ;
        /*0100*/ [B------:R-:W-:-:S01] LEA.HI.X R3, R0, UR9, R3, 0x2, P0 ;
        /*0110*/ [B------:R-:W-:Y:S04] IMAD.SHL.U32 R0, R18, 0x8, RZ ;
        /*0120*/ [B------:R-:W-:-:S01] @!PT LDS RZ, [RZ] ;
        /*0130*/ [B------:R-:W-:-:S01] @!PT LDS RZ, [RZ] ;
        /*0140*/ [B------:R-:W-:-:S01] @!PT LDS RZ, [RZ] ;
        /*0150*/ [B------:R1:W-:-:S01] LDGSTS.E.BYPASS.128 [R13], desc[UR6][R2.64] ;
        /*0160*/ [B------:R-:W-:Y:S03] LOP3.LUT R0, R5, 0xf8, R0, 0xf8, !PT ;
        /*0170*/ [B------:R-:W0:-:S01] LDGDEPBAR ;
        /*0180*/ [B------:R-:W-:-:S01] LEA R16, R0, UR4, 0x2 ;
        /*0190*/ [B------:R-:W-:-:S01] IMAD R0, R15, 0x40, R18 ;
        /*01a0*/ [B------:R-:W-:Y:S03] IADD3 R15, P0, R14, R18, RZ ;
        /*01b0*/ [B------:R-:W-:-:S01] IMAD.SHL.U32 R17, R0, 0x4, RZ ;
        /*01c0*/ [B------:R-:W-:-:S01] LEA.HI.X.SX32 R18, R18, RZ, 0x1, P0 ;
        /*01d0*/ [B-1----:R-:W1:-:S01] LDC.64 R12, c[0x0][0x218] ;
        /*01e0*/ [B------:R-:W-:Y:S04] LEA R14, P0, R15, UR8, 0x2 ;
        /*01f0*/ [B------:R-:W-:Y:S03] LEA.HI.X R15, R15, UR9, R18, 0x2, P0 ;
        /*0200*/ [B------:R-:W2:-:S01] LDC.64 R2, c[0x0][0x220] ;
        /*0210*/ [B------:R-:W-:Y:S07] DEPBAR.LE SB0, 0x0 ;
        /*0220*/ [B------:R-:W-:-:S01] BAR.SYNC.DEFER_BLOCKING 0x0 ;
        /*0230*/ [B-1----:R-:W-:Y:S04] IMAD.WIDE.U32 R12, R17, 0x4, R12 ;
        /*0240*/ [B--2---:R-:W-:-:S01] IMAD.WIDE.U32 R2, R17, 0x4, R2 ;
        /*0250*/ [B------:R-:W1:-:S04] LDSM.16.M88.4 R8, [R16] ;
        /*0260*/ [B------:R2:W3:-:S02] LDSM.16.MT88.4 R4, [R16] ;
        /*0270*/ [B--2---:R-:W2:-:S02] LDC.64 R16, c[0x0][0x228] ;
        /*0280*/ [B-1----:R-:W-:-:S04] STG.E desc[UR6][R12.64], R8 ;
        /*0290*/ [B------:R1:W-:-:S04] STG.E desc[UR6][R12.64+0x4], R9 ;
        /*02a0*/ [B------:R-:W-:-:S04] STG.E desc[UR6][R12.64+0x8], R10 ;
        /*02b0*/ [B------:R-:W-:-:S04] STG.E desc[UR6][R12.64+0xc], R11 ;
        /*02c0*/ [B---3--:R-:W-:-:S01] STG.E desc[UR6][R2.64], R4 ;
        /*02d0*/ [B-1----:R-:W1:-:S03] LDC.64 R8, c[0x0][0x230] ;
        /*02e0*/ [B------:R3:W-:-:S04] STG.E desc[UR6][R2.64+0x4], R5 ;
        /*02f0*/ [B------:R-:W-:-:S04] STG.E desc[UR6][R2.64+0x8], R6 ;
        /*0300*/ [B------:R1:W-:-:S04] STG.E desc[UR6][R2.64+0xc], R7 ;
        /*0310*/ [B------:R-:W4:-:S01] LDG.E R14, desc[UR6][R14.64] ;
        /*0320*/ [B---3--:R-:W-:Y:S04] IMAD.SHL.U32 R5, R0, 0x2, RZ ;
        /*0330*/ [B--2---:R-:W-:Y:S04] IMAD.WIDE.U32 R4, R5, 0x4, R16 ;
        /*0340*/ [B-1----:R-:W-:-:S01] IMAD.WIDE.U32 R2, R0, 0x4, R8 ;
        /*0350*/ [B----4-:R-:W-:-:S02] LOP3.LUT R18, R14.reuse, 0xffff, RZ, 0xc0, !PT ;
        /*0360*/ [B------:R-:W-:-:S02] LOP3.LUT R10, R14, 0x7, RZ, 0xc0, !PT ;
        /*0370*/ [B------:R-:W1:-:S08] REDUX.SUM UR4, R18 ;
        /*0380*/ [B------:R-:W2:-:S08] MATCH.ANY R13, R10 ;
        /*0390*/ [B------:R-:W3:-:S01] REDUX.MAX UR5, R18 ;
        /*03a0*/ [B-1----:R-:W-:Y:S05] IMAD.U32 R7, RZ, RZ, UR4 ;
        /*03b0*/ [B------:R-:W-:-:S01] STG.E desc[UR6][R4.64], R7 ;
        /*03c0*/ [B---3--:R-:W-:Y:S05] IMAD.U32 R11, RZ, RZ, UR5 ;
        /*03d0*/ [B------:R-:W-:-:S04] STG.E desc[UR6][R4.64+0x4], R11 ;
        /*03e0*/ [B--2---:R-:W-:-:S01] STG.E desc[UR6][R2.64], R13 ;
        /*03f0*/ [B------:R-:W-:-:S05] EXIT ;
        /*0400*/ [B------:R-:W-:Y:S00] BRA 0x400;
        /*0410*/ [B------:R-:W-:Y:S00] NOP;
        /*0420*/ [B------:R-:W-:Y:S00] NOP;
        /*0430*/ [B------:R-:W-:Y:S00] NOP;
        /*0440*/ [B------:R-:W-:Y:S00] NOP;
        /*0450*/ [B------:R-:W-:Y:S00] NOP;
        /*0460*/ [B------:R-:W-:Y:S00] NOP;
        /*0470*/ [B------:R-:W-:Y:S00] NOP;
        /*0480*/ [B------:R-:W-:Y:S00] NOP;
        /*0490*/ [B------:R-:W-:Y:S00] NOP;
        /*04a0*/ [B------:R-:W-:Y:S00] NOP;
        /*04b0*/ [B------:R-:W-:Y:S00] NOP;
        /*04c0*/ [B------:R-:W-:Y:S00] NOP;
        /*04d0*/ [B------:R-:W-:Y:S00] NOP;
        /*04e0*/ [B------:R-:W-:Y:S00] NOP;
        /*04f0*/ [B------:R-:W-:Y:S00] NOP;
