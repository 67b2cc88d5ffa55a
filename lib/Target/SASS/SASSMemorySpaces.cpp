//===-- SASSMemorySpaces.cpp - Memory accesses checked against their space -===//
//
// After InferAddressSpaces, before atomics are expanded: every load, store,
// atomic and memory intrinsic is checked against the address space it uses.
// - Writes (stores, atomics, memset/memcpy destinations) to the read-only
//   constant (4) and parameter (101) spaces, and any access to a space the
//   hardware does not have, are located errors; the access is removed so that
//   code generation ends with the error alone.
// - Local memory (5) belongs to one thread, so its atomics are plain loads,
//   operations and stores (what LLVM's LowerAtomic does for a single thread);
//   an atomic load of read-only memory is a plain load.
// - 64-bit atomic loads and stores, which LLVM would make compare-and-swap
//   loops, use the 64-bit accesses the hardware has (lowerAtomic64).
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/LowerAtomic.h"

using namespace llvm;

namespace {
class SASSMemorySpaces : public FunctionPass {
public:
  static char ID;
  SASSMemorySpaces() : FunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS memory spaces"; }
  bool runOnFunction(Function &F) override;
};
} // namespace

char SASSMemorySpaces::ID = 0;

FunctionPass *llvm::createSASSMemorySpacesPass() { return new SASSMemorySpaces(); }

static bool isKnownSpace(unsigned AS) {
  switch (AS) {
  case SASSAS::Generic:
  case SASSAS::Global:
  case SASSAS::Shared:
  case SASSAS::Const:
  case SASSAS::Local:
  case SASSAS::Param:
    return true;
  default:
    return false;
  }
}

static bool isReadOnly(unsigned AS) { return AS == SASSAS::Const || AS == SASSAS::Param; }

static const char *spaceName(unsigned AS) {
  return AS == SASSAS::Const ? "constant memory (address space 4)"
                             : "kernel parameter memory (address space 101)";
}

namespace {
/// One access: the pointer it reads or writes and whether it writes.
struct Access {
  Value *Ptr;
  bool Writes;
};
} // namespace

/// The pointers an instruction accesses memory through (none for others).
static SmallVector<Access, 2> accesses(Instruction &I) {
  if (auto *L = dyn_cast<LoadInst>(&I))
    return {{L->getPointerOperand(), false}};
  if (auto *S = dyn_cast<StoreInst>(&I))
    return {{S->getPointerOperand(), true}};
  if (auto *A = dyn_cast<AtomicRMWInst>(&I))
    return {{A->getPointerOperand(), true}};
  if (auto *C = dyn_cast<AtomicCmpXchgInst>(&I))
    return {{C->getPointerOperand(), true}};
  if (auto *MT = dyn_cast<MemTransferInst>(&I))
    return {{MT->getRawDest(), true}, {MT->getRawSource(), false}};
  if (auto *MS = dyn_cast<MemSetInst>(&I))
    return {{MS->getRawDest(), true}};
  if (auto *II = dyn_cast<IntrinsicInst>(&I)) {
    switch (II->getIntrinsicID()) {
    case Intrinsic::masked_load:
    case Intrinsic::masked_gather:
    case Intrinsic::masked_expandload:
      return {{II->getArgOperand(0), false}};
    case Intrinsic::masked_store:
    case Intrinsic::masked_scatter:
    case Intrinsic::masked_compressstore:
      return {{II->getArgOperand(1), true}};
    default:
      break;
    }
  }
  return {};
}

/// The error for an access oa cannot compile, or an empty string.
static std::string refusal(Instruction &I) {
  for (const Access &A : accesses(I)) {
    Type *PT = A.Ptr->getType()->getScalarType();
    if (!PT->isPointerTy())
      continue;
    unsigned AS = PT->getPointerAddressSpace();
    if (!isKnownSpace(AS))
      return ("memory access in address space " + Twine(AS) +
              ": sm_80/sm_90 have generic (0), global (1), shared (3), constant (4), "
              "local (5) and parameter (101) memory")
          .str();
    if (A.Writes && isReadOnly(AS))
      return (Twine(isa<StoreInst>(I) || isa<MemIntrinsic>(I) || isa<IntrinsicInst>(I)
                        ? "store to "
                        : "atomic operation on ") +
              spaceName(AS) + ", which is read-only on the device")
          .str();
  }
  return "";
}

/// Atomics that need no atomicity: on memory of one thread, or loads of
/// memory nobody writes.  True if I was replaced.
static bool makePlain(Instruction &I) {
  auto SpaceOf = [](Value *P) { return P->getType()->getPointerAddressSpace(); };
  if (auto *A = dyn_cast<AtomicRMWInst>(&I))
    return SpaceOf(A->getPointerOperand()) == SASSAS::Local && lowerAtomicRMWInst(A);
  if (auto *C = dyn_cast<AtomicCmpXchgInst>(&I))
    return SpaceOf(C->getPointerOperand()) == SASSAS::Local && lowerAtomicCmpXchgInst(C);
  if (auto *L = dyn_cast<LoadInst>(&I)) {
    unsigned AS = SpaceOf(L->getPointerOperand());
    if (!L->isAtomic() || (AS != SASSAS::Local && !isReadOnly(AS)))
      return false;
    L->setAtomic(AtomicOrdering::NotAtomic);
    return true;
  }
  if (auto *S = dyn_cast<StoreInst>(&I)) {
    if (!S->isAtomic() || SpaceOf(S->getPointerOperand()) != SASSAS::Local)
      return false;
    S->setAtomic(AtomicOrdering::NotAtomic);
    return true;
  }
  return false;
}

static bool is64(const Instruction &I, Type *T) {
  return I.getDataLayout().getTypeSizeInBits(T) == 64;
}

/// 64-bit atomic loads and stores, which would otherwise become a 64-bit
/// compare-and-swap (not selected yet).  Shared memory has no cache between
/// the threads of a CTA: an aligned LDS.64/STS.64 is single-copy atomic, so
/// the access is a volatile one between the fences its ordering asks for.
/// In global memory a load is an ATOM.ADD.64 of 0 (a weak LDG could read a
/// stale L1 line).  True if I was replaced.
static bool lowerAtomic64(Instruction &I) {
  auto *L = dyn_cast<LoadInst>(&I);
  auto *S = dyn_cast<StoreInst>(&I);
  if (!(L && L->isAtomic()) && !(S && S->isAtomic()))
    return false;
  Value *Ptr = getLoadStorePointerOperand(&I);
  Type *T = getLoadStoreType(&I);
  unsigned AS = Ptr->getType()->getPointerAddressSpace();
  bool GlobalLoad = L && (AS == SASSAS::Global || AS == SASSAS::Generic);
  if (!is64(I, T) || !(GlobalLoad || AS == SASSAS::Shared))
    return false;
  AtomicOrdering O = L ? L->getOrdering() : S->getOrdering();
  SyncScope::ID SSID = L ? L->getSyncScopeID() : S->getSyncScopeID();
  IRBuilder<> B(&I);
  if (AS != SASSAS::Shared) {
    // Global or generic load: an add of 0 returns the value atomically.
    Type *I64 = B.getInt64Ty();
    Value *V = B.CreateAtomicRMW(AtomicRMWInst::Add, Ptr, B.getInt64(0),
                                 L->getAlign(), O, SSID);
    if (T->isPointerTy())
      V = B.CreateIntToPtr(V, T);
    else if (T != I64)
      V = B.CreateBitCast(V, T);
    L->replaceAllUsesWith(V);
    L->eraseFromParent();
    return true;
  }
  bool SeqCst = O == AtomicOrdering::SequentiallyConsistent;
  if (SeqCst || (S && isReleaseOrStronger(O)))
    B.CreateFence(SeqCst ? O : AtomicOrdering::Release, SSID);
  if (L) {
    L->setAtomic(AtomicOrdering::NotAtomic);
    L->setVolatile(true);
    if (isAcquireOrStronger(O)) {
      B.SetInsertPoint(L->getNextNode());
      B.CreateFence(AtomicOrdering::Acquire, SSID);
    }
  } else {
    S->setAtomic(AtomicOrdering::NotAtomic);
    S->setVolatile(true);
    if (SeqCst) {
      B.SetInsertPoint(S->getNextNode());
      B.CreateFence(O, SSID);
    }
  }
  return true;
}

bool SASSMemorySpaces::runOnFunction(Function &F) {
  bool Changed = false;
  bool Reported = false;
  for (Instruction &I : make_early_inc_range(instructions(F))) {
    std::string Why = refusal(I);
    if (Why.empty()) {
      Changed |= makePlain(I) || lowerAtomic64(I);
      continue;
    }
    // One error per function: the first refused access, located.
    if (!Reported)
      F.getContext().diagnose(DiagnosticInfoUnsupported(F, Why, I.getDebugLoc()));
    Reported = true;
    if (!I.getType()->isVoidTy())
      I.replaceAllUsesWith(PoisonValue::get(I.getType()));
    I.eraseFromParent();
    Changed = true;
  }
  return Changed;
}
