//===-- Control.td - branches, exit, convergence, barriers -*- tablegen -*-===//
//
// Written from nvdisasm probing (every bit flipped, every enum field
// enumerated, claimed fields fuzzed on sm_80 and sm_90).  The records were
// emitted by a throwaway script; edit them by hand from here on.
// Common facts (both SMs unless a form says otherwise):
//  * Optional predicate operand Pp in bits 87-89, negate bit 90.  ptxas
//    leaves it PT (87-90 = 0b0111) and nvdisasm then prints nothing; any other
//    value is printed before the operands ("BRA P6, 0x..", "EXIT !PT").  Each
//    such opcode therefore has two forms: NAME (Fixed PT) and NAME_p.
//  * Branch-type offsets are in 4-byte units.  sm_80: bits 34-81 (48 bits,
//    signed).  sm_90: bits {16-23, 34-81} (56 bits, bits 16-23 low).
//    pcrel targets print PC+16+off; ABS / BRX / JMP offsets print the scaled
//    value itself (signed).  BSSY's target is bits 34-63 on both SMs.
//  * Convergence barriers B0-B15 are bits 16-19.
//
//===----------------------------------------------------------------------===//

def EXIT : SASSInst<"EXIT", 0x94d,
    [E<"exitm", [84, 3], ["", ".KEEPREFCOUNT", ".PREEMPTED", ".INVALID3", ".NO_ATEXIT", ".KEEPREFCOUNT.NO_ATEXIT", ".PREEMPTED.NO_ATEXIT", ".INVALID3.NO_ATEXIT"]>],
    "EXIT$exitm ;"> {
  let Fixed = [87, 4, 7];
}
def EXIT_p : SASSInst<"EXIT", 0x94d,
    [E<"exitm", [84, 3], ["", ".KEEPREFCOUNT", ".PREEMPTED", ".INVALID3", ".NO_ATEXIT", ".KEEPREFCOUNT.NO_ATEXIT", ".PREEMPTED.NO_ATEXIT", ".INVALID3.NO_ATEXIT"]>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "EXIT$exitm $np$Pp ;">;

// nvdisasm drops the blank before ';' when the stall count (105-108) is 0:
// "NOP;" after the final BRA-to-self, "NOP ;" elsewhere.  This is a printer
// rule for every opcode (see the family report); the *_s0 forms spell it for
// the two opcodes ptxas emits with stall 0 (tail padding).
def NOP : SASSInst<"NOP", 0x918,
    [],
    "NOP ;">;
def NOP_s0 : SASSInst<"NOP", 0x918,
    [],
    "NOP;"> {
  let Fixed = [105, 4, 0];
}
def KILL_z : SASSInst<"KILL", 0x95b,
    [],
    "KILL ;"> {
  let Fixed = [87, 4, 7];
}
def KILL_z_p : SASSInst<"KILL", 0x95b,
    [Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "KILL $np$Pp ;">;
def YIELD_z : SASSInst<"YIELD", 0x946,
    [],
    "YIELD ;"> {
  let Fixed = [87, 4, 7];
}
def YIELD_z_p : SASSInst<"YIELD", 0x946,
    [Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "YIELD $np$Pp ;">;

// BPT: mode 84-86 (3 TRAP, 4 INT, rest invalid); code 34-36, not printed when 0.
def BPT_i : SASSInst<"BPT", 0x95c,
    [E<"bptm", [84, 3], ["?", "?", "?", ".TRAP", ".INT", "?", "?", "?"]>,
     Imm<"code", [34, 3], "hex">],
    "BPT$bptm $code ;">;
def BPT_z : SASSInst<"BPT", 0x95c,
    [E<"bptm", [84, 3], ["?", "?", "?", ".TRAP", ".INT", "?", "?", "?"]>],
    "BPT$bptm ;"> {
  let Fixed = [34, 3, 0];
}

// PMTRIG: 16-bit immediate at 32-47.
def PMTRIG : SASSInst<"PMTRIG", 0x801,
    [Imm<"imm", [32, 16], "hex">],
    "PMTRIG $imm ;"> {
  let Fixed = [87, 4, 7];
}
def PMTRIG_p : SASSInst<"PMTRIG", 0x801,
    [Imm<"imm", [32, 16], "hex">,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "PMTRIG $np$Pp, $imm ;">;

// BRA: .U/.DIV/.CONV at 32-33, .INC/.DEC at 85-86 (printed first).
def BRA_s0_sm80 : SASSInst<"BRA", 0x947,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     E<"udiv", [32, 2], ["", ".U", ".DIV", ".CONV"]>,
     Imm<"target", [34, 48], "pcrel", 4>],
    "BRA$incdec$udiv $target;", [80]> {
  let Fixed = [87, 4, 7, 105, 4, 0];
}
def BRA_sm80 : SASSInst<"BRA", 0x947,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     E<"udiv", [32, 2], ["", ".U", ".DIV", ".CONV"]>,
     Imm<"target", [34, 48], "pcrel", 4>],
    "BRA$incdec$udiv $target ;", [80]> {
  let Fixed = [87, 4, 7];
}
def BRA_sm80_p : SASSInst<"BRA", 0x947,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     E<"udiv", [32, 2], ["", ".U", ".DIV", ".CONV"]>,
     Imm<"target", [34, 48], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BRA$incdec$udiv $np$Pp, $target ;", [80]>;
def BRA_s0_sm90 : SASSInst<"BRA", 0x947,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     E<"udiv", [32, 2, 84, 1], ["", ".U", ".DIV", ".CONV", "?", ".U.ANY", "?", "?"]>,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>],
    "BRA$incdec$udiv $target;", [90]> {
  let Fixed = [87, 4, 7, 105, 4, 0];
}
def BRA_sm90 : SASSInst<"BRA", 0x947,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     E<"udiv", [32, 2, 84, 1], ["", ".U", ".DIV", ".CONV", "?", ".U.ANY", "?", "?"]>,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>],
    "BRA$incdec$udiv $target ;", [90]> {
  let Fixed = [87, 4, 7];
}
def BRA_sm90_p : SASSInst<"BRA", 0x947,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     E<"udiv", [32, 2, 84, 1], ["", ".U", ".DIV", ".CONV", "?", ".U.ANY", "?", "?"]>,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BRA$incdec$udiv $np$Pp, $target ;", [90]>;

// BRA URa form (bit 91): URa 24-29, bit 30 prints "~"; 32-33 = .DIV/.CONV.
def BRA_u_sm80 : SASSInst<"BRA", 0x1947,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     E<"udiv", [32, 2], [".INVALID0", ".INVALID1", ".DIV", ".CONV"]>,
     Flag<"nu", 30, "~">,
     UR<"URa", 24>,
     Imm<"target", [34, 48], "pcrel", 4>],
    "BRA$incdec$udiv $nu$URa, $target ;", [80]> {
  let Fixed = [87, 4, 7];
}
def BRA_u_sm80_p : SASSInst<"BRA", 0x1947,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     E<"udiv", [32, 2], [".INVALID0", ".INVALID1", ".DIV", ".CONV"]>,
     Flag<"nu", 30, "~">,
     UR<"URa", 24>,
     Imm<"target", [34, 48], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BRA$incdec$udiv $np$Pp, $nu$URa, $target ;", [80]>;
def BRA_u_sm90 : SASSInst<"BRA", 0x1947,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     E<"udiv", [32, 2], [".INVALID0", ".INVALID1", ".DIV", ".CONV"]>,
     Flag<"nu", 30, "~">,
     UR<"URa", 24>,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>],
    "BRA$incdec$udiv $nu$URa, $target ;", [90]> {
  let Fixed = [87, 4, 7];
}
def BRA_u_sm90_p : SASSInst<"BRA", 0x1947,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     E<"udiv", [32, 2], [".INVALID0", ".INVALID1", ".DIV", ".CONV"]>,
     Flag<"nu", 30, "~">,
     UR<"URa", 24>,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BRA$incdec$udiv $np$Pp, $nu$URa, $target ;", [90]>;

// BRX Ra, offset: the offset prints as a signed byte value (no PC).
def BRX_z_sm80 : SASSInst<"BRX", 0x949,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     R<"Ra", 24>],
    "BRX$incdec $Ra ;", [80]> {
  let Fixed = [34, 48, 0, 87, 4, 7];
}
def BRX_z_sm80_p : SASSInst<"BRX", 0x949,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     R<"Ra", 24>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BRX$incdec $np$Pp, $Ra ;", [80]> {
  let Fixed = [34, 48, 0];
}
def BRX_sm80 : SASSInst<"BRX", 0x949,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     R<"Ra", 24>,
     Imm<"off", [34, 48], "shex", 4>],
    "BRX$incdec $Ra $off ;", [80]> {
  let Fixed = [87, 4, 7];
}
def BRX_sm80_p : SASSInst<"BRX", 0x949,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     R<"Ra", 24>,
     Imm<"off", [34, 48], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BRX$incdec $np$Pp, $Ra $off ;", [80]>;
def BRX_z_sm90 : SASSInst<"BRX", 0x949,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     R<"Ra", 24>],
    "BRX$incdec $Ra ;", [90]> {
  let Fixed = [16, 8, 0, 34, 48, 0, 87, 4, 7];
}
def BRX_z_sm90_p : SASSInst<"BRX", 0x949,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     R<"Ra", 24>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BRX$incdec $np$Pp, $Ra ;", [90]> {
  let Fixed = [16, 8, 0, 34, 48, 0];
}
def BRX_sm90 : SASSInst<"BRX", 0x949,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     R<"Ra", 24>,
     Imm<"off", [16, 8, 34, 48], "shex", 4>],
    "BRX$incdec $Ra $off ;", [90]> {
  let Fixed = [87, 4, 7];
}
def BRX_sm90_p : SASSInst<"BRX", 0x949,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     R<"Ra", 24>,
     Imm<"off", [16, 8, 34, 48], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BRX$incdec $np$Pp, $Ra $off ;", [90]>;

// JMP (absolute target) / JMX Ra, absolute offset.
def JMP_sm80 : SASSInst<"JMP", 0x94a,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     E<"udiv", [32, 2], ["", ".U", ".DIV", ".CONV"]>,
     Imm<"target", [34, 48], "shex", 4>],
    "JMP$incdec$udiv $target ;", [80]> {
  let Fixed = [87, 4, 7];
}
def JMP_sm80_p : SASSInst<"JMP", 0x94a,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     E<"udiv", [32, 2], ["", ".U", ".DIV", ".CONV"]>,
     Imm<"target", [34, 48], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "JMP$incdec$udiv $np$Pp, $target ;", [80]>;
def JMX_z_sm80 : SASSInst<"JMX", 0x94c,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     R<"Ra", 24>],
    "JMX$incdec $Ra ;", [80]> {
  let Fixed = [34, 48, 0, 87, 4, 7];
}
def JMX_z_sm80_p : SASSInst<"JMX", 0x94c,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     R<"Ra", 24>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "JMX$incdec $np$Pp, $Ra ;", [80]> {
  let Fixed = [34, 48, 0];
}
def JMX_sm80 : SASSInst<"JMX", 0x94c,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     R<"Ra", 24>,
     Imm<"off", [34, 48], "shex", 4>],
    "JMX$incdec $Ra $off ;", [80]> {
  let Fixed = [87, 4, 7];
}
def JMX_sm80_p : SASSInst<"JMX", 0x94c,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     R<"Ra", 24>,
     Imm<"off", [34, 48], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "JMX$incdec $np$Pp, $Ra $off ;", [80]>;
def JMP_sm90 : SASSInst<"JMP", 0x94a,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     E<"udiv", [32, 2], ["", ".U", ".DIV", ".CONV"]>,
     Imm<"target", [16, 8, 34, 48], "shex", 4>],
    "JMP$incdec$udiv $target ;", [90]> {
  let Fixed = [87, 4, 7];
}
def JMP_sm90_p : SASSInst<"JMP", 0x94a,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     E<"udiv", [32, 2], ["", ".U", ".DIV", ".CONV"]>,
     Imm<"target", [16, 8, 34, 48], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "JMP$incdec$udiv $np$Pp, $target ;", [90]>;
def JMX_z_sm90 : SASSInst<"JMX", 0x94c,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     R<"Ra", 24>],
    "JMX$incdec $Ra ;", [90]> {
  let Fixed = [16, 8, 0, 34, 48, 0, 87, 4, 7];
}
def JMX_z_sm90_p : SASSInst<"JMX", 0x94c,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     R<"Ra", 24>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "JMX$incdec $np$Pp, $Ra ;", [90]> {
  let Fixed = [16, 8, 0, 34, 48, 0];
}
def JMX_sm90 : SASSInst<"JMX", 0x94c,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     R<"Ra", 24>,
     Imm<"off", [16, 8, 34, 48], "shex", 4>],
    "JMX$incdec $Ra $off ;", [90]> {
  let Fixed = [87, 4, 7];
}
def JMX_sm90_p : SASSInst<"JMX", 0x94c,
    [E<"incdec", [85, 2], ["", ".INC", ".DEC", ".INVALID3"]>,
     R<"Ra", 24>,
     Imm<"off", [16, 8, 34, 48], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "JMX$incdec $np$Pp, $Ra $off ;", [90]>;

// LEPC Rd: the 64-bit address of the instruction itself (sm_80); sm_90
// adds an offset from the next instruction (ptxas: the return point of the
// CALL.ABS.NOINC that follows, "LEPC R20, 0x10").
def LEPC_sm80 : SASSInst<"LEPC", 0x34e, [R<"Rd", 16>], "LEPC $Rd ;", [80]>;
def LEPC_sm90 : SASSInst<"LEPC", 0x94e,
    [R<"Rd", 16>,
     Imm<"off", [24, 40], "shex">],
    "LEPC $Rd, $off ;", [90]>;

// CALL: .NOINC is bit 86.  0x944 / 0x344: .REL (pc-relative, 0x344 adds Ra);
// 0x943 / 0x343: .ABS (the offset is printed as is).
def CALL_rel_i_sm80 : SASSInst<"CALL", 0x944,
    [Flag<"noinc", 86, ".NOINC">,
     Imm<"target", [34, 48], "pcrel", 4>],
    "CALL.REL$noinc $target ;", [80]> {
  let Fixed = [87, 4, 7];
}
def CALL_rel_i_sm80_p : SASSInst<"CALL", 0x944,
    [Flag<"noinc", 86, ".NOINC">,
     Imm<"target", [34, 48], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "CALL.REL$noinc $np$Pp, $target ;", [80]>;
def CALL_rel_r_sm80 : SASSInst<"CALL", 0x344,
    [Flag<"noinc", 86, ".NOINC">,
     R<"Ra", 24>,
     Imm<"target", [34, 48], "pcrel", 4>],
    "CALL.REL$noinc $Ra $target ;", [80]> {
  let Fixed = [87, 4, 7];
}
def CALL_rel_r_sm80_p : SASSInst<"CALL", 0x344,
    [Flag<"noinc", 86, ".NOINC">,
     R<"Ra", 24>,
     Imm<"target", [34, 48], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "CALL.REL$noinc $np$Pp, $Ra $target ;", [80]>;
def CALL_abs_rz_sm80 : SASSInst<"CALL", 0x343,
    [Flag<"noinc", 86, ".NOINC">,
     R<"Ra", 24>],
    "CALL.ABS$noinc $Ra ;", [80]> {
  let Fixed = [34, 48, 0, 87, 4, 7];
}
def CALL_abs_rz_sm80_p : SASSInst<"CALL", 0x343,
    [Flag<"noinc", 86, ".NOINC">,
     R<"Ra", 24>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "CALL.ABS$noinc $np$Pp, $Ra ;", [80]> {
  let Fixed = [34, 48, 0];
}
def CALL_abs_r_sm80 : SASSInst<"CALL", 0x343,
    [Flag<"noinc", 86, ".NOINC">,
     R<"Ra", 24>,
     Imm<"target", [34, 48], "shex", 4>],
    "CALL.ABS$noinc $Ra $target ;", [80]> {
  let Fixed = [87, 4, 7];
}
def CALL_abs_r_sm80_p : SASSInst<"CALL", 0x343,
    [Flag<"noinc", 86, ".NOINC">,
     R<"Ra", 24>,
     Imm<"target", [34, 48], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "CALL.ABS$noinc $np$Pp, $Ra $target ;", [80]>;
def CALL_rel_u_sm80 : SASSInst<"CALL", 0x1944,
    [Flag<"noinc", 86, ".NOINC">,
     UR<"URa", 24>,
     Imm<"target", [34, 48], "pcrel", 4>],
    "CALL.REL$noinc $URa $target ;", [80]> {
  let Fixed = [87, 4, 7];
}
def CALL_rel_u_sm80_p : SASSInst<"CALL", 0x1944,
    [Flag<"noinc", 86, ".NOINC">,
     UR<"URa", 24>,
     Imm<"target", [34, 48], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "CALL.REL$noinc $np$Pp, $URa $target ;", [80]>;
def CALL_abs_uz_sm80 : SASSInst<"CALL", 0x1943,
    [Flag<"noinc", 86, ".NOINC">,
     UR<"URa", 24>],
    "CALL.ABS$noinc $URa ;", [80]> {
  let Fixed = [34, 48, 0, 87, 4, 7];
}
def CALL_abs_uz_sm80_p : SASSInst<"CALL", 0x1943,
    [Flag<"noinc", 86, ".NOINC">,
     UR<"URa", 24>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "CALL.ABS$noinc $np$Pp, $URa ;", [80]> {
  let Fixed = [34, 48, 0];
}
def CALL_abs_u_sm80 : SASSInst<"CALL", 0x1943,
    [Flag<"noinc", 86, ".NOINC">,
     UR<"URa", 24>,
     Imm<"target", [34, 48], "shex", 4>],
    "CALL.ABS$noinc $URa $target ;", [80]> {
  let Fixed = [87, 4, 7];
}
def CALL_abs_u_sm80_p : SASSInst<"CALL", 0x1943,
    [Flag<"noinc", 86, ".NOINC">,
     UR<"URa", 24>,
     Imm<"target", [34, 48], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "CALL.ABS$noinc $np$Pp, $URa $target ;", [80]>;
def CALL_rel_i_sm90 : SASSInst<"CALL", 0x944,
    [Flag<"noinc", 86, ".NOINC">,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>],
    "CALL.REL$noinc $target ;", [90]> {
  let Fixed = [87, 4, 7];
}
def CALL_rel_i_sm90_p : SASSInst<"CALL", 0x944,
    [Flag<"noinc", 86, ".NOINC">,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "CALL.REL$noinc $np$Pp, $target ;", [90]>;
def CALL_rel_r_sm90 : SASSInst<"CALL", 0x344,
    [Flag<"noinc", 86, ".NOINC">,
     R<"Ra", 24>,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>],
    "CALL.REL$noinc $Ra $target ;", [90]> {
  let Fixed = [87, 4, 7];
}
def CALL_rel_r_sm90_p : SASSInst<"CALL", 0x344,
    [Flag<"noinc", 86, ".NOINC">,
     R<"Ra", 24>,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "CALL.REL$noinc $np$Pp, $Ra $target ;", [90]>;
def CALL_abs_rz_sm90 : SASSInst<"CALL", 0x343,
    [Flag<"noinc", 86, ".NOINC">,
     R<"Ra", 24>],
    "CALL.ABS$noinc $Ra ;", [90]> {
  let Fixed = [16, 8, 0, 34, 48, 0, 87, 4, 7];
}
def CALL_abs_rz_sm90_p : SASSInst<"CALL", 0x343,
    [Flag<"noinc", 86, ".NOINC">,
     R<"Ra", 24>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "CALL.ABS$noinc $np$Pp, $Ra ;", [90]> {
  let Fixed = [16, 8, 0, 34, 48, 0];
}
def CALL_abs_r_sm90 : SASSInst<"CALL", 0x343,
    [Flag<"noinc", 86, ".NOINC">,
     R<"Ra", 24>,
     Imm<"target", [16, 8, 34, 48], "shex", 4>],
    "CALL.ABS$noinc $Ra $target ;", [90]> {
  let Fixed = [87, 4, 7];
}
def CALL_abs_r_sm90_p : SASSInst<"CALL", 0x343,
    [Flag<"noinc", 86, ".NOINC">,
     R<"Ra", 24>,
     Imm<"target", [16, 8, 34, 48], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "CALL.ABS$noinc $np$Pp, $Ra $target ;", [90]>;
def CALL_rel_u_sm90 : SASSInst<"CALL", 0x1944,
    [Flag<"noinc", 86, ".NOINC">,
     UR<"URa", 24>,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>],
    "CALL.REL$noinc $URa $target ;", [90]> {
  let Fixed = [87, 4, 7];
}
def CALL_rel_u_sm90_p : SASSInst<"CALL", 0x1944,
    [Flag<"noinc", 86, ".NOINC">,
     UR<"URa", 24>,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "CALL.REL$noinc $np$Pp, $URa $target ;", [90]>;
def CALL_abs_uz_sm90 : SASSInst<"CALL", 0x1943,
    [Flag<"noinc", 86, ".NOINC">,
     UR<"URa", 24>],
    "CALL.ABS$noinc $URa ;", [90]> {
  let Fixed = [16, 8, 0, 34, 48, 0, 87, 4, 7];
}
def CALL_abs_uz_sm90_p : SASSInst<"CALL", 0x1943,
    [Flag<"noinc", 86, ".NOINC">,
     UR<"URa", 24>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "CALL.ABS$noinc $np$Pp, $URa ;", [90]> {
  let Fixed = [16, 8, 0, 34, 48, 0];
}
def CALL_abs_u_sm90 : SASSInst<"CALL", 0x1943,
    [Flag<"noinc", 86, ".NOINC">,
     UR<"URa", 24>,
     Imm<"target", [16, 8, 34, 48], "shex", 4>],
    "CALL.ABS$noinc $URa $target ;", [90]> {
  let Fixed = [87, 4, 7];
}
def CALL_abs_u_sm90_p : SASSInst<"CALL", 0x1943,
    [Flag<"noinc", 86, ".NOINC">,
     UR<"URa", 24>,
     Imm<"target", [16, 8, 34, 48], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "CALL.ABS$noinc $np$Pp, $URa $target ;", [90]>;

// RET Ra, offset: bit 85 = .ABS (offset printed as is) else .REL (PC-relative);
// bit 86 = .NODEC.
def RET_rel_sm80 : SASSInst<"RET", 0x950,
    [Flag<"nodec", 86, ".NODEC">,
     R<"Ra", 24>,
     Imm<"target", [34, 48], "pcrel", 4>],
    "RET.REL$nodec $Ra $target ;", [80]> {
  let Fixed = [85, 1, 0, 87, 4, 7];
}
def RET_rel_sm80_p : SASSInst<"RET", 0x950,
    [Flag<"nodec", 86, ".NODEC">,
     R<"Ra", 24>,
     Imm<"target", [34, 48], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "RET.REL$nodec $np$Pp, $Ra $target ;", [80]> {
  let Fixed = [85, 1, 0];
}
def RET_abs_sm80 : SASSInst<"RET", 0x950,
    [Flag<"nodec", 86, ".NODEC">,
     R<"Ra", 24>,
     Imm<"target", [34, 48], "shex", 4>],
    "RET.ABS$nodec $Ra $target ;", [80]> {
  let Fixed = [85, 1, 1, 87, 4, 7];
}
def RET_abs_sm80_p : SASSInst<"RET", 0x950,
    [Flag<"nodec", 86, ".NODEC">,
     R<"Ra", 24>,
     Imm<"target", [34, 48], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "RET.ABS$nodec $np$Pp, $Ra $target ;", [80]> {
  let Fixed = [85, 1, 1];
}
def RET_rel_u_sm80 : SASSInst<"RET", 0x1950,
    [Flag<"nodec", 86, ".NODEC">,
     UR<"URa", 24>,
     Imm<"target", [34, 48], "pcrel", 4>],
    "RET.REL$nodec $URa $target ;", [80]> {
  let Fixed = [85, 1, 0, 87, 4, 7];
}
def RET_rel_u_sm80_p : SASSInst<"RET", 0x1950,
    [Flag<"nodec", 86, ".NODEC">,
     UR<"URa", 24>,
     Imm<"target", [34, 48], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "RET.REL$nodec $np$Pp, $URa $target ;", [80]> {
  let Fixed = [85, 1, 0];
}
def RET_abs_u_sm80 : SASSInst<"RET", 0x1950,
    [Flag<"nodec", 86, ".NODEC">,
     UR<"URa", 24>,
     Imm<"target", [34, 48], "shex", 4>],
    "RET.ABS$nodec $URa $target ;", [80]> {
  let Fixed = [85, 1, 1, 87, 4, 7];
}
def RET_abs_u_sm80_p : SASSInst<"RET", 0x1950,
    [Flag<"nodec", 86, ".NODEC">,
     UR<"URa", 24>,
     Imm<"target", [34, 48], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "RET.ABS$nodec $np$Pp, $URa $target ;", [80]> {
  let Fixed = [85, 1, 1];
}
def RET_rel_sm90 : SASSInst<"RET", 0x950,
    [Flag<"nodec", 86, ".NODEC">,
     R<"Ra", 24>,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>],
    "RET.REL$nodec $Ra $target ;", [90]> {
  let Fixed = [85, 1, 0, 87, 4, 7];
}
def RET_rel_sm90_p : SASSInst<"RET", 0x950,
    [Flag<"nodec", 86, ".NODEC">,
     R<"Ra", 24>,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "RET.REL$nodec $np$Pp, $Ra $target ;", [90]> {
  let Fixed = [85, 1, 0];
}
def RET_abs_sm90 : SASSInst<"RET", 0x950,
    [Flag<"nodec", 86, ".NODEC">,
     R<"Ra", 24>,
     Imm<"target", [16, 8, 34, 48], "shex", 4>],
    "RET.ABS$nodec $Ra $target ;", [90]> {
  let Fixed = [85, 1, 1, 87, 4, 7];
}
def RET_abs_sm90_p : SASSInst<"RET", 0x950,
    [Flag<"nodec", 86, ".NODEC">,
     R<"Ra", 24>,
     Imm<"target", [16, 8, 34, 48], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "RET.ABS$nodec $np$Pp, $Ra $target ;", [90]> {
  let Fixed = [85, 1, 1];
}
def RET_rel_u_sm90 : SASSInst<"RET", 0x1950,
    [Flag<"nodec", 86, ".NODEC">,
     UR<"URa", 24>,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>],
    "RET.REL$nodec $URa $target ;", [90]> {
  let Fixed = [85, 1, 0, 87, 4, 7];
}
def RET_rel_u_sm90_p : SASSInst<"RET", 0x1950,
    [Flag<"nodec", 86, ".NODEC">,
     UR<"URa", 24>,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "RET.REL$nodec $np$Pp, $URa $target ;", [90]> {
  let Fixed = [85, 1, 0];
}
def RET_abs_u_sm90 : SASSInst<"RET", 0x1950,
    [Flag<"nodec", 86, ".NODEC">,
     UR<"URa", 24>,
     Imm<"target", [16, 8, 34, 48], "shex", 4>],
    "RET.ABS$nodec $URa $target ;", [90]> {
  let Fixed = [85, 1, 1, 87, 4, 7];
}
def RET_abs_u_sm90_p : SASSInst<"RET", 0x1950,
    [Flag<"nodec", 86, ".NODEC">,
     UR<"URa", 24>,
     Imm<"target", [16, 8, 34, 48], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "RET.ABS$nodec $np$Pp, $URa $target ;", [90]> {
  let Fixed = [85, 1, 1];
}

// BSSY Bb, target: target bits 34-63 (30 bits signed, 4-byte units) on both SMs.
def BSSY : SASSInst<"BSSY", 0x945,
    [E<"Bb", [16, 4], ["B0", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15"]>,
     Imm<"target", [34, 30], "pcrel", 4>],
    "BSSY $Bb, $target ;"> {
  let Fixed = [87, 4, 7];
}
def BSSY_p : SASSInst<"BSSY", 0x945,
    [E<"Bb", [16, 4], ["B0", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15"]>,
     Imm<"target", [34, 30], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BSSY $np$Pp, $Bb, $target ;">;
def BSYNC : SASSInst<"BSYNC", 0x941,
    [E<"Bb", [16, 4], ["B0", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15"]>],
    "BSYNC $Bb ;"> {
  let Fixed = [87, 4, 7];
}
def BSYNC_p : SASSInst<"BSYNC", 0x941,
    [E<"Bb", [16, 4], ["B0", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15"]>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BSYNC $np$Pp, $Bb ;">;
def BREAK : SASSInst<"BREAK", 0x942,
    [E<"Bb", [16, 4], ["B0", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15"]>],
    "BREAK $Bb ;"> {
  let Fixed = [87, 4, 7];
}
def BREAK_p : SASSInst<"BREAK", 0x942,
    [E<"Bb", [16, 4], ["B0", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15"]>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BREAK $np$Pp, $Bb ;">;

// BMOV.32: barrier/state register index 24-29 (names from nvdisasm; 32+ print
// as ???N: NoVal).  0x355 Rd <- B (bit 84 .CLEAR), 0x356 B <- Rb, 0x956
// B <- imm32 (bit 84 .PQUAD).  0x357 BMOV.64 ATEXIT_PC <- Rb.
def BMOV_rb_sm80 : SASSInst<"BMOV", 0x355,
    [Flag<"clear", 84, ".CLEAR">,
     R<"Rd", 16>,
     E<"breg", [24, 6], ["B0", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15", "THREAD_STATE_ENUM.0", "THREAD_STATE_ENUM.1", "THREAD_STATE_ENUM.2", "THREAD_STATE_ENUM.3", "THREAD_STATE_ENUM.4", "TRAP_RETURN_PC.LO", "TRAP_RETURN_PC.HI", "TRAP_RETURN_MASK", "MEXITED", "MKILL", "MACTIVE", "MATEXIT", "OPT_STACK", "API_CALL_DEPTH", "ATEXIT_PC.LO", "ATEXIT_PC.HI", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?"]>],
    "BMOV.32$clear $Rd, $breg ;", [80]>;
def BMOV_br_sm80 : SASSInst<"BMOV", 0x356,
    [Flag<"pquad", 84, ".PQUAD">,
     E<"breg", [24, 6], ["B0", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15", "THREAD_STATE_ENUM.0", "THREAD_STATE_ENUM.1", "THREAD_STATE_ENUM.2", "THREAD_STATE_ENUM.3", "THREAD_STATE_ENUM.4", "TRAP_RETURN_PC.LO", "TRAP_RETURN_PC.HI", "TRAP_RETURN_MASK", "MEXITED", "MKILL", "MACTIVE", "MATEXIT", "OPT_STACK", "API_CALL_DEPTH", "ATEXIT_PC.LO", "ATEXIT_PC.HI", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?"]>,
     R<"Rb", 32>],
    "BMOV.32$pquad $breg, $Rb ;", [80]>;
def BMOV_bi_sm80 : SASSInst<"BMOV", 0x956,
    [Flag<"pquad", 84, ".PQUAD">,
     E<"breg", [24, 6], ["B0", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15", "THREAD_STATE_ENUM.0", "THREAD_STATE_ENUM.1", "THREAD_STATE_ENUM.2", "THREAD_STATE_ENUM.3", "THREAD_STATE_ENUM.4", "TRAP_RETURN_PC.LO", "TRAP_RETURN_PC.HI", "TRAP_RETURN_MASK", "MEXITED", "MKILL", "MACTIVE", "MATEXIT", "OPT_STACK", "API_CALL_DEPTH", "ATEXIT_PC.LO", "ATEXIT_PC.HI", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?"]>,
     Imm<"imm", [32, 32], "hex">],
    "BMOV.32$pquad $breg, $imm ;", [80]>;
def BMOV_rb_sm90 : SASSInst<"BMOV", 0x355,
    [Flag<"clear", 84, ".CLEAR">,
     R<"Rd", 16>,
     E<"breg", [24, 6], ["B0", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15", "THREAD_STATE_ENUM.0", "THREAD_STATE_ENUM.1", "THREAD_STATE_ENUM.2", "THREAD_STATE_ENUM.3", "THREAD_STATE_ENUM.4", "TRAP_RETURN_PC.LO", "TRAP_RETURN_PC.HI", "TRAP_RETURN_MASK", "MEXITED", "MKILL", "MACTIVE", "MATEXIT", "OPT_STACK", "API_CALL_DEPTH", "ATEXIT_PC.LO", "ATEXIT_PC.HI", "MCOLLECTIVE", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?"]>],
    "BMOV.32$clear $Rd, $breg ;", [90]>;
def BMOV_br_sm90 : SASSInst<"BMOV", 0x356,
    [Flag<"pquad", 84, ".PQUAD">,
     E<"breg", [24, 6], ["B0", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15", "THREAD_STATE_ENUM.0", "THREAD_STATE_ENUM.1", "THREAD_STATE_ENUM.2", "THREAD_STATE_ENUM.3", "THREAD_STATE_ENUM.4", "TRAP_RETURN_PC.LO", "TRAP_RETURN_PC.HI", "TRAP_RETURN_MASK", "MEXITED", "MKILL", "MACTIVE", "MATEXIT", "OPT_STACK", "API_CALL_DEPTH", "ATEXIT_PC.LO", "ATEXIT_PC.HI", "MCOLLECTIVE", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?"]>,
     R<"Rb", 32>],
    "BMOV.32$pquad $breg, $Rb ;", [90]>;
def BMOV_bi_sm90 : SASSInst<"BMOV", 0x956,
    [Flag<"pquad", 84, ".PQUAD">,
     E<"breg", [24, 6], ["B0", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15", "THREAD_STATE_ENUM.0", "THREAD_STATE_ENUM.1", "THREAD_STATE_ENUM.2", "THREAD_STATE_ENUM.3", "THREAD_STATE_ENUM.4", "TRAP_RETURN_PC.LO", "TRAP_RETURN_PC.HI", "TRAP_RETURN_MASK", "MEXITED", "MKILL", "MACTIVE", "MATEXIT", "OPT_STACK", "API_CALL_DEPTH", "ATEXIT_PC.LO", "ATEXIT_PC.HI", "MCOLLECTIVE", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?"]>,
     Imm<"imm", [32, 32], "hex">],
    "BMOV.32$pquad $breg, $imm ;", [90]>;
def BMOV_64_r : SASSInst<"BMOV", 0x357,
    [R<"Rb", 32>],
    "BMOV.64 ATEXIT_PC, $Rb ;">;

// WARPSYNC sm_80: mask in Rb (bit 86 = .EXCLUSIVE), imm32 or c[][].
def WARPSYNC_r_sm80 : SASSInst<"WARPSYNC", 0x348,
    [Flag<"excl", 86, ".EXCLUSIVE">,
     R<"Rb", 32>],
    "WARPSYNC$excl $Rb ;", [80]> {
  let Fixed = [87, 4, 7];
}
def WARPSYNC_r_sm80_p : SASSInst<"WARPSYNC", 0x348,
    [Flag<"excl", 86, ".EXCLUSIVE">,
     R<"Rb", 32>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "WARPSYNC$excl $np$Pp, $Rb ;", [80]>;
def WARPSYNC_i_sm80 : SASSInst<"WARPSYNC", 0x948,
    [Imm<"imm", [32, 32], "hex">],
    "WARPSYNC $imm ;", [80]> {
  let Fixed = [87, 4, 7];
}
def WARPSYNC_i_sm80_p : SASSInst<"WARPSYNC", 0x948,
    [Imm<"imm", [32, 32], "hex">,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "WARPSYNC $np$Pp, $imm ;", [80]>;
def WARPSYNC_c_sm80 : SASSInst<"WARPSYNC", 0xb48,
    [Imm<"cbank", [54, 5], "hex">,
     Imm<"coff", [40, 14], "shex", 4>],
    "WARPSYNC c[$cbank][$coff] ;", [80]> {
  let Fixed = [87, 4, 7];
}
def WARPSYNC_c_sm80_p : SASSInst<"WARPSYNC", 0xb48,
    [Imm<"cbank", [54, 5], "hex">,
     Imm<"coff", [40, 14], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "WARPSYNC $np$Pp, c[$cbank][$coff] ;", [80]>;
def WARPSYNC_u_sm80 : SASSInst<"WARPSYNC", 0x1d48,
    [UR<"URb", 32>],
    "WARPSYNC $URb ;", [80]> {
  let Fixed = [87, 4, 7];
}
def WARPSYNC_u_sm80_p : SASSInst<"WARPSYNC", 0x1d48,
    [UR<"URb", 32>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "WARPSYNC $np$Pp, $URb ;", [80]>;
def WARPSYNC_cx_sm80 : SASSInst<"WARPSYNC", 0x1b48,
    [UR<"URb", 32>,
     Imm<"cxoff", [40, 14], "hex", 4>],
    "WARPSYNC cx[$URb][$cxoff] ;", [80]> {
  let Fixed = [87, 4, 7];
}
def WARPSYNC_cx_sm80_p : SASSInst<"WARPSYNC", 0x1b48,
    [UR<"URb", 32>,
     Imm<"cxoff", [40, 14], "hex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "WARPSYNC $np$Pp, cx[$URb][$cxoff] ;", [80]>;
// WARPSYNC sm_90: mask in Ra (0x348) or .ALL (0x948); bit 86 = .COLLECTIVE,
// which adds a pc-relative target in the branch-offset bits.
def WARPSYNC_r_sm90 : SASSInst<"WARPSYNC", 0x348,
    [Flag<"excl", 85, ".EXCLUSIVE">,
     R<"Ra", 24>],
    "WARPSYNC$excl $Ra ;", [90]> {
  let Fixed = [86, 1, 0, 87, 4, 7];
}
def WARPSYNC_r_sm90_p : SASSInst<"WARPSYNC", 0x348,
    [Flag<"excl", 85, ".EXCLUSIVE">,
     R<"Ra", 24>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "WARPSYNC$excl $np$Pp, $Ra ;", [90]> {
  let Fixed = [86, 1, 0];
}
def WARPSYNC_rt_sm90 : SASSInst<"WARPSYNC", 0x348,
    [R<"Ra", 24>,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>],
    "WARPSYNC.COLLECTIVE $Ra, $target ;", [90]> {
  let Fixed = [85, 2, 2, 87, 4, 7];
}
def WARPSYNC_rt_sm90_p : SASSInst<"WARPSYNC", 0x348,
    [R<"Ra", 24>,
     Imm<"target", [16, 8, 34, 48], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "WARPSYNC.COLLECTIVE $np$Pp, $Ra, $target ;", [90]> {
  let Fixed = [85, 2, 2];
}
def WARPSYNC_all_sm90 : SASSInst<"WARPSYNC", 0x948,
    [],
    "WARPSYNC.ALL ;", [90]> {
  let Fixed = [85, 2, 0, 87, 4, 7];
}
def WARPSYNC_all_sm90_p : SASSInst<"WARPSYNC", 0x948,
    [Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "WARPSYNC.ALL $np$Pp ;", [90]> {
  let Fixed = [85, 2, 0];
}
def WARPSYNC_allt_sm90 : SASSInst<"WARPSYNC", 0x948,
    [Imm<"target", [16, 8, 34, 48], "pcrel", 4>],
    "WARPSYNC.COLLECTIVE.ALL $target ;", [90]> {
  let Fixed = [85, 2, 2, 87, 4, 7];
}
def WARPSYNC_allt_sm90_p : SASSInst<"WARPSYNC", 0x948,
    [Imm<"target", [16, 8, 34, 48], "pcrel", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "WARPSYNC.COLLECTIVE.ALL $np$Pp, $target ;", [90]> {
  let Fixed = [85, 2, 2];
}
// ENDCOLLECTIVE (sm_90 only): closes a WARPSYNC.COLLECTIVE region.
def ENDCOLLECTIVE : SASSInst<"ENDCOLLECTIVE", 0x91b,
    [],
    "ENDCOLLECTIVE ;", [90]> {
  let Fixed = [87, 4, 7];
}
def ENDCOLLECTIVE_p : SASSInst<"ENDCOLLECTIVE", 0x91b,
    [Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "ENDCOLLECTIVE $np$Pp ;", [90]>;

// NANOSLEEP: .WARP 85, .RAND 86 (printed .RAND.WARP), .CLEAR 83 (no operand).
def NANOSLEEP_i_sm80 : SASSInst<"NANOSLEEP", 0x95d,
    [E<"nsm", [85, 2], ["", ".WARP", ".RAND", ".RAND.WARP"]>,
     Imm<"imm", [32, 32], "hex">],
    "NANOSLEEP$nsm $imm ;", [80]> {
  let Fixed = [87, 4, 7];
}
def NANOSLEEP_i_sm80_p : SASSInst<"NANOSLEEP", 0x95d,
    [E<"nsm", [85, 2], ["", ".WARP", ".RAND", ".RAND.WARP"]>,
     Imm<"imm", [32, 32], "hex">,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "NANOSLEEP$nsm $np$Pp, $imm ;", [80]>;
def NANOSLEEP_r_sm80 : SASSInst<"NANOSLEEP", 0x35d,
    [E<"nsm", [85, 2], ["", ".WARP", ".RAND", ".RAND.WARP"]>,
     R<"Rb", 32>],
    "NANOSLEEP$nsm $Rb ;", [80]> {
  let Fixed = [87, 4, 7];
}
def NANOSLEEP_r_sm80_p : SASSInst<"NANOSLEEP", 0x35d,
    [E<"nsm", [85, 2], ["", ".WARP", ".RAND", ".RAND.WARP"]>,
     R<"Rb", 32>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "NANOSLEEP$nsm $np$Pp, $Rb ;", [80]>;
def NANOSLEEP_c_sm80 : SASSInst<"NANOSLEEP", 0xb5d,
    [E<"nsm", [85, 2], ["", ".WARP", ".RAND", ".RAND.WARP"]>,
     Imm<"cbank", [54, 5], "hex">,
     Imm<"coff", [40, 14], "shex", 4>],
    "NANOSLEEP$nsm c[$cbank][$coff] ;", [80]> {
  let Fixed = [87, 4, 7];
}
def NANOSLEEP_c_sm80_p : SASSInst<"NANOSLEEP", 0xb5d,
    [E<"nsm", [85, 2], ["", ".WARP", ".RAND", ".RAND.WARP"]>,
     Imm<"cbank", [54, 5], "hex">,
     Imm<"coff", [40, 14], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "NANOSLEEP$nsm $np$Pp, c[$cbank][$coff] ;", [80]>;
def NANOSLEEP_u_sm80 : SASSInst<"NANOSLEEP", 0x1d5d,
    [E<"nsm", [85, 2], ["", ".WARP", ".RAND", ".RAND.WARP"]>,
     UR<"URb", 32>],
    "NANOSLEEP$nsm $URb ;", [80]> {
  let Fixed = [87, 4, 7];
}
def NANOSLEEP_u_sm80_p : SASSInst<"NANOSLEEP", 0x1d5d,
    [E<"nsm", [85, 2], ["", ".WARP", ".RAND", ".RAND.WARP"]>,
     UR<"URb", 32>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "NANOSLEEP$nsm $np$Pp, $URb ;", [80]>;
def NANOSLEEP_cx_sm80 : SASSInst<"NANOSLEEP", 0x1b5d,
    [E<"nsm", [85, 2], ["", ".WARP", ".RAND", ".RAND.WARP"]>,
     UR<"URb", 32>,
     Imm<"cxoff", [40, 14], "hex", 4>],
    "NANOSLEEP$nsm cx[$URb][$cxoff] ;", [80]> {
  let Fixed = [87, 4, 7];
}
def NANOSLEEP_cx_sm80_p : SASSInst<"NANOSLEEP", 0x1b5d,
    [E<"nsm", [85, 2], ["", ".WARP", ".RAND", ".RAND.WARP"]>,
     UR<"URb", 32>,
     Imm<"cxoff", [40, 14], "hex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "NANOSLEEP$nsm $np$Pp, cx[$URb][$cxoff] ;", [80]>;
def NANOSLEEP_i_sm90 : SASSInst<"NANOSLEEP", 0x95d,
    [E<"nsm", [84, 3], ["", ".SYNCS", ".WARP", ".WARP.SYNCS", ".RAND", ".RAND.SYNCS", ".RAND.WARP", ".RAND.WARP.SYNCS"]>,
     Imm<"imm", [32, 32], "hex">],
    "NANOSLEEP$nsm $imm ;", [90]> {
  let Fixed = [87, 4, 7];
}
def NANOSLEEP_i_sm90_p : SASSInst<"NANOSLEEP", 0x95d,
    [E<"nsm", [84, 3], ["", ".SYNCS", ".WARP", ".WARP.SYNCS", ".RAND", ".RAND.SYNCS", ".RAND.WARP", ".RAND.WARP.SYNCS"]>,
     Imm<"imm", [32, 32], "hex">,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "NANOSLEEP$nsm $np$Pp, $imm ;", [90]>;
def NANOSLEEP_r_sm90 : SASSInst<"NANOSLEEP", 0x35d,
    [E<"nsm", [84, 3], ["", ".SYNCS", ".WARP", ".WARP.SYNCS", ".RAND", ".RAND.SYNCS", ".RAND.WARP", ".RAND.WARP.SYNCS"]>,
     R<"Rb", 32>],
    "NANOSLEEP$nsm $Rb ;", [90]> {
  let Fixed = [87, 4, 7];
}
def NANOSLEEP_r_sm90_p : SASSInst<"NANOSLEEP", 0x35d,
    [E<"nsm", [84, 3], ["", ".SYNCS", ".WARP", ".WARP.SYNCS", ".RAND", ".RAND.SYNCS", ".RAND.WARP", ".RAND.WARP.SYNCS"]>,
     R<"Rb", 32>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "NANOSLEEP$nsm $np$Pp, $Rb ;", [90]>;
def NANOSLEEP_c_sm90 : SASSInst<"NANOSLEEP", 0xb5d,
    [E<"nsm", [84, 3], ["", ".SYNCS", ".WARP", ".WARP.SYNCS", ".RAND", ".RAND.SYNCS", ".RAND.WARP", ".RAND.WARP.SYNCS"]>,
     Imm<"cbank", [54, 5], "hex">,
     Imm<"coff", [40, 14], "shex", 4>],
    "NANOSLEEP$nsm c[$cbank][$coff] ;", [90]> {
  let Fixed = [87, 4, 7];
}
def NANOSLEEP_c_sm90_p : SASSInst<"NANOSLEEP", 0xb5d,
    [E<"nsm", [84, 3], ["", ".SYNCS", ".WARP", ".WARP.SYNCS", ".RAND", ".RAND.SYNCS", ".RAND.WARP", ".RAND.WARP.SYNCS"]>,
     Imm<"cbank", [54, 5], "hex">,
     Imm<"coff", [40, 14], "shex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "NANOSLEEP$nsm $np$Pp, c[$cbank][$coff] ;", [90]>;
def NANOSLEEP_u_sm90 : SASSInst<"NANOSLEEP", 0x1d5d,
    [E<"nsm", [84, 3], ["", ".SYNCS", ".WARP", ".WARP.SYNCS", ".RAND", ".RAND.SYNCS", ".RAND.WARP", ".RAND.WARP.SYNCS"]>,
     UR<"URb", 32>],
    "NANOSLEEP$nsm $URb ;", [90]> {
  let Fixed = [87, 4, 7];
}
def NANOSLEEP_u_sm90_p : SASSInst<"NANOSLEEP", 0x1d5d,
    [E<"nsm", [84, 3], ["", ".SYNCS", ".WARP", ".WARP.SYNCS", ".RAND", ".RAND.SYNCS", ".RAND.WARP", ".RAND.WARP.SYNCS"]>,
     UR<"URb", 32>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "NANOSLEEP$nsm $np$Pp, $URb ;", [90]>;
def NANOSLEEP_cx_sm90 : SASSInst<"NANOSLEEP", 0x1b5d,
    [E<"nsm", [84, 3], ["", ".SYNCS", ".WARP", ".WARP.SYNCS", ".RAND", ".RAND.SYNCS", ".RAND.WARP", ".RAND.WARP.SYNCS"]>,
     UR<"URb", 32>,
     Imm<"cxoff", [40, 14], "hex", 4>],
    "NANOSLEEP$nsm cx[$URb][$cxoff] ;", [90]> {
  let Fixed = [87, 4, 7];
}
def NANOSLEEP_cx_sm90_p : SASSInst<"NANOSLEEP", 0x1b5d,
    [E<"nsm", [84, 3], ["", ".SYNCS", ".WARP", ".WARP.SYNCS", ".RAND", ".RAND.SYNCS", ".RAND.WARP", ".RAND.WARP.SYNCS"]>,
     UR<"URb", 32>,
     Imm<"cxoff", [40, 14], "hex", 4>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "NANOSLEEP$nsm $np$Pp, cx[$URb][$cxoff] ;", [90]>;
def NANOSLEEP_clear_i : SASSInst<"NANOSLEEP", 0x95d,
    [],
    "NANOSLEEP.CLEAR ;"> {
  let Fixed = [83, 1, 1, 87, 4, 7];
}
def NANOSLEEP_clear_i_p : SASSInst<"NANOSLEEP", 0x95d,
    [Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "NANOSLEEP.CLEAR $np$Pp ;"> {
  let Fixed = [83, 1, 1];
}

// BAR: mode 77-79 (0 SYNC, 1 ARV, 2 RED, 3 SCAN, 4 SYNCALL sm_80 only), .DEFER_BLOCKING 80 (not
// with ARV), reduction 74-75 (POPC, AND, OR), RED predicate 87-90 (always
// printed).  Operands: 0xb1d id imm (54-57) + count imm (42-53, omitted when
// 0); 0x91d id imm + count Rb; 0x51d id Rb + count imm; 0x31d one register Rb
// holding both (printed twice).
def BAR_SYNC_ii : SASSInst<"BAR", 0xb1d,
    [Flag<"defer", 80, ".DEFER_BLOCKING">,
     Imm<"id", [54, 4], "hex">,
     Imm<"cnt", [42, 12], "hex">],
    "BAR.SYNC$defer $id, $cnt ;"> {
  let Fixed = [77, 3, 0];
}
def BAR_ARV_ii : SASSInst<"BAR", 0xb1d,
    [Imm<"id", [54, 4], "hex">,
     Imm<"cnt", [42, 12], "hex">],
    "BAR.ARV $id, $cnt ;"> {
  let Fixed = [77, 3, 1, 80, 1, 0];
}
def BAR_RED_ii : SASSInst<"BAR", 0xb1d,
    [E<"redop", [74, 2], [".POPC", ".AND", ".OR", ".INVALID3"]>,
     Flag<"defer", 80, ".DEFER_BLOCKING">,
     Imm<"id", [54, 4], "hex">,
     Imm<"cnt", [42, 12], "hex">,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BAR.RED$redop$defer $id, $cnt, $np$Pp ;"> {
  let Fixed = [77, 3, 2];
}
def BAR_SCAN_ii : SASSInst<"BAR", 0xb1d,
    [Imm<"id", [54, 4], "hex">,
     Imm<"cnt", [42, 12], "hex">,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BAR.SCAN $id, $cnt, $np$Pp ;"> {
  let Fixed = [77, 3, 3, 80, 1, 0];
}
def BAR_SYNC_i : SASSInst<"BAR", 0xb1d,
    [Flag<"defer", 80, ".DEFER_BLOCKING">,
     Imm<"id", [54, 4], "hex">],
    "BAR.SYNC$defer $id ;"> {
  let Fixed = [77, 3, 0, 42, 12, 0];
}
def BAR_RED_i : SASSInst<"BAR", 0xb1d,
    [E<"redop", [74, 2], [".POPC", ".AND", ".OR", ".INVALID3"]>,
     Flag<"defer", 80, ".DEFER_BLOCKING">,
     Imm<"id", [54, 4], "hex">,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BAR.RED$redop$defer $id, $np$Pp ;"> {
  let Fixed = [77, 3, 2, 42, 12, 0];
}
def BAR_SYNC_ir : SASSInst<"BAR", 0x91d,
    [Flag<"defer", 80, ".DEFER_BLOCKING">,
     Imm<"id", [54, 4], "hex">,
     R<"Rb", 32>],
    "BAR.SYNC$defer $id, $Rb ;"> {
  let Fixed = [77, 3, 0];
}
def BAR_ARV_ir : SASSInst<"BAR", 0x91d,
    [Imm<"id", [54, 4], "hex">,
     R<"Rb", 32>],
    "BAR.ARV $id, $Rb ;"> {
  let Fixed = [77, 3, 1, 80, 1, 0];
}
def BAR_RED_ir : SASSInst<"BAR", 0x91d,
    [E<"redop", [74, 2], [".POPC", ".AND", ".OR", ".INVALID3"]>,
     Flag<"defer", 80, ".DEFER_BLOCKING">,
     Imm<"id", [54, 4], "hex">,
     R<"Rb", 32>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BAR.RED$redop$defer $id, $Rb, $np$Pp ;"> {
  let Fixed = [77, 3, 2];
}
def BAR_SCAN_ir : SASSInst<"BAR", 0x91d,
    [Imm<"id", [54, 4], "hex">,
     R<"Rb", 32>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BAR.SCAN $id, $Rb, $np$Pp ;"> {
  let Fixed = [77, 3, 3, 80, 1, 0];
}
def BAR_SYNC_ri : SASSInst<"BAR", 0x51d,
    [Flag<"defer", 80, ".DEFER_BLOCKING">,
     R<"Rb", 32>,
     Imm<"cnt", [42, 12], "hex">],
    "BAR.SYNC$defer $Rb, $cnt ;"> {
  let Fixed = [77, 3, 0];
}
def BAR_ARV_ri : SASSInst<"BAR", 0x51d,
    [R<"Rb", 32>,
     Imm<"cnt", [42, 12], "hex">],
    "BAR.ARV $Rb, $cnt ;"> {
  let Fixed = [77, 3, 1, 80, 1, 0];
}
def BAR_RED_ri : SASSInst<"BAR", 0x51d,
    [E<"redop", [74, 2], [".POPC", ".AND", ".OR", ".INVALID3"]>,
     Flag<"defer", 80, ".DEFER_BLOCKING">,
     R<"Rb", 32>,
     Imm<"cnt", [42, 12], "hex">,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BAR.RED$redop$defer $Rb, $cnt, $np$Pp ;"> {
  let Fixed = [77, 3, 2];
}
def BAR_SCAN_ri : SASSInst<"BAR", 0x51d,
    [R<"Rb", 32>,
     Imm<"cnt", [42, 12], "hex">,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BAR.SCAN $Rb, $cnt, $np$Pp ;"> {
  let Fixed = [77, 3, 3, 80, 1, 0];
}
def BAR_SYNC_r : SASSInst<"BAR", 0x51d,
    [Flag<"defer", 80, ".DEFER_BLOCKING">,
     R<"Rb", 32>],
    "BAR.SYNC$defer $Rb ;"> {
  let Fixed = [77, 3, 0, 42, 12, 0];
}
def BAR_RED_r : SASSInst<"BAR", 0x51d,
    [E<"redop", [74, 2], [".POPC", ".AND", ".OR", ".INVALID3"]>,
     Flag<"defer", 80, ".DEFER_BLOCKING">,
     R<"Rb", 32>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BAR.RED$redop$defer $Rb, $np$Pp ;"> {
  let Fixed = [77, 3, 2, 42, 12, 0];
}
def BAR_SYNC_rr : SASSInst<"BAR", 0x31d,
    [Flag<"defer", 80, ".DEFER_BLOCKING">,
     R<"Rb", 32>],
    "BAR.SYNC$defer $Rb, $Rb ;"> {
  let Fixed = [77, 3, 0];
}
def BAR_ARV_rr : SASSInst<"BAR", 0x31d,
    [R<"Rb", 32>],
    "BAR.ARV $Rb, $Rb ;"> {
  let Fixed = [77, 3, 1, 80, 1, 0];
}
def BAR_RED_rr : SASSInst<"BAR", 0x31d,
    [E<"redop", [74, 2], [".POPC", ".AND", ".OR", ".INVALID3"]>,
     Flag<"defer", 80, ".DEFER_BLOCKING">,
     R<"Rb", 32>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BAR.RED$redop$defer $Rb, $Rb, $np$Pp ;"> {
  let Fixed = [77, 3, 2];
}
def BAR_SCAN_rr : SASSInst<"BAR", 0x31d,
    [R<"Rb", 32>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BAR.SCAN $Rb, $Rb, $np$Pp ;"> {
  let Fixed = [77, 3, 3, 80, 1, 0];
}
def BAR_SYNCALL : SASSInst<"BAR", 0xb1d,
    [Flag<"defer", 80, ".DEFER_BLOCKING">],
    "BAR.SYNCALL$defer ;", [80]> {
  let Fixed = [77, 3, 4];
}
// sm_90 prints a SYNC/RED count register RZ (0x91d) as no count at all.
def BAR_SYNC_iz_sm90 : SASSInst<"BAR", 0x91d,
    [Flag<"defer", 80, ".DEFER_BLOCKING">,
     Imm<"id", [54, 4], "hex">],
    "BAR.SYNC$defer $id ;", [90]> {
  let Fixed = [77, 3, 0, 32, 8, 255];
}
def BAR_RED_iz_sm90 : SASSInst<"BAR", 0x91d,
    [E<"redop", [74, 2], [".POPC", ".AND", ".OR", ".INVALID3"]>,
     Flag<"defer", 80, ".DEFER_BLOCKING">,
     Imm<"id", [54, 4], "hex">,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "BAR.RED$redop$defer $id, $np$Pp ;", [90]> {
  let Fixed = [77, 3, 2, 32, 8, 255];
}

// B2R: mode 78-79 (1 .RESULT); Pu 81-83 printed unless PT.
def B2R_RESULT : SASSInst<"B2R", 0x31c,
    [R<"Rd", 16>],
    "B2R.RESULT $Rd ;"> {
  let Fixed = [78, 2, 1, 81, 3, 7];
}
def B2R_bar : SASSInst<"B2R", 0x31c,
    [R<"Rd", 16>,
     Imm<"id", [54, 4], "hex">],
    "B2R $Rd, $id ;"> {
  let Fixed = [78, 2, 0, 81, 3, 7];
}
def B2R_bar_p0 : SASSInst<"B2R", 0x31c,
    [R<"Rd", 16>,
     Imm<"id", [54, 4], "hex">],
    "B2R $Rd, $id ;"> {
  let Fixed = [78, 2, 0];
}
def B2R_WARP : SASSInst<"B2R", 0x31c,
    [R<"Rd", 16>],
    "B2R.WARP $Rd ;"> {
  let Fixed = [78, 2, 2, 81, 3, 7];
}
def B2R_WARP_p0 : SASSInst<"B2R", 0x31c,
    [R<"Rd", 16>],
    "B2R.WARP $Rd ;"> {
  let Fixed = [78, 2, 2];
}
def B2R_RESULT_p : SASSInst<"B2R", 0x31c,
    [R<"Rd", 16>,
     P<"Pu", 81>],
    "B2R.RESULT $Rd, $Pu ;"> {
  let Fixed = [78, 2, 1];
}

// Special registers: bits 72-79; the names differ between sm_80 and sm_90
// (65, 134-137, 139).  Enumerated from nvdisasm.
defvar SR_Names_sm80 = [
  "SR_LANEID", "SR_CLOCK", "SR_VIRTCFG", "SR_VIRTID", "SR4", "SR5", "SR6", "SR7",
  "SR8", "SR9", "SR10", "SR11", "SR12", "SR13", "SR14", "SR_ORDERING_TICKET",
  "SR_PRIM_TYPE", "SR_INVOCATION_ID", "SR_Y_DIRECTION", "SR_THREAD_KILL", "SM_SHADER_TYPE", "SR_DIRECTCBEWRITEADDRESSLOW", "SR_DIRECTCBEWRITEADDRESSHIGH", "SR_DIRECTCBEWRITEENABLED",
  "SR_SW_SCRATCH", "SR_MACHINE_ID_1", "SR_MACHINE_ID_2", "SR_MACHINE_ID_3", "SR_AFFINITY", "SR_INVOCATION_INFO", "SR_WSCALEFACTOR_XY", "SR_WSCALEFACTOR_Z",
  "SR_TID", "SR_TID.X", "SR_TID.Y", "SR_TID.Z", "SR36", "SR_CTAID.X", "SR_CTAID.Y", "SR_CTAID.Z",
  "SR_NTID", "SR_CirQueueIncrMinusOne", "SR_NLATC", "SR43", "SR_SM_SPA_VERSION", "SR_MULTIPASSSHADERINFO", "SR_LWINHI", "SR_SWINHI",
  "SR_SWINLO", "SR_SWINSZ", "SR_SMEMSZ", "SR_SMEMBANKS", "SR_LWINLO", "SR_LWINSZ", "SR_LMEMLOSZ", "SR_LMEMHIOFF",
  "SR_EQMASK", "SR_LTMASK", "SR_LEMASK", "SR_GTMASK", "SR_GEMASK", "SR_REGALLOC", "SR_BARRIERALLOC", "SR63",
  "SR_GLOBALERRORSTATUS", "SR65", "SR_WARPERRORSTATUS", "SR_VIRTUALSMID", "SR_VIRTUALENGINEID", "SR69", "SR70", "SR71",
  "SR72", "SR73", "SR74", "SR75", "SR76", "SR77", "SR78", "SR79",
  "SR_CLOCKLO", "SR_CLOCKHI", "SR_GLOBALTIMERLO", "SR_GLOBALTIMERHI", "SR_ESR_PC", "SR_ESR_PC_HI", "SR86", "SR87",
  "SR88", "SR89", "SR90", "SR91", "SR92", "SR93", "SR94", "SR95",
  "SR_HWTASKID", "SR_CIRCULARQUEUEENTRYINDEX", "SR_CIRCULARQUEUEENTRYADDRESSLOW", "SR_CIRCULARQUEUEENTRYADDRESSHIGH", "SR_PM0", "SR_PM_HI0", "SR_PM1", "SR_PM_HI1",
  "SR_PM2", "SR_PM_HI2", "SR_PM3", "SR_PM_HI3", "SR_PM4", "SR_PM_HI4", "SR_PM5", "SR_PM_HI5",
  "SR_PM6", "SR_PM_HI6", "SR_PM7", "SR_PM_HI7", "SR_SNAP_PM0", "SR_SNAP_PM_HI0", "SR_SNAP_PM1", "SR_SNAP_PM_HI1",
  "SR_SNAP_PM2", "SR_SNAP_PM_HI2", "SR_SNAP_PM3", "SR_SNAP_PM_HI3", "SR_SNAP_PM4", "SR_SNAP_PM_HI4", "SR_SNAP_PM5", "SR_SNAP_PM_HI5",
  "SR_SNAP_PM6", "SR_SNAP_PM_HI6", "SR_SNAP_PM7", "SR_SNAP_PM_HI7", "SR_VARIABLE_RATE", "__HIR0X000", "SR134", "SR135",
  "SR136", "SR137", "SR138", "SR139", "SR140", "SR141", "SR142", "SR143",
  "SR144", "SR145", "SR146", "SR147", "SR148", "SR149", "SR150", "SR151",
  "SR152", "SR153", "SR154", "SR155", "SR156", "SR157", "SR158", "SR159",
  "SR160", "SR161", "SR162", "SR163", "SR164", "SR165", "SR166", "SR167",
  "SR168", "SR169", "SR170", "SR171", "SR172", "SR173", "SR174", "SR175",
  "SR176", "SR177", "SR178", "SR179", "SR180", "SR181", "SR182", "SR183",
  "SR184", "SR185", "SR186", "SR187", "SR188", "SR189", "SR190", "SR191",
  "SR192", "SR193", "SR194", "SR195", "SR196", "SR197", "SR198", "SR199",
  "SR200", "SR201", "SR202", "SR203", "SR204", "SR205", "SR206", "SR207",
  "SR208", "SR209", "SR210", "SR211", "SR212", "SR213", "SR214", "SR215",
  "SR216", "SR217", "SR218", "SR219", "SR220", "SR221", "SR222", "SR223",
  "SR224", "SR225", "SR226", "SR227", "SR228", "SR229", "SR230", "SR231",
  "SR232", "SR233", "SR234", "SR235", "SR236", "SR237", "SR238", "SR239",
  "SR240", "SR241", "SR242", "SR243", "SR244", "SR245", "SR246", "SR247",
  "SR248", "SR249", "SR250", "SR251", "SR252", "SR253", "SR254", "SRZ"];
defvar SR_Names_sm90 = [
  "SR_LANEID", "SR_CLOCK", "SR_VIRTCFG", "SR_VIRTID", "SR4", "SR5", "SR6", "SR7",
  "SR8", "SR9", "SR10", "SR11", "SR12", "SR13", "SR14", "SR_ORDERING_TICKET",
  "SR_PRIM_TYPE", "SR_INVOCATION_ID", "SR_Y_DIRECTION", "SR_THREAD_KILL", "SM_SHADER_TYPE", "SR_DIRECTCBEWRITEADDRESSLOW", "SR_DIRECTCBEWRITEADDRESSHIGH", "SR_DIRECTCBEWRITEENABLED",
  "SR_SW_SCRATCH", "SR_MACHINE_ID_1", "SR_MACHINE_ID_2", "SR_MACHINE_ID_3", "SR_AFFINITY", "SR_INVOCATION_INFO", "SR_WSCALEFACTOR_XY", "SR_WSCALEFACTOR_Z",
  "SR_TID", "SR_TID.X", "SR_TID.Y", "SR_TID.Z", "SR36", "SR_CTAID.X", "SR_CTAID.Y", "SR_CTAID.Z",
  "SR_NTID", "SR_CirQueueIncrMinusOne", "SR_NLATC", "SR43", "SR_SM_SPA_VERSION", "SR_MULTIPASSSHADERINFO", "SR_LWINHI", "SR_SWINHI",
  "SR_SWINLO", "SR_SWINSZ", "SR_SMEMSZ", "SR_SMEMBANKS", "SR_LWINLO", "SR_LWINSZ", "SR_LMEMLOSZ", "SR_LMEMHIOFF",
  "SR_EQMASK", "SR_LTMASK", "SR_LEMASK", "SR_GTMASK", "SR_GEMASK", "SR_REGALLOC", "SR_BARRIERALLOC", "SR63",
  "SR_GLOBALERRORSTATUS", "SR_CGAERRORSTATUS", "SR_WARPERRORSTATUS", "SR_VIRTUALSMID", "SR_VIRTUALENGINEID", "SR69", "SR70", "SR71",
  "SR72", "SR73", "SR74", "SR75", "SR76", "SR77", "SR78", "SR79",
  "SR_CLOCKLO", "SR_CLOCKHI", "SR_GLOBALTIMERLO", "SR_GLOBALTIMERHI", "SR_ESR_PC", "SR_ESR_PC_HI", "SR86", "SR87",
  "SR88", "SR89", "SR90", "SR91", "SR92", "SR93", "SR94", "SR95",
  "SR_HWTASKID", "SR_CIRCULARQUEUEENTRYINDEX", "SR_CIRCULARQUEUEENTRYADDRESSLOW", "SR_CIRCULARQUEUEENTRYADDRESSHIGH", "SR_PM0", "SR_PM_HI0", "SR_PM1", "SR_PM_HI1",
  "SR_PM2", "SR_PM_HI2", "SR_PM3", "SR_PM_HI3", "SR_PM4", "SR_PM_HI4", "SR_PM5", "SR_PM_HI5",
  "SR_PM6", "SR_PM_HI6", "SR_PM7", "SR_PM_HI7", "SR_SNAP_PM0", "SR_SNAP_PM_HI0", "SR_SNAP_PM1", "SR_SNAP_PM_HI1",
  "SR_SNAP_PM2", "SR_SNAP_PM_HI2", "SR_SNAP_PM3", "SR_SNAP_PM_HI3", "SR_SNAP_PM4", "SR_SNAP_PM_HI4", "SR_SNAP_PM5", "SR_SNAP_PM_HI5",
  "SR_SNAP_PM6", "SR_SNAP_PM_HI6", "SR_SNAP_PM7", "SR_SNAP_PM_HI7", "SR_VARIABLE_RATE", "__HIR0X000", "SR_WARPGROUP_INFO", "SR_WARPGROUPID",
  "SR_CgaCtaId", "SR_GpcLocalCgaId", "SR138", "SR_CTARegPoolSz", "SR140", "SR141", "SR142", "SR143",
  "SR144", "SR145", "SR146", "SR147", "SR148", "SR149", "SR150", "SR151",
  "SR152", "SR153", "SR154", "SR155", "SR156", "SR157", "SR158", "SR159",
  "SR160", "SR161", "SR162", "SR163", "SR164", "SR165", "SR166", "SR167",
  "SR168", "SR169", "SR170", "SR171", "SR172", "SR173", "SR174", "SR175",
  "SR176", "SR177", "SR178", "SR179", "SR180", "SR181", "SR182", "SR183",
  "SR184", "SR185", "SR186", "SR187", "SR188", "SR189", "SR190", "SR191",
  "SR192", "SR193", "SR194", "SR195", "SR196", "SR197", "SR198", "SR199",
  "SR200", "SR201", "SR202", "SR203", "SR204", "SR205", "SR206", "SR207",
  "SR208", "SR209", "SR210", "SR211", "SR212", "SR213", "SR214", "SR215",
  "SR216", "SR217", "SR218", "SR219", "SR220", "SR221", "SR222", "SR223",
  "SR224", "SR225", "SR226", "SR227", "SR228", "SR229", "SR230", "SR231",
  "SR232", "SR233", "SR234", "SR235", "SR236", "SR237", "SR238", "SR239",
  "SR240", "SR241", "SR242", "SR243", "SR244", "SR245", "SR246", "SR247",
  "SR248", "SR249", "SR250", "SR251", "SR252", "SR253", "SR254", "SRZ"];
def S2R_sm80 : SASSInst<"S2R", 0x919,
    [R<"Rd", 16>,
     E<"sr", [72, 8], SR_Names_sm80>],
    "S2R $Rd, $sr ;", [80]>;
def S2UR_sm80 : SASSInst<"S2UR", 0x9c3,
    [UR<"URd", 16>,
     E<"sr", [72, 8], SR_Names_sm80>],
    "S2UR $URd, $sr ;", [80]> {
  let UniformGuard = 1;
}
def S2R_sm90 : SASSInst<"S2R", 0x919,
    [R<"Rd", 16>,
     E<"sr", [72, 8], SR_Names_sm90>],
    "S2R $Rd, $sr ;", [90]>;
def S2UR_sm90 : SASSInst<"S2UR", 0x9c3,
    [UR<"URd", 16>,
     E<"sr", [72, 8], SR_Names_sm90>],
    "S2UR $URd, $sr ;", [90]> {
  let UniformGuard = 1;
}
