//===-- SASSInstrControl.td - Branches, barriers, warp ops -*- tablegen -*-===//
//
// Control flow, convergence (BSSY/BSYNC, inserted by SASSConvergence.cpp),
// CTA barriers, fences and warp-wide operations.
//
//===----------------------------------------------------------------------===//

// BRA and the conditional BRAc are the same SASS instruction; BRAc always
// has a guard and may fall through, so it is no barrier.
let isTerminator = 1, isBranch = 1 in {
let isBarrier = 1 in
def BRA : SASSCG<(outs), (ins brtarget:$t), "BRA $t ;", [(br bb:$t)]>;
def BRAc : SASSCG<(outs), (ins brtarget:$t), "BRA $t ;">;
}
def : Pat<(brcond i1:$p, bb:$t), (BRAc bb:$t, PRED:$p, (i32 0))>;
// EXIT waits for nothing: a thread may end with its stores' and loads'
// registers still to be read (ptxas never waits at an EXIT: 74 of 74 in the
// e2e suite, most right after an STG), and waiting there only delays the
// warp's slot for the next CTA.
let isTerminator = 1, isReturn = 1, isBarrier = 1 in
def EXITcg : SASSCG<(outs), (ins), "EXIT ;", [(sass_exit)]>;
// A guarded EXIT that may fall through (SASSEarlyExit.cpp): threads whose
// guard holds end where a branch to a lone EXIT block was.
let isTerminator = 1, isReturn = 1 in
def EXITc : SASSCG<(outs), (ins), "EXIT ;">;

// A call to a function the driver provides (oa/Cubin/DriverFunctions.h):
// the target address in R2:R3, arguments from R4 on, the result in R4 (R4:R5);
// every register but R1 may change.  The first operand is the callee's index
// in driverFunctions().  SASSInstrInfo::expandPostRAPseudo writes the return
// address to R20:R21 with LEPC (sm_80: the LEPC's own address + 0x40, past
// the CALL) and reloads the memory descriptor after the call.
def SDT_SASSCall : SDTypeProfile<0, 0, []>;
def sass_call : SDNode<"SASSISD::CALL", SDT_SASSCall,
                       [SDNPHasChain, SDNPOptInGlue, SDNPOutGlue, SDNPVariadic]>;
let isCall = 1, isPseudo = 1, hasSideEffects = 1, Namespace = "SASS",
    OutOperandList = (outs), InOperandList = (ins), Pattern = [(sass_call)] in
def CALL_DRIVER : Instruction;
let hasSideEffects = 1 in {
let WaitAll = 1 in {
def LEPC_RET80 : SASSCG<(outs), (ins), "LEPC R20 ;">;
def LEPC_RET90 : SASSCG<(outs), (ins), "LEPC R20, 0x10 ;">;
}
def RETADDR_LO80 : SASSCG<(outs), (ins), "IADD3 R20, P0, R20, 0x40, RZ ;">;
def RETADDR_HI80 : SASSCG<(outs), (ins), "IADD3.X R21, RZ, R21, RZ, P0, !PT ;">;
// $fn: the callee's index in driverFunctions() (not encoded: the address
// in R2:R3 says it; the cubin's EIATTR_EXTERNS names it).
let isCall = 1, WaitAll = 1 in
def CALL_ABS_R2 : SASSCG<(outs), (ins i32imm:$fn), "CALL.ABS.NOINC R2 ;">;
}

// Calls between a kernel and its device functions (-sass-call-abi; the
// ABI is in docs/CUDA.md, "Calls"): CALL_INT is selected with the callee and
// the registers it reads; SASSInstrInfo::expandPostRAPseudo writes the
// return address (an offset from the kernel's start, which SASSAsmPrinter
// knows) to R20:R21 and branches with CALL.REL.NOINC.  The callee returns
// with RET.REL.NODEC through the address it received.
def SDT_SASSCallInt : SDTypeProfile<0, 1, [SDTCisVT<0, i64>]>;
def sass_call_int : SDNode<"SASSISD::CALL_INT", SDT_SASSCallInt,
                           [SDNPHasChain, SDNPOptInGlue, SDNPOutGlue, SDNPVariadic]>;
def sass_ret : SDNode<"SASSISD::RET", SDTypeProfile<0, 1, [SDTCisVT<0, i64>]>,
                      [SDNPHasChain, SDNPOptInGlue, SDNPVariadic]>;
def calltarget : Operand<i64>;
let isCall = 1, isPseudo = 1, hasSideEffects = 1, Namespace = "SASS",
    OutOperandList = (outs), InOperandList = (ins calltarget:$f) in
def CALL_INT : Instruction;
def : Pat<(sass_call_int tglobaladdr:$f), (CALL_INT tglobaladdr:$f)>;
let hasSideEffects = 1 in {
def MOV_RETADDR : SASSCG<(outs), (ins i32imm:$a), "MOV R20, $a ;">;
def MOV_RETADDR_HI : SASSCG<(outs), (ins), "MOV R21, RZ ;">;
let isCall = 1, WaitAll = 1 in
def CALL_REL : SASSCG<(outs), (ins calltarget:$f), "CALL.REL.NOINC $f ;">;
}
let isTerminator = 1, isReturn = 1, isBarrier = 1, WaitAll = 1 in
def RETcg : SASSCG<(outs), (ins GPR64:$ra, i32imm:$t), "RET.REL.NODEC $ra $t ;">;
def : Pat<(sass_ret i64:$ra), (RETcg $ra, (i32 0))>;

// Saving and restoring a convergence barrier through R3 in a device
// function (SASSConvergence.cpp): the caller's regions stay armed.
let hasSideEffects = 1 in {
def BMOV_SAVE : SASSCG<(outs), (ins i32imm:$b), "BMOV.32.CLEAR R3, B$b ;">;
def BMOV_RESTORE : SASSCG<(outs), (ins i32imm:$b), "BMOV.32 B$b, R3 ;">;
}

// Convergence barriers B0-B15; the operand is the barrier number.
let hasSideEffects = 1 in {
def BSSYcg : SASSCG<(outs), (ins i32imm:$b, brtarget:$t), "BSSY B$b, $t ;">;
def BSYNCcg : SASSCG<(outs), (ins i32imm:$b), "BSYNC B$b ;">;
// Leaves the barrier: a BSYNC no longer waits for the lanes that ran it.
def BREAKcg : SASSCG<(outs), (ins i32imm:$b), "BREAK B$b ;">;
def NOPcg : SASSCG<(outs), (ins), "NOP ;">;
}

// BAR.SYNC waits for no scoreboard: loads still in flight (global, shared,
// MUFU) and stores whose registers are not yet read cross it, their readers
// and the writers of those registers waiting as anywhere else.  ptxas
// 13's listings do so on sm_80 and sm_90 (a shared load pending across two
// barriers and the store after them, an LDG across one, a MUFU across a
// BSYNC and a barrier); the barrier itself orders the shared-memory
// accesses.  Waiting for all of them made each barrier wait for a global
// load's round trip.
let hasSideEffects = 1, isConvergent = 1, CTABarrier = 1 in {
def BARSYNC : SASSCG<(outs), (ins hex32:$id), "BAR.SYNC.DEFER_BLOCKING $id ;">;
def BARSYNCr : SASSCG<(outs), (ins GPR32:$id), "BAR.SYNC.DEFER_BLOCKING $id ;">;
// bar.sync id, count: the first `count` threads (whole warps) to arrive
// release it (a subset of the CTA's warps, e.g. the MMA warps of a
// warp-specialised kernel).
def BARSYNCcnt : SASSCG<(outs), (ins hex32:$id, hex32:$n), "BAR.SYNC.DEFER_BLOCKING $id, $n ;">;
}
// bar.arrive id, count: arrive without waiting (a producer warp signalling
// the consumers' bar.sync id, count); it still waits for everything before
// it (no ptxas listing seen to say otherwise).
let hasSideEffects = 1, isConvergent = 1, WaitAll = 1, CTABarrier = 1 in
def BARARVcnt : SASSCG<(outs), (ins hex32:$id, hex32:$n), "BAR.ARV $id, $n ;">;
def : Pat<(int_nvvm_barrier_cta_sync_aligned_count i32imm_all:$id, i32imm_all:$n),
          (BARSYNCcnt imm:$id, imm:$n)>;
def : Pat<(int_nvvm_barrier_cta_sync_count i32imm_all:$id, i32imm_all:$n),
          (BARSYNCcnt imm:$id, imm:$n)>;
def : Pat<(int_nvvm_barrier_cta_arrive_aligned_count i32imm_all:$id, i32imm_all:$n),
          (BARARVcnt imm:$id, imm:$n)>;
def : Pat<(int_nvvm_barrier_cta_arrive_count i32imm_all:$id, i32imm_all:$n),
          (BARARVcnt imm:$id, imm:$n)>;
def : Pat<(int_nvvm_barrier_cta_sync_aligned_all i32imm_all:$id), (BARSYNC imm:$id)>;
def : Pat<(int_nvvm_barrier_cta_sync_all i32imm_all:$id), (BARSYNC imm:$id)>;
def : Pat<(int_nvvm_barrier_cta_sync_aligned_all i32:$id), (BARSYNCr $id)>;
def : Pat<(int_nvvm_barrier_cta_sync_all i32:$id), (BARSYNCr $id)>;

let hasSideEffects = 1, WaitAll = 1 in {
def MEMBAR_CTA : SASSCG<(outs), (ins), "MEMBAR.SC.CTA ;", [(int_nvvm_membar_cta)]>;
def MEMBAR_GPU : SASSCG<(outs), (ins), "MEMBAR.SC.GPU ;", [(int_nvvm_membar_gl)]>;
def MEMBAR_SYS : SASSCG<(outs), (ins), "MEMBAR.SC.SYS ;", [(int_nvvm_membar_sys)]>;
}
def : Pat<(atomic_fence (i64 4), (timm)), (MEMBAR_GPU)>;
def : Pat<(atomic_fence (i64 5), (timm)), (MEMBAR_GPU)>;
def : Pat<(atomic_fence (i64 6), (timm)), (MEMBAR_GPU)>;
def : Pat<(atomic_fence (i64 7), (timm)), (MEMBAR_GPU)>;

// sm_80 takes the mask as an immediate; sm_90 has .ALL or a register.
let hasSideEffects = 1, isConvergent = 1 in {
def WARPSYNC : SASSCG<(outs), (ins hex32:$m), "WARPSYNC $m ;">;
def WARPSYNCALL : SASSCG<(outs), (ins), "WARPSYNC.ALL ;">;
def WARPSYNCr : SASSCG<(outs), (ins GPR32:$m), "WARPSYNC $m ;">;
}
let Predicates = [IsSM80] in
def : Pat<(int_nvvm_bar_warp_sync i32imm_all:$m), (WARPSYNC imm:$m)>;
let Predicates = [IsSM90] in {
def : Pat<(int_nvvm_bar_warp_sync (i32 -1)), (WARPSYNCALL)>;
def : Pat<(int_nvvm_bar_warp_sync i32imm_all:$m), (WARPSYNCr (MOVi imm:$m))>;
}
def : Pat<(int_nvvm_bar_warp_sync i32:$m), (WARPSYNCr $m)>;

// Warp shuffles: lane (register or immediate) and the packed clamp value.
multiclass SHFL<string mode, Intrinsic I32, Intrinsic F32> {
  let hasSideEffects = 1, isConvergent = 1 in {
  def _r : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, hex32:$c), "SHFL." # mode # " PT, $d, $a, $b, $c ;">;
  def _i : SASSCG<(outs GPR32:$d), (ins GPR32:$a, hex32:$b, hex32:$c), "SHFL." # mode # " PT, $d, $a, $b, $c ;">;
  def _rr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c), "SHFL." # mode # " PT, $d, $a, $b, $c ;">;
  }
  def : Pat<(i32 (I32 imm, i32:$a, i32:$b, i32imm_all:$c)), (!cast<Instruction>(NAME # _r) $a, $b, imm:$c)>;
  def : Pat<(i32 (I32 imm, i32:$a, i32imm_all:$b, i32imm_all:$c)), (!cast<Instruction>(NAME # _i) $a, imm:$b, imm:$c)>;
  def : Pat<(i32 (I32 imm, i32:$a, i32:$b, i32:$c)), (!cast<Instruction>(NAME # _rr) $a, $b, $c)>;
  def : Pat<(f32 (F32 imm, f32:$a, i32:$b, i32imm_all:$c)), (!cast<Instruction>(NAME # _r) $a, $b, imm:$c)>;
  def : Pat<(f32 (F32 imm, f32:$a, i32imm_all:$b, i32imm_all:$c)), (!cast<Instruction>(NAME # _i) $a, imm:$b, imm:$c)>;
  def : Pat<(f32 (F32 imm, f32:$a, i32:$b, i32:$c)), (!cast<Instruction>(NAME # _rr) $a, $b, $c)>;
}
defm SHFL_BFLY : SHFL<"BFLY", int_nvvm_shfl_sync_bfly_i32, int_nvvm_shfl_sync_bfly_f32>;
defm SHFL_DOWN : SHFL<"DOWN", int_nvvm_shfl_sync_down_i32, int_nvvm_shfl_sync_down_f32>;
defm SHFL_UP : SHFL<"UP", int_nvvm_shfl_sync_up_i32, int_nvvm_shfl_sync_up_f32>;
defm SHFL_IDX : SHFL<"IDX", int_nvvm_shfl_sync_idx_i32, int_nvvm_shfl_sync_idx_f32>;

let hasSideEffects = 1, isConvergent = 1 in {
def VOTE_BALLOT : SASSCG<(outs GPR32:$d), (ins PRED:$p), "VOTE.ANY $d, PT, $p ;">;
def VOTE_ANY : SASSCG<(outs PRED:$d), (ins PRED:$p), "VOTE.ANY $d, $p ;">;
def VOTE_ALL : SASSCG<(outs PRED:$d), (ins PRED:$p), "VOTE.ALL $d, $p ;">;
def ACTIVEMASK : SASSCG<(outs GPR32:$d), (ins), "VOTE.ANY $d, PT, PT ;", [(set i32:$d, (int_nvvm_activemask))]>;
}
// Warp reductions go through UR6, which no other code uses (the allocator
// never hands out uniform registers): SASSISelDAGToDAG glues each REDUX to
// the MOV that brings the result back.
let hasSideEffects = 1, isConvergent = 1, Defs = [UR6] in {
// nvdisasm prints the AND form as a bare REDUX.
foreach Op = [["ADD", ".SUM"], ["AND", ""], ["OR", ".OR"], ["XOR", ".XOR"], ["MAX", ".MAX.S32"],
              ["MIN", ".MIN.S32"], ["UMAX", ".MAX"], ["UMIN", ".MIN"]] in
def REDUX_ # Op[0] : SASSCG<(outs), (ins GPR32:$v), "REDUX" # Op[1] # " UR6, $v ;">;
}
let hasSideEffects = 1, Uses = [UR6] in
def MOV_UR6 : SASSCG<(outs GPR32:$d), (ins), "MOV $d, UR6 ;">;
def : Pat<(i32 (int_nvvm_vote_ballot_sync imm, i1:$p)), (VOTE_BALLOT $p)>;
def : Pat<(i1 (int_nvvm_vote_any_sync imm, i1:$p)), (VOTE_ANY $p)>;
def : Pat<(i1 (int_nvvm_vote_all_sync imm, i1:$p)), (VOTE_ALL $p)>;
