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
// rounding 78-79.  sm_80 prints the shape "884", sm_90 "8x8x4" (and accepts
// 16x8x4).
//===----------------------------------------------------------------------===//

defvar DMMA_Ops = [E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>,
                   R<"Rd", 16>, Flag<"na", 72, "-">, Flag<"aa", 73, "|">, R<"Ra", 24>, ReuseA,
                   Flag<"nb", 63, "-">, Flag<"ab", 62, "|">, R<"Rb", 32>, ReuseB,
                   Flag<"nc", 75, "-">, Flag<"ac", 74, "|">, R<"Rc", 64>];
def DMMA_rrr_sm80 : SASSInst<"DMMA", 0x23f,
    !listconcat([E<"shape", [76, 1], [".884", NoVal]>], DMMA_Ops),
    "DMMA$shape$rnd $Rd, $na$aa$Ra$aa$reuse_a, $nb$ab$Rb$ab$reuse_b, $nc$ac$Rc$ac ;", [80]>;
def DMMA_rrr_sm90 : SASSInst<"DMMA", 0x23f,
    !listconcat([E<"shape", [76, 1], [".8x8x4", ".16x8x4"]>], DMMA_Ops),
    "DMMA$shape$rnd $Rd, $na$aa$Ra$aa$reuse_a, $nb$ab$Rb$ab$reuse_b, $nc$ac$Rc$ac ;", [90]>;
