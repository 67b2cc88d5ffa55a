//===-- SASSInstrTensor.td - Tensor cores and async copies -*- tablegen -*-===//
//
// Code generation instructions for mma.sync (HMMA, IMMA), ldmatrix (LDSM),
// stmatrix (STSM)
// and cp.async (LDGSTS, LDGDEPBAR, DEPBAR).  Fragments are register tuples:
// a quad (GPR128, 4-aligned) for the 4-register A fragments and f32/s32
// accumulators, a pair (GPR64) for 2-register ones, as ptxas allocates
// them.  They are selected in SASSISelTensor.cpp.
//
//===----------------------------------------------------------------------===//

// mma.sync: D = A * B + C.  Fixed latency (WriteTensor, SASSSchedule.td).
// Warp-collective (all 32 lanes exchange fragments), so convergent: no pass
// may move it under a condition that only some lanes take (MachineSink did).
let isConvergent = 1 in
class SASSMMA<string asm, RegisterClass D, RegisterClass A, RegisterClass B,
              RegisterClass C = D>
    : SASSCG<(outs D:$d), (ins A:$a, B:$b, C:$c), asm>;

// f16 (k16: A quad, B pair; k8: A pair, B single).
def HMMA_16816_F32 : SASSMMA<"HMMA.16816.F32 $d, $a, $b, $c ;", GPR128, GPR128, GPR64>;
def HMMA_16816_F16 : SASSMMA<"HMMA.16816.F16 $d, $a, $b, $c ;", GPR64, GPR128, GPR64>;
def HMMA_1688_F32 : SASSMMA<"HMMA.1688.F32 $d, $a, $b, $c ;", GPR128, GPR64, GPR32>;
def HMMA_1688_F16 : SASSMMA<"HMMA.1688.F16 $d, $a, $b, $c ;", GPR64, GPR64, GPR32>;
// bf16 and tf32 accumulate in f32 only.
def HMMA_16816_F32_BF16 : SASSMMA<"HMMA.16816.F32.BF16 $d, $a, $b, $c ;", GPR128, GPR128, GPR64>;
def HMMA_1688_F32_BF16 : SASSMMA<"HMMA.1688.F32.BF16 $d, $a, $b, $c ;", GPR128, GPR64, GPR32>;
def HMMA_1688_F32_TF32 : SASSMMA<"HMMA.1688.F32.TF32 $d, $a, $b, $c ;", GPR128, GPR128, GPR64>;
def HMMA_1684_F32_TF32 : SASSMMA<"HMMA.1684.F32.TF32 $d, $a, $b, $c ;", GPR128, GPR64, GPR32>;

// 8-bit integers: m16n8k32 (A quad, B pair), m16n8k16 (A pair, B single),
// m8n8k16 (A, B single; C/D pair); .SAT is mma's .satfinite.
foreach ta = ["U8", "S8"] in
foreach tb = ["U8", "S8"] in
foreach sat = ["", ".SAT"] in {
  defvar t = "." # ta # "." # tb # sat;
  defvar n = ta # tb # !if(!eq(sat, ""), "", "_SAT");
  def IMMA_16832_ # n : SASSMMA<"IMMA.16832" # t # " $d, $a.ROW, $b.COL, $c ;", GPR128, GPR128, GPR64>;
  def IMMA_16816_ # n : SASSMMA<"IMMA.16816" # t # " $d, $a.ROW, $b.COL, $c ;", GPR128, GPR64, GPR32>;
  def IMMA_8816_ # n : SASSMMA<"IMMA.8816" # t # " $d, $a.ROW, $b.COL, $c ;", GPR64, GPR32, GPR32>;
}

// ldmatrix: 1, 2 or 4 8x8 b16 matrices from shared memory, transposed with
// .MT88.  Variable latency, like LDS.  Warp-collective like HMMA.
let mayLoad = 1, isConvergent = 1 in {
def LDSM_1 : SASSCG<(outs GPR32:$d), (ins GPR32:$a, memoff:$off), "LDSM.16.M88 $d, [$a$off] ;">;
def LDSM_2 : SASSCG<(outs GPR64:$d), (ins GPR32:$a, memoff:$off), "LDSM.16.M88.2 $d, [$a$off] ;">;
def LDSM_4 : SASSCG<(outs GPR128:$d), (ins GPR32:$a, memoff:$off), "LDSM.16.M88.4 $d, [$a$off] ;">;
def LDSM_1T : SASSCG<(outs GPR32:$d), (ins GPR32:$a, memoff:$off), "LDSM.16.MT88 $d, [$a$off] ;">;
def LDSM_2T : SASSCG<(outs GPR64:$d), (ins GPR32:$a, memoff:$off), "LDSM.16.MT88.2 $d, [$a$off] ;">;
def LDSM_4T : SASSCG<(outs GPR128:$d), (ins GPR32:$a, memoff:$off), "LDSM.16.MT88.4 $d, [$a$off] ;">;
}

// stmatrix (sm_90): the inverse of ldmatrix, 1, 2 or 4 8x8 b16 matrices
// from the warp's registers to shared memory, transposed with .MT88.  A
// shared store (WriteSStore): its registers are read late.  Warp-collective.
let mayStore = 1, isConvergent = 1, LateRead = 1 in {
def STSM_1 : SASSCG<(outs), (ins GPR32:$v, GPR32:$a, memoff:$off), "STSM.16.M88 [$a$off], $v ;">;
def STSM_2 : SASSCG<(outs), (ins GPR64:$v, GPR32:$a, memoff:$off), "STSM.16.M88.2 [$a$off], $v ;">;
def STSM_4 : SASSCG<(outs), (ins GPR128:$v, GPR32:$a, memoff:$off), "STSM.16.M88.4 [$a$off], $v ;">;
def STSM_1T : SASSCG<(outs), (ins GPR32:$v, GPR32:$a, memoff:$off), "STSM.16.MT88 [$a$off], $v ;">;
def STSM_2T : SASSCG<(outs), (ins GPR64:$v, GPR32:$a, memoff:$off), "STSM.16.MT88.2 [$a$off], $v ;">;
def STSM_4T : SASSCG<(outs), (ins GPR128:$v, GPR32:$a, memoff:$off), "STSM.16.MT88.4 [$a$off], $v ;">;
}

// movmatrix.m8n8.trans.b16: the 8x8 b16 matrix the warp holds in ldmatrix's
// layout, transposed.  Variable latency; warp-collective like LDSM.
let isConvergent = 1 in
def MOVM_MT88 : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "MOVM.16.MT88 $d, $a ;">;

// cp.async: global -> shared without registers.  The copy completes through
// its commit group (LDGDEPBAR, DEPBAR), not through a register scoreboard;
// its address registers are read late (read scoreboard).  .ca caches in L1,
// .cg (16 bytes only) bypasses it (.BYPASS); zero-fill variants read
// src-size bytes: the predicate is src-size != 0 and the global address is
// advanced by cp-size - src-size, which the unit takes as the number of
// zero bytes (as ptxas encodes cp.async with src-size).
let mayLoad = 1, mayStore = 1, hasSideEffects = 1, LateRead = 1 in
foreach sz = [["4", ""], ["8", ".64"], ["16", ".128"]] in
foreach c = [["CA", ""], ["CG", ".BYPASS"]] in
if !or(!eq(c[0], "CA"), !eq(sz[0], "16")) then {
  defvar pfx = "LDGSTS.E" # c[1] # sz[1];
  def LDGSTS_ # c[0] # sz[0]
      : SASSCG<(outs), (ins GPR32:$s, memoff:$soff, GPR64:$g, memoff:$goff),
               pfx # " [$s$soff], desc[UR4][$g.64$goff] ;">;
  def LDGSTS_ # c[0] # sz[0] # _Z
      : SASSCG<(outs), (ins GPR32:$s, memoff:$soff, GPR64:$g, memoff:$goff, PRED:$p),
               pfx # ".ZFILL [$s$soff], desc[UR4][$g.64$goff], $p ;">;
}

let hasSideEffects = 1 in {
// cp.async.commit_group: the group's completion counts on SB0, which the
// scoreboard pass keeps for it (SASSScoreboard.cpp).
def LDGDEPBARcg : SASSCG<(outs), (ins), "LDGDEPBAR ;", [(int_nvvm_cp_async_commit_group)]>;
// cp.async.wait_group N: at most N groups still pending on SB0.
def DEPBAR_SB0 : SASSCG<(outs), (ins hex32:$n), "DEPBAR.LE SB0, $n ;">;
}
// The count field has 6 bits; waiting for at most 63 pending groups is
// stricter than any larger N, so it stays correct.
def clamp_depbar : SDNodeXForm<timm, [{
  return CurDAG->getTargetConstant(std::min<uint64_t>(N->getZExtValue(), 63), SDLoc(N),
                                   MVT::i32);
}]>;
def : Pat<(int_nvvm_cp_async_wait_group timm:$n), (DEPBAR_SB0 (clamp_depbar $n))>;
def : Pat<(int_nvvm_cp_async_wait_all), (DEPBAR_SB0 0)>;

// 64-bit elements of vector loads are built from two words.
def sass_build_pair : SDNode<"ISD::BUILD_PAIR",
    SDTypeProfile<1, 2, [SDTCisVT<0, i64>, SDTCisVT<1, i32>, SDTCisSameAs<1, 2>]>>;
def : Pat<(i64 (sass_build_pair i32:$lo, i32:$hi)), (REG_SEQUENCE GPR64, $lo, sub0, $hi, sub1)>;
