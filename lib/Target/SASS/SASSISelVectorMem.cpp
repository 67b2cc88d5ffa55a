//===-- SASSISelVectorMem.cpp - 64/128-bit vector loads and stores ---------===//
//
// Vector types are not legal (no vector registers); a load or store of a
// whole 64- or 128-bit vector that is aligned to its size becomes one
// LOAD_TUPLE / STORE_TUPLE of 32-bit words (LDG.E.128 and friends) before the
// type legalizer would split it into scalar accesses, and one of a 32-bit
// vector (<2 x half>, <2 x bfloat>, <4 x i8>) a plain 32-bit access: split,
// an attention kernel's <2 x bfloat> output stores were two STG.E.U16 each.
// The words are then taken apart or put together with ordinary integer
// nodes.
//
//===----------------------------------------------------------------------===//

#include "SASSISelTensor.h"
#include "SASS.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/CodeGen/SelectionDAGNodes.h"

using namespace llvm;

/// The .64/.128 load or store of address space AS, or 0.
static unsigned tupleMemOpcode(unsigned AS, unsigned Bits, bool Store) {
  bool W = Bits == 128;
  switch (AS) {
  case SASSAS::Global:
    return Store ? (W ? SASS::STG_128 : SASS::STG_64) : (W ? SASS::LDG_128 : SASS::LDG_64);
  case SASSAS::Generic:
    return Store ? (W ? SASS::STGEN_128 : SASS::STGEN_64)
                 : (W ? SASS::LDGEN_128 : SASS::LDGEN_64);
  case SASSAS::Shared:
    return Store ? (W ? SASS::STS_128 : SASS::STS_64) : (W ? SASS::LDS_128 : SASS::LDS_64);
  case SASSAS::Local:
    return Store ? (W ? SASS::STL_128 : SASS::STL_64) : (W ? SASS::LDL_128 : SASS::LDL_64);
  default:
    return 0;
  }
}

/// vectorAccess's answer for a 32-bit vector: one ordinary i32 load or store
/// (any address space), not a tuple opcode.
static constexpr unsigned PlainWord = ~0u;

/// The opcode for a whole-vector access of VT through Mem, PlainWord, or 0.
static unsigned vectorAccess(const LSBaseSDNode *Mem, EVT VT, bool Store) {
  if (!VT.isVector() || !VT.isSimple() || Mem->isIndexed())
    return 0;
  unsigned Bits = VT.getFixedSizeInBits(), EB = VT.getScalarSizeInBits();
  if ((Bits != 32 && Bits != 64 && Bits != 128) || (EB != 8 && EB != 16 && EB != 32 && EB != 64))
    return 0;
  if (Mem->getAlign().value() < Bits / 8 || (Bits == 32 && EB == 32))
    return 0;
  if (Bits == 32)
    return PlainWord;
  return tupleMemOpcode(Mem->getAddressSpace(), Bits, Store);
}

bool SASS::lowerVectorLoad(SDNode *N, SelectionDAG &DAG,
                           SmallVectorImpl<SDValue> &Results) {
  auto *LD = dyn_cast<LoadSDNode>(N);
  if (!LD || LD->getExtensionType() != ISD::NON_EXTLOAD)
    return false;
  EVT VT = LD->getValueType(0);
  unsigned Opc = vectorAccess(LD, VT, false);
  if (!Opc)
    return false;
  SDLoc DL(N);
  unsigned NW = VT.getFixedSizeInBits() / 32, EB = VT.getScalarSizeInBits();
  SDValue L;
  if (Opc == PlainWord) {
    L = DAG.getLoad(MVT::i32, DL, LD->getChain(), LD->getBasePtr(), LD->getMemOperand());
  } else {
    SmallVector<EVT, 5> VTs(NW, MVT::i32);
    VTs.push_back(MVT::Other);
    SDValue Ops[] = {LD->getChain(), DAG.getTargetConstant(Opc, DL, MVT::i32),
                     LD->getBasePtr()};
    L = DAG.getMemIntrinsicNode(SASSISD::LOAD_TUPLE, DL, DAG.getVTList(VTs), Ops, VT,
                                LD->getMemOperand());
  }
  EVT ET = VT.getVectorElementType(), IT = EVT::getIntegerVT(*DAG.getContext(), EB);
  SmallVector<SDValue, 16> Elts;
  for (unsigned I = 0, E = VT.getVectorNumElements(); I < E; ++I) {
    SDValue V;
    if (EB == 64) {
      V = DAG.getNode(ISD::BUILD_PAIR, DL, MVT::i64, L.getValue(2 * I), L.getValue(2 * I + 1));
    } else {
      unsigned PerWord = 32 / EB, Shift = (I % PerWord) * EB;
      V = L.getValue(I / PerWord);
      if (Shift)
        V = DAG.getNode(ISD::SRL, DL, MVT::i32, V, DAG.getConstant(Shift, DL, MVT::i32));
      if (EB < 32)
        V = DAG.getNode(ISD::TRUNCATE, DL, IT, V);
    }
    Elts.push_back(DAG.getBitcast(ET, V));
  }
  Results.push_back(DAG.getBuildVector(VT, DL, Elts));
  Results.push_back(L.getValue(NW));
  return true;
}

SDValue SASS::lowerVectorStore(SDValue Op, SelectionDAG &DAG) {
  auto *ST = cast<StoreSDNode>(Op);
  SDValue V = ST->getValue();
  EVT VT = V.getValueType();
  if (ST->isTruncatingStore())
    return SDValue();
  unsigned Opc = vectorAccess(ST, VT, true);
  if (!Opc)
    return SDValue();
  SDLoc DL(Op);
  unsigned NW = VT.getFixedSizeInBits() / 32, EB = VT.getScalarSizeInBits();
  EVT IT = EVT::getIntegerVT(*DAG.getContext(), EB);
  SmallVector<SDValue, 8> Ops = {ST->getChain(), DAG.getTargetConstant(Opc, DL, MVT::i32),
                                 ST->getBasePtr()};
  SmallVector<SDValue, 4> Words(NW);
  for (unsigned I = 0, E = VT.getVectorNumElements(); I < E; ++I) {
    SDValue X = DAG.getBitcast(IT, DAG.getExtractVectorElt(DL, VT.getVectorElementType(), V, I));
    if (EB == 64) {
      for (unsigned H = 0; H < 2; ++H)
        Words[2 * I + H] = DAG.getNode(ISD::EXTRACT_ELEMENT, DL, MVT::i32, X,
                                       DAG.getIntPtrConstant(H, DL));
      continue;
    }
    unsigned PerWord = 32 / EB, Shift = (I % PerWord) * EB;
    if (EB < 32)
      X = DAG.getNode(ISD::ZERO_EXTEND, DL, MVT::i32, X);
    if (Shift)
      X = DAG.getNode(ISD::SHL, DL, MVT::i32, X, DAG.getConstant(Shift, DL, MVT::i32));
    SDValue &W = Words[I / PerWord];
    W = W ? DAG.getNode(ISD::OR, DL, MVT::i32, W, X) : X;
  }
  if (Opc == PlainWord)
    return DAG.getStore(ST->getChain(), DL, Words[0], ST->getBasePtr(), ST->getMemOperand());
  Ops.append(Words.begin(), Words.end());
  return DAG.getMemIntrinsicNode(SASSISD::STORE_TUPLE, DL, DAG.getVTList(MVT::Other), Ops,
                                 VT, ST->getMemOperand());
}
