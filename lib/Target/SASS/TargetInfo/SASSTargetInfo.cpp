//===-- SASSTargetInfo.cpp - SASS target registration ---------------------===//
//
// The target claims no triple (LLVM's Triple has no SASS arch): tools look it
// up by name, "sass", so it never collides with NVPTX in a shared libLLVM.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/MC/TargetRegistry.h"

using namespace llvm;

Target &llvm::getTheSASSTarget() {
  static Target TheSASSTarget;
  return TheSASSTarget;
}

extern "C" void LLVMInitializeSASSTargetInfo() {
  TargetRegistry::RegisterTarget(
      getTheSASSTarget(), "sass", "NVIDIA SASS (sm_80, sm_90)", "SASS",
      [](Triple::ArchType) { return false; }, /*HasJIT=*/false);
}
