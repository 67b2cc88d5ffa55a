// vadd as ptxas builds it for sm_80 (oa-objdump's listing): runs clean,
// with no hazard, and computes c = a + b.
// RUN: oa-mc -mcpu=sm_80 -filetype=obj %s -o %t.cubin
// RUN: rm -rf %t.out && oa-emu --cubin %t.cubin --out %t.out %S/Inputs/vadd-small.json 2>&1 | count 0
// RUN: od -A n -t f4 -v -N 32 %t.out/c.bin | FileCheck %s
// CHECK: 0.5{{ +}}1.5{{ +}}2.5{{ +}}3.5
// CHECK-NEXT: 4.5{{ +}}5.5{{ +}}6.5{{ +}}7.5
.target sm_80

.kernel vadd
.registers 12
.param 8, 8
.param 8, 8
.param 8, 8
.param 4, 4
        /*0000*/ [B------:R-:W-:-:S02] MOV R1, c[0x0][0x28] ;
        /*0010*/ [B------:R-:W0:-:S04] S2R R6, SR_CTAID.X ;
        /*0020*/ [B------:R-:W0:-:S02] S2R R3, SR_TID.X ;
        /*0030*/ [B0-----:R-:W-:Y:S05] IMAD R6, R6, c[0x0][0x0], R3 ;
        /*0040*/ [B------:R-:W-:Y:S13] ISETP.GE.AND P0, PT, R6, c[0x0][0x178], PT ;
        /*0050*/ [B------:R-:W-:-:S05] @P0 EXIT ;
        /*0060*/ [B------:R-:W-:-:S01] HFMA2.MMA R7, -RZ, RZ, 0, 2.384185791015625e-07 ;
        /*0070*/ [B------:R-:W-:Y:S09] ULDC.64 UR4, c[0x0][0x118] ;
        /*0080*/ [B------:R-:W-:Y:S04] IMAD.WIDE R4, R6, R7, c[0x0][0x168] ;
        /*0090*/ [B------:R-:W-:-:S02] IMAD.WIDE R2, R6.reuse, R7.reuse, c[0x0][0x160] ;
        /*00a0*/ [B------:R-:W2:-:S04] LDG.E R4, [R4.64] ;
        /*00b0*/ [B------:R-:W2:-:S01] LDG.E R3, [R2.64] ;
        /*00c0*/ [B------:R-:W-:Y:S04] IMAD.WIDE R6, R6, R7, c[0x0][0x170] ;
        /*00d0*/ [B--2---:R-:W-:Y:S05] FADD R9, R4, R3 ;
        /*00e0*/ [B------:R-:W-:-:S01] STG.E [R6.64], R9 ;
        /*00f0*/ [B------:R-:W-:-:S05] EXIT ;
