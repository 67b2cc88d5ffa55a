//===-- CubinWriter.cpp - write a loadable cubin --------------------------===//
//
// The layout follows what the CUDA driver was measured to need
// (docs/Cubin.md): per kernel .text.<k>, .nv.constant0.<k> and .nv.info.<k>
// with PARAM_CBANK and one KPARAM_INFO per parameter, plus symbols.  Old-ABI
// (v7) header, no program headers.
//
//===----------------------------------------------------------------------===//

#include "oa/Cubin/Cubin.h"
#include "CubinFormat.h"
#include <cstring>

using namespace oa;
using namespace oa::cubin;

namespace {
class Blob {
public:
  std::vector<uint8_t> B;
  template <typename T> void put(const T &V) {
    const uint8_t *P = reinterpret_cast<const uint8_t *>(&V);
    B.insert(B.end(), P, P + sizeof(T));
  }
  void u8(uint8_t V) { B.push_back(V); }
  void u16(uint16_t V) { put(V); }
  void u32(uint32_t V) { put(V); }
};

class StrTab {
public:
  std::vector<uint8_t> B{0};
  uint32_t add(const std::string &S) {
    uint32_t Off = B.size();
    B.insert(B.end(), S.begin(), S.end());
    B.push_back(0);
    return Off;
  }
};

struct Section {
  std::string Name;
  Elf64Shdr H{};
  std::vector<uint8_t> Data;
};

void sval(Blob &B, uint8_t Attr, std::initializer_list<uint32_t> Words) {
  B.u8(EIFMT_SVAL);
  B.u8(Attr);
  B.u16(4 * Words.size());
  for (uint32_t W : Words)
    B.u32(W);
}
void hval(Blob &B, uint8_t Attr, uint16_t V) {
  B.u8(EIFMT_HVAL);
  B.u8(Attr);
  B.u16(V);
}
} // namespace

std::vector<uint8_t> oa::writeCubin(const CubinModule &M) {
  std::vector<Section> Secs(1); // null section
  StrTab ShStr, Str;
  auto AddSec = [&](const std::string &Name, uint32_t Type, uint64_t Flags,
                    uint64_t Align) {
    Secs.emplace_back();
    Secs.back().Name = Name;
    Secs.back().H.Type = Type;
    Secs.back().H.Flags = Flags;
    Secs.back().H.AddrAlign = Align;
    return (unsigned)Secs.size() - 1;
  };
  unsigned ShStrIdx = AddSec(".shstrtab", SHT_STRTAB, 0, 1);
  unsigned StrIdx = AddSec(".strtab", SHT_STRTAB, 0, 1);
  unsigned SymIdx = AddSec(".symtab", SHT_SYMTAB, 0, 8);
  unsigned InfoIdx = AddSec(".nv.info", SHT_CUDA_INFO, 0, 4);

  unsigned Const3Idx = 0;
  if (!M.Const3.empty())
    Const3Idx = AddSec(".nv.constant3", SHT_PROGBITS, SHF_ALLOC, 4);

  struct KSecs {
    unsigned Info, Const, Text, Shared = 0;
  };
  std::vector<KSecs> KS;
  for (const CubinKernel &K : M.Kernels) {
    KSecs S;
    S.Info = AddSec(".nv.info." + K.Name, SHT_CUDA_INFO, SHF_INFO_LINK, 4);
    S.Const = AddSec(".nv.constant0." + K.Name, SHT_PROGBITS, SHF_ALLOC | SHF_INFO_LINK, 4);
    if (K.SharedBytes)
      S.Shared = AddSec(".nv.shared." + K.Name, SHT_NOBITS,
                        SHF_WRITE | SHF_ALLOC | SHF_INFO_LINK, 16);
    S.Text = AddSec(".text." + K.Name, SHT_PROGBITS,
                    SHF_ALLOC | SHF_EXECINSTR | ((uint64_t)(K.Barriers & 0x1f) << 20), 128);
    KS.push_back(S);
  }

  // Symbols: null, section symbols (local), then the kernels (global).
  std::vector<Elf64Sym> Syms(1);
  std::vector<unsigned> ConstSym(M.Kernels.size());
  for (size_t I = 0; I < M.Kernels.size(); ++I) {
    auto SecSym = [&](unsigned Sec) {
      Elf64Sym S{};
      S.Name = Str.add(Secs[Sec].Name);
      S.Info = 0x03; // STB_LOCAL, STT_SECTION
      S.Shndx = Sec;
      Syms.push_back(S);
      return (unsigned)Syms.size() - 1;
    };
    SecSym(KS[I].Text);
    ConstSym[I] = SecSym(KS[I].Const);
    if (KS[I].Shared)
      SecSym(KS[I].Shared);
  }
  unsigned FirstGlobal = Syms.size();
  std::vector<unsigned> KSym(M.Kernels.size());
  for (size_t I = 0; I < M.Kernels.size(); ++I) {
    Elf64Sym S{};
    S.Name = Str.add(M.Kernels[I].Name);
    S.Info = 0x12; // STB_GLOBAL, STT_FUNC
    S.Other = STO_CUDA_ENTRY;
    S.Shndx = KS[I].Text;
    S.Size = M.Kernels[I].Text.size();
    KSym[I] = Syms.size();
    Syms.push_back(S);
  }

  Blob Info;
  unsigned Base = paramBase(M.SM);
  for (size_t I = 0; I < M.Kernels.size(); ++I) {
    const CubinKernel &K = M.Kernels[I];
    sval(Info, EIATTR_REGCOUNT, {KSym[I], K.Registers});
    sval(Info, EIATTR_FRAME_SIZE, {KSym[I], K.FrameBytes});
    sval(Info, EIATTR_MIN_STACK_SIZE, {KSym[I], K.FrameBytes});
    sval(Info, EIATTR_MAX_STACK_SIZE, {KSym[I], K.FrameBytes});

    uint32_t ParamBytes = 0;
    for (const CubinParam &P : K.Params)
      ParamBytes = std::max(ParamBytes, P.Offset + P.Size);
    Blob KI;
    sval(KI, EIATTR_CUDA_API_VERSION, {118});
    sval(KI, EIATTR_PARAM_CBANK, {ConstSym[I], (ParamBytes << 16) | Base});
    hval(KI, EIATTR_CBANK_PARAM_SIZE, ParamBytes);
    for (size_t P = K.Params.size(); P-- > 0;)
      sval(KI, EIATTR_KPARAM_INFO,
           {0, (K.Params[P].Offset << 16) | (uint32_t)P, (K.Params[P].Size << 18) | 0x1f000});
    hval(KI, EIATTR_MAXREG_COUNT, 0xff);
    std::vector<uint32_t> Exits;
    for (size_t O = 0; O + 16 <= K.Text.size(); O += 16) {
      uint64_t Lo;
      std::memcpy(&Lo, K.Text.data() + O, 8);
      if ((Lo & 0xfff) == 0x94d) // EXIT
        Exits.push_back(O);
    }
    if (!Exits.empty()) {
      KI.u8(EIFMT_SVAL);
      KI.u8(EIATTR_EXIT_INSTR_OFFSETS);
      KI.u16(4 * Exits.size());
      for (uint32_t E : Exits)
        KI.u32(E);
    }
    if (K.MaxNTid[0])
      sval(KI, EIATTR_MAX_THREADS,
           {K.MaxNTid[0], std::max(1u, K.MaxNTid[1]), std::max(1u, K.MaxNTid[2])});
    Secs[KS[I].Info].Data = KI.B;
    Secs[KS[I].Info].H.Link = SymIdx;
    Secs[KS[I].Info].H.Info = KS[I].Text;
    Secs[KS[I].Const].Data.assign(Base + ParamBytes, 0);
    Secs[KS[I].Const].H.Info = KS[I].Text;
    if (KS[I].Shared) {
      Secs[KS[I].Shared].H.Size = K.SharedBytes;
      Secs[KS[I].Shared].H.Info = KS[I].Text;
    }
    Secs[KS[I].Text].Data = K.Text;
    Secs[KS[I].Text].H.Link = SymIdx;
    // The register count in the top byte as on sm_80.  ptxas's ABI-v8 sm_90
    // cubins keep it only in REGCOUNT; this container is the old ABI, so it
    // goes here too (not known to matter, harmless where unused).
    Secs[KS[I].Text].H.Info = KSym[I] | (K.Registers << 24);
  }
  if (Const3Idx)
    Secs[Const3Idx].Data = M.Const3;
  Secs[InfoIdx].Data = Info.B;
  Secs[InfoIdx].H.Link = SymIdx;

  Blob SymB;
  for (const Elf64Sym &S : Syms)
    SymB.put(S);
  Secs[SymIdx].Data = SymB.B;
  Secs[SymIdx].H.Link = StrIdx;
  Secs[SymIdx].H.Info = FirstGlobal;
  Secs[SymIdx].H.EntSize = sizeof(Elf64Sym);
  for (Section &S : Secs)
    if (!S.Name.empty())
      S.H.Name = ShStr.add(S.Name);
  Secs[StrIdx].Data = Str.B;
  Secs[ShStrIdx].Data = ShStr.B;

  // Layout: header, section contents (aligned), section header table.
  std::vector<uint8_t> Out(sizeof(Elf64Ehdr), 0);
  for (size_t I = 1; I < Secs.size(); ++I) {
    Section &S = Secs[I];
    uint64_t A = std::max<uint64_t>(S.H.AddrAlign, 1);
    if (S.H.Type == SHT_NOBITS) {
      S.H.Offset = (Out.size() + A - 1) / A * A;
      continue;
    }
    Out.resize((Out.size() + A - 1) / A * A, 0);
    S.H.Offset = Out.size();
    S.H.Size = S.Data.size();
    Out.insert(Out.end(), S.Data.begin(), S.Data.end());
  }
  Out.resize((Out.size() + 7) / 8 * 8, 0);
  uint64_t ShOff = Out.size();
  for (const Section &S : Secs) {
    const uint8_t *P = reinterpret_cast<const uint8_t *>(&S.H);
    Out.insert(Out.end(), P, P + sizeof(Elf64Shdr));
  }
  Elf64Ehdr H{};
  std::memcpy(H.Ident, "\x7f" "ELF", 4);
  H.Ident[4] = 2; // ELFCLASS64
  H.Ident[5] = 1; // little endian
  H.Ident[6] = 1; // EV_CURRENT
  H.Ident[7] = OSABI_CUDA_V7;
  H.Ident[8] = 7;
  H.Type = ET_EXEC;
  H.Machine = EM_CUDA;
  H.Version = 118;
  H.ShOff = ShOff;
  // Old-ABI flags: virtual SM << 16 | 64-bit addresses | SM.
  H.Flags = (M.SM << 16) | 0x400 | 0x100 | M.SM;
  H.EhSize = sizeof(Elf64Ehdr);
  H.PhEntSize = 56;
  H.ShEntSize = sizeof(Elf64Shdr);
  H.ShNum = Secs.size();
  H.ShStrNdx = ShStrIdx;
  std::memcpy(Out.data(), &H, sizeof(H));
  return Out;
}
