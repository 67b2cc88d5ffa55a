// Divergence inside BSSY B0 .. BSYNC B0: lanes 0-15 take the MOV, lanes 16-31
// branch around it, all meet at the BSYNC.  'good' runs clean; in 'bad' the
// BSYNC is planted away (a NOP), and the lanes reaching the reconvergence
// point without it are reported.
// RUN: oa-mc -mcpu=sm_80 -filetype=obj %s -o %t.cubin
// RUN: rm -rf %t.out && oa-emu --cubin %t.cubin --out %t.out %S/Inputs/div32.json 2>&1 | count 0
// RUN: od -A n -t d4 -v %t.out/o.bin | FileCheck %s --check-prefix=GOOD
// GOOD: 2{{ +}}2{{ +}}2{{ +}}2
// GOOD-NEXT: 2{{ +}}2{{ +}}2{{ +}}2
// GOOD-NEXT: 2{{ +}}2{{ +}}2{{ +}}2
// GOOD-NEXT: 2{{ +}}2{{ +}}2{{ +}}2
// GOOD-NEXT: 1{{ +}}1{{ +}}1{{ +}}1
// RUN: not oa-emu --cubin %t.cubin --kernel bad %S/Inputs/div32.json 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: hazard: MOV at /*0070*/: lanes 0x{{0*}}ffff0000 reached the reconvergence point of BSSY B0 at /*0030*/ without a BSYNC B0
.kernel good
.registers 8
.param 8, 8
  [B------:R-:W0:-:S02] S2R R0, SR_TID.X ;
  [B------:R-:W-:-:S02] MOV R2, 0x1 ;
  [B0-----:R-:W-:Y:S13] ISETP.GE.AND P0, PT, R0, 0x10, PT ;
  [B------:R-:W-:-:S01] BSSY B0, good_join ;
  [B------:R-:W-:-:S05] @P0 BRA good_skip ;
  [B------:R-:W-:Y:S04] MOV R2, 0x2 ;
good_skip:
  [B------:R-:W-:-:S05] BSYNC B0 ;
good_join:
  [B------:R-:W-:-:S02] MOV R3, 0x4 ;
  [B------:R-:W-:Y:S04] ULDC.64 UR4, c[0x0][0x118] ;
  [B------:R-:W-:Y:S04] IMAD.WIDE R4, R0, R3, c[0x0][0x160] ;
  [B------:R-:W-:-:S01] STG.E [R4.64], R2 ;
  [B------:R-:W-:-:S05] EXIT ;
.kernel bad
.registers 8
.param 8, 8
  [B------:R-:W0:-:S02] S2R R0, SR_TID.X ;
  [B------:R-:W-:-:S02] MOV R2, 0x1 ;
  [B0-----:R-:W-:Y:S13] ISETP.GE.AND P0, PT, R0, 0x10, PT ;
  [B------:R-:W-:-:S01] BSSY B0, bad_join ;
  [B------:R-:W-:-:S05] @P0 BRA bad_skip ;
  [B------:R-:W-:Y:S04] MOV R2, 0x2 ;
bad_skip:
  [B------:R-:W-:-:S05] NOP ;
bad_join:
  [B------:R-:W-:-:S02] MOV R3, 0x4 ;
  [B------:R-:W-:Y:S04] ULDC.64 UR4, c[0x0][0x118] ;
  [B------:R-:W-:Y:S04] IMAD.WIDE R4, R0, R3, c[0x0][0x160] ;
  [B------:R-:W-:-:S01] STG.E [R4.64], R2 ;
  [B------:R-:W-:-:S05] EXIT ;
