//===-- Program.h - the emulator's pre-decoded instruction form -*- C++ -*-===//
//
// Each 128-bit word is decoded once (through the MC codec, so the emulator
// and the assembler agree on every field) into an Inst: an operation class,
// up to three generic sources, destinations, predicate operands, a few
// op-specific modifiers and the control field.  Register reads and writes
// for the hazard checker are listed in one index space (see TrackIdx).
//
//===----------------------------------------------------------------------===//

#ifndef OA_LIB_EMULATOR_PROGRAM_H
#define OA_LIB_EMULATOR_PROGRAM_H

#include "SASSGenSchedFacts.inc"
#include "oa/Emulator/Emulator.h"
#include <cstdint>
#include <string>
#include <vector>

namespace oa {
namespace emu {

// Index space shared by all register files, for hazard tracking.
enum : uint16_t { kUR = 256, kP = 320, kUP = 328, kNumTrack = 336 };

enum class Op : uint16_t {
  Invalid, // word the codec cannot decode
  Unsupported,
  Nop,
  // integer
  MOV, IMAD, IMADWIDE, IMADHI, IADD3, LOP3, SHF, LEA, LEAHI, ISETP, SEL, IMNMX,
  IABS, POPC, FLO, BREV, PRMT, PLOP3, SGXT, BMSK, P2R, R2P, VIADD, VIMNMX,
  VIADDMNMX, IDP4A, CS2R, S2R, R2UR, UMOV,
  // float
  FFMA, FADD, FMUL, FMNMX, FSEL, FSETP, FSET, FCHK, MUFU, FRND, F2I, I2F, F2F,
  I2FP, F2FP, DFMA, DADD, DMUL, DSETP, HFMA2, HADD2, HMUL2,
  // memory
  LDG, STG, LDS, STS, LDL, STL, LD, ST, LDC, ULDC, ATOMG, ATOMS, RED, LDSM,
  LDGSTS, LDGDEPBAR, DEPBAR,
  // warp
  SHFL, VOTE, VOTEU, MATCH, REDUX,
  // control
  BRA, BRX, JMP, CALL, RET, EXIT, BSSY, BSYNC, BREAK, BMOV, WARPSYNC, BAR, B2R,
  BPT, LEPC,
  // tensor
  HMMA, STSM, MOVM,
  // sm_90 asynchronous set (ExecAsync.cpp, HGMMA in ExecTensor.cpp)
  SYNCS, ARRIVES, MBAR80, UTMALDG, UTMASTG, UBLKCP, UTMACMDFLUSH, FENCEASYNC, ELECT,
  USETMAXREG, WARPGROUP, HGMMA, UCGABAR,
};

/// SYNCS sub-operations (Inst::M0).
enum SyncsOp : uint8_t { SyncsArrive, SyncsPhaseChk, SyncsExch, SyncsLd, SyncsCctl };

/// Source element types of HMMA/IMMA (Inst::M2 / M3).
enum MmaType : uint8_t { MmaF16, MmaBF16, MmaTF32, MmaU8, MmaS8, MmaU4, MmaS4 };

enum class SrcKind : uint8_t { None, Reg, UReg, Imm, Const, ConstX };

struct Src {
  SrcKind K = SrcKind::None;
  uint8_t Reg = 255;  // R (255 = RZ) or UR (63 = URZ); ConstX: the UR
  uint8_t Bank = 0;
  bool Neg = false, Abs = false;
  bool Imm64Hi = false; // f64 immediate: Imm holds the upper 32 bits
  uint8_t Swz = 0;      // fp16 swizzle / sub-word selector
  uint32_t Imm = 0;     // immediate, or constant byte offset
};

struct Inst {
  uint32_t PC = 0;
  Op Opc = Op::Unsupported;
  bool Uniform = false;    // operates on the uniform datapath (UR/UP)
  uint8_t Guard = 7;       // predicate index | 8 when negated
  bool UGuard = false;     // guard is a UP
  uint8_t Stall = 15, Yield = 0, WSB = 7, RSB = 7, Wait = 0;
  uint8_t Rd = 255, Rd2 = 255;
  uint8_t Pu = 7, Pv = 7;
  uint8_t Pp = 7, Pq = 7, Pr = 7; // source predicates (| 8 = negated)
  Src A, B, C;
  int32_t M0 = 0, M1 = 0, M2 = 0, M3 = 0, M4 = 0; // op-specific modifiers
  int64_t Off = 0;         // memory offset / branch displacement
  uint32_t Target = 0;     // branch target (instruction index)
  const char *Mnemonic = "";
  // Hazard bookkeeping, in the TrackIdx space.
  uint8_t NR = 0, NW = 0;
  uint16_t Reads[16];
  uint8_t ReadLate[16] = {}; // cycles after issue the source is read
  uint16_t Writes[16];
  uint8_t Latency = 0;     // fixed latency of the result (0 = variable)
  uint8_t EarlyFirst = 0;  // Writes[0] is ready this many cycles sooner
  bool VarLatency = false; // result arrives through a scoreboard
  bool ReconvPoint = false; // some BSSY names this instruction as target
  uint8_t Queue = 0;       // completion-order class of a variable-latency op
  /// Registers read as one range beyond Reads[] (HGMMA's accumulators and
  /// A fragment): [RangeLo, RangeLo + RangeN), and a second one.
  uint8_t RangeLo = 255, RangeN = 0, Range2Lo = 255, Range2N = 0;
  uint8_t MaxReg = 0;      // highest register index named (for setmaxnreg limits)
};

class Program {
public:
  KernelImage Img;
  std::vector<Inst> Insts;
  std::string DecodeError;
  /// The kernel changes its register budget (USETMAXREG): registers are
  /// checked per warp as it runs instead of once against the declared count.
  bool DynamicRegs = false;
  /// The kernel has async-proxy readers of shared memory (HGMMA, UTMASTG,
  /// UBLKCP), so generic writes are tracked for fence.proxy.async.
  bool HasAsyncProxy = false;
  bool HasGmma = false;

  bool decode();
};

/// Per-SM fixed latencies and variable-latency classes (SASSLatencies.cpp).
struct LatencyInfo {
  bool Variable;   // result arrives through a write scoreboard
  uint8_t Cycles;  // fixed latency when !Variable
};
LatencyInfo latencyOf(unsigned SM, const Inst &I);
/// Cycles before a fixed-latency predicate result may guard an instruction
/// (or feed VOTE): longer than its latency as a data operand.
unsigned guardLatency(unsigned SM, const Inst &Producer);
/// A model rule's cycles, the larger of the two SMs'.
constexpr unsigned bothSMs(const uint8_t (&Rule)[2]) {
  return Rule[0] > Rule[1] ? Rule[0] : Rule[1];
}
/// Cycles from BAR to the next memory instruction or branch of the warp
/// (the models' BarrierToMemory rule, the larger of the two SMs').
constexpr unsigned kBarToMem = bothSMs(sass_sched::RuleBarrierToMemory);
/// Cycles from LDGSTS to the next memory instruction of the warp (the
/// models' CopyToMemory rule, the larger of the two SMs').
constexpr unsigned kCopyToMem = bothSMs(sass_sched::RuleCopyToMemory);
/// wgmma's distances (the models' Gmma* rules, sm_90 only): HGMMA after
/// WARPGROUP.ARRIVE and WARPGROUP.DEPBAR after the HGMMA closing a group
/// (an HGMMA after the one before: sass_sched::gmmaIssueCycles).
constexpr unsigned kGmmaAfterArrive = bothSMs(sass_sched::RuleGmmaAfterArrive);
constexpr unsigned kGmmaCommitToWait = bothSMs(sass_sched::RuleGmmaCommitToWait);
/// Cycles from an R2UR to a reader of the uniform register it wrote, even
/// one that waited for its scoreboard (the models' R2URRead rule).
constexpr unsigned kR2URRead = bothSMs(sass_sched::RuleR2URRead);
/// HMMA/IMMA of the full-size forms (HMMA.16816, IMMA.16832 ...), which read
/// their sources after they issue.
bool isFullSizeMma(const Inst &I);
/// Cycles from a full-size HMMA/IMMA to a fixed-latency write of one of its
/// source registers (the models' TensorSourceWrite rule, the larger of the
/// two SMs'; ptxas's smaller forms and tensor writers do not keep it).
constexpr unsigned kTensorSrcWrite = bothSMs(sass_sched::RuleTensorSourceWrite);
/// Cycles from a fixed-latency write to a full-size HMMA/IMMA reading it
/// (the models' TensorOperandRead rule, the larger of the two SMs').
constexpr unsigned kTensorOperandRead = bothSMs(sass_sched::RuleTensorOperandRead);
uint8_t queueOf(unsigned SM, const Inst &I);

std::string formatPC(uint32_t PC);

} // namespace emu
} // namespace oa

#endif
