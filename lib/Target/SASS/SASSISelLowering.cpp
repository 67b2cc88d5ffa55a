//===-- SASSISelLowering.cpp - SASS DAG lowering --------------------------===//
//
// Which operations are native, which are expanded and how: kernel parameters
// come from constant bank 0, shared and __constant__ variables become window
// offsets, integer division and IEEE f32/f64 division and square root are
// built from MUFU estimates refined with FMA.
//
//===----------------------------------------------------------------------===//

#include "SASSISelLowering.h"
#include "SASSAsync90.h"
#include "llvm/IR/IntrinsicInst.h"
#include "oa/Cubin/Cubin.h"
#include "oa/Cubin/DriverFunctions.h"
#include "SASSISelTensor.h"
#include "SASS.h"
#include "SASSMachineFunctionInfo.h"
#include "SASSRegisterInfo.h"
#include "SASSSubtarget.h"
#include "SASSTargetMachine.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/ADT/bit.h"
#include <cmath>

using namespace llvm;

SASSTargetLowering::SASSTargetLowering(const TargetMachine &TM,
                                       const SASSSubtarget &STI)
    : TargetLowering(TM, STI), ST(STI) {
  addRegisterClass(MVT::i1, &SASS::PREDRegClass);
  addRegisterClass(MVT::i32, &SASS::GPR32RegClass);
  addRegisterClass(MVT::f32, &SASS::GPR32RegClass);
  addRegisterClass(MVT::i64, &SASS::GPR64RegClass);
  addRegisterClass(MVT::f64, &SASS::GPR64RegClass);
  computeRegisterProperties(STI.getRegisterInfo());

  setBooleanContents(ZeroOrOneBooleanContent);
  setMinimumJumpTableEntries(UINT_MAX);
  setStackPointerRegisterToSaveRestore(SASS::R1);
  setMaxAtomicSizeInBitsSupported(64);
  setMinCmpXchgSizeInBits(32);
  // 64-bit compare-and-swap: ATOMG/ATOM/ATOMS.CAS.64 with compare and new
  // value in a register quad (SASSInstrMemory.td).
  setOperationAction(ISD::ATOMIC_CMP_SWAP_WITH_SUCCESS, MVT::i64, Expand);
  setSchedulingPreference(Sched::RegPressure);
  // A branch costs a divergence region (BSSY/BSYNC) and a pipeline bubble:
  // `a && b` feeding a branch stays one predicate (PLOP3/ISETP chains)
  // rather than two branches, as for NVPTX, so the guarded block can be
  // if-converted.
  setJumpIsExpensive(true);
  // There is no C or compiler runtime library on the device: with every
  // library routine unavailable, LLVM's expansions take their inline forms
  // (ldexp, frexp, ...), and what has none becomes a diagnostic.
  for (RTLIB::Libcall LC : RTLIB::libcalls())
    setLibcallImpl(LC, RTLIB::Unsupported);
  // Wider division and fp conversions become loops in IR (ExpandLargeDivRem,
  // ExpandFp) instead of runtime calls.
  setMaxDivRemBitWidthSupported(64);
  setMaxLargeFPConvertBitWidthSupported(64);
  // No C library: memory intrinsics up to this long expand inline, longer
  // ones are loops (SASSLowerMemIntrinsics).
  MaxStoresPerMemset = MaxStoresPerMemsetOptSize = SASS::kMaxInlineBytes;
  MaxStoresPerMemcpy = MaxStoresPerMemcpyOptSize = SASS::kMaxInlineBytes;
  MaxStoresPerMemmove = MaxStoresPerMemmoveOptSize = SASS::kMaxInlineBytes;

  for (MVT VT : {MVT::i1, MVT::i32, MVT::i64, MVT::f32, MVT::f64}) {
    setOperationAction(ISD::BR_CC, VT, Expand);
    setOperationAction(ISD::SELECT_CC, VT, Expand);
  }
  setOperationAction(ISD::BR_JT, MVT::Other, Expand);
  setOperationAction(ISD::BRIND, MVT::Other, Expand);
  setOperationAction(ISD::GlobalAddress, MVT::i32, Custom);
  setOperationAction(ISD::GlobalAddress, MVT::i64, Custom);
  setOperationAction(ISD::ADDRSPACECAST, MVT::i32, Custom);
  setOperationAction(ISD::ADDRSPACECAST, MVT::i64, Custom);
  // The frame is fixed (R1 - size at entry): an alloca of a variable size, or
  // one outside the entry block, is a diagnostic.
  setOperationAction(ISD::DYNAMIC_STACKALLOC, MVT::i32, Custom);
  setOperationAction(ISD::STACKSAVE, MVT::Other, Expand);
  setOperationAction(ISD::STACKRESTORE, MVT::Other, Expand);

  // i1.
  for (unsigned Op : {ISD::ADD, ISD::SUB, ISD::MUL, ISD::SELECT, ISD::SETCC,
                      ISD::SIGN_EXTEND_INREG})
    setOperationAction(Op, MVT::i1, Promote);
  // Expand would turn it into a select_cc and back, forever (i128 compares
  // select between two i1 results).
  setOperationAction(ISD::SELECT, MVT::i1, Custom);
  setOperationAction(ISD::SETCC, MVT::i1, Custom);
  for (MVT VT : {MVT::i32, MVT::i64})
    for (unsigned Ext : {ISD::ZEXTLOAD, ISD::SEXTLOAD, ISD::EXTLOAD})
      setLoadExtAction(Ext, VT, MVT::i1, Promote);
  setTruncStoreAction(MVT::i32, MVT::i1, Expand);
  setTruncStoreAction(MVT::i64, MVT::i1, Expand);
  // Booleans live in predicates but in memory they are bytes holding 0 or 1;
  // conversions from and to them go through i32.
  setOperationAction(ISD::LOAD, MVT::i1, Custom);
  setOperationAction(ISD::STORE, MVT::i1, Custom);
  for (unsigned Op : {ISD::FP_TO_SINT, ISD::FP_TO_UINT, ISD::SINT_TO_FP,
                      ISD::UINT_TO_FP})
    setOperationAction(Op, MVT::i1, Custom);
  // 64-bit values are register pairs: narrow stores and widening loads of
  // them go through the low 32-bit half.
  for (MVT MemVT : {MVT::i8, MVT::i16, MVT::i32}) {
    setTruncStoreAction(MVT::i64, MemVT, Expand);
    for (unsigned Ext : {ISD::ZEXTLOAD, ISD::SEXTLOAD, ISD::EXTLOAD})
      setLoadExtAction(Ext, MVT::i64, MemVT, Expand);
  }

  // i32.
  for (unsigned Op : {ISD::SDIV, ISD::UDIV, ISD::SREM, ISD::UREM})
    setOperationAction(Op, MVT::i32, Custom);
  for (unsigned Op : {ISD::SDIVREM, ISD::UDIVREM, ISD::SMUL_LOHI,
                      ISD::UMUL_LOHI, ISD::SHL_PARTS, ISD::SRA_PARTS,
                      ISD::SRL_PARTS, ISD::CTTZ_ZERO_UNDEF,
                      ISD::CTLZ_ZERO_UNDEF})
    for (MVT VT : {MVT::i32, MVT::i64})
      setOperationAction(Op, VT, Expand);
  // LLVM expands these by default; SHF.L.W/SHF.R.W (the shift taken mod 32,
  // as fshl/fshr want) and BREV do them in one instruction.
  for (unsigned Op : {ISD::FSHL, ISD::FSHR, ISD::ROTL, ISD::ROTR, ISD::BITREVERSE})
    setOperationAction(Op, MVT::i32, Legal);
  setOperationAction(ISD::SIGN_EXTEND_INREG, MVT::i1, Expand);
  setOperationAction(ISD::SIGN_EXTEND_INREG, MVT::i8, Expand);
  setOperationAction(ISD::SIGN_EXTEND_INREG, MVT::i16, Expand);
  // The action is keyed on the narrow type: i64 from i32 is two shifts.
  setOperationAction(ISD::SIGN_EXTEND_INREG, MVT::i32, Expand);

  // i64 add/sub/mul/shifts/compares are selected as 32-bit pairs
  // (SASSISelDAGToDAG); the rest is expanded.
  // MULHU is four IMAD.WIDE.U32 and an IMAD.HI (SASSISelDAGToDAG).
  for (unsigned Op : {ISD::SDIV, ISD::UDIV, ISD::SREM, ISD::UREM,
                      ISD::MULHS, ISD::CTPOP, ISD::CTLZ, ISD::CTTZ, ISD::ROTL,
                      ISD::ROTR, ISD::BSWAP, ISD::BITREVERSE, ISD::ABS,
                      ISD::SMIN, ISD::SMAX, ISD::UMIN, ISD::UMAX, ISD::FSHL,
                      ISD::FSHR})
    setOperationAction(Op, MVT::i64, Expand);

  // f32 / f64.
  for (MVT VT : {MVT::f32, MVT::f64}) {
    setOperationAction(ISD::FDIV, VT, Custom);
    setOperationAction(ISD::FSQRT, VT, Custom);
    for (unsigned Op : {ISD::FREM, ISD::FMINIMUM, ISD::FMAXIMUM, ISD::FSINCOS,
                        ISD::FLDEXP, ISD::FFREXP, ISD::LROUND, ISD::LLROUND,
                        ISD::LRINT, ISD::LLRINT})
      setOperationAction(Op, VT, Expand);
    setOperationAction(ISD::FROUND, VT, Custom);
    // No inline expansion and no library to call (the CUDA headers bring
    // their own): a named diagnostic rather than "no libcall available".
    for (unsigned Op : {ISD::FPOW, ISD::FPOWI, ISD::FEXP10, ISD::FTAN,
                        ISD::FTANH, ISD::FASIN, ISD::FACOS, ISD::FATAN,
                        ISD::FATAN2, ISD::FSINH, ISD::FCOSH})
      setOperationAction(Op, VT, Custom);
    setOperationAction(ISD::FRINT, VT, Custom);
    setOperationAction(ISD::FNEARBYINT, VT, Custom);
  }
  for (unsigned Op : {ISD::FEXP, ISD::FEXP2, ISD::FLOG, ISD::FLOG2,
                      ISD::FLOG10, ISD::FSIN, ISD::FCOS})
    for (MVT VT : {MVT::f32, MVT::f64})
      setOperationAction(Op, VT, Custom);
  for (unsigned Op : {ISD::FFLOOR, ISD::FCEIL, ISD::FTRUNC, ISD::FROUNDEVEN,
                      ISD::FMINIMUMNUM, ISD::FMAXIMUMNUM, ISD::FCOPYSIGN})
    setOperationAction(Op, MVT::f64, Expand);
  setOperationAction(ISD::FMINNUM, MVT::f64, Custom);
  setOperationAction(ISD::FMAXNUM, MVT::f64, Custom);
  setOperationAction(ISD::FCOPYSIGN, MVT::f32, Legal);

  // Half precision: kept as f32 in registers, converted at loads and stores.
  setOperationAction(ISD::FP16_TO_FP, MVT::f32, Legal);
  setOperationAction(ISD::FP_TO_FP16, MVT::f32, Legal);
  setOperationAction(ISD::BF16_TO_FP, MVT::f32, Legal);
  setOperationAction(ISD::FP_TO_BF16, MVT::f32, Legal);
  // After type legalization the half result is an i32.
  setOperationAction(ISD::FP_TO_FP16, MVT::i32, Legal);
  setOperationAction(ISD::FP_TO_BF16, MVT::i32, Legal);
  setOperationAction(ISD::FP16_TO_FP, MVT::f64, Expand);
  setOperationAction(ISD::FP_TO_FP16, MVT::f64, Legal);
  setOperationAction(ISD::BF16_TO_FP, MVT::f64, Expand);
  setOperationAction(ISD::FP_TO_BF16, MVT::f64, Expand);
  for (MVT VT : {MVT::f32, MVT::f64}) {
    setLoadExtAction(ISD::EXTLOAD, VT, MVT::f16, Expand);
    setLoadExtAction(ISD::EXTLOAD, VT, MVT::bf16, Expand);
    setTruncStoreAction(VT, MVT::f16, Expand);
    setTruncStoreAction(VT, MVT::bf16, Expand);
  }
  setLoadExtAction(ISD::EXTLOAD, MVT::f64, MVT::f32, Expand);
  setTruncStoreAction(MVT::f64, MVT::f32, Expand);

  // Operations the ISA has (patterns in SASSInstrInfo.td); LLVM's defaults
  // expand them to libcalls.
  for (MVT VT : {MVT::f32, MVT::f64}) {
    setOperationAction(ISD::FMA, VT, Legal);
    setOperationAction(ISD::ConstantFP, VT, Legal);
    for (unsigned Op : {ISD::FFLOOR, ISD::FCEIL, ISD::FTRUNC, ISD::FROUNDEVEN})
      setOperationAction(Op, VT, Legal);
  }
  for (unsigned Op : {ISD::FMINNUM, ISD::FMAXNUM, ISD::FMINIMUMNUM,
                      ISD::FMAXIMUMNUM})
    setOperationAction(Op, MVT::f32, Legal);
  // IMNMX and IABS (LLVM's defaults expand them to a compare and a select).
  for (unsigned Op : {ISD::SMIN, ISD::SMAX, ISD::UMIN, ISD::UMAX, ISD::ABS})
    setOperationAction(Op, MVT::i32, Legal);
  setOperationAction(ISD::CTLZ, MVT::i64, Custom);

  // llvm.trap (__trap(), a failed assert): BPT.TRAP, not a call to abort.
  setOperationAction(ISD::TRAP, MVT::Other, Legal);
  setOperationAction(ISD::ATOMIC_FENCE, MVT::Other, Custom);
  setOperationAction(ISD::ATOMIC_LOAD, MVT::i32, Expand);
  setOperationAction(ISD::ATOMIC_LOAD, MVT::i64, Expand);
  setOperationAction(ISD::ATOMIC_STORE, MVT::i32, Expand);
  setOperationAction(ISD::ATOMIC_STORE, MVT::i64, Expand);

  // Whole 32/64/128-bit vector accesses and the tensor intrinsics
  // (SASSISelTensor.h).
  for (MVT VT : MVT::fixedlen_vector_valuetypes())
    if (VT.getFixedSizeInBits() == 32 || VT.getFixedSizeInBits() == 64 ||
        VT.getFixedSizeInBits() == 128) {
      setOperationAction(ISD::LOAD, VT, Custom);
      setOperationAction(ISD::STORE, VT, Custom);
    }
  setTargetDAGCombine({ISD::INTRINSIC_WO_CHAIN, ISD::INTRINSIC_W_CHAIN, ISD::INTRINSIC_VOID,
                       ISD::READ_REGISTER});
  // f16/bf16 arithmetic on the packed half pipe (SASSISelHalf.cpp).
  setTargetDAGCombine({ISD::FADD, ISD::FSUB, ISD::FMUL, ISD::FMA});
  setTargetDAGCombine(ISD::SETCC);
}

/// A 64-bit integer compare of values whose high words are known zero is the
/// unsigned compare of the low words: one ISETP instead of a pair (and the
/// constant pair it compares with).  `(n | d) >> 32 == 0`, the 64-bit
/// division's test for its 32-bit path, is one ISETP against RZ.
static SDValue combineSetCC64(SDNode *N, SelectionDAG &DAG) {
  SDValue A = N->getOperand(0), B = N->getOperand(1);
  if (A.getValueType() != MVT::i64)
    return SDValue();
  APInt High = APInt::getHighBitsSet(64, 32);
  if (!DAG.MaskedValueIsZero(A, High) || !DAG.MaskedValueIsZero(B, High))
    return SDValue();
  ISD::CondCode CC = cast<CondCodeSDNode>(N->getOperand(2))->get();
  switch (CC) { // both below 2^32: the signed order is the unsigned one
  case ISD::SETLT: CC = ISD::SETULT; break;
  case ISD::SETLE: CC = ISD::SETULE; break;
  case ISD::SETGT: CC = ISD::SETUGT; break;
  case ISD::SETGE: CC = ISD::SETUGE; break;
  default: break;
  }
  SDLoc DL(N);
  return DAG.getSetCC(DL, N->getValueType(0), DAG.getNode(ISD::TRUNCATE, DL, MVT::i32, A),
                      DAG.getNode(ISD::TRUNCATE, DL, MVT::i32, B), CC);
}

void SASSTargetLowering::ReplaceNodeResults(SDNode *N, SmallVectorImpl<SDValue> &Results,
                                            SelectionDAG &DAG) const {
  if (N->getOpcode() == ISD::LOAD)
    SASS::lowerVectorLoad(N, DAG, Results);
}

SDValue SASSTargetLowering::PerformDAGCombine(SDNode *N, DAGCombinerInfo &DCI) const {
  switch (N->getOpcode()) {
  case ISD::INTRINSIC_WO_CHAIN:
  case ISD::INTRINSIC_W_CHAIN:
  case ISD::INTRINSIC_VOID:
    return SASS::combineTensorIntrinsic(N, DCI, ST);
  case ISD::FADD:
  case ISD::FSUB:
  case ISD::FMUL:
  case ISD::FMA:
    return SASS::combineHalfArith(N, DCI);
  case ISD::SETCC:
    return combineSetCC64(N, DCI.DAG);
  case ISD::READ_REGISTER: {
    // ptxas-only special registers of translated inline PTX: the words of
    // constant bank 0 that ptxas reads for them (measured on nvcc 13's SASS).
    // A combine: legalization never offers READ_REGISTER to the target.
    SelectionDAG &DAG = DCI.DAG;
    SDLoc DL(N);
    StringRef Name =
        cast<MDString>(cast<MDNodeSDNode>(N->getOperand(1))->getMD()->getOperand(0))->getString();
    bool SM90 = ST.getSMVersion() >= 90;
    unsigned Off = Name == "reserved_smem_offset_1"     ? (SM90 ? 0x6c : 0x124)
                   : Name == "reserved_smem_offset_end" ? (SM90 ? 0x68 : 0x120)
                                                        : 0;
    unsigned Env;
    if (Name.starts_with("envreg") && !Name.drop_front(6).getAsInteger(10, Env) && Env < 32)
      Off = (SM90 ? 0x40 : 0x88) + 4 * Env;
    SDValue V;
    if (Off) {
      V = DAG.getNode(SASSISD::PARAM, DL, MVT::i32, DAG.getTargetConstant(Off, DL, MVT::i32));
    } else {
      DAG.getContext()->diagnose(DiagnosticInfoUnsupported(
          DAG.getMachineFunction().getFunction(), "register '" + Name + "' cannot be read",
          DL.getDebugLoc()));
      V = DAG.getUNDEF(N->getValueType(0));
    }
    return DCI.CombineTo(N, V, N->getOperand(0));
  }
  default:
    return SDValue();
  }
}

const char *SASSTargetLowering::getTargetNodeName(unsigned Opcode) const {
  switch (Opcode) {
  case SASSISD::PARAM:
    return "SASSISD::PARAM";
  case SASSISD::EXIT:
    return "SASSISD::EXIT";
  case SASSISD::SHARED_ADDR:
    return "SASSISD::SHARED_ADDR";
  case SASSISD::GLOBAL_ADDR:
    return "SASSISD::GLOBAL_ADDR";
  case SASSISD::CALL:
    return "SASSISD::CALL";
  case SASSISD::CALL_INT:
    return "SASSISD::CALL_INT";
  case SASSISD::RET:
    return "SASSISD::RET";
  case SASSISD::HADD2:
    return "SASSISD::HADD2";
  case SASSISD::HSUB2:
    return "SASSISD::HSUB2";
  case SASSISD::HMUL2:
    return "SASSISD::HMUL2";
  case SASSISD::HFMA2:
    return "SASSISD::HFMA2";
  case SASSISD::BFADD2:
    return "SASSISD::BFADD2";
  case SASSISD::BFSUB2:
    return "SASSISD::BFSUB2";
  case SASSISD::BFMUL2:
    return "SASSISD::BFMUL2";
  case SASSISD::BFFMA2:
    return "SASSISD::BFFMA2";
  case SASSISD::FCHK:
    return "SASSISD::FCHK";
  default:
    return nullptr;
  }
}

TargetLowering::AtomicExpansionKind
SASSTargetLowering::shouldExpandAtomicRMWInIR(AtomicRMWInst *AI) const {
  unsigned AS = AI->getPointerAddressSpace();
  Type *Ty = AI->getType();
  bool I32 = Ty->isIntegerTy(32);
  bool I64 = Ty->isIntegerTy(64) ||
             (Ty->isPointerTy() && AI->getDataLayout().getTypeSizeInBits(Ty) == 64);
  switch (AI->getOperation()) {
  case AtomicRMWInst::Add:
    return (I32 || (I64 && AS != SASSAS::Shared)) ? AtomicExpansionKind::None
                                                  : AtomicExpansionKind::CmpXChg;
  case AtomicRMWInst::Xchg:
    return (I32 || (I64 && AS != SASSAS::Shared)) ? AtomicExpansionKind::None
                                                  : AtomicExpansionKind::CmpXChg;
  case AtomicRMWInst::Sub:
  case AtomicRMWInst::Nand:
    return AtomicExpansionKind::CmpXChg;
  case AtomicRMWInst::And:
  case AtomicRMWInst::Or:
  case AtomicRMWInst::Xor:
  case AtomicRMWInst::Max:
  case AtomicRMWInst::Min:
  case AtomicRMWInst::UMax:
  case AtomicRMWInst::UMin:
  case AtomicRMWInst::UIncWrap:
  case AtomicRMWInst::UDecWrap:
    return I32 ? AtomicExpansionKind::None : AtomicExpansionKind::CmpXChg;
  case AtomicRMWInst::FAdd:
    return ((Ty->isFloatTy() && AS != SASSAS::Shared) ||
            (Ty->isDoubleTy() && (AS == SASSAS::Global || AS == SASSAS::Generic)))
               ? AtomicExpansionKind::None
               : AtomicExpansionKind::CmpXChg;
  default:
    return AtomicExpansionKind::CmpXChg;
  }
}

bool SASSTargetLowering::isLegalAddressingMode(const DataLayout &DL,
                                               const AddrMode &AM, Type *Ty,
                                               unsigned AS,
                                               Instruction *I) const {
  if (!isInt<24>(AM.BaseOffs))
    return false;
  // A __shared__ variable's address is its window offset, an immediate, and a
  // scaled index is one shift the DAG shares between the accesses of a block:
  // with both legal, CodeGenPrepare sinks `var + idx*4 + const` next to each
  // LDS/STS instead of keeping LICM's hoisted addresses, one register each
  // (sgemm_tiled held 128 of them).
  if (AS == SASSAS::Shared)
    return !AM.Scale || !AM.HasBaseReg;
  return !AM.BaseGV && !AM.Scale;
}

SDValue SASSTargetLowering::unsupported(SDValue Op, SelectionDAG &DAG,
                                        const Twine &What) const {
  const Function &F = DAG.getMachineFunction().getFunction();
  DAG.getContext()->diagnose(DiagnosticInfoUnsupported(
      F, What, SDLoc(Op).getDebugLoc()));
  return DAG.getUNDEF(Op.getValueType());
}

//===----------------------------------------------------------------------===//
// Kernel entry and exit.
//===----------------------------------------------------------------------===//

static void collectGlobals(const Value *V, SetVector<const GlobalVariable *> &Out,
                           SmallPtrSetImpl<const Value *> &Seen) {
  if (!Seen.insert(V).second)
    return;
  if (auto *GV = dyn_cast<GlobalVariable>(V)) {
    Out.insert(GV);
    return;
  }
  if (auto *C = dyn_cast<ConstantExpr>(V))
    for (const Value *O : C->operands())
      collectGlobals(O, Out, Seen);
}

/// Lays out the shared variables the kernel uses: static ones first, then
/// the dynamic (extern __shared__) window, which all such variables share.
static void layoutShared(const Function &F, const SASSSubtarget &ST,
                         SASSMachineFunctionInfo &MFI) {
  SetVector<const GlobalVariable *> GVs;
  SmallPtrSet<const Value *, 32> Seen;
  // A kernel and its device functions (SASSKernelCallees.cpp) share one
  // layout: the kernel's, then each function's in module order.
  StringRef Kernel = F.hasFnAttribute("sass-owner")
                         ? F.getFnAttribute("sass-owner").getValueAsString()
                         : F.getName();
  for (const Function &G : *F.getParent()) {
    if (&G != &F && G.getName() != Kernel &&
        (!G.hasFnAttribute("sass-owner") ||
         G.getFnAttribute("sass-owner").getValueAsString() != Kernel))
      continue;
    for (const BasicBlock &BB : G)
      for (const Instruction &I : BB)
        for (const Value *O : I.operands())
          collectGlobals(O, GVs, Seen);
  }
  const DataLayout &DL = F.getDataLayout();
  unsigned Off = ST.getSharedBase();
  SmallVector<const GlobalVariable *, 4> Dynamic;
  for (const GlobalVariable *GV : GVs) {
    if (GV->getAddressSpace() != SASSAS::Shared)
      continue;
    uint64_t Size = DL.getTypeAllocSize(GV->getValueType());
    if (Size == 0 && !GV->hasInitializer()) {
      Dynamic.push_back(GV);
      continue;
    }
    Off = alignTo(Off, std::max<uint64_t>(GV->getAlign().valueOrOne().value(),
                                          DL.getABITypeAlign(GV->getValueType()).value()));
    MFI.SharedOffsets[GV] = Off;
    Off += Size;
  }
  MFI.SharedEnd = Off;
  if (!Dynamic.empty()) {
    // The driver places dynamic shared memory right after the static part,
    // 16-byte aligned.
    unsigned DynOff = alignTo(Off, 16);
    for (const GlobalVariable *GV : Dynamic)
      MFI.SharedOffsets[GV] = DynOff;
    MFI.UsesDynamicShared = true;
  }
}

static bool assignCallRegs(ArrayRef<MVT> VTs, const TargetRegisterInfo &TRI,
                           SmallVectorImpl<MCPhysReg> &Regs);

/// The type of a value of type VT in its call-ABI register: a bool is a
/// 32-bit 0/1.
static MVT callRegVT(MVT VT) { return VT == MVT::i1 ? MVT::i32 : VT; }

/// A value of type VT read from its call-ABI register.
static SDValue fromCallReg(SelectionDAG &DAG, const SDLoc &DL, SDValue R, MVT VT) {
  return VT == MVT::i1 ? DAG.getNode(ISD::TRUNCATE, DL, MVT::i1, R) : R;
}

/// Copies Vals (of types VTs) into the call-ABI registers Regs, glued in
/// order, and puts the registers in Uses for the call or return that reads
/// them.
static SDValue copyToCallRegs(SelectionDAG &DAG, const SDLoc &DL, SDValue Chain,
                              SDValue &Glue, ArrayRef<MCPhysReg> Regs,
                              ArrayRef<SDValue> Vals, ArrayRef<MVT> VTs,
                              SmallVectorImpl<SDValue> &Uses) {
  for (unsigned I = 0; I < Regs.size(); ++I) {
    SDValue V = Vals[I];
    if (V.getValueType() == MVT::i1)
      V = DAG.getNode(ISD::ZERO_EXTEND, DL, MVT::i32, V);
    Chain = DAG.getCopyToReg(Chain, DL, Regs[I], V, Glue);
    Glue = Chain.getValue(1);
    Uses.push_back(DAG.getRegister(Regs[I], VTs[I].getSizeInBits() == 64 ? MVT::i64 : MVT::i32));
  }
  return Chain;
}

SDValue SASSTargetLowering::LowerFormalArguments(
    SDValue Chain, CallingConv::ID CC, bool IsVarArg,
    const SmallVectorImpl<ISD::InputArg> &Ins, const SDLoc &DL,
    SelectionDAG &DAG, SmallVectorImpl<SDValue> &InVals) const {
  MachineFunction &MF = DAG.getMachineFunction();
  const Function &F = MF.getFunction();
  auto &MFI = *MF.getInfo<SASSMachineFunctionInfo>();

  if (CC != CallingConv::PTX_Kernel) {
    if (SASS::callABIEnabled() && F.hasFnAttribute("sass-owner")) {
      layoutShared(F, ST, MFI);
      return lowerCalleeArguments(Chain, Ins, DL, DAG, InVals);
    }
    DAG.getContext()->diagnose(DiagnosticInfoUnsupported(
        F, "device function '" + F.getName() +
               "' was not inlined: oa compiles kernels only (device functions "
               "are inlined; recursion is not supported)"));
  }
  layoutShared(F, ST, MFI);

  unsigned Base = ST.getParamBase();
  SmallVector<unsigned, 8> ArgOff(F.arg_size()), ArgSize(F.arg_size()), ArgAlign(F.arg_size());
  SASS::layoutKernelParams(F, Base, ArgOff.data(), ArgSize.data(), ArgAlign.data());
  for (unsigned I = 0, E = F.arg_size(); I != E; ++I) {
    MFI.Params.push_back({ArgOff[I], ArgSize[I]});
    MFI.ParamAligns.push_back(ArgAlign[I]);
  }

  // A vector argument split into its elements: each part's offset and
  // width are the element's, not those of the register it is promoted to
  // (a <2 x half>'s parts are i32 with PartOffset 0 and 4: the high half
  // was read from the next argument's word).
  SmallVector<unsigned, 8> PartNo(F.arg_size());
  for (const ISD::InputArg &In : Ins) {
    unsigned Arg = In.getOrigArgIndex();
    unsigned Part = PartNo[Arg]++;
    unsigned Off = In.PartOffset, Bits = In.ArgVT.getSizeInBits();
    if (auto *VTy = dyn_cast<FixedVectorType>(F.getArg(Arg)->getType())) {
      unsigned EltBits = F.getDataLayout().getTypeStoreSizeInBits(VTy->getElementType());
      if (Bits > EltBits && EltBits < 32 && !In.Flags.isByVal()) {
        Off = Part * (EltBits / 8);
        Bits = EltBits;
      }
    }
    unsigned Abs = Base + ArgOff[Arg] + Off;
    MVT VT = In.VT;
    if (In.Flags.isByVal()) {
      // The argument's address is its place in bank 0 (parameter space).
      InVals.push_back(DAG.getConstant(Abs, DL, VT));
      continue;
    }
    if (Bits >= 32 && (Abs % (VT.getSizeInBits() / 8)) == 0 && VT != MVT::i1) {
      InVals.push_back(DAG.getNode(SASSISD::PARAM, DL, VT,
                                   DAG.getTargetConstant(Abs, DL, MVT::i32)));
      continue;
    }
    // Narrow arguments: read the aligned word that holds them.
    SDValue W = DAG.getNode(SASSISD::PARAM, DL, MVT::i32,
                            DAG.getTargetConstant(Abs & ~3u, DL, MVT::i32));
    if (Abs & 3)
      W = DAG.getNode(ISD::SRL, DL, MVT::i32, W,
                      DAG.getConstant(8 * (Abs & 3), DL, MVT::i32));
    if (VT == MVT::i1) {
      InVals.push_back(DAG.getNode(ISD::TRUNCATE, DL, MVT::i1, W));
      continue;
    }
    if (Bits < 32) {
      EVT NarrowVT = EVT::getIntegerVT(*DAG.getContext(), Bits);
      if (In.Flags.isSExt())
        W = DAG.getNode(ISD::SIGN_EXTEND_INREG, DL, MVT::i32, W,
                        DAG.getValueType(NarrowVT));
      else
        W = DAG.getZeroExtendInReg(W, DL, NarrowVT);
    }
    if (VT == MVT::f32)
      W = DAG.getNode(ISD::BITCAST, DL, MVT::f32, W);
    InVals.push_back(W);
  }
  return Chain;
}

SDValue SASSTargetLowering::LowerReturn(SDValue Chain, CallingConv::ID CC,
                                        bool IsVarArg,
                                        const SmallVectorImpl<ISD::OutputArg> &Outs,
                                        const SmallVectorImpl<SDValue> &OutVals,
                                        const SDLoc &DL,
                                        SelectionDAG &DAG) const {
  MachineFunction &MF = DAG.getMachineFunction();
  auto &MFI = *MF.getInfo<SASSMachineFunctionInfo>();
  if (MFI.ReturnAddress) {
    // A device function: results in R4.., back through the return address.
    SmallVector<MVT, 4> VTs;
    for (const ISD::OutputArg &O : Outs)
      VTs.push_back(O.VT);
    SmallVector<MCPhysReg, 4> Regs;
    if (!assignCallRegs(VTs, *ST.getRegisterInfo(), Regs))
      return DAG.getNode(SASSISD::EXIT, DL, MVT::Other, Chain); // as for arguments
    // The return address goes back to R20:R21, which the epilogue's
    // restores of kept registers leave alone (where it was kept may be one).
    SDValue Glue;
    Chain = DAG.getCopyToReg(Chain, DL, SASS::R20_R21,
                             DAG.getCopyFromReg(Chain, DL, MFI.ReturnAddress, MVT::i64), Glue);
    Glue = Chain.getValue(1);
    SDValue RA = DAG.getRegister(SASS::R20_R21, MVT::i64);
    SmallVector<SDValue, 8> Uses;
    Chain = copyToCallRegs(DAG, DL, Chain, Glue, Regs, OutVals, VTs, Uses);
    SmallVector<SDValue, 8> Ops = {Chain, RA};
    Ops.append(Uses);
    if (Glue)
      Ops.push_back(Glue);
    return DAG.getNode(SASSISD::RET, DL, MVT::Other, Ops);
  }
  if (!Outs.empty()) {
    DAG.getContext()->diagnose(DiagnosticInfoUnsupported(
        DAG.getMachineFunction().getFunction(),
        "kernels return void; return values are not supported"));
  }
  return DAG.getNode(SASSISD::EXIT, DL, MVT::Other, Chain);
}

/// The call ABI's registers for a list of values: R4-R15 in order, a
/// 64-bit value in an aligned pair.  False when they do not fit.
static bool assignCallRegs(ArrayRef<MVT> VTs, const TargetRegisterInfo &TRI,
                           SmallVectorImpl<MCPhysReg> &Regs) {
  unsigned Next = 4;
  for (MVT VT : VTs) {
    unsigned Bits = VT.getSizeInBits();
    if (Bits <= 32) {
      if (Next > 15)
        return false;
      Regs.push_back(SASS::GPR32RegClass.getRegister(Next++));
    } else if (Bits == 64) {
      Next = alignTo(Next, 2);
      if (Next + 1 > 15)
        return false;
      Regs.push_back(TRI.getMatchingSuperReg(SASS::GPR32RegClass.getRegister(Next),
                                             SASS::sub0, &SASS::GPR64RegClass));
      Next += 2;
    } else {
      return false;
    }
  }
  return true;
}

SDValue SASSTargetLowering::lowerCalleeArguments(
    SDValue Chain, const SmallVectorImpl<ISD::InputArg> &Ins, const SDLoc &DL,
    SelectionDAG &DAG, SmallVectorImpl<SDValue> &InVals) const {
  MachineFunction &MF = DAG.getMachineFunction();
  auto &MFI = *MF.getInfo<SASSMachineFunctionInfo>();
  const Function &F = MF.getFunction();
  SmallVector<MVT, 8> VTs;
  for (const ISD::InputArg &In : Ins)
    VTs.push_back(In.VT);
  SmallVector<MCPhysReg, 8> Regs;
  bool Fits = assignCallRegs(VTs, *ST.getRegisterInfo(), Regs);
  for (const ISD::InputArg &In : Ins)
    Fits &= !In.Flags.isByVal();
  MFI.ReturnAddress = MF.addLiveIn(SASS::R20_R21, &SASS::GPR64RegClass);
  if (!Fits || F.isVarArg()) {
    // Every call to F says so, at the call's line (lowerInternalCall).
    for (const ISD::InputArg &In : Ins)
      InVals.push_back(DAG.getUNDEF(In.VT));
    return Chain;
  }
  for (unsigned I = 0; I < Ins.size(); ++I) {
    bool Wide = VTs[I].getSizeInBits() == 64;
    Register V = MF.addLiveIn(Regs[I], Wide ? &SASS::GPR64RegClass : &SASS::GPR32RegClass);
    InVals.push_back(fromCallReg(DAG, DL, DAG.getCopyFromReg(Chain, DL, V, callRegVT(VTs[I])),
                                 VTs[I]));
  }
  // A save slot per barrier SASSConvergence may arm and save (B6-B15): at
  // most one per region, from a conditional branch of the IR or one that
  // instruction selection adds (division and square root slow paths).
  unsigned Branches = 0;
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB)
      if (I.isTerminator() ? I.getNumSuccessors() > 1
                           : I.getOpcode() == Instruction::FDiv ||
                                 I.getOpcode() == Instruction::FRem ||
                                 (isa<IntrinsicInst>(I) &&
                                  cast<IntrinsicInst>(I).getIntrinsicID() == Intrinsic::sqrt))
        ++Branches;
  for (unsigned I = 0; I < std::min(10u, Branches); ++I)
    MFI.BarrierSlots.push_back(MF.getFrameInfo().CreateStackObject(4, Align(4), false));
  return Chain;
}

/// A function the driver provides (oa/Cubin/DriverFunctions.h: vprintf,
/// malloc, free, __assertfail), called as ptxas calls it: the address from a
/// bank-4 slot against the undefined function symbol, CALL.ABS.NOINC with
/// the arguments from R4 on (64-bit ones in even pairs), the result in R4
/// (R4:R5).  Nothing but R1 survives the call (the registers the callee
/// keeps are not known here), so live values are spilled around it.
SDValue SASSTargetLowering::lowerDriverCall(CallLoweringInfo &CLI, StringRef Name,
                                            SmallVectorImpl<SDValue> &InVals) const {
  SelectionDAG &DAG = CLI.DAG;
  MachineFunction &MF = DAG.getMachineFunction();
  const SDLoc &DL = CLI.DL;
  const oa::DriverFunction &F = *oa::findDriverFunction(Name);
  // Never a tail call: the kernel's EXIT follows the call (`free(p);` last).
  CLI.IsTailCall = false;
  auto VTOf = [](oa::DriverValue V) { return V == oa::DriverValue::I64 ? MVT::i64 : MVT::i32; };
  bool Ok = CLI.Outs.size() == F.NumParams && CLI.OutVals.size() == F.NumParams &&
            !CLI.IsVarArg &&
            CLI.Ins.size() <= (F.Result == oa::DriverValue::None ? 0u : 1u);
  for (unsigned I = 0; Ok && I < F.NumParams; ++I)
    Ok &= CLI.OutVals[I].getValueType() == VTOf(F.Params[I]);
  for (const ISD::InputArg &In : CLI.Ins)
    Ok &= In.VT == VTOf(F.Result);
  auto Fail = [&](const Twine &Msg) {
    DAG.getContext()->diagnose(
        DiagnosticInfoUnsupported(MF.getFunction(), Msg, DL.getDebugLoc()));
    for (const ISD::InputArg &In : CLI.Ins)
      InVals.push_back(DAG.getUNDEF(In.VT));
    return CLI.Chain;
  };
  if (!Ok)
    return Fail("call to '" + Name + "' with a signature other than the driver's: " +
                F.Signature);
  // The return address goes to R20:R21: 24 registers at least.
  if (unsigned Limit = SASSRegisterInfo::getRegLimit(MF); Limit < 24)
    return Fail("call to '" + Name + "' needs 24 registers (R20:R21 hold its return address); "
                "the register limit (-maxrregcount or __launch_bounds__) is " + Twine(Limit));
  MF.getFrameInfo().setHasCalls(true);
  auto &TM = const_cast<SASSTargetMachine &>(
      static_cast<const SASSTargetMachine &>(getTargetMachine()));
  unsigned Slot = TM.getDriverFunctionSlot(Name);
  SDValue Target = DAG.getNode(SASSISD::GLOBAL_ADDR, DL, MVT::i64,
                               DAG.getTargetConstant(Slot, DL, MVT::i32));
  SDValue Chain = CLI.Chain, Glue;
  SmallVector<SDValue, 8> Ops = {SDValue(), DAG.getTargetConstant(oa::driverFunctionIndex(F), DL,
                                                                  MVT::i32),
                                 SDValue()};
  auto Pass = [&](MCPhysReg R, SDValue V) {
    Chain = DAG.getCopyToReg(Chain, DL, R, V, Glue);
    Glue = Chain.getValue(1);
    Ops.push_back(DAG.getRegister(R, V.getValueType()));
  };
  Pass(SASS::R2_R3, Target);
  for (unsigned I = 0; I < F.NumParams; ++I) {
    unsigned R = oa::driverArgRegister(F, I);
    Pass(F.Params[I] == oa::DriverValue::I64 ? SASS::GPR64RegClass.getRegister(R / 2)
                                              : SASS::GPR32RegClass.getRegister(R),
         CLI.OutVals[I]);
  }
  Ops[0] = Chain;
  Ops[2] = DAG.getRegisterMask(SASSRegisterInfo::callMask(MF, /*KeepCalleeSaved=*/false));
  Ops.push_back(Glue);
  Chain = DAG.getNode(SASSISD::CALL, DL, DAG.getVTList(MVT::Other, MVT::Glue), Ops);
  Glue = Chain.getValue(1);
  if (!CLI.Ins.empty()) {
    MVT VT = VTOf(F.Result);
    SDValue R = DAG.getCopyFromReg(
        Chain, DL,
        VT == MVT::i64 ? SASS::GPR64RegClass.getRegister(oa::DriverResultRegister / 2)
                       : SASS::GPR32RegClass.getRegister(oa::DriverResultRegister),
        VT, Glue);
    Chain = R.getValue(1);
    InVals.push_back(R);
  }
  return Chain;
}

/// A call to one of the kernel's device functions (the call ABI,
/// docs/CUDA.md "Calls"): arguments and results in R4-R15, the callee keeps
/// R1, R16-R19 and R22-R31; everything else may change.
SDValue SASSTargetLowering::lowerInternalCall(CallLoweringInfo &CLI, const Function &Callee,
                                              SmallVectorImpl<SDValue> &InVals) const {
  SelectionDAG &DAG = CLI.DAG;
  MachineFunction &MF = DAG.getMachineFunction();
  const SDLoc &DL = CLI.DL;
  const TargetRegisterInfo &TRI = *ST.getRegisterInfo();
  CLI.IsTailCall = false;
  SmallVector<MVT, 8> OutVTs, InVTs;
  for (const ISD::OutputArg &O : CLI.Outs)
    OutVTs.push_back(O.VT);
  for (const ISD::InputArg &In : CLI.Ins)
    InVTs.push_back(In.VT);
  SmallVector<MCPhysReg, 8> ArgRegs, ResRegs;
  bool Ok = assignCallRegs(OutVTs, TRI, ArgRegs) && assignCallRegs(InVTs, TRI, ResRegs) &&
            !CLI.IsVarArg;
  for (const ISD::OutputArg &O : CLI.Outs)
    Ok &= !O.Flags.isByVal();
  auto fail = [&](const Twine &Why) {
    DAG.getContext()->diagnose(DiagnosticInfoUnsupported(MF.getFunction(), Why, DL.getDebugLoc()));
    for (const ISD::InputArg &In : CLI.Ins)
      InVals.push_back(DAG.getUNDEF(In.VT));
    return CLI.Chain;
  };
  if (!Ok)
    return fail("call to '" + SASS::sourceName(Callee) +
                "': its arguments or result do not fit the call ABI (up to 12 registers "
                "each way, aggregates by value up to 48 bytes, no varargs)");
  if (unsigned Limit = SASSRegisterInfo::getRegLimit(MF); Limit < 32)
    return fail("call to '" + SASS::sourceName(Callee) + "' needs 32 registers (the call ABI's "
                "registers); the register limit (-maxrregcount or __launch_bounds__) is " +
                Twine(Limit));
  MF.getFrameInfo().setHasCalls(true);
  SDValue Glue;
  SmallVector<SDValue, 8> Uses;
  SDValue Chain = copyToCallRegs(DAG, DL, CLI.Chain, Glue, ArgRegs, CLI.OutVals, OutVTs, Uses);
  SmallVector<SDValue, 16> Ops = {
      Chain, DAG.getTargetGlobalAddress(&Callee, DL, MVT::i64),
      DAG.getRegisterMask(ST.getRegisterInfo()->getCallPreservedMask(MF, CallingConv::C))};
  Ops.append(Uses);
  if (Glue)
    Ops.push_back(Glue);
  Chain = DAG.getNode(SASSISD::CALL_INT, DL, DAG.getVTList(MVT::Other, MVT::Glue), Ops);
  Glue = Chain.getValue(1);
  for (unsigned I = 0; I < ResRegs.size(); ++I) {
    SDValue R = DAG.getCopyFromReg(Chain, DL, ResRegs[I], callRegVT(InVTs[I]), Glue);
    Chain = R.getValue(1);
    Glue = R.getValue(2);
    InVals.push_back(fromCallReg(DAG, DL, R, InVTs[I]));
  }
  return Chain;
}

SDValue SASSTargetLowering::LowerCall(CallLoweringInfo &CLI,
                                      SmallVectorImpl<SDValue> &InVals) const {
  SelectionDAG &DAG = CLI.DAG;
  if (auto *G = dyn_cast<GlobalAddressSDNode>(CLI.Callee)) {
    // FCHK of an f32 division's operands (SASSISelIntrinsics.cpp's
    // exactDiv): a value, no call.
    if (G->getGlobal()->getName() == "oa.fchk" && CLI.OutVals.size() == 2 &&
        CLI.Ins.size() == 1) {
      SDValue P = DAG.getNode(SASSISD::FCHK, CLI.DL, MVT::i1, CLI.OutVals[0], CLI.OutVals[1]);
      InVals.push_back(DAG.getZExtOrTrunc(P, CLI.DL, CLI.Ins[0].VT));
      return CLI.Chain;
    }
    // oa's internal functions (SASSAsync90.cpp).
    if (G->getGlobal()->getName().starts_with("oa."))
      if (SDValue Ch = SASS::lowerOACall(CLI, G->getGlobal()->getName(), InVals))
        return Ch;
    if (G->getGlobal()->isDeclaration() && oa::isDriverFunction(G->getGlobal()->getName()))
      return lowerDriverCall(CLI, G->getGlobal()->getName(), InVals);
    if (auto *F = dyn_cast<Function>(G->getGlobal()))
      if (SASS::callABIEnabled() && F->hasFnAttribute("sass-owner") && !F->isDeclaration())
        return lowerInternalCall(CLI, *F, InVals);
  }
  std::string Callee = "an indirect function";
  if (auto *G = dyn_cast<GlobalAddressSDNode>(CLI.Callee))
    Callee = "'" + G->getGlobal()->getName().str() + "'";
  else if (auto *E = dyn_cast<ExternalSymbolSDNode>(CLI.Callee))
    Callee = "'" + std::string(E->getSymbol()) +
             "' (a library routine for an operation oa does not expand)";
  DAG.getContext()->diagnose(DiagnosticInfoUnsupported(
      DAG.getMachineFunction().getFunction(),
      "call to " + Callee + " is not supported: oa inlines device functions "
      "and has no call ABI yet",
      CLI.DL.getDebugLoc()));
  for (const ISD::InputArg &In : CLI.Ins)
    InVals.push_back(DAG.getUNDEF(In.VT));
  return CLI.Chain;
}

//===----------------------------------------------------------------------===//
// Custom operations.
//===----------------------------------------------------------------------===//

/// Cmp XOR Q as one ISETP (Cmp a compare of 32-bit integers used only
/// here); a null value when Cmp is not one.
static SDValue xorIntoCompare(SelectionDAG &DAG, const SDLoc &DL, SDValue Cmp, SDValue Q) {
  if (Cmp.getOpcode() != ISD::SETCC || !Cmp.hasOneUse() ||
      Cmp.getOperand(0).getValueType() != MVT::i32)
    return SDValue();
  SDValue L = Cmp.getOperand(0), R = Cmp.getOperand(1);
  ISD::CondCode CC = cast<CondCodeSDNode>(Cmp.getOperand(2))->get();
  // ISETP's immediate is its second operand.
  if (isa<ConstantSDNode>(L) && !isa<ConstantSDNode>(R)) {
    std::swap(L, R);
    CC = ISD::getSetCCSwappedOperands(CC);
  }
  bool Imm = isa<ConstantSDNode>(R);
  static const struct {
    ISD::CondCode CC;
    unsigned Reg, Imm;
  } Forms[] = {
      {ISD::SETLT, SASS::ISETP_LT_xor_s, SASS::ISETP_LT_xor_si},
      {ISD::SETULT, SASS::ISETP_LT_xor_u, SASS::ISETP_LT_xor_ui},
      {ISD::SETLE, SASS::ISETP_LE_xor_s, SASS::ISETP_LE_xor_si},
      {ISD::SETULE, SASS::ISETP_LE_xor_u, SASS::ISETP_LE_xor_ui},
      {ISD::SETGT, SASS::ISETP_GT_xor_s, SASS::ISETP_GT_xor_si},
      {ISD::SETUGT, SASS::ISETP_GT_xor_u, SASS::ISETP_GT_xor_ui},
      {ISD::SETGE, SASS::ISETP_GE_xor_s, SASS::ISETP_GE_xor_si},
      {ISD::SETUGE, SASS::ISETP_GE_xor_u, SASS::ISETP_GE_xor_ui},
      {ISD::SETEQ, SASS::ISETP_EQ_xor_s, SASS::ISETP_EQ_xor_si},
      {ISD::SETNE, SASS::ISETP_NE_xor_s, SASS::ISETP_NE_xor_si},
  };
  for (const auto &F : Forms)
    if (F.CC == CC) {
      if (Imm)
        R = DAG.getTargetConstant(cast<ConstantSDNode>(R)->getZExtValue(), DL, MVT::i32);
      return SDValue(SASS::machineNode(DAG, Imm ? F.Imm : F.Reg, DL, MVT::i1, {L, R, Q}), 0);
    }
  return SDValue();
}

SDValue SASSTargetLowering::LowerOperation(SDValue Op, SelectionDAG &DAG) const {
  switch (Op.getOpcode()) {
  case ISD::GlobalAddress:
    return lowerGlobalAddress(Op, DAG);
  case ISD::ADDRSPACECAST:
    return lowerAddrSpaceCast(Op, DAG);
  case ISD::UDIV:
  case ISD::UREM:
    return lowerUDivRem(Op, DAG);
  case ISD::SDIV:
  case ISD::SREM:
    return lowerSDivRem(Op, DAG);
  case ISD::FDIV:
    return lowerFDiv(Op, DAG);
  case ISD::DYNAMIC_STACKALLOC: {
    SDValue V = unsupported(Op, DAG, "stack allocation of a variable size (or an alloca "
                                     "outside the entry block) is not supported");
    return DAG.getMergeValues({V, Op.getOperand(0)}, SDLoc(Op));
  }
  case ISD::STORE:
    // i1 (operation legalization) or a vector (type legalization).
    if (cast<StoreSDNode>(Op)->getValue().getValueType() == MVT::i1)
      return lowerBoolMemory(Op, DAG);
    return SASS::lowerVectorStore(Op, DAG);
  case ISD::ATOMIC_FENCE:
    // A single-thread fence orders nothing another thread can see: a
    // compiler barrier (translated `asm volatile("" ::: "memory")`), no
    // MEMBAR.  Other scopes keep their MEMBAR patterns.
    if (static_cast<SyncScope::ID>(Op.getConstantOperandVal(2)) == SyncScope::SingleThread)
      return DAG.getNode(ISD::MEMBARRIER, SDLoc(Op), MVT::Other, Op.getOperand(0));
    return lowerFence(Op, DAG);
  case ISD::FSQRT:
    return lowerFSqrt(Op, DAG);
  case ISD::CTLZ: {
    // i64: from the two halves' 32-bit counts.
    SDLoc DL(Op);
    SDValue X = Op.getOperand(0);
    SDValue Lo = DAG.getNode(ISD::TRUNCATE, DL, MVT::i32, X);
    SDValue Hi = DAG.getNode(ISD::TRUNCATE, DL, MVT::i32,
                             DAG.getNode(ISD::SRL, DL, MVT::i64, X,
                                         DAG.getConstant(32, DL, MVT::i32)));
    SDValue CHi = DAG.getNode(ISD::CTLZ, DL, MVT::i32, Hi);
    SDValue CLo = DAG.getNode(ISD::ADD, DL, MVT::i32,
                              DAG.getNode(ISD::CTLZ, DL, MVT::i32, Lo),
                              DAG.getConstant(32, DL, MVT::i32));
    SDValue HiZero = DAG.getSetCC(DL, MVT::i1, Hi, DAG.getConstant(0, DL, MVT::i32), ISD::SETEQ);
    return DAG.getNode(ISD::ZERO_EXTEND, DL, MVT::i64,
                       DAG.getSelect(DL, MVT::i32, HiZero, CLo, CHi));
  }
  case ISD::SETCC: {
    // i1 compares: equality is xnor/xor; order compares go through i32.
    SDLoc DL(Op);
    SDValue A = Op.getOperand(0), B = Op.getOperand(1);
    ISD::CondCode CC = cast<CondCodeSDNode>(Op.getOperand(2))->get();
    // Machine nodes: the generic xor/not would be combined back into this
    // very setcc, forever.
    if (CC == ISD::SETEQ || CC == ISD::SETNE) {
      if (auto *C = dyn_cast<ConstantSDNode>(B)) {
        bool Same = (CC == ISD::SETEQ) == C->isOne();
        return Same ? A : SDValue(SASS::machineNode(DAG, SASS::PNOT, DL, MVT::i1, A), 0);
      }
      // An integer compare flipped by a predicate is one ISETP with its XOR
      // input, as ptxas writes a sort's `(a > b) == up` (the combiner makes
      // a branch's xor this setcc).
      SDValue X = xorIntoCompare(DAG, DL, A, B);
      if (!X)
        X = xorIntoCompare(DAG, DL, B, A);
      if (!X)
        X = SDValue(SASS::machineNode(DAG, SASS::PXOR, DL, MVT::i1, {A, B}), 0);
      return CC == ISD::SETNE ? X
                              : SDValue(SASS::machineNode(DAG, SASS::PNOT, DL, MVT::i1, X), 0);
    }
    // Order compares are logic too (true is 1 unsigned, -1 signed).  Not a
    // compare of the widened values: the combiner narrows that back into
    // this very setcc, and legalization never ends (i128 compares).
    auto P = [&](unsigned Opc, SDValue X, SDValue Y) {
      return SDValue(SASS::machineNode(DAG, Opc, DL, MVT::i1, {X, Y}), 0);
    };
    auto Not = [&](SDValue X) {
      return SDValue(SASS::machineNode(DAG, SASS::PNOT, DL, MVT::i1, X), 0);
    };
    switch (CC) {
    case ISD::SETULT: case ISD::SETGT: // !a & b
      return P(SASS::PAND, Not(A), B);
    case ISD::SETUGT: case ISD::SETLT: // a & !b
      return P(SASS::PAND, A, Not(B));
    case ISD::SETULE: case ISD::SETGE: // !a | b
      return P(SASS::POR, Not(A), B);
    case ISD::SETUGE: case ISD::SETLE: // a | !b
      return P(SASS::POR, A, Not(B));
    default:
      return unsupported(Op, DAG, "i1 compare");
    }
  }
  case ISD::FRINT:
  case ISD::FNEARBYINT:
    return DAG.getNode(ISD::FROUNDEVEN, SDLoc(Op), Op.getValueType(),
                       Op.getOperand(0));
  case ISD::FROUND: {
    // Half away from zero: t = trunc(x) (x - t is exact), one more step
    // away from zero when |x - t| >= 0.5.  NaN and infinities stay.
    SDLoc DL(Op);
    EVT VT = Op.getValueType();
    SDValue X = Op.getOperand(0);
    SDValue T = DAG.getNode(ISD::FTRUNC, DL, VT, X);
    SDValue D = DAG.getNode(ISD::FABS, DL, VT, DAG.getNode(ISD::FSUB, DL, VT, X, T));
    SDValue One = DAG.getNode(ISD::FCOPYSIGN, DL, VT, DAG.getConstantFP(1.0, DL, VT), X);
    SDValue Up = DAG.getSetCC(DL, MVT::i1, D, DAG.getConstantFP(0.5, DL, VT), ISD::SETOGE);
    return DAG.getSelect(DL, VT, Up, DAG.getNode(ISD::FADD, DL, VT, T, One), T);
  }
  case ISD::FMINNUM:
  case ISD::FMAXNUM: {
    // f64 (no DMNMX): compare and select; a NaN operand gives the other
    // one; of +0 and -0, min gives -0 and max +0 (equal operands' bits
    // ORed / ANDed).
    SDLoc DL(Op);
    bool Min = Op.getOpcode() == ISD::FMINNUM;
    SDValue A = Op.getOperand(0), B = Op.getOperand(1);
    auto Cmp = [&](SDValue X, SDValue Y, ISD::CondCode CC) {
      return DAG.getSetCC(DL, MVT::i1, X, Y, CC);
    };
    SDValue R = DAG.getSelect(DL, MVT::f64, Cmp(A, B, Min ? ISD::SETOLT : ISD::SETOGT), A, B);
    SDValue Bits = DAG.getNode(Min ? ISD::OR : ISD::AND, DL, MVT::i64,
                               DAG.getBitcast(MVT::i64, A), DAG.getBitcast(MVT::i64, B));
    R = DAG.getSelect(DL, MVT::f64, Cmp(A, B, ISD::SETOEQ), DAG.getBitcast(MVT::f64, Bits), R);
    return DAG.getSelect(DL, MVT::f64, Cmp(B, B, ISD::SETUO), A, R);
  }
  case ISD::FPOW: case ISD::FPOWI: case ISD::FEXP10: case ISD::FTAN:
  case ISD::FTANH: case ISD::FASIN: case ISD::FACOS: case ISD::FATAN:
  case ISD::FATAN2: case ISD::FSINH: case ISD::FCOSH:
    return noMathLibrary(Op, DAG);
  case ISD::FEXP: case ISD::FEXP2: case ISD::FLOG: case ISD::FLOG2:
  case ISD::FLOG10: case ISD::FSIN: case ISD::FCOS:
    if (Op.getValueType() == MVT::f64)
      return noMathLibrary(Op, DAG);
    return lowerUnary(Op, DAG);
  case ISD::SELECT: {
    // i1: (c & a) | (!c & b), on predicates.
    SDLoc DL(Op);
    auto P = [&](unsigned Opc, SDValue X, SDValue Y) {
      return SDValue(SASS::machineNode(DAG, Opc, DL, MVT::i1, {X, Y}), 0);
    };
    SDValue C = Op.getOperand(0);
    SDValue NotC(SASS::machineNode(DAG, SASS::PNOT, DL, MVT::i1, C), 0);
    return P(SASS::POR, P(SASS::PAND, C, Op.getOperand(1)),
             P(SASS::PAND, NotC, Op.getOperand(2)));
  }
  case ISD::LOAD:
    return lowerBoolMemory(Op, DAG);
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT:
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP:
    return lowerBoolConvert(Op, DAG);
  default:
    return lowerUnary(Op, DAG);
  }
}

// An i1 in memory is a byte; the predicate is its lowest bit.
SDValue SASSTargetLowering::lowerBoolMemory(SDValue Op, SelectionDAG &DAG) const {
  SDLoc DL(Op);
  if (auto *LD = dyn_cast<LoadSDNode>(Op)) {
    SDValue W = DAG.getExtLoad(ISD::ZEXTLOAD, DL, MVT::i32, LD->getChain(),
                               LD->getBasePtr(), MVT::i8, LD->getMemOperand());
    return DAG.getMergeValues(
        {DAG.getNode(ISD::TRUNCATE, DL, MVT::i1, W), W.getValue(1)}, DL);
  }
  auto *ST = cast<StoreSDNode>(Op);
  SDValue V = DAG.getNode(ISD::ZERO_EXTEND, DL, MVT::i32, ST->getValue());
  return DAG.getTruncStore(ST->getChain(), DL, V, ST->getBasePtr(), MVT::i8,
                           ST->getMemOperand());
}

// fptosi/fptoui to i1 (the value is 0 or -1 / 0 or 1, else poison) and
// sitofp/uitofp from i1 go through i32.
SDValue SASSTargetLowering::lowerBoolConvert(SDValue Op, SelectionDAG &DAG) const {
  SDLoc DL(Op);
  SDValue X = Op.getOperand(0);
  switch (Op.getOpcode()) {
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT: {
    SDValue I = DAG.getNode(Op.getOpcode(), DL, MVT::i32, X);
    return DAG.getSetCC(DL, MVT::i1, I, DAG.getConstant(0, DL, MVT::i32), ISD::SETNE);
  }
  default: {
    unsigned Ext = Op.getOpcode() == ISD::SINT_TO_FP ? ISD::SIGN_EXTEND : ISD::ZERO_EXTEND;
    return DAG.getNode(Op.getOpcode(), DL, Op.getValueType(),
                       DAG.getNode(Ext, DL, MVT::i32, X));
  }
  }
}

SDValue SASSTargetLowering::lowerGlobalAddress(SDValue Op,
                                               SelectionDAG &DAG) const {
  auto *GA = cast<GlobalAddressSDNode>(Op);
  const auto *GV = dyn_cast<GlobalVariable>(GA->getGlobal());
  SDLoc DL(Op);
  EVT VT = Op.getValueType();
  auto &MFI = *DAG.getMachineFunction().getInfo<SASSMachineFunctionInfo>();
  if (GV && GV->getAddressSpace() == SASSAS::Shared) {
    auto It = MFI.SharedOffsets.find(GV);
    if (It != MFI.SharedOffsets.end())
      return DAG.getConstant(It->second + GA->getOffset(), DL, VT);
  }
  if (GV && GV->getAddressSpace() == SASSAS::Const) {
    auto &TM = static_cast<const SASSTargetMachine &>(getTargetMachine());
    int Off = const_cast<SASSTargetMachine &>(TM).getConstOffset(GV);
    if (Off >= 0)
      return DAG.getConstant(Off + GA->getOffset(), DL, VT);
  }
  // __device__ variables (and generic-space ones, such as string literals)
  // live in .nv.global(.init); the code reads the address from bank 4.
  if (GV && (GV->getAddressSpace() == SASSAS::Global ||
             GV->getAddressSpace() == SASSAS::Generic)) {
    if (GV->isDeclaration())
      return unsupported(Op, DAG,
                         "extern __device__ variable '" + GV->getName() +
                             "' is not defined in this module (compile the files "
                             "with oa-cc -dc and link their objects with oa-cc)");
    if (!GV->hasName() || GV->isThreadLocal())
      return unsupported(Op, DAG, "address of an unnamed or thread-local "
                                  "global is not supported");
    if (VT != MVT::i64)
      return unsupported(Op, DAG, "a 32-bit address of global '" +
                                      GV->getName() + "' is not supported");
    auto &TM = static_cast<const SASSTargetMachine &>(getTargetMachine());
    unsigned Slot = const_cast<SASSTargetMachine &>(TM).getAddressSlot(GV);
    SDValue Addr = DAG.getNode(SASSISD::GLOBAL_ADDR, DL, MVT::i64,
                               DAG.getTargetConstant(Slot, DL, MVT::i32));
    if (GA->getOffset())
      Addr = DAG.getNode(ISD::ADD, DL, MVT::i64, Addr,
                         DAG.getConstant(GA->getOffset(), DL, MVT::i64));
    return Addr;
  }
  return unsupported(Op, DAG,
                     "address of global '" + GA->getGlobal()->getName() +
                         "' in address space " +
                         Twine(GA->getAddressSpace()) +
                         " is not supported (functions have no addresses: "
                         "oa has no call ABI yet)");
}

/// A fence at its scope: system (the IR's default: fence.sc.sys) is
/// MEMBAR.SC.SYS, "block" MEMBAR.SC.CTA, the others (device, cluster)
/// MEMBAR.SC.GPU.
SDValue SASSTargetLowering::lowerFence(SDValue Op, SelectionDAG &DAG) const {
  auto Scope = static_cast<SyncScope::ID>(Op.getConstantOperandVal(2));
  SmallVector<StringRef, 8> Names;
  DAG.getContext()->getSyncScopeNames(Names);
  Intrinsic::ID ID = Intrinsic::nvvm_membar_gl;
  if (Scope == SyncScope::System)
    ID = Intrinsic::nvvm_membar_sys;
  else if (Scope < Names.size() && Names[Scope] == "block")
    ID = Intrinsic::nvvm_membar_cta;
  SDLoc DL(Op);
  return DAG.getNode(ISD::INTRINSIC_VOID, DL, MVT::Other, Op.getOperand(0),
                     DAG.getTargetConstant(ID, DL, getPointerTy(DAG.getDataLayout())));
}

SDValue SASSTargetLowering::lowerAddrSpaceCast(SDValue Op,
                                               SelectionDAG &DAG) const {
  auto *N = cast<AddrSpaceCastSDNode>(Op);
  unsigned From = N->getSrcAddressSpace(), To = N->getDestAddressSpace();
  SDLoc DL(Op);
  SDValue Src = Op.getOperand(0);
  EVT VT = Op.getValueType();
  // Global addresses are generic addresses.
  if ((From == SASSAS::Generic && To == SASSAS::Global) ||
      (From == SASSAS::Global && To == SASSAS::Generic))
    return Src;
  // Generic pointers into local and shared memory are a window base plus
  // the offset, as ptxas builds them: the local window's base is at
  // c[0x0][0x20] on both SMs, the shared window's at c[0x0][0x18] on sm_80;
  // sm_90 puts SR_SWINHI above the offset and the CTA's rank in its cluster
  // (SR_CgaCtaId) at bit 24, and takes the low word back.
  bool SM90 = ST.getSMVersion() >= 90;
  auto base = [&](EVT BT) {
    return DAG.getNode(SASSISD::PARAM, DL, BT,
                       DAG.getTargetConstant(From == SASSAS::Local || To == SASSAS::Local
                                                 ? 0x20 : 0x18, DL, MVT::i32));
  };
  if (To == SASSAS::Generic && (From == SASSAS::Local || From == SASSAS::Shared)) {
    if (From == SASSAS::Local || !SM90)
      return DAG.getNode(ISD::ADD, DL, MVT::i64, base(MVT::i64),
                         DAG.getZExtOrTrunc(Src, DL, MVT::i64));
    SDValue Rank(SASS::machineNode(DAG, SASS::S2R_CGACTAID, DL, MVT::i32, {}), 0);
    SDValue Hi(SASS::machineNode(DAG, SASS::S2R_SWINHI, DL, MVT::i32, {}), 0);
    SDValue Lo = DAG.getNode(ISD::ADD, DL, MVT::i32, Src,
                             DAG.getNode(ISD::SHL, DL, MVT::i32, Rank,
                                         DAG.getConstant(24, DL, MVT::i32)));
    SDValue Ops[] = {DAG.getTargetConstant(SASS::GPR64RegClassID, DL, MVT::i32),
                     Lo, DAG.getTargetConstant(SASS::sub0, DL, MVT::i32),
                     Hi, DAG.getTargetConstant(SASS::sub1, DL, MVT::i32)};
    return SDValue(DAG.getMachineNode(TargetOpcode::REG_SEQUENCE, DL, MVT::i64, Ops), 0);
  }
  if (From == SASSAS::Generic && (To == SASSAS::Local || To == SASSAS::Shared)) {
    SDValue Lo = DAG.getZExtOrTrunc(Src, DL, MVT::i32);
    if (To == SASSAS::Shared && SM90)
      return Lo;
    return DAG.getNode(ISD::SUB, DL, MVT::i32, Lo, base(MVT::i32));
  }
  // A byval argument's own value is its bank-0 address (a constant, from
  // LowerFormalArguments); SASSLowerArgs casts only that to the parameter space.
  if (From == SASSAS::Generic && To == SASSAS::Param && isa<ConstantSDNode>(Src))
    return DAG.getZExtOrTrunc(Src, DL, VT);
  if (From == SASSAS::Generic && To == SASSAS::Const)
    return DAG.getZExtOrTrunc(Src, DL, VT);
  // A parameter's generic address (cvta.param: a __grid_constant__ argument
  // whose address escapes, a tensor map): ptxas adds the parameter's offset
  // in the block to the window base at c[0x0][0x198] on sm_90, and its bank
  // offset to bank 0's window base at c[0x0][0x40] on sm_80.
  if (From == SASSAS::Param && To == SASSAS::Generic) {
    SDValue Off = DAG.getZExtOrTrunc(Src, DL, MVT::i64);
    if (SM90)
      Off = DAG.getNode(ISD::SUB, DL, MVT::i64, Off,
                        DAG.getConstant(ST.getParamBase(), DL, MVT::i64));
    SDValue Win = DAG.getNode(SASSISD::PARAM, DL, MVT::i64,
                              DAG.getTargetConstant(SM90 ? 0x198 : 0x40, DL, MVT::i32));
    return DAG.getNode(ISD::ADD, DL, MVT::i64, Win, Off);
  }
  return unsupported(Op, DAG,
                     "address space cast from " + Twine(From) + " to " +
                         Twine(To) +
                         " is not supported");
}

// Unsigned 32-bit division: a reciprocal estimate scaled just below 2^32,
// one Newton step in integers, then at most two corrections.
static std::pair<SDValue, SDValue> udivrem32(SelectionDAG &DAG, const SDLoc &DL,
                                             SDValue X, SDValue Y) {
  EVT I = MVT::i32, F = MVT::f32;
  SDValue YF = DAG.getNode(ISD::UINT_TO_FP, DL, F, Y);
  SDValue R = SDValue(SASS::machineNode(DAG, SASS::MUFU_RCP, DL, F, YF), 0);
  SDValue Scaled = DAG.getNode(ISD::FMUL, DL, F, R,
                               DAG.getConstantFP(llvm::bit_cast<float>(0x4f7ffffeu), DL, F));
  SDValue Z = DAG.getNode(ISD::FP_TO_UINT, DL, I, Scaled);
  SDValue NegY = DAG.getNode(ISD::SUB, DL, I, DAG.getConstant(0, DL, I), Y);
  SDValue NegYZ = DAG.getNode(ISD::MUL, DL, I, NegY, Z);
  Z = DAG.getNode(ISD::ADD, DL, I, Z, DAG.getNode(ISD::MULHU, DL, I, Z, NegYZ));
  SDValue Q = DAG.getNode(ISD::MULHU, DL, I, X, Z);
  SDValue Rm = DAG.getNode(ISD::SUB, DL, I, X, DAG.getNode(ISD::MUL, DL, I, Q, Y));
  SDValue One = DAG.getConstant(1, DL, I);
  for (int K = 0; K < 2; ++K) {
    SDValue GE = DAG.getSetCC(DL, MVT::i1, Rm, Y, ISD::SETUGE);
    Q = DAG.getSelect(DL, I, GE, DAG.getNode(ISD::ADD, DL, I, Q, One), Q);
    Rm = DAG.getSelect(DL, I, GE, DAG.getNode(ISD::SUB, DL, I, Rm, Y), Rm);
  }
  return {Q, Rm};
}

SDValue SASSTargetLowering::lowerUDivRem(SDValue Op, SelectionDAG &DAG) const {
  SDLoc DL(Op);
  auto [Q, R] = udivrem32(DAG, DL, Op.getOperand(0), Op.getOperand(1));
  return Op.getOpcode() == ISD::UDIV ? Q : R;
}

SDValue SASSTargetLowering::lowerSDivRem(SDValue Op, SelectionDAG &DAG) const {
  SDLoc DL(Op);
  EVT I = MVT::i32;
  SDValue X = Op.getOperand(0), Y = Op.getOperand(1);
  SDValue AX = DAG.getNode(ISD::ABS, DL, I, X), AY = DAG.getNode(ISD::ABS, DL, I, Y);
  auto [Q, R] = udivrem32(DAG, DL, AX, AY);
  SDValue Zero = DAG.getConstant(0, DL, I);
  if (Op.getOpcode() == ISD::SDIV) {
    SDValue Neg = DAG.getSetCC(DL, MVT::i1, DAG.getNode(ISD::XOR, DL, I, X, Y),
                               Zero, ISD::SETLT);
    return DAG.getSelect(DL, I, Neg, DAG.getNode(ISD::SUB, DL, I, Zero, Q), Q);
  }
  SDValue Neg = DAG.getSetCC(DL, MVT::i1, X, Zero, ISD::SETLT);
  return DAG.getSelect(DL, I, Neg, DAG.getNode(ISD::SUB, DL, I, Zero, R), R);
}

static SDValue fma(SelectionDAG &DAG, const SDLoc &DL, EVT VT, SDValue A,
                   SDValue B, SDValue C) {
  return DAG.getNode(ISD::FMA, DL, VT, A, B, C);
}

/// An f64 estimate from MUFU.RCP64H / MUFU.RSQ64H: the unit reads the high
/// word of X and gives the high word of the result (the low word is zero).
static SDValue estimate64(SelectionDAG &DAG, const SDLoc &DL, unsigned Opc,
                          SDValue X) {
  SDValue XI = DAG.getBitcast(MVT::i64, X);
  SDValue Hi = DAG.getNode(ISD::EXTRACT_ELEMENT, DL, MVT::i32, XI,
                           DAG.getIntPtrConstant(1, DL));
  SDValue R = SDValue(SASS::machineNode(DAG, Opc, DL, MVT::i32, Hi), 0);
  SDValue Lo = SDValue(SASS::machineNode(DAG, SASS::MOVi, DL, MVT::i32,
                                            DAG.getTargetConstant(0, DL, MVT::i32)),
                       0);
  SDValue Ops[] = {DAG.getTargetConstant(SASS::GPR64RegClassID, DL, MVT::i32),
                   Lo, DAG.getTargetConstant(SASS::sub0, DL, MVT::i32),
                   R, DAG.getTargetConstant(SASS::sub1, DL, MVT::i32)};
  return SDValue(
      DAG.getMachineNode(TargetOpcode::REG_SEQUENCE, DL, MVT::f64, Ops), 0);
}

/// A reciprocal estimate: MUFU.RCP for f32, MUFU.RCP64H for f64 (refined by
/// the caller).
static SDValue rcpEstimate(SelectionDAG &DAG, const SDLoc &DL, EVT VT, SDValue B) {
  if (VT == MVT::f32)
    return SDValue(SASS::machineNode(DAG, SASS::MUFU_RCP, DL, MVT::f32, B), 0);
  return estimate64(DAG, DL, SASS::MUFU_RCP64H, B);
}

SDValue SASSTargetLowering::lowerFDiv(SDValue Op, SelectionDAG &DAG) const {
  SDLoc DL(Op);
  EVT VT = Op.getValueType();
  SDValue A = Op.getOperand(0), B = Op.getOperand(1);
  SDNodeFlags Fl = Op->getFlags();
  if (VT == MVT::f32) {
    if (Fl.hasAllowReciprocal() || Fl.hasApproximateFuncs())
      return DAG.getNode(ISD::FMUL, DL, VT, A, rcpEstimate(DAG, DL, VT, B));
    // IEEE: in f64, where the quotient of two floats (denormals included)
    // is always normal, then rounded once more to f32, which is exact for
    // division (53 >= 2 * 24 + 2: the double rounding is innocuous).
    SDValue Q = DAG.getNode(ISD::FDIV, DL, MVT::f64,
                            DAG.getNode(ISD::FP_EXTEND, DL, MVT::f64, A),
                            DAG.getNode(ISD::FP_EXTEND, DL, MVT::f64, B), Fl);
    return DAG.getNode(ISD::FP_ROUND, DL, VT, Q, DAG.getIntPtrConstant(0, DL));
  }
  auto C = [&](double V) { return DAG.getConstantFP(V, DL, VT); };
  auto Cmp = [&](SDValue X, SDValue Y, ISD::CondCode CC) {
    return DAG.getSetCC(DL, MVT::i1, X, Y, CC);
  };
  auto Or = [&](SDValue X, SDValue Y) { return DAG.getNode(ISD::OR, DL, MVT::i1, X, Y); };
  auto And = [&](SDValue X, SDValue Y) { return DAG.getNode(ISD::AND, DL, MVT::i1, X, Y); };
  auto Mul = [&](SDValue X, SDValue Y) { return DAG.getNode(ISD::FMUL, DL, VT, X, Y); };
  // The estimate flushes denormal divisors to zero and has no denormal
  // results: a divisor outside [2^-1022, 2^1022] is scaled into it by a
  // power of two.  A dividend below 2^-968 is scaled up so that the FMA
  // residual keeps its bits.  The quotient is scaled back (exact unless it
  // is denormal: then rounded twice).
  SDValue AbsA = DAG.getNode(ISD::FABS, DL, VT, A);
  SDValue AbsB = DAG.getNode(ISD::FABS, DL, VT, B);
  SDValue TinyB = And(Cmp(AbsB, C(0x1p-1022), ISD::SETOLT), Cmp(AbsB, C(0.0), ISD::SETONE));
  SDValue HugeB = And(Cmp(AbsB, C(0x1p1022), ISD::SETOGT), Cmp(AbsB, C(INFINITY), ISD::SETONE));
  SDValue ScaleB = DAG.getSelect(DL, VT, TinyB, C(0x1p54),
                                 DAG.getSelect(DL, VT, HugeB, C(0x1p-54), C(1.0)));
  SDValue TinyA = Cmp(AbsA, C(0x1p-968), ISD::SETOLT);
  SDValue ScaleA = DAG.getSelect(DL, VT, TinyA, C(0x1p128), C(1.0));
  SDValue BS = Mul(B, ScaleB), AS = Mul(A, ScaleA);
  SDValue R0 = rcpEstimate(DAG, DL, VT, BS);
  SDValue R = R0;
  SDValue NegB = DAG.getNode(ISD::FNEG, DL, VT, BS);
  // Refine the reciprocal three times, then correct the quotient with its
  // exact FMA residual.
  for (int K = 0; K < 3; ++K) {
    SDValue Err = fma(DAG, DL, VT, NegB, R, C(1.0));
    R = fma(DAG, DL, VT, R, Err, R);
  }
  SDValue Q0 = Mul(AS, R);
  SDValue Res = fma(DAG, DL, VT, NegB, Q0, AS);
  SDValue Q = fma(DAG, DL, VT, Res, R, Q0);
  // A quotient that overflows: Q0 is infinite and the residual NaN.
  Q = DAG.getSelect(DL, VT, Cmp(Q, Q, ISD::SETUO), Q0, Q);
  Q = Mul(Mul(Q, ScaleB), DAG.getSelect(DL, VT, TinyA, C(0x1p-128), C(1.0)));
  // A zero, infinite or NaN operand: the refinement gives NaN (0 * inf), and
  // -0 / x would lose its sign; the estimate's own product is exact there
  // (rcp(0) = inf, rcp(inf) = 0: 0/0, inf/inf NaN; x/0 inf; 0/x, x/inf 0).
  SDValue Special = Or(Or(Cmp(A, B, ISD::SETUO), Cmp(AbsA, C(INFINITY), ISD::SETOEQ)),
                       Or(Cmp(AbsB, C(INFINITY), ISD::SETOEQ),
                          Or(Cmp(A, C(0.0), ISD::SETOEQ), Cmp(B, C(0.0), ISD::SETOEQ))));
  return DAG.getSelect(DL, VT, Special, Mul(A, R0), Q);
}

SDValue SASSTargetLowering::lowerFSqrt(SDValue Op, SelectionDAG &DAG) const {
  SDLoc DL(Op);
  EVT VT = Op.getValueType();
  SDValue X = Op.getOperand(0);
  bool F32 = VT == MVT::f32;
  // Small inputs are scaled up by an even power of two: the flush-to-zero
  // estimate must see denormals, and the correction's residual x - s*s
  // (about x * 2^-23, or x * 2^-52) must stay normal to keep its bits, which
  // it does not for x just above the denormal range (difftest finding
  // sqrt-small-normals).  The scaled input stays far below overflow.
  double Below = F32 ? 0x1p-100 : 0x1p-900, Up = F32 ? 0x1p64 : 0x1p256,
         Down = F32 ? 0x1p-32 : 0x1p-128;
  SDValue Tiny = DAG.getSetCC(DL, MVT::i1, DAG.getNode(ISD::FABS, DL, VT, X),
                              DAG.getConstantFP(Below, DL, VT), ISD::SETOLT);
  SDValue XS = DAG.getSelect(
      DL, VT, Tiny, DAG.getNode(ISD::FMUL, DL, VT, X, DAG.getConstantFP(Up, DL, VT)), X);
  SDValue R = F32 ? SDValue(SASS::machineNode(DAG, SASS::MUFU_RSQ, DL, MVT::f32, XS), 0)
                  : estimate64(DAG, DL, SASS::MUFU_RSQ64H, XS);
  if (!F32) {
    // Newton on the reciprocal square root: r *= 1.5 - 0.5 x r^2.
    SDValue Half = DAG.getConstantFP(0.5, DL, VT);
    SDValue HX = DAG.getNode(ISD::FMUL, DL, VT, XS, Half);
    for (int K = 0; K < 2; ++K) {
      SDValue RR = DAG.getNode(ISD::FMUL, DL, VT, R, R);
      SDValue T = fma(DAG, DL, VT, DAG.getNode(ISD::FNEG, DL, VT, HX), RR, Half);
      R = fma(DAG, DL, VT, R, T, R);
    }
  }
  SDValue S = DAG.getNode(ISD::FMUL, DL, VT, XS, R);
  SDValue H = DAG.getNode(ISD::FMUL, DL, VT, R, DAG.getConstantFP(0.5, DL, VT));
  SDValue E = fma(DAG, DL, VT, DAG.getNode(ISD::FNEG, DL, VT, S), S, XS);
  S = fma(DAG, DL, VT, E, H, S);
  S = DAG.getSelect(
      DL, VT, Tiny,
      DAG.getNode(ISD::FMUL, DL, VT, S, DAG.getConstantFP(Down, DL, VT)),
      S);
  // sqrt(+-0) = +-0, sqrt(+inf) = +inf: the estimate gives NaN there.
  SDValue Special = DAG.getNode(
      ISD::OR, DL, MVT::i1,
      DAG.getSetCC(DL, MVT::i1, X, DAG.getConstantFP(0.0, DL, VT), ISD::SETOEQ),
      DAG.getSetCC(DL, MVT::i1, X, DAG.getConstantFP(INFINITY, DL, VT), ISD::SETOEQ));
  S = DAG.getSelect(DL, VT, Special, X, S);
  // sqrt of a negative double is the default NaN and of a NaN that NaN,
  // quieted, as ptxas's code gives them (the H200): through the Newton steps
  // the estimate's NaN would come out instead, its payload the hardware's
  // choice among NaN operands.
  if (!F32) {
    S = DAG.getSelect(
        DL, VT, DAG.getSetCC(DL, MVT::i1, X, DAG.getConstantFP(0.0, DL, VT), ISD::SETOLT),
        DAG.getConstantFP(APFloat(APFloat::IEEEdouble(), APInt(64, 0xfff8000000000000ull)), DL, VT),
        S);
    S = DAG.getSelect(DL, VT, DAG.getSetCC(DL, MVT::i1, X, X, ISD::SETUO),
                      DAG.getNode(ISD::FADD, DL, VT, X, X), S);
  }
  return S;
}

SDValue SASSTargetLowering::noMathLibrary(SDValue Op, SelectionDAG &DAG) const {
  std::string Name = Op->getOperationName(&DAG);
  if (StringRef(Name).starts_with("f"))
    Name.erase(0, 1);
  return unsupported(Op, DAG,
                     "'" + Twine(Name) + "' on " +
                         (Op.getValueType() == MVT::f64 ? "double" : "float") +
                         " is not supported: oa-llc has no device math library to "
                         "call (CUDA code gets one from oa-cc's or the CUDA SDK's "
                         "headers; __powf, __expf, ... and -ffast-math take the "
                         "hardware approximations)");
}

SDValue SASSTargetLowering::lowerUnary(SDValue Op, SelectionDAG &DAG) const {
  SDLoc DL(Op);
  EVT VT = Op.getValueType();
  SDValue X = Op.getOperand(0);
  auto mufu = [&](unsigned Opc, SDValue V) {
    return SDValue(SASS::machineNode(DAG, Opc, DL, MVT::f32, V), 0);
  };
  auto mul = [&](SDValue V, double C) {
    return DAG.getNode(ISD::FMUL, DL, VT, V, DAG.getConstantFP(C, DL, VT));
  };
  switch (Op.getOpcode()) {
  case ISD::FEXP2:
    return mufu(SASS::MUFU_EX2, X);
  case ISD::FEXP:
    return mufu(SASS::MUFU_EX2, mul(X, 1.4426950408889634));
  case ISD::FLOG2:
    return mufu(SASS::MUFU_LG2, X);
  case ISD::FLOG:
    return mul(mufu(SASS::MUFU_LG2, X), 0.6931471805599453);
  case ISD::FLOG10:
    return mul(mufu(SASS::MUFU_LG2, X), 0.30102999566398120);
  case ISD::FSIN:
    return mufu(SASS::MUFU_SIN, mul(X, 0.15915494309189535));
  case ISD::FCOS:
    return mufu(SASS::MUFU_COS, mul(X, 0.15915494309189535));
  default:
    return unsupported(Op, DAG, "operation " + Twine(Op->getOperationName(&DAG)));
  }
}

SDNode *SASS::machineNode(SelectionDAG &DAG, unsigned Opc, const SDLoc &DL,
                          ArrayRef<EVT> VTs, ArrayRef<SDValue> Ops) {
  SmallVector<SDValue, 8> All(Ops);
  // Chain and glue operands stay last.
  auto At = llvm::find_if(All, [](SDValue V) {
    return V.getValueType() == MVT::Other || V.getValueType() == MVT::Glue;
  });
  SDValue Defaults[] = {DAG.getRegister(Register(), MVT::i1),
                        DAG.getTargetConstant(0, DL, MVT::i32),
                        DAG.getTargetConstant(0, DL, MVT::i32)};
  All.insert(At, std::begin(Defaults), std::end(Defaults));
  return DAG.getMachineNode(Opc, DL, DAG.getVTList(VTs), All);
}
