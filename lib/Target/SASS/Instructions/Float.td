//===-- Float.td - FP32/FP16x2/FP64 arithmetic -------------*- tablegen -*-===//

// FFMA: modifiers print in the order FMZ/FTZ, rounding, SAT.
defvar FFMA_Mods = [E<"fmz", [76, 1, 80, 1], ["", ".FMZ", ".FTZ", "?"]>,
                    E<"rnd", [78, 2], ["", ".RM", ".RP", ".RZ"]>,
                    Flag<"sat", 77, ".SAT">];

def FFMA_rrr : SASSInst<"FFMA", 0x223,
    !listconcat(FFMA_Mods,
      [R<"Rd", 16>, Flag<"na", 72, "-">, Flag<"aa", 73, "|">, R<"Ra", 24>, ReuseA,
       Flag<"nb", 63, "-">, Flag<"ab", 62, "|">, R<"Rb", 32>, ReuseB,
       Flag<"nc", 75, "-">, Flag<"ac", 74, "|">, R<"Rc", 64>, ReuseC]),
    "FFMA$fmz$rnd$sat $Rd, $na$aa$Ra$reuse_a$aa, $nb$ab$Rb$reuse_b$ab, $nc$ac$Rc$reuse_c$ac ;">;

def FFMA_rir : SASSInst<"FFMA", 0x823,
    !listconcat(FFMA_Mods,
      [R<"Rd", 16>, Flag<"na", 72, "-">, Flag<"aa", 73, "|">, R<"Ra", 24>, ReuseA,
       Imm<"imm", [32, 32], "f32">,
       Flag<"nc", 75, "-">, Flag<"ac", 74, "|">, R<"Rc", 64>, ReuseC]),
    "FFMA$fmz$rnd$sat $Rd, $na$aa$Ra$reuse_a$aa, $imm, $nc$ac$Rc$reuse_c$ac ;">;
