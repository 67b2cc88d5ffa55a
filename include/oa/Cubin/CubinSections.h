//===-- oa/Cubin/CubinSections.h - raw section contents ---------*- C++ -*-===//
//
// The parts of a cubin that readCubin does not model but an emulator needs:
// constant banks other than the parameter bank (.nv.constant2.<k> jump
// tables, .nv.constant3 __constant__ data, .nv.constant0.<k> defaults),
// .nv.global.init and the sizes of .nv.global / .nv.shared.<k>.
//
//===----------------------------------------------------------------------===//

#ifndef OA_CUBIN_CUBINSECTIONS_H
#define OA_CUBIN_CUBINSECTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>
#include <vector>

namespace oa {

struct CubinSection {
  std::string Name;
  uint32_t Type = 0;
  uint64_t Size = 0;          // for NOBITS sections Data stays empty
  std::vector<uint8_t> Data;
};

/// Every section with its name and contents (bounds-checked).
llvm::Expected<std::vector<CubinSection>> readCubinSections(llvm::ArrayRef<uint8_t> Data);

} // namespace oa

#endif
