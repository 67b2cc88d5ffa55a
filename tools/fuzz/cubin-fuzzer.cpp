//===-- cubin-fuzzer.cpp - the cubin reader and the emulator's loader -----===//
//
// The input is a cubin.  lib/Cubin reads it (kernels, sections), and for
// every kernel the emulator builds its image and pre-decodes the text, as
// oa-objdump and oa-emu do.  Corrupt input must give an error, never a
// crash or an allocation the file's size does not justify.
//
//===----------------------------------------------------------------------===//
#include "oa/Cubin/Cubin.h"
#include "oa/Cubin/CubinSections.h"
#include "oa/Emulator/Emulator.h"

using namespace llvm;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  ArrayRef<uint8_t> Bytes(Data, Size);
  Expected<std::vector<oa::CubinSection>> S = oa::readCubinSections(Bytes);
  if (!S)
    consumeError(S.takeError());
  Expected<oa::CubinModule> M = oa::readCubin(Bytes);
  if (!M) {
    consumeError(M.takeError());
    return 0;
  }
  for (const oa::CubinKernel &K : M->Kernels) {
    Expected<oa::emu::KernelImage> Img = oa::emu::loadKernel(Bytes, K.Name);
    if (!Img) {
      consumeError(Img.takeError());
      continue;
    }
    Expected<std::unique_ptr<oa::emu::Kernel>> EK = oa::emu::Kernel::create(*Img);
    if (!EK) {
      consumeError(EK.takeError());
      continue;
    }
    (*EK)->unsupported();
  }
  return 0;
}
