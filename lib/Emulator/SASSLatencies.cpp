//===-- SASSLatencies.cpp - per-SM result latencies for the checker -------===//
//
// The checker's latencies, in-order queues and hazard rules come from the
// scheduling models of the code generator (lib/Target/SASS/SASSSchedule.td,
// turned into SASSGenSchedFacts.inc by utils/sass-gen-sched.py): the
// emulator checks code against the very numbers oa's scoreboard pass uses.
// Only a rule's Cycles are checked, never the margin oa adds on top, so
// ptxas's code is held to the same bounds.
//
//===----------------------------------------------------------------------===//

#include "Program.h"
#include <cstring>

using namespace oa::emu;

static const sass_sched::MnemonicClass *classOf(const char *Mnemonic) {
  for (const auto &M : sass_sched::Mnemonics)
    if (std::strcmp(M.Mnemonic, Mnemonic) == 0)
      return &M;
  return nullptr;
}

// Variable-latency operations of one queue complete in issue order, so a
// result without a scoreboard of its own is safe once a later op of the same
// queue, with a scoreboard, has been waited on, and a later load of the
// queue may overwrite the sources of an earlier one (ptxas relies on both).
// Queue 0 has no known order: nothing is inferred from it.  The queues are
// the models' SASSUnit InOrderQueue values.
uint8_t oa::emu::queueOf(unsigned SM, const Inst &I) {
  const auto *M = classOf(I.Mnemonic);
  return M ? sass_sched::facts(SM, M->Class).Queue : 0;
}

// HMMA / IMMA: the model's class by the size of the form (16 x 4096 bits
// of A is full size), so each form is held to its own latency.
static sass_sched::WriteClass mmaClass(const Inst &I) {
  unsigned Bits = I.M2 == MmaTF32 ? 32 : I.M2 <= MmaBF16 ? 16 : I.M2 <= MmaS8 ? 8 : 4;
  unsigned Work = (I.M4 & 0xff) * I.M0 * Bits;
  return Work >= 4096   ? sass_sched::WriteTensor
         : Work >= 2048 ? sass_sched::WriteTensorHalf
                        : sass_sched::WriteTensorSmall;
}

static unsigned mmaLatency(unsigned SM, const Inst &I) {
  return sass_sched::facts(SM, mmaClass(I)).Latency;
}

bool oa::emu::isFullSizeMma(const Inst &I) {
  return I.Opc == Op::HMMA && mmaClass(I) == sass_sched::WriteTensor;
}

LatencyInfo oa::emu::latencyOf(unsigned SM, const Inst &I) {
  if (I.Opc == Op::HMMA)
    return {false, (uint8_t)mmaLatency(SM, I)};
  const auto *M = classOf(I.Mnemonic);
  if (!M)
    return {false, 0}; // no register result (stores, branches, barriers)
  const sass_sched::WriteFacts &F = sass_sched::facts(SM, M->Class);
  if (F.Var)
    return {true, 0};
  return {false, F.Latency};
}

// The PredicateGuard rule: 13 cycles after ISETP and the like (221 ISETP
// pairs in ptxas's e2e code), 14 after sm_90's DSETP.
unsigned oa::emu::guardLatency(unsigned SM, const Inst &Producer) {
  const auto *M = classOf(Producer.Mnemonic);
  unsigned G = sass_sched::hazard(SM, "PredicateGuard",
                                  M ? M->Class : sass_sched::WriteALU, false);
  return G ? G : 13;
}

