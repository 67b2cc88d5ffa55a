//===-- SASSAsync90.cpp - sm_90 fences, setmaxnreg and TMA ----------------===//
//
// The Hopper asynchronous path as ptxas compiles it (its listings of the
// tensor suite's kernels are the reference):
// - fence.proxy.async[.shared::cta|.global|.shared::cluster] and
//   fence.mbarrier_init: MEMBAR of the scope and FENCE.VIEW.ASYNC.S/.G;
// - setmaxnreg.dec: WARPSYNC.ALL, USETMAXREG.DEALLOC; setmaxnreg.inc: a loop
//   of WARPSYNC.ALL, USETMAXREG.TRY_ALLOC until the CTA's pool has the
//   registers (the kernel declares its launch bound's register count:
//   SASSAsmPrinter.cpp);
// - cp.async.bulk.tensor (tile, 1-5D): UTMALDG/UTMASTG on fixed uniform
//   registers (SASSInstrAsync90.td), issued by one lane at a time;
// - cp.async.bulk global <-> shared (not tensor): UBLKCP.S.G / .G.S, the
//   same way;
//   cp.async.bulk.commit_group / wait_group: UTMACMDFLUSH, DEPBAR.LE SB0
//   (with CCTL.IVALL after a full wait: the stores wrote global memory
//   behind L1).
// Forms oa does not select (multicast, im2col, cta_group) are located
// errors; L2 cache hints are dropped.
//
//===----------------------------------------------------------------------===//

#include "SASSAsync90.h"
#include "SASS.h"
#include "SASSISelLowering.h"
#include "SASSSubtarget.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

namespace {
bool hasLaunchBound(const Function &F) {
  return F.hasFnAttribute("nvvm.maxntid") || F.hasFnAttribute("nvvm.reqntid");
}

/// Moves CI into a loop that runs it for one active lane at a time (the
/// lowest first), as ptxas's ELECT loop around UTMALDG does: the
/// instruction reads uniform registers and is issued once per warp, but
/// each thread asks for its own copy.
void perLane(CallInst *CI) {
  LLVMContext &C = CI->getContext();
  BasicBlock *Head = CI->getParent();
  BasicBlock *Tail = SplitBlock(Head, CI->getNextNode());
  BasicBlock *Mid = SplitBlock(Head, CI); // CI alone (with its branch)
  Function *F = Head->getParent();
  BasicBlock *Loop = BasicBlock::Create(C, "lane.loop", F, Mid);
  BasicBlock *Latch = BasicBlock::Create(C, "lane.latch", F, Tail);
  Head->getTerminator()->setSuccessor(0, Loop);
  IRBuilder<> B(Loop);
  Value *M = B.CreateIntrinsic(Intrinsic::nvvm_activemask, {});
  Value *Lead = B.CreateBinaryIntrinsic(Intrinsic::cttz, M, B.getTrue());
  Value *Lane = B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_laneid, {});
  Value *Mine = B.CreateICmpEQ(Lane, Lead);
  B.CreateCondBr(Mine, Mid, Latch);
  Mid->getTerminator()->setSuccessor(0, Latch);
  B.SetInsertPoint(Latch);
  B.CreateCondBr(Mine, Tail, Loop);
}

/// A shared address as SYNCS and TMA take it: the low word of its generic
/// address (the CTA's rank in the cluster at bit 24), as lowerMbarrier
/// forms it.
Value *syncsAddress(IRBuilder<> &B, Value *P) {
  LLVMContext &C = P->getContext();
  // A shared::cluster pointer made from this CTA's shared one (-O0 keeps
  // the cast): the shared one.
  Type *Ty = P->getType();
  if (auto *Cast = dyn_cast<AddrSpaceCastOperator>(P);
      Cast && Cast->getSrcAddressSpace() == 3 && Cast->getDestAddressSpace() == 7)
    P = Cast->getPointerOperand();
  else if (P->getType()->getPointerAddressSpace() == 7)
    return P; // already a shared::cluster address (inline PTX's 32-bit value)
  Value *G = B.CreateAddrSpaceCast(P, PointerType::get(C, 0));
  return B.CreateIntToPtr(B.CreateTrunc(B.CreatePtrToInt(G, B.getInt64Ty()), B.getInt32Ty()), Ty);
}
} // namespace

bool SASS::lowerAsync90IR(StringRef N, CallInst *CI, unsigned SM) {
  if (SM < 90)
    return false;
  Function &F = *CI->getFunction();
  if (N == "fence.mbarrier_init.release.cluster" || N == "fence.proxy.async" ||
      N == "fence.proxy.async.global" || N == "fence.proxy.async.shared_cta" ||
      N == "fence.proxy.async.shared_cluster" || N == "cp.async.bulk.commit.group" ||
      N == "cp.async.bulk.wait.group" || N == "cp.async.bulk.wait.group.read")
    return true;
  bool Inc = N == "setmaxnreg.inc.sync.aligned.u32";
  if (Inc || N == "setmaxnreg.dec.sync.aligned.u32") {
    auto *Cnt = dyn_cast<ConstantInt>(CI->getArgOperand(0));
    uint64_t V = Cnt ? Cnt->getZExtValue() : 0;
    if (!Cnt || V < 24 || V > 256 || V % 8) {
      F.getContext().diagnose(DiagnosticInfoUnsupported(
          F, "setmaxnreg needs a register count that is a multiple of 8 from 24 to 256",
          CI->getDebugLoc()));
      CI->eraseFromParent();
      return true;
    }
    // Without a launch bound the count at entry is unknown (ptxas: "setmaxnreg
    // ignored; unable to determine register count at entry").
    if (!hasLaunchBound(F)) {
      CI->eraseFromParent();
      return true;
    }
    if (!Inc)
      return true;
    // Until the pool has the registers: a call oa selects (lowerOACall).
    Module &M = *F.getParent();
    IRBuilder<> B(CI);
    FunctionCallee Try = M.getOrInsertFunction(
        "oa.setmaxnreg.try", FunctionType::get(B.getInt1Ty(), {B.getInt32Ty()}, false));
    if (auto *TF = dyn_cast<Function>(Try.getCallee())) {
      TF->addFnAttr(Attribute::Convergent);
      TF->addFnAttr(Attribute::NoUnwind);
    }
    BasicBlock *Head = CI->getParent();
    BasicBlock *Tail = SplitBlock(Head, CI);
    BasicBlock *Loop = BasicBlock::Create(F.getContext(), "setmaxnreg.loop", &F, Tail);
    Head->getTerminator()->setSuccessor(0, Loop);
    B.SetInsertPoint(Loop);
    CallInst *Ok = B.CreateCall(Try, {CI->getArgOperand(0)});
    Ok->addFnAttr(Attribute::Convergent);
    Ok->setDebugLoc(CI->getDebugLoc());
    B.CreateCondBr(Ok, Tail, Loop);
    CI->eraseFromParent();
    return true;
  }
  // Bulk copies: their shared addresses as SYNCS takes them (into shared
  // memory: the destination and the mbarrier; out of it: the source), one
  // lane at a time.
  bool BulkIn = N == "cp.async.bulk.global.to.shared.cluster" ||
                N == "cp.async.bulk.global.to.shared.cta";
  if (BulkIn || N == "cp.async.bulk.shared.cta.to.global") {
    IRBuilder<> B(CI);
    for (unsigned K = BulkIn ? 0 : 1; K < 2; ++K)
      CI->setArgOperand(K, syncsAddress(B, CI->getArgOperand(K)));
    perLane(CI);
    return true;
  }
  bool G2S = N.starts_with("cp.async.bulk.tensor.g2s.tile.") ||
             N.starts_with("cp.async.bulk.tensor.g2s.cta.tile.");
  bool S2G = N.starts_with("cp.async.bulk.tensor.s2g.tile.");
  if ((G2S || S2G) && N.back() == 'd' && !N.contains("gather") && !N.contains("scatter")) {
    IRBuilder<> B(CI);
    // A __grid_constant__ tensor map: its generic address in the parameter
    // window, through oa.param.generic (lowerOACall); SASSLowerArgs' casts
    // would not survive EarlyCSE, which folds them back to the argument.
    unsigned MapIdx = G2S ? 2 : 1;
    const DataLayout &DL = F.getDataLayout();
    APInt Off(64, 0);
    Value *Base = CI->getArgOperand(MapIdx)->stripAndAccumulateInBoundsConstantOffsets(DL, Off);
    if (auto *A = dyn_cast<Argument>(Base);
        A && A->hasByValAttr() && F.getCallingConv() == CallingConv::PTX_Kernel) {
      FunctionCallee PG = F.getParent()->getOrInsertFunction(
          "oa.param.generic", FunctionType::get(B.getPtrTy(), {B.getInt32Ty(), B.getInt64Ty()}, false));
      if (auto *PF = dyn_cast<Function>(PG.getCallee())) {
        PF->setDoesNotAccessMemory();
        PF->addFnAttr(Attribute::NoUnwind);
      }
      CI->setArgOperand(MapIdx, B.CreateCall(PG, {B.getInt32(A->getArgNo()),
                                                  B.getInt64(Off.getZExtValue())}));
    }
    if (G2S) {
      CI->setArgOperand(1, syncsAddress(B, CI->getArgOperand(1)));
      if (N.contains(".cta."))
        CI->setArgOperand(0, syncsAddress(B, CI->getArgOperand(0)));
    } else {
      CI->setArgOperand(0, syncsAddress(B, CI->getArgOperand(0)));
    }
    perLane(CI);
    return true;
  }
  return false;
}

namespace {
SDValue replaceWith(SDNode *N, ArrayRef<SDValue> Values, TargetLowering::DAGCombinerInfo &DCI) {
  DCI.CombineTo(N, Values, /*AddTo=*/true);
  return SDValue(N, 0);
}

SDValue unsupported(SDNode *N, TargetLowering::DAGCombinerInfo &DCI, const Twine &What) {
  SelectionDAG &DAG = DCI.DAG;
  DAG.getContext()->diagnose(DiagnosticInfoUnsupported(
      DAG.getMachineFunction().getFunction(), What + " is not supported by oa",
      SDLoc(N).getDebugLoc()));
  SmallVector<SDValue, 2> Values;
  for (unsigned I = 0; I < N->getNumValues(); ++I) {
    EVT VT = N->getValueType(I);
    Values.push_back(VT == MVT::Other ? N->getOperand(0) : DAG.getUNDEF(VT));
  }
  return replaceWith(N, Values, DCI);
}

bool isZero(SDValue V) {
  auto *C = dyn_cast<ConstantSDNode>(V);
  return C && C->isZero();
}

/// Chains machine instructions without results after Ch.
struct Emitter {
  SelectionDAG &DAG;
  SDLoc DL;
  SDValue Ch, Glue;
  void op(unsigned Opc, ArrayRef<SDValue> Ops = {}) {
    SmallVector<SDValue, 4> All(Ops);
    All.push_back(Ch);
    if (Glue)
      All.push_back(Glue);
    SDNode *M = SASS::machineNode(DAG, Opc, DL, {MVT::Other, MVT::Glue}, All);
    Ch = SDValue(M, 0);
    Glue = SDValue(M, 1);
  }
  /// R2UR of a 32-bit value into a fixed uniform register (glued to what
  /// follows, so nothing else writes the register in between).
  void r2ur(unsigned Opc, SDValue V) { op(Opc, {V}); }
  void r2ur64(unsigned OpcLo, unsigned OpcHi, SDValue V) {
    // The pair's halves as they are (no shift).
    r2ur(OpcLo, DAG.getTargetExtractSubreg(SASS::sub0, DL, MVT::i32, V));
    r2ur(OpcHi, DAG.getTargetExtractSubreg(SASS::sub1, DL, MVT::i32, V));
  }
};

const unsigned R2URCoord[] = {SASS::R2UR_UR16, SASS::R2UR_UR17, SASS::R2UR_UR18, SASS::R2UR_UR19,
                              SASS::R2UR_UR20, SASS::R2UR_UR21, SASS::R2UR_UR22};
const unsigned UTMALDGOpc[] = {SASS::UTMALDG_1D, SASS::UTMALDG_2D, SASS::UTMALDG_3D,
                               SASS::UTMALDG_4D, SASS::UTMALDG_5D};
const unsigned UTMASTGOpc[] = {SASS::UTMASTG_1D, SASS::UTMASTG_2D, SASS::UTMASTG_3D,
                               SASS::UTMASTG_4D, SASS::UTMASTG_5D};

SDValue to32(SelectionDAG &DAG, const SDLoc &DL, SDValue V) {
  return V.getValueType() == MVT::i32 ? V : DAG.getNode(ISD::TRUNCATE, DL, MVT::i32, V);
}

/// cp.async.bulk (non-tensor) copies between global and shared memory.
SDValue combineBulkCopy(SDNode *N, Intrinsic::ID ID, TargetLowering::DAGCombinerInfo &DCI,
                        StringRef Name) {
  SelectionDAG &DAG = DCI.DAG;
  SDLoc DL(N);
  auto Arg = [&](unsigned K) { return N->getOperand(2 + K); };
  bool Load = ID != Intrinsic::nvvm_cp_async_bulk_shared_cta_to_global;
  bool Cluster = ID == Intrinsic::nvvm_cp_async_bulk_global_to_shared_cluster;
  // The cluster form's multicast flag (a cache hint is only a hint: it is
  // dropped, as the L2 policy does not change what the copy does).
  if (Cluster && !isZero(Arg(6)))
    return unsupported(N, DCI, "intrinsic " + Name + " with multicast");
  SDValue Size = to32(DAG, DL, Arg(Load ? 3 : 2));
  SDValue Units = DAG.getNode(ISD::SRL, DL, MVT::i32, Size, DAG.getConstant(4, DL, MVT::i32));
  Emitter E{DAG, DL, N->getOperand(0), SDValue()};
  if (Load) {
    E.r2ur(SASS::R2UR_UR16, to32(DAG, DL, Arg(0)));
    E.r2ur(SASS::R2UR_UR17, to32(DAG, DL, Arg(1)));
    E.r2ur(SASS::R2UR_UR18, Units);
    E.r2ur64(SASS::R2UR_UR24, SASS::R2UR_UR25, Arg(2));
    E.op(SASS::UBLKCP_SG);
  } else {
    E.r2ur(SASS::R2UR_UR16, to32(DAG, DL, Arg(1)));
    E.r2ur(SASS::R2UR_UR18, Units);
    E.r2ur64(SASS::R2UR_UR24, SASS::R2UR_UR25, Arg(0));
    E.op(SASS::UBLKCP_GS);
  }
  return replaceWith(N, {E.Ch}, DCI);
}

/// cp.async.bulk.tensor tile copies: Dim coordinates; Load says g2s (Cta:
/// the .shared::cta destination form).
SDValue combineTma(SDNode *N, unsigned Dim, bool Load, bool Cta,
                   TargetLowering::DAGCombinerInfo &DCI, StringRef Name) {
  SelectionDAG &DAG = DCI.DAG;
  SDLoc DL(N);
  auto Arg = [&](unsigned K) { return N->getOperand(2 + K); };
  // Operands after the coordinates: g2s (cluster) mask, hint, multicast,
  // cache hint, cta_group; g2s.cta and s2g hint, cache hint.  A cache hint
  // (CUTLASS's TMA copies give one) only steers L2 eviction: it is dropped.
  unsigned After = (Load ? 3 : 2) + Dim;
  if (Load && !Cta && (!isZero(Arg(After + 2)) || !isZero(Arg(After + 4))))
    return unsupported(N, DCI, "intrinsic " + Name + " with multicast or cta_group");
  Emitter E{DAG, DL, N->getOperand(0), SDValue()};
  unsigned K = 0;
  E.r2ur(R2URCoord[K++], to32(DAG, DL, Arg(0)));
  if (Load)
    E.r2ur(R2URCoord[K++], to32(DAG, DL, Arg(1)));
  SDValue Map = Arg(Load ? 2 : 1);
  for (unsigned D = 0; D < Dim; ++D)
    E.r2ur(R2URCoord[K++], Arg((Load ? 3 : 2) + D));
  E.r2ur64(SASS::R2UR_UR24, SASS::R2UR_UR25, Map);
  E.op((Load ? UTMALDGOpc : UTMASTGOpc)[Dim - 1]);
  return replaceWith(N, {E.Ch}, DCI);
}
} // namespace

SDValue SASS::combineAsync90Intrinsic(SDNode *N, Intrinsic::ID ID,
                                      TargetLowering::DAGCombinerInfo &DCI,
                                      const SASSSubtarget &ST) {
  if (ST.getSMVersion() < 90 || N->getOpcode() != ISD::INTRINSIC_VOID)
    return SDValue();
  SelectionDAG &DAG = DCI.DAG;
  SDLoc DL(N);
  if (SDValue Ch = combineWgmmaIntrinsic(N, ID, DAG, ST))
    return replaceWith(N, {Ch}, DCI);
  Emitter E{DAG, DL, N->getOperand(0), SDValue()};
  auto Done = [&] { return replaceWith(N, {E.Ch}, DCI); };
  StringRef Name = Intrinsic::getBaseName(ID);
  switch (ID) {
  // ptxas: FENCE.VIEW.ASYNC.S after the SYNCS.EXCH of mbarrier.init
  // (gemm_wgmma_tma), MEMBAR.ALL.CTA + .S for .shared::cta, MEMBAR.ALL.GPU
  // + .S for the generic and cluster forms, .G for .global.
  case Intrinsic::nvvm_fence_mbarrier_init_release_cluster:
    E.op(SASS::FENCE_ASYNC_S);
    return Done();
  case Intrinsic::nvvm_fence_proxy_async_shared_cta:
    E.op(SASS::MEMBAR_ALL_CTA);
    E.op(SASS::FENCE_ASYNC_S);
    return Done();
  case Intrinsic::nvvm_fence_proxy_async_shared_cluster:
    E.op(SASS::MEMBAR_ALL_GPU);
    E.op(SASS::FENCE_ASYNC_S);
    return Done();
  case Intrinsic::nvvm_fence_proxy_async:
    E.op(SASS::MEMBAR_ALL_GPU);
    E.op(SASS::FENCE_ASYNC_S);
    E.op(SASS::FENCE_ASYNC_G);
    return Done();
  case Intrinsic::nvvm_fence_proxy_async_global:
    E.op(SASS::MEMBAR_ALL_GPU);
    E.op(SASS::FENCE_ASYNC_G);
    return Done();
  case Intrinsic::nvvm_setmaxnreg_dec_sync_aligned_u32: {
    E.op(SASS::WARPSYNCALL);
    E.op(SASS::USETMAXREG_DEC,
         {DAG.getTargetConstant(N->getConstantOperandVal(2), DL, MVT::i32)});
    return Done();
  }
  case Intrinsic::nvvm_cp_async_bulk_commit_group:
    E.op(SASS::UTMACMDFLUSHcg);
    return Done();
  case Intrinsic::nvvm_cp_async_bulk_wait_group:
  case Intrinsic::nvvm_cp_async_bulk_wait_group_read: {
    uint64_t Cnt = std::min<uint64_t>(N->getConstantOperandVal(2), 63);
    E.op(SASS::DEPBAR_SB0, {DAG.getTargetConstant(Cnt, DL, MVT::i32)});
    if (ID == Intrinsic::nvvm_cp_async_bulk_wait_group)
      E.op(SASS::CCTL_IVALLcg);
    return Done();
  }
  default:
    break;
  }
  if (ID == Intrinsic::nvvm_cp_async_bulk_global_to_shared_cluster ||
      ID == Intrinsic::nvvm_cp_async_bulk_global_to_shared_cta ||
      ID == Intrinsic::nvvm_cp_async_bulk_shared_cta_to_global)
    return combineBulkCopy(N, ID, DCI, Name);
  if (ID >= Intrinsic::nvvm_cp_async_bulk_tensor_g2s_tile_1d &&
      ID <= Intrinsic::nvvm_cp_async_bulk_tensor_g2s_tile_5d)
    return combineTma(N, ID - Intrinsic::nvvm_cp_async_bulk_tensor_g2s_tile_1d + 1, true, false,
                      DCI, Name);
  if (ID >= Intrinsic::nvvm_cp_async_bulk_tensor_g2s_cta_tile_1d &&
      ID <= Intrinsic::nvvm_cp_async_bulk_tensor_g2s_cta_tile_5d)
    return combineTma(N, ID - Intrinsic::nvvm_cp_async_bulk_tensor_g2s_cta_tile_1d + 1, true,
                      true, DCI, Name);
  if (ID >= Intrinsic::nvvm_cp_async_bulk_tensor_s2g_tile_1d &&
      ID <= Intrinsic::nvvm_cp_async_bulk_tensor_s2g_tile_5d)
    return combineTma(N, ID - Intrinsic::nvvm_cp_async_bulk_tensor_s2g_tile_1d + 1, false,
                      false, DCI, Name);
  return SDValue();
}

SDValue SASS::lowerOACall(TargetLowering::CallLoweringInfo &CLI, StringRef Name,
                          SmallVectorImpl<SDValue> &InVals) {
  SelectionDAG &DAG = CLI.DAG;
  const SDLoc &DL = CLI.DL;
  if (Name.starts_with("oa.wgmma.mma_async."))
    return lowerWgmmaCall(CLI, Name, InVals);
  if (Name == "oa.param.generic") {
    // (argument number, byte offset): c[0x0][0x198] (the parameter
    // window's generic address) plus the argument's offset in the block.
    auto *K = dyn_cast<ConstantSDNode>(CLI.OutVals[0]);
    auto *O = dyn_cast<ConstantSDNode>(CLI.OutVals[1]);
    const Function &F = DAG.getMachineFunction().getFunction();
    const auto &ST = DAG.getSubtarget<SASSSubtarget>();
    if (!K || !O || K->getZExtValue() >= F.arg_size())
      return SDValue();
    SmallVector<unsigned, 16> Offsets(F.arg_size());
    SASS::layoutKernelParams(F, ST.getParamBase(), Offsets.data());
    SDValue Win = DAG.getNode(SASSISD::PARAM, DL, MVT::i64,
                              DAG.getTargetConstant(0x198, DL, MVT::i32));
    InVals.push_back(DAG.getNode(
        ISD::ADD, DL, MVT::i64, Win,
        DAG.getConstant(Offsets[K->getZExtValue()] + O->getZExtValue(), DL, MVT::i64)));
    return CLI.Chain;
  }
  if (Name == "oa.movm.trans" && CLI.OutVals.size() == 1 && CLI.Ins.size() == 1) {
    // SASSLowerWMMA's transposed 16-bit fragment registers.
    SDNode *M = SASS::machineNode(DAG, SASS::MOVM_MT88, DL, MVT::i32,
                                  {DAG.getBitcast(MVT::i32, CLI.OutVals[0])});
    InVals.push_back(DAG.getBitcast(CLI.Ins[0].VT, SDValue(M, 0)));
    return CLI.Chain;
  }
  if (Name == "oa.setmaxnreg.try") {
    auto *C = dyn_cast<ConstantSDNode>(CLI.OutVals[0]);
    if (!C)
      return SDValue();
    Emitter E{DAG, DL, CLI.Chain, SDValue()};
    E.op(SASS::WARPSYNCALL);
    E.op(SASS::USETMAXREG_TRY, {DAG.getTargetConstant(C->getZExtValue(), DL, MVT::i32)});
    SDNode *P = SASS::machineNode(DAG, SASS::PLOP3_UP0, DL, {MVT::i1, MVT::Other},
                                  {E.Ch, E.Glue});
    SDValue Ok = SDValue(P, 0);
    EVT VT = CLI.Ins[0].VT;
    InVals.push_back(VT == MVT::i1 ? Ok : DAG.getZExtOrTrunc(Ok, DL, VT));
    return SDValue(P, 1);
  }
  return SDValue();
}
