//===-- SASSInstrIntrinsics.td - NVVM intrinsics -----------*- tablegen -*-===//
//
// Instruction selection for the llvm.nvvm.* intrinsics CUDA code reaches
// through the SDK's headers and libdevice: arithmetic and conversions with a
// named rounding mode (and flush-to-zero where the intrinsic says .ftz),
// special registers, warp match, sleeps, permutes and bit masks.  What is
// rewritten to generic IR instead, and the located error for every intrinsic
// oa does not select, are in SASSISelIntrinsics.cpp, whose table of selected
// intrinsics must follow this file.
//
//===----------------------------------------------------------------------===//

// Latencies come from the scheduling model by mnemonic (SASSSchedule.td).

// PTX rounding suffix -> SASS spelling, for the arithmetic units and F2F/I2F
// (Rnd) and for F2I/FRND (IRnd).
class Rnd<string r> {
  string S = !cond(!eq(r, "rn") : "", !eq(r, "rm") : ".RM", !eq(r, "rp") : ".RP",
                   true : ".RZ");
  string I = !cond(!eq(r, "rn") : "", !eq(r, "rm") : ".FLOOR", !eq(r, "rp") : ".CEIL",
                   true : ".TRUNC");
}
defvar Rnds = ["rn", "rm", "rp", "rz"];

//===----------------------------------------------------------------------===//
// f32 / f64 arithmetic with a rounding mode: add, mul, fma.
//===----------------------------------------------------------------------===//
foreach r = Rnds in {
  foreach ftz = ["", "_ftz"] in {
    defvar F = !if(!eq(ftz, ""), "", ".FTZ");
    foreach sat = ["", "_sat"] in {
      defvar S = !if(!eq(sat, ""), "", ".SAT");
      def FADD_ # r # ftz # sat
          : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "FADD" # F # Rnd<r>.S # S # " $d, $a, $b ;",
                   [(set f32:$d, (!cast<Intrinsic>("int_nvvm_add_" # r # ftz # sat # "_f") f32:$a, f32:$b))]>;
      def FFMA_ # r # ftz # sat
          : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c),
                   "FFMA" # F # Rnd<r>.S # S # " $d, $a, $b, $c ;",
                   [(set f32:$d, (!cast<Intrinsic>("int_nvvm_fma_" # r # ftz # sat # "_f") f32:$a, f32:$b, f32:$c))]>;
    }
    def FMUL_ # r # ftz
        : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "FMUL" # F # Rnd<r>.S # " $d, $a, $b ;",
                 [(set f32:$d, (!cast<Intrinsic>("int_nvvm_mul_" # r # ftz # "_f") f32:$a, f32:$b))]>;
  }
  def DADD_ # r : SASSCG<(outs GPR64:$d), (ins GPR64:$a, GPR64:$b), "DADD" # Rnd<r>.S # " $d, $a, $b ;",
                         [(set f64:$d, (!cast<Intrinsic>("int_nvvm_add_" # r # "_d") f64:$a, f64:$b))]>;
  def DMUL_ # r : SASSCG<(outs GPR64:$d), (ins GPR64:$a, GPR64:$b), "DMUL" # Rnd<r>.S # " $d, $a, $b ;",
                         [(set f64:$d, (!cast<Intrinsic>("int_nvvm_mul_" # r # "_d") f64:$a, f64:$b))]>;
  def DFMA_ # r : SASSCG<(outs GPR64:$d), (ins GPR64:$a, GPR64:$b, GPR64:$c),
                         "DFMA" # Rnd<r>.S # " $d, $a, $b, $c ;",
                         [(set f64:$d, (!cast<Intrinsic>("int_nvvm_fma_" # r # "_d") f64:$a, f64:$b, f64:$c))]>;
}

// fma.rn.sat with a constant addend or multiplier in the instruction (expf's
// k: x * c/252 + 0.5 saturated), not a MOV into a register.
def FFMA_rn_sat_rri : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, f32lit:$c),
                             "FFMA.SAT $d, $a, $b, $c ;">;
def FFMA_rn_sat_rir : SASSCG<(outs GPR32:$d), (ins GPR32:$a, f32lit:$b, GPR32:$c),
                             "FFMA.SAT $d, $a, $b, $c ;">;
def : Pat<(int_nvvm_fma_rn_sat_f f32:$a, f32:$b, fpimm32:$c),
          (FFMA_rn_sat_rri $a, $b, (bitcast_fpimm_to_i32 $c))>;
def : Pat<(int_nvvm_fma_rn_sat_f f32:$a, fpimm32:$b, f32:$c),
          (FFMA_rn_sat_rir $a, (bitcast_fpimm_to_i32 $b), $c)>;
// A negated operand (expf(-x) in SiLU and softmax) is the instruction's
// operand sign, not a LOP3 sign flip before it: -a * b is a * -b exactly.
def FFMA_rn_sat_nrri : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, f32lit:$c),
                              "FFMA.SAT $d, -$a, $b, $c ;">;
def : Pat<(int_nvvm_fma_rn_sat_f (fneg f32:$a), f32:$b, fpimm32:$c),
          (FFMA_rn_sat_nrri $a, $b, (bitcast_fpimm_to_i32 $c))>;
def : Pat<(int_nvvm_fma_rn_sat_f (fneg f32:$a), fpimm32:$b, f32:$c),
          (FFMA_rn_sat_rir $a, (fpimm32Neg $b), $c)>;

//===----------------------------------------------------------------------===//
// Conversions with a rounding mode.  Float to integer saturates and gives 0
// for NaN, as PTX's cvt does (and F2I does).
//===----------------------------------------------------------------------===//
foreach r = Rnds in {
  foreach ftz = ["", "_ftz"] in {
    defvar F = !if(!eq(ftz, ""), "", ".FTZ");
    def F2I_S32_ # r # ftz : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "F2I" # F # Rnd<r>.I # ".NTZ $d, $a ;",
        [(set i32:$d, (!cast<Intrinsic>("int_nvvm_f2i_" # r # ftz) f32:$a))]>;
    def F2I_U32_ # r # ftz : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "F2I" # F # ".U32" # Rnd<r>.I # ".NTZ $d, $a ;",
        [(set i32:$d, (!cast<Intrinsic>("int_nvvm_f2ui_" # r # ftz) f32:$a))]>;
    def F2I_S64_ # r # ftz : SASSCG<(outs GPR64:$d), (ins GPR32:$a), "F2I" # F # ".S64" # Rnd<r>.I # " $d, $a ;",
        [(set i64:$d, (!cast<Intrinsic>("int_nvvm_f2ll_" # r # ftz) f32:$a))]>;
    def F2I_U64_ # r # ftz : SASSCG<(outs GPR64:$d), (ins GPR32:$a), "F2I" # F # ".U64" # Rnd<r>.I # " $d, $a ;",
        [(set i64:$d, (!cast<Intrinsic>("int_nvvm_f2ull_" # r # ftz) f32:$a))]>;
    def D2F_ # r # ftz : SASSCG<(outs GPR32:$d), (ins GPR64:$a), "F2F" # F # ".F32.F64" # Rnd<r>.S # " $d, $a ;",
        [(set f32:$d, (!cast<Intrinsic>("int_nvvm_d2f_" # r # ftz) f64:$a))]>;
  }
  def D2I_S32_ # r : SASSCG<(outs GPR32:$d), (ins GPR64:$a), "F2I.F64" # Rnd<r>.I # " $d, $a ;",
      [(set i32:$d, (!cast<Intrinsic>("int_nvvm_d2i_" # r) f64:$a))]>;
  def D2I_U32_ # r : SASSCG<(outs GPR32:$d), (ins GPR64:$a), "F2I.U32.F64" # Rnd<r>.I # " $d, $a ;",
      [(set i32:$d, (!cast<Intrinsic>("int_nvvm_d2ui_" # r) f64:$a))]>;
  def D2I_S64_ # r : SASSCG<(outs GPR64:$d), (ins GPR64:$a), "F2I.S64.F64" # Rnd<r>.I # " $d, $a ;",
      [(set i64:$d, (!cast<Intrinsic>("int_nvvm_d2ll_" # r) f64:$a))]>;
  def D2I_U64_ # r : SASSCG<(outs GPR64:$d), (ins GPR64:$a), "F2I.U64.F64" # Rnd<r>.I # " $d, $a ;",
      [(set i64:$d, (!cast<Intrinsic>("int_nvvm_d2ull_" # r) f64:$a))]>;
  def I2F_S32_ # r : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "I2F" # Rnd<r>.S # " $d, $a ;",
      [(set f32:$d, (!cast<Intrinsic>("int_nvvm_i2f_" # r) i32:$a))]>;
  def I2F_U32_ # r : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "I2F.U32" # Rnd<r>.S # " $d, $a ;",
      [(set f32:$d, (!cast<Intrinsic>("int_nvvm_ui2f_" # r) i32:$a))]>;
  def I2F_S64_ # r : SASSCG<(outs GPR32:$d), (ins GPR64:$a), "I2F.S64" # Rnd<r>.S # " $d, $a ;",
      [(set f32:$d, (!cast<Intrinsic>("int_nvvm_ll2f_" # r) i64:$a))]>;
  def I2F_U64_ # r : SASSCG<(outs GPR32:$d), (ins GPR64:$a), "I2F.U64" # Rnd<r>.S # " $d, $a ;",
      [(set f32:$d, (!cast<Intrinsic>("int_nvvm_ull2f_" # r) i64:$a))]>;
  def I2D_S64_ # r : SASSCG<(outs GPR64:$d), (ins GPR64:$a), "I2F.F64.S64" # Rnd<r>.S # " $d, $a ;",
      [(set f64:$d, (!cast<Intrinsic>("int_nvvm_ll2d_" # r) i64:$a))]>;
  def I2D_U64_ # r : SASSCG<(outs GPR64:$d), (ins GPR64:$a), "I2F.F64.U64" # Rnd<r>.S # " $d, $a ;",
      [(set f64:$d, (!cast<Intrinsic>("int_nvvm_ull2d_" # r) i64:$a))]>;
  // Every 32-bit integer is exact in f64: the mode cannot matter.
  def : Pat<(!cast<Intrinsic>("int_nvvm_i2d_" # r) i32:$a), (I2D_S32 $a)>;
  def : Pat<(!cast<Intrinsic>("int_nvvm_ui2d_" # r) i32:$a), (I2D_U32 $a)>;
}

// A conversion of a value rounded to an integer is one F2I with that
// rounding (oa's __float2int_rn is (int)rintf(x)).  Out-of-range results
// are poison in LLVM, so F2I's saturation is a valid answer.
multiclass RoundedConvert<string r, SDNode op> {
  def : Pat<(i32 (fp_to_sint (op f32:$a))), (!cast<SASSCG>("F2I_S32_" # r) $a)>;
  def : Pat<(i32 (fp_to_uint (op f32:$a))), (!cast<SASSCG>("F2I_U32_" # r) $a)>;
  def : Pat<(i64 (fp_to_sint (op f32:$a))), (!cast<SASSCG>("F2I_S64_" # r) $a)>;
  def : Pat<(i64 (fp_to_uint (op f32:$a))), (!cast<SASSCG>("F2I_U64_" # r) $a)>;
  def : Pat<(i32 (fp_to_sint (op f64:$a))), (!cast<SASSCG>("D2I_S32_" # r) $a)>;
  def : Pat<(i32 (fp_to_uint (op f64:$a))), (!cast<SASSCG>("D2I_U32_" # r) $a)>;
  def : Pat<(i64 (fp_to_sint (op f64:$a))), (!cast<SASSCG>("D2I_S64_" # r) $a)>;
  def : Pat<(i64 (fp_to_uint (op f64:$a))), (!cast<SASSCG>("D2I_U64_" # r) $a)>;
}
defm : RoundedConvert<"rn", froundeven>;
defm : RoundedConvert<"rm", ffloor>;
defm : RoundedConvert<"rp", fceil>;
defm : RoundedConvert<"rz", ftrunc>;

// Rounding to an integral value.  nvvm.round is to nearest even (NVPTX's
// cvt.rni, libdevice's rint; measured on the H200 against ptxas).
def FRND_round_ftz : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "FRND.FTZ $d, $a ;",
    [(set f32:$d, (int_nvvm_round_ftz_f f32:$a))]>;
def : Pat<(int_nvvm_round_f f32:$a), (FRNDRN $a)>;
def : Pat<(int_nvvm_round_d f64:$a), (FRND64RN $a)>;
foreach op = [["floor", ".FLOOR"], ["ceil", ".CEIL"], ["trunc", ".TRUNC"]] in {
  def FRND_ # op[0] # _ftz : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "FRND.FTZ" # op[1] # " $d, $a ;",
      [(set f32:$d, (!cast<Intrinsic>("int_nvvm_" # op[0] # "_ftz_f") f32:$a))]>;
  def : Pat<(!cast<Intrinsic>("int_nvvm_" # op[0] # "_f") f32:$a),
            (!cast<Instruction>("FRND" # !toupper(op[0])) $a)>;
  def : Pat<(!cast<Intrinsic>("int_nvvm_" # op[0] # "_d") f64:$a),
            (!cast<Instruction>("FRND64" # !toupper(op[0])) $a)>;
}

// min/max: FMNMX returns the other operand for one NaN; .NAN propagates it.
foreach v = [["", ""], ["_ftz", ".FTZ"], ["_nan", ".NAN"], ["_ftz_nan", ".FTZ.NAN"]] in {
  def FMIN # v[0] : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "FMNMX" # v[1] # " $d, $a, $b, PT ;",
      [(set f32:$d, (!cast<Intrinsic>("int_nvvm_fmin" # v[0] # "_f") f32:$a, f32:$b))]>;
  def FMAX # v[0] : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "FMNMX" # v[1] # " $d, $a, $b, !PT ;",
      [(set f32:$d, (!cast<Intrinsic>("int_nvvm_fmax" # v[0] # "_f") f32:$a, f32:$b))]>;
}

// saturate.ftz: x + -0 is x; .SAT clamps to [0, 1] (NaN to 0), .FTZ flushes.
def : Pat<(int_nvvm_saturate_ftz_f f32:$a), (FADD_rn_ftz_sat $a, (MOVi 0x80000000))>;

// Approximate f64 reciprocal / reciprocal square root: the MUFU estimate of
// the high word, low word zero (what ptxas emits for rcp.approx.ftz.f64).
def : Pat<(int_nvvm_rcp_approx_ftz_d f64:$a),
          (REG_SEQUENCE GPR64, (MOVi 0), sub0, (MUFU_RCP64H (EXTRACT_SUBREG $a, sub1)), sub1)>;
def : Pat<(int_nvvm_rsqrt_approx_ftz_d f64:$a),
          (REG_SEQUENCE GPR64, (MOVi 0), sub0, (MUFU_RSQ64H (EXTRACT_SUBREG $a, sub1)), sub1)>;

//===----------------------------------------------------------------------===//
// Integer and bit operations.
//===----------------------------------------------------------------------===//
def PRMTrrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$sel, GPR32:$b), "PRMT $d, $a, $sel, $b ;",
                     [(set i32:$d, (int_nvvm_prmt i32:$a, i32:$b, i32:$sel))]>;
foreach m = [["f4e", ".F4E"], ["b4e", ".B4E"]] in
def PRMT_ # m[0] : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$sel, GPR32:$b),
                          "PRMT" # m[1] # " $d, $a, $sel, $b ;",
                          [(set i32:$d, (!cast<Intrinsic>("int_nvvm_prmt_" # m[0]) i32:$a, i32:$b, i32:$sel))]>;
foreach m = [["rc8", ".RC8"], ["ecl", ".ECL"], ["ecr", ".ECR"], ["rc16", ".RC16"]] in
def PRMT_ # m[0] : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$sel), "PRMT" # m[1] # " $d, $a, $sel, RZ ;",
                          [(set i32:$d, (!cast<Intrinsic>("int_nvvm_prmt_" # m[0]) i32:$a, i32:$sel))]>;
def BMSK_clamp : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "BMSK $d, $a, $b ;",
                        [(set i32:$d, (int_nvvm_bmsk_clamp i32:$a, i32:$b))]>;
def BMSK_wrap : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "BMSK.W $d, $a, $b ;",
                       [(set i32:$d, (int_nvvm_bmsk_wrap i32:$a, i32:$b))]>;
foreach s = [["s", ".S8"], ["u", ".U8"]] in
foreach t = [["s", ".S8"], ["u", ".U8"]] in
def IDP4A_ # s[0] # t[0] : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c),
    "IDP.4A" # s[1] # t[1] # " $d, $a, $b, $c ;",
    [(set i32:$d, (!cast<Intrinsic>("int_nvvm_idp4a_" # s[0] # "_" # t[0]) i32:$a, i32:$b, i32:$c))]>;

//===----------------------------------------------------------------------===//
// Special registers.
//===----------------------------------------------------------------------===//
class SR32<string sr, Intrinsic I>
    : SASSCG<(outs GPR32:$d), (ins), "S2R $d, " # sr # " ;", [(set i32:$d, (I))]> {
  let hasSideEffects = 1;
}
def S2R_CLOCK : SR32<"SR_CLOCKLO", int_nvvm_read_ptx_sreg_clock>;
def S2R_LANEMASK_EQ : SR32<"SR_EQMASK", int_nvvm_read_ptx_sreg_lanemask_eq>;
def S2R_LANEMASK_LT : SR32<"SR_LTMASK", int_nvvm_read_ptx_sreg_lanemask_lt>;
def S2R_LANEMASK_LE : SR32<"SR_LEMASK", int_nvvm_read_ptx_sreg_lanemask_le>;
def S2R_LANEMASK_GT : SR32<"SR_GTMASK", int_nvvm_read_ptx_sreg_lanemask_gt>;
def S2R_LANEMASK_GE : SR32<"SR_GEMASK", int_nvvm_read_ptx_sreg_lanemask_ge>;
def S2R_SMID : SR32<"SR_VIRTUALSMID", int_nvvm_read_ptx_sreg_smid>;
let hasSideEffects = 1 in {
def CS2R_CLOCK64 : SASSCG<(outs GPR64:$d), (ins), "CS2R $d, SR_CLOCKLO ;",
                          [(set i64:$d, (int_nvvm_read_ptx_sreg_clock64))]>;
def CS2R_GLOBALTIMER : SASSCG<(outs GPR64:$d), (ins), "CS2R $d, SR_GLOBALTIMERLO ;",
                              [(set i64:$d, (int_nvvm_read_ptx_sreg_globaltimer))]>;
def S2R_GLOBALTIMERLO : SASSCG<(outs GPR32:$d), (ins), "S2R $d, SR_GLOBALTIMERLO ;",
                               [(set i32:$d, (int_nvvm_read_ptx_sreg_globaltimer_lo))]>;
}

//===----------------------------------------------------------------------===//
// Warp match, sleep, exit.
//===----------------------------------------------------------------------===//
let hasSideEffects = 1, isConvergent = 1 in {
def MATCH_ANY32 : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "MATCH.ANY $d, $a ;">;
def MATCH_ANY64 : SASSCG<(outs GPR32:$d), (ins GPR64:$a), "MATCH.ANY.U64 $d, $a ;">;
def MATCH_ALL32 : SASSCG<(outs GPR32:$d, PRED:$p), (ins GPR32:$a), "MATCH.ALL $p, $d, $a ;">;
def MATCH_ALL64 : SASSCG<(outs GPR32:$d, PRED:$p), (ins GPR64:$a), "MATCH.ALL.U64 $p, $d, $a ;">;
}
def : Pat<(i32 (int_nvvm_match_any_sync_i32 imm, i32:$a)), (MATCH_ANY32 $a)>;
def : Pat<(i32 (int_nvvm_match_any_sync_i64 imm, i64:$a)), (MATCH_ANY64 $a)>;
def : Pat<(int_nvvm_match_all_sync_i32p imm, i32:$a), (MATCH_ALL32 $a)>;
def : Pat<(int_nvvm_match_all_sync_i64p imm, i64:$a), (MATCH_ALL64 $a)>;

let hasSideEffects = 1 in {
def NANOSLEEPr : SASSCG<(outs), (ins GPR32:$t), "NANOSLEEP $t ;", [(int_nvvm_nanosleep i32:$t)]>;
def NANOSLEEPi : SASSCG<(outs), (ins hex32:$t), "NANOSLEEP $t ;">;
}
def : Pat<(int_nvvm_nanosleep i32imm_all:$t), (NANOSLEEPi imm:$t)>;
// nvvm.exit ends the thread in the middle of a block: EXIT that is not a
// terminator (what follows it is unreachable).
let hasSideEffects = 1, WaitAll = 1 in
def EXIT_intr : SASSCG<(outs), (ins), "EXIT ;", [(int_nvvm_exit)]>;

// llvm.trap (__trap(), assert through oa_sdk_compat.h, PTX `trap;`): the
// thread stops and the launch fails, as ptxas's BPT.TRAP 0x1 does.
let hasSideEffects = 1, WaitAll = 1, isTrap = 1 in
def BPT_TRAPcg : SASSCG<(outs), (ins), "BPT.TRAP 0x1 ;", [(trap)]>;

// Barrier reductions: BAR.RED.POPC then B2R.RESULT, glued together by
// SASSISelIntrinsics.cpp (selectBarrierRed).
let hasSideEffects = 1, isConvergent = 1, WaitAll = 1, CTABarrier = 1 in
def BARRED_POPC : SASSCG<(outs), (ins hex32:$id, PRED:$p), "BAR.RED.POPC.DEFER_BLOCKING $id, $p ;">;
let hasSideEffects = 1 in
def B2R_RESULTcg : SASSCG<(outs GPR32:$d), (ins), "B2R.RESULT $d ;">;

//===----------------------------------------------------------------------===//
// mbarrier (cuda::barrier, cuda::pipeline) and cp.async.mbarrier.arrive, as
// ptxas compiles them; SASSISelTensor.cpp builds these from the .shared
// intrinsics (SASSISelIntrinsics.cpp rewrites the generic forms, init on
// sm_80, test_wait on sm_80 and pending_count first).  $a is the 32-bit
// shared address (on sm_90 with the CTA's rank at bit 24, as ptxas forms it).
//===----------------------------------------------------------------------===//
let hasSideEffects = 1, mayLoad = 1, mayStore = 1 in {
// sm_80: the 64-bit word {2^30 - expected, 2^31 - pending | phase << 31}.
def MBAR80_ARRIVE : SASSCG<(outs GPR64:$d), (ins GPR32:$a), "ATOMS.ARRIVE.64 $d, [$a+URZ] ;">;
def MBAR80_POPCINC : SASSCG<(outs), (ins GPR32:$a), "ATOMS.POPC.INC.32 RZ, [$a+URZ] ;">;
def MBAR80_ARRIVES : SASSCG<(outs), (ins GPR32:$a), "ARRIVES.LDGSTSBAR.64 [$a+URZ] ;">;
// sm_90: SYNCS on the word ptxas keeps (lib/Emulator/AsyncModel.h).
def MBAR90_ARRIVE : SASSCG<(outs GPR64:$d), (ins GPR32:$a),
                           "SYNCS.ARRIVE.TRANS64.A1T0 $d, [$a+URZ], RZ ;">;
def MBAR90_DROP : SASSCG<(outs GPR64:$d), (ins GPR32:$a),
                         "SYNCS.ARRIVE.TRANS64.OPTOUT.A1T0 $d, [$a+URZ], RZ ;">;
// The same arrivals with their state unused write RZ, as ptxas's do: no
// register pair and no write scoreboard for a result nobody reads.
def MBAR90_ARRIVE_NR : SASSCG<(outs), (ins GPR32:$a), "SYNCS.ARRIVE.TRANS64.A1T0 RZ, [$a+URZ], RZ ;">;
def MBAR90_DROP_NR : SASSCG<(outs), (ins GPR32:$a),
                            "SYNCS.ARRIVE.TRANS64.OPTOUT.A1T0 RZ, [$a+URZ], RZ ;">;
// .TMASK: the lanes on one address arrive together; the low word returns
// their mask (SASSISelIntrinsics.cpp makes each lane's state from it).
def MBAR90_ARRIVE_CNT : SASSCG<(outs GPR64:$d), (ins GPR32:$a, GPR32:$n),
                               "SYNCS.ARRIVE.TRANS64.TMASK.ART0 $d, [$a+URZ], $n ;">;
def MBAR90_DROP_CNT : SASSCG<(outs GPR64:$d), (ins GPR32:$a, GPR32:$n),
                             "SYNCS.ARRIVE.TRANS64.TMASK.OPTOUT.ART0 $d, [$a+URZ], $n ;">;
def MBAR90_PHASECHK : SASSCG<(outs PRED:$p), (ins GPR32:$a, GPR32:$s),
                             "SYNCS.PHASECHK.TRANS64 $p, [$a+URZ], $s ;">;
def MBAR90_INVAL : SASSCG<(outs), (ins GPR32:$a), "SYNCS.CCTL.IV [$a+URZ] ;">;
// cp.async.mbarrier.arrive: one more pending transaction, which the
// LDGSTSBAR arrival completes (.TRANSCNT); .noinc: a counted arrival.
def MBAR90_RED_A0T1 : SASSCG<(outs), (ins GPR32:$a), "SYNCS.ARRIVE.TRANS64.RED.A0T1 RZ, [$a+URZ], RZ ;">;
def MBAR90_ARRIVES_TX : SASSCG<(outs), (ins GPR32:$a), "ARRIVES.LDGSTSBAR.64.TRANSCNT [$a+URZ] ;">;
def MBAR90_ARRIVES_ARV : SASSCG<(outs), (ins GPR32:$a), "ARRIVES.LDGSTSBAR.64.ARVCNT [$a+URZ] ;">;
// mbarrier.init: SYNCS.EXCH takes its address and value in uniform
// registers, which no other code uses (UR8, UR10-11; the operands are
// uniform: SASSISelIntrinsics.cpp loops over the distinct ones).
let Uses = [UR8, UR10, UR11] in
def MBAR90_INIT : SASSCG<(outs), (ins), "SYNCS.EXCH.64 URZ, [UR8], UR10 ;">;
}
let hasSideEffects = 1, WaitAll = 1 in
def MEMBAR_ALL_CTA : SASSCG<(outs), (ins), "MEMBAR.ALL.CTA ;">;
let hasSideEffects = 1 in {
let Defs = [UR8] in def R2UR_UR8 : SASSCG<(outs), (ins GPR32:$a), "R2UR UR8, $a ;">;
let Defs = [UR10] in def R2UR_UR10 : SASSCG<(outs), (ins GPR32:$a), "R2UR UR10, $a ;">;
let Defs = [UR11] in def R2UR_UR11 : SASSCG<(outs), (ins GPR32:$a), "R2UR UR11, $a ;">;
}

//===----------------------------------------------------------------------===//
// f32 -> f16x2 / bf16x2 with .rz, .relu, .satfinite (F2FP), built by
// SASS::combineConvertIntrinsic (SASSISelIntrinsics.cpp): F2FP<sm><H|BF>
// converts $a into the high half and $b into the low one; F2FPM (MERGE_C)
// and F2FPZ (PACK_AB with RZ) convert $b into the low half, the high one 0.
//===----------------------------------------------------------------------===//
foreach sm = [80, 90] in
foreach t = [["H", !if(!eq(sm, 80), "", ".F16.F32")], ["BF", !if(!eq(sm, 80), ".BF16", ".BF16.F32")]] in
foreach v = [["", ""], ["_relu", ".RELU"], ["_sat", ".SATFINITE"], ["_relu_sat", ".SATFINITE.RELU"]] in
foreach r = [["rn", ""], ["rz", ".RZ"]] in {
  def F2FP # sm # t[0] # v[0] # _ # r[0]
      : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "F2FP" # v[1] # t[1] # ".PACK_AB" # r[1] # " $d, $a, $b ;">;
  def F2FPM # sm # t[0] # v[0] # _ # r[0]
      : SASSCG<(outs GPR32:$d), (ins GPR32:$b), "F2FP" # v[1] # t[1] # ".MERGE_C" # r[1] # " $d, $b, RZ ;">;
  def F2FPZ # sm # t[0] # v[0] # _ # r[0]
      : SASSCG<(outs GPR32:$d), (ins GPR32:$b), "F2FP" # v[1] # t[1] # ".PACK_AB" # r[1] # " $d, RZ, $b ;">;
}

//===----------------------------------------------------------------------===//
// Warp slots and sm_90 cluster barriers, built by combineNVVMIntrinsic
// (SASSISelIntrinsics.cpp) as ptxas writes them.  barrier.cluster.arrive
// releases (MEMBAR.ALL.GPU, ERRBAR, CGAERRBAR before UCGABAR_ARV);
// barrier.cluster.wait acquires (CCTL.IVALL after UCGABAR_WAIT).
//===----------------------------------------------------------------------===//
let hasSideEffects = 1 in {
def S2R_VIRTID : SASSCG<(outs GPR32:$d), (ins), "S2R $d, SR_VIRTID ;">;
def S2R_VIRTCFG : SASSCG<(outs GPR32:$d), (ins), "S2R $d, SR_VIRTCFG ;">;
}
let hasSideEffects = 1, mayLoad = 1, mayStore = 1 in {
let WaitAll = 1 in
def MEMBAR_ALL_GPU : SASSCG<(outs), (ins), "MEMBAR.ALL.GPU ;">;
def ERRBARcg : SASSCG<(outs), (ins), "ERRBAR ;">;
def CGAERRBARcg : SASSCG<(outs), (ins), "CGAERRBAR ;">;
let isConvergent = 1 in {
def UCGABAR_ARVcg : SASSCG<(outs), (ins), "UCGABAR_ARV ;">;
let WaitAll = 1, CTABarrier = 1 in
def UCGABAR_WAITcg : SASSCG<(outs), (ins), "UCGABAR_WAIT ;">;
}
// After every load in flight has landed (ptxas waits on every scoreboard):
// a line one fills after the invalidation would be stale.
let WaitAll = 1 in
def CCTL_IVALLcg : SASSCG<(outs), (ins), "CCTL.IVALL ;">;
}

//===----------------------------------------------------------------------===//
// sm_90 fp8 conversions (F2FP, ptxas 13's shapes), built by
// combineNVVMIntrinsic: F8P (f32 pair -> fp8x2, $a into byte 1), F8U
// (f16x2 -> fp8x2), F8H (fp8x2 in the low half -> f16x2).
//===----------------------------------------------------------------------===//
foreach f = ["E4M3", "E5M2"] in
foreach v = [["", ""], ["_relu", ".RELU"]] in {
  def F8P_ # f # v[0] : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b),
      "F2FP.SATFINITE" # v[1] # "." # f # ".F32.PACK_AB_MERGE_C $d, $a, $b, RZ ;">;
  def F8U_ # f # v[0] : SASSCG<(outs GPR32:$d), (ins GPR32:$b),
      "F2FP.SATFINITE" # v[1] # "." # f # ".F16.UNPACK_B_MERGE_C $d, $b, RZ ;">;
  def F8H_ # f # v[0] : SASSCG<(outs GPR32:$d), (ins GPR32:$b),
      "F2FP" # v[1] # ".F16." # f # ".UNPACK_B $d, $b ;">;
}

// sm_90's f32 -> tf32 with .rn / .rz [.relu] (F2FP PACK_B), built by
// combineNVVMIntrinsic; .rna stays ptxas's integer sequence (tf32Cvt).
foreach v = [["", ""], ["_relu", ".RELU"]] in
foreach r = [["rn", ""], ["rz", ".RZ"]] in
def F2TF32_ # r[0] # v[0] : SASSCG<(outs GPR32:$d), (ins GPR32:$b),
    "F2FP" # v[1] # ".TF32.F32.PACK_B" # r[1] # " $d, $b ;">;

// The sm_90 mbarrier forms with a scope (mbarrier.*.scope.{cta,cluster}
// .space.cta), built by combineNVVMIntrinsic: arrive with expected
// transaction bytes, expect_tx / complete_tx alone, try_wait.
let hasSideEffects = 1, mayLoad = 1, mayStore = 1 in {
def MBAR90_ARRIVE_TX : SASSCG<(outs GPR64:$d), (ins GPR32:$a, GPR32:$n),
                              "SYNCS.ARRIVE.TRANS64 $d, [$a+URZ], $n ;">;
def MBAR90_DROP_TX : SASSCG<(outs GPR64:$d), (ins GPR32:$a, GPR32:$n),
                            "SYNCS.ARRIVE.TRANS64.OPTOUT $d, [$a+URZ], $n ;">;
def MBAR90_ARRIVE_TX_NR : SASSCG<(outs), (ins GPR32:$a, GPR32:$n),
                                 "SYNCS.ARRIVE.TRANS64 RZ, [$a+URZ], $n ;">;
def MBAR90_DROP_TX_NR : SASSCG<(outs), (ins GPR32:$a, GPR32:$n),
                               "SYNCS.ARRIVE.TRANS64.OPTOUT RZ, [$a+URZ], $n ;">;
def MBAR90_EXPECT_TX : SASSCG<(outs), (ins GPR32:$a, GPR32:$n),
                              "SYNCS.ARRIVE.TRANS64.RED.A0TR RZ, [$a+URZ], $n ;">;
def MBAR90_COMPLETE_TX : SASSCG<(outs), (ins GPR32:$a, GPR32:$n),
                                "SYNCS.ARRIVE.TRANS64.RED.A0TX RZ, [$a+URZ], $n ;">;
def MBAR90_TRYWAIT : SASSCG<(outs PRED:$p), (ins GPR32:$a, GPR32:$s),
                            "SYNCS.PHASECHK.TRANS64.TRYWAIT $p, [$a+URZ], $s ;">;
}
