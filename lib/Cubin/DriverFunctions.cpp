//===-- DriverFunctions.cpp - the functions the CUDA driver provides ------===//
//
// The signatures are CUDA's (crt/common_functions.h, and printf's vprintf);
// the registers ptxas 13 uses for them were read from its cubins
// (docs/CUDA.md, "Driver functions").
//
//===----------------------------------------------------------------------===//

#include "oa/Cubin/DriverFunctions.h"
#include <cassert>

using namespace llvm;
using namespace oa;

namespace {
using V = DriverValue;
const DriverFunction Table[] = {
    {"vprintf", "int vprintf(const char *format, void *args)", V::I32, 2, {V::I64, V::I64}},
    {"malloc", "void *malloc(size_t size)", V::I64, 1, {V::I64}},
    {"free", "void free(void *ptr)", V::None, 1, {V::I64}},
    {"__assertfail",
     "void __assertfail(const char *message, const char *file, unsigned line, "
     "const char *function, size_t charSize)",
     V::None,
     5,
     {V::I64, V::I64, V::I32, V::I64, V::I64}},
};
} // namespace

ArrayRef<DriverFunction> oa::driverFunctions() { return Table; }

const DriverFunction *oa::findDriverFunction(StringRef Name) {
  for (const DriverFunction &F : Table)
    if (Name == F.Name)
      return &F;
  return nullptr;
}

bool oa::isDriverFunction(StringRef Name) { return findDriverFunction(Name) != nullptr; }

unsigned oa::driverFunctionIndex(const DriverFunction &F) {
  assert(&F >= std::begin(Table) && &F < std::end(Table) && "not an entry of the table");
  return &F - std::begin(Table);
}

unsigned oa::driverArgRegister(const DriverFunction &F, unsigned I) {
  assert(I < F.NumParams && "no such argument");
  unsigned R = 4;
  for (unsigned K = 0;; ++K) {
    if (F.Params[K] == DriverValue::I64)
      R = (R + 1) & ~1u;
    if (K == I)
      return R;
    R += F.Params[K] == DriverValue::I64 ? 2 : 1;
  }
}
