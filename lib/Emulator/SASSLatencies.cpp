//===-- SASSLatencies.cpp - per-SM result latencies for the checker -------===//
//
// One row per mnemonic: the fixed latency of its result in cycles on sm_80
// and sm_90 (the sum of stall counts a consumer needs from the producer), or
// VAR when the result arrives through a write scoreboard.  The numbers are
// lower bounds every ptxas-built corpus kernel satisfies (checked by the
// emulator's lit tests), cross-checked with the published sm_90 tables in
// /work/shared/reference/sass-encoding-facts.md section 3; the scheduler's
// model must be at least as conservative.  docs/Emulator.md describes the
// format; keep this table and the scheduling model in step.
//
//===----------------------------------------------------------------------===//

#include "Program.h"
#include <cstring>

using namespace oa::emu;

namespace {
constexpr uint8_t VAR = 0xff;

struct Row {
  const char *Mnemonic;
  uint8_t SM80, SM90;
};

// A predicate result is ready for SEL/FSEL/PLOP3 after the row's latency,
// for a guard or VOTE only later (guardLatency).
const Row Table[] = {
    // integer / logic / move (ALU and FMA pipes)
    {"MOV", 4, 4},      {"UMOV", 2, 2},    {"IMAD", 4, 4},      {"IADD3", 4, 4},
    {"LOP3", 4, 4},     {"SHF", 4, 4},     {"LEA", 4, 4},       {"ISETP", 4, 4},
    {"SEL", 4, 4},      {"IMNMX", 4, 4},   {"IABS", 4, 4},      {"PRMT", 4, 4},
    {"PLOP3", 4, 4},    {"SGXT", 4, 4},    {"BMSK", 4, 4},      {"P2R", 4, 4},
    {"R2P", 4, 4},      {"VIADD", 4, 4},   {"VIMNMX", 4, 4},    {"VIADDMNMX", 4, 4},
    {"IDP", 4, 4},      {"CS2R", 4, 4},    {"LDGDEPBAR", 0, 0},
    // uniform datapath
    {"UIADD3", 2, 2},   {"UIMAD", 2, 2},   {"ULOP3", 2, 2},     {"USHF", 2, 2},
    {"ULEA", 2, 2},     {"UISETP", 2, 2},  {"USEL", 2, 2},      {"UFLO", 2, 2},
    {"UPOPC", 2, 2},    {"UBREV", 2, 2},   {"USGXT", 2, 2},     {"UBMSK", 2, 2},
    {"UPRMT", 2, 2},    {"UPLOP3", 2, 2},  {"ULDC", 2, 2},
    // fp32 / fp16
    {"FFMA", 4, 4},     {"FADD", 4, 4},    {"FMUL", 4, 4},      {"FMNMX", 4, 4},
    {"FSEL", 4, 4},     {"FSETP", 4, 4},   {"FSET", 4, 4},      {"HFMA2", 4, 4},
    {"HADD2", 4, 4},    {"HMUL2", 4, 4},   {"F2FP", 4, 4},      {"I2FP", 4, 4},
    {"FRND", VAR, VAR}, {"F2I", VAR, VAR}, {"I2F", VAR, VAR},   {"F2F", VAR, VAR},
    {"MUFU", VAR, VAR}, {"FCHK", VAR, VAR},
    // fp64: scoreboarded on sm_80, fixed on sm_90 (ptxas chains DFMA with
    // stall 8 but feeds F2I/STG/STS after 6-7: 6 is the bound it keeps)
    {"DFMA", VAR, 6},   {"DADD", VAR, 6},  {"DMUL", VAR, 6},    {"DSETP", VAR, 6},
    // MIO / memory / warp
    {"POPC", VAR, VAR}, {"FLO", VAR, VAR}, {"BREV", VAR, VAR},  {"S2R", VAR, VAR},
    {"S2UR", VAR, VAR}, {"R2UR", VAR, VAR}, {"LDG", VAR, VAR},  {"LDS", VAR, VAR},
    {"LDL", VAR, VAR},  {"LD", VAR, VAR},  {"LDC", VAR, VAR},   {"ATOMG", VAR, VAR},
    {"ATOM", VAR, VAR}, {"ATOMS", VAR, VAR}, {"RED", VAR, VAR}, {"REDG", VAR, VAR},
    {"LDSM", VAR, VAR}, {"MOVM", VAR, VAR}, {"SHFL", VAR, VAR}, {"VOTE", 4, 4},     {"VOTEU", 2, 2},
    {"MATCH", VAR, VAR}, {"REDUX", VAR, VAR}, {"BMOV", VAR, VAR}, {"B2R", VAR, VAR},
    // sm_90 asynchronous set
    {"SYNCS", VAR, VAR}, {"USETMAXREG", VAR, VAR}, {"ELECT", 2, 2},
    // tensor: HMMA and IMMA by size in mmaLatency below; HGMMA's registers
    // are tracked by warpgroup groups (WARPGROUP.DEPBAR), not latencies.
};

// HMMA / IMMA: ptxas feeds an ALU op 24 cycles after a full-rate form (16
// x 4096 bits of A: HMMA.16816 f16/bf16, HMMA.1688 tf32, IMMA.16832 8-bit,
// IMMA.16864 4-bit), 16 after a half-size one (HMMA.1688, HMMA.1684 tf32,
// IMMA.16816 8-bit, IMMA.16832 4-bit) and 13 after IMMA.8816/8832; stores
// read their data a cycle late, so STG follows a full form after 23
// (measured on ptxas 13 listings of every form, sm_80 and sm_90).
unsigned mmaLatency(const Inst &I) {
  unsigned Bits = I.M2 == MmaTF32 ? 32 : I.M2 <= MmaBF16 ? 16 : I.M2 <= MmaS8 ? 8 : 4;
  unsigned Work = (I.M4 & 0xff) * I.M0 * Bits;
  return Work >= 4096 ? 23 : Work >= 2048 ? 16 : 13;
}
} // namespace

// Variable-latency operations of one queue complete in issue order, so a
// result without a scoreboard of its own is safe once a later op of the same
// queue, with a scoreboard, has been waited on, and a later load of the
// queue may overwrite the sources of an earlier one (ptxas relies on both).
// Queue 0 has no known order: nothing is inferred from it.
//   1 global / local / generic memory   2 shared memory (MIO)
//   3 conversions, MUFU and (sm_80) fp64: ptxas covers an I2F.U16 with no
//     scoreboard by the wait on a later MUFU (both SMs, utils/difftest)
//   5 SHFL: ptxas issues the two halves of a 64-bit shuffle back to back
//     and gives only the second a scoreboard (sm_80 and sm_90; found by
//     utils/difftest).  Ordered only among shuffles, as nothing shows more.
//   6 MOVM (ptxas leaves a MOVM result without a scoreboard when a later
//     MOVM's is waited on)
uint8_t oa::emu::queueOf(const Inst &I) {
  static const struct {
    const char *Mn;
    uint8_t Q;
  } Q[] = {{"LDG", 1},  {"LD", 1},    {"LDL", 1},   {"STG", 1},  {"ST", 1},
           {"STL", 1},  {"ATOMG", 1}, {"ATOM", 1},  {"RED", 1},  {"REDG", 1},
           {"LDS", 2},  {"STS", 2},   {"LDSM", 2},  {"ATOMS", 2}, {"DFMA", 3},
           {"DADD", 3}, {"DMUL", 3},  {"DSETP", 3}, {"F2F", 3},  {"I2F", 3},
           {"F2I", 3},  {"FRND", 3},  {"MUFU", 3},  {"SHFL", 5}, {"MOVM", 6}};
  for (const auto &E : Q)
    if (std::strcmp(E.Mn, I.Mnemonic) == 0)
      return E.Q;
  return 0;
}

LatencyInfo oa::emu::latencyOf(unsigned SM, const Inst &I) {
  if (I.Opc == Op::HMMA)
    return {false, (uint8_t)mmaLatency(I)};
  for (const Row &R : Table)
    if (std::strcmp(R.Mnemonic, I.Mnemonic) == 0) {
      uint8_t V = SM >= 90 ? R.SM90 : R.SM80;
      if (V == VAR)
        return {true, 0};
      return {false, V};
    }
  // Instructions with no register result (stores, branches, barriers).
  return {false, 0};
}

// ptxas never guards an instruction sooner than 13 cycles after the
// predicate's producer (221 ISETP pairs in the e2e corpus), 14 after sm_90's
// DSETP; with 13 after DSETP a branch took the stale path on the H200
// (math_funcs, measured).
unsigned oa::emu::guardLatency(unsigned SM, const Inst &Producer) {
  if (SM >= 90 && std::strcmp(Producer.Mnemonic, "DSETP") == 0)
    return 14;
  return 13;
}
