//===-- SASSISelDAGToDAG.cpp - SASS instruction selection -----------------===//
//
// TableGen patterns select most nodes; this file handles addressing modes and
// the 64-bit integer operations that become pairs of 32-bit instructions with
// a carry or an extended compare through a predicate.
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "SASSISelLowering.h"
#include "SASSISelTensor.h"
#include "SASSSubtarget.h"
#include "SASSTargetMachine.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/SelectionDAGISel.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

using namespace llvm;

#define DEBUG_TYPE "sass-isel"
#define PASS_NAME "SASS DAG->DAG instruction selection"

// What Select is working on, for describeSASSISelPosition.
static const Function *SelFunction;
static DebugLoc SelLoc;

std::string llvm::describeSASSISelPosition() {
  if (!SelFunction)
    return "";
  std::string S;
  raw_string_ostream OS(S);
  if (const DILocation *L = SelLoc.get())
    OS << L->getFilename() << ":" << L->getLine() << ":" << L->getColumn() << ": ";
  OS << "in function '" << SelFunction->getName() << "'";
  return S;
}

namespace {
class SASSDAGToDAGISel : public SelectionDAGISel {
  const SASSSubtarget *Subtarget = nullptr;

public:
  explicit SASSDAGToDAGISel(SASSTargetMachine &TM) : SelectionDAGISel(TM) {}

  bool runOnMachineFunction(MachineFunction &MF) override {
    Subtarget = &MF.getSubtarget<SASSSubtarget>();
    SelFunction = &MF.getFunction();
    SelLoc = DebugLoc();
    bool Changed = SelectionDAGISel::runOnMachineFunction(MF);
    SelFunction = nullptr;
    return readOnlyLoads(MF) || Changed;
  }
  static bool readOnlyLoads(MachineFunction &MF);

  void Select(SDNode *N) override;
  bool selectAddr64(SDValue N, SDValue &Base, SDValue &Off);
  bool selectAddr32(SDValue N, SDValue &Base, SDValue &Off);

#include "SASSGenDAGISel.inc"

private:
  SDValue lo(SDValue V, const SDLoc &DL) {
    return CurDAG->getTargetExtractSubreg(SASS::sub0, DL, MVT::i32, V);
  }
  SDValue hi(SDValue V, const SDLoc &DL) {
    return CurDAG->getTargetExtractSubreg(SASS::sub1, DL, MVT::i32, V);
  }
  SDValue imm(int64_t V, const SDLoc &DL) {
    return CurDAG->getTargetConstant(V, DL, MVT::i32);
  }
  SDValue pair(SDValue Lo, SDValue Hi, const SDLoc &DL, MVT VT = MVT::i64);
  SDValue node(unsigned Opc, const SDLoc &DL, ArrayRef<SDValue> Ops) {
    return SDValue(mnode(Opc, DL, MVT::i32, Ops), 0);
  }
  SDNode *mnode(unsigned Opc, const SDLoc &DL, ArrayRef<EVT> VTs,
                ArrayRef<SDValue> Ops) {
    return SASS::machineNode(*CurDAG, Opc, DL, VTs, Ops);
  }
  SDNode *mnode(unsigned Opc, const SDLoc &DL, EVT VT, ArrayRef<SDValue> Ops) {
    return SASS::machineNode(*CurDAG, Opc, DL, VT, Ops);
  }
  void selectNodeTo(SDNode *N, unsigned Opc, EVT VT, ArrayRef<SDValue> Ops) {
    ReplaceNode(N, mnode(Opc, SDLoc(N), VT, Ops));
  }
  void selectAddSub64(SDNode *N);
  void selectMul64(SDNode *N);
  void selectShift64(SDNode *N);
  void selectMulHU64(SDNode *N);
  void selectSetCC64(SDNode *N);
  bool selectRedux(SDNode *N);
};

class SASSDAGToDAGISelLegacy : public SelectionDAGISelLegacy {
public:
  static char ID;
  explicit SASSDAGToDAGISelLegacy(SASSTargetMachine &TM)
      : SelectionDAGISelLegacy(ID, std::make_unique<SASSDAGToDAGISel>(TM)) {}
  StringRef getPassName() const override {
    return "SASS DAG->DAG Pattern Instruction Selection";
  }
};
} // namespace

char SASSDAGToDAGISelLegacy::ID = 0;

/// Global loads whose memory no thread writes while the kernel runs become
/// LDG.E.CONSTANT (ld.global.nc), as NVPTX selects ld.global.nc and ptxas
/// writes it: every object the address may point into is a kernel argument
/// that is `noalias` (`__restrict__`) and only read (`const`, inferred by
/// the front end's optimiser), or a constant global.  NVPTX's rule
/// (canLowerToLDG); the MMO's IR value names the address.
bool SASSDAGToDAGISel::readOnlyLoads(MachineFunction &MF) {
  const Function &F = MF.getFunction();
  if (F.getCallingConv() != CallingConv::PTX_Kernel)
    return false;
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      unsigned NC;
      switch (MI.getOpcode()) {
      case SASS::LDG_32: NC = SASS::LDGNC_32; break;
      case SASS::LDG_64: NC = SASS::LDGNC_64; break;
      case SASS::LDG_128: NC = SASS::LDGNC_128; break;
      case SASS::LDG_U8: NC = SASS::LDGNC_U8; break;
      case SASS::LDG_S8: NC = SASS::LDGNC_S8; break;
      case SASS::LDG_U16: NC = SASS::LDGNC_U16; break;
      case SASS::LDG_S16: NC = SASS::LDGNC_S16; break;
      default: continue;
      }
      if (!MI.hasOneMemOperand())
        continue;
      const MachineMemOperand &MMO = **MI.memoperands_begin();
      if (MMO.isVolatile() || MMO.isAtomic() || !MMO.getValue())
        continue;
      bool ReadOnly = MMO.isInvariant();
      if (!ReadOnly) {
        SmallVector<const Value *, 4> Objs;
        getUnderlyingObjects(MMO.getValue(), Objs);
        ReadOnly = !Objs.empty() && llvm::all_of(Objs, [](const Value *V) {
          if (const auto *A = dyn_cast<Argument>(V))
            return A->onlyReadsMemory() && A->hasNoAliasAttr();
          if (const auto *GV = dyn_cast<GlobalVariable>(V))
            return GV->isConstant();
          return false;
        });
      }
      if (!ReadOnly)
        continue;
      MI.setDesc(TII.get(NC));
      Changed = true;
    }
  return Changed;
}

FunctionPass *llvm::createSASSISelDag(SASSTargetMachine &TM) {
  return new SASSDAGToDAGISelLegacy(TM);
}

SDValue SASSDAGToDAGISel::pair(SDValue Lo, SDValue Hi, const SDLoc &DL, MVT VT) {
  SDValue Ops[] = {
      CurDAG->getTargetConstant(SASS::GPR64RegClassID, DL, MVT::i32), Lo,
      CurDAG->getTargetConstant(SASS::sub0, DL, MVT::i32), Hi,
      CurDAG->getTargetConstant(SASS::sub1, DL, MVT::i32)};
  return SDValue(CurDAG->getMachineNode(TargetOpcode::REG_SEQUENCE, DL, VT, Ops), 0);
}

bool SASSDAGToDAGISel::selectAddr64(SDValue N, SDValue &Base, SDValue &Off) {
  SDLoc DL(N);
  if (N.getOpcode() == ISD::ADD)
    if (auto *C = dyn_cast<ConstantSDNode>(N.getOperand(1)))
      if (isInt<24>(C->getSExtValue())) {
        Base = N.getOperand(0);
        Off = imm(C->getSExtValue(), DL);
        return true;
      }
  Base = N;
  Off = imm(0, DL);
  return true;
}

bool SASSDAGToDAGISel::selectAddr32(SDValue N, SDValue &Base, SDValue &Off) {
  SDLoc DL(N);
  if (auto *FI = dyn_cast<FrameIndexSDNode>(N)) {
    Base = CurDAG->getTargetFrameIndex(FI->getIndex(), MVT::i32);
    Off = imm(0, DL);
    return true;
  }
  if (auto *C = dyn_cast<ConstantSDNode>(N))
    if (isInt<24>(C->getSExtValue())) {
      Base = CurDAG->getRegister(SASS::RZ, MVT::i32);
      Off = imm(C->getSExtValue(), DL);
      return true;
    }
  if (CurDAG->isBaseWithConstantOffset(N)) {
    auto *C = cast<ConstantSDNode>(N.getOperand(1));
    if (isInt<24>(C->getSExtValue())) {
      int64_t V = C->getSExtValue();
      auto *C0 = dyn_cast<ConstantSDNode>(N.getOperand(0));
      if (auto *FI = dyn_cast<FrameIndexSDNode>(N.getOperand(0))) {
        Base = CurDAG->getTargetFrameIndex(FI->getIndex(), MVT::i32);
      } else if (C0 && isInt<24>(C0->getSExtValue() + V)) {
        // A parameter's fixed address plus a field offset.
        Base = CurDAG->getRegister(SASS::RZ, MVT::i32);
        V += C0->getSExtValue();
      } else {
        Base = N.getOperand(0);
      }
      Off = imm(V, DL);
      return true;
    }
  }
  Base = N;
  Off = imm(0, DL);
  return true;
}

void SASSDAGToDAGISel::Select(SDNode *N) {
  if (N->isMachineOpcode()) {
    N->setNodeId(-1);
    return;
  }
  SDLoc DL(N);
  if (DL.getDebugLoc())
    SelLoc = DL.getDebugLoc();
  if (N->getOpcode() >= SASSISD::FIRST_TUPLE_NODE &&
      N->getOpcode() <= SASSISD::LAST_TUPLE_NODE) {
    SmallVector<SDValue, 8> Repl;
    auto A32 = [&](SDValue P, SDValue &B, SDValue &O) { return selectAddr32(P, B, O); };
    auto A64 = [&](SDValue P, SDValue &B, SDValue &O) { return selectAddr64(P, B, O); };
    if (SASS::selectTupleNode(*CurDAG, N, A32, A64, Repl)) {
      for (unsigned I = 0; I < Repl.size(); ++I)
        ReplaceUses(SDValue(N, I), Repl[I]);
      CurDAG->RemoveDeadNode(N);
      return;
    }
  }
  switch (N->getOpcode()) {
  case ISD::FrameIndex: {
    // The frame object's local address; SASSRegisterInfo rewrites it as
    // R1 + offset.
    int FI = cast<FrameIndexSDNode>(N)->getIndex();
    SDValue TFI = CurDAG->getTargetFrameIndex(FI, MVT::i32);
    selectNodeTo(N, SASS::IADD3ri, MVT::i32, {TFI, imm(0, DL)});
    return;
  }
  case ISD::ADD:
  case ISD::SUB:
    if (N->getValueType(0) == MVT::i64)
      return selectAddSub64(N);
    break;
  case ISD::MUL:
    if (N->getValueType(0) == MVT::i64)
      return selectMul64(N);
    break;
  case ISD::MULHU:
    if (N->getValueType(0) == MVT::i64)
      return selectMulHU64(N);
    break;
  case ISD::SHL:
  case ISD::SRL:
  case ISD::SRA:
    if (N->getValueType(0) == MVT::i64)
      return selectShift64(N);
    break;
  case ISD::SETCC:
    if (N->getOperand(0).getValueType() == MVT::i64)
      return selectSetCC64(N);
    break;
  case ISD::INTRINSIC_W_CHAIN:
    if (selectRedux(N))
      return;
    if (SDNode *R = SASS::selectIntrinsic(*CurDAG, N)) {
      ReplaceNode(N, R);
      return;
    }
    break;
  default:
    break;
  }
  SelectCode(N);
}

// redux.sync: REDUX into UR6, glued to the MOV that reads it back.  The mask
// operand is not encoded: REDUX combines the lanes executing it, which are
// the mask's lanes when the warp is converged as redux.sync requires.
bool SASSDAGToDAGISel::selectRedux(SDNode *N) {
  unsigned Opc;
  switch (N->getConstantOperandVal(1)) {
  case Intrinsic::nvvm_redux_sync_add: Opc = SASS::REDUX_ADD; break;
  case Intrinsic::nvvm_redux_sync_and: Opc = SASS::REDUX_AND; break;
  case Intrinsic::nvvm_redux_sync_or: Opc = SASS::REDUX_OR; break;
  case Intrinsic::nvvm_redux_sync_xor: Opc = SASS::REDUX_XOR; break;
  case Intrinsic::nvvm_redux_sync_max: Opc = SASS::REDUX_MAX; break;
  case Intrinsic::nvvm_redux_sync_min: Opc = SASS::REDUX_MIN; break;
  case Intrinsic::nvvm_redux_sync_umax: Opc = SASS::REDUX_UMAX; break;
  case Intrinsic::nvvm_redux_sync_umin: Opc = SASS::REDUX_UMIN; break;
  default: return false;
  }
  SDLoc DL(N);
  SDNode *R = mnode(Opc, DL, {MVT::Other, MVT::Glue}, {N->getOperand(2), N->getOperand(0)});
  SDNode *M = mnode(SASS::MOV_UR6, DL, {MVT::i32, MVT::Other}, {SDValue(R, 0), SDValue(R, 1)});
  ReplaceUses(SDValue(N, 0), SDValue(M, 0));
  ReplaceUses(SDValue(N, 1), SDValue(M, 1));
  CurDAG->RemoveDeadNode(N);
  return true;
}

void SASSDAGToDAGISel::selectAddSub64(SDNode *N) {
  SDLoc DL(N);
  SDValue A = N->getOperand(0), B = N->getOperand(1);
  bool Sub = N->getOpcode() == ISD::SUB;
  // base + ext(i32) << c, the shape of every indexed address: one IMAD.WIDE
  // (ptxas's form) instead of two shifts and a carry chain.
  // A byte index (no shift) too: IMAD.WIDE x, 1 instead of the sign word
  // (SHF), IADD3 and IADD3.X.
  for (int K = 0; K < 2 && !Sub; ++K) {
    SDValue S = N->getOperand(K), Other = N->getOperand(1 - K);
    auto *C = S.getOpcode() == ISD::SHL ? dyn_cast<ConstantSDNode>(S.getOperand(1)) : nullptr;
    if (C && C->getZExtValue() > 30)
      continue;
    SDValue X = C ? S.getOperand(0) : S;
    bool SExt = X.getOpcode() == ISD::SIGN_EXTEND, ZExt = X.getOpcode() == ISD::ZERO_EXTEND;
    SDValue X32;
    if ((SExt || ZExt) && X.getOperand(0).getValueType() == MVT::i32) {
      X32 = X.getOperand(0);
    } else if (C && X.getValueType() == MVT::i64) {
      // An extension made in another block (a block id widened once and
      // used by several addresses) reaches here as a register whose high
      // word the DAG still knows (live-out known bits).
      ZExt = CurDAG->computeKnownBits(X).countMinLeadingZeros() >= 32;
      SExt = !ZExt && CurDAG->ComputeNumSignBits(X) > 32;
      if (ZExt || SExt)
        X32 = lo(X, DL);
    }
    if (!X32)
      continue;
    selectNodeTo(N, SExt ? SASS::IMADWIDEi : SASS::IMADWIDEUi, MVT::i64,
                 {X32, imm(1 << (C ? C->getZExtValue() : 0), DL), Other});
    return;
  }
  SDNode *Lo, *Hi;
  auto *C = dyn_cast<ConstantSDNode>(B);
  if (C && !Sub) {
    uint64_t V = C->getZExtValue();
    Lo = mnode(SASS::IADD3COi, DL, {MVT::i32, MVT::i1},
               {lo(A, DL), imm((int32_t)(V & 0xffffffffu), DL)});
    Hi = mnode(SASS::IADD3Xi, DL, MVT::i32,
               {hi(A, DL), imm((int32_t)(V >> 32), DL), SDValue(Lo, 1)});
  } else {
    if (C)
      B = SDValue(CurDAG->getMachineNode(
                      TargetOpcode::REG_SEQUENCE, DL, MVT::i64,
                      ArrayRef<SDValue>{CurDAG->getTargetConstant(SASS::GPR64RegClassID, DL, MVT::i32),
                       node(SASS::MOVi, DL, {imm((int32_t)(C->getZExtValue() & 0xffffffffu), DL)}),
                       CurDAG->getTargetConstant(SASS::sub0, DL, MVT::i32),
                       node(SASS::MOVi, DL, {imm((int32_t)(C->getZExtValue() >> 32), DL)}),
                       CurDAG->getTargetConstant(SASS::sub1, DL, MVT::i32)}),
                  0);
    Lo = mnode(Sub ? SASS::ISUBCO : SASS::IADD3CO, DL, {MVT::i32, MVT::i1},
               {lo(A, DL), lo(B, DL)});
    Hi = mnode(Sub ? SASS::ISUBX : SASS::IADD3X, DL, MVT::i32,
               {hi(A, DL), hi(B, DL), SDValue(Lo, 1)});
  }
  ReplaceNode(N, pair(SDValue(Lo, 0), SDValue(Hi, 0), DL).getNode());
}

void SASSDAGToDAGISel::selectMul64(SDNode *N) {
  SDLoc DL(N);
  SDValue A = N->getOperand(0), B = N->getOperand(1);
  // Operands that fit 32 bits (zero- or sign-extended, an index times a
  // size) are one IMAD.WIDE: the cross terms would multiply a known high
  // word, zero kept in a register for them.
  auto High0 = [&](SDValue V) { return CurDAG->computeKnownBits(V).countMinLeadingZeros() >= 32; };
  auto Signed32 = [&](SDValue V) { return CurDAG->ComputeNumSignBits(V) > 32; };
  if (High0(A) && High0(B)) {
    ReplaceNode(N, mnode(SASS::IMULWIDEU, DL, MVT::i64, {lo(A, DL), lo(B, DL)}));
    return;
  }
  if (Signed32(A) && Signed32(B)) {
    ReplaceNode(N, mnode(SASS::IMULWIDE, DL, MVT::i64, {lo(A, DL), lo(B, DL)}));
    return;
  }
  SDNode *W = mnode(SASS::IMULWIDEU, DL, MVT::i64, {lo(A, DL), lo(B, DL)});
  SDValue WV(W, 0);
  SDValue T = hi(WV, DL);
  if (!High0(B))
    T = node(SASS::IMADrrr, DL, {lo(A, DL), hi(B, DL), T});
  if (!High0(A))
    T = node(SASS::IMADrrr, DL, {hi(A, DL), lo(B, DL), T});
  ReplaceNode(N, pair(lo(WV, DL), T, DL).getNode());
}

// The high word of a 64x64 product from 32-bit pieces, each partial sum
// below 2^64: T = a0 b1 + hi(a0 b0), U = a1 b0 + lo(T), V = a1 b1 + hi(T),
// and the result V + hi(U) (ptxas's shape for mul.hi.u64).
void SASSDAGToDAGISel::selectMulHU64(SDNode *N) {
  SDLoc DL(N);
  SDValue A = N->getOperand(0), B = N->getOperand(1);
  SDValue A0 = lo(A, DL), A1 = hi(A, DL), B0 = lo(B, DL), B1 = hi(B, DL);
  SDValue Zero = node(SASS::MOVi, DL, {imm(0, DL)});
  auto Wide = [&](SDValue X, SDValue Y, SDValue Add) {
    return SDValue(mnode(SASS::IMADWIDEU, DL, MVT::i64, {X, Y, pair(Add, Zero, DL)}), 0);
  };
  SDValue T = Wide(A0, B1, node(SASS::IMULHIU, DL, {A0, B0}));
  SDValue U = Wide(A1, B0, lo(T, DL));
  SDValue V = Wide(A1, B1, hi(T, DL));
  ReplaceNode(N, mnode(SASS::IMADWIDEUi, DL, MVT::i64, {hi(U, DL), imm(1, DL), V}));
}

void SASSDAGToDAGISel::selectShift64(SDNode *N) {
  SDLoc DL(N);
  SDValue A = N->getOperand(0), S = N->getOperand(1);
  if (S.getValueType() == MVT::i64)
    S = lo(S, DL);
  SDValue Lo, Hi;
  bool I = false; // S is an immediate
  if (auto *C = dyn_cast<ConstantSDNode>(S)) {
    unsigned K = C->getZExtValue() & 63;
    if (K >= 32) {
      SDValue Amt = imm(K - 32, DL);
      // By exactly 32 the moved word is the result half as it is.
      auto Shift = [&](unsigned Opc, SDValue W) { return K == 32 ? W : node(Opc, DL, {W, Amt}); };
      switch (N->getOpcode()) {
      case ISD::SHL:
        Hi = Shift(SASS::SHLri, lo(A, DL));
        Lo = node(SASS::MOVi, DL, {imm(0, DL)});
        break;
      case ISD::SRL:
        Lo = Shift(SASS::SRLri, hi(A, DL));
        Hi = node(SASS::MOVi, DL, {imm(0, DL)});
        break;
      default:
        Lo = Shift(SASS::SRAri, hi(A, DL));
        Hi = node(SASS::SRAri, DL, {hi(A, DL), imm(31, DL)});
        break;
      }
      ReplaceNode(N, pair(Lo, Hi, DL).getNode());
      return;
    }
    S = imm(K, DL);
    I = true;
  }
  // The funnel half takes lo, S, hi; the other half the one word it shifts.
  // By a constant below 32 both take it as an immediate.
  switch (N->getOpcode()) {
  case ISD::SHL:
    Hi = node(I ? SASS::SHL64HIi : SASS::SHL64HI, DL, {lo(A, DL), S, hi(A, DL)});
    Lo = I ? node(SASS::SHLri, DL, {lo(A, DL), S}) : node(SASS::SHL64LO, DL, {lo(A, DL), S});
    break;
  case ISD::SRL:
    Lo = node(I ? SASS::SRL64LOi : SASS::SRL64LO, DL, {lo(A, DL), S, hi(A, DL)});
    Hi = I ? node(SASS::SRLri, DL, {hi(A, DL), S}) : node(SASS::SRL64HI, DL, {S, hi(A, DL)});
    break;
  default:
    Lo = node(I ? SASS::SRA64LOi : SASS::SRA64LO, DL, {lo(A, DL), S, hi(A, DL)});
    Hi = I ? node(SASS::SRAri, DL, {hi(A, DL), S}) : node(SASS::SRA64HI, DL, {S, hi(A, DL)});
    break;
  }
  ReplaceNode(N, pair(Lo, Hi, DL).getNode());
}

void SASSDAGToDAGISel::selectSetCC64(SDNode *N) {
  SDLoc DL(N);
  SDValue A = N->getOperand(0), B = N->getOperand(1);
  ISD::CondCode CC = cast<CondCodeSDNode>(N->getOperand(2))->get();
  SDValue BLo, BHi;
  if (auto *C = dyn_cast<ConstantSDNode>(B)) {
    // A zero word of the constant is RZ, not a register set to zero.
    auto Word = [&](uint32_t W) {
      return W ? node(SASS::MOVi, DL, {imm((int32_t)W, DL)}) : CurDAG->getRegister(SASS::RZ, MVT::i32);
    };
    uint64_t V = C->getZExtValue();
    BLo = Word(V & 0xffffffffu);
    BHi = Word(V >> 32);
  } else {
    BLo = lo(B, DL);
    BHi = hi(B, DL);
  }
  unsigned LoOpc, HiOpc;
  switch (CC) {
#define CASE(C, NAME, SIGNED)                                                  \
  case ISD::C:                                                                 \
    LoOpc = SASS::NAME##_u;                                                    \
    HiOpc = SIGNED ? SASS::NAME##_sx : SASS::NAME##_ux;                        \
    break;
    CASE(SETEQ, ISETP_EQ, false)
    CASE(SETNE, ISETP_NE, false)
    CASE(SETLT, ISETP_LT, true)
    CASE(SETLE, ISETP_LE, true)
    CASE(SETGT, ISETP_GT, true)
    CASE(SETGE, ISETP_GE, true)
    CASE(SETULT, ISETP_LT, false)
    CASE(SETULE, ISETP_LE, false)
    CASE(SETUGT, ISETP_GT, false)
    CASE(SETUGE, ISETP_GE, false)
#undef CASE
  default:
    report_fatal_error("oa: unexpected 64-bit integer condition");
  }
  SDNode *L = mnode(LoOpc, DL, MVT::i1, {lo(A, DL), BLo});
  selectNodeTo(N, HiOpc, MVT::i1, {hi(A, DL), BHi, SDValue(L, 0)});
}
