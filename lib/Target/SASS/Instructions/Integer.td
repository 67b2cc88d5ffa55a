//===-- Integer.td - integer / address / logic ALU ---------*- tablegen -*-===//
//
// Integer family: see docs/Target/SASS/Encodings.md.  Operand-form selectors
// (opcode bits 9-11, bit 91): 0x2 rrr, 0x8 rir (imm32 in 32-63), 0xa rcr
// (c[bank][off] in 38-58), 0x1c rur (URb in 32-37), 0x4 rri / 0x6 rrc / 0x1e
// rru (third source in 32-63, the second register moves to 64-71).
//
//===----------------------------------------------------------------------===//

// A predicate operand with its negate bit above it: P0..PT, !P0..!PT.
class IntPN<string n, int lo> : E<n, [lo, 4], ["P0", "P1", "P2", "P3", "P4", "P5", "P6", "PT",
    "!P0", "!P1", "!P2", "!P3", "!P4", "!P5", "!P6", "!PT"]>;
class IntUPN<string n, int lo> : E<n, [lo, 4], ["UP0", "UP1", "UP2", "UP3", "UP4", "UP5", "UP6", "UPT",
    "!UP0", "!UP1", "!UP2", "!UP3", "!UP4", "!UP5", "!UP6", "!UPT"]>;

// One shape of a source slot: the fields it owns and how it prints.
class IntSrc<string sfx, int sel, list<SASSField> f, string t> {
  string Sfx = sfx;
  int Sel = sel;
  list<SASSField> F = f;
  string T = t;
}

// c[bank][offset]: offset in words at 40-53 (bit 53 is a sign), bank 54-58.
// Bits 38-39 are ignored by nvdisasm (ptxas leaves them 0).
defvar IntCb = [Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>];
// cx[URb][offset] (bit 91 with the c selector): bindless bank in URb 32-37,
// unsigned word offset 40-53.
defvar IntCx = [UR<"cxur", 32>, Imm<"cxoff", [40, 14], "hex", 4>];

// The second source (slot B) of a two/three-source ALU op; neg is the
// spelling of the negate bit 63 ("" = none), imm the immediate's format.
// mio: the 0x3/0x9/0xb/0x1d selectors of the MIO-pipe ops (POPC, FLO, BREV),
// which also have no reuse flag.
class IntBList<string neg, string imm, bit mio = 0> {
  int M = !if(mio, 0x100, 0);
  list<SASSField> RB = !if(mio, [R<"Rb", 32>], [R<"Rb", 32>, ReuseB]);
  string RBT = !if(mio, "$Rb", "$Rb$reuse_b");
  list<SASSField> NF = !if(!eq(neg, ""), [], [Flag<"nb", 63, neg>]);
  string NT = !if(!eq(neg, ""), "", "$nb");
  list<SASSField> NFC = !if(!eq(neg, ""), [], [E<"nb", [63, 1], ["c", neg # "c"]>]);
  string NTC = !if(!eq(neg, ""), "c", "$nb");
  list<SASSField> NFX = !if(!eq(neg, ""), [], [E<"nb", [63, 1], ["cx", neg # "cx"]>]);
  string NTX = !if(!eq(neg, ""), "cx", "$nb");
  list<IntSrc> L = [
    IntSrc<"rrr", !add(0x200, M), !listconcat(NF, RB), NT # RBT>,
    IntSrc<"rir", !add(0x800, M), [Imm<"imm", [32, 32], imm>], "$imm">,
    // (the negate spelling carries the "c": "$nbc" would name a field nbc)
    IntSrc<"rcr", !add(0xa00, M), !listconcat(NFC, IntCb), NTC # "[$cbank][$coff]">,
    IntSrc<"rur", !add(0x1c00, M), !listconcat(NF, [UR<"URb", 32>]), NT # "$URb">]
    # !if(mio, [], [
    IntSrc<"rxr", 0x1a00, !listconcat(NFX, IntCx), NTX # "[$cxur][$cxoff]">]);
}

//===----------------------------------------------------------------------===//
// IADD3 Rd, [Pu,] [Pv,] Ra, Rb, Rc    (.X: ..., Pp, Pq carry-ins)
//===----------------------------------------------------------------------===//
// Carry-out predicates Pu 81-83, Pv 84-86; each vanishes when PT (4 shapes).
// Carry-ins Pp 87-90 / Pq 77-80 print only with .X (bit 74); without .X
// they stay !PT (0xf).  -Ra 72, -Rb 63, -Rc 75 print '~' with .X.
class IAddCO<string sfx, list<int> fixed, list<SASSField> f, string t> {
  string Sfx = sfx;
  list<int> Fixed = fixed;
  list<SASSField> F = f;
  string T = t;
}
defvar IAdd3CO = [
  IAddCO<"", [81, 3, 7, 84, 3, 7], [], "">,
  IAddCO<"_pu", [84, 3, 7], [P<"Pu", 81>], "$Pu, ">,
  IAddCO<"_pv", [81, 3, 7], [P<"Pv", 84>], "$Pv, ">,
  IAddCO<"_pupv", [], [P<"Pu", 81>, P<"Pv", 84>], "$Pu, $Pv, ">];

foreach x = [0, 1] in
foreach co = IAdd3CO in
foreach b = IntBList<!if(x, "~", "-"), "shex">.L in
def IADD3 # !if(x, "X", "") # "_" # b.Sfx # co.Sfx
    : SASSInst<"IADD3", !or(0x10, b.Sel),
        !listconcat([R<"Rd", 16>, Flag<"na", 72, !if(x, "~", "-")>, R<"Ra", 24>, ReuseA],
                    co.F, b.F,
                    [Flag<"nc", 75, !if(x, "~", "-")>, R<"Rc", 64>, ReuseC],
                    !if(x, [IntPN<"Pp", 87>, IntPN<"Pq", 77>],
                           [Hidden<"Pp", [87, 4], 0xf>, Hidden<"Pq", [77, 4], 0xf>])),
        "IADD3" # !if(x, ".X", "") # " $Rd, " # co.T # "$na$Ra$reuse_a, " # b.T #
            ", $nc$Rc$reuse_c" # !if(x, ", $Pp, $Pq", "") # " ;"> {
  let Fixed = !listconcat([74, 1, x], co.Fixed);
}

//===----------------------------------------------------------------------===//
// ISETP.cmp[.U32].bop[.EX] Pu, Pv, Ra, B, Pp [, Pq]
//===----------------------------------------------------------------------===//
// cmp 76-78, signed 73 (clear = .U32), bop 74-75, .EX 72.  Pq (68-71, the
// .EX carry-in) prints only with .EX; otherwise ptxas leaves it PT.
defvar IntCmp = E<"cmp", [76, 3], [".F", ".LT", ".EQ", ".LE", ".GT", ".NE", ".GE", ".T"]>;
defvar IntBop = E<"bop", [74, 2], [".AND", ".OR", ".XOR", NoVal]>;

foreach ex = [0, 1] in
foreach b = IntBList<"", "shex">.L in
def ISETP # !if(ex, "EX", "") # "_" # b.Sfx
    : SASSInst<"ISETP", !or(0x0c, b.Sel),
        !listconcat([IntCmp, E<"u32", [73, 1], [".U32", ""]>, IntBop,
                     P<"Pu", 81>, P<"Pv", 84>, R<"Ra", 24>, ReuseA], b.F,
                    [IntPN<"Pp", 87>],
                    !if(ex, [IntPN<"Pq", 68>], [Hidden<"Pq", [68, 4], 7>])),
        "ISETP$cmp$u32$bop" # !if(ex, ".EX", "") # " $Pu, $Pv, $Ra$reuse_a, " # b.T #
            ", $Pp" # !if(ex, ", $Pq", "") # " ;"> {
  let Fixed = [72, 1, ex];
}

//===----------------------------------------------------------------------===//
// LOP3.LUT[.PAND] [Pu,] Rd, Ra, B, Rc, lut, Pp
//===----------------------------------------------------------------------===//
// lut 72-79, .PAND 80, optional output predicate Pu 81-83 (vanishes at PT),
// Pp 87-90.
foreach pu = [0, 1] in
foreach b = IntBList<"", "hex">.L in
def LOP3 # "_" # b.Sfx # !if(pu, "_pu", "")
    : SASSInst<"LOP3", !or(0x12, b.Sel),
        !listconcat([Flag<"pand", 80, ".PAND">, R<"Rd", 16>, R<"Ra", 24>, ReuseA],
                    !if(pu, [P<"Pu", 81>], []), b.F,
                    [R<"Rc", 64>, ReuseC, Imm<"lut", [72, 8], "hex">, IntPN<"Pp", 87>]),
        "LOP3.LUT$pand " # !if(pu, "$Pu, ", "") # "$Rd, $Ra$reuse_a, " # b.T #
            ", $Rc$reuse_c, $lut, $Pp ;"> {
  let Fixed = !if(pu, [], [81, 3, 7]);
}

//===----------------------------------------------------------------------===//
// SEL Rd, Ra, B, Pp          IMNMX[.U32] Rd, Ra, B, Pp (PT = min, !PT = max)
//===----------------------------------------------------------------------===//
foreach b = IntBList<"", "hex">.L in
def SEL_ # b.Sfx : SASSInst<"SEL", !or(0x07, b.Sel),
    !listconcat([R<"Rd", 16>, R<"Ra", 24>, ReuseA], b.F, [IntPN<"Pp", 87>]),
    "SEL $Rd, $Ra$reuse_a, " # b.T # ", $Pp ;">;

foreach b = IntBList<"", "shex">.L in
def IMNMX_ # b.Sfx : SASSInst<"IMNMX", !or(0x17, b.Sel),
    !listconcat([E<"u32", [73, 1], [".U32", ""]>, R<"Rd", 16>, R<"Ra", 24>, ReuseA],
                b.F, [IntPN<"Pp", 87>]),
    "IMNMX$u32 $Rd, $Ra$reuse_a, " # b.T # ", $Pp ;">;

//===----------------------------------------------------------------------===//
// MOV Rd, B [, mask]: the lane mask 72-75 vanishes at 0xf.
//===----------------------------------------------------------------------===//
foreach m = [0, 1] in
foreach b = IntBList<"", "hex">.L in
def MOV_ # b.Sfx # !if(m, "_mask", "") : SASSInst<"MOV", !or(0x02, b.Sel),
    !listconcat([R<"Rd", 16>], b.F, !if(m, [Imm<"mask", [72, 4], "hex">], [])),
    "MOV $Rd, " # b.T # !if(m, ", $mask", "") # " ;"> {
  let Fixed = !if(m, [], [72, 4, 0xf]);
}

//===----------------------------------------------------------------------===//
// PLOP3.LUT Pu, Pv, Pa, Pb, Pc, lut, imm8
//===----------------------------------------------------------------------===//
// Pa 87-90, Pb 77-80, Pc 68-71 (bit 67 makes it a uniform predicate),
// lut {72-76, 64-66}, the second immediate 16-23.
foreach u = [0, 1] in
def PLOP3 # !if(u, "_up", "") : SASSInst<"PLOP3", 0x81c,
    [P<"Pu", 81>, P<"Pv", 84>, IntPN<"Pa", 87>, IntPN<"Pb", 77>,
     !if(u, IntUPN<"Pc", 68>, IntPN<"Pc", 68>),
     Imm<"lut", [64, 3, 72, 5], "hex">, Imm<"imm8", [16, 8], "hex">],
    "PLOP3.LUT $Pu, $Pv, $Pa, $Pb, $Pc, $lut, $imm8 ;"> {
  let Fixed = [67, 1, u];
}

//===----------------------------------------------------------------------===//
// Three-source shapes: B (the second factor) and C (the addend) per form.
// rri/rrc/rru put the B register at 64-71 (its reuse flag is bit 123) and the
// third source in 32-63.  C's negate is bit 75 for a register, 63 otherwise.
//===----------------------------------------------------------------------===//
class IntSrc3<string sfx, int sel, list<SASSField> bf, string bt,
              list<SASSField> cf, string ct> {
  string Sfx = sfx;
  int Sel = sel;
  list<SASSField> BF = bf;
  string BT = bt;
  list<SASSField> CF = cf;
  string CT = ct;
}
// neg: spelling of C's negate; imm: the immediate's format.
class IntSrc3List<string neg, string imm> {
  defvar N = !ne(neg, "");
  list<SASSField> RC = !listconcat(!if(N, [Flag<"nc", 75, neg>], []), [R<"Rc", 64>, ReuseC]);
  string RCT = !if(N, "$nc", "") # "$Rc$reuse_c";
  list<SASSField> NC63 = !if(N, [Flag<"nc", 63, neg>], []);
  list<SASSField> NCC = [E<"nc", [63, 1], ["c", !if(N, neg # "c", NoVal)]>];
  list<SASSField> NCX = [E<"nc", [63, 1], ["cx", !if(N, neg # "cx", NoVal)]>];
  list<SASSField> RB64 = [R<"Rb", 64>, ReuseB];
  list<IntSrc3> L = [
    IntSrc3<"rrr", 0x200, [R<"Rb", 32>, ReuseB], "$Rb$reuse_b", RC, RCT>,
    IntSrc3<"rir", 0x800, [Imm<"imm", [32, 32], imm>], "$imm", RC, RCT>,
    IntSrc3<"rcr", 0xa00, IntCb, "c[$cbank][$coff]", RC, RCT>,
    IntSrc3<"rur", 0x1c00, [UR<"URb", 32>], "$URb", RC, RCT>,
    IntSrc3<"rri", 0x400, RB64, "$Rb$reuse_b", [Imm<"imm", [32, 32], imm>], "$imm">,
    IntSrc3<"rrc", 0x600, RB64, "$Rb$reuse_b",
            !listconcat(NCC, IntCb), "$nc[$cbank][$coff]">,
    IntSrc3<"rru", 0x1e00, RB64, "$Rb$reuse_b", !listconcat(NC63, [UR<"URc", 32>]),
            !if(N, "$nc", "") # "$URc">,
    IntSrc3<"rxr", 0x1a00, IntCx, "cx[$cxur][$cxoff]", RC, RCT>,
    IntSrc3<"rrx", 0x1600, RB64, "$Rb$reuse_b", !listconcat(NCX, IntCx), "$nc[$cxur][$cxoff]">];
}

//===----------------------------------------------------------------------===//
// IMAD / IMAD.WIDE / IMAD.HI  [.U32] [.X]
//===----------------------------------------------------------------------===//
// signed 73 (clear = .U32), .X 74 (carry-in Pp 87-90 printed; without .X it
// stays !PT).  IMAD's bits 81-83 are unused (ptxas: 7); WIDE and HI have an
// optional carry-out Pu there.  nvdisasm prints IMAD (not WIDE/HI, not .X) as
//   IMAD.MOV  when the product is 0 (Ra or a B register is RZ, or B imm is 0)
//             or the sum is just Ra (B imm 1 and Rc RZ),
//   IMAD.IADD when B imm is 1,  IMAD.SHL when B imm is 2^k (1..30, not 16) and Rc RZ.
// WIDE and HI have no rri form.
class IMadAlias<string sfx, string name, list<int> fixed, int prio> {
  string Sfx = sfx;
  string Name = name;
  list<int> Fixed = fixed;
  int Prio = prio;
}
defvar IMadAliases = !listconcat([
  IMadAlias<"rrr_mova", ".MOV", [24, 8, 255], -3>,
  IMadAlias<"rrr_movb", ".MOV", [32, 8, 255], -3>,
  IMadAlias<"rir_mova", ".MOV", [24, 8, 255], -3>,
  IMadAlias<"rir_mov0", ".MOV", [32, 32, 0], -3>,
  IMadAlias<"rir_mov1", ".MOV", [32, 32, 1, 64, 8, 255], -3>,
  IMadAlias<"rir_iadd", ".IADD", [32, 32, 1], -2>,
  IMadAlias<"rcr_mova", ".MOV", [24, 8, 255], -3>,
  IMadAlias<"rri_mova", ".MOV", [24, 8, 255], -3>,
  IMadAlias<"rri_movb", ".MOV", [64, 8, 255], -3>,
  IMadAlias<"rrc_mova", ".MOV", [24, 8, 255], -3>,
  IMadAlias<"rrc_movb", ".MOV", [64, 8, 255], -3>],  // (no alias with cx[] or UR sources)
  // nvdisasm does not use the alias for 2^16 (checked on both SMs: it
  // prints IMAD.U32 R0, R0, 0x10000, RZ).
  !foreach(k, !filter(x, !range(1, 31), !ne(x, 16)),
           IMadAlias<"rir_shl" # k, ".SHL", [32, 32, !shl(1, k), 64, 8, 255], -2>));

class IMadOp<string m, int opc, bit co> {
  string M = m;
  int Opc = opc;
  bit CO = co;
}
foreach op = [IMadOp<"", 0x24, 0>, IMadOp<".WIDE", 0x25, 1>, IMadOp<".HI", 0x27, 1>] in
foreach x = [0, 1] in
foreach pu = !if(op.CO, [0, 1], [0]) in
foreach s = !filter(s, IntSrc3List<!if(x, "~", "-"), "shex">.L,
                    !or(!eq(op.Opc, 0x24), !ne(s.Sfx, "rri"))) in {
  defvar Fields = !listconcat(
      [E<"u32", [73, 1], [".U32", ""]>, R<"Rd", 16>, R<"Ra", 24>, ReuseA],
      !if(op.CO, !if(pu, [P<"Pu", 81>], []), [Hidden<"Pu", [81, 3], 7>]),
      s.BF, s.CF,
      [!if(x, IntPN<"Pp", 87>, Hidden<"Pp", [87, 4], 0xf>)]);
  defvar Ops = " $Rd, " # !if(pu, "$Pu, ", "") # "$Ra$reuse_a, " # s.BT # ", " # s.CT #
               !if(x, ", $Pp", "") # " ;";
  defvar Fix = !listconcat([74, 1, x], !if(op.CO, !if(pu, [], [81, 3, 7]), []));
  defvar Base = "IMAD" # !subst(".", "", op.M) # !if(x, "X", "") # "_" # s.Sfx # !if(pu, "_pu", "");
  def Base : SASSInst<"IMAD", !or(op.Opc, s.Sel), Fields,
                      "IMAD" # op.M # "$u32" # !if(x, ".X", "") # Ops> {
    let Fixed = Fix;
  }
  if !and(!eq(op.Opc, 0x24), !not(x)) then
  foreach a = !filter(a, IMadAliases, !eq(!substr(a.Sfx, 0, 3), s.Sfx)) in
  def "IMAD" # !subst(".", "", a.Name) # "_" # a.Sfx : SASSInst<"IMAD", !or(op.Opc, s.Sel), Fields,
                                        "IMAD" # a.Name # "$u32" # Ops> {
    let Fixed = !listconcat(Fix, a.Fixed);
    let Priority = a.Prio;
  }
}

//===----------------------------------------------------------------------===//
// LEA[.HI][.X][.SX32] Rd, [Pu,] Ra, B, [Rc,] shift [, Pp]
//===----------------------------------------------------------------------===//
// -Ra 72 / -B 63 ('~' with .X), .SX32 73 (only with .HI), .X 74 (Pp 87-90),
// shift 75-79, .HI 80 (Rc 64-71 printed unless .SX32; otherwise ptxas leaves
// it RZ and nvdisasm ignores it), optional carry-out Pu 81-83.
foreach h = [0, 1] in
foreach sx = !if(h, [0, 1], [0]) in
foreach x = [0, 1] in
foreach pu = [0, 1] in
foreach b = IntBList<!if(x, "~", "-"), "hex">.L in {
  defvar rc = !and(h, !not(sx));
  def LEA # !if(h, "HI", "") # !if(x, "X", "") # !if(sx, "SX32", "") # "_" # b.Sfx # !if(pu, "_pu", "")
      : SASSInst<"LEA", !or(0x11, b.Sel),
          !listconcat([R<"Rd", 16>, Flag<"na", 72, !if(x, "~", "-")>, R<"Ra", 24>, ReuseA],
                      !if(pu, [P<"Pu", 81>], []), b.F,
                      !if(rc, [R<"Rc", 64>, ReuseC], [Hidden<"Rc", [64, 8], 255>]),
                      [Imm<"sh", [75, 5], "hex">],
                      [!if(x, IntPN<"Pp", 87>, Hidden<"Pp", [87, 4], 0xf>)]),
          "LEA" # !if(h, ".HI", "") # !if(x, ".X", "") # !if(sx, ".SX32", "") # " $Rd, " #
              !if(pu, "$Pu, ", "") # "$na$Ra$reuse_a, " # b.T # !if(rc, ", $Rc$reuse_c", "") #
              ", $sh" # !if(x, ", $Pp", "") # " ;"> {
    let Fixed = !listconcat([80, 1, h, 73, 1, sx, 74, 1, x], !if(pu, [], [81, 3, 7]));
  }
}

//===----------------------------------------------------------------------===//
// SHF.{L,R}[.W].{S64,U64,S32,U32}[.HI] Rd, Ra, B(shift), Rc
//===----------------------------------------------------------------------===//
// type 73-74, .W 75, .R 76 (clear = .L), .HI 80.
foreach s = IntSrc3List<"", "hex">.L in
def SHF_ # s.Sfx : SASSInst<"SHF", !or(0x19, s.Sel),
    !listconcat([E<"lr", [76, 1], [".L", ".R"]>, Flag<"w", 75, ".W">,
                 E<"ty", [73, 2], [".S64", ".U64", ".S32", ".U32"]>, Flag<"hi", 80, ".HI">,
                 R<"Rd", 16>, R<"Ra", 24>, ReuseA], s.BF, s.CF),
    "SHF$lr$w$ty$hi $Rd, $Ra$reuse_a, " # s.BT # ", " # s.CT # " ;">;

//===----------------------------------------------------------------------===//
// PRMT[.mode] Rd, Ra, B(selector), C    (mode 72-74)
//===----------------------------------------------------------------------===//
foreach s = IntSrc3List<"", "hex">.L in
def PRMT_ # s.Sfx : SASSInst<"PRMT", !or(0x16, s.Sel),
    !listconcat([E<"mode", [72, 3], ["", ".F4E", ".B4E", ".RC8", ".ECL", ".ECR", ".RC16", NoVal]>,
                 R<"Rd", 16>, R<"Ra", 24>, ReuseA], s.BF, s.CF),
    "PRMT$mode $Rd, $Ra$reuse_a, " # s.BT # ", " # s.CT # " ;">;

//===----------------------------------------------------------------------===//
// One-source ops (the source sits in slot B): IABS, POPC, BREV, FLO
//===----------------------------------------------------------------------===//
foreach b = IntBList<"", "shex">.L in
def IABS_ # b.Sfx : SASSInst<"IABS", !or(0x13, b.Sel),
    !listconcat([R<"Rd", 16>], b.F), "IABS $Rd, " # b.T # " ;">;

foreach b = IntBList<"~", "hex", 1>.L in
def POPC_ # b.Sfx : SASSInst<"POPC", !or(0x09, b.Sel),
    !listconcat([R<"Rd", 16>], b.F), "POPC $Rd, " # b.T # " ;">;

foreach b = IntBList<"", "hex", 1>.L in
def BREV_ # b.Sfx : SASSInst<"BREV", !or(0x01, b.Sel),
    !listconcat([R<"Rd", 16>], b.F), "BREV $Rd, " # b.T # " ;">;

// FLO[.U32][.SH] Rd, [Pu,] B: signed 73 (clear = .U32), .SH 74, ~B 63,
// optional output predicate Pu 81-83.
foreach pu = [0, 1] in
foreach b = IntBList<"~", "hex", 1>.L in
def FLO_ # b.Sfx # !if(pu, "_pu", "") : SASSInst<"FLO", !or(0x00, b.Sel),
    !listconcat([E<"u32", [73, 1], [".U32", ""]>, Flag<"sh", 74, ".SH">, R<"Rd", 16>],
                !if(pu, [P<"Pu", 81>], []), b.F),
    "FLO$u32$sh $Rd, " # !if(pu, "$Pu, ", "") # b.T # " ;"> {
  let Fixed = !if(pu, [], [81, 3, 7]);
}

//===----------------------------------------------------------------------===//
// CS2R[.32] Rd, SR: SR index 72-79 (names differ between sm_80 and sm_90);
// bit 80 clear = .32.
//===----------------------------------------------------------------------===//
defvar IntSR80 = [
    "SR_LANEID", "SR_CLOCK", "SR_VIRTCFG", "SR_VIRTID", "SR4", "SR5", "SR6", "SR7", "SR8",
    "SR9", "SR10", "SR11", "SR12", "SR13", "SR14", "SR_ORDERING_TICKET", "SR_PRIM_TYPE",
    "SR_INVOCATION_ID", "SR_Y_DIRECTION", "SR_THREAD_KILL", "SM_SHADER_TYPE",
    "SR_DIRECTCBEWRITEADDRESSLOW", "SR_DIRECTCBEWRITEADDRESSHIGH", "SR_DIRECTCBEWRITEENABLED",
    "SR_SW_SCRATCH", "SR_MACHINE_ID_1", "SR_MACHINE_ID_2", "SR_MACHINE_ID_3", "SR_AFFINITY",
    "SR_INVOCATION_INFO", "SR_WSCALEFACTOR_XY", "SR_WSCALEFACTOR_Z", "SR_TID", "SR_TID.X",
    "SR_TID.Y", "SR_TID.Z", "SR36", "SR_CTAID.X", "SR_CTAID.Y", "SR_CTAID.Z", "SR_NTID",
    "SR_CirQueueIncrMinusOne", "SR_NLATC", "SR43", "SR_SM_SPA_VERSION",
    "SR_MULTIPASSSHADERINFO", "SR_LWINHI", "SR_SWINHI", "SR_SWINLO", "SR_SWINSZ", "SR_SMEMSZ",
    "SR_SMEMBANKS", "SR_LWINLO", "SR_LWINSZ", "SR_LMEMLOSZ", "SR_LMEMHIOFF", "SR_EQMASK",
    "SR_LTMASK", "SR_LEMASK", "SR_GTMASK", "SR_GEMASK", "SR_REGALLOC", "SR_BARRIERALLOC",
    "SR63", "SR_GLOBALERRORSTATUS", "SR65", "SR_WARPERRORSTATUS", "SR_VIRTUALSMID",
    "SR_VIRTUALENGINEID", "SR69", "SR70", "SR71", "SR72", "SR73", "SR74", "SR75", "SR76",
    "SR77", "SR78", "SR79", "SR_CLOCKLO", "SR_CLOCKHI", "SR_GLOBALTIMERLO", "SR_GLOBALTIMERHI",
    "SR_ESR_PC", "SR_ESR_PC_HI", "SR86", "SR87", "SR88", "SR89", "SR90", "SR91", "SR92",
    "SR93", "SR94", "SR95", "SR_HWTASKID", "SR_CIRCULARQUEUEENTRYINDEX",
    "SR_CIRCULARQUEUEENTRYADDRESSLOW", "SR_CIRCULARQUEUEENTRYADDRESSHIGH", "SR_PM0",
    "SR_PM_HI0", "SR_PM1", "SR_PM_HI1", "SR_PM2", "SR_PM_HI2", "SR_PM3", "SR_PM_HI3", "SR_PM4",
    "SR_PM_HI4", "SR_PM5", "SR_PM_HI5", "SR_PM6", "SR_PM_HI6", "SR_PM7", "SR_PM_HI7",
    "SR_SNAP_PM0", "SR_SNAP_PM_HI0", "SR_SNAP_PM1", "SR_SNAP_PM_HI1", "SR_SNAP_PM2",
    "SR_SNAP_PM_HI2", "SR_SNAP_PM3", "SR_SNAP_PM_HI3", "SR_SNAP_PM4", "SR_SNAP_PM_HI4",
    "SR_SNAP_PM5", "SR_SNAP_PM_HI5", "SR_SNAP_PM6", "SR_SNAP_PM_HI6", "SR_SNAP_PM7",
    "SR_SNAP_PM_HI7", "SR_VARIABLE_RATE", "__HIR0X000", "SR134", "SR135", "SR136", "SR137",
    "SR138", "SR139", "SR140", "SR141", "SR142", "SR143", "SR144", "SR145", "SR146", "SR147",
    "SR148", "SR149", "SR150", "SR151", "SR152", "SR153", "SR154", "SR155", "SR156", "SR157",
    "SR158", "SR159", "SR160", "SR161", "SR162", "SR163", "SR164", "SR165", "SR166", "SR167",
    "SR168", "SR169", "SR170", "SR171", "SR172", "SR173", "SR174", "SR175", "SR176", "SR177",
    "SR178", "SR179", "SR180", "SR181", "SR182", "SR183", "SR184", "SR185", "SR186", "SR187",
    "SR188", "SR189", "SR190", "SR191", "SR192", "SR193", "SR194", "SR195", "SR196", "SR197",
    "SR198", "SR199", "SR200", "SR201", "SR202", "SR203", "SR204", "SR205", "SR206", "SR207",
    "SR208", "SR209", "SR210", "SR211", "SR212", "SR213", "SR214", "SR215", "SR216", "SR217",
    "SR218", "SR219", "SR220", "SR221", "SR222", "SR223", "SR224", "SR225", "SR226", "SR227",
    "SR228", "SR229", "SR230", "SR231", "SR232", "SR233", "SR234", "SR235", "SR236", "SR237",
    "SR238", "SR239", "SR240", "SR241", "SR242", "SR243", "SR244", "SR245", "SR246", "SR247",
    "SR248", "SR249", "SR250", "SR251", "SR252", "SR253", "SR254", "SRZ"];
defvar IntSR90 = [
    "SR_LANEID", "SR_CLOCK", "SR_VIRTCFG", "SR_VIRTID", "SR4", "SR5", "SR6", "SR7", "SR8",
    "SR9", "SR10", "SR11", "SR12", "SR13", "SR14", "SR_ORDERING_TICKET", "SR_PRIM_TYPE",
    "SR_INVOCATION_ID", "SR_Y_DIRECTION", "SR_THREAD_KILL", "SM_SHADER_TYPE",
    "SR_DIRECTCBEWRITEADDRESSLOW", "SR_DIRECTCBEWRITEADDRESSHIGH", "SR_DIRECTCBEWRITEENABLED",
    "SR_SW_SCRATCH", "SR_MACHINE_ID_1", "SR_MACHINE_ID_2", "SR_MACHINE_ID_3", "SR_AFFINITY",
    "SR_INVOCATION_INFO", "SR_WSCALEFACTOR_XY", "SR_WSCALEFACTOR_Z", "SR_TID", "SR_TID.X",
    "SR_TID.Y", "SR_TID.Z", "SR36", "SR_CTAID.X", "SR_CTAID.Y", "SR_CTAID.Z", "SR_NTID",
    "SR_CirQueueIncrMinusOne", "SR_NLATC", "SR43", "SR_SM_SPA_VERSION",
    "SR_MULTIPASSSHADERINFO", "SR_LWINHI", "SR_SWINHI", "SR_SWINLO", "SR_SWINSZ", "SR_SMEMSZ",
    "SR_SMEMBANKS", "SR_LWINLO", "SR_LWINSZ", "SR_LMEMLOSZ", "SR_LMEMHIOFF", "SR_EQMASK",
    "SR_LTMASK", "SR_LEMASK", "SR_GTMASK", "SR_GEMASK", "SR_REGALLOC", "SR_BARRIERALLOC",
    "SR63", "SR_GLOBALERRORSTATUS", "SR_CGAERRORSTATUS", "SR_WARPERRORSTATUS",
    "SR_VIRTUALSMID", "SR_VIRTUALENGINEID", "SR69", "SR70", "SR71", "SR72", "SR73", "SR74",
    "SR75", "SR76", "SR77", "SR78", "SR79", "SR_CLOCKLO", "SR_CLOCKHI", "SR_GLOBALTIMERLO",
    "SR_GLOBALTIMERHI", "SR_ESR_PC", "SR_ESR_PC_HI", "SR86", "SR87", "SR88", "SR89", "SR90",
    "SR91", "SR92", "SR93", "SR94", "SR95", "SR_HWTASKID", "SR_CIRCULARQUEUEENTRYINDEX",
    "SR_CIRCULARQUEUEENTRYADDRESSLOW", "SR_CIRCULARQUEUEENTRYADDRESSHIGH", "SR_PM0",
    "SR_PM_HI0", "SR_PM1", "SR_PM_HI1", "SR_PM2", "SR_PM_HI2", "SR_PM3", "SR_PM_HI3", "SR_PM4",
    "SR_PM_HI4", "SR_PM5", "SR_PM_HI5", "SR_PM6", "SR_PM_HI6", "SR_PM7", "SR_PM_HI7",
    "SR_SNAP_PM0", "SR_SNAP_PM_HI0", "SR_SNAP_PM1", "SR_SNAP_PM_HI1", "SR_SNAP_PM2",
    "SR_SNAP_PM_HI2", "SR_SNAP_PM3", "SR_SNAP_PM_HI3", "SR_SNAP_PM4", "SR_SNAP_PM_HI4",
    "SR_SNAP_PM5", "SR_SNAP_PM_HI5", "SR_SNAP_PM6", "SR_SNAP_PM_HI6", "SR_SNAP_PM7",
    "SR_SNAP_PM_HI7", "SR_VARIABLE_RATE", "__HIR0X000", "SR_WARPGROUP_INFO", "SR_WARPGROUPID",
    "SR_CgaCtaId", "SR_GpcLocalCgaId", "SR138", "SR_CTARegPoolSz", "SR140", "SR141", "SR142",
    "SR143", "SR144", "SR145", "SR146", "SR147", "SR148", "SR149", "SR150", "SR151", "SR152",
    "SR153", "SR154", "SR155", "SR156", "SR157", "SR158", "SR159", "SR160", "SR161", "SR162",
    "SR163", "SR164", "SR165", "SR166", "SR167", "SR168", "SR169", "SR170", "SR171", "SR172",
    "SR173", "SR174", "SR175", "SR176", "SR177", "SR178", "SR179", "SR180", "SR181", "SR182",
    "SR183", "SR184", "SR185", "SR186", "SR187", "SR188", "SR189", "SR190", "SR191", "SR192",
    "SR193", "SR194", "SR195", "SR196", "SR197", "SR198", "SR199", "SR200", "SR201", "SR202",
    "SR203", "SR204", "SR205", "SR206", "SR207", "SR208", "SR209", "SR210", "SR211", "SR212",
    "SR213", "SR214", "SR215", "SR216", "SR217", "SR218", "SR219", "SR220", "SR221", "SR222",
    "SR223", "SR224", "SR225", "SR226", "SR227", "SR228", "SR229", "SR230", "SR231", "SR232",
    "SR233", "SR234", "SR235", "SR236", "SR237", "SR238", "SR239", "SR240", "SR241", "SR242",
    "SR243", "SR244", "SR245", "SR246", "SR247", "SR248", "SR249", "SR250", "SR251", "SR252",
    "SR253", "SR254", "SRZ"];
foreach sm = [80, 90] in
foreach w = [0, 1] in
def CS2R # !if(w, "", "32") # "_sm" # sm : SASSInst<"CS2R", 0x805,
    [R<"Rd", 16>, E<"sr", [72, 8], !if(!eq(sm, 80), IntSR80, IntSR90)>],
    "CS2R" # !if(w, "", ".32") # " $Rd, $sr ;", [sm]> {
  let Fixed = [80, 1, w];
}

//===----------------------------------------------------------------------===//
// SGXT[.W][.U32] Rd, Ra, B    BMSK[.W] Rd, Ra, B    (.W 75, .U32 73)
//===----------------------------------------------------------------------===//
foreach b = IntBList<"", "hex">.L in {
  def SGXT_ # b.Sfx : SASSInst<"SGXT", !or(0x1a, b.Sel),
      !listconcat([Flag<"w", 75, ".W">, E<"u32", [73, 1], [".U32", ""]>, R<"Rd", 16>, R<"Ra", 24>, ReuseA], b.F),
      "SGXT$w$u32 $Rd, $Ra$reuse_a, " # b.T # " ;">;
  def BMSK_ # b.Sfx : SASSInst<"BMSK", !or(0x1b, b.Sel),
      !listconcat([Flag<"w", 75, ".W">, R<"Rd", 16>, R<"Ra", 24>, ReuseA], b.F),
      "BMSK$w $Rd, $Ra$reuse_a, " # b.T # " ;">;
}

//===----------------------------------------------------------------------===//
// P2R[.Bn] Rd, PR, Ra, B(mask)     R2P PR, Ra[.Bn], B(mask)   (byte 76-77)
//===----------------------------------------------------------------------===//
defvar IntByte = E<"byte", [76, 2], ["", ".B1", ".B2", ".B3"]>;
// The P2R mask immediate prints signed on sm_80 and unsigned on sm_90.
foreach b = IntBList<"", "shex">.L in
foreach sm = !if(!eq(b.Sfx, "rir"), [80, 90], [0]) in
  def P2R_ # b.Sfx # !if(sm, "_sm" # sm, "") : SASSInst<"P2R", !or(0x03, b.Sel),
      !listconcat([IntByte, R<"Rd", 16>, R<"Ra", 24>, ReuseA],
                  !if(!eq(sm, 90), [Imm<"imm", [32, 32], "hex">], b.F)),
      "P2R$byte $Rd, PR, $Ra$reuse_a, " # b.T # " ;", !if(sm, [sm], [80, 90])>;
foreach b = IntBList<"", "hex">.L in
  def R2P_ # b.Sfx : SASSInst<"R2P", !or(0x04, b.Sel),
      !listconcat([IntByte, R<"Ra", 24>, ReuseA], b.F),
      "R2P PR, $Ra$reuse_a$byte, " # b.T # " ;">;

//===----------------------------------------------------------------------===//
// sm_90: VIADD[.16x2] Rd, Ra, B (-B 63; .16x2 73)
//        VIMNMX{.U32,,.U16x2,.S16x2}[.RELU] Rd, Ra, B, Pp (type 72-73, .RELU 76)
//        VIADDMNMX<type>[.RELU] Rd, Ra, B, C, Pp
//===----------------------------------------------------------------------===//
defvar IntVType = E<"ty", [72, 2], [".U32", "", ".U16x2", ".S16x2"]>;
foreach b = IntBList<"-", "hex">.L in
def VIADD_ # b.Sfx : SASSInst<"VIADD", !or(0x36, b.Sel),
    !listconcat([Flag<"x2", 73, ".16x2">, R<"Rd", 16>, R<"Ra", 24>, ReuseA], b.F),
    "VIADD$x2 $Rd, $Ra$reuse_a, " # b.T # " ;", [90]>;

// Bits 81-86 (unprinted output predicates) stay all ones.
foreach b = IntBList<"", "shex">.L in
def VIMNMX_ # b.Sfx : SASSInst<"VIMNMX", !or(0x48, b.Sel),
    !listconcat([IntVType, Flag<"relu", 76, ".RELU">, R<"Rd", 16>, R<"Ra", 24>, ReuseA],
                b.F, [Hidden<"Pu", [81, 6], 0x3f>, IntPN<"Pp", 87>]),
    "VIMNMX$ty$relu $Rd, $Ra$reuse_a, " # b.T # ", $Pp ;", [90]>;

// The register at 64-71 takes the negate bit 75 only where it is the second
// source (rri / rrc / rru).
foreach s = IntSrc3List<"", "hex">.L in {
  defvar n = !or(!eq(s.Sfx, "rri"), !eq(s.Sfx, "rrc"), !eq(s.Sfx, "rru"));
  def VIADDMNMX_ # s.Sfx : SASSInst<"VIADDMNMX", !or(0x46, s.Sel),
      !listconcat([IntVType, Flag<"relu", 76, ".RELU">, R<"Rd", 16>, R<"Ra", 24>, ReuseA],
                  !if(n, [Flag<"nb", 75, "-">], []), s.BF, s.CF, [IntPN<"Pp", 87>]),
      "VIADDMNMX$ty$relu $Rd, $Ra$reuse_a, " # !if(n, "$nb", "") # s.BT # ", " # s.CT #
          ", $Pp ;", [90]>;
}

//===----------------------------------------------------------------------===//
// IDP.4A.{U8,S8}.{U8,S8} / IDP.2A.{LO,HI}.{U16,S16}.{U8,S8} Rd, Ra, B, [-]Rc
//===----------------------------------------------------------------------===//
// A signed 73, B signed 74, -Rc 75, .2A 76, .HI 77 (2A only).  No imm form.
foreach m = [0, 1, 2] in
foreach b = !filter(b, IntBList<"", "hex">.L, !ne(b.Sfx, "rir")) in
def IDP # !if(!eq(m, 0), "4A", !if(!eq(m, 1), "2ALO", "2AHI")) # "_" # b.Sfx
    : SASSInst<"IDP", !or(0x26, b.Sel),
        !listconcat([E<"ta", [73, 1], !if(m, [".U16", ".S16"], [".U8", ".S8"])>,
                     E<"tb", [74, 1], [".U8", ".S8"]>,
                     R<"Rd", 16>, R<"Ra", 24>, ReuseA], b.F,
                    [Flag<"nc", 75, "-">, R<"Rc", 64>, ReuseC]),
        "IDP" # !if(!eq(m, 0), ".4A", !if(!eq(m, 1), ".2A.LO", ".2A.HI")) #
            "$ta$tb $Rd, $Ra$reuse_a, " # b.T # ", $nc$Rc$reuse_c ;"> {
  let Fixed = [76, 2, !if(!eq(m, 0), 0, !if(!eq(m, 1), 1, 3))];
}

//===----------------------------------------------------------------------===//
// VABSDIFF[.U32] / VABSDIFF4[.U8][.ACC] Rd, [Pu,] Ra, B, C  (signed 73,
// .ACC 75, Pu 81-83)
//===----------------------------------------------------------------------===//
foreach v = [0, 1] in
foreach pu = [0, 1] in
foreach s = IntSrc3List<"", "hex">.L in
def VABSDIFF # !if(v, "4", "") # "_" # s.Sfx # !if(pu, "_pu", "")
    : SASSInst<"VABSDIFF" # !if(v, "4", ""), !or(!if(v, 0x15, 0x14), s.Sel),
        !listconcat([E<"u32", [73, 1], [!if(v, ".U8", ".U32"), ""]>, R<"Rd", 16>],
                    !if(v, [Flag<"acc", 75, ".ACC">], []),
                    !if(pu, [P<"Pu", 81>], []), [R<"Ra", 24>, ReuseA], s.BF, s.CF),
        "VABSDIFF" # !if(v, "4", "") # "$u32" # !if(v, "$acc", "") # " $Rd, " #
            !if(pu, "$Pu, ", "") # "$Ra$reuse_a, " # s.BT # ", " # s.CT # " ;"> {
  let Fixed = !if(pu, [], [81, 3, 7]);
}
