//===-- Tensor.td - warp-level MMA and warpgroup GMMA ------*- tablegen -*-===//
//
// Tensor family: see docs/Target/SASS/Encodings.md.
//
// HMMA/IMMA/BMMA/DMMA (mma.sync, sm_80 and sm_90) and the sm_90 warpgroup
// HGMMA/IGMMA/QGMMA/BGMMA (wgmma.mma_async).  Bits that nvdisasm ignores
// (it prints the same text whatever they hold) are left unclaimed, so words
// that set them do not decode; ptxas leaves them clear.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// HMMA 0x23c.  Shape 75 (+78), F32 accumulator 76, A/B type 82-83, .SP 73,
// -A 72, -B 63.  The sparse form adds the metadata register (40-47, reuse
// at 50) and the 2-bit sparsity selector (48-49).
//===----------------------------------------------------------------------===//

defvar HMMA_Acc = E<"acc", [76, 1], [".F16", ".F32"]>;
defvar HMMA_Type = E<"type", [82, 2], ["", ".BF16", ".TF32", NoVal]>;
defvar HMMA_Ops = [R<"Rd", 16>, Flag<"na", 72, "-">, R<"Ra", 24>, ReuseA,
                   Flag<"nb", 63, "-">, R<"Rb", 32>, ReuseB, R<"Rc", 64>];

def HMMA_rrr : SASSInst<"HMMA", 0x23c,
    !listconcat([E<"shape", [75, 1, 78, 1], [".1688", ".16816", ".1684", NoVal]>,
                 HMMA_Acc, HMMA_Type], HMMA_Ops),
    "HMMA$shape$acc$type $Rd, $na$Ra$reuse_a, $nb$Rb$reuse_b, $Rc ;"> {
  let Fixed = [73, 1, 0];
}

def HMMA_SP_rrr : SASSInst<"HMMA", 0x23c,
    !listconcat([E<"shape", [75, 1, 78, 1], [".1688", ".16816", NoVal, ".16832"]>,
                 HMMA_Acc, HMMA_Type], HMMA_Ops,
                [R<"Re", 40>, Flag<"reuse_e", 50, ".reuse">, Imm<"sel", [48, 2], "hex">]),
    "HMMA.SP$shape$acc$type $Rd, $na$Ra$reuse_a, $nb$Rb$reuse_b, $Rc, $Re$reuse_e, $sel ;"> {
  let Fixed = [73, 1, 1];
}

//===----------------------------------------------------------------------===//
// MOVM 0x23a (movmatrix, and the WMMA API's row-major B): type 75-77 (.16;
// 1-4 do not decode, 5-7 print INVALIDn), layout 78-79.
//===----------------------------------------------------------------------===//

def MOVM : SASSInst<"MOVM", 0x23a,
    [E<"type", [75, 3], [".16", NoVal, NoVal, NoVal, NoVal, ".INVALID5", ".INVALID6", ".INVALID7"]>,
     E<"layout", [78, 2], [".MT88", ".M832", ".M864", ".INVALID3"]>,
     R<"Rd", 16>, R<"Ra", 24>, ReuseA],
    "MOVM$type$layout $Rd, $Ra$reuse_a ;">;

//===----------------------------------------------------------------------===//
// IMMA 0x237.  .SP 72, A layout 73 (0 = ROW), B layout 74 (1 = COL),
// shape {85, 86, 75}, A type {76, 77, 83}, B type {78, 79, 84}
// (bit0 = signed, 83/84 = 4-bit), .SAT 82.  sm_90 has no 4-bit types and
// fewer shapes.
//===----------------------------------------------------------------------===//

defvar IMMA_LA = E<"la", [73, 1], [".ROW", NoVal]>;
defvar IMMA_LB = E<"lb", [74, 1], [NoVal, ".COL"]>;
defvar IMMA_Sat = Flag<"sat", 82, ".SAT">;
defvar IMMA_T80 = [".U8", ".S8", NoVal, NoVal, ".U4", ".S4", NoVal, NoVal];
defvar IMMA_T90 = [".U8", ".S8", NoVal, NoVal, NoVal, NoVal, NoVal, NoVal];
defvar IMMA_Ops = [R<"Rd", 16>, R<"Ra", 24>, ReuseA, IMMA_LA, R<"Rb", 32>, ReuseB,
                   IMMA_LB, R<"Rc", 64>];
defvar IMMA_SpOps = [R<"Re", 40>, Flag<"reuse_e", 50, ".reuse">, Imm<"sel", [48, 2], "hex">];

multiclass IMMA_Forms<int sm, list<string> types, list<string> shapes,
                      list<string> spshapes> {
  def _rrr_sm#sm : SASSInst<"IMMA", 0x237,
      !listconcat([E<"shape", [85, 2, 75, 1], shapes>,
                   E<"ta", [76, 2, 83, 1], types>, E<"tb", [78, 2, 84, 1], types>,
                   IMMA_Sat], IMMA_Ops),
      "IMMA$shape$ta$tb$sat $Rd, $Ra$reuse_a$la, $Rb$reuse_b$lb, $Rc ;", [sm]> {
    let Fixed = [72, 1, 0];
  }
  def _SP_rrr_sm#sm : SASSInst<"IMMA", 0x237,
      !listconcat([E<"shape", [85, 2, 75, 1], spshapes>,
                   E<"ta", [76, 2, 83, 1], types>, E<"tb", [78, 2, 84, 1], types>,
                   IMMA_Sat], IMMA_Ops, IMMA_SpOps),
      "IMMA.SP$shape$ta$tb$sat $Rd, $Ra$reuse_a$la, $Rb$reuse_b$lb, $Rc, $Re$reuse_e, $sel ;", [sm]> {
    let Fixed = [72, 1, 1];
  }
}

defm IMMA : IMMA_Forms<80, IMMA_T80,
    [".8816", ".8832", ".16816", ".16864", NoVal, NoVal, ".16832", NoVal],
    [NoVal, ".8832", NoVal, ".16864", NoVal, ".8864", ".16832", ".168128"]>;
defm IMMA : IMMA_Forms<90, IMMA_T90,
    [".8816", NoVal, ".16816", NoVal, NoVal, NoVal, ".16832", NoVal],
    [NoVal, ".8832", NoVal, ".16864", NoVal, NoVal, ".16832", NoVal]>;

//===----------------------------------------------------------------------===//
// BMMA 0x23d.  A layout 73, B layout 74, shape 75-76, op 77-78, .POPC 80.
//===----------------------------------------------------------------------===//

multiclass BMMA_Form<int sm, list<string> ops> {
  def _rrr_sm#sm : SASSInst<"BMMA", 0x23d,
      [E<"shape", [75, 2], [".88128", ".168128", ".168256", NoVal]>,
       E<"op", [77, 2], ops>, E<"popc", [80, 1], [NoVal, ".POPC"]>,
       R<"Rd", 16>, R<"Ra", 24>, ReuseA, IMMA_LA, R<"Rb", 32>, ReuseB, IMMA_LB,
       R<"Rc", 64>],
      "BMMA$shape$op$popc $Rd, $Ra$reuse_a$la, $Rb$reuse_b$lb, $Rc ;", [sm]>;
}
defm BMMA : BMMA_Form<80, [".XOR", NoVal, ".AND", NoVal]>;
defm BMMA : BMMA_Form<90, [NoVal, NoVal, ".AND", NoVal]>;

//===----------------------------------------------------------------------===//
// DMMA 0x23f.  |B| 62, -B 63, -A 72, |A| 73, |C| 74, -C 75, shape 76,
// rounding 78-79.  sm_80 prints the shape "884" (bit 76, 77 ignored); sm_90
// has 8x8x4, 16x8x4, 16x8x8, 16x8x16 at 76-77.
//===----------------------------------------------------------------------===//

defvar DMMA_Ops = [E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>,
                   R<"Rd", 16>, Flag<"na", 72, "-">, Flag<"aa", 73, "|">, R<"Ra", 24>, ReuseA,
                   Flag<"nb", 63, "-">, Flag<"ab", 62, "|">, R<"Rb", 32>, ReuseB,
                   Flag<"nc", 75, "-">, Flag<"ac", 74, "|">, R<"Rc", 64>];
def DMMA_rrr_sm80 : SASSInst<"DMMA", 0x23f,
    !listconcat([E<"shape", [76, 1], [".884", NoVal]>], DMMA_Ops),
    "DMMA$shape$rnd $Rd, $na$aa$Ra$aa$reuse_a, $nb$ab$Rb$ab$reuse_b, $nc$ac$Rc$ac ;", [80]>;
def DMMA_rrr_sm90 : SASSInst<"DMMA", 0x23f,
    !listconcat([E<"shape", [76, 2], [".8x8x4", ".16x8x4", ".16x8x8", ".16x8x16"]>], DMMA_Ops),
    "DMMA$shape$rnd $Rd, $na$aa$Ra$aa$reuse_a, $nb$ab$Rb$ab$reuse_b, $nc$ac$Rc$ac ;", [90]>;

defvar HGMMA_Shapes = [".64x8x16", ".64x16x16", ".64x24x16", ".64x32x16", ".64x40x16", ".64x48x16", ".64x56x16", ".64x64x16", ".64x72x16", ".64x80x16", ".64x88x16", ".64x96x16", ".64x104x16", ".64x112x16", ".64x120x16", ".64x128x16", ".64x136x16", ".64x144x16", ".64x152x16", ".64x160x16", ".64x168x16", ".64x176x16", ".64x184x16", ".64x192x16", ".64x200x16", ".64x208x16", ".64x216x16", ".64x224x16", ".64x232x16", ".64x240x16", ".64x248x16", ".64x256x16", ".64x8x8", ".64x16x8", ".64x24x8", ".64x32x8", ".64x40x8", ".64x48x8", ".64x56x8", ".64x64x8", ".64x72x8", ".64x80x8", ".64x88x8", ".64x96x8", ".64x104x8", ".64x112x8", ".64x120x8", ".64x128x8", ".64x136x8", ".64x144x8", ".64x152x8", ".64x160x8", ".64x168x8", ".64x176x8", ".64x184x8", ".64x192x8", ".64x200x8", ".64x208x8", ".64x216x8", ".64x224x8", ".64x232x8", ".64x240x8", ".64x248x8", ".64x256x8"];
defvar HGMMA_Shapes_SP = [".64x8x16", ".64x16x16", ".64x24x16", ".64x32x16", ".64x40x16", ".64x48x16", ".64x56x16", ".64x64x16", ".64x72x16", ".64x80x16", ".64x88x16", ".64x96x16", ".64x104x16", ".64x112x16", ".64x120x16", ".64x128x16", ".64x136x16", ".64x144x16", ".64x152x16", ".64x160x16", ".64x168x16", ".64x176x16", ".64x184x16", ".64x192x16", ".64x200x16", ".64x208x16", ".64x216x16", ".64x224x16", ".64x232x16", ".64x240x16", ".64x248x16", ".64x256x16", NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal];
defvar IGMMA_Shapes = [".64x8x32", NoVal, NoVal, ".64x16x32", NoVal, NoVal, ".64x24x32", NoVal, NoVal, ".64x32x32", NoVal, NoVal, ".64x48x32", NoVal, NoVal, ".64x64x32", NoVal, NoVal, ".64x80x32", NoVal, NoVal, ".64x96x32", NoVal, NoVal, ".64x112x32", NoVal, NoVal, ".64x128x32", NoVal, NoVal, ".64x144x32", NoVal, NoVal, ".64x160x32", NoVal, NoVal, ".64x176x32", NoVal, NoVal, ".64x192x32", NoVal, NoVal, ".64x208x32", NoVal, NoVal, ".64x224x32", NoVal, NoVal, ".64x240x32", NoVal, NoVal, ".64x256x32", NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal];
defvar IGMMA_Shapes_SP = [NoVal, ".64x8x64", NoVal, NoVal, ".64x16x64", NoVal, NoVal, ".64x24x64", NoVal, NoVal, ".64x32x64", NoVal, NoVal, ".64x48x64", NoVal, NoVal, ".64x64x64", NoVal, NoVal, ".64x80x64", NoVal, NoVal, ".64x96x64", NoVal, NoVal, ".64x112x64", NoVal, NoVal, ".64x128x64", NoVal, NoVal, ".64x144x64", NoVal, NoVal, ".64x160x64", NoVal, NoVal, ".64x176x64", NoVal, NoVal, ".64x192x64", NoVal, NoVal, ".64x208x64", NoVal, NoVal, ".64x224x64", NoVal, NoVal, ".64x240x64", NoVal, NoVal, ".64x256x64", NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal];
defvar BGMMA_Shapes = [".64x8x256", ".64x16x256", ".64x24x256", ".64x32x256", ".64x48x256", ".64x64x256", ".64x80x256", ".64x96x256", ".64x112x256", ".64x128x256", ".64x144x256", ".64x160x256", ".64x176x256", ".64x192x256", ".64x208x256", ".64x224x256", ".64x240x256", ".64x256x256", NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal];
defvar QGMMA_Shapes = [".64x8x32", ".64x16x32", ".64x24x32", ".64x32x32", ".64x40x32", ".64x48x32", ".64x56x32", ".64x64x32", ".64x72x32", ".64x80x32", ".64x88x32", ".64x96x32", ".64x104x32", ".64x112x32", ".64x120x32", ".64x128x32", ".64x136x32", ".64x144x32", ".64x152x32", ".64x160x32", ".64x168x32", ".64x176x32", ".64x184x32", ".64x192x32", ".64x200x32", ".64x208x32", ".64x216x32", ".64x224x32", ".64x232x32", ".64x240x32", ".64x248x32", ".64x256x32", NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal];
defvar QGMMA_Shapes_SP = [NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, ".64x8x64", ".64x16x64", ".64x24x64", ".64x32x64", ".64x40x64", ".64x48x64", ".64x56x64", ".64x64x64", ".64x72x64", ".64x80x64", ".64x88x64", ".64x96x64", ".64x104x64", ".64x112x64", ".64x120x64", ".64x128x64", ".64x136x64", ".64x144x64", ".64x152x64", ".64x160x64", ".64x168x64", ".64x176x64", ".64x184x64", ".64x192x64", ".64x200x64", ".64x208x64", ".64x216x64", ".64x224x64", ".64x232x64", ".64x240x64", ".64x248x64", ".64x256x64"];

//===----------------------------------------------------------------------===//
// sm_90 warpgroup MMA: HGMMA 0x19f0/0x1df0, IGMMA 0x19f1/0x1df1,
// BGMMA 0x19f2/0x1df2, QGMMA 0x19f3/0x1df3 (0x19fx: A from a shared-memory
// descriptor, gdesc[URa] at 24; 0x1dfx: A in registers Ra at 24, B descriptor
// URb at 32).  Shape index 53-58 (the spellings below were enumerated from
// nvdisasm; sparse forms have their own table), Rc 64, .SP 73, .REGOFFSET 74,
// GMMA scoreboard 84-86 (0 = gsb0, 7 = none), scale-d predicate 87-90 stored
// inverted (0 = UPT, printed only when negated or not UPT).  Sparse forms
// take the metadata register at 40-47 and the selector at 48-49.
//===----------------------------------------------------------------------===//

defvar GMMA_Gsb = E<"gsb", [84, 3], [", gsb0", NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, ""]>;
defvar GMMA_Scd = E<"scd", [87, 4],
    ["", ", UP6", ", UP5", ", UP4", ", UP3", ", UP2", ", UP1", ", UP0",
     ", !UPT", ", !UP6", ", !UP5", ", !UP4", ", !UP3", ", !UP2", ", !UP1", ", !UP0"]>;
defvar GMMA_RegOff = Flag<"regoff", 74, ".REGOFFSET">;
defvar GMMA_Re = R<"Re", 40>;
// HGMMA prints the sparsity selector always, IGMMA/QGMMA only when non-zero.
defvar GMMA_SelH = Imm<"sel", [48, 2], "hex">;
defvar GMMA_SelIQ = E<"sel", [48, 2], ["", ", 0x1", ", 0x2", ", 0x3"]>;

// A/B modifiers.
defvar GMMA_NegA = Flag<"nega", 72, ".negA">;
defvar GMMA_NegB = Flag<"negb", 63, ".negB">;
defvar GMMA_TnspA = Flag<"tnspa", 61, ".tnspA">;
defvar GMMA_TnspB = Flag<"tnspb", 62, ".tnspB">;
defvar GMMA_RNegA = Flag<"nega", 72, "-">;

// Accumulator and source types.
defvar HGMMA_Types = E<"types", [75, 1, 76, 2],
    [".F16", ".F32", ".F16.BF16", ".F32.BF16", ".F16.TF32", ".F32.TF32", NoVal, NoVal]>;
defvar QGMMA_Types = E<"types", [75, 1, 76, 1, 77, 1],
    [".F16.E4M3.E4M3", ".F32.E4M3.E4M3", ".F16.E5M2.E4M3", ".F32.E5M2.E4M3",
     ".F16.E4M3.E5M2", ".F32.E4M3.E5M2", ".F16.E5M2.E5M2", ".F32.E5M2.E5M2"]>;
defvar IGMMA_Types = [E<"ta", [76, 2], [".U8", ".S8", NoVal, NoVal]>,
                      E<"tb", [82, 2], [".U8", ".S8", NoVal, NoVal]>,
                      Flag<"sat", 75, ".SAT">];
defvar BGMMA_Ops = [E<"op", [77, 2], [NoVal, NoVal, ".AND", NoVal]>,
                    E<"popc", [80, 1], [NoVal, ".POPC"]>];

// name, opcode (low 12 bits), desc-A modifiers, reg-A A prefix, B modifiers
multiclass GMMA<string mn, int op, list<string> shapes, list<string> spshapes,
                list<SASSField> types, string typeasm,
                list<SASSField> amods, string aasm, list<SASSField> ramods, string raasm,
                list<SASSField> bmods, string basm, list<SASSField> rbmods, string rbasm,
                SASSField sel, string selasm, bit hasSP> {
  defvar Tail = [R<"Rc", 64>, GMMA_Scd, GMMA_Gsb];
  def _desc : SASSInst<mn, !or(0x1000, op),
      !listconcat([E<"shape", [53, 6], shapes>], types,
                  [R<"Rd", 16>, UR<"URa", 24>], amods, bmods, Tail),
      mn # "$shape" # typeasm # " $Rd, gdesc[$URa]" # aasm # basm # ", $Rc$scd$gsb ;", [90]> {
    let Fixed = [73, 1, 0];
  }
  def _reg : SASSInst<mn, !or(0x1400, op),
      !listconcat([E<"shape", [53, 6], shapes>], types,
                  [R<"Rd", 16>, R<"Ra", 24>, UR<"URb", 32>], ramods, rbmods, Tail),
      mn # "$shape" # typeasm # " $Rd, " # raasm # "$Ra, gdesc[$URb]" # rbasm # ", $Rc$scd$gsb ;", [90]> {
    let Fixed = [73, 1, 0];
  }
  if hasSP then {
    def _SP_desc : SASSInst<mn, !or(0x1000, op),
        !listconcat([GMMA_RegOff, E<"shape", [53, 6], spshapes>], types,
                    [R<"Rd", 16>, UR<"URa", 24>], amods, bmods, Tail, [GMMA_Re, sel]),
        mn # ".SP$regoff$shape" # typeasm # " $Rd, gdesc[$URa]" # aasm # basm # ", $Rc$scd, $Re" # selasm # "$gsb ;", [90]> {
      let Fixed = [73, 1, 1];
    }
    def _SP_reg : SASSInst<mn, !or(0x1400, op),
        !listconcat([GMMA_RegOff, E<"shape", [53, 6], spshapes>], types,
                    [R<"Rd", 16>, R<"Ra", 24>, UR<"URb", 32>], ramods, rbmods, Tail, [GMMA_Re, sel]),
        mn # ".SP$regoff$shape" # typeasm # " $Rd, " # raasm # "$Ra, gdesc[$URb]" # rbasm # ", $Rc$scd, $Re" # selasm # "$gsb ;", [90]> {
      let Fixed = [73, 1, 1];
    }
  }
}

defm HGMMA : GMMA<"HGMMA", 0x9f0, HGMMA_Shapes, HGMMA_Shapes_SP, [HGMMA_Types], "$types",
                  [GMMA_NegA], "$nega", [GMMA_RNegA], "$nega",
                  [GMMA_NegB, GMMA_TnspA, GMMA_TnspB], "$negb$tnspa$tnspb",
                  [GMMA_NegB, GMMA_TnspB], "$negb$tnspb",
                  GMMA_SelH, ", $sel", 1>;
defm IGMMA : GMMA<"IGMMA", 0x9f1, IGMMA_Shapes, IGMMA_Shapes_SP, IGMMA_Types, "$ta$tb$sat",
                  [], "", [], "", [], "", [], "", GMMA_SelIQ, "$sel", 1>;
defm QGMMA : GMMA<"QGMMA", 0x9f3, QGMMA_Shapes, QGMMA_Shapes_SP, [QGMMA_Types], "$types",
                  [GMMA_NegA], "$nega", [GMMA_RNegA], "$nega", [GMMA_NegB], "$negb", [GMMA_NegB], "$negb",
                  GMMA_SelIQ, "$sel", 1>;
defm BGMMA : GMMA<"BGMMA", 0x9f2, BGMMA_Shapes, [], BGMMA_Ops, "$op$popc",
                  [], "", [], "", [], "", [], "", GMMA_SelIQ, "$sel", 0>;
