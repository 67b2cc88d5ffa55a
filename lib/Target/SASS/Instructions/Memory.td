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
// Optional trailing source predicate (64-67), stored inverted: 0 = PT (absent).
defvar PpInvList = ["", ", P6", ", P5", ", P4", ", P3", ", P2", ", P1", ", P0",
                    ", !PT", ", !P6", ", !P5", ", !P4", ", !P3", ", !P2", ", !P1", ", !P0"];

//===----------------------------------------------------------------------===//
// LDG
//===----------------------------------------------------------------------===//

defvar LDG_Mods = [MemE, MemCache, MemLTC, MemSize, LdSem, E<"Pu", [81, 3], PuList>,
                   R<"Rd", 16>, R<"Ra", 24>, MemOff24, E<"Pp", [64, 4], PpInvList>];
defvar LDG_Pfx = "LDG$e$cache$ltc$size$sem $Pu$Rd, ";

foreach d = MemDescURs in
def LDG_r_sm80_d#d : SASSInst<"LDG", 0x1981,
    !listconcat(LDG_Mods, [Hidden<"desc", [32, 6], d>]),
    LDG_Pfx # "[$Ra.64$off]$Pp ;", [80]> {
  let Fixed = [76, 1, 1, 90, 1, 1, 101, 1, 0];
  let Priority = MemDescPrio<d>.P;
}
def LDG_desc_sm80 : SASSInst<"LDG", 0x1981,
    !listconcat(LDG_Mods, [UR<"desc", 32>]),
    LDG_Pfx # "desc[$desc][$Ra.64$off]$Pp ;", [80]> {
  let Fixed = [76, 1, 1, 90, 1, 1, 101, 1, 1];
}
def LDG_desc_sm90 : SASSInst<"LDG", 0x1981,
    !listconcat(LDG_Mods, [UR<"desc", 32>]),
    LDG_Pfx # "desc[$desc][$Ra.64$off]$Pp ;", [90]> {
  let Fixed = [76, 1, 1, 90, 1, 1];
}
def LDG_ru : SASSInst<"LDG", 0x1981,
    !listconcat(LDG_Mods, [UR<"URb", 32>, E<"aw", [90, 1], MemAW>]),
    LDG_Pfx # "[$Ra$aw+$URb$off]$Pp ;"> {
  let Fixed = [76, 1, 0];
}
// sm_80 drops RZ (and its width) from [RZ+URb].
def LDG_u_sm80 : SASSInst<"LDG", 0x1981,
    !listconcat(LDG_Mods, [UR<"URb", 32>, Hidden<"aw", [90, 1], 1>]),
    LDG_Pfx # "[$URb$off]$Pp ;", [80]> {
  let Fixed = [76, 1, 0, 24, 8, 255];
}

//===----------------------------------------------------------------------===//
// STG: data in Rb (32-39), descriptor / offset UR in 64-69.
//===----------------------------------------------------------------------===//

defvar STG_Mods = [MemE, MemCache, MemSize, StSem, R<"Ra", 24>, MemOff24, R<"Rb", 32>];
defvar STG_Pfx = "STG$e$cache$size$sem ";

foreach d = MemDescURs in
def STG_r_sm80_d#d : SASSInst<"STG", 0x1986,
    !listconcat(STG_Mods, [Hidden<"desc", [64, 6], d>]),
    STG_Pfx # "[$Ra.64$off], $Rb ;", [80]> {
  let Fixed = [76, 1, 1, 90, 1, 1, 101, 1, 0];
  let Priority = MemDescPrio<d>.P;
}
def STG_desc_sm80 : SASSInst<"STG", 0x1986,
    !listconcat(STG_Mods, [UR<"desc", 64>]),
    STG_Pfx # "desc[$desc][$Ra.64$off], $Rb ;", [80]> {
  let Fixed = [76, 1, 1, 90, 1, 1, 101, 1, 1];
}
def STG_desc_sm90 : SASSInst<"STG", 0x1986,
    !listconcat(STG_Mods, [UR<"desc", 64>]),
    STG_Pfx # "desc[$desc][$Ra.64$off], $Rb ;", [90]> {
  let Fixed = [76, 1, 1, 90, 1, 1];
}
def STG_ru : SASSInst<"STG", 0x1986,
    !listconcat(STG_Mods, [UR<"URc", 64>, E<"aw", [90, 1], MemAW>]),
    STG_Pfx # "[$Ra$aw+$URc$off], $Rb ;"> {
  let Fixed = [76, 1, 0];
}
def STG_u_sm80 : SASSInst<"STG", 0x1986,
    !listconcat(STG_Mods, [UR<"URc", 64>, Hidden<"aw", [90, 1], 1>]),
    STG_Pfx # "[$URc$off], $Rb ;", [80]> {
  let Fixed = [76, 1, 0, 24, 8, 255];
}

//===----------------------------------------------------------------------===//
// Shared / local addresses: [Ra.Xn+URb+off].  nvdisasm drops RZ: [RZ+0x4]
// prints [0x4] (unsigned 24-bit hex, no scale), [RZ] alone stays [RZ], and
// [RZ+UR5+0x4] prints [UR5+0x4] (RZ.X4 stays: [RZ.X4+UR5+0x4]).
//===----------------------------------------------------------------------===//

defvar MemX = E<"x", [78, 2], ["", ".X4", ".X8", ".X16"]>;
defvar MemXHid = Hidden<"x", [78, 2], 0>;

// opc: the register form's key; uopc: the [Ra+UR] form's key (UR at urlo).
// xf / xs: the scale field and its template text ([] / "" when there is none);
// xh: what takes its place in the forms that cannot print it.
multiclass MemAddr<string mn, int opc, int uopc, int urlo, list<SASSField> flds,
                   string pre, string post, list<SASSField> xf, string xs,
                   list<SASSField> xh, list<int> fx = [], list<int> sms = [80, 90]> {
  def _r : SASSInst<mn, opc, !listconcat(flds, xf, [R<"Ra", 24>, MemOff24]),
                    pre # "[$Ra" # xs # "$off]" # post, sms> {
    let Fixed = fx;
  }
  def _z : SASSInst<mn, opc, !listconcat(flds, xh),
                    pre # "[RZ]" # post, sms> {
    let Fixed = !listconcat(fx, [24, 8, 255, 40, 24, 0]);
  }
  def _i : SASSInst<mn, opc, !listconcat(flds, xh, [Imm<"offh", [40, 24], "hex">]),
                    pre # "[$offh]" # post, sms> {
    let Fixed = !listconcat(fx, [24, 8, 255]);
  }
  def _ru : SASSInst<mn, uopc, !listconcat(flds, xf, [R<"Ra", 24>, UR<"URa", urlo>, MemOff24]),
                     pre # "[$Ra" # xs # "+$URa$off]" # post, sms> {
    let Fixed = fx;
  }
  def _u : SASSInst<mn, uopc, !listconcat(flds, xh, [UR<"URa", urlo>, MemOff24]),
                    pre # "[$URa$off]" # post, sms> {
    let Fixed = !listconcat(fx, [24, 8, 255]);
  }
}

defvar LdsSize = E<"size", [73, 3], [".U8", ".S8", ".U16", ".S16", "", ".64", ".128", NoVal]>;
defvar LdlSize = E<"size", [73, 3], [".U8", ".S8", ".U16", ".S16", "", ".64", ".128", ".INVALID7"]>;

defm LDS : MemAddr<"LDS", 0x984, 0x1984, 32, [LdsSize, R<"Rd", 16>], "LDS$size $Rd, ", " ;",
                   [MemX], "$x", [MemXHid]>;
defm STS : MemAddr<"STS", 0x388, 0x1988, 64, [LdsSize, R<"Rb", 32>], "STS$size ", ", $Rb ;",
                   [MemX], "$x", [MemXHid]>;
defm LDL : MemAddr<"LDL", 0x983, 0x1983, 32, [MemCache, LdlSize, R<"Rd", 16>], "LDL$cache$size $Rd, ", " ;",
                   [], "", []>;
defm STL : MemAddr<"STL", 0x387, 0x1987, 64, [MemCache, LdlSize, R<"Rb", 32>], "STL$cache$size ", ", $Rb ;",
                   [], "", []>;
