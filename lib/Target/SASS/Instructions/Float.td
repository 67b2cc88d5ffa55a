//===-- Float.td - FP32/FP16x2/FP64 arithmetic -------------*- tablegen -*-===//
//
// Operand forms (opcode bits 9-11, bit 91), as nvdisasm decodes them:
//   0x200 rrr   0x400 rri (imm32 at 32, 2nd register moves to 64-71)
//   0x600 rrc   0x800 rir  0xa00 rcr  0x1c00 rur (URb at 32)  0x1e00 rru
//   0x1a00 rcxr / 0x1600 rrcx: cx[URb][off], the bindless constant bank.
// The operand in bits 32-63 takes -/| from bits 63/62, the register in 64-71
// takes them from 75/74; Ra from 72/73.  Reuse flags follow the logical
// operand (A 122, B 123, C 124), not the bit position: FADD's second operand
// is C (FADD = FFMA a*1+c), FMUL's is B.  nvdisasm prints |R2|.reuse.
// c[bank][off]: bank 54-58, offset 40-53 in words (signed: bit 53 prints
// -0x8000); bits 38-39 are ignored by nvdisasm and left unclaimed.
// cx[URb][off]: URb 32-37, unsigned word offset 40-53.
//
//===----------------------------------------------------------------------===//

// A source operand: the fields it owns, how it prints, and Fixed bits.
class FltSrc<list<SASSField> f, string t, list<int> x = []> {
  list<SASSField> F = f;
  string T = t;
  list<int> X = x;
}
def FltNone : FltSrc<[], "">;

defvar FltN32 = Flag<"n32", 63, "-">;
defvar FltA32 = Flag<"a32", 62, "|">;
defvar FltN64 = Flag<"n64", 75, "-">;
defvar FltA64 = Flag<"a64", 74, "|">;

def FltRa : FltSrc<[Flag<"na", 72, "-">, Flag<"aa", 73, "|">, R<"Ra", 24>, ReuseA],
                   "$na$aa$Ra$aa$reuse_a">;
def FltRaNR : FltSrc<[Flag<"na", 72, "-">, Flag<"aa", 73, "|">, R<"Ra", 24>], "$na$aa$Ra$aa">;

// Bits 32-63.  A template cannot put a field right before the letter c
// ("$n32c[" reads as field n32c), so the c[] / cx[] operands are two shapes:
// without |..| (the negate flag spells "c[" / "-c[") and with it (bit 62 Fixed).
defvar FltCb = [Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>];
defvar FltCx = [UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>];
def FltS32_RB : FltSrc<[FltN32, FltA32, R<"Rb", 32>, ReuseB], "$n32$a32$Rb$a32$reuse_b">;
def FltS32_RC : FltSrc<[FltN32, FltA32, R<"Rb", 32>, ReuseC], "$n32$a32$Rb$a32$reuse_c">;
def FltS32_RNR : FltSrc<[FltN32, FltA32, R<"Rb", 32>], "$n32$a32$Rb$a32">;
def FltS32_D : FltSrc<[Imm<"imm", [32, 32], "f64hi">], "$imm">;
def FltS32_I  : FltSrc<[Imm<"imm", [32, 32], "f32">], "$imm">;
def FltS32_C  : FltSrc<!listconcat([E<"n32", [63, 1], ["c[", "-c["]>], FltCb),
                       "$n32$cbank][$coff]", [62, 1, 0]>;
def FltS32_CA : FltSrc<!listconcat([FltN32], FltCb), "$n32|c[$cbank][$coff]|", [62, 1, 1]>;
def FltS32_U  : FltSrc<[FltN32, FltA32, UR<"URb", 32>], "$n32$a32$URb$a32">;
def FltS32_X  : FltSrc<!listconcat([E<"n32", [63, 1], ["cx[", "-cx["]>], FltCx),
                       "$n32$URb][$coff]", [62, 1, 0]>;
def FltS32_XA : FltSrc<!listconcat([FltN32], FltCx), "$n32|cx[$URb][$coff]|", [62, 1, 1]>;
// Bits 64-71.
def FltS64_RB : FltSrc<[FltN64, FltA64, R<"Rc", 64>, ReuseB], "$n64$a64$Rc$a64$reuse_b">;
def FltS64_RC : FltSrc<[FltN64, FltA64, R<"Rc", 64>, ReuseC], "$n64$a64$Rc$a64$reuse_c">;

// One operand form: selector bits (OR-ed into the opcode), the operand in the
// B slot and the one in the C slot (FltNone: absent).
class FltForm<string sfx, int sel, FltSrc b, FltSrc c> {
  string Sfx = sfx;
  int Sel = sel;
  list<SASSField> F = !listconcat(b.F, c.F);
  string T = !if(!eq(c.T, ""), b.T, !if(!eq(b.T, ""), c.T, b.T # ", " # c.T));
  list<int> X = !listconcat(b.X, c.X);
}

// Two-source ops whose second operand is B (FMUL, FSETP, FSEL, FMNMX, ...).
class FltABForms<FltSrc r = FltS32_RB, FltSrc i = FltS32_I> {
  list<FltForm> L = [
    FltForm<"rr", 0x200, r, FltNone>, FltForm<"ri", 0x800, i, FltNone>,
    FltForm<"rc", 0xa00, FltS32_C, FltNone>, FltForm<"rca", 0xa00, FltS32_CA, FltNone>,
    FltForm<"ru", 0x1c00, FltS32_U, FltNone>,
    FltForm<"rx", 0x1a00, FltS32_X, FltNone>, FltForm<"rxa", 0x1a00, FltS32_XA, FltNone>];
}
// Two-source ops whose second operand is C (FADD): the 0x4/0x6/0x1e/0x16 forms.
class FltACForms<FltSrc r = FltS32_RC, FltSrc i = FltS32_I> {
  list<FltForm> L = [
    FltForm<"rr", 0x200, FltNone, r>, FltForm<"ri", 0x400, FltNone, i>,
    FltForm<"rc", 0x600, FltNone, FltS32_C>, FltForm<"rca", 0x600, FltNone, FltS32_CA>,
    FltForm<"ru", 0x1e00, FltNone, FltS32_U>,
    FltForm<"rx", 0x1600, FltNone, FltS32_X>, FltForm<"rxa", 0x1600, FltNone, FltS32_XA>];
}
// Three-source ops (FFMA, DFMA, HFMA2): every operand form.
class FltABCForms<FltSrc b32 = FltS32_RB, FltSrc b64 = FltS64_RB, FltSrc c64 = FltS64_RC,
                  FltSrc i = FltS32_I, FltSrc c = FltS32_C, FltSrc ca = FltS32_CA,
                  FltSrc u = FltS32_U, FltSrc x = FltS32_X, FltSrc xa = FltS32_XA> {
  list<FltForm> L = [
    FltForm<"rrr", 0x200, b32, c64>, FltForm<"rir", 0x800, i, c64>,
    FltForm<"rcr", 0xa00, c, c64>, FltForm<"rcar", 0xa00, ca, c64>,
    FltForm<"rur", 0x1c00, u, c64>,
    FltForm<"rxr", 0x1a00, x, c64>, FltForm<"rxar", 0x1a00, xa, c64>,
    FltForm<"rri", 0x400, b64, i>, FltForm<"rrc", 0x600, b64, c>,
    FltForm<"rrca", 0x600, b64, ca>, FltForm<"rru", 0x1e00, b64, u>,
    FltForm<"rrx", 0x1600, b64, x>, FltForm<"rrxa", 0x1600, b64, xa>];
}

// pre: fields printed before the operands of the form (modifiers, Rd, Ra),
// head: the text up to them; post/tail: fields and text after them.
multiclass FltOp<string mn, int opc9, list<FltForm> forms, list<SASSField> pre,
                 string head, list<SASSField> post, string tail,
                 list<int> sms = [80, 90], list<int> fixed = []> {
  foreach f = forms in
    def _ # f.Sfx : SASSInst<mn, !or(opc9, f.Sel), !listconcat(pre, f.F, post),
                             !strconcat(head, f.T, tail), sms> {
      let Fixed = !listconcat(f.X, fixed);
    }
}

defvar FltRd = R<"Rd", 16>;
defvar FltRnd = E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>;
defvar FltSat = Flag<"sat", 77, ".SAT">;
defvar FltFtz = Flag<"ftz", 80, ".FTZ">;
defvar FltFmz = E<"fmz", [76, 1, 80, 1], ["", ".FMZ", ".FTZ", NoVal]>;
// Predicate source operand Pp (87-89, negate 90).
defvar FltPp = [Flag<"np", 90, "!">, P<"Pp", 87>];
// FSETP/FSET comparison (76-79) and boolean op (74-75).
defvar FltCmp = E<"cmp", [76, 4], [".F", ".LT", ".EQ", ".LE", ".GT", ".NE", ".GE", ".NUM",
                                   ".NAN", ".LTU", ".EQU", ".LEU", ".GTU", ".NEU", ".GEU", ".T"]>;
defvar FltBop = E<"bop", [74, 2], [".AND", ".OR", ".XOR", NoVal]>;

//===----------------------------------------------------------------------===//
// FP32
//===----------------------------------------------------------------------===//

// FFMA: modifiers print in the order FMZ/FTZ, rounding, SAT.
defm FFMA : FltOp<"FFMA", 0x23, FltABCForms<>.L, !listconcat([FltFmz, FltRnd, FltSat, FltRd], FltRa.F),
                  !strconcat("FFMA$fmz$rnd$sat $Rd, ", FltRa.T, ", "), [], " ;">;

defm FADD : FltOp<"FADD", 0x21, FltACForms<>.L, !listconcat([FltFtz, FltRnd, FltSat, FltRd], FltRa.F),
                  !strconcat("FADD$ftz$rnd$sat $Rd, ", FltRa.T, ", "), [], " ;">;

// FMUL: .D8 .. .M8 scale at 84-86 (4 = none); prints after FMZ/FTZ.
defvar FltMulScale = E<"scale", [84, 3], [NoVal, ".D8", ".D4", ".D2", "", ".M2", ".M4", ".M8"]>;
defm FMUL : FltOp<"FMUL", 0x20, FltABForms<>.L,
                  !listconcat([FltFmz, FltMulScale, FltRnd, FltSat, FltRd], FltRa.F),
                  !strconcat("FMUL$fmz$scale$rnd$sat $Rd, ", FltRa.T, ", "), [], " ;">;

defm FMNMX : FltOp<"FMNMX", 0x09, FltABForms<>.L,
                   !listconcat([FltFtz, Flag<"nan", 81, ".NAN">, FltRd], FltRa.F),
                   !strconcat("FMNMX$ftz$nan $Rd, ", FltRa.T, ", "), FltPp, ", $np$Pp ;">;

defm FSEL : FltOp<"FSEL", 0x08, FltABForms<>.L, !listconcat([FltFtz, FltRd], FltRa.F),
                  !strconcat("FSEL$ftz $Rd, ", FltRa.T, ", "), FltPp, ", $np$Pp ;">;

defm FSETP : FltOp<"FSETP", 0x0b, FltABForms<>.L,
                   !listconcat([FltCmp, FltFtz, FltBop, P<"Pu", 81>, P<"Pv", 84>], FltRa.F),
                   !strconcat("FSETP$cmp$ftz$bop $Pu, $Pv, ", FltRa.T, ", "), FltPp, ", $np$Pp ;">;

// FSET always prints .BF (1.0 / 0.0 results); nvdisasm shows no reuse flags.
defm FSET : FltOp<"FSET", 0x0a, FltABForms<FltS32_RNR>.L,
                  !listconcat([FltCmp, FltFtz, FltBop, FltRd], FltRaNR.F),
                  !strconcat("FSET.BF$cmp$ftz$bop $Rd, ", FltRaNR.T, ", "), FltPp, ", $np$Pp ;">;

// FCHK (divide range check, prints no .DIVIDE): no modifiers, no reuse.
defm FCHK : FltOp<"FCHK", 0x102, FltABForms<FltS32_RNR>.L, !listconcat([P<"Pu", 81>], FltRaNR.F),
                  !strconcat("FCHK $Pu, ", FltRaNR.T, ", "), [], " ;">;

// MUFU: one source in the B slot; function at 74-77; no reuse.  The type is
// bit 73 on sm_80 (.F16) and bits 72-73 on sm_90 (.F16 / .BF16).  The
// RCP64H / RSQ64H immediate is the upper half of a double.  F16/BF16 sources
// take a .H1 half selector at 60-61 and print c[..] with a blank: c[0x1] [0x4].
defvar FltMufuFns = [".COS", ".SIN", ".EX2", ".LG2", ".RCP", ".RSQ", ".RCP64H", ".RSQ64H",
                     ".SQRT", ".TANH", NoVal, NoVal, NoVal, NoVal, NoVal, NoVal];
defvar FltMufuFn = E<"fn", [74, 4], FltMufuFns>;
defvar FltMufuFn32 = E<"fn", [74, 4], !listsplat(NoVal, 6) # [".RCP64H", ".RSQ64H"] # !listsplat(NoVal, 8)>;
defvar FltMufuFnF = E<"fn", [74, 4], [".COS", ".SIN", ".EX2", ".LG2", ".RCP", ".RSQ", NoVal, NoVal,
                                     ".SQRT", ".TANH", NoVal, NoVal, NoVal, NoVal, NoVal, NoVal]>;
defvar FltMufuForms = [FltForm<"rr", 0x200, FltS32_RNR, FltNone>,
     FltForm<"rc", 0xa00, FltS32_C, FltNone>, FltForm<"rca", 0xa00, FltS32_CA, FltNone>,
     FltForm<"ru", 0x1c00, FltS32_U, FltNone>,
     FltForm<"rx", 0x1a00, FltS32_X, FltNone>, FltForm<"rxa", 0x1a00, FltS32_XA, FltNone>];
foreach sm = [80, 90] in {
  defvar f32 = !if(!eq(sm, 80), [73, 1, 0], [72, 2, 0]);
  defm MUFU_sm # sm : FltOp<"MUFU", 0x108, FltMufuForms, [FltMufuFn, FltRd],
                            "MUFU$fn $Rd, ", [], " ;", [sm], f32>;
  defm MUFU_sm # sm : FltOp<"MUFU", 0x108, [FltForm<"ri", 0x800, FltS32_I, FltNone>],
                            [FltMufuFnF, FltRd], "MUFU$fn $Rd, ", [], " ;", [sm], f32>;
  defm MUFU_sm # sm # _d : FltOp<"MUFU", 0x108, [FltForm<"ri", 0x800, FltS32_D, FltNone>],
                                 [FltMufuFn32, FltRd], "MUFU$fn $Rd, ", [], " ;", [sm], f32>;
}

//===----------------------------------------------------------------------===//
// FP64: immediates are the upper 32 bits of the double.  DADD and DSETP take
// their register second operand in 64-71 (the C slot, reuse 124).
//===----------------------------------------------------------------------===//


defm DFMA : FltOp<"DFMA", 0x2b, FltABCForms<FltS32_RB, FltS64_RB, FltS64_RC, FltS32_D>.L,
                  !listconcat([FltRnd, FltRd], FltRa.F),
                  !strconcat("DFMA$rnd $Rd, ", FltRa.T, ", "), [], " ;">;
defm DADD : FltOp<"DADD", 0x29, FltACForms<FltS64_RC, FltS32_D>.L,
                  !listconcat([FltRnd, FltRd], FltRa.F),
                  !strconcat("DADD$rnd $Rd, ", FltRa.T, ", "), [], " ;">;
defm DMUL : FltOp<"DMUL", 0x28, FltABForms<FltS32_RB, FltS32_D>.L,
                  !listconcat([FltRnd, FltRd], FltRa.F),
                  !strconcat("DMUL$rnd $Rd, ", FltRa.T, ", "), [], " ;">;
// DSETP: comparison 0 and 15 spell MIN / MAX (FSETP: F / T); no .FTZ.
defvar FltDCmp = E<"cmp", [76, 4], [".MIN", ".LT", ".EQ", ".LE", ".GT", ".NE", ".GE", ".NUM",
                                    ".NAN", ".LTU", ".EQU", ".LEU", ".GTU", ".NEU", ".GEU", ".MAX"]>;
defm DSETP : FltOp<"DSETP", 0x2a, FltACForms<FltS32_RC, FltS32_D>.L,
                   !listconcat([FltDCmp, FltBop, P<"Pu", 81>, P<"Pv", 84>], FltRa.F),
                   !strconcat("DSETP$cmp$bop $Pu, $Pv, ", FltRa.T, ", "), FltPp, ", $np$Pp ;">;

//===----------------------------------------------------------------------===//
// FP16x2 / BF16x2.  Each register source has a swizzle (.F32 .H0_H0 .H1_H1,
// printed after .reuse): Ra 74-75, the operand in 32-63 at 60-61 (-/| 63/62),
// the register in 64-71 at 81-82 (-/| 84/83).  c[..] prints with a blank
// between the brackets: c[0x0] [0x4].  Immediates are two halves.
//===----------------------------------------------------------------------===//

// Swizzle value 1 prints .F32 on sm_80 but INVALID1 on sm_90; it is NoVal
// here for both (one operand description for both SMs).
defvar FltSwz = ["", NoVal, ".H0_H0", ".H1_H1"];
def FltHa : FltSrc<[Flag<"na", 72, "-">, Flag<"aa", 73, "|">, R<"Ra", 24>, ReuseA,
                    E<"sa", [74, 2], FltSwz>], "$na$aa$Ra$aa$reuse_a$sa">;
def FltH32_RB : FltSrc<[FltN32, FltA32, R<"Rb", 32>, ReuseB, E<"sb", [60, 2], FltSwz>],
                       "$n32$a32$Rb$a32$reuse_b$sb">;
def FltH32_RC : FltSrc<[FltN32, FltA32, R<"Rb", 32>, ReuseC, E<"sb", [60, 2], FltSwz>],
                       "$n32$a32$Rb$a32$reuse_c$sb">;
def FltH64_RB : FltSrc<[Flag<"n64", 84, "-">, Flag<"a64", 83, "|">, R<"Rc", 64>, ReuseB,
                        E<"sc", [81, 2], FltSwz>], "$n64$a64$Rc$a64$reuse_b$sc">;
def FltH64_RC : FltSrc<[Flag<"n64", 84, "-">, Flag<"a64", 83, "|">, R<"Rc", 64>, ReuseC,
                        E<"sc", [81, 2], FltSwz>], "$n64$a64$Rc$a64$reuse_c$sc">;
def FltH32_I  : FltSrc<[Imm<"imm", [32, 32], "f16x2">], "$imm">;
def FltH32_IB : FltSrc<[Imm<"imm", [32, 32], "bf16x2">], "$imm">;
def FltH32_C  : FltSrc<!listconcat([E<"n32", [63, 1], ["c[", "-c["]>], FltCb),
                       "$n32$cbank] [$coff]", [62, 1, 0]>;
def FltH32_CA : FltSrc<!listconcat([FltN32], FltCb), "$n32|c[$cbank] [$coff]|", [62, 1, 1]>;
def FltH32_U  : FltSrc<[FltN32, FltA32, UR<"URb", 32>], "$n32$a32$URb$a32">;
def FltH32_X  : FltSrc<!listconcat([E<"n32", [63, 1], ["cx[", "-cx["]>], FltCx),
                       "$n32$URb] [$coff]", [62, 1, 0]>;
def FltH32_XA : FltSrc<!listconcat([FltN32], FltCx), "$n32|cx[$URb] [$coff]|", [62, 1, 1]>;

defvar FltHFMAAll = FltABCForms<FltH32_RB, FltH64_RB, FltH64_RC, FltH32_I, FltH32_C, FltH32_CA,
                                FltH32_U, FltH32_X, FltH32_XA>.L;
defvar FltHFMAForms = !filter(f, FltHFMAAll, !and(!ne(f.Sfx, "rir"), !ne(f.Sfx, "rri")));
defvar FltHFMAImm = !filter(f, FltHFMAAll, !or(!eq(f.Sfx, "rir"), !eq(f.Sfx, "rri")));
defvar FltHFMAImmB = !filter(f, FltABCForms<FltH32_RB, FltH64_RB, FltH64_RC, FltH32_IB>.L,
                             !or(!eq(f.Sfx, "rir"), !eq(f.Sfx, "rri")));
// Output / operand format: bits 78 (.F32) and 85 (.BF16_V2) form one field.
// BF16_V2 immediates are two bf16 halves (the bf16x2 kind): their own forms.
defvar FltHFmt = E<"fmt", [78, 1, 85, 1], ["", ".F32", ".BF16_V2", NoVal]>;
defvar FltHFmtI = E<"fmt", [78, 1, 85, 1], ["", ".F32", NoVal, NoVal]>;
defvar FltHFmtIB = E<"fmt", [78, 1, 85, 1], [NoVal, NoVal, ".BF16_V2", NoVal]>;
// HFMA2: .RELU (79) adds a predicate operand Pp (87-89) that nvdisasm omits
// when it is PT; without .RELU those bits are ignored (left unclaimed).
// .RELU excludes .SAT.
foreach fi = [[0, 0], [1, 0], [1, 1]] in {
  defvar isimm = fi[0];
  defvar forms = !if(fi[1], FltHFMAImmB, !if(isimm, FltHFMAImm, FltHFMAForms));
  defvar fmt = !if(fi[1], FltHFmtIB, !if(isimm, FltHFmtI, FltHFmt));
  defvar hd = "HFMA2$fmt$fmz";
  defvar sfx = !if(fi[1], "_ib", !if(isimm, "_i", ""));
  defm HFMA2 # sfx : FltOp<"HFMA2", 0x31, forms,
                   !listconcat([fmt, FltFmz, FltSat, FltRd], FltHa.F),
                   !strconcat(hd, "$sat $Rd, ", FltHa.T, ", "), [], " ;", [80, 90], [79, 1, 0]>;
  defm HFMA2_relu # sfx : FltOp<"HFMA2", 0x31, forms,
                   !listconcat([fmt, FltFmz, FltRd], FltHa.F),
                   !strconcat(hd, ".RELU $Rd, ", FltHa.T, ", "), [], " ;", [80, 90],
                   [79, 1, 1, 77, 1, 0, 87, 3, 7]>;
  defm HFMA2_relup # sfx : FltOp<"HFMA2", 0x31, forms,
                   !listconcat([fmt, FltFmz, FltRd], FltHa.F),
                   !strconcat(hd, ".RELU $Rd, ", FltHa.T, ", "), [P<"Pp", 87>], ", $Pp ;",
                   [80, 90], [79, 1, 1, 77, 1, 0]>;
}

// HADD2 (second operand in the C slot) and HMUL2 (B slot): .F32 output 78,
// FTZ 80 (HMUL2 also FMZ 76), SAT 77.
defvar FltHACForms = [FltForm<"rr", 0x200, FltNone, FltH32_RC>, FltForm<"ri", 0x400, FltNone, FltH32_I>,
    FltForm<"rc", 0x600, FltNone, FltH32_C>, FltForm<"rca", 0x600, FltNone, FltH32_CA>,
    FltForm<"ru", 0x1e00, FltNone, FltH32_U>,
    FltForm<"rx", 0x1600, FltNone, FltH32_X>, FltForm<"rxa", 0x1600, FltNone, FltH32_XA>];
defvar FltHABForms = [FltForm<"rr", 0x200, FltH32_RB, FltNone>, FltForm<"ri", 0x800, FltH32_I, FltNone>,
    FltForm<"rc", 0xa00, FltH32_C, FltNone>, FltForm<"rca", 0xa00, FltH32_CA, FltNone>,
    FltForm<"ru", 0x1c00, FltH32_U, FltNone>,
    FltForm<"rx", 0x1a00, FltH32_X, FltNone>, FltForm<"rxa", 0x1a00, FltH32_XA, FltNone>];
defm HADD2_sm80 : FltOp<"HADD2", 0x30, FltHACForms,
                   !listconcat([Flag<"f32", 78, ".F32">, FltFtz, FltSat, FltRd], FltHa.F),
                   !strconcat("HADD2$f32$ftz$sat $Rd, ", FltHa.T, ", "), [], " ;", [80]>;
// sm_90 HADD2.F32 prints differently (one-half immediates, other operand
// bits); only the plain form is described there.
defm HADD2_sm90 : FltOp<"HADD2", 0x30, FltHACForms,
                   !listconcat([FltFtz, FltSat, FltRd], FltHa.F),
                   !strconcat("HADD2$ftz$sat $Rd, ", FltHa.T, ", "), [], " ;", [90], [78, 1, 0]>;
defm HMUL2_sm80 : FltOp<"HMUL2", 0x32, FltHABForms,
                   !listconcat([Flag<"f32", 78, ".F32">, FltFmz, FltSat, FltRd], FltHa.F),
                   !strconcat("HMUL2$f32$fmz$sat $Rd, ", FltHa.T, ", "), [], " ;", [80]>;
// sm_90: bit 78 prints INVALID1 in HMUL2.
defm HMUL2_sm90 : FltOp<"HMUL2", 0x32, FltHABForms,
                   !listconcat([FltFmz, FltSat, FltRd], FltHa.F),
                   !strconcat("HMUL2$fmz$sat $Rd, ", FltHa.T, ", "), [], " ;", [90], [78, 1, 0]>;
// sm_90: bit 85 is .BF16_V2 (printed first; immediates are then bf16 pairs).
defvar FltHACFormsB = !foreach(f, FltHACForms, !if(!eq(f.Sfx, "ri"),
                               FltForm<"ri", 0x400, FltNone, FltH32_IB>, f));
defvar FltHABFormsB = !foreach(f, FltHABForms, !if(!eq(f.Sfx, "ri"),
                               FltForm<"ri", 0x800, FltH32_IB, FltNone>, f));
defm HADD2_bf_sm90 : FltOp<"HADD2", 0x30, FltHACFormsB,
                   !listconcat([FltFtz, FltSat, FltRd], FltHa.F),
                   !strconcat("HADD2.BF16_V2$ftz$sat $Rd, ", FltHa.T, ", "), [], " ;", [90],
                   [78, 1, 0, 85, 1, 1]>;
defm HMUL2_bf_sm90 : FltOp<"HMUL2", 0x32, FltHABFormsB,
                   !listconcat([FltFmz, FltSat, FltRd], FltHa.F),
                   !strconcat("HMUL2.BF16_V2$fmz$sat $Rd, ", FltHa.T, ", "), [], " ;", [90],
                   [78, 1, 0, 85, 1, 1]>;

// sm_90 HADD2.F32 is the f16 -> f32 idiom HADD2.F32 Rd, -RZ, Rb.Hx; nvdisasm
// rejects other Ra values and modifiers there, so only that shape is described.
def FltHaNA : FltSrc<[Flag<"na", 72, "-">, R<"Ra", 24>, ReuseA, E<"sa", [74, 2], FltSwz>],
                     "$na$Ra$reuse_a$sa">;
defm HADD2_f32_sm90 : FltOp<"HADD2", 0x30, [FltForm<"rr", 0x200, FltNone, FltH32_RC>],
                   [FltRd], "HADD2.F32 $Rd, -RZ, ", [], " ;", [90],
                   [78, 1, 1, 73, 1, 0, 77, 1, 0, 80, 1, 0, 24, 8, 255, 72, 1, 1, 74, 2, 0]>;

// HFMA2.MMA: no swizzles; Rc -/| at 84/83; .RELU adds Pp as for HFMA2.
def FltM64_RB : FltSrc<[Flag<"n64", 84, "-">, Flag<"a64", 83, "|">, R<"Rc", 64>, ReuseB],
                       "$n64$a64$Rc$a64$reuse_b">;
def FltM64_RC : FltSrc<[Flag<"n64", 84, "-">, Flag<"a64", 83, "|">, R<"Rc", 64>, ReuseC],
                       "$n64$a64$Rc$a64$reuse_c">;
defvar FltMMAForms = FltABCForms<FltS32_RB, FltM64_RB, FltM64_RC, FltH32_I>.L;
defm HFMA2_MMA : FltOp<"HFMA2", 0x35, FltMMAForms, !listconcat([FltFmz, FltSat, FltRd], FltRa.F),
                       !strconcat("HFMA2.MMA$fmz$sat $Rd, ", FltRa.T, ", "), [], " ;",
                       [80, 90], [79, 1, 0]>;
defm HFMA2_MMA_relu : FltOp<"HFMA2", 0x35, FltMMAForms, !listconcat([FltFmz, FltRd], FltRa.F),
                       !strconcat("HFMA2.MMA$fmz.RELU $Rd, ", FltRa.T, ", "), [], " ;",
                       [80, 90], [79, 1, 1, 77, 1, 0, 87, 3, 7]>;
defm HFMA2_MMA_relup : FltOp<"HFMA2", 0x35, FltMMAForms, !listconcat([FltFmz, FltRd], FltRa.F),
                       !strconcat("HFMA2.MMA$fmz.RELU $Rd, ", FltRa.T, ", "), [P<"Pp", 87>],
                       ", $Pp ;", [80, 90], [79, 1, 1, 77, 1, 0]>;

// sm_90: bit 85 is .BF16_V2 (sm_80 nvdisasm ignores it); immediates are bf16.
defvar FltMMAFormsB = FltABCForms<FltS32_RB, FltM64_RB, FltM64_RC, FltH32_IB>.L;
defm HFMA2_MMA_bf : FltOp<"HFMA2", 0x35, FltMMAFormsB, !listconcat([FltFmz, FltSat, FltRd], FltRa.F),
                       !strconcat("HFMA2.MMA.BF16_V2$fmz$sat $Rd, ", FltRa.T, ", "), [], " ;",
                       [90], [79, 1, 0, 85, 1, 1]>;
defm HFMA2_MMA_bf_relu : FltOp<"HFMA2", 0x35, FltMMAFormsB, !listconcat([FltFmz, FltRd], FltRa.F),
                       !strconcat("HFMA2.MMA.BF16_V2$fmz.RELU $Rd, ", FltRa.T, ", "), [], " ;",
                       [90], [79, 1, 1, 77, 1, 0, 87, 3, 7, 85, 1, 1]>;
defm HFMA2_MMA_bf_relup : FltOp<"HFMA2", 0x35, FltMMAFormsB, !listconcat([FltFmz, FltRd], FltRa.F),
                       !strconcat("HFMA2.MMA.BF16_V2$fmz.RELU $Rd, ", FltRa.T, ", "), [P<"Pp", 87>],
                       ", $Pp ;", [90], [79, 1, 1, 77, 1, 0, 85, 1, 1]>;

//===----------------------------------------------------------------------===//
// F2FP (f32 -> f16x2 / bf16x2).  Bits 75 RELU, 76 BF16, 77 SATFINITE, 78
// MERGE_C, 79-80 rounding (0 or 3 = .RZ).  PACK_AB converts Ra into the
// high half and the B source into the low one; MERGE_C converts the B
// source into the low half and keeps Rc's high half (Ra is RZ, printed
// "Rd, B, Rc").  .RS (81) and the TF32 / PACK_B shapes are not described.
// No -/| on the sources.  Rc (64-71) is RZ and not printed in PACK_AB.
//===----------------------------------------------------------------------===//
def FltS32_RBP : FltSrc<[R<"Rb", 32>, ReuseB], "$Rb$reuse_b">;
def FltRaP : FltSrc<[R<"Ra", 24>, ReuseA], "$Ra$reuse_a">;
def FltS32_CP : FltSrc<FltCb, "c[$cbank][$coff]">;
def FltS32_UP : FltSrc<[UR<"URb", 32>], "$URb">;
def FltS32_XP : FltSrc<FltCx, "cx[$URb][$coff]">;
defvar FltF2FPForms = [FltForm<"rr", 0x200, FltS32_RBP, FltNone>, FltForm<"ri", 0x800, FltS32_I, FltNone>,
    FltForm<"rc", 0xa00, FltS32_CP, FltNone>, FltForm<"ru", 0x1c00, FltS32_UP, FltNone>,
    FltForm<"rx", 0x1a00, FltS32_XP, FltNone>];
defvar FltF2FPRnd = E<"rnd", [79, 2], ["", NoVal, NoVal, ".RZ"]>;
defvar FltF2FPSat = Flag<"satf", 77, ".SATFINITE">;
foreach sm = [80, 90] in {
  defvar Bf = !if(!eq(sm, 80), Flag<"bf", 76, ".BF16">, E<"bf", [76, 1], [".F16.F32", ".BF16.F32"]>);
  // sm_90's fp8 shapes (below) set bits 73-74 and 87-90.
  defvar NotF8 = !if(!eq(sm, 90), [73, 2, 0, 87, 4, 0], []<int>);
  defm F2FP_sm#sm : FltOp<"F2FP", 0x3e, FltF2FPForms,
      !listconcat([FltF2FPSat, Flag<"relu", 75, ".RELU">, Bf, FltF2FPRnd, FltRd], FltRaP.F),
      "F2FP$satf$relu$bf.PACK_AB$rnd $Rd, $Ra$reuse_a, ", [Hidden<"Rc", [64, 8], 255>], " ;", [sm],
      !listconcat([78, 1, 0, 81, 1, 0], NotF8)>;
  defm F2FP_MERGE_sm#sm : FltOp<"F2FP", 0x3e, FltF2FPForms,
      [FltF2FPSat, Flag<"relu", 75, ".RELU">, Bf, FltF2FPRnd, FltRd, Hidden<"Ra", [24, 8], 255>],
      "F2FP$satf$relu$bf.MERGE_C$rnd $Rd, ", [R<"Rc", 64>], ", $Rc ;", [sm],
      !listconcat([78, 1, 1, 81, 1, 0], NotF8)>;
}

// sm_90's fp8 conversions, the shapes and fixed bits of ptxas 13's words
// (cvt.rn.satfinite[.relu].{e4m3x2,e5m2x2}.{f32,f16x2}, cvt.rn[.relu]
// .f16x2.{e4m3x2,e5m2x2}): .RELU 75; E4M3 / E5M2 at 76 (from f32 / f16x2)
// or 73 (to f16x2).  PACK_AB_MERGE_C: Ra into byte 1, B into byte 0, Rc's
// high half kept; UNPACK_B_MERGE_C: B's two f16 halves into bytes 1 / 0;
// UNPACK_B: B's bytes 1 / 0 into the high / low f16.
defvar F2FP8Fmt76 = E<"fmt", [76, 1], [".E5M2", ".E4M3"]>;
defvar F2FP8Fmt73 = E<"fmt", [73, 1], [".E5M2", ".E4M3"]>;
defvar F2FP8Relu = Flag<"relu", 75, ".RELU">;
defvar F2FP8Src = [FltForm<"rr", 0x200, FltS32_RBP, FltNone>, FltForm<"ru", 0x1c00, FltS32_UP, FltNone>];
defm F2FP_E8PACK : FltOp<"F2FP", 0x3e, [FltForm<"rr", 0x200, FltS32_RBP, FltNone>],
    !listconcat([F2FP8Relu, F2FP8Fmt76, FltRd], FltRaP.F),
    "F2FP.SATFINITE$relu$fmt.F32.PACK_AB_MERGE_C $Rd, $Ra$reuse_a, ", [R<"Rc", 64>], ", $Rc ;", [90],
    [73, 2, 0, 77, 2, 3, 79, 8, 0, 87, 4, 0x9]>;
defm F2FP_E8UNPKM : FltOp<"F2FP", 0x3e, F2FP8Src,
    [F2FP8Relu, F2FP8Fmt76, FltRd, Hidden<"Ra", [24, 8], 255>],
    "F2FP.SATFINITE$relu$fmt.F16.UNPACK_B_MERGE_C $Rd, ", [R<"Rc", 64>], ", $Rc ;", [90],
    [73, 2, 1, 77, 2, 1, 79, 8, 0, 87, 4, 0x9]>;
defm F2FP_E8TOH : FltOp<"F2FP", 0x3e, F2FP8Src,
    [F2FP8Relu, F2FP8Fmt73, FltRd, Hidden<"Ra", [24, 8], 255>, Hidden<"Rc", [64, 8], 255>],
    "F2FP$relu.F16$fmt.UNPACK_B $Rd, ", [], " ;", [90],
    [74, 1, 1, 76, 3, 0, 79, 8, 0, 87, 4, 0x4]>;

// sm_90's cvt.{rn,rz}[.relu].tf32.f32: PACK_B rounds the B source to tf32
// (10 mantissa bits, the low 13 cleared) into the whole register.  The
// fixed bits are those of ptxas 13's words; .RELU 75, .RZ 79-80 = 3.
defm F2FP_TF32 : FltOp<"F2FP", 0x3e, F2FP8Src,
    [F2FP8Relu, FltRd, Hidden<"Ra", [24, 8], 255>, Hidden<"Rc", [64, 8], 255>],
    "F2FP$relu.TF32.F32.PACK_B$rnd $Rd, ", [FltF2FPRnd], " ;", [90],
    [73, 2, 0, 76, 1, 1, 77, 1, 0, 78, 1, 1, 81, 5, 0, 86, 1, 1, 87, 4, 0x4]>;


// I2FP (sm_90 int -> float on the ALU pipe): only .F32 from .S32 / .U32,
// rounding "" or .RZ, are legal (destination 75-77 = 2, source 84-85 = 2).
defvar FltI2FPForms = [FltForm<"rr", 0x200, FltS32_RBP, FltNone>,
    FltForm<"rc", 0xa00, FltS32_CP, FltNone>, FltForm<"ru", 0x1c00, FltS32_UP, FltNone>,
    FltForm<"rx", 0x1a00, FltS32_XP, FltNone>];
defvar FltI2FPRnd = E<"rnd", [78, 2], ["", NoVal, NoVal, ".RZ"]>;
defm I2FP : FltOp<"I2FP", 0x45, FltI2FPForms,
    [E<"sg", [74, 1], [".U32", ".S32"]>, FltI2FPRnd, FltRd],
    "I2FP.F32$sg$rnd $Rd, ", [], " ;", [90], [75, 3, 2, 84, 2, 2]>;
// The immediate prints signed for .S32.
defm I2FP_u : FltOp<"I2FP", 0x45, [FltForm<"ri", 0x800, FltSrc<[Imm<"imm", [32, 32], "hex">], "$imm">, FltNone>],
    [FltI2FPRnd, FltRd], "I2FP.F32.U32$rnd $Rd, ", [], " ;", [90], [74, 1, 0, 75, 3, 2, 84, 2, 2]>;
defm I2FP_s : FltOp<"I2FP", 0x45, [FltForm<"ri", 0x800, FltSrc<[Imm<"imm", [32, 32], "shex">], "$imm">, FltNone>],
    [FltI2FPRnd, FltRd], "I2FP.F32.S32$rnd $Rd, ", [], " ;", [90], [74, 1, 1, 75, 3, 2, 84, 2, 2]>;
