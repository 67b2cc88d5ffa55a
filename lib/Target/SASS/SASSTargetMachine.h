//===-- SASSTargetMachine.h - SASS target machine ---------------*- C++ -*-===//
//
// The code generator for sm_80/sm_90.  Besides the usual pass pipeline it
// carries the compiled module (kernels, listing) that SASSAsmPrinter fills and
// the driver (oa-llc) turns into a listing or a cubin.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SASS_SASSTARGETMACHINE_H
#define LLVM_LIB_TARGET_SASS_SASSTARGETMACHINE_H

#include "SASSSubtarget.h"
#include "oa/Cubin/Cubin.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/CodeGen/CodeGenTargetMachineImpl.h"
#include <memory>
#include <string>

namespace llvm {
class GlobalVariable;
class Module;

/// What SASSAsmPrinter produced for the module.
struct SASSCompiledModule {
  oa::CubinModule Cubin;
  std::string Listing; // oa-mc assembly, with control codes
  bool HadError = false;
};

class SASSTargetMachine : public CodeGenTargetMachineImpl {
  std::unique_ptr<TargetLoweringObjectFile> TLOF;
  mutable StringMap<std::unique_ptr<SASSSubtarget>> SubtargetMap;
  SASSCompiledModule Compiled;
  unsigned MaxRegs = 0; // -maxrregcount; 0: no limit
  const Module *ConstModule = nullptr;
  DenseMap<const GlobalVariable *, unsigned> ConstOffsets;
  unsigned ConstSize = 0;
  void layoutConst(const Module &M);

public:
  SASSTargetMachine(const Target &T, const Triple &TT, StringRef CPU,
                    StringRef FS, const TargetOptions &Options,
                    std::optional<Reloc::Model> RM,
                    std::optional<CodeModel::Model> CM, CodeGenOptLevel OL,
                    bool JIT);
  ~SASSTargetMachine() override;

  const SASSSubtarget *getSubtargetImpl(const Function &F) const override;
  TargetPassConfig *createPassConfig(PassManagerBase &PM) override;
  TargetLoweringObjectFile *getObjFileLowering() const override { return TLOF.get(); }
  MachineFunctionInfo *
  createMachineFunctionInfo(BumpPtrAllocator &Allocator, const Function &F,
                            const TargetSubtargetInfo *STI) const override;
  TargetTransformInfo getTargetTransformInfo(const Function &F) const override;
  /// Occupancy-aware pre-RA scheduling (SASSMachineScheduler.cpp).
  ScheduleDAGInstrs *createMachineScheduler(MachineSchedContext *C) const override;
  /// Stack objects (spills, the temporaries legalization makes) are in the
  /// local space, as allocas are.
  unsigned getAddressSpaceForPseudoSourceKind(unsigned Kind) const override;

  SASSCompiledModule &getCompiled() { return Compiled; }
  /// Offset of a __constant__ variable in constant bank 3 (all of the
  /// module's laid out once, in order); -1 if GV is not one.
  int getConstOffset(const GlobalVariable *GV);
  /// Bank 3 contents for the module (initializers, zero elsewhere); Err
  /// names a variable whose initializer cannot be written.
  std::vector<uint8_t> getConstBank(const Module &M, std::string &Err);
  /// Offset in bank 4 of the slot holding GV's address (a device global).
  unsigned getAddressSlot(const GlobalVariable *GV);
  /// The same for a function the driver provides (DriverFunctions.h), which the
  /// cubin then names as an undefined function.
  unsigned getDriverFunctionSlot(StringRef Name);
  /// GV's symbol in the cubin: its name, with '.' spelt "_$_" in local
  /// ones (".str" -> "_$_str", as NVPTX names them): readers take names
  /// starting with '.' for the toolchain's own.
  static std::string getSymbolName(const GlobalVariable *GV);
  /// GV's initial bytes (Size of them); false, with Why set, when the
  /// initializer holds something other than numbers (an address).
  static bool getInitBytes(const DataLayout &DL, const Constant *C,
                           std::vector<uint8_t> &Bytes, std::string &Why);
  void setMaxRegs(unsigned N) { MaxRegs = N; }
  unsigned getMaxRegs() const { return MaxRegs; }

  /// The data layout oa compiles with (NVPTX's, with 32-bit pointers in the
  /// shared, constant, local and parameter spaces, allocas in local space).
  static const char *dataLayoutString();
};
} // namespace llvm

#endif
