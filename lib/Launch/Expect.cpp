//===-- Expect.cpp - Checking outputs against their "expect" --------------===//
//
// The one check of a description's "expect" values, for oa-run (after every
// GPU run, or --from a saved one) and oa-emu (after the emulated run): the
// same table, the same verdict and the same error lines in both tools.
//
//===----------------------------------------------------------------------===//
#include "oa/Launch/Launch.h"

using namespace oa::launch;

bool oa::launch::checkExpected(const LaunchDesc &D, const std::vector<HostBuffer> &Outs,
                               const std::vector<HostBuffer> &Expected,
                               const std::string &What, std::FILE *Table, std::FILE *Errors,
                               const std::string &Tool, std::vector<CompareResult> &R) {
  R = compareExpected(D, Outs, Expected);
  if (R.empty())
    return true;
  printCompareTable(Table, What + " vs \"expect\":", R);
  std::fflush(Table);
  bool Pass = true;
  for (const CompareResult &C : R) {
    if (C.Pass)
      continue;
    Pass = false;
    std::fprintf(Errors, "%s: error: output '%s' does not match its \"expect\" in %s", Tool.c_str(),
                 C.Name.c_str(), D.Path.c_str());
    if (C.Mismatches)
      std::fprintf(Errors, ": %llu of %llu elements differ, the first at [%llu]",
                   (unsigned long long)C.Mismatches, (unsigned long long)C.Count,
                   (unsigned long long)C.FirstMismatch);
    if (!C.Exact)
      std::fprintf(Errors, "%srel_l2 %.3e > rtol %.1e", C.Mismatches ? "; " : ": ", C.RelL2,
                   C.Rtol);
    std::fprintf(Errors, "\n");
  }
  return Pass;
}
