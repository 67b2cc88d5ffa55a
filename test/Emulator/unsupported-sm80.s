// An instruction the decoder knows but the emulator has no semantics for
// stops the run with its mnemonic and offset; nothing is skipped.
// RUN: oa-mc -mcpu=sm_80 -filetype=obj %s -o %t.cubin
// RUN: not oa-emu --cubin %t.cubin %S/Inputs/div32.json 2>&1 | FileCheck %s
// RUN: oa-emu --cubin %t.cubin --list-unsupported %S/Inputs/div32.json | FileCheck %s --check-prefix=LIST
// CHECK: oa-emu: not supported: VABSDIFF4 at /*0010*/ (warp 0, block (0,0,0))
// LIST: not supported: VABSDIFF4 at /*0010*/
.kernel good
.registers 8
.param 8, 8
  [B------:R-:W0:-:S02] S2R R0, SR_TID.X ;
  [B0-----:R-:W-:Y:S02] VABSDIFF4.U8 R4, R0, R0, RZ ;
  [B------:R-:W-:-:S05] EXIT ;
