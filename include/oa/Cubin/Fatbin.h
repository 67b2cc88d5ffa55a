//===-- oa/Cubin/Fatbin.h - CUDA fat binary container -----------*- C++ -*-===//
//
// A fatbin holds one cubin (or PTX text) per architecture; the driver's
// cuModuleLoadData / cuModuleLoadFatBinary picks the entry for the device.
// The writer produces what `fatbinary --create F --64 --image3=kind=elf,...`
// writes for uncompressed ELF entries (byte for byte; docs/Cubin.md); the
// reader accepts uncompressed ELF and PTX entries.
//
//===----------------------------------------------------------------------===//

#ifndef OA_CUBIN_FATBIN_H
#define OA_CUBIN_FATBIN_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <vector>

namespace oa {

struct FatbinEntry {
  enum KindTy : uint16_t { PTX = 1, ELF = 2 };
  KindTy Kind = ELF;
  unsigned SM = 90;
  std::vector<uint8_t> Data;
};

constexpr uint32_t FatbinMagic = 0xBA55ED50;

bool isFatbin(llvm::ArrayRef<uint8_t> Data);
std::vector<uint8_t> writeFatbin(llvm::ArrayRef<FatbinEntry> Entries);
llvm::Expected<std::vector<FatbinEntry>> readFatbin(llvm::ArrayRef<uint8_t> Data);

} // namespace oa

#endif
