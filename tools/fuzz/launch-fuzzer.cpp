//===-- launch-fuzzer.cpp - launch descriptions (lib/Launch) --------------===//
//
// The input is a launch description.  It is parsed as oa-run and oa-emu
// parse it; a description that parses has its parameters packed, its
// "--print-plan" made, and (when its buffers are small and read no file)
// its inputs and expectations generated and compared with themselves.
//
//===----------------------------------------------------------------------===//
#include "FuzzCheck.h"
#include "oa/Launch/Launch.h"

using namespace oa::launch;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Text((const char *)Data, Size);
  LaunchDesc D;
  std::string Err;
  if (!parseLaunchText(Text, "/nonexistent/fuzz.json", D, Err)) {
    OA_FUZZ_CHECK(!Err.empty(), "a description was refused without a message");
    return 0;
  }
  std::vector<uint64_t> Addrs;
  for (size_t I = 0; I < D.Buffers.size(); ++I)
    Addrs.push_back(0x7f4000000000ull + (I << 24));
  PackedParams P = packParams(D, Addrs);
  OA_FUZZ_CHECK(P.Offsets.size() == D.Args.size() && P.Sizes.size() == D.Args.size(),
                "%zu arguments packed as %zu", D.Args.size(), P.Offsets.size());
  for (size_t I = 0; I < P.Offsets.size(); ++I)
    OA_FUZZ_CHECK(P.Offsets[I] + P.Sizes[I] <= P.Bytes.size(), "argument %zu outside the block",
                  I);
  uint64_t Total = 0;
  for (const BufferDesc &B : D.Buffers) {
    Total += B.bytes();
    if (B.Init.K == InitSpec::File || (B.HasExpect && B.Expect.K == InitSpec::File))
      return 0; // the fuzzer reads no files
  }
  if (Total > (1u << 20))
    return 0;
  std::vector<HostBuffer> In, Exp;
  if (!makeInputs(D, In, Err) || !makeExpected(D, Exp, Err))
    return 0;
  OA_FUZZ_CHECK(In.size() == D.Buffers.size(), "%zu buffers made for %zu", In.size(),
                D.Buffers.size());
  for (size_t I = 0; I < In.size(); ++I)
    OA_FUZZ_CHECK(In[I].Bytes.size() == D.Buffers[I].bytes(), "buffer %zu has %zu bytes", I,
                  In[I].Bytes.size());
  // Any buffer compared with itself passes (NaNs in the same places).
  std::vector<CompareResult> C = compareOutputs(D, In, In);
  OA_FUZZ_CHECK(allPass(C), "a buffer differs from itself");
  if (hasExpected(D))
    compareExpected(D, In, Exp);
  static std::FILE *Null = std::fopen("/dev/null", "w");
  printCompareTable(Null, "fuzz", C);
  return 0;
}
