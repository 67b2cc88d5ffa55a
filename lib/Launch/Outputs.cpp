//===-- Outputs.cpp - Output files and comparison -------------------------===//
#include "oa/Launch/Launch.h"

#include <cmath>

using namespace oa::launch;

bool oa::launch::writeOutputs(const LaunchDesc &D,
                              const std::vector<HostBuffer> &Bufs,
                              const std::string &Dir, std::string &Err) {
  if (!makeDirs(Dir, Err))
    return false;
  for (size_t I = 0; I < D.Buffers.size() && I < Bufs.size(); ++I)
    if (D.Buffers[I].Output &&
        !writeFile(joinPath(Dir, D.Buffers[I].Name + ".bin"), Bufs[I].Bytes, Err))
      return false;
  return true;
}

bool oa::launch::loadOutputs(const LaunchDesc &D, const std::string &Dir,
                             std::vector<HostBuffer> &Refs, std::string &Err) {
  Refs.assign(D.Buffers.size(), HostBuffer());
  for (size_t I = 0; I < D.Buffers.size(); ++I) {
    const BufferDesc &B = D.Buffers[I];
    Refs[I].Name = B.Name;
    Refs[I].Type = B.Type;
    Refs[I].Count = B.Count;
    if (!B.Output)
      continue;
    std::string P = joinPath(Dir, B.Name + ".bin");
    uint64_t Size;
    if (!fileSize(P, Size, Err))
      return false;
    if (Size != B.bytes()) {
      Err = P + " has " + std::to_string(Size) +
            " bytes, expected " + std::to_string(B.bytes()) + " (" +
            std::to_string(B.Count) + " x " + dtypeName(B.Type) + ")";
      return false;
    }
    if (!readFile(P, Refs[I].Bytes, Err, Size))
      return false;
  }
  return true;
}

static uint64_t load(const uint8_t *P, unsigned Size) {
  uint64_t V = 0;
  for (unsigned I = 0; I < Size; ++I)
    V |= uint64_t(P[I]) << (8 * I);
  return V;
}

CompareResult oa::launch::compareBuffer(const BufferDesc &B, const uint8_t *Out,
                                        const uint8_t *Ref) {
  CompareResult R;
  R.Name = B.Name;
  R.Type = B.Type;
  R.Count = B.Count;
  R.Rtol = B.Rtol;
  bool F = isFloat(B.Type);
  R.Exact = !F && !B.HasRtol;
  unsigned Size = dtypeSize(B.Type);
  double SumD = 0, SumR = 0;
  bool NaNMismatch = false;
  for (uint64_t I = 0; I < B.Count; ++I) {
    uint64_t OB = load(Out + I * Size, Size), RB = load(Ref + I * Size, Size);
    if (!F) {
      // Integers by their bits: 64-bit values above 2^53 that differ can
      // round to the same double.  The difference is exact too.
      if (OB == RB)
        continue;
      if (!R.Mismatches++)
        R.FirstMismatch = I;
      __int128 A = decodeInt(B.Type, OB), C = decodeInt(B.Type, RB);
      double Diff = double(A > C ? A - C : C - A);
      R.MaxAbs = std::max(R.MaxAbs, Diff);
      SumD += Diff * Diff;
      continue;
    }
    double O = decodeToDouble(B.Type, OB), X = decodeToDouble(B.Type, RB);
    bool ON = std::isnan(O), XN = std::isnan(X);
    if (ON || XN) {
      if (ON != XN) {
        NaNMismatch = true;
        if (!R.Mismatches++)
          R.FirstMismatch = I;
      }
      continue;
    }
    if (O == X) { // also equal infinities, and +0 == -0
      if (std::isfinite(X))
        SumR += X * X;
      continue;
    }
    if (!R.Mismatches++)
      R.FirstMismatch = I;
    double Diff = std::fabs(O - X);
    R.MaxAbs = std::max(R.MaxAbs, Diff);
    SumD += Diff * Diff;
    if (std::isfinite(X))
      SumR += X * X;
  }
  // Integers compared exactly still get an L2 figure to show how far off.
  if (!F && R.Mismatches) {
    SumR = 0;
    for (uint64_t I = 0; I < B.Count; ++I) {
      double X = decodeToDouble(B.Type, load(Ref + I * Size, Size));
      SumR += X * X;
    }
  }
  R.RelL2 = SumR > 0 ? std::sqrt(SumD) / std::sqrt(SumR) : std::sqrt(SumD);
  if (R.Exact)
    R.Pass = R.Mismatches == 0;
  else
    R.Pass = !NaNMismatch && R.RelL2 <= R.Rtol; // false for NaN/inf errors
  return R;
}

std::vector<CompareResult>
oa::launch::compareOutputs(const LaunchDesc &D, const std::vector<HostBuffer> &Outs,
                           const std::vector<HostBuffer> &Refs) {
  std::vector<CompareResult> Rs;
  for (size_t I = 0; I < D.Buffers.size(); ++I) {
    const BufferDesc &B = D.Buffers[I];
    if (!B.Output)
      continue;
    if (I >= Outs.size() || I >= Refs.size() || Outs[I].Bytes.size() != B.bytes() ||
        Refs[I].Bytes.size() != B.bytes()) {
      CompareResult R;
      R.Name = B.Name;
      R.Type = B.Type;
      R.Count = B.Count;
      R.Rtol = B.Rtol;
      R.RelL2 = INFINITY;
      R.MaxAbs = INFINITY;
      R.Mismatches = B.Count;
      Rs.push_back(R); // missing data never passes
      continue;
    }
    Rs.push_back(compareBuffer(B, Outs[I].Bytes.data(), Refs[I].Bytes.data()));
  }
  return Rs;
}

std::vector<CompareResult>
oa::launch::compareExpected(const LaunchDesc &D, const std::vector<HostBuffer> &Outs,
                            const std::vector<HostBuffer> &Refs) {
  // Only the buffers with an expectation take part.
  LaunchDesc Sub;
  std::vector<HostBuffer> O, R;
  for (size_t I = 0; I < D.Buffers.size(); ++I) {
    if (!D.Buffers[I].HasExpect)
      continue;
    Sub.Buffers.push_back(D.Buffers[I]);
    O.push_back(I < Outs.size() ? Outs[I] : HostBuffer());
    R.push_back(I < Refs.size() ? Refs[I] : HostBuffer());
  }
  return compareOutputs(Sub, O, R);
}

bool oa::launch::allPass(const std::vector<CompareResult> &R) {
  for (const CompareResult &C : R)
    if (!C.Pass)
      return false;
  return true;
}

void oa::launch::printCompareTable(std::FILE *F, const std::string &Title,
                                   const std::vector<CompareResult> &R) {
  std::fprintf(F, "%s\n", Title.c_str());
  std::fprintf(F, "  %-16s %-5s %10s %11s %11s %10s %8s  %s\n", "buffer", "dtype",
               "count", "rel_l2", "max_abs", "differ", "rtol", "result");
  for (const CompareResult &C : R) {
    char Tol[32];
    if (C.Exact)
      std::snprintf(Tol, sizeof Tol, "exact");
    else
      std::snprintf(Tol, sizeof Tol, "%.1e", C.Rtol);
    std::fprintf(F, "  %-16s %-5s %10llu %11.3e %11.3e %10llu %8s  %s",
                 C.Name.c_str(), dtypeName(C.Type), (unsigned long long)C.Count,
                 C.RelL2, C.MaxAbs, (unsigned long long)C.Mismatches, Tol,
                 C.Pass ? "PASS" : "FAIL");
    if (!C.Pass && C.Mismatches)
      std::fprintf(F, " (first at [%llu])", (unsigned long long)C.FirstMismatch);
    std::fprintf(F, "\n");
  }
}
