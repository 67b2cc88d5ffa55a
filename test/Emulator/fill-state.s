// oa-emu --fill-registers / --fill-shared: what a CTA finds in registers and
// shared memory it never wrote (a GPU leaves the previous kernel's values
// there).  The kernel stores R7, which nothing writes, and a shared word it
// never stored: zeros by default, the fill patterns when asked.
// RUN: oa-mc -mcpu=sm_90 -filetype=obj %s -o %t.cubin
// RUN: rm -rf %t.d0 %t.d1 && oa-emu --cubin %t.cubin %S/Inputs/fill-state.json --out %t.d0
// RUN: od -An -tx4 -v %t.d0/y.bin | FileCheck %s --check-prefix=ZERO
// RUN: oa-emu --cubin %t.cubin %S/Inputs/fill-state.json --out %t.d1 --fill-registers=0x7fc00001 --fill-shared=0xab
// RUN: od -An -tx4 -v %t.d1/y.bin | FileCheck %s --check-prefix=FILL
// RUN: not oa-emu --cubin %t.cubin %S/Inputs/fill-state.json --fill-shared=256 2>&1 | FileCheck %s --check-prefix=ERR
// ZERO: 00000000 00000000 00000000 00000000
// ZERO-NOT: {{[1-9a-f]}}
// FILL: 7fc00001 7fc00001 7fc00001 7fc00001
// FILL: abababab abababab abababab abababab
// ERR: error: --fill-shared takes a byte (0..0xff), not 256
.target sm_90

.kernel fill
.param 8, 8
.registers 12
        /*0000*/ [B------:R-:W0:-:S01] LDC R1, c[0x0][0x28] ;
        /*0010*/ [B------:R-:W0:-:S07] S2R R0, SR_TID.X ;
        /*0020*/ [B------:R-:W1:-:S01] LDC.64 R2, c[0x0][0x210] ;
        /*0030*/ [B------:R-:W-:Y:S07] ULDC.64 UR4, c[0x0][0x208] ;
        /*0040*/ [B------:R-:W2:-:S01] LDS R8, [RZ+0x400] ;
        /*0050*/ [B01----:R-:W-:Y:S06] IMAD.WIDE R2, R0, 0x4, R2 ;
        /*0060*/ [B------:R-:W-:-:S01] STG.E desc[UR4][R2.64], R7 ;
        /*0070*/ [B--2---:R-:W-:-:S01] STG.E desc[UR4][R2.64+0x10], R8 ;
        /*0080*/ [B------:R-:W-:-:S05] EXIT ;
        /*0090*/ [B------:R-:W-:Y:S00] BRA 0x90;
