//===-- SASSScoreboard.h - Control codes for emitted code -------*- C++ -*-===//
//
// Computes each instruction's control field (stall count, yield, write and
// read scoreboards, wait mask) so that every variable-latency result is
// waited on and every fixed latency is covered by stall cycles.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SASS_SASSSCOREBOARD_H
#define LLVM_LIB_TARGET_SASS_SASSSCOREBOARD_H

#include "MCTargetDesc/SASSInstCodec.h"
#include "llvm/ADT/DenseMap.h"
#include <vector>

namespace llvm {
class MachineFunction;
class MachineInstr;

/// The control field stored in MI's control operand (set by the scoreboard
/// pass, SASSScoreboard.cpp).
SASSControl getSASSControl(const MachineInstr &MI);
void setSASSControl(MachineInstr &MI, const SASSControl &C);

/// Whether MI reads its registers after issue (a variable-latency
/// instruction, a store), releasing them through the read scoreboard.
bool sassReadsLate(const MachineInstr &MI);

/// Whether Writer, writing a register Reader reads, waits on the read
/// scoreboard for that read: Reader reads late (a variable-latency
/// instruction, a store) and Writer is not a variable-latency instruction
/// of the same in-order queue.
bool sassWriteWaitsForRead(const MachineInstr &Reader, const MachineInstr &Writer);

/// True if MI occupies a slot in the instruction stream.
bool isEmittedSASSInstr(const MachineInstr &MI);
} // namespace llvm

#endif
