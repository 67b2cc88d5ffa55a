//===-- SASSISelHalf.cpp - f16/bf16 arithmetic on the packed half pipe ----===//
//
// f16 and bf16 are not legal types: left alone, the type legalizer converts
// every operand to f32 (HADD2.F32 / a shift), operates in f32 and converts
// back (F2FP), and an f16 FMA goes through f64 to round once.  The hardware
// has packed half arithmetic (HADD2, HMUL2, HFMA2, HFMA2.BF16_V2) that ptxas
// uses for the same source.  Before type legalization, fadd/fsub/fmul/fma of
// f16, bf16 and their even-length vectors are rewritten here into
// SASSISD::HADD2 ... BFFMA2 on the i32 words holding two halves each
// (SASSInstrHalf.td selects them); bitcasts connect them to the rest of the
// DAG, so a <2 x half> load, its arithmetic and its store stay 32-bit words.
//
// Every rewritten operation rounds once to the half format, as the IR
// operation means; the f32 route rounded add/sub/mul the same way (f32 is
// wide enough) and FMA through f64.
//
//===----------------------------------------------------------------------===//

#include "SASSISelLowering.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

/// The SASSISD opcode for Opc on f16 (BF false) or bf16 (BF true) pairs.
static unsigned halfOpcode(unsigned Opc, bool BF) {
  switch (Opc) {
  case ISD::FADD:
    return BF ? SASSISD::BFADD2 : SASSISD::HADD2;
  case ISD::FSUB:
    return BF ? SASSISD::BFSUB2 : SASSISD::HSUB2;
  case ISD::FMUL:
    return BF ? SASSISD::BFMUL2 : SASSISD::HMUL2;
  case ISD::FMA:
    return BF ? SASSISD::BFFMA2 : SASSISD::HFMA2;
  default:
    return 0;
  }
}

/// A multiply whose only user is an add or subtract LLVM may fuse it with:
/// left for the generic combine, which forms an FMA (rewritten in its turn).
static bool mayContract(SDNode *N, SelectionDAG &DAG) {
  if (N->getOpcode() != ISD::FMUL || !N->hasOneUse())
    return false;
  SDNode *U = *N->user_begin();
  if (U->getOpcode() != ISD::FADD && U->getOpcode() != ISD::FSUB)
    return false;
  if (DAG.getTarget().Options.AllowFPOpFusion == FPOpFusion::Fast)
    return true;
  return N->getFlags().hasAllowContract() && U->getFlags().hasAllowContract();
}

SDValue SASS::combineHalfArith(SDNode *N, TargetLowering::DAGCombinerInfo &DCI) {
  if (!DCI.isBeforeLegalize())
    return SDValue();
  EVT VT = N->getValueType(0);
  EVT ET = VT.getScalarType();
  bool BF = ET == MVT::bf16;
  if (ET != MVT::f16 && !BF)
    return SDValue();
  unsigned Words = VT.isVector() ? VT.getVectorNumElements() / 2 : 1;
  if (VT.isVector() && (VT.getVectorNumElements() % 2 || VT.isScalableVector()))
    return SDValue();
  SelectionDAG &DAG = DCI.DAG;
  if (mayContract(N, DAG))
    return SDValue();
  unsigned Opc = halfOpcode(N->getOpcode(), BF);
  if (!Opc)
    return SDValue();
  SDLoc DL(N);

  // Each operand as its words: a scalar is any-extended into the low half.
  SmallVector<SmallVector<SDValue, 4>, 3> Ops;
  for (const SDValue &Op : N->ops()) {
    SmallVector<SDValue, 4> W;
    if (!VT.isVector()) {
      W.push_back(DAG.getNode(ISD::ANY_EXTEND, DL, MVT::i32, DAG.getBitcast(MVT::i16, Op)));
    } else if (Words == 1) {
      W.push_back(DAG.getBitcast(MVT::i32, Op));
    } else {
      SDValue V = DAG.getBitcast(EVT::getVectorVT(*DAG.getContext(), MVT::i32, Words), Op);
      for (unsigned K = 0; K < Words; ++K)
        W.push_back(DAG.getNode(ISD::EXTRACT_VECTOR_ELT, DL, MVT::i32, V,
                                DAG.getVectorIdxConstant(K, DL)));
    }
    Ops.push_back(W);
  }
  SmallVector<SDValue, 4> Res;
  for (unsigned K = 0; K < Words; ++K) {
    SmallVector<SDValue, 3> Args;
    for (auto &W : Ops)
      Args.push_back(W[K]);
    Res.push_back(DAG.getNode(Opc, DL, MVT::i32, Args));
  }
  if (!VT.isVector())
    return DAG.getBitcast(VT, DAG.getNode(ISD::TRUNCATE, DL, MVT::i16, Res[0]));
  if (Words == 1)
    return DAG.getBitcast(VT, Res[0]);
  return DAG.getBitcast(
      VT, DAG.getBuildVector(EVT::getVectorVT(*DAG.getContext(), MVT::i32, Words), DL, Res));
}
