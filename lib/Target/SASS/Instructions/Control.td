//===-- Control.td - branches, exit, convergence, barriers -*- tablegen -*-===//

def EXIT : SASSInst<"EXIT", 0x94d, [], "EXIT ;"> {
  // Bits 84-86 and 87-90 are EXIT's (unused by ptxas) predicate operand; PT.
  let Fixed = [87, 4, 7];
}
def NOP : SASSInst<"NOP", 0x918, [], "NOP;">;

// The branch offset is in 4-byte units from the next instruction; sm_90 adds
// bits 16-23 as the low part.
def BRA_sm80 : SASSInst<"BRA", 0x947,
    [Imm<"target", [34, 48], "pcrel", 4>], "BRA $target;", [80]> {
  let Fixed = [87, 4, 7];
}
def BRA_sm90 : SASSInst<"BRA", 0x947,
    [Imm<"target", [16, 8, 34, 48], "pcrel", 4>], "BRA $target;", [90]> {
  let Fixed = [87, 4, 7];
}
