//===- TuneCache.h - Policies the autotuner measured, for the lowering ----===//
//
// The tune cache `oa gemm --tune` fills (python/oa/tune.py): per kernel key,
// the policy a sweep on a GPU found fastest among those that passed their
// check, and the compiler build that measured it.  oa-lower-to-kernels reads
// it with `tune-cache=FILE tune-compiler=ID` and gives a GEMM without an
// oa.policy the cached one, where ID matches.
//
//===----------------------------------------------------------------------===//
#ifndef OA_LIB_CONVERSION_OATOKERNELS_TUNECACHE_H
#define OA_LIB_CONVERSION_OATOKERNELS_TUNECACHE_H

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"

#include <map>
#include <string>

namespace oa::lowering {

struct TuneCache {
  /// Key -> policy fields, for the entries `compiler` measured (all of them
  /// when `compiler` is empty).
  llvm::StringMap<std::map<std::string, int64_t>> policies;

  static llvm::Expected<TuneCache> load(llvm::StringRef path, llvm::StringRef compiler);

  /// python/oa/tune.py's gemm_key: "gemm/OP/BATCHxMxNxK/DTYPE/sm_SM".
  static std::string gemmKey(llvm::StringRef op, int64_t batch, int64_t m, int64_t n, int64_t k,
                             llvm::StringRef dtype, int64_t sm);

  /// The cached policy for `key` as an oa.policy dictionary, or null.
  mlir::DictionaryAttr policy(llvm::StringRef key, mlir::MLIRContext *ctx) const;
};

} // namespace oa::lowering

#endif
