//===-- SASS.h - Code generation entry points for SASS ----------*- C++ -*-===//
//
// Passes of the SASS code generator and the numbering it shares with NVVM IR
// (address spaces).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SASS_SASS_H
#define LLVM_LIB_TARGET_SASS_SASS_H

#include <string>

namespace llvm {
class BinaryOperator;
class Function;
class FunctionPass;
class Module;
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

/// Each kernel gets its own copy of the device functions it calls, placed
/// after it (SASSKernelCallees.cpp).
ModulePass *createSASSKernelCalleesPass();
namespace SASS {
/// Whether device functions that are not inlined (recursion, __noinline__)
/// are compiled as calls (-sass-call-abi) rather than refused.
bool callABIEnabled();
/// -sass-unroll-tensor-loops: unroll k loops of mma.sync by
/// tensorUnrollCount() (-sass-tensor-unroll-count, 2; untimed).
bool unrollTensorLoops();
unsigned tensorUnrollCount();
/// Whether F is a device function compiled for its own (a callee).
bool isCallee(const Function &F);
/// F's name in the source: a kernel's copy "$kernel$f" is "f".
std::string sourceName(const Function &F);
/// Function pointers as numbers and indirect calls as switches over direct
/// calls (SASSFunctionPointers.cpp); before inlining.  Returns false after
/// diagnosing what cannot be compiled (the address of a kernel or of a
/// function defined elsewhere).
bool numberFunctionPointers(Module &M);
} // namespace SASS
/// Kernel arguments passed by value move to the parameter space; allocas to
/// the local space (before instruction selection).
FunctionPass *createSASSLowerArgsPass();
namespace SASS {
/// Where each kernel argument sits in constant bank 0 when the block starts
/// at ParamBase, as ptxas places them: each at its alignment counted from
/// the bank's origin, not from the block's (a 64-byte aligned tensor map
/// lands at block offset 0x30 on sm_90, where ParamBase is 0x210).  Returns
/// the block's size; fills Offsets (block-relative) and Sizes if given.
unsigned layoutKernelParams(const Function &F, unsigned ParamBase,
                            unsigned *Offsets = nullptr, unsigned *Sizes = nullptr,
                            unsigned *Aligns = nullptr);
} // namespace SASS
/// NVVM intrinsics: generic IR where exact, a located error where oa has no
/// selection (SASSISelIntrinsics.cpp).
/// wmma (mma.h) loads, stores and multiply-adds as per-thread memory
/// accesses and mma.sync tiles (SASSLowerWMMA.cpp).
FunctionPass *createSASSLowerWMMAPass();
FunctionPass *createSASSLowerIntrinsicsPass();
/// wgmma groups (gsb0, the waits and fences the registers need) and the
/// setmaxnreg register budget, after allocation (SASSWarpgroup.cpp).
FunctionPass *createSASSWarpgroupPass();
FunctionPass *createSASSCrossBlockValuesPass();
/// Accesses to read-only or absent address spaces are located errors;
/// atomics on local memory become plain accesses (SASSMemorySpaces.cpp).
FunctionPass *createSASSMemorySpacesPass();
/// memcpy/memmove/memset longer than SASS::kMaxInlineBytes, or of unknown
/// length, become loops (SASSLowerMemIntrinsics.cpp).
FunctionPass *createSASSLowerMemIntrinsicsPass();
namespace SASS {
/// The longest memory intrinsic the DAG expands inline (bytes).
constexpr unsigned kMaxInlineBytes = 128;
} // namespace SASS
FunctionPass *createSASSAggregateAtomicsPass();
// Shared variables 16-byte aligned and accesses as aligned as their
// addresses prove, so the load/store vectorizer can merge them.
ModulePass *createSASSAlignAccessesPass();
/// Replaces a 64-bit udiv/sdiv/urem/srem by reciprocal-based IR (SASSDivRem64.cpp).
void expandSASSDivRem64(BinaryOperator *BO);
/// Expands every 64-bit division of a function (after the IR loop passes).
FunctionPass *createSASSExpandDivRem64Pass();
/// A conditional branch to a lone EXIT block becomes a guarded EXIT.
FunctionPass *createSASSEarlyExitPass();
FunctionPass *createSASSLateReadRenamePass();
/// Readers of fixed constant-bank words name them as operands (pre-RA).
FunctionPass *createSASSFoldConstBankPass();
/// HGMMA's register A stays live to the next wgmma.wait_group (pre-RA).
FunctionPass *createSASSWgmmaOperandLivenessPass();
/// Short guarded memory blocks become guarded instructions on SSA code, so
/// the machine scheduler starts runs of bounds-checked loads together.
FunctionPass *createSASSEarlyPredicatePass();
/// Brackets divergent regions with BSSY/BSYNC so warps reconverge.
FunctionPass *createSASSConvergencePass();
/// Computes every instruction's control field (scoreboards, stalls, yield);
/// the last pass before emission.
FunctionPass *createSASSScoreboardPass();
FunctionPass *createSASSISelDag(SASSTargetMachine &TM);
/// The function and source location instruction selection is working on
/// ("file:line:col: in function 'f'"), empty outside it: what a tool's fatal
/// error handler names when the selector meets a node it cannot select.
std::string describeSASSISelPosition();

namespace SASS {
/// Selects the intrinsic nodes patterns cannot (SASSISelIntrinsics.cpp): a
/// node with N's results, or null.
SDNode *selectIntrinsic(SelectionDAG &DAG, SDNode *N);
} // namespace SASS

void initializeSASSConvergencePass(PassRegistry &);
void initializeSASSScoreboardPass(PassRegistry &);
void initializeSASSLateReadRenamePass(PassRegistry &);
void initializeSASSFoldConstBankPass(PassRegistry &);
void initializeSASSWgmmaOperandLivenessPass(PassRegistry &);
void initializeSASSEarlyPredicatePass(PassRegistry &);
} // namespace llvm

extern "C" void LLVMInitializeSASSTarget();
extern "C" void LLVMInitializeSASSAsmPrinter();

#endif
