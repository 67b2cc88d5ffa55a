//===-- SASSISelTensor.h - Tuples, vector memory and tensor cores -*- C++ -*-===//
//
// Instruction selection for operations whose operands or results are
// register tuples (pairs and 4-aligned quads): 64/128-bit vector loads and
// stores, and the tensor-core and asynchronous-copy NVVM intrinsics (mma,
// ldmatrix, cp.async).  Lowering turns them into the target nodes below,
// whose operands are 32-bit words of legal types; selection packs the words
// into tuples (REG_SEQUENCE) and unpacks results (EXTRACT_SUBREG), so the
// register allocator assigns the tuples in place.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SASS_SASSISELTENSOR_H
#define LLVM_LIB_TARGET_SASS_SASSISELTENSOR_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/CodeGen/SelectionDAGTargetInfo.h"
#include "llvm/CodeGen/TargetLowering.h"
#include "llvm/IR/Intrinsics.h"

namespace llvm {
class SASSSubtarget;

namespace SASSISD {
// Numbered apart from SASSISelLowering.h's nodes.
enum TupleNodeType : unsigned {
  FIRST_TUPLE_NODE = ISD::BUILTIN_OP_END + 256,
  // (chain, TargetConstant machine opcode, address) -> (N i32 words, chain):
  // LDG/LDS/LDL/LD .64/.128, LDSM.
  LOAD_TUPLE = FIRST_TUPLE_NODE,
  // (chain, TargetConstant machine opcode, address, N i32 words) -> chain:
  // STG/STS/STL/ST .64/.128.
  STORE_TUPLE,
  // (TargetConstant machine opcode, TargetConstant A/B/C register counts
  // (A | B << 4 | C << 8 | D << 12), A words, B words, C words) -> D words.
  MMA,
  // (chain, TargetConstant machine opcode, shared address, global address
  // [, zero-fill predicate]) -> chain: LDGSTS.
  CP_ASYNC,
  LAST_TUPLE_NODE = CP_ASYNC,
};
} // namespace SASSISD

/// Tells the DAG which of the nodes above access memory.
class SASSSelectionDAGInfo : public SelectionDAGTargetInfo {
public:
  bool isTargetMemoryOpcode(unsigned Opcode) const override {
    return Opcode == SASSISD::LOAD_TUPLE || Opcode == SASSISD::STORE_TUPLE ||
           Opcode == SASSISD::CP_ASYNC;
  }
};

namespace SASS {
/// A 64/128-bit vector load or store with enough alignment as one LDG/STG
/// (LDS/STS, LDL/STL, LD/ST) .64/.128; false (Results empty) otherwise.
bool lowerVectorLoad(SDNode *N, SelectionDAG &DAG,
                     SmallVectorImpl<SDValue> &Results);
SDValue lowerVectorStore(SDValue Op, SelectionDAG &DAG);

/// The tensor-core and async-copy intrinsics (mma, ldmatrix, cp.async) as
/// the nodes above; an intrinsic of these families oa does not select is a
/// diagnostic at its source location.  A null SDValue: not one of them.
SDValue combineTensorIntrinsic(SDNode *N, TargetLowering::DAGCombinerInfo &DCI,
                               const SASSSubtarget &ST);
/// The conversions, special registers, scoped mbarriers and cluster
/// barriers of the NVVM intrinsics, before type legalization
/// (SASSISelIntrinsics.cpp); combineTensorIntrinsic asks it first, with the
/// intrinsic it has read off N.  A null SDValue: not one of them.
SDValue combineNVVMIntrinsic(SDNode *N, Intrinsic::ID ID, SelectionDAG &DAG,
                             const SASSSubtarget &ST);

/// Address selection of the selector: (address) -> (base, offset).
using AddrSelectFn = function_ref<bool(SDValue, SDValue &, SDValue &)>;

/// Selects a node above; Repl receives one value per result of N.
bool selectTupleNode(SelectionDAG &DAG, SDNode *N, AddrSelectFn Addr32,
                     AddrSelectFn Addr64, SmallVectorImpl<SDValue> &Repl);
} // namespace SASS
} // namespace llvm

#endif
