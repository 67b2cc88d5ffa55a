//===-- SASSRegisterInfo.td - SASS register file -----------*- tablegen -*-===//
//
// General (R), predicate (P), uniform (UR) and uniform predicate (UP)
// registers.  The zero/true registers (RZ, PT, URZ, UPT) are the all-ones
// encodings of their fields, so HWEncoding is the field value.
//
//===----------------------------------------------------------------------===//

class SASSReg<string n, int enc> : Register<n> {
  let Namespace = "SASS";
  let HWEncoding{7-0} = enc;
}

foreach i = 0...254 in def R#i : SASSReg<"R"#i, i>;
def RZ : SASSReg<"RZ", 255>;
foreach i = 0...6 in def P#i : SASSReg<"P"#i, i>;
def PT : SASSReg<"PT", 7>;
foreach i = 0...62 in def UR#i : SASSReg<"UR"#i, i>;
def URZ : SASSReg<"URZ", 63>;
foreach i = 0...6 in def UP#i : SASSReg<"UP"#i, i>;
def UPT : SASSReg<"UPT", 7>;

def GPR32 : RegisterClass<"SASS", [i32, f32], 32, (add (sequence "R%u", 0, 254), RZ)>;
// A spilled predicate takes a 32-bit local-memory word (0 or 1).
def PRED  : RegisterClass<"SASS", [i1], 8, (add (sequence "P%u", 0, 6), PT)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode], [RegInfo<8, 32, 32>]>;
}
def UGPR32 : RegisterClass<"SASS", [i32], 32, (add (sequence "UR%u", 0, 62), URZ)>;
def UPRED : RegisterClass<"SASS", [i1], 8, (add (sequence "UP%u", 0, 6), UPT)>;

// 64-bit values (i64, f64, global pointers) live in even-aligned pairs.
let Namespace = "SASS" in {
def sub0 : SubRegIndex<32>;
def sub1 : SubRegIndex<32, 32>;
def sub2 : SubRegIndex<32, 64>;
def sub3 : SubRegIndex<32, 96>;
}
def GPR64Pairs : RegisterTuples<[sub0, sub1],
                                [(decimate (sequence "R%u", 0, 252), 2),
                                 (decimate (sequence "R%u", 1, 253), 2)]>;
def GPR64 : RegisterClass<"SASS", [i64, f64], 64, (add GPR64Pairs)>;

// 128-bit tuples in 4-aligned quads: LDG/STG/LDS/STS .128 data, the HMMA/IMMA
// A fragments and f32/s32 accumulators, LDSM .4 results (ptxas aligns them
// so; the instructions name only the first register).
def GPR128Quads : RegisterTuples<[sub0, sub1, sub2, sub3],
                                 [(decimate (sequence "R%u", 0, 248), 4),
                                  (decimate (sequence "R%u", 1, 249), 4),
                                  (decimate (sequence "R%u", 2, 250), 4),
                                  (decimate (sequence "R%u", 3, 251), 4)]>;
def GPR128 : RegisterClass<"SASS", [untyped], 128, (add GPR128Quads)> {
  let Size = 128;
}

// wgmma accumulators (SASSInstrWgmma.td): 8-aligned tuples of 8, 16, 32
// and 64 registers (ptxas aligns HGMMA's to 8: R24, R56 in its listings).
// 64 is LLVM's limit (one lane-mask bit per 32-bit sub-register).
let Namespace = "SASS" in
foreach i = 4...63 in
def sub # i : SubRegIndex<32, !mul(32, i)>;
class SASSSubs<int n> {
  list<SubRegIndex> L = !foreach(i, !range(n), !cast<SubRegIndex>("sub" # i));
}
class SASSTupleRegs<int n> {
  list<dag> L = !foreach(i, !range(n),
                         (decimate (sequence "R%u", i, !add(!sub(255, n), i)), 8));
}
foreach n = [8, 16, 32, 64] in {
  def GPR # !mul(32, n) # Tuples : RegisterTuples<SASSSubs<n>.L, SASSTupleRegs<n>.L>;
  def GPR # !mul(32, n) : RegisterClass<"SASS", [untyped], 128,
                                        (add !cast<RegisterTuples>("GPR" # !mul(32, n) # "Tuples"))> {
    let Size = !mul(32, n);
  }
}
