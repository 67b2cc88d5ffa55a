//===-- Convert.td - F2F, F2I, I2F, FRND ... ---------------*- tablegen -*-===//
//
// GENERATED from nvdisasm by enumerating every value of the type bits (72
// F2I signed, 74 I2F signed, 75-76 destination, 84-85 source) on each SM;
// the spelling list of the "ty" enum is exactly what nvdisasm prints (NoVal
// where it prints ???n / INVALIDn).  Modifiers print in the order .FTZ (80),
// types, rounding (78-79), .NTZ (77, F2I).  The source is in the B slot
// (bits 32-63): forms rr (0x300), ri (0x900), rc (0xb00), ru (0x1d00, bit 91),
// rx (cx[URb], 0x1b00).  Sub-word sources print a half / byte selector (bits
// 60-61: .H1, .B1-.B3), so the rr/ru forms are split by source size (Fixed
// 84-85); the selector prints inside |..|: -|R2.H1|.  Bits nvdisasm ignores (73, 81-83, 86-90, 60-61 for 32/64-bit
// sources) are left unclaimed.
//
//===----------------------------------------------------------------------===//

defvar CvtTy_F2F_104_sm80 = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2],
    [NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     ".F32.F16", ".F32.F16", ".F32.F16", ".F32.F16", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F16.F32", ".F16.F32", ".F16.F32", ".F16.F32",
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal]>;
defvar CvtTy_F2I_105_sm80 = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2],
    [NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     ".U8.F16", ".S8.F16", ".U8.F16", ".S8.F16", ".U16.F16", ".S16.F16", ".U16.F16", ".S16.F16",
     ".U32.F16", ".F16", ".U32.F16", ".F16", NoVal, NoVal, NoVal, NoVal,
     ".U8", ".S8", ".U8", ".S8", ".U16", ".S16", ".U16", ".S16",
     ".U32", "", ".U32", "", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal]>;
defvar CvtTy_I2F_106_sm80 = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2],
    [NoVal, NoVal, NoVal, NoVal, ".F16.U8", ".F16.U8", ".F16.S8", ".F16.S8",
     ".U8", ".U8", ".S8", ".S8", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F16.U16", ".F16.U16", ".F16.S16", ".F16.S16",
     ".U16", ".U16", ".S16", ".S16", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F16.U32", ".F16.U32", ".F16", ".F16",
     ".U32", ".U32", "", "", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal]>;
defvar CvtTy_FRND_107_sm80 = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2],
    [NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F16", ".F16", ".F16", ".F16",
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     "", "", "", "", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal]>;
defvar CvtTy_F2F_110_sm80 = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2],
    [NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F64.F16", ".F64.F16", ".F64.F16", ".F64.F16",
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F64.F32", ".F64.F32", ".F64.F32", ".F64.F32",
     NoVal, NoVal, NoVal, NoVal, ".F16.F64", ".F16.F64", ".F16.F64", ".F16.F64",
     ".F32.F64", ".F32.F64", ".F32.F64", ".F32.F64", NoVal, NoVal, NoVal, NoVal]>;
defvar CvtTy_F2I_111_sm80 = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2],
    [NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".U64.F16", ".S64.F16", ".U64.F16", ".S64.F16",
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".U64", ".S64", ".U64", ".S64",
     ".U8.F64", ".S8.F64", ".U8.F64", ".S8.F64", ".U16.F64", ".S16.F64", ".U16.F64", ".S16.F64",
     ".U32.F64", ".F64", ".U32.F64", ".F64", ".U64.F64", ".S64.F64", ".U64.F64", ".S64.F64"]>;
defvar CvtTy_I2F_112_sm80 = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2],
    [NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F64.U8", ".F64.U8", ".F64.S8", ".F64.S8",
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F64.U16", ".F64.U16", ".F64.S16", ".F64.S16",
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F64.U32", ".F64.U32", ".F64", ".F64",
     NoVal, NoVal, NoVal, NoVal, ".F16.U64", ".F16.U64", ".F16.S64", ".F16.S64",
     ".U64", ".U64", ".S64", ".S64", ".F64.U64", ".F64.U64", ".F64.S64", ".F64.S64"]>;
defvar CvtTy_FRND_113_sm80 = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2],
    [NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F64", ".F64", ".F64", ".F64"]>;
defvar CvtTy_F2F_104_sm90 = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2, 77, 1],
    [NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     ".F32.F16", ".F32.F16", ".F32.F16", ".F32.F16", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F16.F32", ".F16.F32", ".F16.F32", ".F16.F32",
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     ".BF16.F16", ".BF16.F16", ".BF16.F16", ".BF16.F16", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     ".BF16.F32", ".BF16.F32", ".BF16.F32", ".BF16.F32", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal]>;
defvar CvtTy_F2I_105_sm90 = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2],
    [NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     ".U8.F16", ".S8.F16", ".U8.F16", ".S8.F16", ".U16.F16", ".S16.F16", ".U16.F16", ".S16.F16",
     ".U32.F16", ".F16", ".U32.F16", ".F16", NoVal, NoVal, NoVal, NoVal,
     ".U8", ".S8", ".U8", ".S8", ".U16", ".S16", ".U16", ".S16",
     ".U32", "", ".U32", "", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal]>;
defvar CvtTy_I2F_106_sm90 = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2, 77, 1],
    [NoVal, NoVal, NoVal, NoVal, ".F16.U8", ".F16.U8", ".F16.S8", ".F16.S8",
     ".U8", ".U8", ".S8", ".S8", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F16.U16", ".F16.U16", ".F16.S16", ".F16.S16",
     ".U16", ".U16", ".S16", ".S16", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F16.U32", ".F16.U32", ".F16", ".F16",
     ".U32", ".U32", "", "", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     ".BF16.U8", ".BF16.U8", ".BF16.S8", ".BF16.S8", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     ".BF16.U16", ".BF16.U16", ".BF16.S16", ".BF16.S16", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     ".BF16.U32", ".BF16.U32", ".BF16", ".BF16", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal]>;
defvar CvtTy_FRND_107_sm90 = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2],
    [NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F16", ".F16", ".F16", ".F16",
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     "", "", "", "", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal]>;
defvar CvtTy_F2F_110_sm90 = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2, 77, 1],
    [NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F64.F16", ".F64.F16", ".F64.F16", ".F64.F16",
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F64.F32", ".F64.F32", ".F64.F32", ".F64.F32",
     NoVal, NoVal, NoVal, NoVal, ".F16.F64", ".F16.F64", ".F16.F64", ".F16.F64",
     ".F32.F64", ".F32.F64", ".F32.F64", ".F32.F64", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     ".BF16.F64", ".BF16.F64", ".BF16.F64", ".BF16.F64", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal]>;
defvar CvtTy_F2I_111_sm90 = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2],
    [NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".U64.F16", ".S64.F16", ".U64.F16", ".S64.F16",
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".U64", ".S64", ".U64", ".S64",
     ".U8.F64", ".S8.F64", ".U8.F64", ".S8.F64", ".U16.F64", ".S16.F64", ".U16.F64", ".S16.F64",
     ".U32.F64", ".F64", ".U32.F64", ".F64", ".U64.F64", ".S64.F64", ".U64.F64", ".S64.F64"]>;
defvar CvtTy_I2F_112_sm90 = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2, 77, 1],
    [NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F64.U8", ".F64.U8", ".F64.S8", ".F64.S8",
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F64.U16", ".F64.U16", ".F64.S16", ".F64.S16",
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F64.U32", ".F64.U32", ".F64", ".F64",
     NoVal, NoVal, NoVal, NoVal, ".F16.U64", ".F16.U64", ".F16.S64", ".F16.S64",
     ".U64", ".U64", ".S64", ".S64", ".F64.U64", ".F64.U64", ".F64.S64", ".F64.S64",
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     ".BF16.U64", ".BF16.U64", ".BF16.S64", ".BF16.S64", NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal]>;
defvar CvtTy_FRND_113_sm90 = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2],
    [NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal, NoVal,
     NoVal, NoVal, NoVal, NoVal, ".F64", ".F64", ".F64", ".F64"]>;
def F2F_104_sm80_rr_s1 : SASSInst<"F2F", 0x304,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$Rb$sel$a32 ;", [80]> {
  let Fixed = [84, 2, 1];
}
def F2F_104_sm80_rr_s2 : SASSInst<"F2F", 0x304,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$Rb$a32 ;", [80]> {
  let Fixed = [84, 2, 2];
}
def F2F_104_sm80_ri_s2 : SASSInst<"F2F", 0x904,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "f32">],
    "F2F$ftz$ty$rnd $Rd, $imm ;", [80]> {
  let Fixed = [84, 2, 2];
}
def F2F_104_sm80_rc_s1 : SASSInst<"F2F", 0xb04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$cbank] [$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def F2F_104_sm80_rca_s1 : SASSInst<"F2F", 0xb04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|c[$cbank] [$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def F2F_104_sm80_rc_s2 : SASSInst<"F2F", 0xb04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$cbank][$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def F2F_104_sm80_rca_s2 : SASSInst<"F2F", 0xb04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|c[$cbank][$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def F2F_104_sm80_ru_s1 : SASSInst<"F2F", 0x1d04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$URb$sel$a32 ;", [80]> {
  let Fixed = [84, 2, 1];
}
def F2F_104_sm80_ru_s2 : SASSInst<"F2F", 0x1d04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$URb$a32 ;", [80]> {
  let Fixed = [84, 2, 2];
}
def F2F_104_sm80_rx_s1 : SASSInst<"F2F", 0x1b04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$URb] [$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def F2F_104_sm80_rxa_s1 : SASSInst<"F2F", 0x1b04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|cx[$URb] [$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def F2F_104_sm80_rx_s2 : SASSInst<"F2F", 0x1b04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$URb][$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def F2F_104_sm80_rxa_s2 : SASSInst<"F2F", 0x1b04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|cx[$URb][$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def F2I_105_sm80_rr_s1 : SASSInst<"F2I", 0x305,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$Rb$sel$a32 ;", [80]> {
  let Fixed = [84, 2, 1];
}
def F2I_105_sm80_rr_s2 : SASSInst<"F2I", 0x305,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$Rb$a32 ;", [80]> {
  let Fixed = [84, 2, 2];
}
def F2I_105_sm80_ri_s2 : SASSInst<"F2I", 0x905,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Imm<"imm", [32, 32], "f32">],
    "F2I$ftz$ty$rnd$ntz $Rd, $imm ;", [80]> {
  let Fixed = [84, 2, 2];
}
def F2I_105_sm80_rc_s1 : SASSInst<"F2I", 0xb05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$cbank] [$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def F2I_105_sm80_rca_s1 : SASSInst<"F2I", 0xb05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|c[$cbank] [$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def F2I_105_sm80_rc_s2 : SASSInst<"F2I", 0xb05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$cbank][$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def F2I_105_sm80_rca_s2 : SASSInst<"F2I", 0xb05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|c[$cbank][$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def F2I_105_sm80_ru_s1 : SASSInst<"F2I", 0x1d05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$URb$sel$a32 ;", [80]> {
  let Fixed = [84, 2, 1];
}
def F2I_105_sm80_ru_s2 : SASSInst<"F2I", 0x1d05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$URb$a32 ;", [80]> {
  let Fixed = [84, 2, 2];
}
def F2I_105_sm80_rx_s1 : SASSInst<"F2I", 0x1b05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$URb] [$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def F2I_105_sm80_rxa_s1 : SASSInst<"F2I", 0x1b05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|cx[$URb] [$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def F2I_105_sm80_rx_s2 : SASSInst<"F2I", 0x1b05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$URb][$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def F2I_105_sm80_rxa_s2 : SASSInst<"F2I", 0x1b05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|cx[$URb][$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def I2F_106_sm80_rr_s0 : SASSInst<"I2F", 0x306,
    [CvtTy_I2F_106_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, R<"Rb", 32>, E<"sel", [60, 2], ["", ".B1", ".B2", ".B3"]>],
    "I2F$ty$rnd $Rd, $Rb$sel ;", [80]> {
  let Fixed = [84, 2, 0];
}
def I2F_106_sm80_rr_s1 : SASSInst<"I2F", 0x306,
    [CvtTy_I2F_106_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, R<"Rb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "I2F$ty$rnd $Rd, $Rb$sel ;", [80]> {
  let Fixed = [84, 2, 1];
}
def I2F_106_sm80_rr_s2 : SASSInst<"I2F", 0x306,
    [CvtTy_I2F_106_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, R<"Rb", 32>],
    "I2F$ty$rnd $Rd, $Rb ;", [80]> {
  let Fixed = [84, 2, 2];
}
def I2F_106_sm80_ri_s2_sg0 : SASSInst<"I2F", 0x906,
    [CvtTy_I2F_106_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "hex">],
    "I2F$ty$rnd $Rd, $imm ;", [80]> {
  let Fixed = [84, 2, 2, 74, 1, 0];
}
def I2F_106_sm80_ri_s2_sg1 : SASSInst<"I2F", 0x906,
    [CvtTy_I2F_106_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "shex">],
    "I2F$ty$rnd $Rd, $imm ;", [80]> {
  let Fixed = [84, 2, 2, 74, 1, 1];
}
def I2F_106_sm80_rc_s0 : SASSInst<"I2F", 0xb06,
    [CvtTy_I2F_106_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "I2F$ty$rnd $Rd, c[$cbank] [$coff] ;", [80]> {
  let Fixed = [84, 2, 0];
}
def I2F_106_sm80_rc_s1 : SASSInst<"I2F", 0xb06,
    [CvtTy_I2F_106_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "I2F$ty$rnd $Rd, c[$cbank] [$coff] ;", [80]> {
  let Fixed = [84, 2, 1];
}
def I2F_106_sm80_rc_s2 : SASSInst<"I2F", 0xb06,
    [CvtTy_I2F_106_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "I2F$ty$rnd $Rd, c[$cbank][$coff] ;", [80]> {
  let Fixed = [84, 2, 2];
}
def I2F_106_sm80_ru_s0 : SASSInst<"I2F", 0x1d06,
    [CvtTy_I2F_106_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, E<"sel", [60, 2], ["", ".B1", ".B2", ".B3"]>],
    "I2F$ty$rnd $Rd, $URb$sel ;", [80]> {
  let Fixed = [84, 2, 0];
}
def I2F_106_sm80_ru_s1 : SASSInst<"I2F", 0x1d06,
    [CvtTy_I2F_106_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "I2F$ty$rnd $Rd, $URb$sel ;", [80]> {
  let Fixed = [84, 2, 1];
}
def I2F_106_sm80_ru_s2 : SASSInst<"I2F", 0x1d06,
    [CvtTy_I2F_106_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>],
    "I2F$ty$rnd $Rd, $URb ;", [80]> {
  let Fixed = [84, 2, 2];
}
def I2F_106_sm80_rx_s0 : SASSInst<"I2F", 0x1b06,
    [CvtTy_I2F_106_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "I2F$ty$rnd $Rd, cx[$URb] [$coff] ;", [80]> {
  let Fixed = [84, 2, 0];
}
def I2F_106_sm80_rx_s1 : SASSInst<"I2F", 0x1b06,
    [CvtTy_I2F_106_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "I2F$ty$rnd $Rd, cx[$URb] [$coff] ;", [80]> {
  let Fixed = [84, 2, 1];
}
def I2F_106_sm80_rx_s2 : SASSInst<"I2F", 0x1b06,
    [CvtTy_I2F_106_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "I2F$ty$rnd $Rd, cx[$URb][$coff] ;", [80]> {
  let Fixed = [84, 2, 2];
}
def FRND_107_sm80_rr_s1 : SASSInst<"FRND", 0x307,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "FRND$ftz$ty$rnd $Rd, $n32$a32$Rb$sel$a32 ;", [80]> {
  let Fixed = [84, 2, 1];
}
def FRND_107_sm80_rr_s2 : SASSInst<"FRND", 0x307,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>],
    "FRND$ftz$ty$rnd $Rd, $n32$a32$Rb$a32 ;", [80]> {
  let Fixed = [84, 2, 2];
}
def FRND_107_sm80_ri_s2 : SASSInst<"FRND", 0x907,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "f32">],
    "FRND$ftz$ty$rnd $Rd, $imm ;", [80]> {
  let Fixed = [84, 2, 2];
}
def FRND_107_sm80_rc_s1 : SASSInst<"FRND", 0xb07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32$cbank] [$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def FRND_107_sm80_rca_s1 : SASSInst<"FRND", 0xb07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32|c[$cbank] [$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def FRND_107_sm80_rc_s2 : SASSInst<"FRND", 0xb07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32$cbank][$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def FRND_107_sm80_rca_s2 : SASSInst<"FRND", 0xb07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32|c[$cbank][$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def FRND_107_sm80_ru_s1 : SASSInst<"FRND", 0x1d07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "FRND$ftz$ty$rnd $Rd, $n32$a32$URb$sel$a32 ;", [80]> {
  let Fixed = [84, 2, 1];
}
def FRND_107_sm80_ru_s2 : SASSInst<"FRND", 0x1d07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>],
    "FRND$ftz$ty$rnd $Rd, $n32$a32$URb$a32 ;", [80]> {
  let Fixed = [84, 2, 2];
}
def FRND_107_sm80_rx_s1 : SASSInst<"FRND", 0x1b07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32$URb] [$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def FRND_107_sm80_rxa_s1 : SASSInst<"FRND", 0x1b07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32|cx[$URb] [$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def FRND_107_sm80_rx_s2 : SASSInst<"FRND", 0x1b07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32$URb][$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def FRND_107_sm80_rxa_s2 : SASSInst<"FRND", 0x1b07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32|cx[$URb][$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def F2F_110_sm80_rr_s1 : SASSInst<"F2F", 0x310,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$Rb$sel$a32 ;", [80]> {
  let Fixed = [84, 2, 1];
}
def F2F_110_sm80_rr_s2 : SASSInst<"F2F", 0x310,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$Rb$a32 ;", [80]> {
  let Fixed = [84, 2, 2];
}
def F2F_110_sm80_rr_s3 : SASSInst<"F2F", 0x310,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$Rb$a32 ;", [80]> {
  let Fixed = [84, 2, 3];
}
def F2F_110_sm80_ri_s2 : SASSInst<"F2F", 0x910,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "f32">],
    "F2F$ftz$ty$rnd $Rd, $imm ;", [80]> {
  let Fixed = [84, 2, 2];
}
def F2F_110_sm80_ri_s3 : SASSInst<"F2F", 0x910,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "f64hi">],
    "F2F$ftz$ty$rnd $Rd, $imm ;", [80]> {
  let Fixed = [84, 2, 3];
}
def F2F_110_sm80_rc_s1 : SASSInst<"F2F", 0xb10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$cbank] [$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def F2F_110_sm80_rca_s1 : SASSInst<"F2F", 0xb10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|c[$cbank] [$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def F2F_110_sm80_rc_s2 : SASSInst<"F2F", 0xb10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$cbank][$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def F2F_110_sm80_rca_s2 : SASSInst<"F2F", 0xb10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|c[$cbank][$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def F2F_110_sm80_rc_s3 : SASSInst<"F2F", 0xb10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$cbank][$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 3];
}
def F2F_110_sm80_rca_s3 : SASSInst<"F2F", 0xb10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|c[$cbank][$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 3];
}
def F2F_110_sm80_ru_s1 : SASSInst<"F2F", 0x1d10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$URb$sel$a32 ;", [80]> {
  let Fixed = [84, 2, 1];
}
def F2F_110_sm80_ru_s2 : SASSInst<"F2F", 0x1d10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$URb$a32 ;", [80]> {
  let Fixed = [84, 2, 2];
}
def F2F_110_sm80_ru_s3 : SASSInst<"F2F", 0x1d10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$URb$a32 ;", [80]> {
  let Fixed = [84, 2, 3];
}
def F2F_110_sm80_rx_s1 : SASSInst<"F2F", 0x1b10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$URb] [$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def F2F_110_sm80_rxa_s1 : SASSInst<"F2F", 0x1b10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|cx[$URb] [$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def F2F_110_sm80_rx_s2 : SASSInst<"F2F", 0x1b10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$URb][$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def F2F_110_sm80_rxa_s2 : SASSInst<"F2F", 0x1b10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|cx[$URb][$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def F2F_110_sm80_rx_s3 : SASSInst<"F2F", 0x1b10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$URb][$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 3];
}
def F2F_110_sm80_rxa_s3 : SASSInst<"F2F", 0x1b10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|cx[$URb][$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 3];
}
def F2I_111_sm80_rr_s1 : SASSInst<"F2I", 0x311,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$Rb$sel$a32 ;", [80]> {
  let Fixed = [84, 2, 1];
}
def F2I_111_sm80_rr_s2 : SASSInst<"F2I", 0x311,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$Rb$a32 ;", [80]> {
  let Fixed = [84, 2, 2];
}
def F2I_111_sm80_rr_s3 : SASSInst<"F2I", 0x311,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$Rb$a32 ;", [80]> {
  let Fixed = [84, 2, 3];
}
def F2I_111_sm80_ri_s2 : SASSInst<"F2I", 0x911,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Imm<"imm", [32, 32], "f32">],
    "F2I$ftz$ty$rnd$ntz $Rd, $imm ;", [80]> {
  let Fixed = [84, 2, 2];
}
def F2I_111_sm80_ri_s3 : SASSInst<"F2I", 0x911,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Imm<"imm", [32, 32], "f64hi">],
    "F2I$ftz$ty$rnd$ntz $Rd, $imm ;", [80]> {
  let Fixed = [84, 2, 3];
}
def F2I_111_sm80_rc_s1 : SASSInst<"F2I", 0xb11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$cbank] [$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def F2I_111_sm80_rca_s1 : SASSInst<"F2I", 0xb11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|c[$cbank] [$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def F2I_111_sm80_rc_s2 : SASSInst<"F2I", 0xb11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$cbank][$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def F2I_111_sm80_rca_s2 : SASSInst<"F2I", 0xb11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|c[$cbank][$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def F2I_111_sm80_rc_s3 : SASSInst<"F2I", 0xb11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$cbank][$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 3];
}
def F2I_111_sm80_rca_s3 : SASSInst<"F2I", 0xb11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|c[$cbank][$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 3];
}
def F2I_111_sm80_ru_s1 : SASSInst<"F2I", 0x1d11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$URb$sel$a32 ;", [80]> {
  let Fixed = [84, 2, 1];
}
def F2I_111_sm80_ru_s2 : SASSInst<"F2I", 0x1d11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$URb$a32 ;", [80]> {
  let Fixed = [84, 2, 2];
}
def F2I_111_sm80_ru_s3 : SASSInst<"F2I", 0x1d11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$URb$a32 ;", [80]> {
  let Fixed = [84, 2, 3];
}
def F2I_111_sm80_rx_s1 : SASSInst<"F2I", 0x1b11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$URb] [$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def F2I_111_sm80_rxa_s1 : SASSInst<"F2I", 0x1b11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|cx[$URb] [$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def F2I_111_sm80_rx_s2 : SASSInst<"F2I", 0x1b11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$URb][$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def F2I_111_sm80_rxa_s2 : SASSInst<"F2I", 0x1b11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|cx[$URb][$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def F2I_111_sm80_rx_s3 : SASSInst<"F2I", 0x1b11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$URb][$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 3];
}
def F2I_111_sm80_rxa_s3 : SASSInst<"F2I", 0x1b11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|cx[$URb][$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 3];
}
def I2F_112_sm80_rr_s0 : SASSInst<"I2F", 0x312,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, R<"Rb", 32>, E<"sel", [60, 2], ["", ".B1", ".B2", ".B3"]>],
    "I2F$ty$rnd $Rd, $Rb$sel ;", [80]> {
  let Fixed = [84, 2, 0];
}
def I2F_112_sm80_rr_s1 : SASSInst<"I2F", 0x312,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, R<"Rb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "I2F$ty$rnd $Rd, $Rb$sel ;", [80]> {
  let Fixed = [84, 2, 1];
}
def I2F_112_sm80_rr_s2 : SASSInst<"I2F", 0x312,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, R<"Rb", 32>],
    "I2F$ty$rnd $Rd, $Rb ;", [80]> {
  let Fixed = [84, 2, 2];
}
def I2F_112_sm80_rr_s3 : SASSInst<"I2F", 0x312,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, R<"Rb", 32>],
    "I2F$ty$rnd $Rd, $Rb ;", [80]> {
  let Fixed = [84, 2, 3];
}
def I2F_112_sm80_ri_s2_sg0 : SASSInst<"I2F", 0x912,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "hex">],
    "I2F$ty$rnd $Rd, $imm ;", [80]> {
  let Fixed = [84, 2, 2, 74, 1, 0];
}
def I2F_112_sm80_ri_s2_sg1 : SASSInst<"I2F", 0x912,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "shex">],
    "I2F$ty$rnd $Rd, $imm ;", [80]> {
  let Fixed = [84, 2, 2, 74, 1, 1];
}
def I2F_112_sm80_ri_s3_sg0 : SASSInst<"I2F", 0x912,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "hex">],
    "I2F$ty$rnd $Rd, $imm ;", [80]> {
  let Fixed = [84, 2, 3, 74, 1, 0];
}
def I2F_112_sm80_ri_s3_sg1 : SASSInst<"I2F", 0x912,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "shex">],
    "I2F$ty$rnd $Rd, $imm ;", [80]> {
  let Fixed = [84, 2, 3, 74, 1, 1];
}
def I2F_112_sm80_rc_s0 : SASSInst<"I2F", 0xb12,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "I2F$ty$rnd $Rd, c[$cbank] [$coff] ;", [80]> {
  let Fixed = [84, 2, 0];
}
def I2F_112_sm80_rc_s1 : SASSInst<"I2F", 0xb12,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "I2F$ty$rnd $Rd, c[$cbank] [$coff] ;", [80]> {
  let Fixed = [84, 2, 1];
}
def I2F_112_sm80_rc_s2 : SASSInst<"I2F", 0xb12,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "I2F$ty$rnd $Rd, c[$cbank][$coff] ;", [80]> {
  let Fixed = [84, 2, 2];
}
def I2F_112_sm80_rc_s3 : SASSInst<"I2F", 0xb12,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "I2F$ty$rnd $Rd, c[$cbank][$coff] ;", [80]> {
  let Fixed = [84, 2, 3];
}
def I2F_112_sm80_ru_s0 : SASSInst<"I2F", 0x1d12,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, E<"sel", [60, 2], ["", ".B1", ".B2", ".B3"]>],
    "I2F$ty$rnd $Rd, $URb$sel ;", [80]> {
  let Fixed = [84, 2, 0];
}
def I2F_112_sm80_ru_s1 : SASSInst<"I2F", 0x1d12,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "I2F$ty$rnd $Rd, $URb$sel ;", [80]> {
  let Fixed = [84, 2, 1];
}
def I2F_112_sm80_ru_s2 : SASSInst<"I2F", 0x1d12,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>],
    "I2F$ty$rnd $Rd, $URb ;", [80]> {
  let Fixed = [84, 2, 2];
}
def I2F_112_sm80_ru_s3 : SASSInst<"I2F", 0x1d12,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>],
    "I2F$ty$rnd $Rd, $URb ;", [80]> {
  let Fixed = [84, 2, 3];
}
def I2F_112_sm80_rx_s0 : SASSInst<"I2F", 0x1b12,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "I2F$ty$rnd $Rd, cx[$URb] [$coff] ;", [80]> {
  let Fixed = [84, 2, 0];
}
def I2F_112_sm80_rx_s1 : SASSInst<"I2F", 0x1b12,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "I2F$ty$rnd $Rd, cx[$URb] [$coff] ;", [80]> {
  let Fixed = [84, 2, 1];
}
def I2F_112_sm80_rx_s2 : SASSInst<"I2F", 0x1b12,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "I2F$ty$rnd $Rd, cx[$URb][$coff] ;", [80]> {
  let Fixed = [84, 2, 2];
}
def I2F_112_sm80_rx_s3 : SASSInst<"I2F", 0x1b12,
    [CvtTy_I2F_112_sm80, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "I2F$ty$rnd $Rd, cx[$URb][$coff] ;", [80]> {
  let Fixed = [84, 2, 3];
}
def FRND_113_sm80_rr_s3 : SASSInst<"FRND", 0x313,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_113_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>],
    "FRND$ftz$ty$rnd $Rd, $n32$a32$Rb$a32 ;", [80]> {
  let Fixed = [84, 2, 3];
}
def FRND_113_sm80_ri_s3 : SASSInst<"FRND", 0x913,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_113_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "f64hi">],
    "FRND$ftz$ty$rnd $Rd, $imm ;", [80]> {
  let Fixed = [84, 2, 3];
}
def FRND_113_sm80_rc_s3 : SASSInst<"FRND", 0xb13,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_113_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32$cbank][$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 3];
}
def FRND_113_sm80_rca_s3 : SASSInst<"FRND", 0xb13,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_113_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32|c[$cbank][$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 3];
}
def FRND_113_sm80_ru_s3 : SASSInst<"FRND", 0x1d13,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_113_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>],
    "FRND$ftz$ty$rnd $Rd, $n32$a32$URb$a32 ;", [80]> {
  let Fixed = [84, 2, 3];
}
def FRND_113_sm80_rx_s3 : SASSInst<"FRND", 0x1b13,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_113_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32$URb][$coff] ;", [80]> {
  let Fixed = [62, 1, 0, 84, 2, 3];
}
def FRND_113_sm80_rxa_s3 : SASSInst<"FRND", 0x1b13,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_113_sm80, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32|cx[$URb][$coff]| ;", [80]> {
  let Fixed = [62, 1, 1, 84, 2, 3];
}
def F2F_104_sm90_rr_s1 : SASSInst<"F2F", 0x304,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$Rb$sel$a32 ;", [90]> {
  let Fixed = [84, 2, 1];
}
def F2F_104_sm90_rr_s2 : SASSInst<"F2F", 0x304,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$Rb$a32 ;", [90]> {
  let Fixed = [84, 2, 2];
}
def F2F_104_sm90_ri_s2 : SASSInst<"F2F", 0x904,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "f32">],
    "F2F$ftz$ty$rnd $Rd, $imm ;", [90]> {
  let Fixed = [84, 2, 2];
}
def F2F_104_sm90_rc_s1 : SASSInst<"F2F", 0xb04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$cbank] [$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def F2F_104_sm90_rca_s1 : SASSInst<"F2F", 0xb04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|c[$cbank] [$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def F2F_104_sm90_rc_s2 : SASSInst<"F2F", 0xb04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$cbank][$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def F2F_104_sm90_rca_s2 : SASSInst<"F2F", 0xb04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|c[$cbank][$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def F2F_104_sm90_ru_s1 : SASSInst<"F2F", 0x1d04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$URb$sel$a32 ;", [90]> {
  let Fixed = [84, 2, 1];
}
def F2F_104_sm90_ru_s2 : SASSInst<"F2F", 0x1d04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$URb$a32 ;", [90]> {
  let Fixed = [84, 2, 2];
}
def F2F_104_sm90_rx_s1 : SASSInst<"F2F", 0x1b04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$URb] [$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def F2F_104_sm90_rxa_s1 : SASSInst<"F2F", 0x1b04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|cx[$URb] [$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def F2F_104_sm90_rx_s2 : SASSInst<"F2F", 0x1b04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$URb][$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def F2F_104_sm90_rxa_s2 : SASSInst<"F2F", 0x1b04,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_104_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|cx[$URb][$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def F2I_105_sm90_rr_s1 : SASSInst<"F2I", 0x305,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$Rb$sel$a32 ;", [90]> {
  let Fixed = [84, 2, 1];
}
def F2I_105_sm90_rr_s2 : SASSInst<"F2I", 0x305,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$Rb$a32 ;", [90]> {
  let Fixed = [84, 2, 2];
}
def F2I_105_sm90_ri_s2 : SASSInst<"F2I", 0x905,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Imm<"imm", [32, 32], "f32">],
    "F2I$ftz$ty$rnd$ntz $Rd, $imm ;", [90]> {
  let Fixed = [84, 2, 2];
}
def F2I_105_sm90_rc_s1 : SASSInst<"F2I", 0xb05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$cbank] [$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def F2I_105_sm90_rca_s1 : SASSInst<"F2I", 0xb05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|c[$cbank] [$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def F2I_105_sm90_rc_s2 : SASSInst<"F2I", 0xb05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$cbank][$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def F2I_105_sm90_rca_s2 : SASSInst<"F2I", 0xb05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|c[$cbank][$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def F2I_105_sm90_ru_s1 : SASSInst<"F2I", 0x1d05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$URb$sel$a32 ;", [90]> {
  let Fixed = [84, 2, 1];
}
def F2I_105_sm90_ru_s2 : SASSInst<"F2I", 0x1d05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$URb$a32 ;", [90]> {
  let Fixed = [84, 2, 2];
}
def F2I_105_sm90_rx_s1 : SASSInst<"F2I", 0x1b05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$URb] [$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def F2I_105_sm90_rxa_s1 : SASSInst<"F2I", 0x1b05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|cx[$URb] [$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def F2I_105_sm90_rx_s2 : SASSInst<"F2I", 0x1b05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$URb][$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def F2I_105_sm90_rxa_s2 : SASSInst<"F2I", 0x1b05,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_105_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|cx[$URb][$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def I2F_106_sm90_rr_s0 : SASSInst<"I2F", 0x306,
    [CvtTy_I2F_106_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, R<"Rb", 32>, E<"sel", [60, 2], ["", ".B1", ".B2", ".B3"]>],
    "I2F$ty$rnd $Rd, $Rb$sel ;", [90]> {
  let Fixed = [84, 2, 0];
}
def I2F_106_sm90_rr_s1 : SASSInst<"I2F", 0x306,
    [CvtTy_I2F_106_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, R<"Rb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "I2F$ty$rnd $Rd, $Rb$sel ;", [90]> {
  let Fixed = [84, 2, 1];
}
def I2F_106_sm90_rr_s2 : SASSInst<"I2F", 0x306,
    [CvtTy_I2F_106_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, R<"Rb", 32>],
    "I2F$ty$rnd $Rd, $Rb ;", [90]> {
  let Fixed = [84, 2, 2];
}
def I2F_106_sm90_ri_s2_sg0 : SASSInst<"I2F", 0x906,
    [CvtTy_I2F_106_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "hex">],
    "I2F$ty$rnd $Rd, $imm ;", [90]> {
  let Fixed = [84, 2, 2, 74, 1, 0];
}
def I2F_106_sm90_ri_s2_sg1 : SASSInst<"I2F", 0x906,
    [CvtTy_I2F_106_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "shex">],
    "I2F$ty$rnd $Rd, $imm ;", [90]> {
  let Fixed = [84, 2, 2, 74, 1, 1];
}
def I2F_106_sm90_rc_s0 : SASSInst<"I2F", 0xb06,
    [CvtTy_I2F_106_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "I2F$ty$rnd $Rd, c[$cbank] [$coff] ;", [90]> {
  let Fixed = [84, 2, 0];
}
def I2F_106_sm90_rc_s1 : SASSInst<"I2F", 0xb06,
    [CvtTy_I2F_106_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "I2F$ty$rnd $Rd, c[$cbank] [$coff] ;", [90]> {
  let Fixed = [84, 2, 1];
}
def I2F_106_sm90_rc_s2 : SASSInst<"I2F", 0xb06,
    [CvtTy_I2F_106_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "I2F$ty$rnd $Rd, c[$cbank][$coff] ;", [90]> {
  let Fixed = [84, 2, 2];
}
def I2F_106_sm90_ru_s0 : SASSInst<"I2F", 0x1d06,
    [CvtTy_I2F_106_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, E<"sel", [60, 2], ["", ".B1", ".B2", ".B3"]>],
    "I2F$ty$rnd $Rd, $URb$sel ;", [90]> {
  let Fixed = [84, 2, 0];
}
def I2F_106_sm90_ru_s1 : SASSInst<"I2F", 0x1d06,
    [CvtTy_I2F_106_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "I2F$ty$rnd $Rd, $URb$sel ;", [90]> {
  let Fixed = [84, 2, 1];
}
def I2F_106_sm90_ru_s2 : SASSInst<"I2F", 0x1d06,
    [CvtTy_I2F_106_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>],
    "I2F$ty$rnd $Rd, $URb ;", [90]> {
  let Fixed = [84, 2, 2];
}
def I2F_106_sm90_rx_s0 : SASSInst<"I2F", 0x1b06,
    [CvtTy_I2F_106_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "I2F$ty$rnd $Rd, cx[$URb] [$coff] ;", [90]> {
  let Fixed = [84, 2, 0];
}
def I2F_106_sm90_rx_s1 : SASSInst<"I2F", 0x1b06,
    [CvtTy_I2F_106_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "I2F$ty$rnd $Rd, cx[$URb] [$coff] ;", [90]> {
  let Fixed = [84, 2, 1];
}
def I2F_106_sm90_rx_s2 : SASSInst<"I2F", 0x1b06,
    [CvtTy_I2F_106_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "I2F$ty$rnd $Rd, cx[$URb][$coff] ;", [90]> {
  let Fixed = [84, 2, 2];
}
def FRND_107_sm90_rr_s1 : SASSInst<"FRND", 0x307,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "FRND$ftz$ty$rnd $Rd, $n32$a32$Rb$sel$a32 ;", [90]> {
  let Fixed = [84, 2, 1];
}
def FRND_107_sm90_rr_s2 : SASSInst<"FRND", 0x307,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>],
    "FRND$ftz$ty$rnd $Rd, $n32$a32$Rb$a32 ;", [90]> {
  let Fixed = [84, 2, 2];
}
def FRND_107_sm90_ri_s2 : SASSInst<"FRND", 0x907,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "f32">],
    "FRND$ftz$ty$rnd $Rd, $imm ;", [90]> {
  let Fixed = [84, 2, 2];
}
def FRND_107_sm90_rc_s1 : SASSInst<"FRND", 0xb07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32$cbank] [$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def FRND_107_sm90_rca_s1 : SASSInst<"FRND", 0xb07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32|c[$cbank] [$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def FRND_107_sm90_rc_s2 : SASSInst<"FRND", 0xb07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32$cbank][$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def FRND_107_sm90_rca_s2 : SASSInst<"FRND", 0xb07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32|c[$cbank][$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def FRND_107_sm90_ru_s1 : SASSInst<"FRND", 0x1d07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "FRND$ftz$ty$rnd $Rd, $n32$a32$URb$sel$a32 ;", [90]> {
  let Fixed = [84, 2, 1];
}
def FRND_107_sm90_ru_s2 : SASSInst<"FRND", 0x1d07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>],
    "FRND$ftz$ty$rnd $Rd, $n32$a32$URb$a32 ;", [90]> {
  let Fixed = [84, 2, 2];
}
def FRND_107_sm90_rx_s1 : SASSInst<"FRND", 0x1b07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32$URb] [$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def FRND_107_sm90_rxa_s1 : SASSInst<"FRND", 0x1b07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32|cx[$URb] [$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def FRND_107_sm90_rx_s2 : SASSInst<"FRND", 0x1b07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32$URb][$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def FRND_107_sm90_rxa_s2 : SASSInst<"FRND", 0x1b07,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_107_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32|cx[$URb][$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def F2F_110_sm90_rr_s1 : SASSInst<"F2F", 0x310,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$Rb$sel$a32 ;", [90]> {
  let Fixed = [84, 2, 1];
}
def F2F_110_sm90_rr_s2 : SASSInst<"F2F", 0x310,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$Rb$a32 ;", [90]> {
  let Fixed = [84, 2, 2];
}
def F2F_110_sm90_rr_s3 : SASSInst<"F2F", 0x310,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$Rb$a32 ;", [90]> {
  let Fixed = [84, 2, 3];
}
def F2F_110_sm90_ri_s2 : SASSInst<"F2F", 0x910,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "f32">],
    "F2F$ftz$ty$rnd $Rd, $imm ;", [90]> {
  let Fixed = [84, 2, 2];
}
def F2F_110_sm90_ri_s3 : SASSInst<"F2F", 0x910,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "f64hi">],
    "F2F$ftz$ty$rnd $Rd, $imm ;", [90]> {
  let Fixed = [84, 2, 3];
}
def F2F_110_sm90_rc_s1 : SASSInst<"F2F", 0xb10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$cbank] [$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def F2F_110_sm90_rca_s1 : SASSInst<"F2F", 0xb10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|c[$cbank] [$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def F2F_110_sm90_rc_s2 : SASSInst<"F2F", 0xb10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$cbank][$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def F2F_110_sm90_rca_s2 : SASSInst<"F2F", 0xb10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|c[$cbank][$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def F2F_110_sm90_rc_s3 : SASSInst<"F2F", 0xb10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$cbank][$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 3];
}
def F2F_110_sm90_rca_s3 : SASSInst<"F2F", 0xb10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|c[$cbank][$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 3];
}
def F2F_110_sm90_ru_s1 : SASSInst<"F2F", 0x1d10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$URb$sel$a32 ;", [90]> {
  let Fixed = [84, 2, 1];
}
def F2F_110_sm90_ru_s2 : SASSInst<"F2F", 0x1d10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$URb$a32 ;", [90]> {
  let Fixed = [84, 2, 2];
}
def F2F_110_sm90_ru_s3 : SASSInst<"F2F", 0x1d10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>],
    "F2F$ftz$ty$rnd $Rd, $n32$a32$URb$a32 ;", [90]> {
  let Fixed = [84, 2, 3];
}
def F2F_110_sm90_rx_s1 : SASSInst<"F2F", 0x1b10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$URb] [$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def F2F_110_sm90_rxa_s1 : SASSInst<"F2F", 0x1b10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|cx[$URb] [$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def F2F_110_sm90_rx_s2 : SASSInst<"F2F", 0x1b10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$URb][$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def F2F_110_sm90_rxa_s2 : SASSInst<"F2F", 0x1b10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|cx[$URb][$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def F2F_110_sm90_rx_s3 : SASSInst<"F2F", 0x1b10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32$URb][$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 3];
}
def F2F_110_sm90_rxa_s3 : SASSInst<"F2F", 0x1b10,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2F_110_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2F$ftz$ty$rnd $Rd, $n32|cx[$URb][$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 3];
}
def F2I_111_sm90_rr_s1 : SASSInst<"F2I", 0x311,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$Rb$sel$a32 ;", [90]> {
  let Fixed = [84, 2, 1];
}
def F2I_111_sm90_rr_s2 : SASSInst<"F2I", 0x311,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$Rb$a32 ;", [90]> {
  let Fixed = [84, 2, 2];
}
def F2I_111_sm90_rr_s3 : SASSInst<"F2I", 0x311,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$Rb$a32 ;", [90]> {
  let Fixed = [84, 2, 3];
}
def F2I_111_sm90_ri_s2 : SASSInst<"F2I", 0x911,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Imm<"imm", [32, 32], "f32">],
    "F2I$ftz$ty$rnd$ntz $Rd, $imm ;", [90]> {
  let Fixed = [84, 2, 2];
}
def F2I_111_sm90_ri_s3 : SASSInst<"F2I", 0x911,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Imm<"imm", [32, 32], "f64hi">],
    "F2I$ftz$ty$rnd$ntz $Rd, $imm ;", [90]> {
  let Fixed = [84, 2, 3];
}
def F2I_111_sm90_rc_s1 : SASSInst<"F2I", 0xb11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$cbank] [$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def F2I_111_sm90_rca_s1 : SASSInst<"F2I", 0xb11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|c[$cbank] [$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def F2I_111_sm90_rc_s2 : SASSInst<"F2I", 0xb11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$cbank][$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def F2I_111_sm90_rca_s2 : SASSInst<"F2I", 0xb11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|c[$cbank][$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def F2I_111_sm90_rc_s3 : SASSInst<"F2I", 0xb11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$cbank][$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 3];
}
def F2I_111_sm90_rca_s3 : SASSInst<"F2I", 0xb11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|c[$cbank][$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 3];
}
def F2I_111_sm90_ru_s1 : SASSInst<"F2I", 0x1d11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$URb$sel$a32 ;", [90]> {
  let Fixed = [84, 2, 1];
}
def F2I_111_sm90_ru_s2 : SASSInst<"F2I", 0x1d11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$URb$a32 ;", [90]> {
  let Fixed = [84, 2, 2];
}
def F2I_111_sm90_ru_s3 : SASSInst<"F2I", 0x1d11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$a32$URb$a32 ;", [90]> {
  let Fixed = [84, 2, 3];
}
def F2I_111_sm90_rx_s1 : SASSInst<"F2I", 0x1b11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$URb] [$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 1];
}
def F2I_111_sm90_rxa_s1 : SASSInst<"F2I", 0x1b11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|cx[$URb] [$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 1];
}
def F2I_111_sm90_rx_s2 : SASSInst<"F2I", 0x1b11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$URb][$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 2];
}
def F2I_111_sm90_rxa_s2 : SASSInst<"F2I", 0x1b11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|cx[$URb][$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 2];
}
def F2I_111_sm90_rx_s3 : SASSInst<"F2I", 0x1b11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32$URb][$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 3];
}
def F2I_111_sm90_rxa_s3 : SASSInst<"F2I", 0x1b11,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_F2I_111_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, Flag<"ntz", 77, ".NTZ">, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "F2I$ftz$ty$rnd$ntz $Rd, $n32|cx[$URb][$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 3];
}
def I2F_112_sm90_rr_s0 : SASSInst<"I2F", 0x312,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, R<"Rb", 32>, E<"sel", [60, 2], ["", ".B1", ".B2", ".B3"]>],
    "I2F$ty$rnd $Rd, $Rb$sel ;", [90]> {
  let Fixed = [84, 2, 0];
}
def I2F_112_sm90_rr_s1 : SASSInst<"I2F", 0x312,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, R<"Rb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "I2F$ty$rnd $Rd, $Rb$sel ;", [90]> {
  let Fixed = [84, 2, 1];
}
def I2F_112_sm90_rr_s2 : SASSInst<"I2F", 0x312,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, R<"Rb", 32>],
    "I2F$ty$rnd $Rd, $Rb ;", [90]> {
  let Fixed = [84, 2, 2];
}
def I2F_112_sm90_rr_s3 : SASSInst<"I2F", 0x312,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, R<"Rb", 32>],
    "I2F$ty$rnd $Rd, $Rb ;", [90]> {
  let Fixed = [84, 2, 3];
}
def I2F_112_sm90_ri_s2_sg0 : SASSInst<"I2F", 0x912,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "hex">],
    "I2F$ty$rnd $Rd, $imm ;", [90]> {
  let Fixed = [84, 2, 2, 74, 1, 0];
}
def I2F_112_sm90_ri_s2_sg1 : SASSInst<"I2F", 0x912,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "shex">],
    "I2F$ty$rnd $Rd, $imm ;", [90]> {
  let Fixed = [84, 2, 2, 74, 1, 1];
}
def I2F_112_sm90_ri_s3_sg0 : SASSInst<"I2F", 0x912,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "hex">],
    "I2F$ty$rnd $Rd, $imm ;", [90]> {
  let Fixed = [84, 2, 3, 74, 1, 0];
}
def I2F_112_sm90_ri_s3_sg1 : SASSInst<"I2F", 0x912,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "shex">],
    "I2F$ty$rnd $Rd, $imm ;", [90]> {
  let Fixed = [84, 2, 3, 74, 1, 1];
}
def I2F_112_sm90_rc_s0 : SASSInst<"I2F", 0xb12,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "I2F$ty$rnd $Rd, c[$cbank] [$coff] ;", [90]> {
  let Fixed = [84, 2, 0];
}
def I2F_112_sm90_rc_s1 : SASSInst<"I2F", 0xb12,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "I2F$ty$rnd $Rd, c[$cbank] [$coff] ;", [90]> {
  let Fixed = [84, 2, 1];
}
def I2F_112_sm90_rc_s2 : SASSInst<"I2F", 0xb12,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "I2F$ty$rnd $Rd, c[$cbank][$coff] ;", [90]> {
  let Fixed = [84, 2, 2];
}
def I2F_112_sm90_rc_s3 : SASSInst<"I2F", 0xb12,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "I2F$ty$rnd $Rd, c[$cbank][$coff] ;", [90]> {
  let Fixed = [84, 2, 3];
}
def I2F_112_sm90_ru_s0 : SASSInst<"I2F", 0x1d12,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, E<"sel", [60, 2], ["", ".B1", ".B2", ".B3"]>],
    "I2F$ty$rnd $Rd, $URb$sel ;", [90]> {
  let Fixed = [84, 2, 0];
}
def I2F_112_sm90_ru_s1 : SASSInst<"I2F", 0x1d12,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, E<"sel", [60, 2], ["", ".H1", NoVal, NoVal]>],
    "I2F$ty$rnd $Rd, $URb$sel ;", [90]> {
  let Fixed = [84, 2, 1];
}
def I2F_112_sm90_ru_s2 : SASSInst<"I2F", 0x1d12,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>],
    "I2F$ty$rnd $Rd, $URb ;", [90]> {
  let Fixed = [84, 2, 2];
}
def I2F_112_sm90_ru_s3 : SASSInst<"I2F", 0x1d12,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>],
    "I2F$ty$rnd $Rd, $URb ;", [90]> {
  let Fixed = [84, 2, 3];
}
def I2F_112_sm90_rx_s0 : SASSInst<"I2F", 0x1b12,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "I2F$ty$rnd $Rd, cx[$URb] [$coff] ;", [90]> {
  let Fixed = [84, 2, 0];
}
def I2F_112_sm90_rx_s1 : SASSInst<"I2F", 0x1b12,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "I2F$ty$rnd $Rd, cx[$URb] [$coff] ;", [90]> {
  let Fixed = [84, 2, 1];
}
def I2F_112_sm90_rx_s2 : SASSInst<"I2F", 0x1b12,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "I2F$ty$rnd $Rd, cx[$URb][$coff] ;", [90]> {
  let Fixed = [84, 2, 2];
}
def I2F_112_sm90_rx_s3 : SASSInst<"I2F", 0x1b12,
    [CvtTy_I2F_112_sm90, E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>, R<"Rd", 16>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "I2F$ty$rnd $Rd, cx[$URb][$coff] ;", [90]> {
  let Fixed = [84, 2, 3];
}
def FRND_113_sm90_rr_s3 : SASSInst<"FRND", 0x313,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_113_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, R<"Rb", 32>],
    "FRND$ftz$ty$rnd $Rd, $n32$a32$Rb$a32 ;", [90]> {
  let Fixed = [84, 2, 3];
}
def FRND_113_sm90_ri_s3 : SASSInst<"FRND", 0x913,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_113_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Imm<"imm", [32, 32], "f64hi">],
    "FRND$ftz$ty$rnd $Rd, $imm ;", [90]> {
  let Fixed = [84, 2, 3];
}
def FRND_113_sm90_rc_s3 : SASSInst<"FRND", 0xb13,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_113_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, E<"n32", [63, 1], ["c[", "-c["]>, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32$cbank][$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 3];
}
def FRND_113_sm90_rca_s3 : SASSInst<"FRND", 0xb13,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_113_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Imm<"cbank", [54, 5], "hex">, Imm<"coff", [40, 14], "shex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32|c[$cbank][$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 3];
}
def FRND_113_sm90_ru_s3 : SASSInst<"FRND", 0x1d13,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_113_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, Flag<"a32", 62, "|">, UR<"URb", 32>],
    "FRND$ftz$ty$rnd $Rd, $n32$a32$URb$a32 ;", [90]> {
  let Fixed = [84, 2, 3];
}
def FRND_113_sm90_rx_s3 : SASSInst<"FRND", 0x1b13,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_113_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, E<"n32", [63, 1], ["cx[", "-cx["]>, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32$URb][$coff] ;", [90]> {
  let Fixed = [62, 1, 0, 84, 2, 3];
}
def FRND_113_sm90_rxa_s3 : SASSInst<"FRND", 0x1b13,
    [Flag<"ftz", 80, ".FTZ">, CvtTy_FRND_113_sm90, E<"rnd", [78, 2], ["", ".FLOOR", ".CEIL", ".TRUNC"]>, R<"Rd", 16>, Flag<"n32", 63, "-">, UR<"URb", 32>, Imm<"coff", [40, 14], "hex", 4>],
    "FRND$ftz$ty$rnd $Rd, $n32|cx[$URb][$coff]| ;", [90]> {
  let Fixed = [62, 1, 1, 84, 2, 3];
}
