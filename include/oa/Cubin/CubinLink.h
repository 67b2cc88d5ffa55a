//===-- oa/Cubin/CubinLink.h - link cubins into one -------------*- C++ -*-===//
//
// oa-link's core: several modules of one SM become one.  Kernels and device
// globals are merged and each extern global is bound to the one definition;
// relocations on kernel text follow their symbols (their offsets are per
// kernel, so they need no change).  Bank 3 (__constant__) and bank 4
// (address tables) are addressed by immediate offsets in the code, which
// have no relocations: at most one input may have each.
//
//===----------------------------------------------------------------------===//

#ifndef OA_CUBIN_CUBINLINK_H
#define OA_CUBIN_CUBINLINK_H

#include "oa/Cubin/Cubin.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace oa {

struct LinkInput {
  std::string Name; // for messages (a file name)
  CubinModule Module;
};

/// Relocatable: keep unresolved externs (an object for a later link) instead
/// of reporting them.
llvm::Expected<CubinModule> linkCubins(llvm::ArrayRef<LinkInput> Inputs, bool Relocatable);

} // namespace oa

#endif
