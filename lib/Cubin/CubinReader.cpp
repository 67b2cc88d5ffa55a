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
#include <algorithm>
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

bool isGlobalSection(StringRef N) {
  return N == ".nv.global" || N == ".nv.global.init";
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
  M.Relocatable = H.Type == cubin::ET_REL;
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
  auto IsNoBits = [](const cubin::Elf64Shdr &S) {
    return S.Type == cubin::SHT_NOBITS || S.Type == cubin::SHT_CUDA_GLOBAL;
  };
  auto InFile = [&](const cubin::Elf64Shdr &S) {
    return IsNoBits(S) || (S.Offset <= Data.size() && Data.size() - S.Offset >= S.Size);
  };
  for (unsigned I = 0; I < H.ShNum; ++I)
    if (!InFile(Sec[I]))
      return corrupt("section " + Twine(I) + " extends past the end of the file");
  if (H.ShStrNdx >= H.ShNum)
    return corrupt("bad section name table index");
  if (IsNoBits(Sec[H.ShStrNdx]))
    return corrupt("the section name table has no contents (NOBITS)");
  auto StrAt = [&](const cubin::Elf64Shdr &Tab, uint32_t Off) -> StringRef {
    if (Off >= Tab.Size || IsNoBits(Tab))
      return "";
    StringRef S((const char *)Data.data() + Tab.Offset + Off, Tab.Size - Off);
    return S.substr(0, S.find('\0'));
  };
  std::vector<StringRef> Names(H.ShNum);
  for (unsigned I = 0; I < H.ShNum; ++I)
    Names[I] = StrAt(Sec[H.ShStrNdx], Sec[I].Name);
  auto Bytes = [&](unsigned I) {
    const uint8_t *P = Data.data() + Sec[I].Offset;
    return std::vector<uint8_t>(P, P + Sec[I].Size);
  };

  // Kernels: every .text.<name> section.
  std::map<unsigned, size_t> KernelOfText;
  std::map<size_t, uint32_t> MinStack; // kernel -> EIATTR_MIN_STACK_SIZE
  for (unsigned I = 0; I < H.ShNum; ++I) {
    if (!Names[I].starts_with(".text.") || Sec[I].Type != cubin::SHT_PROGBITS)
      continue;
    CubinKernel K;
    K.Name = Names[I].drop_front(6).str();
    K.Text = Bytes(I);
    if (K.Text.size() % 16)
      return corrupt("section " + Names[I] + " is not a whole number of 16-byte instructions");
    if (M.SM == 80)
      K.Registers = Sec[I].Info >> 24;
    K.Barriers = (Sec[I].Flags >> 20) & 0x1f;
    KernelOfText[I] = M.Kernels.size();
    M.Kernels.push_back(std::move(K));
  }
  for (unsigned I = 0; I < H.ShNum; ++I)
    if (Names[I] == ".nv.constant3" && !IsNoBits(Sec[I]))
      M.Const3 = Bytes(I);

  // Symbols: index -> section and name (for .nv.info records and
  // relocations); globals and __constant__ variables.
  struct Sym {
    std::string Name;
    unsigned Shndx = 0;
    uint64_t Value = 0;
  };
  std::vector<Sym> Syms;
  unsigned SymTab = 0;
  for (unsigned I = 0; I < H.ShNum; ++I) {
    if (Sec[I].Type != cubin::SHT_SYMTAB)
      continue;
    if (Sec[I].EntSize != sizeof(cubin::Elf64Sym))
      return corrupt("bad symbol table entry size");
    if (Sec[I].Link >= H.ShNum)
      return corrupt("symbol table names no string table");
    SymTab = I;
    const cubin::Elf64Shdr &Strs = Sec[Sec[I].Link];
    for (uint64_t J = 0; J < Sec[I].Size / sizeof(cubin::Elf64Sym); ++J) {
      cubin::Elf64Sym S;
      R.read(Sec[I].Offset + J * sizeof(S), S);
      Sym Y;
      Y.Name = StrAt(Strs, S.Name).str();
      Y.Shndx = S.Shndx;
      Y.Value = S.Value;
      uint8_t Bind = S.Info >> 4, Type = S.Info & 0xf;
      if ((S.Info & 0xf) == cubin::STT_SECTION && S.Shndx < H.ShNum)
        Y.Name = Names[S.Shndx].str();
      Syms.push_back(Y);
      // Names starting with '.' are the toolchain's (.nv.reservedSmem...),
      // never a C++ variable.
      if (Type == cubin::STT_SECTION || Type == cubin::STT_FUNC || Y.Name.empty() ||
          Y.Name[0] == '.')
        continue;
      CubinGlobal G;
      G.Name = Y.Name;
      G.Size = S.Size;
      G.Offset = S.Value;
      G.Local = Bind == cubin::STB_LOCAL;
      if (S.Shndx == 0) {
        // Undefined: an extern this object needs (weak ones are the
        // toolchain's own optional hooks).
        if (Bind != cubin::STB_GLOBAL)
          continue;
        G.Defined = false;
        M.Globals.push_back(G);
        continue;
      }
      if (S.Shndx >= H.ShNum)
        continue;
      StringRef SN = Names[S.Shndx];
      if (SN == ".nv.constant3") {
        G.Space = CubinGlobal::Constant;
      } else if (isGlobalSection(SN)) {
        if (SN == ".nv.global.init") {
          const cubin::Elf64Shdr &GS = Sec[S.Shndx];
          if (S.Value > GS.Size || GS.Size - S.Value < S.Size)
            return corrupt("global '" + G.Name + "' lies outside " + SN);
          const uint8_t *P = Data.data() + GS.Offset + S.Value;
          G.Init.assign(P, P + S.Size);
        }
      } else {
        continue;
      }
      M.Globals.push_back(G);
    }
  }
  auto SymName = [&](uint64_t Idx) -> Expected<std::string> {
    if (Idx >= Syms.size())
      return corrupt("relocation names symbol " + Twine(Idx) + " of " + Twine(Syms.size()));
    return Syms[Idx].Name;
  };

  // Relocations: on a kernel's text, or on the bank-4 address table.
  for (unsigned I = 0; I < H.ShNum; ++I) {
    bool Rela = Sec[I].Type == cubin::SHT_RELA;
    if (!Rela && Sec[I].Type != cubin::SHT_REL)
      continue;
    unsigned Target = Sec[I].Info;
    if (Target >= H.ShNum)
      return corrupt("relocation section " + Names[I] + " names section " + Twine(Target));
    if (Sec[I].Link != SymTab)
      return corrupt("relocation section " + Names[I] + " does not use the symbol table");
    auto KI = KernelOfText.find(Target);
    bool IsConst4 = Names[Target] == ".nv.constant4";
    if (KI == KernelOfText.end() && !IsConst4)
      continue; // .debug_frame and the like
    size_t EntSize = Rela ? sizeof(cubin::Elf64Rela) : sizeof(cubin::Elf64Rel);
    std::vector<uint8_t> TargetBytes = Bytes(Target);
    std::vector<CubinReloc> Out;
    for (uint64_t P = 0; P + EntSize <= Sec[I].Size; P += EntSize) {
      cubin::Elf64Rela E{};
      if (Rela) {
        R.read(Sec[I].Offset + P, E);
      } else {
        cubin::Elf64Rel E2;
        R.read(Sec[I].Offset + P, E2);
        E.Offset = E2.Offset;
        E.Info = E2.Info;
      }
      CubinReloc Rel;
      Rel.Offset = E.Offset;
      Rel.Type = (uint32_t)E.Info;
      Expected<std::string> N = SymName(E.Info >> 32);
      if (!N)
        return N.takeError();
      Rel.Symbol = *N;
      Rel.Addend = E.Addend;
      unsigned Span = relocSpan(Rel.Type);
      if (Span && (Rel.Offset > TargetBytes.size() || TargetBytes.size() - Rel.Offset < Span))
        return corrupt("relocation at " + Twine(Rel.Offset) + " lies outside " + Names[Target]);
      if (!Rela && Span) { // REL: the addend is the field's current value
        uint8_t *W = TargetBytes.data() + Rel.Offset;
        uint32_t Lo = 0;
        uint64_t V64 = 0;
        if (Rel.Type == R_CUDA_64)
          std::memcpy(&V64, W, 8), Rel.Addend = (int64_t)V64;
        else if (Rel.Type == R_CUDA_32)
          std::memcpy(&Lo, W, 4), Rel.Addend = Lo;
        else if (Rel.Type == R_CUDA_ABS32_LO_32)
          std::memcpy(&Lo, W + 4, 4), Rel.Addend = Lo;
      }
      Out.push_back(std::move(Rel));
    }
    if (IsConst4) {
      M.AddressTable.assign(TargetBytes.size() / 8, CubinAddressSlot());
      for (const CubinReloc &Rel : Out) {
        if (Rel.Type != R_CUDA_64 || Rel.Offset % 8)
          return corrupt("bank-4 relocation of type " + relocTypeName(Rel.Type) + " at " +
                         Twine(Rel.Offset));
        M.AddressTable[Rel.Offset / 8] = {Rel.Symbol, Rel.Addend};
      }
    } else {
      std::vector<CubinReloc> &Dst = M.Kernels[KI->second].Relocs;
      Dst.insert(Dst.end(), Out.begin(), Out.end());
    }
  }
  for (CubinKernel &K : M.Kernels)
    std::sort(K.Relocs.begin(), K.Relocs.end(),
              [](const CubinReloc &A, const CubinReloc &B) { return A.Offset < B.Offset; });

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
        if (K && Fmt == cubin::EIFMT_BVAL && Attr == cubin::EIATTR_NUM_BARRIERS)
          K->Barriers = Data[P + 2];
        if (K && Fmt == cubin::EIFMT_HVAL && Attr == cubin::EIATTR_MAXREG_COUNT)
          K->MaxRegCount = Len;
        if (K && Fmt == cubin::EIFMT_NVAL && Attr == cubin::EIATTR_REG_RECONFIG)
          K->RegReconfig = true;
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
      if (!PerKernel && Attr == cubin::EIATTR_REGCOUNT && Len == 8 && A < Syms.size()) {
        auto KI = KernelOfText.find(Syms[A].Shndx);
        if (KI != KernelOfText.end())
          M.Kernels[KI->second].Registers = B;
      }
      // What the kernel's own frame and its callees' need (the writer's
      // MIN_STACK_SIZE is the frame plus the deepest callee chain).
      if (!PerKernel && Len == 8 && A < Syms.size() &&
          (Attr == cubin::EIATTR_FRAME_SIZE || Attr == cubin::EIATTR_MIN_STACK_SIZE)) {
        auto KI = KernelOfText.find(Syms[A].Shndx);
        if (KI != KernelOfText.end())
          (Attr == cubin::EIATTR_FRAME_SIZE ? M.Kernels[KI->second].FrameBytes
                                            : MinStack[KI->second]) = B;
      }
      if (K && (Attr == cubin::EIATTR_KPARAM_INFO || Attr == cubin::EIATTR_KPARAM_INFO_V2) &&
          Len == 12) {
        unsigned Ord = B & 0xffff, Off = B >> 16;
        unsigned Size = Attr == cubin::EIATTR_KPARAM_INFO ? (C >> 18) & 0x3fff : C;
        if (Ord >= 0x8000)
          return corrupt("parameter ordinal " + Twine(Ord) + " in " + Names[I]);
        if (K->Params.size() <= Ord)
          K->Params.resize(Ord + 1);
        K->Params[Ord] = {Off, Size};
      }
      if (K && Attr == cubin::EIATTR_PARAM_CBANK && Len == 8)
        K->ParamBase = B & 0xffff;
      if (K && Attr == cubin::EIATTR_MAX_THREADS && Len == 12) {
        K->MaxNTid[0] = A;
        K->MaxNTid[1] = B;
        K->MaxNTid[2] = C;
      }
      P += 4 + Len;
    }
  }
  for (unsigned I = 0; I < H.ShNum; ++I) {
    if (!Names[I].starts_with(".nv.shared.") || !IsNoBits(Sec[I]))
      continue;
    auto It = KernelOfText.find(Sec[I].Info);
    if (It != KernelOfText.end())
      M.Kernels[It->second].SharedBytes = Sec[I].Size;
  }
  for (auto [KI, Bytes] : MinStack)
    M.Kernels[KI].CalleeStackBytes =
        Bytes > M.Kernels[KI].FrameBytes ? Bytes - M.Kernels[KI].FrameBytes : 0;
  return M;
}
