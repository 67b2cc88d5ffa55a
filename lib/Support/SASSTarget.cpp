//===-- SASSTarget.cpp - MC objects for oa's tools ------------------------===//
#include "oa/Support/SASSTarget.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/MC/TargetRegistry.h"

using namespace llvm;

bool oa::SASSMC::init(const std::string &CPU, std::string &Err) {
  static bool Registered = [] {
    LLVMInitializeSASSTargetInfo();
    LLVMInitializeSASSTargetMC();
    LLVMInitializeSASSDisassembler();
    return true;
  }();
  (void)Registered;
  SM = getSASSSMVersion(CPU);
  if (!SM) {
    Err = "unsupported -mcpu '" + CPU + "' (expected sm_80, sm_90 or sm_90a)";
    return false;
  }
  const Target *T = nullptr;
  for (const Target &X : TargetRegistry::targets())
    if (StringRef(X.getName()) == "sass")
      T = &X;
  if (!T) {
    Err = "SASS target is not registered";
    return false;
  }
  MRI.reset(T->createMCRegInfo(TT));
  MAI.reset(T->createMCAsmInfo(*MRI, TT, Options));
  MII.reset(T->createMCInstrInfo());
  STI.reset(T->createMCSubtargetInfo(TT, CPU, ""));
  Ctx = std::make_unique<MCContext>(TT, MAI.get(), MRI.get(), STI.get());
  Printer.reset(T->createMCInstPrinter(TT, 0, *MAI, *MII, *MRI));
  Emitter.reset(T->createMCCodeEmitter(*MII, *Ctx));
  Disasm.reset(T->createMCDisassembler(*STI, *Ctx));
  if (!MRI || !MAI || !MII || !STI || !Printer || !Emitter || !Disasm) {
    Err = "could not create the SASS MC layer";
    return false;
  }
  return true;
}
