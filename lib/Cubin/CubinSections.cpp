//===-- CubinSections.cpp - raw section contents of a cubin ---------------===//
//
// A minimal ELF64 section walk, separate from the reader so that it cannot
// change what readCubin accepts.  Bounds-checked: corrupt input is an Error.
//
//===----------------------------------------------------------------------===//

#include "oa/Cubin/CubinSections.h"
#include <cstring>

using namespace llvm;

namespace {
struct Shdr {
  uint32_t Name, Type;
  uint64_t Flags, Addr, Offset, Size;
  uint32_t Link, Info;
  uint64_t Align, EntSize;
};
static_assert(sizeof(Shdr) == 64, "ELF64 section header");

Error bad(const Twine &Why) {
  return createStringError(inconvertibleErrorCode(), "invalid cubin: " + Why);
}
} // namespace

Expected<std::vector<oa::CubinSection>> oa::readCubinSections(ArrayRef<uint8_t> D) {
  if (D.size() < 64 || std::memcmp(D.data(), "\x7f" "ELF", 4) != 0 || D[4] != 2)
    return bad("not a 64-bit ELF file");
  uint64_t ShOff;
  uint16_t ShEntSize, ShNum, ShStrNdx;
  std::memcpy(&ShOff, D.data() + 0x28, 8);
  std::memcpy(&ShEntSize, D.data() + 0x3a, 2);
  std::memcpy(&ShNum, D.data() + 0x3c, 2);
  std::memcpy(&ShStrNdx, D.data() + 0x3e, 2);
  if (ShEntSize != sizeof(Shdr) || ShOff > D.size() ||
      (D.size() - ShOff) / sizeof(Shdr) < ShNum || ShStrNdx >= ShNum)
    return bad("bad section header table");
  std::vector<Shdr> S(ShNum);
  for (unsigned I = 0; I < ShNum; ++I)
    std::memcpy(&S[I], D.data() + ShOff + I * sizeof(Shdr), sizeof(Shdr));
  // NOBITS, and ptxas -rdc's .nv.global (0x70000007), hold no file bytes.
  auto NoBits = [](const Shdr &H) { return H.Type == 8 || H.Type == 0x70000007; };
  auto InFile = [&](const Shdr &H) {
    return NoBits(H) || (H.Offset <= D.size() && D.size() - H.Offset >= H.Size);
  };
  // The name table is read: it must have bytes in the file (not NOBITS).
  if (NoBits(S[ShStrNdx]) || !InFile(S[ShStrNdx]))
    return bad("section name table past the end of the file");
  const Shdr &Str = S[ShStrNdx];
  std::vector<CubinSection> Out;
  for (unsigned I = 0; I < ShNum; ++I) {
    if (!InFile(S[I]))
      return bad("section " + Twine(I) + " extends past the end of the file");
    CubinSection C;
    if (S[I].Name < Str.Size) {
      const char *P = (const char *)D.data() + Str.Offset + S[I].Name;
      C.Name.assign(P, strnlen(P, Str.Size - S[I].Name));
    }
    C.Type = S[I].Type;
    C.Size = S[I].Size;
    if (!NoBits(S[I]))
      C.Data.assign(D.data() + S[I].Offset, D.data() + S[I].Offset + S[I].Size);
    Out.push_back(std::move(C));
  }
  return Out;
}
