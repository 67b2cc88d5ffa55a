//===-- SASSMCTargetDesc.cpp - SASS target descriptions -------------------===//
#include "SASSMCTargetDesc.h"
#include "SASSInstPrinter.h"
#include "SASSMCAsmInfo.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"

using namespace llvm;

#define GET_INSTRINFO_MC_DESC
#include "SASSGenInstrInfo.inc"

#define GET_REGINFO_MC_DESC
#include "SASSGenRegisterInfo.inc"

#define GET_SUBTARGETINFO_MC_DESC
#include "SASSGenSubtargetInfo.inc"

namespace llvm {
MCCodeEmitter *createSASSMCCodeEmitter(const MCInstrInfo &, MCContext &);
}

unsigned llvm::getSASSSMVersion(const MCSubtargetInfo &STI) {
  return STI.hasFeature(SASS::FeatureSM90) ? 90 : 80;
}

unsigned llvm::getSASSSMVersion(StringRef CPU) {
  // The processors SASS.td defines, by the SM feature each implies.
  for (const SubtargetSubTypeKV &P : SASSSubTypeKV)
    if (CPU == P.Key)
      return P.Implies.test(SASS::FeatureSM90) ? 90 : 80;
  return 0;
}

static MCInstrInfo *createSASSMCInstrInfo() {
  auto *X = new MCInstrInfo();
  InitSASSMCInstrInfo(X);
  return X;
}

static MCRegisterInfo *createSASSMCRegisterInfo(const Triple &) {
  auto *X = new MCRegisterInfo();
  InitSASSMCRegisterInfo(X, SASS::RZ);
  return X;
}

static MCSubtargetInfo *createSASSMCSubtargetInfo(const Triple &TT,
                                                  StringRef CPU, StringRef FS) {
  return createSASSMCSubtargetInfoImpl(TT, CPU.empty() ? "sm_80" : CPU,
                                       /*TuneCPU*/ CPU, FS);
}

static MCAsmInfo *createSASSMCAsmInfo(const MCRegisterInfo &, const Triple &TT,
                                      const MCTargetOptions &) {
  return new SASSMCAsmInfo(TT);
}

static MCInstPrinter *createSASSMCInstPrinter(const Triple &, unsigned,
                                              const MCAsmInfo &MAI,
                                              const MCInstrInfo &MII,
                                              const MCRegisterInfo &MRI) {
  return new SASSInstPrinter(MAI, MII, MRI);
}

extern "C" void LLVMInitializeSASSTargetMC() {
  Target &T = getTheSASSTarget();
  TargetRegistry::RegisterMCAsmInfo(T, createSASSMCAsmInfo);
  TargetRegistry::RegisterMCInstrInfo(T, createSASSMCInstrInfo);
  TargetRegistry::RegisterMCRegInfo(T, createSASSMCRegisterInfo);
  TargetRegistry::RegisterMCSubtargetInfo(T, createSASSMCSubtargetInfo);
  TargetRegistry::RegisterMCInstPrinter(T, createSASSMCInstPrinter);
  TargetRegistry::RegisterMCCodeEmitter(T, createSASSMCCodeEmitter);
}
