//===-- CubinReader.cpp - parse a cubin -----------------------------------===//
//
// Bounds-checked throughout: a truncated or corrupt file is an Error, never a
// crash.
//
//===----------------------------------------------------------------------===//

#include "oa/Cubin/Cubin.h"
#include "CubinFormat.h"
#include "llvm/ADT/StringRef.h"
#include <cstring>
#include <map>

using namespace oa;
using namespace llvm;

namespace {
struct Reader {
  ArrayRef<uint8_t> D;
  template <typename T> bool read(uint64_t Off, T &V) const {
    if (Off > D.size() || D.size() - Off < sizeof(T))
      return false;
    std::memcpy(&V, D.data() + Off, sizeof(T));
    return true;
  }
};

Error corrupt(const Twine &Why) {
  return createStringError(inconvertibleErrorCode(), "invalid cubin: " + Why);
}
} // namespace

Expected<CubinModule> oa::readCubin(ArrayRef<uint8_t> Data) {
  Reader R{Data};
  cubin::Elf64Ehdr H;
  if (!R.read(0, H))
    return corrupt("file too small for an ELF header");
  if (std::memcmp(H.Ident, "\x7f" "ELF", 4) != 0)
    return corrupt("not an ELF file");
  if (H.Ident[4] != 2 || H.Ident[5] != 1)
    return corrupt("not a 64-bit little-endian ELF file");
  if (H.Machine != cubin::EM_CUDA)
    return corrupt("ELF machine is " + Twine(H.Machine) + ", not EM_CUDA (190)");
  CubinModule M;
  M.ABIVersion = H.Ident[8];
  uint8_t OSABI = H.Ident[7];
  if (OSABI == cubin::OSABI_CUDA_V8)
    M.SM = (H.Flags >> 8) & 0xff;
  else
    M.SM = H.Flags & 0xff;
  if (M.SM != 80 && M.SM != 90)
    return corrupt("unsupported SM " + Twine(M.SM) + " in e_flags 0x" + Twine::utohexstr(H.Flags) +
                   " (oa handles sm_80 and sm_90)");
  if (H.ShEntSize != sizeof(cubin::Elf64Shdr) || H.ShNum == 0)
    return corrupt("bad section header table");
  std::vector<cubin::Elf64Shdr> Sec(H.ShNum);
  for (unsigned I = 0; I < H.ShNum; ++I)
    if (!R.read(H.ShOff + (uint64_t)I * sizeof(cubin::Elf64Shdr), Sec[I]))
      return corrupt("section header " + Twine(I) + " is past the end of the file");
  auto InFile = [&](const cubin::Elf64Shdr &S) {
    return S.Type == cubin::SHT_NOBITS ||
           (S.Offset <= Data.size() && Data.size() - S.Offset >= S.Size);
  };
  for (unsigned I = 0; I < H.ShNum; ++I)
    if (!InFile(Sec[I]))
      return corrupt("section " + Twine(I) + " extends past the end of the file");
  if (H.ShStrNdx >= H.ShNum)
    return corrupt("bad section name table index");
  if (Sec[H.ShStrNdx].Type == cubin::SHT_NOBITS)
    return corrupt("the section name table has no contents (NOBITS)");
  auto StrAt = [&](const cubin::Elf64Shdr &Tab, uint32_t Off) -> StringRef {
    if (Off >= Tab.Size)
      return "";
    StringRef S((const char *)Data.data() + Tab.Offset + Off, Tab.Size - Off);
    return S.substr(0, S.find('\0'));
  };
  std::vector<StringRef> Names(H.ShNum);
  for (unsigned I = 0; I < H.ShNum; ++I)
    Names[I] = StrAt(Sec[H.ShStrNdx], Sec[I].Name);

  // Kernels: every .text.<name> section.
  std::map<unsigned, size_t> KernelOfText;
  for (unsigned I = 0; I < H.ShNum; ++I) {
    if (!Names[I].starts_with(".text.") || Sec[I].Type != cubin::SHT_PROGBITS)
      continue;
    CubinKernel K;
    K.Name = Names[I].drop_front(6).str();
    const uint8_t *P = Data.data() + Sec[I].Offset;
    K.Text.assign(P, P + Sec[I].Size);
    if (K.Text.size() % 16)
      return corrupt("section " + Names[I] + " is not a whole number of 16-byte instructions");
    if (M.SM == 80)
      K.Registers = Sec[I].Info >> 24;
    K.Barriers = (Sec[I].Flags >> 20) & 0x1f;
    KernelOfText[I] = M.Kernels.size();
    M.Kernels.push_back(std::move(K));
  }

  // Symbol index -> text section, for the .nv.info REGCOUNT records.
  std::map<uint32_t, unsigned> SymSection;
  for (unsigned I = 0; I < H.ShNum; ++I) {
    if (Sec[I].Type != cubin::SHT_SYMTAB)
      continue;
    if (Sec[I].EntSize != sizeof(cubin::Elf64Sym))
      return corrupt("bad symbol table entry size");
    for (uint64_t J = 0; J < Sec[I].Size / sizeof(cubin::Elf64Sym); ++J) {
      cubin::Elf64Sym S;
      R.read(Sec[I].Offset + J * sizeof(S), S);
      SymSection[J] = S.Shndx;
    }
  }

  // Attributes.
  for (unsigned I = 0; I < H.ShNum; ++I) {
    if (Sec[I].Type != cubin::SHT_CUDA_INFO)
      continue;
    bool PerKernel = Names[I].starts_with(".nv.info.");
    CubinKernel *K = nullptr;
    if (PerKernel) {
      auto It = KernelOfText.find(Sec[I].Info);
      if (It == KernelOfText.end())
        continue;
      K = &M.Kernels[It->second];
    }
    uint64_t P = Sec[I].Offset, E = Sec[I].Offset + Sec[I].Size;
    while (P + 4 <= E) {
      uint8_t Fmt = Data[P], Attr = Data[P + 1];
      uint16_t Len = 0;
      R.read(P + 2, Len);
      if (Fmt != cubin::EIFMT_SVAL) {
        P += 4;
        continue;
      }
      if (P + 4 + Len > E)
        return corrupt("attribute record in " + Names[I] + " runs past its section");
      uint64_t V = P + 4;
      uint32_t A = 0, B = 0, C = 0;
      if (Len >= 4)
        R.read(V, A);
      if (Len >= 8)
        R.read(V + 4, B);
      if (Len >= 12)
        R.read(V + 8, C);
      if (!PerKernel && Attr == cubin::EIATTR_REGCOUNT && Len == 8) {
        auto S = SymSection.find(A);
        if (S != SymSection.end()) {
          auto KI = KernelOfText.find(S->second);
          if (KI != KernelOfText.end())
            M.Kernels[KI->second].Registers = B;
        }
      }
      if (K && Attr == cubin::EIATTR_KPARAM_INFO && Len == 12) {
        unsigned Ord = B & 0xffff, Off = B >> 16, Size = (C >> 18) & 0x3fff;
        if (K->Params.size() <= Ord)
          K->Params.resize(Ord + 1);
        K->Params[Ord] = {Off, Size};
      }
      if (K && Attr == cubin::EIATTR_MAX_THREADS && Len == 12) {
        K->MaxNTid[0] = A;
        K->MaxNTid[1] = B;
        K->MaxNTid[2] = C;
      }
      P += 4 + Len;
    }
  }
  for (unsigned I = 0; I < H.ShNum; ++I) {
    if (!Names[I].starts_with(".nv.shared.") || Sec[I].Type != cubin::SHT_NOBITS)
      continue;
    auto It = KernelOfText.find(Sec[I].Info);
    if (It != KernelOfText.end())
      M.Kernels[It->second].SharedBytes = Sec[I].Size;
  }
  return M;
}

unsigned oa::paramBase(unsigned SM) { return SM >= 90 ? 0x210 : 0x160; }
