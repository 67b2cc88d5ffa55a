//===-- SASSPlugin.cpp - the SASS target as a plugin for LLVM's tools -----===//
//
// Loaded by a stock tool linked against the shared libLLVM (llc-22
// --load=libOASASSPlugin.so -march=sass), this library registers the SASS
// target, its MC layer, printer and disassembler the moment it is
// loaded: LLVM's tools initialise only the targets built into libLLVM.
//
//===----------------------------------------------------------------------===//

extern "C" {
void LLVMInitializeSASSTargetInfo();
void LLVMInitializeSASSTarget();
void LLVMInitializeSASSTargetMC();
void LLVMInitializeSASSAsmPrinter();
void LLVMInitializeSASSDisassembler();
}

namespace {
struct RegisterSASS {
  RegisterSASS() {
    LLVMInitializeSASSTargetInfo();
    LLVMInitializeSASSTarget();
    LLVMInitializeSASSTargetMC();
    LLVMInitializeSASSAsmPrinter();
    LLVMInitializeSASSDisassembler();
  }
} Register;
} // namespace
