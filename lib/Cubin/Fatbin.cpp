//===-- Fatbin.cpp - read and write fat binaries --------------------------===//
//
// Header (16 bytes): magic 0xBA55ED50, version 1, header size 16, size of
// everything after the header.  Each entry: a 64-byte header (kind, entry
// version 0x0101, header size, payload size padded to 8, compressed size,
// code version [1.8], SM, name offset/size, flags 0x11 = 64-bit | Linux
// host, uncompressed size) and the payload.  Fields as fatbinary 13 writes
// them for uncompressed ELF images.
//
//===----------------------------------------------------------------------===//

#include "oa/Cubin/Fatbin.h"
#include "llvm/ADT/Twine.h"
#include <cstring>

using namespace llvm;

namespace {
struct FatHeader {
  uint32_t Magic;
  uint16_t Version, HeaderSize;
  uint64_t FatSize;
};
struct EntryHeader {
  uint16_t Kind, Version;
  uint32_t HeaderSize;
  uint64_t PaddedSize;
  uint32_t CompressedSize, Unknown0;
  uint16_t Minor, Major;
  uint32_t Arch;
  uint32_t NameOffset, NameSize;
  uint64_t Flags;
  uint64_t Zero;
  uint64_t UncompressedSize;
};
static_assert(sizeof(FatHeader) == 16 && sizeof(EntryHeader) == 64, "fatbin layout");

enum : uint64_t { FLAG_64BIT = 0x1, FLAG_HOST_LINUX = 0x10, FLAG_COMPRESSED = 0x8000 };

Error bad(const Twine &Why) {
  return createStringError(inconvertibleErrorCode(), "invalid fatbin: " + Why);
}
} // namespace

bool oa::isFatbin(ArrayRef<uint8_t> Data) {
  uint32_t M;
  if (Data.size() < 4)
    return false;
  std::memcpy(&M, Data.data(), 4);
  return M == FatbinMagic;
}

std::vector<uint8_t> oa::writeFatbin(ArrayRef<FatbinEntry> Entries) {
  std::vector<uint8_t> Body;
  for (const FatbinEntry &E : Entries) {
    EntryHeader H{};
    H.Kind = E.Kind;
    H.Version = 0x0101;
    H.HeaderSize = sizeof(EntryHeader);
    H.PaddedSize = (E.Data.size() + 7) / 8 * 8;
    H.Minor = 8;
    H.Major = 1;
    H.Arch = E.SM;
    H.Flags = FLAG_64BIT | FLAG_HOST_LINUX;
    const uint8_t *P = reinterpret_cast<const uint8_t *>(&H);
    Body.insert(Body.end(), P, P + sizeof(H));
    Body.insert(Body.end(), E.Data.begin(), E.Data.end());
    Body.resize(Body.size() + (H.PaddedSize - E.Data.size()), 0);
  }
  FatHeader FH{oa::FatbinMagic, 1, sizeof(FatHeader), Body.size()};
  std::vector<uint8_t> Out(sizeof(FH));
  std::memcpy(Out.data(), &FH, sizeof(FH));
  Out.insert(Out.end(), Body.begin(), Body.end());
  return Out;
}

Expected<std::vector<oa::FatbinEntry>> oa::readFatbin(ArrayRef<uint8_t> Data) {
  FatHeader FH;
  if (Data.size() < sizeof(FH))
    return bad("file too small for a header");
  std::memcpy(&FH, Data.data(), sizeof(FH));
  if (FH.Magic != FatbinMagic)
    return bad("bad magic");
  if (FH.HeaderSize < sizeof(FH) || FH.HeaderSize > Data.size() ||
      FH.FatSize > Data.size() - FH.HeaderSize)
    return bad("sizes in the header exceed the file");
  std::vector<FatbinEntry> Out;
  uint64_t P = FH.HeaderSize, End = FH.HeaderSize + FH.FatSize;
  while (P < End) {
    EntryHeader H;
    if (End - P < sizeof(H))
      return bad("entry header at " + Twine(P) + " is cut off");
    std::memcpy(&H, Data.data() + P, sizeof(H));
    if (H.HeaderSize < sizeof(H) || H.HeaderSize > End - P ||
        H.PaddedSize > End - P - H.HeaderSize)
      return bad("entry at " + Twine(P) + " extends past the end");
    if (H.Kind != FatbinEntry::ELF && H.Kind != FatbinEntry::PTX)
      return bad("entry at " + Twine(P) + " has unknown kind " + Twine(H.Kind));
    if (H.CompressedSize || (H.Flags & FLAG_COMPRESSED))
      return bad("entry for sm_" + Twine(H.Arch) +
                 " is compressed (oa reads uncompressed entries: fatbinary --compress=false)");
    FatbinEntry E;
    E.Kind = (FatbinEntry::KindTy)H.Kind;
    E.SM = H.Arch;
    const uint8_t *D = Data.data() + P + H.HeaderSize;
    uint64_t Size = H.PaddedSize;
    if (E.Kind == FatbinEntry::PTX) // text, NUL-padded
      while (Size && D[Size - 1] == 0)
        --Size;
    E.Data.assign(D, D + Size);
    Out.push_back(std::move(E));
    P += H.HeaderSize + H.PaddedSize;
  }
  return Out;
}
