//===-- SASSISelTensor.cpp - mma.sync, ldmatrix, cp.async ------------------===//
//
// Before type legalization (the intrinsics carry <2 x half> fragments, which
// are not legal here) the tensor-core and async-copy intrinsics become the
// tuple nodes of SASSISelTensor.h with 32-bit words as operands; selection
// packs the words into register tuples.  The .shared mbarrier intrinsics
// become the SYNCS / ATOMS.ARRIVE sequences ptxas emits.  A form of these families oa does
// not select is reported at the call's source location.
//
//===----------------------------------------------------------------------===//

#include "SASSISelTensor.h"
#include "SASSAsync90.h"
#include "SASS.h"
#include "SASSISelLowering.h"
#include "SASSSubtarget.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/SelectionDAGNodes.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

using namespace llvm;


namespace {
/// One mma.sync form: its HMMA/IMMA instruction and how many 32-bit
/// registers each fragment takes.
struct MMAForm {
  Intrinsic::ID ID;
  unsigned Opc;
  uint8_t A, B, C, D;
};

#define IMMA_FORMS(GEOM, SHAPE, A, B, C)                                        \
  {Intrinsic::nvvm_mma_##GEOM##_row_col_u8, SASS::IMMA_##SHAPE##_U8U8, A, B, C, C},      \
  {Intrinsic::nvvm_mma_##GEOM##_row_col_s8, SASS::IMMA_##SHAPE##_S8S8, A, B, C, C},      \
  {Intrinsic::nvvm_mma_##GEOM##_row_col_u8_s8, SASS::IMMA_##SHAPE##_U8S8, A, B, C, C},   \
  {Intrinsic::nvvm_mma_##GEOM##_row_col_s8_u8, SASS::IMMA_##SHAPE##_S8U8, A, B, C, C},   \
  {Intrinsic::nvvm_mma_##GEOM##_row_col_satfinite_u8, SASS::IMMA_##SHAPE##_U8U8_SAT, A, B, C, C}, \
  {Intrinsic::nvvm_mma_##GEOM##_row_col_satfinite_s8, SASS::IMMA_##SHAPE##_S8S8_SAT, A, B, C, C}, \
  {Intrinsic::nvvm_mma_##GEOM##_row_col_satfinite_u8_s8, SASS::IMMA_##SHAPE##_U8S8_SAT, A, B, C, C}, \
  {Intrinsic::nvvm_mma_##GEOM##_row_col_satfinite_s8_u8, SASS::IMMA_##SHAPE##_S8U8_SAT, A, B, C, C}

const MMAForm MMAForms[] = {
    {Intrinsic::nvvm_mma_m16n8k16_row_col_f32_f32, SASS::HMMA_16816_F32, 4, 2, 4, 4},
    {Intrinsic::nvvm_mma_m16n8k16_row_col_f16_f16, SASS::HMMA_16816_F16, 4, 2, 2, 2},
    {Intrinsic::nvvm_mma_m16n8k8_row_col_f32_f32, SASS::HMMA_1688_F32, 2, 1, 4, 4},
    {Intrinsic::nvvm_mma_m16n8k8_row_col_f16_f16, SASS::HMMA_1688_F16, 2, 1, 2, 2},
    {Intrinsic::nvvm_mma_m16n8k16_row_col_bf16, SASS::HMMA_16816_F32_BF16, 4, 2, 4, 4},
    {Intrinsic::nvvm_mma_m16n8k8_row_col_bf16, SASS::HMMA_1688_F32_BF16, 2, 1, 4, 4},
    {Intrinsic::nvvm_mma_m16n8k8_row_col_tf32, SASS::HMMA_1688_F32_TF32, 4, 2, 4, 4},
    {Intrinsic::nvvm_mma_m16n8k4_row_col_tf32, SASS::HMMA_1684_F32_TF32, 2, 1, 4, 4},
    IMMA_FORMS(m16n8k32, 16832, 4, 2, 4),
    IMMA_FORMS(m16n8k16, 16816, 2, 1, 4),
    IMMA_FORMS(m8n8k16, 8816, 1, 1, 2),
};
#undef IMMA_FORMS

/// The families this file owns (SASSLowerIntrinsics leaves them to
/// selection): every intrinsic whose name starts so is either selected here
/// or reported.
bool isTensorFamily(StringRef Name) {
  return Name.starts_with("llvm.nvvm.mma.") || Name.starts_with("llvm.nvvm.wmma.") ||
         Name.starts_with("llvm.nvvm.ldmatrix.") || Name.starts_with("llvm.nvvm.stmatrix.") ||
         Name.starts_with("llvm.nvvm.wgmma.") || Name.starts_with("llvm.nvvm.mbarrier.") ||
         Name.starts_with("llvm.nvvm.tcgen05.") ||
         (Name.starts_with("llvm.nvvm.cp.async.") &&
          !Name.starts_with("llvm.nvvm.cp.async.commit.group") &&
          !Name.starts_with("llvm.nvvm.cp.async.wait."));
}

/// A fragment value (i32, f32, <2 x half>, <2 x bfloat>, <2 x i16>...) as a
/// 32-bit word.
SDValue toWord(SelectionDAG &DAG, SDValue V) {
  if (V.getValueType() == MVT::i32)
    return V;
  return DAG.getBitcast(MVT::i32, V);
}

SDValue fromWord(SelectionDAG &DAG, SDValue W, EVT VT) {
  return VT == MVT::i32 ? W : DAG.getBitcast(VT, W);
}

/// Replaces the intrinsic node N (results, then its chain if it has one) by
/// Values.
SDValue replaceWith(SDNode *N, ArrayRef<SDValue> Values,
                    TargetLowering::DAGCombinerInfo &DCI) {
  DCI.CombineTo(N, Values, /*AddTo=*/true);
  return SDValue(N, 0);
}

SDValue unsupportedForm(SDNode *N, SelectionDAG &DAG, TargetLowering::DAGCombinerInfo &DCI,
                        StringRef Name, const Twine &Why) {
  const Function &F = DAG.getMachineFunction().getFunction();
  DAG.getContext()->diagnose(DiagnosticInfoUnsupported(
      F, "intrinsic " + Name + " is not supported" + Why, SDLoc(N).getDebugLoc()));
  SmallVector<SDValue, 8> Values;
  for (unsigned I = 0; I < N->getNumValues(); ++I) {
    EVT VT = N->getValueType(I);
    Values.push_back(VT == MVT::Other ? N->getOperand(0) : DAG.getUNDEF(VT));
  }
  return replaceWith(N, Values, DCI);
}

SDValue combineMMA(SDNode *N, const MMAForm &F, TargetLowering::DAGCombinerInfo &DCI) {
  SelectionDAG &DAG = DCI.DAG;
  SDLoc DL(N);
  SmallVector<SDValue, 16> Ops = {
      DAG.getTargetConstant(F.Opc, DL, MVT::i32),
      DAG.getTargetConstant(F.A | F.B << 4 | F.C << 8 | F.D << 12, DL, MVT::i32)};
  for (unsigned I = 1, E = N->getNumOperands(); I < E; ++I)
    Ops.push_back(toWord(DAG, N->getOperand(I)));
  SmallVector<EVT, 4> VTs(F.D, MVT::i32);
  SDValue M = DAG.getNode(SASSISD::MMA, DL, DAG.getVTList(VTs), Ops);
  SmallVector<SDValue, 4> Values;
  for (unsigned I = 0; I < F.D; ++I)
    Values.push_back(fromWord(DAG, M.getValue(I), N->getValueType(I)));
  return replaceWith(N, Values, DCI);
}

/// ldmatrix / stmatrix: their matrices' rows in shared memory.
MachineMemOperand *matrixRows(SelectionDAG &DAG, MachineMemOperand::Flags F) {
  return DAG.getMachineFunction().getMachineMemOperand(
      MachinePointerInfo(SASSAS::Shared), F, LocationSize::beforeOrAfterPointer(), Align(16));
}

/// ldmatrix / stmatrix on a pointer that is not a shared one: an error.
SDValue notShared(SDNode *N, TargetLowering::DAGCombinerInfo &DCI, StringRef Name) {
  return unsupportedForm(N, DCI.DAG, DCI, Name,
                         " on a generic pointer: oa needs a shared-memory pointer "
                         "(address space 3)");
}

SDValue combineLdmatrix(SDNode *N, unsigned Opc, TargetLowering::DAGCombinerInfo &DCI,
                        StringRef Name) {
  SelectionDAG &DAG = DCI.DAG;
  SDLoc DL(N);
  SDValue Ptr = N->getOperand(2);
  if (Ptr.getValueType() != MVT::i32)
    return notShared(N, DCI, Name);
  unsigned NW = N->getNumValues() - 1;
  SmallVector<EVT, 5> VTs(NW, MVT::i32);
  VTs.push_back(MVT::Other);
  SDValue Ops[] = {N->getOperand(0), DAG.getTargetConstant(Opc, DL, MVT::i32), Ptr};
  SDValue L = DAG.getMemIntrinsicNode(SASSISD::LOAD_TUPLE, DL, DAG.getVTList(VTs), Ops,
                                      MVT::i32, matrixRows(DAG, MachineMemOperand::MOLoad));
  SmallVector<SDValue, 5> Values;
  for (unsigned I = 0; I <= NW; ++I)
    Values.push_back(L.getValue(I));
  return replaceWith(N, Values, DCI);
}

/// stmatrix (sm_90's STSM): a STORE_TUPLE of its 1, 2 or 4 words, selected
/// with the other tuple nodes.
SDValue combineStmatrix(SDNode *N, unsigned Opc, TargetLowering::DAGCombinerInfo &DCI,
                        StringRef Name, const SASSSubtarget &ST) {
  SelectionDAG &DAG = DCI.DAG;
  SDLoc DL(N);
  if (ST.getSMVersion() < 90)
    return unsupportedForm(N, DAG, DCI, Name, " on sm_80: stmatrix needs sm_90");
  SDValue Ptr = N->getOperand(2);
  if (Ptr.getValueType() != MVT::i32)
    return notShared(N, DCI, Name);
  SmallVector<SDValue, 8> Ops = {N->getOperand(0), DAG.getTargetConstant(Opc, DL, MVT::i32), Ptr};
  for (unsigned I = 3, E = N->getNumOperands(); I < E; ++I)
    Ops.push_back(toWord(DAG, N->getOperand(I)));
  SDValue S = DAG.getMemIntrinsicNode(SASSISD::STORE_TUPLE, DL, DAG.getVTList(MVT::Other), Ops,
                                      MVT::i32, matrixRows(DAG, MachineMemOperand::MOStore));
  return replaceWith(N, {S}, DCI);
}

SDValue combineCpAsync(SDNode *N, unsigned Bytes, bool Bypass, bool SrcSize,
                       TargetLowering::DAGCombinerInfo &DCI) {
  SelectionDAG &DAG = DCI.DAG;
  SDLoc DL(N);
  SDValue S = N->getOperand(2), G = N->getOperand(3);
  unsigned Opc;
  switch (Bytes) {
  case 4: Opc = SrcSize ? SASS::LDGSTS_CA4_Z : SASS::LDGSTS_CA4; break;
  case 8: Opc = SrcSize ? SASS::LDGSTS_CA8_Z : SASS::LDGSTS_CA8; break;
  default:
    Opc = Bypass ? (SrcSize ? SASS::LDGSTS_CG16_Z : SASS::LDGSTS_CG16)
                 : (SrcSize ? SASS::LDGSTS_CA16_Z : SASS::LDGSTS_CA16);
    break;
  }
  SmallVector<SDValue, 6> Ops = {N->getOperand(0), DAG.getTargetConstant(Opc, DL, MVT::i32), S,
                                 G};
  if (SrcSize) {
    SDValue Size = N->getOperand(4);
    auto *C = dyn_cast<ConstantSDNode>(Size);
    if (C && C->getZExtValue() == Bytes) {
      Ops[1] = DAG.getTargetConstant(Opc == SASS::LDGSTS_CA4_Z    ? SASS::LDGSTS_CA4
                                     : Opc == SASS::LDGSTS_CA8_Z  ? SASS::LDGSTS_CA8
                                     : Opc == SASS::LDGSTS_CG16_Z ? SASS::LDGSTS_CG16
                                                                  : SASS::LDGSTS_CA16,
                                     DL, MVT::i32);
    } else {
      // The unit zero-fills as many trailing bytes as the low address bits
      // say; nothing is read when the predicate is false (src-size 0).
      SDValue Zeros = DAG.getNode(ISD::SUB, DL, MVT::i32, DAG.getConstant(Bytes, DL, MVT::i32),
                                  Size);
      Ops[3] = DAG.getNode(ISD::ADD, DL, MVT::i64, G,
                           DAG.getNode(ISD::ZERO_EXTEND, DL, MVT::i64, Zeros));
      Ops.push_back(DAG.getSetCC(DL, MVT::i1, Size, DAG.getConstant(0, DL, MVT::i32),
                                 ISD::SETNE));
    }
  }
  MachineFunction &MF = DAG.getMachineFunction();
  MachineMemOperand *MMO = MF.getMachineMemOperand(
      MachinePointerInfo(), MachineMemOperand::MOLoad | MachineMemOperand::MOStore,
      LocationSize::beforeOrAfterPointer(), Align(Bytes));
  SDValue Ch = DAG.getMemIntrinsicNode(SASSISD::CP_ASYNC, DL, DAG.getVTList(MVT::Other), Ops,
                                       EVT::getIntegerVT(*DAG.getContext(), 8 * Bytes), MMO);
  return replaceWith(N, {Ch}, DCI);
}

/// The .shared mbarrier intrinsics (SASSISelIntrinsics.cpp has rewritten
/// the others) as ptxas compiles them: sm_80 brackets its ATOMS.ARRIVE
/// with MEMBAR.ALL.CTA (the arrival releases the thread's writes) and
/// counts with ATOMS.ADD on the word's halves; sm_90 uses SYNCS.  Null when
/// N is not one of them.
SDValue combineMbarrier(SDNode *N, Intrinsic::ID ID, TargetLowering::DAGCombinerInfo &DCI,
                        const SASSSubtarget &ST) {
  SelectionDAG &DAG = DCI.DAG;
  SDLoc DL(N);
  bool SM90 = ST.getSMVersion() >= 90;
  SDValue Ch = N->getOperand(0);
  auto Op = [&](unsigned K) { return N->getOperand(2 + K); };
  auto Node = [&](unsigned Opc, ArrayRef<EVT> VTs, ArrayRef<SDValue> Ops) {
    return SDValue(SASS::machineNode(DAG, Opc, DL, VTs, Ops), 0);
  };
  auto Void = [&](unsigned Opc, ArrayRef<SDValue> Ops) {
    SmallVector<SDValue, 4> All(Ops);
    All.push_back(Ch);
    Ch = Node(Opc, {EVT(MVT::Other)}, All);
  };
  // A result and the chain after it.
  auto Valued = [&](unsigned Opc, EVT VT, ArrayRef<SDValue> Ops) {
    SmallVector<SDValue, 4> All(Ops);
    All.push_back(Ch);
    SDNode *M = SASS::machineNode(DAG, Opc, DL, {VT, MVT::Other}, All);
    Ch = SDValue(M, 1);
    return SDValue(M, 0);
  };
  // ATOMS's immediate address offset (the state's high word at +4).
  auto Off = [&](int V) { return DAG.getTargetConstant(V, DL, MVT::i32); };
  switch (ID) {
  case Intrinsic::nvvm_mbarrier_arrive_shared:
  case Intrinsic::nvvm_mbarrier_arrive_drop_shared: {
    bool Drop = ID == Intrinsic::nvvm_mbarrier_arrive_drop_shared;
    if (SM90) {
      unsigned Opc = Drop ? SASS::MBAR90_DROP : SASS::MBAR90_ARRIVE;
      if (N->hasAnyUseOfValue(0))
        return replaceWith(N, {Valued(Opc, MVT::i64, {Op(0)}), Ch}, DCI);
      Void(SASSInstrInfo::arrivalWithoutState(Opc), {Op(0)}); // the state unused: RZ
      return replaceWith(N, {DAG.getUNDEF(MVT::i64), Ch}, DCI);
    }
    Void(SASS::MEMBAR_ALL_CTA, {});
    if (Drop) // one fewer expected arrival: the low half counts up
      Void(SASS::MBAR80_POPCINC, {Op(0)});
    SDValue S = Valued(SASS::MBAR80_ARRIVE, MVT::i64, {Op(0)});
    Void(SASS::MEMBAR_ALL_CTA, {});
    return replaceWith(N, {S, Ch}, DCI);
  }
  case Intrinsic::nvvm_mbarrier_arrive_noComplete_shared:
  case Intrinsic::nvvm_mbarrier_arrive_drop_noComplete_shared: {
    bool Drop = ID == Intrinsic::nvvm_mbarrier_arrive_drop_noComplete_shared;
    if (SM90)
      return replaceWith(N, {Valued(Drop ? SASS::MBAR90_DROP_CNT : SASS::MBAR90_ARRIVE_CNT, MVT::i64,
                                    {Op(0), Op(1)}),
                             Ch},
                         DCI);
    // Count pending (and expected) arrivals down by adding to 2^31 - pending
    // (2^30 - expected); the state is the old high half.
    Void(SASS::MEMBAR_ALL_CTA, {});
    if (Drop)
      Valued(SASS::ATOMS_ADD, MVT::i32, {Op(0), Off(0), Op(1)});
    SDValue Old = Valued(SASS::ATOMS_ADD, MVT::i32, {Op(0), Off(4), Op(1)});
    SDValue S = DAG.getNode(ISD::SHL, DL, MVT::i64, DAG.getNode(ISD::ZERO_EXTEND, DL, MVT::i64, Old),
                            DAG.getConstant(32, DL, MVT::i32));
    return replaceWith(N, {S, Ch}, DCI);
  }
  case Intrinsic::nvvm_mbarrier_test_wait_shared: {
    if (!SM90)
      return SDValue();
    SDValue Hi = DAG.getNode(ISD::TRUNCATE, DL, MVT::i32,
                             DAG.getNode(ISD::SRL, DL, MVT::i64, Op(1), DAG.getConstant(32, DL, MVT::i32)));
    return replaceWith(N, {Valued(SASS::MBAR90_PHASECHK, MVT::i1, {Op(0), Hi}), Ch}, DCI);
  }
  case Intrinsic::nvvm_mbarrier_inval_shared:
    if (!SM90)
      return SDValue();
    Void(SASS::MBAR90_INVAL, {Op(0)});
    return replaceWith(N, {Ch}, DCI);
  case Intrinsic::nvvm_mbarrier_init_shared: {
    if (!SM90)
      return SDValue();
    // {(2^20 - n) << 1, (2^20 - n) << 11} into UR10:UR11, the address into
    // UR8 (uniform here: SASSISelIntrinsics.cpp broadcasts them).
    SDValue E = DAG.getNode(ISD::SUB, DL, MVT::i32, DAG.getConstant(0x100000, DL, MVT::i32), Op(1));
    SDValue Lo = DAG.getNode(ISD::SHL, DL, MVT::i32, E, DAG.getConstant(1, DL, MVT::i32));
    SDValue Hi = DAG.getNode(ISD::SHL, DL, MVT::i32, E, DAG.getConstant(11, DL, MVT::i32));
    SDNode *A = SASS::machineNode(DAG, SASS::R2UR_UR8, DL, {MVT::Other, MVT::Glue}, {Op(0), Ch});
    SDNode *L = SASS::machineNode(DAG, SASS::R2UR_UR10, DL, {MVT::Other, MVT::Glue},
                                  {Lo, SDValue(A, 0), SDValue(A, 1)});
    SDNode *H = SASS::machineNode(DAG, SASS::R2UR_UR11, DL, {MVT::Other, MVT::Glue},
                                  {Hi, SDValue(L, 0), SDValue(L, 1)});
    SDNode *X = SASS::machineNode(DAG, SASS::MBAR90_INIT, DL, MVT::Other, {SDValue(H, 0), SDValue(H, 1)});
    return replaceWith(N, {SDValue(X, 0)}, DCI);
  }
  case Intrinsic::nvvm_cp_async_mbarrier_arrive_shared:
    if (SM90) {
      Void(SASS::MBAR90_RED_A0T1, {Op(0)});
      Void(SASS::MBAR90_ARRIVES_TX, {Op(0)});
    } else {
      // One more pending arrival (2^31 - pending counts down), which the
      // LDGSTSBAR arrival makes once the copies are done.
      Valued(SASS::ATOMS_ADD, MVT::i32, {Op(0), Off(4), DAG.getConstant(-1, DL, MVT::i32)});
      Void(SASS::MBAR80_ARRIVES, {Op(0)});
    }
    return replaceWith(N, {Ch}, DCI);
  case Intrinsic::nvvm_cp_async_mbarrier_arrive_noinc_shared:
    Void(SM90 ? SASS::MBAR90_ARRIVES_ARV : SASS::MBAR80_ARRIVES, {Op(0)});
    return replaceWith(N, {Ch}, DCI);
  default:
    return SDValue();
  }
}
} // namespace

SDValue SASS::combineTensorIntrinsic(SDNode *N, TargetLowering::DAGCombinerInfo &DCI,
                                     const SASSSubtarget &ST) {
  unsigned Opcode = N->getOpcode();
  unsigned IdOp = Opcode == ISD::INTRINSIC_WO_CHAIN ? 0 : 1;
  auto *IdC = dyn_cast<ConstantSDNode>(N->getOperand(IdOp));
  if (!IdC)
    return SDValue();
  auto ID = (Intrinsic::ID)IdC->getZExtValue();
  StringRef Name = Intrinsic::getBaseName(ID);
  // (Its value; for an intrinsic with a chain, the chain is kept unless a
  // MERGE_VALUES gives the value and the chain after it; a void one's is
  // the chain after it.)
  if (SDValue V = SASS::combineNVVMIntrinsic(N, ID, DCI.DAG, ST)) {
    if (Opcode == ISD::INTRINSIC_WO_CHAIN)
      return V;
    if (V.getOpcode() == ISD::MERGE_VALUES) // a value and its own chain
      return replaceWith(N, {V.getOperand(0), V.getOperand(1)}, DCI);
    return Opcode == ISD::INTRINSIC_VOID ? replaceWith(N, {V}, DCI)
                                         : replaceWith(N, {V, N->getOperand(0)}, DCI);
  }
  if (SDValue V = SASS::combineAsync90Intrinsic(N, ID, DCI, ST)) // SASSAsync90.cpp
    return V;
  if (!isTensorFamily(Name))
    return SDValue();
  SelectionDAG &DAG = DCI.DAG;
  if (SDValue V = combineMbarrier(N, ID, DCI, ST))
    return V;
  for (const MMAForm &F : MMAForms)
    if (F.ID == ID)
      return combineMMA(N, F, DCI);
  switch (ID) {
  case Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x1_b16:
    return combineLdmatrix(N, SASS::LDSM_1, DCI, Name);
  case Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x2_b16:
    return combineLdmatrix(N, SASS::LDSM_2, DCI, Name);
  case Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x4_b16:
    return combineLdmatrix(N, SASS::LDSM_4, DCI, Name);
  case Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x1_trans_b16:
    return combineLdmatrix(N, SASS::LDSM_1T, DCI, Name);
  case Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x2_trans_b16:
    return combineLdmatrix(N, SASS::LDSM_2T, DCI, Name);
  case Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x4_trans_b16:
    return combineLdmatrix(N, SASS::LDSM_4T, DCI, Name);
  case Intrinsic::nvvm_stmatrix_sync_aligned_m8n8_x1_b16:
    return combineStmatrix(N, SASS::STSM_1, DCI, Name, ST);
  case Intrinsic::nvvm_stmatrix_sync_aligned_m8n8_x2_b16:
    return combineStmatrix(N, SASS::STSM_2, DCI, Name, ST);
  case Intrinsic::nvvm_stmatrix_sync_aligned_m8n8_x4_b16:
    return combineStmatrix(N, SASS::STSM_4, DCI, Name, ST);
  case Intrinsic::nvvm_stmatrix_sync_aligned_m8n8_x1_trans_b16:
    return combineStmatrix(N, SASS::STSM_1T, DCI, Name, ST);
  case Intrinsic::nvvm_stmatrix_sync_aligned_m8n8_x2_trans_b16:
    return combineStmatrix(N, SASS::STSM_2T, DCI, Name, ST);
  case Intrinsic::nvvm_stmatrix_sync_aligned_m8n8_x4_trans_b16:
    return combineStmatrix(N, SASS::STSM_4T, DCI, Name, ST);
  case Intrinsic::nvvm_cp_async_ca_shared_global_4:
    return combineCpAsync(N, 4, false, false, DCI);
  case Intrinsic::nvvm_cp_async_ca_shared_global_4_s:
    return combineCpAsync(N, 4, false, true, DCI);
  case Intrinsic::nvvm_cp_async_ca_shared_global_8:
    return combineCpAsync(N, 8, false, false, DCI);
  case Intrinsic::nvvm_cp_async_ca_shared_global_8_s:
    return combineCpAsync(N, 8, false, true, DCI);
  case Intrinsic::nvvm_cp_async_ca_shared_global_16:
    return combineCpAsync(N, 16, false, false, DCI);
  case Intrinsic::nvvm_cp_async_ca_shared_global_16_s:
    return combineCpAsync(N, 16, false, true, DCI);
  case Intrinsic::nvvm_cp_async_cg_shared_global_16:
    return combineCpAsync(N, 16, true, false, DCI);
  case Intrinsic::nvvm_cp_async_cg_shared_global_16_s:
    return combineCpAsync(N, 16, true, true, DCI);
  default:
    break;
  }
  // The sm_90 families that SASSAsync90.cpp selects there.
  if (ST.getSMVersion() < 90 &&
      (Name.starts_with("llvm.nvvm.cp.async.bulk.") || Name.starts_with("llvm.nvvm.wgmma.")))
    return unsupportedForm(N, DAG, DCI, Name, " on sm_80: it needs sm_90");
  return unsupportedForm(N, DAG, DCI, Name, " by oa yet");
}

//===----------------------------------------------------------------------===//
// Selection.
//===----------------------------------------------------------------------===//

static const unsigned SubIdx[] = {SASS::sub0, SASS::sub1, SASS::sub2, SASS::sub3};

/// Words as one register (1), a pair (2) or a quad (4).
static SDValue tuple(SelectionDAG &DAG, const SDLoc &DL, ArrayRef<SDValue> Words) {
  if (Words.size() == 1)
    return Words[0];
  bool Pair = Words.size() == 2;
  SmallVector<SDValue, 9> Ops = {DAG.getTargetConstant(
      Pair ? SASS::GPR64RegClassID : SASS::GPR128RegClassID, DL, MVT::i32)};
  for (unsigned I = 0; I < Words.size(); ++I) {
    Ops.push_back(Words[I]);
    Ops.push_back(DAG.getTargetConstant(SubIdx[I], DL, MVT::i32));
  }
  return SDValue(DAG.getMachineNode(TargetOpcode::REG_SEQUENCE, DL,
                                    Pair ? MVT::i64 : MVT::Untyped, Ops),
                 0);
}

static EVT tupleVT(unsigned Words) {
  return Words == 1 ? MVT::i32 : Words == 2 ? MVT::i64 : MVT::Untyped;
}

static void untuple(SelectionDAG &DAG, const SDLoc &DL, SDValue T, unsigned Words,
                    SmallVectorImpl<SDValue> &Out) {
  for (unsigned I = 0; I < Words; ++I)
    Out.push_back(Words == 1 ? T : DAG.getTargetExtractSubreg(SubIdx[I], DL, MVT::i32, T));
}

/// Base and offset of an address whose offset field is Bits wide.
static void address(SelectionDAG &DAG, SDValue Ptr, SASS::AddrSelectFn Sel, unsigned Bits,
                    SDValue &Base, SDValue &Off) {
  Sel(Ptr, Base, Off);
  if (!isIntN(Bits, cast<ConstantSDNode>(Off)->getSExtValue())) {
    Base = Ptr;
    Off = DAG.getTargetConstant(0, SDLoc(Ptr), MVT::i32);
  }
}

bool SASS::selectTupleNode(SelectionDAG &DAG, SDNode *N, AddrSelectFn Addr32,
                           AddrSelectFn Addr64, SmallVectorImpl<SDValue> &Repl) {
  SDLoc DL(N);
  switch (N->getOpcode()) {
  case SASSISD::LOAD_TUPLE: {
    unsigned Opc = N->getConstantOperandVal(1), NW = N->getNumValues() - 1;
    SDValue Ptr = N->getOperand(2), Base, Off;
    address(DAG, Ptr, Ptr.getValueType() == MVT::i64 ? Addr64 : Addr32, 24, Base, Off);
    MachineSDNode *M = cast<MachineSDNode>(
        SASS::machineNode(DAG, Opc, DL, {tupleVT(NW), MVT::Other}, {Base, Off, N->getOperand(0)}));
    DAG.setNodeMemRefs(M, {cast<MemSDNode>(N)->getMemOperand()});
    untuple(DAG, DL, SDValue(M, 0), NW, Repl);
    Repl.push_back(SDValue(M, 1));
    return true;
  }
  case SASSISD::STORE_TUPLE: {
    unsigned Opc = N->getConstantOperandVal(1);
    SDValue Ptr = N->getOperand(2), Base, Off;
    address(DAG, Ptr, Ptr.getValueType() == MVT::i64 ? Addr64 : Addr32, 24, Base, Off);
    SmallVector<SDValue, 4> Words(N->op_begin() + 3, N->op_end());
    SDValue V = tuple(DAG, DL, Words);
    MachineSDNode *M = cast<MachineSDNode>(
        SASS::machineNode(DAG, Opc, DL, MVT::Other, {V, Base, Off, N->getOperand(0)}));
    DAG.setNodeMemRefs(M, {cast<MemSDNode>(N)->getMemOperand()});
    Repl.push_back(SDValue(M, 0));
    return true;
  }
  case SASSISD::MMA: {
    unsigned Opc = N->getConstantOperandVal(0), Counts = N->getConstantOperandVal(1);
    unsigned NA = Counts & 15, NB = Counts >> 4 & 15, NC = Counts >> 8 & 15,
             ND = Counts >> 12 & 15;
    SmallVector<SDValue, 16> W(N->op_begin() + 2, N->op_end());
    ArrayRef<SDValue> All(W);
    SDValue A = tuple(DAG, DL, All.slice(0, NA)), B = tuple(DAG, DL, All.slice(NA, NB)),
            C = tuple(DAG, DL, All.slice(NA + NB, NC));
    SDNode *M = SASS::machineNode(DAG, Opc, DL, tupleVT(ND), {A, B, C});
    untuple(DAG, DL, SDValue(M, 0), ND, Repl);
    return true;
  }
  case SASSISD::CP_ASYNC: {
    unsigned Opc = N->getConstantOperandVal(1);
    SDValue SB, SO, GB, GO;
    // Offsets: 20 bits signed for shared memory, 12 for global.
    address(DAG, N->getOperand(2), Addr32, 20, SB, SO);
    address(DAG, N->getOperand(3), Addr64, 12, GB, GO);
    SmallVector<SDValue, 6> Ops = {SB, SO, GB, GO};
    if (N->getNumOperands() > 4)
      Ops.push_back(N->getOperand(4));
    Ops.push_back(N->getOperand(0));
    MachineSDNode *M = cast<MachineSDNode>(SASS::machineNode(DAG, Opc, DL, MVT::Other, Ops));
    DAG.setNodeMemRefs(M, {cast<MemSDNode>(N)->getMemOperand()});
    Repl.push_back(SDValue(M, 0));
    return true;
  }
  default:
    return false;
  }
}
