//===-- SASSMCAsmInfo.h - SASS assembly syntax ------------------*- C++ -*-===//
#ifndef LLVM_LIB_TARGET_SASS_MCTARGETDESC_SASSMCASMINFO_H
#define LLVM_LIB_TARGET_SASS_MCTARGETDESC_SASSMCASMINFO_H

#include "llvm/MC/MCAsmInfoELF.h"

namespace llvm {
class Triple;

/// nvdisasm's syntax: '//' comments, one instruction per line ending in ';'.
class SASSMCAsmInfo : public MCAsmInfoELF {
public:
  explicit SASSMCAsmInfo(const Triple &TT);
};
} // namespace llvm

#endif
