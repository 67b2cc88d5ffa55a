//===-- SASSWgmma.cpp - wgmma.mma_async as HGMMA -------------------------===//
//
// wgmma.mma_async reaches the code generator as a call of
// oa.wgmma.mma_async.sync.aligned.m64nNkK.D.A.B.{ss,rs} (lib/PTX/
// ToLLVMAsync.cpp; docs/PTX.md gives its arguments): the D values, A (an
// i64 descriptor, or four registers), the i64 B descriptor, scale-d (i1),
// imm-scale-a/b (1 or -1) and imm-trans-a/b.  It becomes one HGMMA
// (SASSInstrWgmma.td): the accumulators as one register tuple (a
// REG_SEQUENCE of the D values, tied to the result, which EXTRACT_SUBREG
// unpacks), the descriptors R2UR'd into UR32-UR35 and glued to it, as the
// mbarrier init fills its uniform registers.  wgmma.fence is
// WARPGROUP.ARRIVE, wait_group N WARPGROUP.DEPBAR.LE gsb0, N, and
// commit_group a marker SASSWarpgroup.cpp turns into gsb0 on the group's
// last HGMMA after register allocation, where it also makes sure no
// instruction touches an in-flight accumulator.
// What oa does not select (integer, fp8 and b1 types, .satfinite, shapes
// without a form, a scale-d that is not a constant, more than 64
// accumulator registers) is a located error.
//
//===----------------------------------------------------------------------===//

#include "SASSAsync90.h"
#include "SASSISelLowering.h"
#include "SASSSubtarget.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

using namespace llvm;

unsigned SASS::findOpcode(const TargetInstrInfo &TII, StringRef Name) {
  static StringMap<unsigned> ByName;
  if (ByName.empty())
    for (unsigned Opc = 0, E = TII.getNumOpcodes(); Opc < E; ++Opc) {
      StringRef N = TII.getName(Opc);
      if (N.starts_with("HGMMA_"))
        ByName[N] = Opc;
    }
  return ByName.lookup(Name);
}

namespace {
const unsigned SubIdx[] = {
    SASS::sub0,  SASS::sub1,  SASS::sub2,  SASS::sub3,  SASS::sub4,  SASS::sub5,  SASS::sub6,
    SASS::sub7,  SASS::sub8,  SASS::sub9,  SASS::sub10, SASS::sub11, SASS::sub12, SASS::sub13,
    SASS::sub14, SASS::sub15, SASS::sub16, SASS::sub17, SASS::sub18, SASS::sub19, SASS::sub20,
    SASS::sub21, SASS::sub22, SASS::sub23, SASS::sub24, SASS::sub25, SASS::sub26, SASS::sub27,
    SASS::sub28, SASS::sub29, SASS::sub30, SASS::sub31, SASS::sub32, SASS::sub33, SASS::sub34,
    SASS::sub35, SASS::sub36, SASS::sub37, SASS::sub38, SASS::sub39, SASS::sub40, SASS::sub41,
    SASS::sub42, SASS::sub43, SASS::sub44, SASS::sub45, SASS::sub46, SASS::sub47, SASS::sub48,
    SASS::sub49, SASS::sub50, SASS::sub51, SASS::sub52, SASS::sub53, SASS::sub54, SASS::sub55,
    SASS::sub56, SASS::sub57, SASS::sub58, SASS::sub59, SASS::sub60, SASS::sub61, SASS::sub62,
    SASS::sub63};

} // namespace

unsigned SASS::tupleSubReg(unsigned K) { return SubIdx[K]; }

namespace {
/// The tuple class of N registers (the next size up).
unsigned tupleClass(unsigned N, unsigned &Size) {
  if (N <= 4)
    return Size = 4, SASS::GPR128RegClassID;
  if (N <= 8)
    return Size = 8, SASS::GPR256RegClassID;
  if (N <= 16)
    return Size = 16, SASS::GPR512RegClassID;
  if (N <= 32)
    return Size = 32, SASS::GPR1024RegClassID;
  return Size = 64, SASS::GPR2048RegClassID;
}

/// Words (i32, f32) as one tuple of Size registers; the rest undefined.
SDValue tuple(SelectionDAG &DAG, const SDLoc &DL, ArrayRef<SDValue> Words, unsigned RC,
              unsigned Size) {
  SmallVector<SDValue, 129> Ops = {DAG.getTargetConstant(RC, DL, MVT::i32)};
  SDValue Undef;
  for (unsigned I = 0; I < Size; ++I) {
    SDValue W;
    if (I < Words.size()) {
      W = Words[I];
      if (W.getValueType() != MVT::i32)
        W = DAG.getBitcast(MVT::i32, W);
    } else {
      if (!Undef)
        Undef = SDValue(DAG.getMachineNode(TargetOpcode::IMPLICIT_DEF, DL, MVT::i32), 0);
      W = Undef;
    }
    Ops.push_back(W);
    Ops.push_back(DAG.getTargetConstant(SubIdx[I], DL, MVT::i32));
  }
  return SDValue(DAG.getMachineNode(TargetOpcode::REG_SEQUENCE, DL, MVT::Untyped, Ops), 0);
}

struct Glued {
  SelectionDAG &DAG;
  SDLoc DL;
  SDValue Ch, Glue;
  void r2ur(unsigned Opc, SDValue V) {
    SmallVector<SDValue, 3> Ops = {V, Ch};
    if (Glue)
      Ops.push_back(Glue);
    SDNode *M = SASS::machineNode(DAG, Opc, DL, {MVT::Other, MVT::Glue}, Ops);
    Ch = SDValue(M, 0);
    Glue = SDValue(M, 1);
  }
  void r2ur64(unsigned Lo, unsigned Hi, SDValue V) {
    // The pair's halves as they are (no shift).
    r2ur(Lo, DAG.getTargetExtractSubreg(SASS::sub0, DL, MVT::i32, V));
    r2ur(Hi, DAG.getTargetExtractSubreg(SASS::sub1, DL, MVT::i32, V));
  }
};

SDValue fail(TargetLowering::CallLoweringInfo &CLI, SmallVectorImpl<SDValue> &InVals,
             const Twine &Msg) {
  SelectionDAG &DAG = CLI.DAG;
  DAG.getContext()->diagnose(DiagnosticInfoUnsupported(DAG.getMachineFunction().getFunction(),
                                                       Msg, CLI.DL.getDebugLoc()));
  for (const ISD::InputArg &In : CLI.Ins)
    InVals.push_back(DAG.getUNDEF(In.VT));
  return CLI.Chain;
}
} // namespace

SDValue SASS::lowerWgmmaCall(TargetLowering::CallLoweringInfo &CLI, StringRef Name,
                             SmallVectorImpl<SDValue> &InVals) {
  SelectionDAG &DAG = CLI.DAG;
  const SDLoc &DL = CLI.DL;
  auto Unsupported = [&](const Twine &Why) {
    return fail(CLI, InVals, "wgmma." + Name.drop_front(9) + Why);
  };
  if (DAG.getSubtarget<SASSSubtarget>().getSMVersion() < 90)
    return Unsupported(" requires sm_90");
  // m64nNkK[.satfinite].D.A.B.{ss,rs}
  SmallVector<StringRef, 12> P;
  Name.split(P, '.');
  // oa wgmma mma_async sync aligned m64nNkK ...
  if (P.size() < 10 || !P[5].consume_front("m64n"))
    return Unsupported(" is not a wgmma.mma_async oa knows");
  unsigned N = 0, K = 0;
  auto [NS, KS] = P[5].split('k');
  if (NS.getAsInteger(10, N) || KS.getAsInteger(10, K))
    return Unsupported(" is not a wgmma.mma_async oa knows");
  unsigned Q = 6;
  if (P[Q] == "satfinite")
    return Unsupported(" with .satfinite (integer types) is not supported by oa");
  StringRef DT = P[Q], AT = P[Q + 1], BT = P[Q + 2], Form = P[Q + 3];
  bool RS = Form == "rs";
  const char *Tag = nullptr;
  unsigned RegDiv = 2;
  if (AT != BT)
    return Unsupported(" is not supported by oa");
  if (AT == "f16" && DT == "f16")
    Tag = "H", RegDiv = 4;
  else if (AT == "f16" && DT == "f32")
    Tag = "F";
  else if (AT == "bf16" && DT == "f32")
    Tag = "BF";
  else if (AT == "tf32" && DT == "f32")
    Tag = "TF";
  else
    return Unsupported(": oa selects f16, bf16 and tf32 sources only (no IGMMA/QGMMA/BGMMA yet)");
  unsigned ND = N / RegDiv;
  // PTX allows every N that is a multiple of 8 up to 256.
  if (N < 8 || N > 256 || N % 8)
    return Unsupported(": N must be a multiple of 8 from 8 to 256");
  // Arguments: ND D values, A (1 descriptor or 4 registers), B, scale-d,
  // imm-scale-a, imm-scale-b, imm-trans-a, imm-trans-b.
  unsigned NA = RS ? 4 : 1;
  if (CLI.OutVals.size() != ND + NA + 6 || CLI.Ins.size() != ND)
    return Unsupported(" has an unexpected signature");
  ArrayRef<SDValue> Args(CLI.OutVals);
  SDValue ScaleD = Args[ND + NA + 1];
  int64_t Imm[4];
  for (unsigned I = 0; I < 4; ++I) {
    auto *C = dyn_cast<ConstantSDNode>(Args[ND + NA + 2 + I]);
    if (!C)
      return Unsupported(" with immediates that are not constants");
    Imm[I] = C->getSExtValue();
  }
  auto *SD = dyn_cast<ConstantSDNode>(ScaleD);
  if (!SD)
    return Unsupported(" with a scale-d that is not a constant is not supported by oa");
  bool Acc = !SD->isZero();
  if ((Imm[0] != 1 && Imm[0] != -1) || (Imm[1] != 1 && Imm[1] != -1) || (Imm[2] & ~1) ||
      (Imm[3] & ~1))
    return Unsupported(" has imm-scale or imm-trans values PTX does not allow");
  bool TA = Imm[2], TB = Imm[3];
  if ((TA || TB) && StringRef(Tag) == "TF")
    return Unsupported(": tf32 has no transposed layouts");
  if (TA && RS)
    return Unsupported(": a register A has no imm-trans-a");

  // oa's HGMMA forms have N in Ns and at most 64 accumulator registers (a
  // longer tuple exceeds LLVM's lane masks).  Another N is done as HGMMAs
  // on consecutive column ranges of N: columns [n0, n0 + c) are accumulator
  // registers [n0, n0 + c) / RegDiv and, for a K-major B, rows n0.. of B,
  // (n0 / 8) SBOs further (SBO strides the 8-row core-matrix groups of a
  // K-major layout in every swizzle mode).  An MN-major B would need its
  // swizzle atoms' N extent, which the descriptor does not carry.
  static const unsigned Ns[] = {8, 16, 24, 32, 48, 64, 96, 128, 192, 256};
  SmallVector<unsigned, 4> Chunks;
  if (llvm::is_contained(Ns, N) && ND <= 64) {
    Chunks.push_back(N);
  } else {
    if (TB)
      return Unsupported(": oa does N=" + Twine(N) +
                         " as several HGMMAs, which needs a K-major B (imm-trans-b 0)");
    for (unsigned Left = N; Left;) {
      unsigned C = 0;
      for (unsigned Cand : Ns)
        if (Cand <= Left && Cand / RegDiv <= 64)
          C = Cand;
      Chunks.push_back(C);
      Left -= C;
    }
  }

  const TargetInstrInfo &TII = *DAG.getSubtarget().getInstrInfo();
  SmallVector<unsigned, 4> Opcs;
  for (unsigned C : Chunks) {
    std::string OpName = (Twine("HGMMA_") + Tag + "_N" + Twine(C) + (RS ? "_RS_" : "_SS_") +
                          Twine((int)TA) + Twine((int)TB) + Twine((int)(Imm[0] < 0)) +
                          Twine((int)(Imm[1] < 0)) + (Acc ? "_ACC" : "_Z"))
                             .str();
    unsigned Opc = SASS::findOpcode(TII, OpName);
    if (!Opc)
      return Unsupported(": oa has no HGMMA form " + OpName);
    Opcs.push_back(Opc);
  }

  Glued G{DAG, DL, CLI.Chain, SDValue()};
  SDValue B = Args[ND + NA];
  unsigned N0 = 0;
  for (unsigned K = 0; K < Chunks.size(); ++K) {
    unsigned C = Chunks[K], NDc = C / RegDiv, R0 = N0 / RegDiv;
    if (!RS)
      G.r2ur64(SASS::R2UR_UR32, SASS::R2UR_UR33, Args[ND]);
    SDValue BK = B;
    if (N0) {
      // The start address (bits 0-13, 16-byte units) moves (N0 / 8) SBOs
      // (bits 32-45, the same units).
      SDValue SBO = DAG.getNode(ISD::AND, DL, MVT::i64,
                                DAG.getNode(ISD::SRL, DL, MVT::i64, B,
                                            DAG.getConstant(32, DL, MVT::i32)),
                                DAG.getConstant(0x3fff, DL, MVT::i64));
      BK = DAG.getNode(ISD::ADD, DL, MVT::i64, B,
                       DAG.getNode(ISD::MUL, DL, MVT::i64, SBO,
                                   DAG.getConstant(N0 / 8, DL, MVT::i64)));
    }
    G.r2ur64(SASS::R2UR_UR34, SASS::R2UR_UR35, BK);
    unsigned Size;
    unsigned RC = tupleClass(NDc, Size);
    SmallVector<SDValue, 4> Ops;
    if (RS) {
      SDValue AW[4];
      for (unsigned I = 0; I < 4; ++I)
        AW[I] = Args[ND + I];
      Ops.push_back(tuple(DAG, DL, AW, SASS::GPR128RegClassID, 4));
    }
    if (Acc)
      Ops.push_back(tuple(DAG, DL, Args.slice(R0, NDc), RC, Size));
    Ops.push_back(G.Ch);
    Ops.push_back(G.Glue);
    SDNode *M = SASS::machineNode(DAG, Opcs[K], DL, {MVT::Untyped, MVT::Other}, Ops);
    for (unsigned I = 0; I < NDc; ++I) {
      SDValue W = DAG.getTargetExtractSubreg(SubIdx[I], DL, MVT::i32, SDValue(M, 0));
      EVT VT = CLI.Ins[R0 + I].VT;
      InVals.push_back(VT == MVT::i32 ? W : DAG.getBitcast(VT, W));
    }
    G.Ch = SDValue(M, 1);
    G.Glue = SDValue();
    N0 += C;
  }
  return G.Ch;
}

SDValue SASS::combineWgmmaIntrinsic(SDNode *N, Intrinsic::ID ID, SelectionDAG &DAG,
                                    const SASSSubtarget &ST) {
  if (ST.getSMVersion() < 90)
    return SDValue();
  SDLoc DL(N);
  SDValue Ch = N->getOperand(0);
  switch (ID) {
  case Intrinsic::nvvm_wgmma_fence_sync_aligned:
    return SDValue(SASS::machineNode(DAG, SASS::WARPGROUP_ARRIVEcg, DL, MVT::Other, {Ch}), 0);
  case Intrinsic::nvvm_wgmma_commit_group_sync_aligned:
    return SDValue(DAG.getMachineNode(SASS::WGMMA_COMMIT, DL, MVT::Other, Ch), 0);
  case Intrinsic::nvvm_wgmma_wait_group_sync_aligned: {
    // The count field has 3 bits: waiting for at most 7 groups is stricter
    // than any larger N, so it stays correct.
    uint64_t Cnt = std::min<uint64_t>(N->getConstantOperandVal(2), 7);
    return SDValue(SASS::machineNode(DAG, SASS::WARPGROUP_DEPBARcg, DL, MVT::Other,
                                     {DAG.getTargetConstant(Cnt, DL, MVT::i32), Ch}),
                   0);
  }
  default:
    return SDValue();
  }
}
