//===-- Uniform.td - uniform datapath integer ops ----------*- tablegen -*-===//
//
// Uniform family: see docs/Target/SASS/Encodings.md.  The uniform ALU ops
// mirror their vector counterparts (opcode | 0x80, bit 91 set) with 6-bit UR
// operands at 16/24/32/64 and UP predicates.  Selectors: 0x12 URa, URb, URc;
// 0x18 URa, imm32, URc; 0x14 URa, URb(64-69), imm32.  No reuse flags.
// Uses IntPN / IntUPN / IntCb from Integer.td (included before this file).
//
//===----------------------------------------------------------------------===//

class UIntSrc<string sfx, int sel, list<SASSField> f, string t> {
  string Sfx = sfx;
  int Sel = sel;
  list<SASSField> F = f;
  string T = t;
}
class UIntBList<string neg, string imm> {
  list<SASSField> NF = !if(!eq(neg, ""), [], [Flag<"nb", 63, neg>]);
  string NT = !if(!eq(neg, ""), "", "$nb");
  list<UIntSrc> L = [
    UIntSrc<"rrr", 0x1200, !listconcat(NF, [UR<"URb", 32>]), NT # "$URb">,
    UIntSrc<"rir", 0x1800, [Imm<"imm", [32, 32], imm>], "$imm">];
}
class UIntSrc3<string sfx, int sel, list<SASSField> bf, string bt,
               list<SASSField> cf, string ct> {
  string Sfx = sfx;
  int Sel = sel;
  list<SASSField> BF = bf;
  string BT = bt;
  list<SASSField> CF = cf;
  string CT = ct;
}
class UIntSrc3List<string neg, string imm> {
  defvar N = !ne(neg, "");
  list<SASSField> RC = !listconcat(!if(N, [Flag<"nc", 75, neg>], []), [UR<"URc", 64>]);
  string RCT = !if(N, "$nc", "") # "$URc";
  list<UIntSrc3> L = [
    UIntSrc3<"rrr", 0x1200, [UR<"URb", 32>], "$URb", RC, RCT>,
    UIntSrc3<"rir", 0x1800, [Imm<"imm", [32, 32], imm>], "$imm", RC, RCT>,
    UIntSrc3<"rri", 0x1400, [UR<"URb", 64>], "$URb", [Imm<"imm", [32, 32], imm>], "$imm">];
}

//===----------------------------------------------------------------------===//
// UIADD3[.X] URd, [UPu,] [UPv,] URa, B, URc [, UPp, UPq]   (as IADD3)
//===----------------------------------------------------------------------===//
class UIAddCO<string sfx, list<int> fixed, list<SASSField> f, string t> {
  string Sfx = sfx;
  list<int> Fixed = fixed;
  list<SASSField> F = f;
  string T = t;
}
defvar UIAdd3CO = [
  UIAddCO<"", [81, 3, 7, 84, 3, 7], [], "">,
  UIAddCO<"_pu", [84, 3, 7], [UP<"UPu", 81>], "$UPu, ">,
  UIAddCO<"_pv", [81, 3, 7], [UP<"UPv", 84>], "$UPv, ">,
  UIAddCO<"_pupv", [], [UP<"UPu", 81>, UP<"UPv", 84>], "$UPu, $UPv, ">];

// sm_90 adds UIADD3.64 (opcode 0x97, same fields).
foreach w = [0, 1] in
foreach x = [0, 1] in
foreach co = UIAdd3CO in
foreach b = UIntBList<!if(x, "~", "-"), "shex">.L in
def UIADD3 # !if(w, "64", "") # !if(x, "X", "") # "_" # b.Sfx # co.Sfx
    : SASSInst<"UIADD3", !or(!if(w, 0x97, 0x90), b.Sel),
        !listconcat([UR<"URd", 16>, Flag<"na", 72, !if(x, "~", "-")>, UR<"URa", 24>],
                    co.F, b.F, [Flag<"nc", 75, !if(x, "~", "-")>, UR<"URc", 64>],
                    !if(x, [IntUPN<"UPp", 87>, IntUPN<"UPq", 77>],
                           [Hidden<"UPp", [87, 4], 0xf>, Hidden<"UPq", [77, 4], 0xf>])),
        "UIADD3" # !if(w, ".64", "") # !if(x, ".X", "") # " $URd, " # co.T # "$na$URa, " # b.T #
            ", $nc$URc" # !if(x, ", $UPp, $UPq", "") # " ;", !if(w, [90], [80, 90])> {
  let Fixed = !listconcat([74, 1, x], co.Fixed);
  let UniformGuard = 1;
}

//===----------------------------------------------------------------------===//
// UISETP.cmp[.U32].bop[.EX] UPu, UPv, URa, B, UPp [, UPq]   (as ISETP)
//===----------------------------------------------------------------------===//
foreach ex = [0, 1] in
foreach b = UIntBList<"", "shex">.L in
def UISETP # !if(ex, "EX", "") # "_" # b.Sfx
    : SASSInst<"UISETP", !or(0x8c, b.Sel),
        !listconcat([E<"cmp", [76, 3], [".F", ".LT", ".EQ", ".LE", ".GT", ".NE", ".GE", ".T"]>,
                     E<"u32", [73, 1], [".U32", ""]>,
                     E<"bop", [74, 2], [".AND", ".OR", ".XOR", NoVal]>,
                     UP<"UPu", 81>, UP<"UPv", 84>, UR<"URa", 24>], b.F,
                    [IntUPN<"UPp", 87>],
                    !if(ex, [IntUPN<"UPq", 68>], [Hidden<"UPq", [68, 4], 7>])),
        "UISETP$cmp$u32$bop" # !if(ex, ".EX", "") # " $UPu, $UPv, $URa, " # b.T #
            ", $UPp" # !if(ex, ", $UPq", "") # " ;"> {
  let Fixed = [72, 1, ex];
  let UniformGuard = 1;
}

//===----------------------------------------------------------------------===//
// ULOP3.LUT [UPu,] URd, URa, B, URc, lut, UPp     USEL URd, URa, B, UPp
//===----------------------------------------------------------------------===//
foreach pu = [0, 1] in
foreach b = UIntBList<"", "hex">.L in
def ULOP3 # "_" # b.Sfx # !if(pu, "_pu", "")
    : SASSInst<"ULOP3", !or(0x92, b.Sel),
        !listconcat([Flag<"pand", 80, ".PAND">, UR<"URd", 16>, UR<"URa", 24>],
                    !if(pu, [UP<"UPu", 81>], []), b.F,
                    [UR<"URc", 64>, Imm<"lut", [72, 8], "hex">, IntUPN<"UPp", 87>]),
        "ULOP3.LUT$pand " # !if(pu, "$UPu, ", "") # "$URd, $URa, " # b.T #
            ", $URc, $lut, $UPp ;"> {
  let Fixed = !if(pu, [], [81, 3, 7]);
  let UniformGuard = 1;
}

foreach b = UIntBList<"", "hex">.L in
def USEL_ # b.Sfx : SASSInst<"USEL", !or(0x87, b.Sel),
    !listconcat([UR<"URd", 16>, UR<"URa", 24>], b.F, [IntUPN<"UPp", 87>]),
    "USEL $URd, $URa, " # b.T # ", $UPp ;"> {
  let UniformGuard = 1;
}

//===----------------------------------------------------------------------===//
// UIMAD / UIMAD.WIDE [.U32] [.X]   (no MOV/IADD/SHL aliases on the uniform side)
//===----------------------------------------------------------------------===//
foreach op = [IMadOp<"", 0xa4, 0>, IMadOp<".WIDE", 0xa5, 0>] in
foreach x = [0, 1] in
foreach s = UIntSrc3List<!if(x, "~", "-"), "shex">.L in
if !not(!and(!eq(op.Opc, 0xa5), !eq(s.Sfx, "rri"))) then
def "UIMAD" # !subst(".", "", op.M) # !if(x, "X", "") # "_" # s.Sfx
    : SASSInst<"UIMAD", !or(op.Opc, s.Sel),
        !listconcat([E<"u32", [73, 1], [".U32", ""]>, UR<"URd", 16>, UR<"URa", 24>,
                     Hidden<"UPu", [81, 3], 7>], s.BF, s.CF,
                    [!if(x, IntUPN<"UPp", 87>, Hidden<"UPp", [87, 4], 0xf>)]),
        "UIMAD" # op.M # "$u32" # !if(x, ".X", "") # " $URd, $URa, " # s.BT # ", " # s.CT #
            !if(x, ", $UPp", "") # " ;"> {
  let Fixed = [74, 1, x];
  let UniformGuard = 1;
}

//===----------------------------------------------------------------------===//
// ULEA[.HI][.X][.SX32] URd, [UPu,] URa, B, [URc,] shift [, UPp]   (as LEA)
//===----------------------------------------------------------------------===//
foreach h = [0, 1] in
foreach sx = !if(h, [0, 1], [0]) in
foreach x = [0, 1] in
foreach pu = [0, 1] in
foreach b = UIntBList<!if(x, "~", "-"), "hex">.L in {
  defvar rc = !and(h, !not(sx));
  def ULEA # !if(h, "HI", "") # !if(x, "X", "") # !if(sx, "SX32", "") # "_" # b.Sfx # !if(pu, "_pu", "")
      : SASSInst<"ULEA", !or(0x91, b.Sel),
          !listconcat([UR<"URd", 16>, Flag<"na", 72, !if(x, "~", "-")>, UR<"URa", 24>],
                      !if(pu, [UP<"UPu", 81>], []), b.F,
                      !if(rc, [UR<"URc", 64>], [Hidden<"URc", [64, 6], 63>]),
                      [Imm<"sh", [75, 5], "hex">],
                      [!if(x, IntUPN<"UPp", 87>, Hidden<"UPp", [87, 4], 0xf>)]),
          "ULEA" # !if(h, ".HI", "") # !if(x, ".X", "") # !if(sx, ".SX32", "") # " $URd, " #
              !if(pu, "$UPu, ", "") # "$na$URa, " # b.T # !if(rc, ", $URc", "") #
              ", $sh" # !if(x, ", $UPp", "") # " ;"> {
    let Fixed = !listconcat([80, 1, h, 73, 1, sx, 74, 1, x], !if(pu, [], [81, 3, 7]));
    let UniformGuard = 1;
  }
}

//===----------------------------------------------------------------------===//
// USHF (as SHF), UPRMT (as PRMT, but without modes: nvdisasm prints bit 72
// as ".???1" and ignores 73-74)
//===----------------------------------------------------------------------===//
foreach s = UIntSrc3List<"", "hex">.L in
def USHF_ # s.Sfx : SASSInst<"USHF", !or(0x99, s.Sel),
    !listconcat([E<"lr", [76, 1], [".L", ".R"]>, Flag<"w", 75, ".W">,
                 E<"ty", [73, 2], [".S64", ".U64", ".S32", ".U32"]>, Flag<"hi", 80, ".HI">,
                 UR<"URd", 16>, UR<"URa", 24>], s.BF, s.CF),
    "USHF$lr$w$ty$hi $URd, $URa, " # s.BT # ", " # s.CT # " ;"> {
  let UniformGuard = 1;
}

foreach s = UIntSrc3List<"", "hex">.L in
if !ne(s.Sfx, "rri") then
def UPRMT_ # s.Sfx : SASSInst<"UPRMT", !or(0x96, s.Sel),
    !listconcat([UR<"URd", 16>, UR<"URa", 24>], s.BF, s.CF),
    "UPRMT $URd, $URa, " # s.BT # ", " # s.CT # " ;"> {
  let UniformGuard = 1;
}

//===----------------------------------------------------------------------===//
// One-source: UFLO, UPOPC, UBREV (URb at 32)
//===----------------------------------------------------------------------===//
foreach pu = [0, 1] in
def UFLO_rrr # !if(pu, "_pu", "") : SASSInst<"UFLO", 0x12bd,
    !listconcat([E<"u32", [73, 1], [".U32", ""]>, Flag<"sh", 74, ".SH">, UR<"URd", 16>],
                !if(pu, [UP<"UPu", 81>], []), [Flag<"nb", 63, "~">, UR<"URb", 32>]),
    "UFLO$u32$sh $URd, " # !if(pu, "$UPu, ", "") # "$nb$URb ;"> {
  let Fixed = !if(pu, [], [81, 3, 7]);
  let UniformGuard = 1;
}
def UPOPC_rrr : SASSInst<"UPOPC", 0x12bf, [UR<"URd", 16>, Flag<"nb", 63, "~">, UR<"URb", 32>],
    "UPOPC $URd, $nb$URb ;"> {
  let UniformGuard = 1;
}
def UBREV_rrr : SASSInst<"UBREV", 0x12be, [UR<"URd", 16>, UR<"URb", 32>],
    "UBREV $URd, $URb ;"> {
  let UniformGuard = 1;
}

//===----------------------------------------------------------------------===//
// USGXT, UBMSK (as SGXT, BMSK)
//===----------------------------------------------------------------------===//
foreach b = UIntBList<"", "hex">.L in {
  def USGXT_ # b.Sfx : SASSInst<"USGXT", !or(0x9a, b.Sel),
      !listconcat([Flag<"w", 75, ".W">, E<"u32", [73, 1], [".U32", ""]>, UR<"URd", 16>, UR<"URa", 24>], b.F),
      "USGXT$w$u32 $URd, $URa, " # b.T # " ;"> {
    let UniformGuard = 1;
  }
  def UBMSK_ # b.Sfx : SASSInst<"UBMSK", !or(0x9b, b.Sel),
      !listconcat([Flag<"w", 75, ".W">, UR<"URd", 16>, UR<"URa", 24>], b.F),
      "UBMSK$w $URd, $URa, " # b.T # " ;"> {
    let UniformGuard = 1;
  }
}

//===----------------------------------------------------------------------===//
// UMOV URd, B: imm 0x882 (bit 91 clear), URb 0x1c82.
//===----------------------------------------------------------------------===//
def UMOV_rir : SASSInst<"UMOV", 0x882, [UR<"URd", 16>, Imm<"imm", [32, 32], "hex">],
    "UMOV $URd, $imm ;"> {
  let UniformGuard = 1;
}
def UMOV_rur : SASSInst<"UMOV", 0x1c82, [UR<"URd", 16>, UR<"URb", 32>],
    "UMOV $URd, $URb ;"> {
  let UniformGuard = 1;
}

//===----------------------------------------------------------------------===//
// R2UR[.OR] [Pu,] URd, Ra: a vector instruction (P guard).  Pu 81-83
// vanishes at PT unless .OR (84) is set.
//===----------------------------------------------------------------------===//
// sm_80 encodes it as 0x3c2 (MIO pipe: no .OR, no reuse flag).
foreach o = [0, 1] in
foreach pu = !if(o, [1], [0, 1]) in
def R2UR # !if(o, "OR", "") # !if(pu, "_pu", "") # "_sm90" : SASSInst<"R2UR", 0x2ca,
    !listconcat(!if(pu, [P<"Pu", 81>], []), [UR<"URd", 16>, R<"Ra", 24>, ReuseA]),
    "R2UR" # !if(o, ".OR", "") # " " # !if(pu, "$Pu, ", "") # "$URd, $Ra$reuse_a ;", [90]> {
  let Fixed = !listconcat([84, 1, o], !if(pu, [], [81, 3, 7]));
}
foreach pu = [0, 1] in
def R2UR # !if(pu, "_pu", "") # "_sm80" : SASSInst<"R2UR", 0x3c2,
    !listconcat(!if(pu, [P<"Pu", 81>], []), [UR<"URd", 16>, R<"Ra", 24>]),
    "R2UR " # !if(pu, "$Pu, ", "") # "$URd, $Ra ;", [80]> {
  let Fixed = !if(pu, [], [81, 3, 7]);
}

//===----------------------------------------------------------------------===//
// UPLOP3.LUT UPu, UPv, UPa, UPb, UPc, lut, imm8   (as PLOP3, 0x89c, bit 91 clear)
//===----------------------------------------------------------------------===//
def UPLOP3 : SASSInst<"UPLOP3", 0x89c,
    [UP<"UPu", 81>, UP<"UPv", 84>, IntUPN<"UPa", 87>, IntUPN<"UPb", 77>, IntUPN<"UPc", 68>,
     Imm<"lut", [64, 3, 72, 5], "hex">, Imm<"imm8", [16, 8], "hex">],
    "UPLOP3.LUT $UPu, $UPv, $UPa, $UPb, $UPc, $lut, $imm8 ;"> {
  let UniformGuard = 1;
}
