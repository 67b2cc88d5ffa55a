//===-- SASSCGTextPrinter.cpp - SASS text of codegen instructions ---------===//
#include "SASSCGTextPrinter.h"
#include "MCTargetDesc/SASSInstCodec.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#include "SASSGenAsmWriter.inc"

void SASSCGTextPrinter::printOperand(const MCInst *MI, unsigned OpNo,
                                     raw_ostream &O, const char *Modifier) {
  const MCOperand &Op = MI->getOperand(OpNo);
  if (Op.isReg()) {
    MCRegister R = Op.getReg();
    // A pair or quad prints as its first register (nvdisasm's "R2.64",
    // "R4"); the "hi" modifier names the second, "q2" the third (a 64-bit
    // CAS's new value).
    if (MCSubRegIterator(R, &MRI).isValid()) { // a pair, quad or longer tuple
      StringRef M = Modifier ? Modifier : "";
      R = MRI.getSubReg(R, M == "hi" ? SASS::sub1 : M == "q2" ? SASS::sub2 : SASS::sub0);
    }
    O << getRegisterName(R);
    return;
  }
  if (Op.isImm()) {
    O << Op.getImm();
    return;
  }
  O << "<bad operand>";
}

void SASSCGTextPrinter::printHexImm(const MCInst *MI, unsigned OpNo,
                                    raw_ostream &O) {
  const MCOperand &Op = MI->getOperand(OpNo);
  if (Op.isReg())
    return printOperand(MI, OpNo, O);
  O << format("0x%x", (uint32_t)Op.getImm());
}

void SASSCGTextPrinter::printF32Imm(const MCInst *MI, unsigned OpNo,
                                    raw_ostream &O) {
  const MCOperand &Op = MI->getOperand(OpNo);
  if (Op.isReg())
    return printOperand(MI, OpNo, O);
  O << SASSCodec::formatF32((uint32_t)Op.getImm());
}

void SASSCGTextPrinter::printF64HiImm(const MCInst *MI, unsigned OpNo,
                                      raw_ostream &O) {
  const MCOperand &Op = MI->getOperand(OpNo);
  if (Op.isReg())
    return printOperand(MI, OpNo, O);
  O << SASSCodec::formatF64Hi((uint32_t)Op.getImm());
}

void SASSCGTextPrinter::printSHexImm(const MCInst *MI, unsigned OpNo,
                                     raw_ostream &O) {
  const MCOperand &Op = MI->getOperand(OpNo);
  if (Op.isReg())
    return printOperand(MI, OpNo, O);
  int32_t V = (int32_t)Op.getImm();
  if (V < 0)
    O << format("-0x%x", (uint32_t)(-(int64_t)V));
  else
    O << format("0x%x", (uint32_t)V);
}

void SASSCGTextPrinter::printMemOff(const MCInst *MI, unsigned OpNo,
                                    raw_ostream &O) {
  int64_t V = MI->getOperand(OpNo).getImm();
  if (V > 0)
    O << format("+0x%x", (uint32_t)V);
  else if (V < 0)
    O << format("+-0x%x", (uint32_t)-V);
}

void SASSCGTextPrinter::printBrTarget(const MCInst *MI, unsigned OpNo,
                                      raw_ostream &O) {
  O << format("0x%x", (uint32_t)MI->getOperand(OpNo).getImm());
}
