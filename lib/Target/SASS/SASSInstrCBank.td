//===-- SASSInstrCBank.td - Constant-bank operand forms ----*- tablegen -*-===//
//
// The constant-bank forms of the arithmetic the register forms in
// SASSInstrInfo.td define (the compares' are in their multiclasses there),
// and the mapping SASSFoldConstBank looks them up in.  Slot b is the second
// source, slot c the third; a commutable register form puts a constant-bank
// first source in slot b.
//
//===----------------------------------------------------------------------===//

defm IADD3rc : SASSCBank<"IADD3", "b", (outs GPR32:$d), (ins GPR32:$a, hex32:$b),
                         "IADD3 $d, $a, CB[$b], RZ ;">;
defm IMADrcr : SASSCBank<"IMAD", "b", (outs GPR32:$d), (ins GPR32:$a, hex32:$b, GPR32:$c),
                         "IMAD $d, $a, CB[$b], $c ;">;
defm IMADrrc : SASSCBank<"IMAD", "c", (outs GPR32:$d), (ins GPR32:$a, GPR32:$b, hex32:$c),
                         "IMAD $d, $a, $b, CB[$c] ;">;
defm IMULrc : SASSCBank<"IMUL", "b", (outs GPR32:$d), (ins GPR32:$a, hex32:$b),
                        "IMAD $d, $a, CB[$b], RZ ;">;
defm ANDrc : SASSCBank<"AND", "b", (outs GPR32:$d), (ins GPR32:$a, hex32:$b),
                       "LOP3.LUT $d, $a, CB[$b], RZ, 0xc0, !PT ;">;
defm ORrc : SASSCBank<"OR", "b", (outs GPR32:$d), (ins GPR32:$a, hex32:$b),
                       "LOP3.LUT $d, $a, CB[$b], RZ, 0xfc, !PT ;">;
defm XORrc : SASSCBank<"XOR", "b", (outs GPR32:$d), (ins GPR32:$a, hex32:$b),
                       "LOP3.LUT $d, $a, CB[$b], RZ, 0x3c, !PT ;">;
defm FADDrc : SASSCBank<"FADD", "b", (outs GPR32:$d), (ins GPR32:$a, hex32:$b),
                        "FADD $d, $a, CB[$b] ;">;
defm FMULrc : SASSCBank<"FMUL", "b", (outs GPR32:$d), (ins GPR32:$a, hex32:$b),
                        "FMUL $d, $a, CB[$b] ;">;
defm FFMArcr : SASSCBank<"FFMA", "b", (outs GPR32:$d), (ins GPR32:$a, hex32:$b, GPR32:$c),
                         "FFMA $d, $a, CB[$b], $c ;">;
defm FFMArrc : SASSCBank<"FFMA", "c", (outs GPR32:$d), (ins GPR32:$a, GPR32:$b, hex32:$c),
                         "FFMA $d, $a, $b, CB[$c] ;">;
defm FMINrc : SASSCBank<"FMIN", "b", (outs GPR32:$d), (ins GPR32:$a, hex32:$b),
                        "FMNMX $d, $a, CB[$b], PT ;">;
defm FMAXrc : SASSCBank<"FMAX", "b", (outs GPR32:$d), (ins GPR32:$a, hex32:$b),
                        "FMNMX $d, $a, CB[$b], !PT ;">;

def getCBankForm : InstrMapping {
  let FilterClass = "SASSCBMap";
  let RowFields = ["CBKey"];
  let ColFields = ["CBCol"];
  let KeyCol = ["r"];
  let ValueCols = [["b0"], ["b3"], ["c0"], ["c3"]];
}
