//===-- StandaloneMain.cpp - run a fuzz target on files, without libFuzzer ===//
//
// Builds without OA_ENABLE_FUZZERS link this instead of libFuzzer, so that
// check-oa replays the seed corpus and every crash found so far through the
// same entry point (LLVM's FuzzerCLI does the file handling).
//
//===----------------------------------------------------------------------===//
#include "llvm/FuzzMutate/FuzzerCLI.h"
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int *Argc, char ***Argv);

int main(int Argc, char **Argv) {
  return llvm::runFuzzerOnInputs(Argc, Argv, LLVMFuzzerTestOneInput,
                                 [](int *C, char ***V) {
                                   return LLVMFuzzerInitialize ? LLVMFuzzerInitialize(C, V) : 0;
                                 });
}
