//===-- SASSInstPrinter.h - SASS instruction printer ------------*- C++ -*-===//
#ifndef LLVM_LIB_TARGET_SASS_MCTARGETDESC_SASSINSTPRINTER_H
#define LLVM_LIB_TARGET_SASS_MCTARGETDESC_SASSINSTPRINTER_H

#include "llvm/MC/MCInstPrinter.h"

namespace llvm {

/// Prints "[control] text" with the text exactly as nvdisasm prints it.
/// setPrintControl(false) leaves the control prefix out.
class SASSInstPrinter : public MCInstPrinter {
  bool PrintControl = true;

public:
  SASSInstPrinter(const MCAsmInfo &MAI, const MCInstrInfo &MII,
                  const MCRegisterInfo &MRI)
      : MCInstPrinter(MAI, MII, MRI) {}
  void setPrintControl(bool B) { PrintControl = B; }
  void printInst(const MCInst *MI, uint64_t Address, StringRef Annot,
                 const MCSubtargetInfo &STI, raw_ostream &OS) override;
  void printRegName(raw_ostream &OS, MCRegister Reg) override;
  std::pair<const char *, uint64_t> getMnemonic(const MCInst &MI) const override;
};
} // namespace llvm

#endif
