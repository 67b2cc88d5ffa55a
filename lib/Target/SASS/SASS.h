//===-- SASS.h - Code generation entry points for SASS ----------*- C++ -*-===//
//
// Passes of the SASS code generator and the numbering it shares with NVVM IR
// (address spaces).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SASS_SASS_H
#define LLVM_LIB_TARGET_SASS_SASS_H

namespace llvm {
class BinaryOperator;
class FunctionPass;
class ModulePass;
class PassRegistry;
class SASSTargetMachine;
class SDNode;
class SelectionDAG;

namespace SASSAS {
enum : unsigned {
  Generic = 0,
  Global = 1,
  Shared = 3,
  Const = 4,
  Local = 5,
  Param = 101, // kernel parameters, read in place from constant bank 0
};
} // namespace SASSAS

/// Kernel arguments passed by value move to the parameter space; allocas to
/// the local space (before instruction selection).
FunctionPass *createSASSLowerArgsPass();
/// NVVM intrinsics: generic IR where exact, a located error where oa has no
/// selection (SASSISelIntrinsics.cpp).
FunctionPass *createSASSLowerIntrinsicsPass();
FunctionPass *createSASSWidenBoolsPass();
FunctionPass *createSASSAggregateAtomicsPass();
/// Replaces a 64-bit udiv/sdiv/urem/srem by reciprocal-based IR (SASSDivRem64.cpp).
void expandSASSDivRem64(BinaryOperator *BO);
/// Brackets divergent regions with BSSY/BSYNC so warps reconverge.
FunctionPass *createSASSConvergencePass();
/// Computes every instruction's control field (scoreboards, stalls, yield);
/// the last pass before emission.
FunctionPass *createSASSScoreboardPass();
FunctionPass *createSASSISelDag(SASSTargetMachine &TM);

namespace SASS {
/// Selects the intrinsic nodes patterns cannot (SASSISelIntrinsics.cpp): a
/// node with N's results, or null.
SDNode *selectIntrinsic(SelectionDAG &DAG, SDNode *N);
} // namespace SASS

void initializeSASSConvergencePass(PassRegistry &);
void initializeSASSScoreboardPass(PassRegistry &);
} // namespace llvm

extern "C" void LLVMInitializeSASSTarget();
extern "C" void LLVMInitializeSASSAsmPrinter();

#endif
