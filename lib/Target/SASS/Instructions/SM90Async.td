//===-- SM90Async.td - sm_90 mbarrier, TMA, fences, cluster -*- tablegen -*-===//
//
// SM90Async family: see docs/Target/SASS/Encodings.md.
//
// SYNCS (mbarrier), UTMA* / UBLK* (TMA and bulk copies), FENCE.VIEW.ASYNC,
// ELECT, cluster barriers, error barriers, WARPGROUP, USETMAXREG.  All sm_90
// only except ERRBAR and ARRIVES.  Bits nvdisasm ignores are left unclaimed (ptxas leaves them clear).
//
//===----------------------------------------------------------------------===//

defvar SM90 = [90];

//===----------------------------------------------------------------------===//
// SYNCS.  Shared-memory address [Ra+URc+off]: Ra 24 (printed only when not
// RZ), URc 64, signed 24-bit offset 40-63.
//===----------------------------------------------------------------------===//

defvar SYNCS_Off = Imm<"off", [40, 24], "ioff">;

// SYNCS.ARRIVE.TRANS64 0x19a7 (sub-op 70-71 = 0).  .TMASK 73, .RED 74,
// .OPTOUT 75, arrive kind 84-86.  Rd 16 receives the state, Rb 32 the
// transaction count.
// .TMASK and .RED together are INVALID3.
defvar SYNCS_ArvMods = [E<"tmred", [73, 2], ["", ".TMASK", ".RED", NoVal]>,
                        Flag<"optout", 75, ".OPTOUT">,
                        E<"kind", [84, 3], ["", ".A1T0", ".A0T1", ".A0TR", ".A0TX", ".ART0",
                                            NoVal, NoVal]>];
def SYNCS_ARRIVE_u : SASSInst<"SYNCS", 0x19a7,
    !listconcat(SYNCS_ArvMods, [R<"Rd", 16>, UR<"URc", 64>, SYNCS_Off, R<"Rb", 32>]),
    "SYNCS.ARRIVE.TRANS64$tmred$optout$kind $Rd, [$URc$off], $Rb ;", SM90> {
  let Fixed = [70, 2, 0, 24, 8, 255];
}
def SYNCS_ARRIVE_ru : SASSInst<"SYNCS", 0x19a7,
    !listconcat(SYNCS_ArvMods, [R<"Rd", 16>, R<"Ra", 24>, UR<"URc", 64>, SYNCS_Off, R<"Rb", 32>]),
    "SYNCS.ARRIVE.TRANS64$tmred$optout$kind $Rd, [$Ra+$URc$off], $Rb ;", SM90> {
  let Fixed = [70, 2, 0];
  let Priority = 1;
}

// SYNCS.PHASECHK.TRANS64 0x15a7 (sub-op 70-71 = 1): .TRYWAIT 72, Pu 81-83,
// Rb 32 the phase / state.
defvar SYNCS_Try = Flag<"try", 72, ".TRYWAIT">;
def SYNCS_PHASECHK_u : SASSInst<"SYNCS", 0x15a7,
    [SYNCS_Try, P<"Pu", 81>, UR<"URc", 64>, SYNCS_Off, R<"Rb", 32>],
    "SYNCS.PHASECHK.TRANS64$try $Pu, [$URc$off], $Rb ;", SM90> {
  let Fixed = [70, 2, 1, 24, 8, 255];
}
def SYNCS_PHASECHK_ru : SASSInst<"SYNCS", 0x15a7,
    [SYNCS_Try, P<"Pu", 81>, R<"Ra", 24>, UR<"URc", 64>, SYNCS_Off, R<"Rb", 32>],
    "SYNCS.PHASECHK.TRANS64$try $Pu, [$Ra+$URc$off], $Rb ;", SM90> {
  let Fixed = [70, 2, 1];
  let Priority = 1;
}

// SYNCS.EXCH.64 0x15b2 (mbarrier.init): URd 16, [URa+off], URb 32; sub-op
// 72-73 = 1.  Uniform guard.
def SYNCS_EXCH : SASSInst<"SYNCS", 0x15b2,
    [UR<"URd", 16>, UR<"URa", 24>, SYNCS_Off, UR<"URb", 32>],
    "SYNCS.EXCH.64 $URd, [$URa$off], $URb ;", SM90> {
  let Fixed = [72, 2, 1];
  let UniformGuard = 1;
}

// SYNCS.LD.64 0x19b2 (sub-op 72-73 = 0): URd, [URa+off].
def SYNCS_LD : SASSInst<"SYNCS", 0x19b2, [UR<"URd", 16>, UR<"URa", 24>, SYNCS_Off],
    "SYNCS.LD.64 $URd, [$URa$off] ;", SM90> {
  let Fixed = [72, 2, 0];
  let UniformGuard = 1;
}
// SYNCS.CAS.64 0x13b2 (sub-op 2) prints "URd, [URa], URb, URb+2": the second
// compare/swap operand is derived from URb and the description format cannot
// print a register plus a constant, so it is not described.

// ARRIVES 0x19b0 (cp.async.mbarrier.arrive, sm_80 and sm_90): the mbarrier
// gets an arrival once the thread's earlier LDGSTS have completed.  Same
// address as SYNCS; .LDGSTSBAR is bit 72 = 0 and .64 the type 73-75 = 5
// (other values print ???n); sm_90 adds the count kind at 70-71 (.TRANSCNT
// without .noinc, which ptxas pairs with SYNCS.ARRIVE.TRANS64.RED.A0T1),
// which sm_80 ignores (ptxas leaves it 0 there).
foreach sm = [80, 90] in {
  defvar ArvKind = !if(!eq(sm, 90), [E<"cnt", [70, 2], ["", ".ARVCNT", ".TRANSCNT", ".INVALID3"]>],
                       []<SASSField>);
  defvar ArvFix = !if(!eq(sm, 90), [72, 4, 0xa], [72, 4, 0xa, 70, 2, 0]);
  def ARRIVES_u_sm#sm : SASSInst<"ARRIVES", 0x19b0,
      !listconcat(ArvKind, [UR<"URc", 64>, SYNCS_Off]),
      "ARRIVES.LDGSTSBAR.64" # !if(!eq(sm, 90), "$cnt", "") # " [$URc$off] ;", [sm]> {
    let Fixed = !listconcat(ArvFix, [24, 8, 255]);
  }
  def ARRIVES_ru_sm#sm : SASSInst<"ARRIVES", 0x19b0,
      !listconcat(ArvKind, [R<"Ra", 24>, UR<"URc", 64>, SYNCS_Off]),
      "ARRIVES.LDGSTSBAR.64" # !if(!eq(sm, 90), "$cnt", "") # " [$Ra+$URc$off] ;", [sm]> {
    let Fixed = ArvFix;
    let Priority = 1;
  }
}

// SYNCS.CCTL 0x19b1 (mbarrier.inval): .IV / .WB 72; 73 must be 0.
defvar SYNCS_CctlOp = E<"op", [72, 1], [".IV", ".WB"]>;
def SYNCS_CCTL_u : SASSInst<"SYNCS", 0x19b1,
    [SYNCS_CctlOp, UR<"URc", 64>, SYNCS_Off],
    "SYNCS.CCTL$op [$URc$off] ;", SM90> {
  let Fixed = [73, 1, 0, 24, 8, 255];
}
def SYNCS_CCTL_ru : SASSInst<"SYNCS", 0x19b1,
    [SYNCS_CctlOp, R<"Ra", 24>, UR<"URc", 64>, SYNCS_Off],
    "SYNCS.CCTL$op [$Ra+$URc$off] ;", SM90> {
  let Fixed = [73, 1, 0];
  let Priority = 1;
}

//===----------------------------------------------------------------------===//
// TMA.  Printed operands: [URb] (32-37) first, then [URa] (24-29); bit 76
// adds ", desc[URd]" (40-45, the L2 cache-policy operand).  Dimension
// 79-81, .IM2COL 82.  All use the uniform guard.
//===----------------------------------------------------------------------===//

defvar TMA_Dim = E<"dim", [79, 3], [".1D", ".2D", ".3D", ".4D", ".5D", NoVal, NoVal, NoVal]>;
defvar TMA_Im2col = Flag<"im2col", 82, ".IM2COL">;
defvar TMA_Desc = UR<"URd", 40>;

// Two forms per instruction: without and with the desc[] operand.
multiclass TMA<string mn, int opc, list<SASSField> mods, string modasm,
               list<SASSField> ops, string opasm> {
  def "" : SASSInst<mn, opc, !listconcat(mods, ops),
      mn # modasm # " " # opasm # " ;", SM90> {
    let Fixed = [76, 1, 0];
    let UniformGuard = 1;
  }
  def _desc : SASSInst<mn, opc, !listconcat(mods, ops, [TMA_Desc]),
      mn # modasm # " " # opasm # ", desc[$URd] ;", SM90> {
    let Fixed = [76, 1, 1];
    let UniformGuard = 1;
  }
}

defvar TMA_BA = [UR<"URb", 32>, UR<"URa", 24>];
defvar TMA_BAC = [UR<"URb", 32>, UR<"URa", 24>, UR<"URc", 64>];

// UTMALDG 0x15b4: plain tiled load.  0x13b4: the form with a third UR
// (im2col offsets / multicast mask), .MULTICAST 75.
defm UTMALDG : TMA<"UTMALDG", 0x15b4, [TMA_Dim], "$dim", TMA_BA, "[$URb], [$URa]">;
defm UTMALDG_c : TMA<"UTMALDG", 0x13b4,
    [TMA_Dim, TMA_Im2col, Flag<"mc", 75, ".MULTICAST">], "$dim$im2col$mc",
    TMA_BAC, "[$URb], [$URa], $URc">;
// UTMASTG 0x13b5, UTMAREDG 0x13b6 (reduction op 87-89), UTMAPF 0x15b8.
defm UTMASTG : TMA<"UTMASTG", 0x13b5, [TMA_Dim, TMA_Im2col], "$dim$im2col",
    TMA_BA, "[$URb], [$URa]">;
defm UTMAREDG : TMA<"UTMAREDG", 0x13b6,
    [TMA_Dim, TMA_Im2col,
     E<"op", [87, 3], [".ADD", ".MIN", ".MAX", ".INC", ".DEC", ".AND", ".OR", ".XOR"]>],
    "$dim$im2col$op", TMA_BA, "[$URb], [$URa]">;
defm UTMAPF : TMA<"UTMAPF", 0x15b8, [TMA_Dim], ".L2$dim", TMA_BA, "[$URb], [$URa]">;
// UTMAPF 0x13b8: the im2col prefetch (offsets in URc); .IM2COL is required.
defm UTMAPF_c : TMA<"UTMAPF", 0x13b8, [TMA_Dim, E<"im2col", [82, 1], [NoVal, ".IM2COL"]>],
    ".L2$dim$im2col", TMA_BAC, "[$URb], [$URa], $URc">;

// Bulk (non-tensor) copies.  UBLKCP 0x13ba: direction 73-74, .MULTICAST 75,
// L2 prefetch size 81-82, .SEQUENCED 83.
defm UBLKCP : TMA<"UBLKCP", 0x13ba,
    [E<"dir", [73, 2], [".G.G", ".S.G", ".G.S", ".S.S"]>, Flag<"mc", 75, ".MULTICAST">,
     E<"ltc", [81, 2], ["", ".LTC64B", ".LTC128B", ".LTC256B"]>,
     Flag<"seq", 83, ".SEQUENCED">],
    "$dir$mc$ltc$seq", TMA_BAC, "[$URb], [$URa], $URc">;
// UBLKRED 0x13bb: direction 73-74, op 87-89, type 81-84.
defm UBLKRED : TMA<"UBLKRED", 0x13bb,
    [E<"dir", [73, 2], [NoVal, NoVal, ".G.S", ".S.S"]>,
     E<"op", [87, 3], [".ADD", ".MIN", ".MAX", ".INC", ".DEC", ".AND", ".OR", ".XOR"]>,
     E<"type", [81, 4], ["", ".S32", ".U64", ".S64", ".F16.RN", ".F32.RN", ".F32.FTZ.RN",
                         ".F64.RN", ".BF16.RN", NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
                         NoVal]>],
    "$dir$op$type", TMA_BAC, "[$URb], [$URa], $URc">;
// UBLKPF 0x13bc: [URa], size in URc.
defm UBLKPF : TMA<"UBLKPF", 0x13bc, [], ".L2", [UR<"URa", 24>, UR<"URc", 64>], "[$URa], $URc">;

// UTMACCTL 0x19b9 (tensormap prefetch / invalidate): .IV / .PF at 82.
def UTMACCTL : SASSInst<"UTMACCTL", 0x19b9,
    [E<"op", [82, 1], [".IV", ".PF"]>, UR<"URa", 24>], "UTMACCTL$op [$URa] ;", SM90> {
  let UniformGuard = 1;
}
// UTMACMDFLUSH 0x9b7 (cp.async.bulk.commit_group).
def UTMACMDFLUSH : SASSInst<"UTMACMDFLUSH", 0x9b7, [], "UTMACMDFLUSH ;", SM90> {
  let UniformGuard = 1;
}

//===----------------------------------------------------------------------===//
// Fences, elect, cluster and error barriers.
//===----------------------------------------------------------------------===//

// FENCE.VIEW.ASYNC 0x3c6 (fence.proxy.async): .S / .G at 72.
def FENCE_VIEW_ASYNC : SASSInst<"FENCE", 0x3c6, [E<"k", [72, 1], [".S", ".G"]>],
    "FENCE.VIEW.ASYNC$k ;", SM90>;

// ELECT 0x82f: Pu 81-83, URd 16 (the elected lane), membermask predicate
// 87-90, .IGNOREKILL 85.
def ELECT : SASSInst<"ELECT", 0x82f,
    [Flag<"ik", 85, ".IGNOREKILL">, P<"Pu", 81>, UR<"URd", 16>,
     Flag<"np", 90, "!">, P<"Pp", 87>],
    "ELECT$ik $Pu, $URd, $np$Pp ;", SM90>;

// ELECT 0x182f: membermask in URa (24), ~ at 72.  Bits 87-90 are ignored by
// nvdisasm here; ptxas' value is unknown, so both all-clear and PT (7) are
// accepted (two forms, same text; the first is what the parser picks).
defvar ELECT_UOps = [Flag<"ik", 85, ".IGNOREKILL">, P<"Pu", 81>, UR<"URd", 16>,
                     Flag<"nm", 72, "~">, UR<"URa", 24>];
def ELECT_u : SASSInst<"ELECT", 0x182f, ELECT_UOps, "ELECT$ik $Pu, $URd, $nm$URa ;", SM90> {
  let Fixed = [87, 4, 7];
}
def ELECT_u_p0 : SASSInst<"ELECT", 0x182f, ELECT_UOps, "ELECT$ik $Pu, $URd, $nm$URa ;", SM90> {
  let Fixed = [87, 4, 0];
  let Priority = 1;
}

// barrier.cluster.arrive / wait.
def UCGABAR_ARV : SASSInst<"UCGABAR_ARV", 0x19c7, [], "UCGABAR_ARV ;", SM90> {
  let UniformGuard = 1;
}
def UCGABAR_WAIT : SASSInst<"UCGABAR_WAIT", 0x1dc7, [], "UCGABAR_WAIT ;", SM90> {
  let UniformGuard = 1;
}
// ACQBULK 0x82e (griddepcontrol.wait).
def ACQBULK : SASSInst<"ACQBULK", 0x82e, [], "ACQBULK ;", SM90>;
def CGAERRBAR : SASSInst<"CGAERRBAR", 0x5ab, [], "CGAERRBAR ;", SM90>;
// nvdisasm prints "ERRBAR;" (no blank) when the stall count (105-108) is 0,
// else "ERRBAR ;": the stall-0 shape is a form of its own, selected by
// Fixed control bits.
def ERRBAR_stall0 : SASSInst<"ERRBAR", 0x9ab, [], "ERRBAR;", [80, 90]> {
  let Fixed = [105, 4, 0];
}
def ERRBAR : SASSInst<"ERRBAR", 0x9ab, [], "ERRBAR ;", [80, 90]> {
  let Priority = 1;
}

//===----------------------------------------------------------------------===//
// WARPGROUP 0x9c5: op 79-80 (ARRIVE 0, WAIT 1, DEPBAR 2).  DEPBAR: .LE 47,
// GMMA scoreboard 84-86, count 72-74.
//===----------------------------------------------------------------------===//

def WARPGROUP_ARRIVE : SASSInst<"WARPGROUP", 0x9c5, [], "WARPGROUP.ARRIVE ;", SM90> {
  let Fixed = [79, 2, 0];
}
def WARPGROUP_WAIT : SASSInst<"WARPGROUP", 0x9c5, [], "WARPGROUP.WAIT ;", SM90> {
  let Fixed = [79, 2, 1];
}
def WARPGROUP_DEPBAR : SASSInst<"WARPGROUP", 0x9c5,
    [E<"le", [47, 1], [NoVal, ".LE"]>,
     E<"gsb", [84, 3], ["gsb0", NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal]>,
     Imm<"cnt", [72, 3], "hex">],
    "WARPGROUP.DEPBAR$le $gsb, $cnt ;", SM90> {
  let Fixed = [79, 2, 2];
}

//===----------------------------------------------------------------------===//
// USETMAXREG 0x19c8 (setmaxnreg): op 72-73 (DEALLOC 1, TRY_ALLOC 2),
// .CTAPOOL 74 (must be set), register count 32-41, TRY_ALLOC's result UPu
// 81-83 (DEALLOC leaves it UPT).
//===----------------------------------------------------------------------===//

def USETMAXREG_DEALLOC : SASSInst<"USETMAXREG", 0x19c8, [Imm<"n", [32, 10], "hex">],
    "USETMAXREG.DEALLOC.CTAPOOL $n ;", SM90> {
  let Fixed = [72, 2, 1, 74, 1, 1, 81, 3, 7];
  let UniformGuard = 1;
}
def USETMAXREG_TRY_ALLOC : SASSInst<"USETMAXREG", 0x19c8,
    [UP<"UPu", 81>, Imm<"n", [32, 10], "hex">],
    "USETMAXREG.TRY_ALLOC.CTAPOOL $UPu, $n ;", SM90> {
  let Fixed = [72, 2, 2, 74, 1, 1];
  let UniformGuard = 1;
}
