//===-- SASSInstrWgmma.td - wgmma.mma_async as HGMMA ----------*- tablegen -*-===//
//
// Code generation instructions for wgmma (SASSWgmma.cpp selects them,
// SASSWarpgroup.cpp completes them after register allocation).
//
// HGMMA's accumulators are one register tuple (SASSRegisterInfo.td: 4, 8,
// 16, 32 or 64 registers; a shape whose N/2 (f32) or N/4 (f16) registers
// fall between two sizes takes the larger tuple and leaves its top
// unwritten), tied to the input for an accumulating form and absent
// (RZ, !UPT) for scale-d 0.  The matrix descriptors are read from fixed
// uniform registers: A in UR32:UR33, B in UR34:UR35 (gdesc[UR32] names
// the four; the register-A form reads B from the second pair too, as
// ptxas's gdesc[UR20] with B in UR22:UR23).  Each form comes with
// and without gsb0 (the _G twin): wgmma.commit_group puts gsb0 on the last
// HGMMA of its group (SASSWarpgroup.cpp).
//
// Forms: f16 -> f16 (H), f16 -> f32 (F), bf16 -> f32 (BF), tf32 -> f32 (TF,
// k8, no transposes); N in 8 16 24 32 48 64 96 128 192 256 (the f32 forms
// up to 128: 64 registers); descriptor A (ss: .tnspA .tnspB .negA .negB)
// or register A (rs: .tnspB, -A, .negB).  Other shapes are located errors.
//
//===----------------------------------------------------------------------===//

class GmmaRC<int nd> {
  RegisterClass RC = !cond(!le(nd, 4): GPR128, !le(nd, 8): GPR256, !le(nd, 16): GPR512,
                           !le(nd, 32): GPR1024, true: GPR2048);
}

// wgmma.fence (WARPGROUP.ARRIVE), wait_group (WARPGROUP.DEPBAR.LE gsb0, n:
// at most n committed groups in flight) and the commit_group marker
// SASSWarpgroup.cpp folds into gsb0.
let hasSideEffects = 1, mayLoad = 1, mayStore = 1, isConvergent = 1 in {
def WARPGROUP_ARRIVEcg : SASSCG<(outs), (ins), "WARPGROUP.ARRIVE ;">;
def WARPGROUP_DEPBARcg : SASSCG<(outs), (ins hex32:$n), "WARPGROUP.DEPBAR.LE gsb0, $n ;">;
}
let isPseudo = 1, hasSideEffects = 1, mayLoad = 1, mayStore = 1, isConvergent = 1,
    Namespace = "SASS", OutOperandList = (outs), InOperandList = (ins), Size = 0 in
def WGMMA_COMMIT : Instruction;

class GmmaType<string tag, string asm, int regdiv, int k, bit tnsp> {
  string Tag = tag;
  string Asm = asm;
  int RegDiv = regdiv; // N / RegDiv accumulator registers
  int K = k;
  bit Tnsp = tnsp;     // the transposes exist
}
def GmmaH : GmmaType<"H", ".F16", 4, 16, 1>;
def GmmaF : GmmaType<"F", ".F32", 2, 16, 1>;
def GmmaBF : GmmaType<"BF", ".F32.BF16", 2, 16, 1>;
def GmmaTF : GmmaType<"TF", ".F32.TF32", 2, 8, 0>;

let hasSideEffects = 1, mayLoad = 1, mayStore = 1, isConvergent = 1 in
foreach t = [GmmaH, GmmaF, GmmaBF, GmmaTF] in
foreach n = [8, 16, 24, 32, 48, 64, 96, 128, 192, 256] in
if !le(!div(n, t.RegDiv), 64) then
foreach rs = [0, 1] in
foreach ta = !if(!or(rs, !not(t.Tnsp)), [0], [0, 1]) in
foreach tb = !if(t.Tnsp, [0, 1], [0]) in
foreach na = [0, 1] in
foreach nb = [0, 1] in
foreach acc = [0, 1] in
foreach g = [0, 1] in {
  defvar RC = GmmaRC<!div(n, t.RegDiv)>.RC;
  defvar suffix = t.Tag # "_N" # n # !if(rs, "_RS", "_SS") # "_" # ta # tb # na # nb
                  # !if(acc, "_ACC", "_Z") # !if(g, "_G", "");
  defvar head = "HGMMA.64x" # n # "x" # t.K # t.Asm # " $d, ";
  defvar bmods = !if(nb, ".negB", "") # !if(ta, ".tnspA", "") # !if(tb, ".tnspB", "");
  defvar src = !if(rs, !if(na, "-", "") # "$a, gdesc[UR32]" # bmods,
                       "gdesc[UR32]" # !if(na, ".negA", "") # bmods);
  defvar tail = !if(acc, ", $c", ", RZ, !UPT") # !if(g, ", gsb0", "") # " ;";
  defvar ins = !con(!if(rs, (ins GPR128:$a), (ins)), !if(acc, (ins RC:$c), (ins)));
  let Uses = !if(rs, [UR34, UR35], [UR32, UR33, UR34, UR35]),
      // Without an accumulator input, D must not share a register with
      // register A, which the HGMMA reads after it issued.
      Constraints = !if(acc, "$d = $c", "@earlyclobber $d") in
  def HGMMA_ # suffix : SASSCG<(outs RC:$d), ins, head # src # tail>;
}
