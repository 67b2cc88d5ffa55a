//===-- FuzzCheck.h - invariants the fuzz targets assert ---------*- C++ -*-===//
//
// A broken invariant must stop libFuzzer (and the standalone replay) with a
// message, so it is reported like a crash and its input kept.
//
//===----------------------------------------------------------------------===//
#ifndef OA_TOOLS_FUZZ_FUZZCHECK_H
#define OA_TOOLS_FUZZ_FUZZCHECK_H

#include <cstdio>
#include <cstdlib>

#define OA_FUZZ_CHECK(Cond, ...)                                               \
  do {                                                                         \
    if (!(Cond)) {                                                             \
      std::fprintf(stderr, "fuzz invariant broken: %s: ", #Cond);              \
      std::fprintf(stderr, __VA_ARGS__);                                       \
      std::fprintf(stderr, "\n");                                              \
      std::abort();                                                            \
    }                                                                          \
  } while (0)

#endif
