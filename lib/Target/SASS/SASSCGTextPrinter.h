//===-- SASSCGTextPrinter.h - SASS text of codegen instructions -*- C++ -*-===//
//
// Fills a code generation instruction's AsmString with its operands; the
// result is SASS text that the codec assembles into an encodable form.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SASS_SASSCGTEXTPRINTER_H
#define LLVM_LIB_TARGET_SASS_SASSCGTEXTPRINTER_H

#include "llvm/MC/MCInstPrinter.h"

namespace llvm {
class SASSCGTextPrinter : public MCInstPrinter {
public:
  SASSCGTextPrinter(const MCAsmInfo &MAI, const MCInstrInfo &MII,
                    const MCRegisterInfo &MRI)
      : MCInstPrinter(MAI, MII, MRI) {}

  std::pair<const char *, uint64_t> getMnemonic(const MCInst &MI) const override;
  void printInstruction(const MCInst *MI, uint64_t Address, raw_ostream &O);
  static const char *getRegisterName(MCRegister Reg);
  void printInst(const MCInst *MI, uint64_t Address, StringRef Annot,
                 const MCSubtargetInfo &STI, raw_ostream &O) override {
    printInstruction(MI, Address, O);
  }

  void printOperand(const MCInst *MI, unsigned OpNo, raw_ostream &O,
                    const char *Modifier = nullptr);
  void printHexImm(const MCInst *MI, unsigned OpNo, raw_ostream &O);
  void printSHexImm(const MCInst *MI, unsigned OpNo, raw_ostream &O);
  void printF32Imm(const MCInst *MI, unsigned OpNo, raw_ostream &O);
  void printF64HiImm(const MCInst *MI, unsigned OpNo, raw_ostream &O);
  void printMemOff(const MCInst *MI, unsigned OpNo, raw_ostream &O);
  void printBrTarget(const MCInst *MI, unsigned OpNo, raw_ostream &O);
  void printGDesc(const MCInst *MI, unsigned OpNo, raw_ostream &O) {}
};
} // namespace llvm

#endif
