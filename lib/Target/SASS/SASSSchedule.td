//===-- SASSSchedule.td - Scheduling models of sm_80 and sm_90 -*- tablegen -*-===//
//
// The one latency table of oa.  Each SASS mnemonic belongs to a write class
// (SASSMnemonicWrites below); each SM's model gives every class its latency
// and the units it occupies.  A class that uses SBWrite releases its result
// through a write scoreboard (variable latency); the others are fixed
// latency.  The machine scheduler reads the models through TargetSchedModel,
// the scoreboard pass takes latencies, pipes and the hazard rules from them,
// and utils/sass-gen-sched.py writes the emulator's checker facts from the
// same records, so the compiler and its checker cannot disagree.
//
// Latencies are the cycles a consumer must wait; they are the least values
// ptxas's code uses (utils/ptxas-latencies.py over its listings) and are
// checked on the H200.
//
//===----------------------------------------------------------------------===//

// Write classes.
def WriteALU : SchedWrite;      // integer/logic/compare pipe
def WriteFMA : SchedWrite;      // fp32, IMAD
def WriteHalf : SchedWrite;     // packed half math and F2FP
def WriteFP64 : SchedWrite;     // DADD/DMUL/DFMA/DSETP
def WriteUniform : SchedWrite;  // uniform datapath
def WriteULDC : SchedWrite;     // uniform constant load (fixed latency)
def WriteConv : SchedWrite;     // conversions, FRND, FCHK (XU, in order)
def WriteMUFU : SchedWrite;     // transcendental unit
def WriteBitXU : SchedWrite;    // FLO/BREV/FCHK
def WritePopc : SchedWrite;     // POPC (in order among themselves)
def WriteSR : SchedWrite;       // S2R, S2UR, CS2R of slow registers
def WriteLDC : SchedWrite;      // constant-bank load
def WriteGMem : SchedWrite;     // global/local/generic loads and atomics
def WriteSMem : SchedWrite;     // shared loads, atomics, LDSM
def WriteShfl : SchedWrite;     // SHFL
def WriteWarp : SchedWrite;     // MATCH, REDUX
def WriteVote : SchedWrite;     // VOTE (fixed)
def WriteMovm : SchedWrite;     // MOVM (matrix transpose in registers)
def WriteSync : SchedWrite;     // SYNCS (sm_90 mbarrier operations)
def WriteTensor : SchedWrite;   // HMMA/IMMA, full-size forms
// Smaller mma forms finish sooner; the code generator plans every form with
// WriteTensor, the emulator holds each to its own (lib/Emulator/SASSLatencies.cpp).
def WriteTensorHalf : SchedWrite;
def WriteTensorSmall : SchedWrite;
def WriteStore : SchedWrite;    // global/local stores and reductions: no result
def WriteSStore : SchedWrite;   // shared stores
def WriteCtrl : SchedWrite;     // branches, barriers, EXIT, NOP, ...

// Mnemonics by class.  Key is a blank-separated, blank-delimited list.
class SASSMnemonicWrite<string key, SchedWrite w> {
  string Key = key;
  SchedWrite Write = w;
}
def MnALU : SASSMnemonicWrite<
  " IADD3 LOP3 SHF LEA SEL ISETP MOV IABS IMNMX VIADD VIMNMX VIADDMNMX PRMT PLOP3"
  # " FSEL FSETP FSET FMNMX SGXT BMSK P2R R2P IDP CS2R I2FP LEPC ", WriteALU>;
def MnFMA : SASSMnemonicWrite<" FADD FMUL FFMA IMAD ", WriteFMA>;
// Not the FMA pipe: ptxas feeds F2FP 5 cycles after FFMA/FMUL, FFMA 5 after
// HADD2, and FADD->F2FP after 4 gave wrong bf16 results on the H200
// (bf16_elem); I2FP follows SHF after 4 but feeds FFMA after 5 (an ALU op;
// I2FP->FFMA after 4 broke div64 on the H200).
def MnHalf : SASSMnemonicWrite<" HADD2 HMUL2 HFMA2 F2FP ", WriteHalf>;
def MnFP64 : SASSMnemonicWrite<" DADD DMUL DFMA DSETP ", WriteFP64>;
def MnUniform : SASSMnemonicWrite<
  " UMOV UIADD3 UIMAD ULOP3 USHF ULEA UISETP USEL UFLO UPOPC UBREV USGXT UBMSK"
  # " UPRMT UPLOP3 VOTEU ELECT ", WriteUniform>;
def MnULDC : SASSMnemonicWrite<" ULDC ", WriteULDC>;
def MnConv : SASSMnemonicWrite<" FRND F2I I2F F2F ", WriteConv>;
def MnMUFU : SASSMnemonicWrite<" MUFU ", WriteMUFU>;
def MnBitXU : SASSMnemonicWrite<" FLO BREV FCHK ", WriteBitXU>;
def MnPopc : SASSMnemonicWrite<" POPC ", WritePopc>;
def MnSR : SASSMnemonicWrite<" S2R S2UR R2UR BMOV B2R USETMAXREG ", WriteSR>;
def MnLDC : SASSMnemonicWrite<" LDC ", WriteLDC>;
def MnGMem : SASSMnemonicWrite<" LDG LDL LD ATOMG ATOM ", WriteGMem>;
def MnSMem : SASSMnemonicWrite<" LDS ATOMS LDSM ", WriteSMem>;
def MnShfl : SASSMnemonicWrite<" SHFL ", WriteShfl>;
def MnWarp : SASSMnemonicWrite<" MATCH REDUX ", WriteWarp>;
def MnMovm : SASSMnemonicWrite<" MOVM ", WriteMovm>;
// FENCE.VIEW.ASYNC completes later, on a write scoreboard (ptxas's).
def MnSync : SASSMnemonicWrite<" SYNCS FENCE ", WriteSync>;
def MnVote : SASSMnemonicWrite<" VOTE ", WriteVote>;
def MnTensor : SASSMnemonicWrite<" HMMA IMMA ", WriteTensor>;
def MnStore : SASSMnemonicWrite<" STG STL ST RED REDG LDGSTS ARRIVES ", WriteStore>;
def MnSStore : SASSMnemonicWrite<" STS STSM ", WriteSStore>;
def MnCtrl : SASSMnemonicWrite<
  " BRA EXIT BSSY BSYNC BREAK BAR WARPSYNC MEMBAR NOP LDGDEPBAR DEPBAR NANOSLEEP BPT CALL RET"
  # " UCGABAR_ARV UCGABAR_WAIT ERRBAR CGAERRBAR CCTL"
  # " UTMALDG UTMASTG UBLKCP UTMACMDFLUSH WARPGROUP HGMMA ", WriteCtrl>;
defvar SASSMnemonicWrites = [MnALU, MnFMA, MnHalf, MnFP64, MnUniform, MnULDC, MnConv,
  MnMUFU, MnBitXU, MnPopc, MnSR, MnLDC, MnGMem, MnSMem, MnShfl, MnWarp, MnMovm, MnSync, MnVote, MnTensor,
  MnStore, MnSStore, MnCtrl];

// Mnemonics whose uniform-register operands are read when their unit takes
// the command, not at issue: the TMA and bulk copies (ptxas waits on
// UTMALDG's read scoreboard before rewriting its URs; without that wait the
// next copy's R2URs rewrote a copy's coordinates on the H100).  Other late
// readers take their URs at issue (ptxas overwrites an in-flight LDS's
// uniform operand with no wait).  oa-emu's hazard check reads this list, and
// every code generation instruction of these mnemonics must read late
// (SASSCG's assertion, SASSInstrInfo.td).
def SASSLateUniformReads {
  string Key = " UTMALDG UTMASTG UBLKCP ";
}

// The write class of the instruction whose text is asm (its mnemonic is the
// first word up to a '.'); a mnemonic no class lists stops TableGen.
class SASSWriteOf<string asm> {
  string Word = !substr(asm, 0, !find(asm, " "));
  string Mn = !if(!ge(!find(Word, "."), 0), !substr(Word, 0, !find(Word, ".")), Word);
  list<SASSMnemonicWrite> Hits =
    !filter(e, SASSMnemonicWrites, !ge(!find(e.Key, " " # Mn # " "), 0));
  SchedWrite W = !if(!empty(Hits),
                     !cast<SchedWrite>("no write class lists mnemonic " # Mn),
                     !head(Hits).Write);
}

// A named hazard rule of one SM (the model of the enclosing let).  Cycles are what the hardware needs and the
// emulator's checker enforces; Margin is what oa's code adds on top.  With
// Producers, the rule is about results of those write classes only and
// overrides the rule of the same name without.
class SASSHazard<string name, int cycles, int margin = 0,
                 list<SchedWrite> producers = []> {
  SchedMachineModel SchedModel = ?; // set by the enclosing let
  string Name = name;
  int Cycles = cycles;
  int Margin = margin;
  list<SchedWrite> Producers = producers;
}

// An issue unit.  Variable-latency operations of one InOrderQueue (not 0)
// complete in issue order (ptxas relies on it; the emulator checks it).
class SASSUnit<int queue = 0, int units = 1, bit memory = 0> : ProcResource<units> {
  int InOrderQueue = queue;
  // Its instructions access memory (what BarrierToMemory is about).
  bit Memory = memory;
}

multiclass SASSModelOf<int sm> {
  def NAME : SchedMachineModel {
    let IssueWidth = 1;          // one warp instruction per cycle and sub-partition
    let MicroOpBufferSize = 0;   // in order
    let LoadLatency = 30;
    let MispredictPenalty = 10;
    // No post-RA list scheduling: LLVM's (PostRASchedulerList) issues each
    // store as soon as its value is ready, ptxas leaves them where the
    // pre-RA schedule put them; measured on the H100, convert 1.29 -> 0.95
    // and gelu_tanh 1.10 -> 1.00 of nvcc's time, the e2e suite's geomean
    // 1.006 -> 1.007 (docs/results/h100-2026-12-07-s22.md).
    let PostRAScheduler = 0;
    let CompleteModel = 0;
  }
  let SchedModel = !cast<SchedMachineModel>(NAME) in {
    // Issue pipes of one sub-partition.
    def NAME # ALU : SASSUnit;
    def NAME # FMA : SASSUnit;
    def NAME # Half : SASSUnit;
    def NAME # FP64 : SASSUnit;
    def NAME # Uniform : SASSUnit;
    def NAME # XU : SASSUnit<3>;      // conversions, MUFU (sm_80: fp64 too)
    def NAME # BitXU : SASSUnit;      // FLO/BREV/FCHK
    def NAME # LSU : SASSUnit<1, 1, 1>;  // global, local and generic memory
    def NAME # MIO : SASSUnit<2, 1, 1>;  // shared memory
    def NAME # CMem : SASSUnit<0, 1, 1>; // constant-bank loads
    // ptxas covers the first half of a 64-bit shuffle by the wait on the
    // second (utils/difftest): shuffles complete in order among themselves.
    def NAME # Shfl : SASSUnit<5>;
    def NAME # Warp : SASSUnit;       // MATCH, REDUX
    // ptxas leaves a MOVM result without a scoreboard when a later MOVM's
    // is waited on: MOVMs complete in order.
    def NAME # Movm : SASSUnit<6>;
    // ptxas issues two POPCs back to back and gives only the second a
    // scoreboard (utils/difftest): POPCs complete in order.
    def NAME # Popc : SASSUnit<7>;
    def NAME # Sync : SASSUnit<0, 1, 1>; // SYNCS
    def NAME # CBU : SASSUnit;        // branches, barriers, special registers
    def NAME # Tensor : SASSUnit;
    // The six scoreboards; a class that takes one is variable latency.
    def NAME # SBWrite : SASSUnit<0, 6>;
  }
}
defm SASSModel80 : SASSModelOf<80>;
defm SASSModel90 : SASSModelOf<90>;

// Classes the two SMs share.
foreach m = ["SASSModel80", "SASSModel90"] in
let SchedModel = !cast<SchedMachineModel>(m) in {
  def : WriteRes<WriteALU, [!cast<ProcResource>(m # "ALU")]> { let Latency = 4; }
  def : WriteRes<WriteFMA, [!cast<ProcResource>(m # "FMA")]> { let Latency = 4; }
  def : WriteRes<WriteHalf, [!cast<ProcResource>(m # "Half")]> { let Latency = 4; }
  def : WriteRes<WriteUniform, [!cast<ProcResource>(m # "Uniform")]> { let Latency = 2; }
  def : WriteRes<WriteULDC, [!cast<ProcResource>(m # "Uniform")]> { let Latency = 2; }
  def : WriteRes<WriteVote, [!cast<ProcResource>(m # "ALU")]> { let Latency = 4; }
  // ptxas feeds an ALU op 24 cycles after a full-rate form (16 x 4096 bits
  // of A: HMMA.16816 f16/bf16, HMMA.1688 tf32, IMMA.16832 8-bit, IMMA.16864
  // 4-bit), 16 after a half-size one, 13 after IMMA.8816/8832; stores read
  // their data a cycle late, so STG follows a full form after 23.
  def : WriteRes<WriteTensor, [!cast<ProcResource>(m # "Tensor")]> {
    let Latency = 23;
    let ReleaseAtCycles = [4];
  }
  def : WriteRes<WriteTensorHalf, [!cast<ProcResource>(m # "Tensor")]> {
    let Latency = 16;
    let ReleaseAtCycles = [2];
  }
  def : WriteRes<WriteTensorSmall, [!cast<ProcResource>(m # "Tensor")]> {
    let Latency = 13;
    let ReleaseAtCycles = [1];
  }
  // Variable latency: the figure is what the scheduler plans with.
  def : WriteRes<WriteConv, [!cast<ProcResource>(m # "XU"), !cast<ProcResource>(m # "SBWrite")]> {
    let Latency = 14;
    let ReleaseAtCycles = [4, 1];
  }
  def : WriteRes<WriteMUFU, [!cast<ProcResource>(m # "XU"), !cast<ProcResource>(m # "SBWrite")]> {
    let Latency = 18;
    let ReleaseAtCycles = [4, 1];
  }
  def : WriteRes<WriteBitXU, [!cast<ProcResource>(m # "BitXU"), !cast<ProcResource>(m # "SBWrite")]> {
    let Latency = 14;
    let ReleaseAtCycles = [2, 1];
  }
  def : WriteRes<WritePopc, [!cast<ProcResource>(m # "Popc"), !cast<ProcResource>(m # "SBWrite")]> {
    let Latency = 14;
    let ReleaseAtCycles = [2, 1];
  }
  def : WriteRes<WriteSR, [!cast<ProcResource>(m # "CBU"), !cast<ProcResource>(m # "SBWrite")]> { let Latency = 20; }
  def : WriteRes<WriteLDC, [!cast<ProcResource>(m # "CMem"), !cast<ProcResource>(m # "SBWrite")]> { let Latency = 12; }
  def : WriteRes<WriteGMem, [!cast<ProcResource>(m # "LSU"), !cast<ProcResource>(m # "SBWrite")]> { let Latency = 200; }
  def : WriteRes<WriteSMem, [!cast<ProcResource>(m # "MIO"), !cast<ProcResource>(m # "SBWrite")]> { let Latency = 28; }
  def : WriteRes<WriteShfl, [!cast<ProcResource>(m # "Shfl"), !cast<ProcResource>(m # "SBWrite")]> { let Latency = 24; }
  def : WriteRes<WriteWarp, [!cast<ProcResource>(m # "Warp"), !cast<ProcResource>(m # "SBWrite")]> { let Latency = 24; }
  def : WriteRes<WriteMovm, [!cast<ProcResource>(m # "Movm"), !cast<ProcResource>(m # "SBWrite")]> { let Latency = 24; }
  def : WriteRes<WriteSync, [!cast<ProcResource>(m # "Sync"), !cast<ProcResource>(m # "SBWrite")]> { let Latency = 30; }
  def : WriteRes<WriteStore, [!cast<ProcResource>(m # "LSU")]> { let Latency = 1; }
  def : WriteRes<WriteSStore, [!cast<ProcResource>(m # "MIO")]> { let Latency = 1; }
  def : WriteRes<WriteCtrl, [!cast<ProcResource>(m # "CBU")]> { let Latency = 1; }

  // A predicate is read as a guard (or by VOTE) later than as a value:
  // ptxas never guards sooner than 13 cycles after ISETP/FSETP/PLOP3.
  def : SASSHazard<"PredicateGuard", 13>;
  // A memory instruction or branch issues this long after BAR.SYNC: with 5
  // an LDS read the value from before the barrier (layernorm_rows, H200).
  def : SASSHazard<"BarrierToMemory", 6>;
  // The next memory instruction (another LDGSTS, LDSM, LDGDEPBAR...) issues
  // this long after an LDGSTS: ptxas always keeps 4 cycles (its GEMMs, the
  // e2e suite: oa-emu checks its cubins too).  The tensor-core GEMM's H200
  // race, right only with 15 stall cycles after every LDGSTS, is not fixed
  // by these 4 (measured): that rule is still unknown.
  def : SASSHazard<"CopyToMemory", 4>;
  // DEPBAR.LE SB0, n (cp.async.wait_group) stalls this long before the next
  // instruction: ptxas always gives it 4, and the tensor-core GEMM on the
  // H200 raced with 1 (a BAR.SYNC right after it passed before the wait took
  // effect: 4096^3 wrong, right with 4 on every shape measured).
  def : SASSHazard<"CopyWaitStall", 4>;
  // HMMA/IMMA read their A, B and C registers after they issue: nothing but
  // another tensor instruction overwrites one sooner than this.  ptxas
  // always keeps 7 (every HMMA.16816 of its GEMM and attention builds).
  // Kept as ptxas's practice: on the H200 the f16 attention's failure was
  // TensorOperandRead's, and this rule alone did not fix it.
  def : SASSHazard<"TensorSourceWrite", 7>;
  // An HMMA/IMMA reads a fixed-latency result no sooner than this after its
  // producer issued (the latency and the cross-pipe margin give 6): the
  // f16 attention was wrong on the H200 with 6 and right with 7 (stalls
  // raised before each HMMA, or after each ALU op, bisected on the H200);
  // ptxas's least is 7 (F2FP -> HMMA).
  def : SASSHazard<"TensorOperandRead", 7>;
  // A fixed-latency result read by another pipe or by a memory or
  // variable-latency instruction: ptxas never feeds a memory instruction
  // sooner than one cycle more than in the pipe; oa keeps two, which fixed
  // every address-before-load fault on the H200.
  def : SASSHazard<"CrossPipeRead", 0, 2>;
}

// fp64 goes through a scoreboard on sm_80 (in the conversions' queue) and is
// fixed latency on sm_90.
let SchedModel = SASSModel80 in
def : WriteRes<WriteFP64, [SASSModel80XU, SASSModel80SBWrite]> {
  let Latency = 20;
  let ReleaseAtCycles = [4, 1];
}
let SchedModel = SASSModel90 in {
// ptxas feeds other pipes 6 cycles after a DFMA and chains DFMAs 8 apart.
def : WriteRes<WriteFP64, [SASSModel90FP64]> {
  let Latency = 6;
  let ReleaseAtCycles = [2];
}
def : SASSHazard<"FP64Chain", 0, 2, [WriteFP64]>;
// sm_90's DSETP guards no sooner than 14 cycles after it (with 13 a guarded
// branch took the stale path: math_funcs' f64 exp on the H200).
def : SASSHazard<"PredicateGuard", 14, 0, [WriteFP64]>;
// IMAD.WIDE writes its low word this many cycles early: ptxas reads it with
// LEA after 3 (15 pairs in the tensor suite's GEMMs).
def : SASSHazard<"WideLowWordEarly", 1, 0, [WriteFMA]>;
// R2UR without a write scoreboard is read after this fixed count: ptxas
// feeds HGMMA's descriptor URs 13 cycles later (gemm_wgmma_tma).
def : SASSHazard<"R2URFixed", 13, 0, [WriteSR]>;
// wgmma as ptxas 13 schedules every shape: an HGMMA issues at least 6 cycles
// after WARPGROUP.ARRIVE, the WARPGROUP.DEPBAR that waits for a group at
// least 3 after the HGMMA closing it (gsb0), and DEPBAR's readers 2 later
// (CopyWaitStall's 4 cover that).  With 1 cycle between the gsb0 HGMMA and
// the DEPBAR the warp read accumulators the group had not written yet
// (wgmma_frag on the H100: the first registers stored as their old zeros,
// the later ones right).
def : SASSHazard<"GmmaAfterArrive", 6>;
def : SASSHazard<"GmmaCommitToWait", 3>;
// Consecutive HGMMAs issue this many cycles apart per 32 columns (N) of
// the first beyond 32: ptxas keeps 4 for 64x64, 12 for 64x128 and 28 (a
// NOP between) for 64x256.
def : SASSHazard<"GmmaIssuePer32Cols", 4>;
// A uniform register R2UR wrote is read no sooner than this after the R2UR
// even when the reader waited for its scoreboard: ptxas's R2URs take none
// and are read 13 cycles later.  On the H100 an HGMMA 6 cycles after the
// scoreboarded R2UR of its B descriptor used the old descriptor (10 cycles
// after the A descriptor's was right: wgmma_frag's d3), and a UTMALDG 2-4
// cycles after the R2URs of its tensor-map address was an illegal
// instruction (gemm_wgmma_tma).
def : SASSHazard<"R2URRead", 13>;
}
