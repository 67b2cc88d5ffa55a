//===-- Memory.td - loads, stores, atomics, barriers -------*- tablegen -*-===//
//
// Memory family: see docs/Target/SASS/Encodings.md.
//
// Global accesses (LDG/STG/ATOMG/RED/LDGSTS) carry a 64-bit memory
// descriptor in a uniform register pair.  sm_80 nvdisasm prints it
// (desc[URx]) only when bit 101 is set; ptxas leaves the bit clear, so the
// descriptor is a Hidden field holding the UR ptxas uses.  sm_90 nvdisasm
// always prints it, except in the [Ra+URb] form (bit 76 clear) where the UR
// slot holds the offset register and there is no descriptor.
//
// Format limitation (sm_80): the hidden descriptor is not always UR4 (the
// sm_80 corpus has UR4 323x, UR6 211x, UR8 8x, UR10 8x), so each even UR
// gets its own form (foreach over MemDescURs) holding it as a Hidden default.
// Decoding, printing and re-encoding words are exact; assembling *text*
// cannot recover the UR (nvdisasm does not print it) and gives UR4.  The
// same holds for the other bits nvdisasm ignores when printing: where a form
// comes in several copies that print alike (the [RZ] scale copies _x0.._x3,
// the [URb] address-width copies _w0/_w1), parsing picks the first.
//
//===----------------------------------------------------------------------===//

// sm_80 hides the descriptor UR, yet ptxas uses whichever even UR its
// ULDC.64 c[0x0][0x118] loaded (UR4 most often, also UR6, UR8, ...).  The text
// cannot carry it, so each value gets its own form with a Hidden default;
// UR4's form comes first, so parsing the text picks UR4 (what ptxas uses
// unless UR4 is taken).
defvar MemDescURs = !range(0, 64, 2);
class MemDescPrio<int d> { int P = !if(!eq(d, 4), 0, 1); }

// Address-width bit 90 in the [Ra+UR] forms.
defvar MemAW = [".U32", ".64"];
// Signed 24-bit byte offset at 40-63.
defvar MemOff24 = Imm<"off", [40, 24], "ioff">;
// The global-access .E flag (72): always set by ptxas; clear prints ???0.
defvar MemE = E<"e", [72, 1], [NoVal, ".E"]>;
// Access size at 73-75.
defvar MemSize = E<"size", [73, 3], [".U8", ".S8", ".U16", ".S16", "", ".64", ".128", ".INVALID7"]>;
// L1 cache / eviction policy at 84-86.
defvar MemCache = E<"cache", [84, 3], [".EF", "", ".EL", ".LU", ".EU", ".NA", ".INVALID6", ".INVALID7"]>;
// L2 prefetch size at 68-69 (loads).
defvar MemLTC = E<"ltc", [68, 2], ["", ".LTC64B", ".LTC128B", ".LTC256B"]>;
// Memory semantics / scope at 77-80: loads and stores spell value 4 apart.
defvar LdSem = E<"sem", [77, 4], ["", ".CONSTANT.PRIVATE", ".CONSTANT.CTA", ".CONSTANT.CTA.PRIVATE",
    ".CONSTANT", ".STRONG.SM", ".STRONG.GPU.PRIVATE", ".STRONG.GPU", ".MMIO.GPU", ".CONSTANT.SM",
    ".STRONG.SYS", ".CONSTANT.SM.PRIVATE", ".MMIO.SYS", ".CONSTANT.VC", ".CONSTANT.VC.PRIVATE",
    ".CONSTANT.GPU"]>;
defvar StSem = E<"sem", [77, 4], ["", ".CONSTANT.PRIVATE", ".CONSTANT.CTA", ".CONSTANT.CTA.PRIVATE",
    ".STRONG.SM.PRIVATE", ".STRONG.SM", ".STRONG.GPU.PRIVATE", ".STRONG.GPU", ".MMIO.GPU", ".CONSTANT.SM",
    ".STRONG.SYS", ".CONSTANT.SM.PRIVATE", ".MMIO.SYS", ".CONSTANT.VC", ".CONSTANT.VC.PRIVATE",
    ".CONSTANT.GPU"]>;
// Optional destination predicate (81-83) printed before Rd, PT = absent.
defvar PuList = ["P0, ", "P1, ", "P2, ", "P3, ", "P4, ", "P5, ", "P6, ", ""];
// Optional trailing source predicate, plain encoding (PT = absent).
defvar PpList = [", P0", ", P1", ", P2", ", P3", ", P4", ", P5", ", P6", "",
                 ", !P0", ", !P1", ", !P2", ", !P3", ", !P4", ", !P5", ", !P6", ", !PT"];
// Optional trailing source predicate (64-67), stored inverted: 0 = PT (absent).
defvar PpInvList = ["", ", P6", ", P5", ", P4", ", P3", ", P2", ", P1", ", P0",
                    ", !PT", ", !P6", ", !P5", ", !P4", ", !P3", ", !P2", ", !P1", ", !P0"];

//===----------------------------------------------------------------------===//
// LDG / LD (generic, 0x1980) and STG / ST (0x1985).  STG/ST keep the data in
// Rb (32-39) and the descriptor / offset UR in 64-69.
//===----------------------------------------------------------------------===//

// Ra where nvdisasm rejects (or prints ???255 for) RZ.
defvar RaNoRZ = E<"Ra", [24, 8], !listconcat(!foreach(i, !range(255), "R" # i), [NoVal])>;

multiclass LdLike<string mn, int opc, list<SASSField> mods, string pfx, string sfx,
                  int urlo> {
  foreach d = MemDescURs in
  def _r_sm80_d#d : SASSInst<mn, opc,
      !listconcat(mods, [R<"Ra", 24>, Hidden<"desc", [urlo, 6], d>]),
      pfx # "[$Ra.64$off]" # sfx, [80]> {
    let Fixed = [76, 1, 1, 90, 1, 1, 101, 1, 0];
    let Priority = MemDescPrio<d>.P;
  }
  def _desc_sm80 : SASSInst<mn, opc, !listconcat(mods, [R<"Ra", 24>, UR<"desc", urlo>]),
      pfx # "desc[$desc][$Ra.64$off]" # sfx, [80]> {
    let Fixed = [76, 1, 1, 90, 1, 1, 101, 1, 1];
  }
  def _desc_sm90 : SASSInst<mn, opc, !listconcat(mods, [R<"Ra", 24>, UR<"desc", urlo>]),
      pfx # "desc[$desc][$Ra.64$off]" # sfx, [90]> {
    let Fixed = [76, 1, 1, 90, 1, 1];
  }
  def _ru_sm80 : SASSInst<mn, opc, !listconcat(mods, [R<"Ra", 24>, UR<"URb", urlo>, E<"aw", [90, 1], MemAW>]),
      pfx # "[$Ra$aw+$URb$off]" # sfx, [80]> {
    let Fixed = [76, 1, 0];
  }
  // sm_90 prints RZ.64 as ???255.64: rejected.
  def _ru_sm90_w1 : SASSInst<mn, opc, !listconcat(mods, [RaNoRZ, UR<"URb", urlo>]),
      pfx # "[$Ra.64+$URb$off]" # sfx, [90]> {
    let Fixed = [76, 1, 0, 90, 1, 1];
  }
  def _ru_sm90_w0 : SASSInst<mn, opc, !listconcat(mods, [R<"Ra", 24>, UR<"URb", urlo>]),
      pfx # "[$Ra.U32+$URb$off]" # sfx, [90]> {
    let Fixed = [76, 1, 0, 90, 1, 0];
  }
  // sm_80 drops RZ (and its width) from [RZ+URb].
  foreach w = [0, 1] in
  def _u_sm80_w#w : SASSInst<mn, opc, !listconcat(mods, [UR<"URb", urlo>, Hidden<"aw", [90, 1], w>]),
      pfx # "[$URb$off]" # sfx, [80]> {
    let Fixed = [76, 1, 0, 24, 8, 255];
    let Priority = !sub(0, w);  // the text cannot tell; .64 (w = 1) first
  }
}

defvar LD_Mods = [MemE, MemCache, MemLTC, MemSize, LdSem, R<"Rd", 16>, MemOff24,
                  E<"Pp", [64, 4], PpInvList>];
defm LDG : LdLike<"LDG", 0x1981, !listconcat(LD_Mods, [E<"Pu", [81, 3], PuList>]),
                  "LDG$e$cache$ltc$size$sem $Pu$Rd, ", "$Pp ;", 32>;
defm LD : LdLike<"LD", 0x1980, LD_Mods, "LD$e$cache$ltc$size$sem $Rd, ", "$Pp ;", 32>;

defvar ST_Mods = [MemE, MemCache, MemSize, StSem, MemOff24, R<"Rb", 32>];
defm STG : LdLike<"STG", 0x1986, ST_Mods, "STG$e$cache$size$sem ", ", $Rb ;", 64>;
defm ST : LdLike<"ST", 0x1985, ST_Mods, "ST$e$cache$size$sem ", ", $Rb ;", 64>;

//===----------------------------------------------------------------------===//
// Shared / local addresses: [Ra.Xn+URb+off].  nvdisasm drops RZ: [RZ+0x4]
// prints [0x4] (unsigned 24-bit hex, no scale), [RZ] alone stays [RZ], and
// [RZ+UR5+0x4] prints [UR5+0x4] (RZ.X4 stays: [RZ.X4+UR5+0x4]).
//===----------------------------------------------------------------------===//

defvar MemX = E<"x", [78, 2], ["", ".X4", ".X8", ".X16"]>;
defvar MemXHid = Hidden<"x", [78, 2], 0>;

// opc: the register form's key; uopc: the [Ra+UR] form's key (UR at urlo).
// hasX: the form has the .X4/.X8/.X16 scale at 78-79 (not printed with a
// bare RZ, so the RZ forms come once per scale value).  ifmt: how [RZ+off]
// prints the offset alone (hex or shex, per instruction).
class MemXVals<bit hasX> { list<int> L = !if(hasX, [0, 1, 2, 3], [0]); }
class MemXHidF<bit hasX, int v> { list<SASSField> L = !if(hasX, [Hidden<"x", [78, 2], v>], []<SASSField>); }
multiclass MemAddr<string mn, int opc, int uopc, int urlo, list<SASSField> flds,
                   string pre, string post, bit hasX, string ifmt = "hex",
                   list<int> fx = [], list<int> sms = [80, 90]> {
  defvar xf = !if(hasX, [MemX], []<SASSField>);
  defvar xs = !if(hasX, "$x", "");
  def _r : SASSInst<mn, opc, !listconcat(flds, xf, [R<"Ra", 24>, MemOff24]),
                    pre # "[$Ra" # xs # "$off]" # post, sms> {
    let Fixed = fx;
  }
  foreach xv = MemXVals<hasX>.L in {
    def _z_x#xv : SASSInst<mn, opc, !listconcat(flds, MemXHidF<hasX, xv>.L),
                           pre # "[RZ]" # post, sms> {
      let Fixed = !listconcat(fx, [24, 8, 255, 40, 24, 0]);
    }
    def _i_x#xv : SASSInst<mn, opc, !listconcat(flds, MemXHidF<hasX, xv>.L, [Imm<"offh", [40, 24], ifmt>]),
                           pre # "[$offh]" # post, sms> {
      let Fixed = !listconcat(fx, [24, 8, 255]);
    }
  }
  def _ru : SASSInst<mn, uopc, !listconcat(flds, xf, [R<"Ra", 24>, UR<"URa", urlo>, MemOff24]),
                     pre # "[$Ra" # xs # "+$URa$off]" # post, sms> {
    let Fixed = fx;
  }
  def _u : SASSInst<mn, uopc, !listconcat(flds, MemXHidF<hasX, 0>.L, [UR<"URa", urlo>, MemOff24]),
                    pre # "[$URa$off]" # post, sms> {
    let Fixed = !listconcat(fx, [24, 8, 255]);
  }
}

defvar LdsSize = E<"size", [73, 3], [".U8", ".S8", ".U16", ".S16", "", ".64", ".128", NoVal]>;
defvar LdlSize = E<"size", [73, 3], [".U8", ".S8", ".U16", ".S16", "", ".64", ".128", ".INVALID7"]>;

defm LDS : MemAddr<"LDS", 0x984, 0x1984, 32, [LdsSize, R<"Rd", 16>], "LDS$size $Rd, ", " ;",
                   1>;
defm STS : MemAddr<"STS", 0x388, 0x1988, 64, [LdsSize, R<"Rb", 32>], "STS$size ", ", $Rb ;",
                   1>;
defm LDL : MemAddr<"LDL", 0x983, 0x1983, 32, [MemCache, LdlSize, R<"Rd", 16>], "LDL$cache$size $Rd, ", " ;", 0>;
defm STL : MemAddr<"STL", 0x387, 0x1987, 64, [MemCache, LdlSize, R<"Rb", 32>], "STL$cache$size ", ", $Rb ;", 0>;

//===----------------------------------------------------------------------===//
// LDC / ULDC: c[bank][Ra+off], signed 16-bit byte offset at 38-53, bank 54-58.
//===----------------------------------------------------------------------===//

defvar LdcSize = E<"size", [73, 3], [".U8", ".S8", ".U16", ".S16", "", ".64", ".INVALID6", ".INVALID7"]>;
defvar LdcMode = E<"mode", [78, 2], ["", ".IL", ".IS", ".ISL"]>;
defvar CBank = Imm<"bank", [54, 5], "hex">;
defvar LDC_Mods = [LdcSize, LdcMode, R<"Rd", 16>, CBank];

def LDC_r : SASSInst<"LDC", 0xb82,
    !listconcat(LDC_Mods, [R<"Ra", 24>, Imm<"off", [38, 16], "ioff">]),
    "LDC$size$mode $Rd, c[$bank][$Ra$off] ;">;
def LDC_z : SASSInst<"LDC", 0xb82, LDC_Mods,
    "LDC$size$mode $Rd, c[$bank][RZ] ;"> {
  let Fixed = [24, 8, 255, 38, 16, 0];
}
def LDC_i : SASSInst<"LDC", 0xb82,
    !listconcat(LDC_Mods, [Imm<"off", [38, 16], "shex">]),
    "LDC$size$mode $Rd, c[$bank][$off] ;"> {
  let Fixed = [24, 8, 255];
}

defvar ULDC_Size = E<"size", [73, 3], [".U8", ".S8", ".U16", ".S16", "", ".64", ".INVALID6", ".INVALID7"]>;
def ULDC : SASSInst<"ULDC", 0xab9,
    [ULDC_Size, UR<"URd", 16>, CBank, Imm<"off", [38, 16], "shex">],
    "ULDC$size $URd, c[$bank][$off] ;"> {
  let UniformGuard = 1;
}
// Bindless: cx[URa][off]; the bank bits are ignored.
def ULDC_cx : SASSInst<"ULDC", 0x1ab9,
    [ULDC_Size, UR<"URd", 16>, UR<"URa", 24>, Imm<"off", [38, 16], "hex">],
    "ULDC$size $URd, cx[$URa][$off] ;"> {
  let UniformGuard = 1;
}

//===----------------------------------------------------------------------===//
// Global atomics and reductions: the descriptor (or the [Ra+UR] offset
// register) is at 64-69, bit 71 set = no UR offset, the 64-bit address flag
// is bit 70 (ATOM/ATOMG) or 90 (RED/REDG); sm_80 prints desc[] only with
// bit 101 set.
//===----------------------------------------------------------------------===//

class InvalidList<int lo, int hi> {
  list<string> L = !foreach(i, !range(lo, hi), ".INVALID" # i);
}

multiclass GAtom<string mn, int opc, list<SASSField> flds, string pre, string post,
                 int aw, int sm, SASSField ra = R<"Ra", 24>> {
  foreach d = !if(!eq(sm, 80), MemDescURs, []<int>) in
  def _r_d#d : SASSInst<mn, opc, !listconcat(flds, [ra, MemOff24, Hidden<"desc", [64, 6], d>]),
                        pre # "[$Ra.64$off]" # post, [80]> {
    let Fixed = [71, 1, 1, aw, 1, 1, 101, 1, 0];
    let Priority = MemDescPrio<d>.P;
  }
  def _desc : SASSInst<mn, opc, !listconcat(flds, [ra, MemOff24, UR<"desc", 64>]),
                       pre # "desc[$desc][$Ra.64$off]" # post, [sm]> {
    let Fixed = !if(!eq(sm, 80), [71, 1, 1, aw, 1, 1, 101, 1, 1], [71, 1, 1, aw, 1, 1]);
  }
  foreach _ = !if(!eq(sm, 80), [1], []<int>) in
  def _ru : SASSInst<mn, opc, !listconcat(flds, [R<"Ra", 24>, MemOff24, UR<"URc", 64>,
                                                  E<"aw", [aw, 1], MemAW>]),
                     pre # "[$Ra$aw+$URc$off]" # post, [80]> {
    let Fixed = [71, 1, 0];
  }
  foreach _ = !if(!eq(sm, 90), [1], []<int>) in {
    def _ru_w1 : SASSInst<mn, opc, !listconcat(flds, [RaNoRZ, MemOff24, UR<"URc", 64>]),
                          pre # "[$Ra.64+$URc$off]" # post, [90]> {
      let Fixed = [71, 1, 0, aw, 1, 1];
    }
    def _ru_w0 : SASSInst<mn, opc, !listconcat(flds, [R<"Ra", 24>, MemOff24, UR<"URc", 64>]),
                          pre # "[$Ra.U32+$URc$off]" # post, [90]> {
      let Fixed = [71, 1, 0, aw, 1, 0];
    }
  }
  foreach w = !if(!eq(sm, 80), [0, 1], []<int>) in
  def _u_w#w : SASSInst<mn, opc, !listconcat(flds, [MemOff24, UR<"URc", 64>, Hidden<"aw", [aw, 1], w>]),
                        pre # "[$URc$off]" # post, [80]> {
    let Fixed = [71, 1, 0, 24, 8, 255];
    let Priority = !sub(0, w);  // the text cannot tell; .64 (w = 1) first
  }
}

defvar AtomOp = E<"op", [87, 4], !listconcat([".ADD", ".MIN", ".MAX", ".INC", ".DEC", ".AND", ".OR",
    ".XOR", ".EXCH", ".SAFEADD"], InvalidList<10, 16>.L)>;
defvar AtomOpNS = E<"op", [87, 4], !listconcat([".ADD", ".MIN", ".MAX", ".INC", ".DEC", ".AND", ".OR",
    ".XOR", ".EXCH"], InvalidList<9, 16>.L)>;
defvar RedOp = E<"op", [87, 3], [".ADD", ".MIN", ".MAX", ".INC", ".DEC", ".AND", ".OR", ".XOR"]>;
defvar AtomType80 = E<"type", [73, 4], !listconcat(["", ".S32", ".64", ".F32.FTZ.RN", ".F16x2.RN",
    ".S64", ".F64.RN"], InvalidList<7, 16>.L)>;
defvar AtomType90 = E<"type", [73, 3], ["", ".S32", ".64", ".S64", ".128", ".INVALID5", ".INVALID6", ".INVALID7"]>;
defvar RedType90 = E<"type", [73, 3], ["", ".S32", ".64", ".S64", ".INVALID4", ".INVALID5", ".INVALID6", ".INVALID7"]>;
// sm_90 moved the floating-point atomics to their own opcodes: type is 5 bits.
defvar AtomFType90 = E<"type", [73, 4, 87, 1], !listconcat([".F16x2.RN", ".F16x4.RN", ".F16x8.RN",
    ".BF16x2.RN", ".BF16x4.RN", ".BF16x8.RN", ".INVALID6", ".INVALID7", ".INVALID8", ".F32.FTZ.RN",
    ".F32x2.FTZ.RN", ".F32x4.FTZ.RN", ".F32.RN", ".F32x2.RN", ".F32x4.RN", ".F64.RN"], InvalidList<16, 32>.L)>;
defvar AtomFOp90 = E<"op", [88, 2], [".ADD", ".MIN", ".MAX", ".INVALID3"]>;

defvar AtomTail = [MemE, MemCache, StSem, P<"Pu", 81>, R<"Rd", 16>, R<"Rb", 32>];
defvar RedTail = [MemE, MemCache, StSem, R<"Rb", 32>];

defm ATOMG_sm80 : GAtom<"ATOMG", 0x19a8, !listconcat(AtomTail, [AtomOp, AtomType80]),
    "ATOMG$e$op$cache$type$sem $Pu, $Rd, ", ", $Rb ;", 70, 80, RaNoRZ>;
defm ATOMG_sm90 : GAtom<"ATOMG", 0x19a8, !listconcat(AtomTail, [AtomOp, AtomType90]),
    "ATOMG$e$op$cache$type$sem $Pu, $Rd, ", ", $Rb ;", 70, 90, RaNoRZ>;
defm ATOMG_F_sm90 : GAtom<"ATOMG", 0x19a3, !listconcat(AtomTail, [AtomFOp90, AtomFType90]),
    "ATOMG$e$op$cache$type$sem $Pu, $Rd, ", ", $Rb ;", 70, 90, RaNoRZ>;
defm ATOM_sm80 : GAtom<"ATOM", 0x198a, !listconcat(AtomTail, [AtomOpNS, AtomType80]),
    "ATOM$e$op$cache$type$sem $Pu, $Rd, ", ", $Rb ;", 70, 80, RaNoRZ>;
defm ATOM_sm90 : GAtom<"ATOM", 0x198a, !listconcat(AtomTail, [AtomOpNS, AtomType90]),
    "ATOM$e$op$cache$type$sem $Pu, $Rd, ", ", $Rb ;", 70, 90, RaNoRZ>;
defm ATOM_F_sm90 : GAtom<"ATOM", 0x19a2, !listconcat(AtomTail, [AtomFOp90, AtomFType90]),
    "ATOM$e$op$cache$type$sem $Pu, $Rd, ", ", $Rb ;", 70, 90, RaNoRZ>;
defm RED_sm80 : GAtom<"RED", 0x198e, !listconcat(RedTail, [RedOp, AtomType80]),
    "RED$e$op$cache$type$sem ", ", $Rb ;", 90, 80>;
defm REDG_sm90 : GAtom<"REDG", 0x198e, !listconcat(RedTail, [RedOp, RedType90]),
    "REDG$e$op$cache$type$sem ", ", $Rb ;", 90, 90>;
defm REDG_F_sm90 : GAtom<"REDG", 0x19a6, !listconcat(RedTail, [AtomFOp90, AtomFType90]),
    "REDG$e$op$cache$type$sem ", ", $Rb ;", 90, 90>;

// ATOMG.CAS (0x3a9): no descriptor, [Ra+off], compare in Rb, swap in Rc.
defvar CasType80 = E<"type", [73, 4], !listconcat(["", ".S32", ".64"], InvalidList<3, 16>.L)>;
defvar CasType90 = E<"type", [73, 3], ["", ".S32", ".64", ".INVALID3", ".128", ".INVALID5", ".INVALID6", ".INVALID7"]>;
defvar CasFlds = [Flag<"e", 72, ".E">, MemCache, StSem, P<"Pu", 81>, R<"Rd", 16>,
                  R<"Rb", 32>, R<"Rc", 64>];
foreach sm = [80, 90] in
foreach mn = ["ATOMG", "ATOM"] in {
  defvar CasF = !listconcat(CasFlds, [!if(!eq(sm, 80), CasType80, CasType90)],
      !if(!eq(mn, "ATOM"), [E<"op", [87, 1], [".CAS", ".CAST"]>], []<SASSField>));
  defvar CasP = mn # "$e" # !if(!eq(mn, "ATOM"), "$op", ".CAS") # "$cache$type$sem $Pu, $Rd, ";
  defvar CasOpc = !if(!eq(mn, "ATOM"), 0x38b, 0x3a9);
  def mn#_CAS_r_sm#sm : SASSInst<mn, CasOpc, !listconcat(CasF, [R<"Ra", 24>, MemOff24]),
      CasP # "[$Ra$off], $Rb, $Rc ;", [sm]>;
  def mn#_CAS_z_sm#sm : SASSInst<mn, CasOpc, CasF, CasP # "[RZ], $Rb, $Rc ;", [sm]> {
    let Fixed = [24, 8, 255, 40, 24, 0];
  }
  def mn#_CAS_i_sm#sm : SASSInst<mn, CasOpc, !listconcat(CasF, [Imm<"offh", [40, 24], "hex">]),
      CasP # "[$offh], $Rb, $Rc ;", [sm]> {
    let Fixed = [24, 8, 255];
  }
}

//===----------------------------------------------------------------------===//
// ATOMS (0x38c, [Ra+URc] 0x198c) and ATOMS.CAS (0x38d)
//===----------------------------------------------------------------------===//

defvar AtomsType80 = E<"type", [73, 2], ["", ".S32", ".64", ".INVALID3"]>;
defvar AtomsType90 = E<"type", [73, 3], ["", ".S32", ".64", ".INVALID3", ".128", ".INVALID5", ".INVALID6", ".INVALID7"]>;
defvar AtomsCas = E<"op", [87, 2], [".CAS", ".CAST", ".CAS", ".CAST.SPIN"]>;

defm ATOMS_sm80 : MemAddr<"ATOMS", 0x38c, 0x198c, 64, [AtomOpNS, AtomsType80, R<"Rd", 16>, R<"Rb", 32>],
    "ATOMS$op$type $Rd, ", ", $Rb ;", 1, "hex", [], [80]>;
defm ATOMS_sm90 : MemAddr<"ATOMS", 0x38c, 0x198c, 64, [AtomOpNS, AtomsType90, R<"Rd", 16>, R<"Rb", 32>],
    "ATOMS$op$type $Rd, ", ", $Rb ;", 1, "hex", [], [90]>;

foreach sm = [80, 90] in {
  defvar CasF = [AtomsCas, !if(!eq(sm, 80), AtomsType80, AtomsType90), R<"Rd", 16>,
                 R<"Rb", 32>, R<"Rc", 64>];
  def ATOMS_CAS_r_sm#sm : SASSInst<"ATOMS", 0x38d, !listconcat(CasF, [MemX, R<"Ra", 24>, MemOff24]),
      "ATOMS$op$type $Rd, [$Ra$x$off], $Rb, $Rc ;", [sm]>;
  foreach xv = [0, 1, 2, 3] in {
    def ATOMS_CAS_z_x#xv#_sm#sm : SASSInst<"ATOMS", 0x38d, !listconcat(CasF, [Hidden<"x", [78, 2], xv>]),
        "ATOMS$op$type $Rd, [RZ], $Rb, $Rc ;", [sm]> {
      let Fixed = [24, 8, 255, 40, 24, 0];
    }
    def ATOMS_CAS_i_x#xv#_sm#sm : SASSInst<"ATOMS", 0x38d,
        !listconcat(CasF, [Hidden<"x", [78, 2], xv>, Imm<"offh", [40, 24], "hex">]),
        "ATOMS$op$type $Rd, [$offh], $Rb, $Rc ;", [sm]> {
      let Fixed = [24, 8, 255];
    }
  }
}

//===----------------------------------------------------------------------===//
// LDSM (0x83b; [Ra+URb] 0x183b)
//===----------------------------------------------------------------------===//

defvar LdsmType = E<"type", [75, 3], [".16", NoVal, NoVal, NoVal, NoVal, ".INVALID5", ".INVALID6", ".INVALID7"]>;
defvar LdsmLayout = E<"layout", [78, 2], [".M88", ".MT88", ".M816", ".M832"]>;
defvar LdsmNum = E<"num", [72, 2], ["", ".2", ".4", ".INVALID3"]>;
defm LDSM : MemAddr<"LDSM", 0x83b, 0x183b, 32, [LdsmType, LdsmLayout, LdsmNum, R<"Rd", 16>],
                    "LDSM$type$layout$num $Rd, ", " ;", 0, "shex">;

//===----------------------------------------------------------------------===//
// LDGSTS (cp.async, 0x1fae): shared address Rd (16-23) + signed 20-bit offset
// at 44-63; global address Ra + signed 12-bit offset at 32-43; descriptor /
// offset UR at 64-69; 64-bit address flag 70; bit 76 set = no UR offset.
//===----------------------------------------------------------------------===//

class LdgstsShared<list<SASSField> f, string t, list<int> fx> {
  list<SASSField> F = f;
  string T = t;
  list<int> Fx = fx;
}
def LdgstsSh_r : LdgstsShared<[R<"Rs", 16>, Imm<"soff", [44, 20], "ioff">], "[$Rs$soff]", []>;
def LdgstsSh_z : LdgstsShared<[], "[RZ]", [16, 8, 255, 44, 20, 0]>;
def LdgstsSh_i : LdgstsShared<[Imm<"soff", [44, 20], "shex">], "[$soff]", [16, 8, 255]>;

defvar LdgstsSize = E<"size", [73, 3], [".INVALID0", ".INVALID1", ".INVALID2", ".INVALID3", "", ".64", ".128", ".INVALID7"]>;
defvar LdgstsSem = E<"sem", [77, 4], ["", ".CONSTANT.PRIVATE", ".CONSTANT.CTA", ".CONSTANT.CTA.PRIVATE",
    ".CONSTANT", ".MMIO.CTA", ".GPU.PRIVATE", ".MMIO.CTA.PRIVATE", ".MMIO.SM", ".CONSTANT.SM",
    ".MMIO.VC", ".CONSTANT.SM.PRIVATE", ".MMIO.GPU", ".CONSTANT.VC", ".CONSTANT.VC.PRIVATE",
    ".CONSTANT.GPU"]>;
defvar LDGSTS_Mods = [E<"byp", [81, 1], [".BYPASS", ""]>, MemCache, E<"ltc", [71, 2], ["", ".LTC64B", ".LTC128B", ".LTC256B"]>,
                      LdgstsSize, Flag<"zfill", 82, ".ZFILL">, LdgstsSem, E<"Pp", [87, 4], PpList>,
                      R<"Ra", 24>, Imm<"goff", [32, 12], "ioff">];
defvar LDGSTS_Pfx = "LDGSTS.E$byp$cache$ltc$size$zfill$sem ";

foreach sh = [LdgstsSh_r, LdgstsSh_z, LdgstsSh_i] in {
  defvar n = !substr(!cast<string>(sh), 9);
  foreach d = MemDescURs in
  def LDGSTS_#n#_r_sm80_d#d : SASSInst<"LDGSTS", 0x1fae,
      !listconcat(LDGSTS_Mods, sh.F, [Hidden<"desc", [64, 6], d>]),
      LDGSTS_Pfx # sh.T # ", [$Ra.64$goff]$Pp ;", [80]> {
    let Fixed = !listconcat(sh.Fx, [76, 1, 1, 70, 1, 1, 101, 1, 0]);
    let Priority = MemDescPrio<d>.P;
  }
  def LDGSTS_#n#_desc_sm80 : SASSInst<"LDGSTS", 0x1fae,
      !listconcat(LDGSTS_Mods, sh.F, [UR<"desc", 64>]),
      LDGSTS_Pfx # sh.T # ", desc[$desc][$Ra.64$goff]$Pp ;", [80]> {
    let Fixed = !listconcat(sh.Fx, [76, 1, 1, 70, 1, 1, 101, 1, 1]);
  }
  def LDGSTS_#n#_desc_sm90 : SASSInst<"LDGSTS", 0x1fae,
      !listconcat(LDGSTS_Mods, sh.F, [UR<"desc", 64>]),
      LDGSTS_Pfx # sh.T # ", desc[$desc][$Ra.64$goff]$Pp ;", [90]> {
    let Fixed = !listconcat(sh.Fx, [76, 1, 1, 70, 1, 1]);
  }
  def LDGSTS_#n#_ru : SASSInst<"LDGSTS", 0x1fae,
      !listconcat(LDGSTS_Mods, sh.F, [UR<"URc", 64>, E<"aw", [70, 1], MemAW>]),
      LDGSTS_Pfx # sh.T # ", [$Ra$aw+$URc$goff]$Pp ;"> {
    let Fixed = !listconcat(sh.Fx, [76, 1, 0]);
  }
  // [Ra+URZ]: nvdisasm leaves URZ out.  On sm_80 the text is that of the
  // descriptor form ptxas writes (desc UR4, unprinted), which comes first.
  def LDGSTS_#n#_rz : SASSInst<"LDGSTS", 0x1fae,
      !listconcat(LDGSTS_Mods, sh.F, [E<"aw", [70, 1], MemAW>]),
      LDGSTS_Pfx # sh.T # ", [$Ra$aw$goff]$Pp ;"> {
    let Fixed = !listconcat(sh.Fx, [76, 1, 0, 64, 6, 63]);
    let Priority = 1;
  }
}

//===----------------------------------------------------------------------===//
// LDGDEPBAR (cp.async.commit_group), DEPBAR (scoreboard waits)
//===----------------------------------------------------------------------===//

def LDGDEPBAR : SASSInst<"LDGDEPBAR", 0x9af, [], "LDGDEPBAR ;">;

// DEPBAR.LE SBn, count (38-43; SB 44-46; .LE 47), then an optional list of
// scoreboards to wait on (mask 32-37, printed highest first).
defvar DepbarSB = E<"sb", [44, 3], ["SB0", "SB1", "SB2", "SB3", "SB4", "SB5", "INVALID6", "INVALID7"]>;
def DEPBAR_le : SASSInst<"DEPBAR", 0x91a,
    [DepbarSB, Imm<"cnt", [38, 6], "hex">, E<"list", [32, 6], ["", ", {0}", ", {1}", ", {1,0}", ", {2}", ", {2,0}", ", {2,1}", ", {2,1,0}", ", {3}", ", {3,0}", ", {3,1}", ", {3,1,0}", ", {3,2}", ", {3,2,0}", ", {3,2,1}", ", {3,2,1,0}", ", {4}", ", {4,0}", ", {4,1}", ", {4,1,0}", ", {4,2}", ", {4,2,0}", ", {4,2,1}", ", {4,2,1,0}", ", {4,3}", ", {4,3,0}", ", {4,3,1}", ", {4,3,1,0}", ", {4,3,2}", ", {4,3,2,0}", ", {4,3,2,1}", ", {4,3,2,1,0}", ", {5}", ", {5,0}", ", {5,1}", ", {5,1,0}", ", {5,2}", ", {5,2,0}", ", {5,2,1}", ", {5,2,1,0}", ", {5,3}", ", {5,3,0}", ", {5,3,1}", ", {5,3,1,0}", ", {5,3,2}", ", {5,3,2,0}", ", {5,3,2,1}", ", {5,3,2,1,0}", ", {5,4}", ", {5,4,0}", ", {5,4,1}", ", {5,4,1,0}", ", {5,4,2}", ", {5,4,2,0}", ", {5,4,2,1}", ", {5,4,2,1,0}", ", {5,4,3}", ", {5,4,3,0}", ", {5,4,3,1}", ", {5,4,3,1,0}", ", {5,4,3,2}", ", {5,4,3,2,0}", ", {5,4,3,2,1}", ", {5,4,3,2,1,0}"]>],
    "DEPBAR.LE $sb, $cnt$list ;"> {
  let Fixed = [47, 1, 1];
}
def DEPBAR : SASSInst<"DEPBAR", 0x91a,
    [E<"list", [32, 6], ["", " {0}", " {1}", " {1,0}", " {2}", " {2,0}", " {2,1}", " {2,1,0}", " {3}", " {3,0}", " {3,1}", " {3,1,0}", " {3,2}", " {3,2,0}", " {3,2,1}", " {3,2,1,0}", " {4}", " {4,0}", " {4,1}", " {4,1,0}", " {4,2}", " {4,2,0}", " {4,2,1}", " {4,2,1,0}", " {4,3}", " {4,3,0}", " {4,3,1}", " {4,3,1,0}", " {4,3,2}", " {4,3,2,0}", " {4,3,2,1}", " {4,3,2,1,0}", " {5}", " {5,0}", " {5,1}", " {5,1,0}", " {5,2}", " {5,2,0}", " {5,2,1}", " {5,2,1,0}", " {5,3}", " {5,3,0}", " {5,3,1}", " {5,3,1,0}", " {5,3,2}", " {5,3,2,0}", " {5,3,2,1}", " {5,3,2,1,0}", " {5,4}", " {5,4,0}", " {5,4,1}", " {5,4,1,0}", " {5,4,2}", " {5,4,2,0}", " {5,4,2,1}", " {5,4,2,1,0}", " {5,4,3}", " {5,4,3,0}", " {5,4,3,1}", " {5,4,3,1,0}", " {5,4,3,2}", " {5,4,3,2,0}", " {5,4,3,2,1}", " {5,4,3,2,1,0}"]>],
    "DEPBAR$list ;"> {
  let Fixed = [47, 1, 0];
}

//===----------------------------------------------------------------------===//
// MEMBAR (0x992): mode 79-80, scope 76-78.
//===----------------------------------------------------------------------===//

foreach sm = [80, 90] in
def MEMBAR_sm#sm : SASSInst<"MEMBAR", 0x992,
    [E<"mode", [79, 2], [".SC", ".ALL", "", ".MMIO"]>,
     E<"scope", [76, 3], [".CTA", ".SM", ".GPU", ".SYS", ".INVALID4", ".VC",
                          !if(!eq(sm, 80), ".INVALID6", ".CTA.PARTIAL"), ".INVALID7"]>],
    "MEMBAR$mode$scope ;", [sm]>;

//===----------------------------------------------------------------------===//
// CCTL (0x98f): op 87-90; the whole-cache ops (IVALL ...) take no address
// (Ra must be RZ; .E and the offset are then ignored).  Signed 32-bit offset.
//===----------------------------------------------------------------------===//

defvar CctlOpA = E<"op", [87, 4], [".PF1", ".PF2", ".WB", ".IV", NoVal, ".RS", NoVal, NoVal, NoVal,
                                   ".PML2", ".DML2", ".RML2", NoVal, NoVal, NoVal, NoVal]>;
defvar CctlOpAll = E<"op", [87, 4], [NoVal, NoVal, NoVal, NoVal, ".IVALL", NoVal, ".IVALLP", ".WBALL",
                                     ".WBALLP", NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal]>;
defvar CctlC = E<"cache", [78, 3], ["", ".U", ".C", ".I", NoVal, NoVal, NoVal, NoVal]>;
defvar CCTL_Mods = [Flag<"e", 72, ".E">, CctlC, CctlOpA];
def CCTL_r : SASSInst<"CCTL", 0x98f, !listconcat(CCTL_Mods, [R<"Ra", 24>, Imm<"off", [32, 32], "ioff">]),
    "CCTL$e$cache$op [$Ra$off] ;">;
def CCTL_z : SASSInst<"CCTL", 0x98f, CCTL_Mods, "CCTL$e$cache$op [RZ] ;"> {
  let Fixed = [24, 8, 255, 32, 32, 0];
}
def CCTL_i : SASSInst<"CCTL", 0x98f, !listconcat(CCTL_Mods, [Imm<"off", [32, 32], "hex">]),
    "CCTL$e$cache$op [$off] ;"> {
  let Fixed = [24, 8, 255];
}
def CCTL_all : SASSInst<"CCTL", 0x98f, [CctlC, CctlOpAll], "CCTL$cache$op ;"> {
  let Fixed = [24, 8, 255];
}

//===----------------------------------------------------------------------===//
// Generic LD (0x980) / ST (0x385) without descriptor: [Ra+off32], .E a plain
// flag, ST data in Rc (64-71).
//===----------------------------------------------------------------------===//

defvar Off32 = Imm<"off", [32, 32], "ioff">;
defvar Off32h = Imm<"offh", [32, 32], "hex">;
defvar LD32_Mods = [Flag<"e", 72, ".E">, MemCache, MemLTC, MemSize, LdSem, R<"Rd", 16>,
                    E<"Pp", [64, 4], PpInvList>];
defvar LD32_Pfx = "LD$e$cache$ltc$size$sem $Rd, ";
def LD32_r : SASSInst<"LD", 0x980, !listconcat(LD32_Mods, [R<"Ra", 24>, Off32]), LD32_Pfx # "[$Ra$off]$Pp ;">;
def LD32_z : SASSInst<"LD", 0x980, LD32_Mods, LD32_Pfx # "[RZ]$Pp ;"> {
  let Fixed = [24, 8, 255, 32, 32, 0];
}
def LD32_i : SASSInst<"LD", 0x980, !listconcat(LD32_Mods, [Off32h]), LD32_Pfx # "[$offh]$Pp ;"> {
  let Fixed = [24, 8, 255];
}
defvar ST32_Mods = [Flag<"e", 72, ".E">, MemCache, MemSize, StSem, R<"Rc", 64>];
defvar ST32_Pfx = "ST$e$cache$size$sem ";
def ST32_r : SASSInst<"ST", 0x385, !listconcat(ST32_Mods, [R<"Ra", 24>, Off32]), ST32_Pfx # "[$Ra$off], $Rc ;">;
def ST32_z : SASSInst<"ST", 0x385, ST32_Mods, ST32_Pfx # "[RZ], $Rc ;"> {
  let Fixed = [24, 8, 255, 32, 32, 0];
}
def ST32_i : SASSInst<"ST", 0x385, !listconcat(ST32_Mods, [Off32h]), ST32_Pfx # "[$offh], $Rc ;"> {
  let Fixed = [24, 8, 255];
}

// ATOMS.POPC.INC.32 / ATOMS.ARRIVE.64 (mbarrier arrive), 0x1f8c:
// [Ra.Xn+URc+off]; op 87-90: POPC.INC is 10 on sm_80 and 11 on sm_90, ARRIVE
// one below.
foreach sm = [80, 90] in
foreach v = [["POPC", ".POPC.INC", ".32", "0"], ["ARRIVE", ".ARRIVE", ".64", "2"]] in {
  defvar PopcF = [E<"type", [73, 2], !foreach(i, !range(4), !if(!eq(!cast<string>(i), v[3]), v[2], NoVal))>,
                  R<"Rd", 16>, UR<"URc", 64>, MemOff24];
  defvar PopcOp = !add(!if(!eq(sm, 80), 10, 11), !if(!eq(v[0], "POPC"), 0, -1));
  def ATOMS_#v[0]#_ru_sm#sm : SASSInst<"ATOMS", 0x1f8c, !listconcat(PopcF, [MemX, R<"Ra", 24>]),
      "ATOMS" # v[1] # "$type $Rd, [$Ra$x+$URc$off] ;", [sm]> {
    let Fixed = [87, 4, PopcOp];
  }
  def ATOMS_#v[0]#_u_sm#sm : SASSInst<"ATOMS", 0x1f8c, !listconcat(PopcF, [MemXHid]),
      "ATOMS" # v[1] # "$type $Rd, [$URc$off] ;", [sm]> {
    let Fixed = [87, 4, PopcOp, 24, 8, 255];
  }
}

// QSPC (0x3aa): which state space an address is in.
foreach sm = [80, 90] in {
  defvar QF = [Flag<"e", 72, ".E">, E<"sp", [73, 2], [".G", ".L", ".S", !if(!eq(sm, 80), ".INVALID3", ".D")]>,
               P<"Pu", 81>, R<"Rd", 16>];
  defvar QP = "QSPC$e$sp $Pu, $Rd, ";
  def QSPC_r_sm#sm : SASSInst<"QSPC", 0x3aa, !listconcat(QF, [R<"Ra", 24>, MemOff24]), QP # "[$Ra$off] ;", [sm]>;
  def QSPC_z_sm#sm : SASSInst<"QSPC", 0x3aa, QF, QP # "[RZ] ;", [sm]> {
    let Fixed = [24, 8, 255, 40, 24, 0];
  }
  def QSPC_i_sm#sm : SASSInst<"QSPC", 0x3aa, !listconcat(QF, [Imm<"offh", [40, 24], "hex">]), QP # "[$offh] ;", [sm]> {
    let Fixed = [24, 8, 255];
  }
}

// STSM (sm_90, 0x844; [Ra+URc] 0x1844): data in Rb.
defm STSM : MemAddr<"STSM", 0x844, 0x1844, 64,
    [E<"type", [75, 1], [".16", NoVal]>, E<"layout", [78, 1], [".M88", ".MT88"]>, LdsmNum, R<"Rb", 32>],
    "STSM$type$layout$num ", ", $Rb ;", 0, "shex", [], [90]>;

// CCTLL: local-memory cache control.  0x990: [Ra+off24]; 0x1d90: [Ra+URb]
// (no offset).
defvar CctllOp = E<"op", [87, 4], [".PF1", ".PF2", ".WB", ".IV", NoVal, ".RS", NoVal, NoVal, NoVal, NoVal,
                                   NoVal, NoVal, NoVal, NoVal, NoVal, NoVal]>;
def CCTLL_r : SASSInst<"CCTLL", 0x990, [CctllOp, R<"Ra", 24>, MemOff24], "CCTLL$op [$Ra$off] ;">;
def CCTLL_z : SASSInst<"CCTLL", 0x990, [CctllOp], "CCTLL$op [RZ] ;"> {
  let Fixed = [24, 8, 255, 40, 24, 0];
}
def CCTLL_i : SASSInst<"CCTLL", 0x990, [CctllOp, Imm<"offh", [40, 24], "hex">], "CCTLL$op [$offh] ;"> {
  let Fixed = [24, 8, 255];
}
def CCTLL_ru : SASSInst<"CCTLL", 0x1d90, [CctllOp, R<"Ra", 24>, UR<"URb", 32>], "CCTLL$op [$Ra+$URb] ;">;
def CCTLL_u : SASSInst<"CCTLL", 0x1d90, [CctllOp, UR<"URb", 32>], "CCTLL$op [$URb] ;"> {
  let Fixed = [24, 8, 255];
}

// LDGSTS with a uniform shared base (0x1dae): [Rs+URs+soff], URs at 64-69;
// the global descriptor is then the next UR (URs+1, URZ past UR61), printed
// on sm_80 only with bit 101 set and on sm_90 only with bit 76 set.  Bit 70
// is always set.
defvar LdgstsNextUR = E<"descn", [64, 6], !foreach(i, !range(64), !if(!ge(i, 62), "URZ", "UR" # !add(i, 1)))>;
foreach sh = [["r", "[$Rs+$URs$soff]"], ["u", "[$URs$soff]"]] in
foreach dv = [["sm80_n", "", "80"], ["sm80_d", "desc[$descn]", "80"], ["sm90_n", "", "90"], ["sm90_d", "desc[$descn]", "90"]] in
def LDGSTS_us_#sh[0]#_#dv[0] : SASSInst<"LDGSTS", 0x1dae,
    !listconcat(LDGSTS_Mods, [UR<"URs", 64>, Imm<"soff", [44, 20], "ioff">],
                !if(!eq(sh[0], "r"), [R<"Rs", 16>], []<SASSField>),
                !if(!eq(dv[1], ""), []<SASSField>, [LdgstsNextUR])),
    LDGSTS_Pfx # sh[1] # ", " # dv[1] # "[$Ra.64$goff]$Pp ;", [!if(!eq(dv[2], "80"), 80, 90)]> {
  let Fixed = !listconcat([70, 1, 1],
      !if(!eq(sh[0], "u"), [16, 8, 255], []<int>),
      !if(!eq(dv[0], "sm80_n"), [76, 1, 1, 101, 1, 0],
      !if(!eq(dv[0], "sm80_d"), [76, 1, 1, 101, 1, 1],
      !if(!eq(dv[0], "sm90_n"), [76, 1, 0], [76, 1, 1]))));
}

// Generic ATOM without descriptor (0x38a): [Ra+off24], data in Rb.
foreach sm = [80, 90] in {
  defvar AF = [Flag<"e", 72, ".E">, AtomOpNS, MemCache, !if(!eq(sm, 80), AtomType80, AtomType90), StSem,
               P<"Pu", 81>, R<"Rd", 16>, R<"Rb", 32>];
  defvar AP = "ATOM$e$op$cache$type$sem $Pu, $Rd, ";
  def ATOM32_r_sm#sm : SASSInst<"ATOM", 0x38a, !listconcat(AF, [R<"Ra", 24>, MemOff24]),
      AP # "[$Ra$off], $Rb ;", [sm]>;
  def ATOM32_z_sm#sm : SASSInst<"ATOM", 0x38a, AF, AP # "[RZ], $Rb ;", [sm]> {
    let Fixed = [24, 8, 255, 40, 24, 0];
  }
  def ATOM32_i_sm#sm : SASSInst<"ATOM", 0x38a, !listconcat(AF, [Imm<"offh", [40, 24], "hex">]),
      AP # "[$offh], $Rb ;", [sm]> {
    let Fixed = [24, 8, 255];
  }
}

// REDAS (sm_90 red.async, 0x1dbe): [Ra.64+URc+off] with URZ left out; .64
// flag 72 (clear: [Ra.U32+URc], URZ printed).  nvdisasm prints RZ.64 as
// ???255.
defvar REDAS_F = [E<"op", [87, 4], !listconcat([".ADD", ".MIN", ".MAX", ".INC", ".DEC", ".AND", ".OR", ".XOR"],
                                               InvalidList<8, 16>.L)>,
                  E<"type", [73, 3], ["", ".S32", ".64", ".INVALID3", ".INVALID4", ".INVALID5", ".INVALID6", ".INVALID7"]>,
                  MemOff24, R<"Rb", 32>];
def REDAS_64 : SASSInst<"REDAS", 0x1dbe, !listconcat(REDAS_F, [RaNoRZ]),
    "REDAS$op$type [$Ra.64$off], $Rb ;", [90]> {
  let Fixed = [72, 1, 1, 64, 6, 63];
}
def REDAS_64u : SASSInst<"REDAS", 0x1dbe, !listconcat(REDAS_F, [RaNoRZ, UR<"URc", 64>]),
    "REDAS$op$type [$Ra.64+$URc$off], $Rb ;", [90]> {
  let Fixed = [72, 1, 1];
}
def REDAS_32u : SASSInst<"REDAS", 0x1dbe, !listconcat(REDAS_F, [R<"Ra", 24>, UR<"URc", 64>]),
    "REDAS$op$type [$Ra.U32+$URc$off], $Rb ;", [90]> {
  let Fixed = [72, 1, 0];
}

// STAS (sm_90 st.async, 0x1dbd): like REDAS, but the .64 flag is bit 90.
defvar STAS_F = [E<"size", [73, 3], [".INVALID0", ".INVALID1", ".INVALID2", ".INVALID3", "", ".64", ".128", ".INVALID7"]>,
                 MemOff24, R<"Rb", 32>];
def STAS_64 : SASSInst<"STAS", 0x1dbd, !listconcat(STAS_F, [RaNoRZ]),
    "STAS$size [$Ra.64$off], $Rb ;", [90]> {
  let Fixed = [90, 1, 1, 64, 6, 63];
}
def STAS_64u : SASSInst<"STAS", 0x1dbd, !listconcat(STAS_F, [RaNoRZ, UR<"URc", 64>]),
    "STAS$size [$Ra.64+$URc$off], $Rb ;", [90]> {
  let Fixed = [90, 1, 1];
}
def STAS_32u : SASSInst<"STAS", 0x1dbd, !listconcat(STAS_F, [R<"Ra", 24>, UR<"URc", 64>]),
    "STAS$size [$Ra.U32+$URc$off], $Rb ;", [90]> {
  let Fixed = [90, 1, 0];
}

// LDG without descriptor (0x381, ptxas uses it in CAS loops): [Ra+off24],
// .E a plain flag.
defvar LDG32_Mods = [Flag<"e", 72, ".E">, MemCache, MemLTC, MemSize, LdSem, E<"Pu", [81, 3], PuList>,
                     R<"Rd", 16>, E<"Pp", [64, 4], PpInvList>];
defvar LDG32_Pfx = "LDG$e$cache$ltc$size$sem $Pu$Rd, ";
def LDG32_r : SASSInst<"LDG", 0x381, !listconcat(LDG32_Mods, [R<"Ra", 24>, MemOff24]), LDG32_Pfx # "[$Ra$off]$Pp ;">;
def LDG32_z : SASSInst<"LDG", 0x381, LDG32_Mods, LDG32_Pfx # "[RZ]$Pp ;"> {
  let Fixed = [24, 8, 255, 40, 24, 0];
}
def LDG32_i : SASSInst<"LDG", 0x381, !listconcat(LDG32_Mods, [Imm<"offh", [40, 24], "hex">]),
    LDG32_Pfx # "[$offh]$Pp ;"> {
  let Fixed = [24, 8, 255];
}
