// On divergent paths a pending result covers only its own lanes: the odd
// lanes overwrite R3 while the even lanes' MUFU into R3 is outstanding,
// which is no hazard (ptxas's fdiv slow path does it; oa-emu reported it
// until utils/difftest found it).  After the paths join, reading R3 still
// needs the wait on the MUFU's scoreboard: without it the hazard is found.
// RUN: oa-mc -filetype=obj %s -o %t.cubin
// RUN: rm -rf %t.out && oa-emu --cubin %t.cubin --out %t.out %S/Inputs/divergent-lanes.json 2>&1 | count 0
// RUN: od -A n -t x4 -v -N 16 %t.out/o.bin | FileCheck %s
// CHECK: 7f800001 00000008 7f800001 00000008
// RUN: sed 's/\[B-1----:R-:W-:Y:S04\] IADD3/[B------:R-:W-:Y:S04] IADD3/' %s > %t.nowait.s
// RUN: oa-mc -filetype=obj %t.nowait.s -o %t.nowait.cubin
// RUN: not oa-emu --cubin %t.nowait.cubin %S/Inputs/divergent-lanes.json 2>&1 | FileCheck %s --check-prefix=NOWAIT
// NOWAIT: hazard: IADD3 at /*00d0*/: reads R3 before waiting on SB1 (written by MUFU at /*0070*/)
.target sm_80
.kernel k
.param 8, 8
.registers 16
  [B------:R-:W0:-:S01] S2R R0, SR_TID.X ;
  [B0-----:R-:W-:Y:S04] LOP3.LUT R1, R0, 0x1, RZ, 0xc0, !PT ;
  [B------:R-:W-:Y:S13] ISETP.NE.AND P0, PT, R1, RZ, PT ;
  [B------:R-:W-:-:S01] ULDC.64 UR4, c[0x0][0x118] ;
  [B------:R-:W-:-:S01] BSSY B0, join ;
  [B------:R-:W-:-:S05] @P0 BRA odd ;
  [B------:R-:W-:-:S01] NOP ;
  [B------:R-:W1:-:S01] MUFU.RCP R3, RZ ;
  [B------:R-:W-:-:S05] BRA join ;
odd:
  [B------:R-:W-:Y:S04] IMAD.MOV.U32 R3, RZ, RZ, 0x7 ;
  [B------:R-:W-:-:S01] NOP ;
  [B------:R-:W-:-:S01] NOP ;
join:
  [B------:R-:W-:-:S05] BSYNC B0 ;
  [B-1----:R-:W-:Y:S04] IADD3 R4, R3, 0x1, RZ ;
  [B------:R-:W-:Y:S04] MOV R5, 0x4 ;
  [B------:R-:W-:Y:S04] IMAD.WIDE.U32 R6, R0, R5, c[0x0][0x160] ;
  [B------:R-:W-:-:S01] STG.E [R6.64], R4 ;
  [B------:R-:W-:-:S05] EXIT ;
