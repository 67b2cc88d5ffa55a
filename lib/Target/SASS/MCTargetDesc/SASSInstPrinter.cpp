//===-- SASSInstPrinter.cpp - SASS instruction printer --------------------===//
#include "SASSInstPrinter.h"
#include "SASSInstCodec.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

void SASSInstPrinter::printInst(const MCInst *MI, uint64_t Address,
                                StringRef Annot, const MCSubtargetInfo &STI,
                                raw_ostream &OS) {
  const SASSFormDesc *F = SASSCodec::getForm(MI->getOpcode());
  if (PrintControl && F)
    OS << SASSCodec::printControl(MI->getOperand(MI->getNumOperands() - 1).getImm()) << ' ';
  if (!SASSCodec::printText(*MI, Address, OS))
    OS << "<unprintable " << (F ? F->Name : "opcode") << '>';
  printAnnotation(OS, Annot);
}

void SASSInstPrinter::printRegName(raw_ostream &OS, MCRegister Reg) {
  OS << MRI.getName(Reg);
}

std::pair<const char *, uint64_t> SASSInstPrinter::getMnemonic(const MCInst &MI) const {
  const SASSFormDesc *F = SASSCodec::getForm(MI.getOpcode());
  return {F ? F->Mnemonic : "", 0};
}
