// Planted bug: a UTMASTG reads its uniform registers when the TMA unit takes
// the command, not at issue, and the R2UR after it rewrites UR16 (the shared
// source) with no read scoreboard to wait on.  ptxas releases them on the
// UTMALDG/UTMASTG's read scoreboard; oa-llc does the same (tma.ll).  Such a
// rewrite gave the bf16 TMA attention's first copy the second's destination
// on the GPU (docs/Attention.md, "The fault").
// RUN: oa-mc -mcpu=sm_90 -filetype=obj %s -o %t.cubin
// RUN: not oa-emu --cubin %t.cubin %S/Inputs/tma-store.json 2>&1 | FileCheck %s
// CHECK: hazard: R2UR at /*0110*/: overwrites UR16 that UTMASTG at /*0100*/ reads late and releases on no read scoreboard
// The same copy with the UTMASTG on read SB5 and the R2UR waiting on it.
// RUN: sed -e 's/R-:W-:Y:S01\] UTMASTG/R5:W-:Y:S01] UTMASTG/' -e 's/\[B------:R-:W0:Y:S02\] R2UR UR16, RZ/[B-----5:R-:W0:Y:S02] R2UR UR16, RZ/' %s > %t.ok.s
// RUN: oa-mc -mcpu=sm_90 -filetype=obj %t.ok.s -o %t.ok.cubin
// RUN: oa-emu --cubin %t.ok.cubin %S/Inputs/tma-store.json --out %t.out 2>&1 | count 0
.target sm_90

.kernel tmast
.param 128, 64  // offset 48
.param 8, 8  // offset 176
.registers 12
.shared 1024
        /*0000*/ [B------:R-:W1:Y:S02] LDC R1, c[0x0][0x28] ;
        /*0010*/ [B------:R-:W4:Y:S02] LDC.64 R8, c[0x0][0x198] ;
        /*0020*/ [B------:R-:W-:Y:S01] MOV R6, 0x400 ;
        /*0030*/ [B----4-:R-:W-:Y:S04] IADD3 R4, P0, R8, 0x30, RZ ;
        /*0040*/ [B------:R-:W-:Y:S01] IADD3.X R5, R9, 0x0, RZ, P0, !PT ;
        /*0050*/ [B------:R-:W1:Y:S02] R2UR UR16, R6 ;
        /*0060*/ [B------:R-:W2:Y:S02] R2UR UR17, RZ ;
        /*0070*/ [B------:R-:W3:Y:S02] R2UR UR18, RZ ;
        /*0080*/ [B------:R-:W4:Y:S02] R2UR UR24, R4 ;
        /*0090*/ [B------:R-:W1:Y:S13] R2UR UR25, R5 ;
        /*00a0*/ [B------:R-:W-:Y:S01] NOP ;
        /*00b0*/ [B------:R-:W-:Y:S01] NOP ;
        /*00c0*/ [B------:R-:W-:Y:S01] NOP ;
        /*00d0*/ [B------:R-:W-:Y:S01] NOP ;
        /*00e0*/ [B------:R-:W-:Y:S01] NOP ;
        /*00f0*/ [B------:R-:W-:Y:S01] NOP ;
        /*0100*/ [B-1234-:R-:W-:Y:S01] UTMASTG.2D [UR16], [UR24] ;
        /*0110*/ [B------:R-:W0:Y:S02] R2UR UR16, RZ ;
        /*0120*/ [B0-----:R0:W-:Y:S01] UTMACMDFLUSH ;
        /*0130*/ [B------:R-:W-:Y:S04] DEPBAR.LE SB0, 0x0 ;
        /*0140*/ [B------:R-:W-:Y:S05] EXIT ;
        /*0150*/ [B------:R-:W-:Y:S00] BRA 0x150;
