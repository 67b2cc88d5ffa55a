//===-- sass-decode-fuzzer.cpp - the SASS word decoder --------------------===//
//
// Every 16 bytes of the input are one instruction word (little-endian, as in
// a cubin), decoded for sm_80 and for sm_90.  A word the decoder claims must
// print, re-encode to the same 128 bits, and its printed text (with the form
// pinned, as oa-objdump writes it when needed) must parse without a crash.
//
//===----------------------------------------------------------------------===//
#include "FuzzCheck.h"
#include "MCTargetDesc/SASSInstCodec.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>

using namespace llvm;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  for (size_t Off = 0; Off + 16 <= Size; Off += 16) {
    SASSWord W;
    std::memcpy(&W.Lo, Data + Off, 8);
    std::memcpy(&W.Hi, Data + Off + 8, 8);
    for (unsigned SM : {80u, 90u}) {
      MCInst MI;
      if (!SASSCodec::decode(W, SM, MI))
        continue;
      const SASSFormDesc *F = SASSCodec::getForm(MI.getOpcode());
      OA_FUZZ_CHECK(F && MI.getNumOperands() >= 3, "decoded word has no form");
      std::string Text;
      raw_string_ostream OS(Text);
      OA_FUZZ_CHECK(SASSCodec::printText(MI, Off, OS), "sm_%u: form %s does not print", SM,
                    F->Name);
      SASSCodec::printControl(MI.getOperand(MI.getNumOperands() - 1).getImm());
      SASSWord E;
      std::string Err;
      OA_FUZZ_CHECK(SASSCodec::encode(MI, E, &Err) && E == W,
                    "sm_%u: 0x%016llx 0x%016llx (%s) re-encodes as 0x%016llx 0x%016llx: %s", SM,
                    (unsigned long long)W.Lo, (unsigned long long)W.Hi, F->Name,
                    (unsigned long long)E.Lo, (unsigned long long)E.Hi, Err.c_str());
      SASSCodec::textRoundTrips(Text, SM, Off, W, F);
    }
  }
  return 0;
}
