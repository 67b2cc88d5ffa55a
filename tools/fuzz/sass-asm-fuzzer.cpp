//===-- sass-asm-fuzzer.cpp - the SASS assembler's text parser ------------===//
//
// The input is an assembly file as oa-mc reads it.  Parsing must end in
// diagnostics or kernels, never a crash; diagnostics are printed (to a null
// stream) because their locations are part of what is checked.  Kernels
// that parse are written as a cubin and read back, as oa-mc -filetype=obj
// and oa-objdump would.
//
//===----------------------------------------------------------------------===//
#include "AsmParser/SASSAsmParser.h"
#include "FuzzCheck.h"
#include "oa/Cubin/Cubin.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  SourceMgr SrcMgr;
  SrcMgr.setDiagHandler([](const SMDiagnostic &D, void *) { D.print("fuzz", nulls()); });
  unsigned Buf = SrcMgr.AddNewSourceBuffer(
      MemoryBuffer::getMemBufferCopy(StringRef((const char *)Data, Size), "fuzz.s"), SMLoc());
  SASSAsmModule Mod;
  if (!parseSASSAssembly(SrcMgr, Buf, /*SM=*/0, Mod))
    return 0;
  oa::CubinModule CM;
  CM.SM = Mod.SM;
  for (SASSAsmKernel &K : Mod.Kernels) {
    OA_FUZZ_CHECK(K.Insts.size() == K.Words.size() && K.Words.size() == K.Locs.size(),
                  "kernel %s: %zu instructions, %zu words", K.Name.c_str(), K.Insts.size(),
                  K.Words.size());
    oa::CubinKernel CK;
    CK.Name = K.Name;
    for (const SASSWord &W : K.Words)
      for (uint64_t Half : {W.Lo, W.Hi})
        for (int B = 0; B < 8; ++B)
          CK.Text.push_back(uint8_t(Half >> (8 * B)));
    CK.Registers = K.Registers ? K.Registers : 8;
    CK.SharedBytes = K.SharedBytes;
    CK.FrameBytes = K.FrameBytes;
    uint32_t Off = 0;
    for (const SASSAsmParam &P : K.Params) {
      Off = alignTo(Off, P.Align);
      CK.Params.push_back({Off, P.Size});
      Off += P.Size;
    }
    CM.Kernels.push_back(std::move(CK));
  }
  // Names or sizes the writer cannot represent are refused; a crash is not.
  Expected<std::vector<uint8_t>> Bytes = oa::writeCubin(CM);
  if (!Bytes) {
    consumeError(Bytes.takeError());
    return 0;
  }
  Expected<oa::CubinModule> Back = oa::readCubin(*Bytes);
  if (!Back) {
    consumeError(Back.takeError());
    return 0;
  }
  return 0;
}
