//===-- SASSInstrFormats.td - SASS encoding descriptions ---*- tablegen -*-===//
//
// Every SASS instruction form is described by data, not code: the bits that
// select it (opcode key plus fixed bits), the fields it carries, and a text
// template that says how nvdisasm prints it.  utils/sass-gen-tables.py turns
// these records into the tables the MC encoder, decoder, printer and parser
// share, so the four can never disagree.  docs/Target/SASS/Encodings.md has
// the full rules.
//
//===----------------------------------------------------------------------===//

// A field of the 128-bit word.  Bits is a list of (lo, width) pairs; the first
// pair holds the least significant bits of the value.
class SASSField<string name, list<int> chunks, string kind> {
  string Name = name;
  list<int> Bits = chunks;
  // R UR P UP: registers (all-ones = RZ/URZ/PT/UPT).  Enum: Values[v].
  // hex: 0x1f.  shex: signed hex (-0x1).  ioff: "" when 0, else "+" shex.
  // uoff: "" when 0, else "+" hex.  dec: decimal.  f32, f16x2, bf16x2, f64hi: float
  // immediates as nvdisasm prints them.  pcrel: branch target (absolute hex).
  // Hidden: not printed; must equal Default for the text to be exact.
  string Kind = kind;
  list<string> Values = [];
  int Default = 0;
  // Scale for pcrel / shex / ioff (value is multiplied by it when printed).
  int Scale = 1;
}

class R<string n, int lo> : SASSField<n, [lo, 8], "R">;
class UR<string n, int lo, int w = 6> : SASSField<n, [lo, w], "UR">;
class P<string n, int lo> : SASSField<n, [lo, 3], "P">;
class UP<string n, int lo> : SASSField<n, [lo, 3], "UP">;
class E<string n, list<int> chunks, list<string> v> : SASSField<n, chunks, "Enum"> {
  let Values = v;
}
// A one-bit modifier: prints s when set.
class Flag<string n, int b, string s> : E<n, [b, 1], ["", s]>;
class Imm<string n, list<int> chunks, string fmt, int scale = 1>
    : SASSField<n, chunks, fmt> {
  let Scale = scale;
}
class Hidden<string n, list<int> chunks, int dflt> : SASSField<n, chunks, "Hidden"> {
  let Default = dflt;
}

// Enum value spelling "?" marks an encoding nvdisasm rejects or prints as
// ???; the decoder refuses it.
defvar NoVal = "?";

// Shared decorations, by the reuse slot of the control field.
def ReuseA : Flag<"reuse_a", 122, ".reuse">;
def ReuseB : Flag<"reuse_b", 123, ".reuse">;
def ReuseC : Flag<"reuse_c", 124, ".reuse">;

// An instruction form.  Opc is (bit91 << 12) | bits 0-11.  Fixed lists
// (lo, width, value) triples that must also match.  Asm is the whole text
// after the guard predicate, terminator included: literal characters are
// printed as they are, $name prints field name.  A space in Asm matches any
// (possibly empty) run of blanks when parsing.
class SASSInst<string mnemonic, int opc, list<SASSField> fields, string asm,
               list<int> sms = [80, 90]> : Instruction {
  let Namespace = "SASS";
  let OutOperandList = (outs);
  let InOperandList = (ins variable_ops);
  let Size = 16;
  let AsmString = "";
  let hasSideEffects = 1;
  string Mnemonic = mnemonic;
  int Opc = opc;
  list<SASSField> Fields = fields;
  string Asm = asm;
  list<int> SMs = sms;
  list<int> Fixed = [];
  // 1: the guard is a uniform predicate (@UP0) - uniform datapath ops.
  bit UniformGuard = 0;
  // Lower numbers are tried first when several forms match a word.
  int Priority = 0;
}
