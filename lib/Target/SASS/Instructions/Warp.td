//===-- Warp.td - warp-level ops: SHFL, VOTE, MATCH, REDUX -*- tablegen -*-===//
//
// Found by flipping/enumerating every bit against nvdisasm (sm_80 and sm_90
// agree).
//
//===----------------------------------------------------------------------===//

// SHFL Pu, Rd, Ra, lane, clamp: mode 58-59 (IDX UP DOWN BFLY), Pu 81-83,
// lane imm 53-57 or Rb (32), clamp imm 40-52 or Rc (64).
def SHFL_ii : SASSInst<"SHFL", 0xf89,
    [E<"shm", [58, 2], [".IDX", ".UP", ".DOWN", ".BFLY"]>,
     P<"Pu", 81>,
     R<"Rd", 16>,
     R<"Ra", 24>,
     Imm<"lane", [53, 5], "hex">,
     Imm<"clamp", [40, 13], "hex">],
    "SHFL$shm $Pu, $Rd, $Ra, $lane, $clamp ;">;
def SHFL_ri : SASSInst<"SHFL", 0x589,
    [E<"shm", [58, 2], [".IDX", ".UP", ".DOWN", ".BFLY"]>,
     P<"Pu", 81>,
     R<"Rd", 16>,
     R<"Ra", 24>,
     R<"Rb", 32>,
     Imm<"clamp", [40, 13], "hex">],
    "SHFL$shm $Pu, $Rd, $Ra, $Rb, $clamp ;">;
def SHFL_rr : SASSInst<"SHFL", 0x389,
    [E<"shm", [58, 2], [".IDX", ".UP", ".DOWN", ".BFLY"]>,
     P<"Pu", 81>,
     R<"Rd", 16>,
     R<"Ra", 24>,
     R<"Rb", 32>,
     R<"Rc", 64>],
    "SHFL$shm $Pu, $Rd, $Ra, $Rb, $Rc ;">;
def SHFL_ir : SASSInst<"SHFL", 0x989,
    [E<"shm", [58, 2], [".IDX", ".UP", ".DOWN", ".BFLY"]>,
     P<"Pu", 81>,
     R<"Rd", 16>,
     R<"Ra", 24>,
     Imm<"lane", [53, 5], "hex">,
     R<"Rc", 64>],
    "SHFL$shm $Pu, $Rd, $Ra, $lane, $Rc ;">;

// VOTE: mode 72-73 (ALL ANY EQ), Pu 81-83, Pp 87-90; Rd = RZ is not printed.
def VOTE_r : SASSInst<"VOTE", 0x806,
    [E<"vm", [72, 2], [".ALL", ".ANY", ".EQ", ".INVALID3"]>,
     R<"Rd", 16>,
     P<"Pu", 81>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "VOTE$vm $Rd, $Pu, $np$Pp ;">;
def VOTE_p : SASSInst<"VOTE", 0x806,
    [E<"vm", [72, 2], [".ALL", ".ANY", ".EQ", ".INVALID3"]>,
     P<"Pu", 81>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "VOTE$vm $Pu, $np$Pp ;"> {
  let Fixed = [16, 8, 255];
}
def VOTEU_r : SASSInst<"VOTEU", 0x886,
    [E<"vm", [72, 2], [".ALL", ".ANY", ".EQ", ".INVALID3"]>,
     UR<"URd", 16>,
     UP<"UPu", 81>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "VOTEU$vm $URd, $UPu, $np$Pp ;">;
def VOTEU_p : SASSInst<"VOTEU", 0x886,
    [E<"vm", [72, 2], [".ALL", ".ANY", ".EQ", ".INVALID3"]>,
     UP<"UPu", 81>,
     Flag<"np", 90, "!">,
     P<"Pp", 87>],
    "VOTEU$vm $UPu, $np$Pp ;"> {
  let Fixed = [16, 6, 63];
}

// MATCH: bit 79 = ANY (Pu 81-83 unused, ptxas sets PT) else ALL (Pu printed); .U64 73.
def MATCH_ANY : SASSInst<"MATCH", 0x3a1,
    [Flag<"u64", 73, ".U64">,
     R<"Rd", 16>,
     R<"Ra", 24>],
    "MATCH.ANY$u64 $Rd, $Ra ;"> {
  let Fixed = [79, 1, 1, 81, 3, 7];
}
def MATCH_ALL : SASSInst<"MATCH", 0x3a1,
    [Flag<"u64", 73, ".U64">,
     P<"Pu", 81>,
     R<"Rd", 16>,
     R<"Ra", 24>],
    "MATCH.ALL$u64 $Pu, $Rd, $Ra ;"> {
  let Fixed = [79, 1, 0];
}

// REDUX URd, Ra: op 78-80 (AND prints nothing), .S32 73.
def REDUX : SASSInst<"REDUX", 0x3c4,
    [E<"rop", [78, 3], ["", ".OR", ".XOR", ".SUM", ".MIN", ".MAX", ".INVALID6", ".INVALID7"]>,
     Flag<"s32", 73, ".S32">,
     UR<"URd", 16>,
     R<"Ra", 24>],
    "REDUX$rop$s32 $URd, $Ra ;">;
