//===-- SASSISelLowering.h - SASS DAG lowering ------------------*- C++ -*-===//
#ifndef LLVM_LIB_TARGET_SASS_SASSISELLOWERING_H
#define LLVM_LIB_TARGET_SASS_SASSISELLOWERING_H

#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/CodeGen/TargetLowering.h"

namespace llvm {
class SASSSubtarget;
class SASSTargetMachine;

namespace SASSISD {
enum NodeType : unsigned {
  FIRST_NUMBER = ISD::BUILTIN_OP_END,
  PARAM,       // load of a kernel parameter word from constant bank 0
  EXIT,        // end of the kernel
  SHARED_ADDR, // window offset of a shared variable
  GLOBAL_ADDR, // a device global's address, from its slot in constant bank 4
  CALL,        // a call to a driver function (vprintf)
  CALL_INT,    // a call to a device function of the kernel (the call ABI)
  RET,         // a device function's return
  // Packed half arithmetic on i32 words of two halves (SASSISelHalf.cpp).
  HADD2,
  HSUB2,
  HMUL2,
  HFMA2,
  BFADD2,
  BFSUB2,
  BFMUL2,
  BFFMA2,
  FCHK, // i1: the f32 division a / d needs the slow path
};
} // namespace SASSISD

namespace SASS {
/// A machine node of a SASS instruction built by hand, with the trailing
/// operands every SASS instruction has (no guard, empty control field) that
/// patterns add by themselves.
SDNode *machineNode(SelectionDAG &DAG, unsigned Opc, const SDLoc &DL,
                    ArrayRef<EVT> VTs, ArrayRef<SDValue> Ops);
inline SDNode *machineNode(SelectionDAG &DAG, unsigned Opc, const SDLoc &DL,
                           EVT VT, ArrayRef<SDValue> Ops) {
  return machineNode(DAG, Opc, DL, ArrayRef<EVT>(VT), Ops);
}
/// f16/bf16 fadd, fsub, fmul and fma (scalar or even-length vectors) as
/// packed half operations on i32 words, before type legalization.
SDValue combineHalfArith(SDNode *N, TargetLowering::DAGCombinerInfo &DCI);
} // namespace SASS

class SASSTargetLowering : public TargetLowering {
  const SASSSubtarget &ST;

public:
  bool isFPImmLegal(const APFloat &, EVT, bool ForCodeSize) const override { return true; }
  SASSTargetLowering(const TargetMachine &TM, const SASSSubtarget &ST);

  const char *getTargetNodeName(unsigned Opcode) const override;
  EVT getSetCCResultType(const DataLayout &DL, LLVMContext &Ctx,
                         EVT VT) const override {
    // A vector compare gives a vector of predicates (a scalar i1 for it
    // sent the combiner round in circles on i1-vector compares).
    if (VT.isVector())
      return EVT::getVectorVT(Ctx, MVT::i1, VT.getVectorElementCount());
    return MVT::i1;
  }
  MVT getScalarShiftAmountTy(const DataLayout &, EVT) const override {
    return MVT::i32;
  }
  // A truncation is free (the low register of a pair, or the same
  // register) only from a wider integer to a narrower one: answering true
  // for i32 -> i64 let LSR rewrite an i64 exit value as the zext of an i32
  // one (wrong when negative) and build a zext from i32 to i16 (difftest
  // findings lsr-exit-value-zext, lsr-zext-to-narrower).
  bool isTruncateFree(Type *Src, Type *Dst) const override {
    return Src->isIntegerTy() && Dst->isIntegerTy() &&
           Src->getPrimitiveSizeInBits() > Dst->getPrimitiveSizeInBits();
  }
  bool isTruncateFree(EVT Src, EVT Dst) const override {
    return Src.isScalarInteger() && Dst.isScalarInteger() &&
           Src.getFixedSizeInBits() > Dst.getFixedSizeInBits();
  }
  bool isZExtFree(EVT, EVT) const override { return false; }
  // ctlz/cttz of 0 is defined (FLO gives 0xffffffff): two or three ALU
  // instructions, less than the branch and convergence region CodeGenPrepare
  // would otherwise put around a zero test (NVPTX answers the same).
  bool isCheapToSpeculateCttz(Type *) const override { return true; }
  bool isCheapToSpeculateCtlz(Type *) const override { return true; }
  bool isFMAFasterThanFMulAndFAdd(const MachineFunction &MF,
                                  EVT VT) const override {
    return true;
  }
  AtomicExpansionKind
  shouldExpandAtomicRMWInIR(AtomicRMWInst *AI) const override;
  /// An atomic store is an exchange whose result is unused (ATOM.EXCH, or
  /// a compare-and-swap loop below 32 bits).
  AtomicExpansionKind shouldExpandAtomicStoreInIR(StoreInst *) const override {
    return AtomicExpansionKind::Expand;
  }
  bool isLegalAddressingMode(const DataLayout &DL, const AddrMode &AM, Type *Ty,
                             unsigned AS,
                             Instruction *I = nullptr) const override;

  SDValue LowerFormalArguments(SDValue Chain, CallingConv::ID CC, bool IsVarArg,
                               const SmallVectorImpl<ISD::InputArg> &Ins,
                               const SDLoc &DL, SelectionDAG &DAG,
                               SmallVectorImpl<SDValue> &InVals) const override;
  SDValue LowerReturn(SDValue Chain, CallingConv::ID CC, bool IsVarArg,
                      const SmallVectorImpl<ISD::OutputArg> &Outs,
                      const SmallVectorImpl<SDValue> &OutVals, const SDLoc &DL,
                      SelectionDAG &DAG) const override;
  SDValue LowerCall(CallLoweringInfo &CLI,
                    SmallVectorImpl<SDValue> &InVals) const override;
  SDValue LowerOperation(SDValue Op, SelectionDAG &DAG) const override;
  void ReplaceNodeResults(SDNode *N, SmallVectorImpl<SDValue> &Results,
                          SelectionDAG &DAG) const override;
  SDValue PerformDAGCombine(SDNode *N, DAGCombinerInfo &DCI) const override;

private:
  SDValue lowerGlobalAddress(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerDriverCall(CallLoweringInfo &CLI, StringRef Name,
                          SmallVectorImpl<SDValue> &InVals) const;
  SDValue lowerInternalCall(CallLoweringInfo &CLI, const Function &Callee,
                            SmallVectorImpl<SDValue> &InVals) const;
  SDValue lowerCalleeArguments(SDValue Chain, const SmallVectorImpl<ISD::InputArg> &Ins,
                               const SDLoc &DL, SelectionDAG &DAG,
                               SmallVectorImpl<SDValue> &InVals) const;
  SDValue lowerUDivRem(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerSDivRem(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerFDiv(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerFSqrt(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerUnary(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerFence(SDValue Op, SelectionDAG &DAG) const;
  SDValue noMathLibrary(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerAddrSpaceCast(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerBoolMemory(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerBoolConvert(SDValue Op, SelectionDAG &DAG) const;
  SDValue unsupported(SDValue Op, SelectionDAG &DAG, const Twine &What) const;
};
} // namespace llvm

#endif
