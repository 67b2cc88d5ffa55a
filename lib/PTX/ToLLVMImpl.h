//===-- ToLLVMImpl.h - the state of one inline-asm translation --*- C++ -*-===//
//
// Shared by ToLLVM.cpp (operands, registers, control flow, the pass),
// ToLLVMScalar.cpp (plain instructions) and ToLLVMAsync.cpp (tensor and
// asynchronous instructions as NVVM intrinsics).  Every PTX register, asm
// operands included, lives in an alloca of its bit width (i1 for
// predicates); values are bit-cast to the type an instruction reads, so the
// untyped register model of PTX is kept exactly, and PromoteMemToReg turns
// it into SSA afterwards.
//
//===----------------------------------------------------------------------===//

#ifndef OA_PTX_TOLLVMIMPL_H
#define OA_PTX_TOLLVMIMPL_H

#include "oa/PTX/AST.h"
#include "oa/PTX/Instructions.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include <vector>

namespace oa {
namespace ptx {

struct AsmReg {
  llvm::AllocaInst *A = nullptr;
  unsigned Bits = 0;
};

/// What translating a whole function body (the PTX importer, Import.cpp)
/// adds to the instruction translation: the declarations other than .reg,
/// the names of variables and parameters, and the instructions that only
/// functions have (ret, call, the .param space).  Inline asm has none.
class BodyHooks {
public:
  virtual ~BodyHooks() = default;
  /// Before the first statement, at the start of the body.
  virtual llvm::Error prologue() = 0;
  /// A .param/.local/.shared/.global/.const declaration in the body.
  virtual llvm::Error declare(const VarDecl &D) = 0;
  virtual void enterScope() = 0;
  virtual void leaveScope() = 0;
  /// The address of the variable or parameter Name in its own state space
  /// (the pointer's address space), or null.
  virtual llvm::Value *symbol(llvm::StringRef Name) = 0;
  /// An instruction the importer translates itself (Handled).
  virtual llvm::Error instruction(const Instruction &I, bool &Handled) = 0;
  /// The end of the body is reached without a ret.
  virtual llvm::Error fallOffEnd() = 0;
  /// The debug location of a PTX statement (its line and column in the file).
  virtual llvm::DebugLoc location(SourceLoc L) = 0;
};

class AsmTranslator {
public:
  AsmTranslator(llvm::CallBase &CB, std::vector<llvm::AllocaInst *> &Allocas);
  /// A function body of a PTX module into the empty F (Import.cpp).
  AsmTranslator(llvm::Function &F, BodyHooks &H, std::vector<llvm::AllocaInst *> &Allocas);
  ~AsmTranslator();
  llvm::Error run();
  /// Translates Body into F (the second constructor): the register allocas
  /// and the hooks' allocas go to F's first block.
  llvm::Error runBody(const std::vector<Statement> &Body);

  // --- used by the instruction files
  llvm::LLVMContext &Ctx;
  llvm::Module &M;
  llvm::IRBuilder<> B;
  const Instruction *Cur = nullptr;
  bool Volatile = false; // asm sideeffect: memory accesses stay, in order
  BodyHooks *Hooks = nullptr; // a function body of a PTX module, not an asm

  /// The block the allocas go to (the entry block when importing).
  llvm::BasicBlock *allocaBlock() const { return AllocaBB; }
  /// A new block of the translation (after the current ones).
  llvm::BasicBlock *newBlock(const llvm::Twine &Name);
  /// Declares a register of the innermost scope, initialised to Init.
  void defineRegister(llvm::StringRef Name, unsigned Bits, llvm::Value *Init);
  /// The address space a state space's accesses use (.param: the allocas'
  /// when importing), ~0u for none.
  unsigned accessAS(llvm::StringRef Space) const;

  llvm::Error err(const llvm::Twine &Msg) const;
  llvm::Error unsupported(const llvm::Twine &Why = "") const;

  llvm::Type *irType(ScalarType T);
  llvm::IntegerType *intTy(unsigned Bits) { return llvm::IntegerType::get(Ctx, Bits); }
  /// The operand as an integer of Bits bits (registers truncated or
  /// extended, vectors {a,b} packed low element first, immediates).
  llvm::Expected<llvm::Value *> readInt(const Operand &O, unsigned Bits, bool Signed = false);
  /// The operand as T's IR type (floats bit-cast; float immediates converted).
  llvm::Expected<llvm::Value *> read(const Operand &O, ScalarType T);
  llvm::Expected<llvm::Value *> readPred(const Operand &O);
  /// Stores V (any first-class type) into a register, a {a,b} vector
  /// (split low element first) or nowhere (_).  Narrower values are extended
  /// (sign-extended when Signed) to the register's width.
  llvm::Error write(const Operand &O, llvm::Value *V, bool Signed = false);
  /// The register a name denotes (asm operand, declared register), or null.
  const AsmReg *lookup(const Operand &O) const;
  /// An address [base+off] in address space AS.
  llvm::Expected<llvm::Value *> address(const Operand &O, unsigned AS);
  llvm::Expected<llvm::Value *> addressOf(const Operand &O, llvm::StringRef Space);
  /// Calls an intrinsic by name, converting Args to its parameter types
  /// (bit casts, inttoptr, integer resizing).  Overloads: OverloadTys.
  llvm::Expected<llvm::CallInst *> callIntrinsic(llvm::StringRef Name,
                                                 llvm::ArrayRef<llvm::Value *> Args,
                                                 llvm::ArrayRef<llvm::Type *> OverloadTys = {});
  bool hasIntrinsic(llvm::StringRef Name) const;
  llvm::Value *adapt(llvm::Value *V, llvm::Type *To);
  /// Writes a call's result (a struct is spread over a {..} vector).
  llvm::Error writeResults(const Operand &O, llvm::Value *V);
  /// The elements of a {..} operand (or the operand itself).
  std::vector<const Operand *> elems(const Operand &O);
  static unsigned spaceAS(llvm::StringRef Space);
  /// The text of `Label: .callprototype ...;` after the directive (null if
  /// Label names none), for indirect calls.
  const std::string *callPrototype(llvm::StringRef Label) const {
    auto It = Prototypes.find(Label);
    return It == Prototypes.end() ? nullptr : &It->second;
  }
  /// The condition code's carry flag (CC.CF) of add.cc/addc ... (an i1
  /// register made on first use; PTX leaves it undefined until set: 0).
  const AsmReg &carryFlag();

  llvm::Error scalar(const Instruction &I, bool &Handled);
  llvm::Error async(const Instruction &I, bool &Handled);

private:
  llvm::CallBase *CB = nullptr; // the asm call (null when importing)
  llvm::Function *Fn;
  llvm::InlineAsm *IA = nullptr;
  std::vector<llvm::AllocaInst *> &Allocas;
  size_t FirstAlloca; // Allocas[FirstAlloca..] are this asm's, in AllocaBB
  llvm::BasicBlock *AllocaBB = nullptr;
  std::vector<llvm::BasicBlock *> Blocks;
  std::vector<AsmReg> Slots;          // per asm operand; A null for immediates
  std::vector<unsigned> OutputSlots;  // asm operand numbers of the results
  std::vector<llvm::StringMap<AsmReg>> Scopes;
  // Labels are local to the { } scope that defines them (PTX from CUDA has
  // the same inline asm, labels and all, once per inlined copy): keyed
  // "scope:name", scopes numbered in the order collectLabels meets them.
  llvm::StringMap<llvm::BasicBlock *> Labels;
  std::vector<unsigned> ScopeIds{0}; // the scopes the walk is in
  unsigned LastScopeCollected = 0, LastScopeWalked = 0;
  llvm::StringMap<std::vector<std::string>> TargetLists; // L: .branchtargets a, b;
  llvm::StringMap<std::string> Prototypes;                // L: .callprototype ...;
  llvm::StringMap<bool> Placed;
  AsmReg CarryFlag;
  bool Done = false;
  bool MemClobber = false;

  AsmReg newReg(unsigned Bits, const llvm::Twine &Name);
  llvm::Error bindOperands(std::vector<Statement> &Stmts);
  llvm::Error collectLabels(const std::vector<Statement> &Stmts, unsigned Scope = 0);
  /// The key of the label Name as seen from the current scope ("" if none).
  std::string labelKey(llvm::StringRef Name) const;
  llvm::Error statements(const std::vector<Statement> &Stmts);
  llvm::Error declare(const VarDecl &D);
  llvm::Error instruction(const Instruction &I);
  llvm::Error branch(const Instruction &I);
  llvm::Error branchIndexed(const Instruction &I);
  llvm::BasicBlock *labelBlock(llvm::StringRef Name);
  llvm::Expected<llvm::Value *> specialReg(llvm::StringRef Name, unsigned Bits);
  void finish();
  void compilerBarrier();
  void discard();
};

} // namespace ptx
} // namespace oa

#endif
