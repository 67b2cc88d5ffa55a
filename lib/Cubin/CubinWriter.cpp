//===-- CubinWriter.cpp - write a loadable cubin --------------------------===//
//
// The layout follows ptxas 13 (ELF ABI v8) and what the CUDA driver was
// measured to need (docs/Cubin.md): per kernel .text.<k>, .nv.constant0.<k>
// and .nv.info.<k> with PARAM_CBANK and one KPARAM_INFO per parameter;
// device globals in .nv.global(.init) with symbols; bank-4 address slots and
// instruction fields that name globals carry relocations the driver applies
// at load time.  No program headers (the driver does not need them).
//
//===----------------------------------------------------------------------===//

#include "oa/Cubin/Cubin.h"
#include "CubinFormat.h"
#include "oa/Cubin/DriverFunctions.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"
#include <cstring>

using namespace oa;
using namespace oa::cubin;
using namespace llvm;

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
  void str(StringRef S) {
    B.insert(B.end(), S.begin(), S.end());
    B.push_back(0);
  }
  void align(unsigned A) { B.resize((B.size() + A - 1) / A * A, 0); }
};

class StrTab {
public:
  std::vector<uint8_t> B{0};
  uint32_t add(StringRef S) {
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

void sval(Blob &B, uint8_t Attr, ArrayRef<uint32_t> Words) {
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
void bval(Blob &B, uint8_t Attr, uint8_t V) {
  B.u8(EIFMT_BVAL);
  B.u8(Attr);
  B.u8(V);
  B.u8(0);
}

/// An ELF note: "NVIDIA Corp" owner, Type, Desc padded to 4 bytes.
std::vector<uint8_t> note(uint32_t Type, const std::vector<uint8_t> &Desc) {
  Blob B;
  const char Owner[] = "NVIDIA Corp";
  B.u32(sizeof(Owner));
  B.u32(Desc.size());
  B.u32(Type);
  B.B.insert(B.B.end(), Owner, Owner + sizeof(Owner));
  B.align(4);
  B.B.insert(B.B.end(), Desc.begin(), Desc.end());
  B.align(4);
  // The descriptor size counts its padding (nvdisasm rejects the note else).
  uint32_t DescSize = B.B.size() - 24;
  std::memcpy(B.B.data() + 4, &DescSize, 4);
  return B.B;
}

Error fail(const Twine &Why) {
  return createStringError(inconvertibleErrorCode(), "cannot write cubin: " + Why);
}

uint32_t paramBytes(const CubinKernel &K) {
  uint32_t N = 0;
  for (const CubinParam &P : K.Params)
    N = std::max(N, P.Offset + P.Size);
  return N;
}
} // namespace

std::string oa::relocTypeName(uint32_t Type) {
  switch (Type) {
  case R_CUDA_NONE: return "R_CUDA_NONE";
  case R_CUDA_32: return "R_CUDA_32";
  case R_CUDA_64: return "R_CUDA_64";
  case R_CUDA_ABS32_LO_32: return "R_CUDA_ABS32_LO_32";
  case R_CUDA_ABS32_HI_32: return "R_CUDA_ABS32_HI_32";
  }
  return "R_CUDA_" + std::to_string(Type);
}

unsigned oa::relocSpan(uint32_t Type) {
  switch (Type) {
  case R_CUDA_32: return 4;
  case R_CUDA_64: return 8;
  case R_CUDA_ABS32_LO_32:
  case R_CUDA_ABS32_HI_32: return 16;
  }
  return 0;
}

bool oa::applyReloc(uint32_t Type, uint8_t *Where, uint64_t Value) {
  uint32_t W32;
  switch (Type) {
  case R_CUDA_32:
    W32 = (uint32_t)Value;
    std::memcpy(Where, &W32, 4);
    return true;
  case R_CUDA_64:
    std::memcpy(Where, &Value, 8);
    return true;
  case R_CUDA_ABS32_LO_32:
  case R_CUDA_ABS32_HI_32:
    W32 = Type == R_CUDA_ABS32_LO_32 ? (uint32_t)Value : (uint32_t)(Value >> 32);
    std::memcpy(Where + 4, &W32, 4); // bits 32..63 of the instruction
    return true;
  }
  return false;
}

unsigned CubinModule::addressSlot(StringRef Symbol, int64_t Addend) {
  for (size_t I = 0; I < AddressTable.size(); ++I)
    if (AddressTable[I].Symbol == Symbol && AddressTable[I].Addend == Addend)
      return 8 * I;
  AddressTable.push_back({Symbol.str(), Addend});
  return 8 * (AddressTable.size() - 1);
}

const CubinGlobal *CubinModule::findGlobal(StringRef Name) const {
  for (const CubinGlobal &G : Globals)
    if (G.Name == Name)
      return &G;
  return nullptr;
}

unsigned oa::paramBase(unsigned SM) { return SM >= 90 ? 0x210 : 0x160; }

void oa::printKernelDirectives(const CubinKernel &K, raw_ostream &OS) {
  if (K.SharedBytes)
    OS << ".shared " << K.SharedBytes << "\n";
  if (K.FrameBytes)
    OS << ".frame " << K.FrameBytes << "\n";
  if (K.MaxNTid[0])
    OS << ".maxntid " << K.MaxNTid[0] << ", " << K.MaxNTid[1] << ", " << K.MaxNTid[2] << "\n";
  if (K.MaxRegCount && K.MaxRegCount < 255)
    OS << ".maxreg " << K.MaxRegCount << "\n";
}

// The driver gives the CTA EIATTR_NUM_BARRIERS named barriers: a BAR on an
// id past them faults with ILLEGAL_INSTRUCTION (H100: `bar.sync 1, 256`
// under a count of 1).  BAR with an immediate id (bits 54-57) is 0xb1d or
// 0x91d in the low 12 bits; 0x51d and 0x31d take the id from a register.
unsigned oa::namedBarriers(llvm::ArrayRef<uint8_t> Text) {
  unsigned N = 0;
  for (size_t O = 0; O + 16 <= Text.size(); O += 16) {
    unsigned Opc = Text[O] | (Text[O + 1] & 0xf) << 8;
    if (Opc == 0xb1d || Opc == 0x91d)
      N = std::max(N, ((Text[O + 6] >> 6 | Text[O + 7] << 2) & 0xfu) + 1);
    else if (Opc == 0x51d || Opc == 0x31d)
      N = 16;
  }
  return N;
}

unsigned oa::paramBase(unsigned SM, unsigned ParamBytes) {
  if (SM < 90 && ParamBytes > LargeParamThreshold)
    return 0x1a80;
  return paramBase(SM);
}

Expected<std::vector<uint8_t>> oa::writeCubin(const CubinModule &M) {
  const bool V8 = M.ABIVersion >= 8;
  // ptxas 13 writes REL sections for sm_80 and RELA for sm_90.
  const bool UseRela = M.SM >= 90;

  // Checks first: nothing below fails.
  StringMap<int> Names;
  for (const CubinKernel &K : M.Kernels) {
    if (!Names.try_emplace(K.Name, 0).second)
      return fail("two kernels named '" + K.Name + "'");
    uint32_t PB = paramBytes(K);
    if (PB > MaxParamBytes)
      return fail("kernel '" + K.Name + "' has " + Twine(PB) +
                  " bytes of parameters; CUDA allows at most " + Twine(MaxParamBytes));
  }
  // The driver functions the kernels call, each once, in kernel order.
  std::vector<std::string> Externs;
  for (const CubinKernel &K : M.Kernels) {
    if (K.SyscallOffsets.empty() != K.Externs.empty())
      return fail("kernel '" + K.Name + "' has driver calls without callees or callees "
                  "without calls");
    for (const std::string &E : K.Externs) {
      if (!isDriverFunction(E))
        return fail("'" + E + "' is not a function the CUDA driver provides");
      if (!is_contained(Externs, E))
        Externs.push_back(E);
    }
  }
  for (const CubinGlobal &G : M.Globals) {
    if (!Names.try_emplace(G.Name, 1).second)
      return fail("two symbols named '" + G.Name + "'");
    if (!G.Defined && !M.Relocatable)
      return fail("global '" + G.Name +
                  "' is declared but not defined (link the object that defines it with oa-link)");
    if (G.Space == CubinGlobal::Global && G.Defined && !G.Init.empty() && G.Init.size() != G.Size)
      return fail("global '" + G.Name + "' has " + Twine(G.Init.size()) +
                  " bytes of initialiser for " + Twine(G.Size) + " bytes");
    if (G.Space == CubinGlobal::Constant && G.Defined && G.Offset + G.Size > M.Const3.size())
      return fail("__constant__ '" + G.Name + "' lies past the end of bank 3");
    if (G.Align == 0 || (G.Align & (G.Align - 1)))
      return fail("global '" + G.Name + "' has alignment " + Twine(G.Align));
  }

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
  unsigned TkIdx = 0, CuIdx = 0;
  if (V8) {
    TkIdx = AddSec(".note.nv.tkinfo", SHT_NOTE, SHF_CUDA_TKINFO, 4);
    CuIdx = AddSec(".note.nv.cuinfo", SHT_NOTE, SHF_CUDA_CUINFO, 4);
  }
  unsigned InfoIdx = AddSec(".nv.info", SHT_CUDA_INFO, 0, 4);
  // ptxas 13 writes .nv.compat for sm_90 only (the same bytes for every
  // kernel it was seen on); nvdisasm requires it there, the driver does not.
  unsigned CompatIdx = 0;
  if (V8 && M.SM >= 90)
    CompatIdx = AddSec(".nv.compat", SHT_CUDA_COMPAT, 0, 4);

  // Globals: laid out here, initialised ones first (.nv.global.init), as
  // ptxas does.
  std::vector<uint64_t> GOff(M.Globals.size(), 0);
  std::vector<uint8_t> InitData;
  uint64_t ZeroSize = 0;
  uint32_t InitAlign = 1, ZeroAlign = 1;
  for (size_t I = 0; I < M.Globals.size(); ++I) {
    const CubinGlobal &G = M.Globals[I];
    if (G.Space != CubinGlobal::Global || !G.Defined)
      continue;
    if (!G.Init.empty()) {
      InitData.resize(alignTo(InitData.size(), G.Align), 0);
      GOff[I] = InitData.size();
      InitData.insert(InitData.end(), G.Init.begin(), G.Init.end());
      InitAlign = std::max(InitAlign, G.Align);
    } else {
      ZeroSize = alignTo(ZeroSize, G.Align);
      GOff[I] = ZeroSize;
      ZeroSize += std::max<uint64_t>(G.Size, 1);
      ZeroAlign = std::max(ZeroAlign, G.Align);
    }
  }

  struct KSecs {
    unsigned Info, Const, Text, Shared = 0, Rel = 0;
  };
  std::vector<KSecs> KS(M.Kernels.size());
  for (size_t I = 0; I < M.Kernels.size(); ++I)
    KS[I].Info = AddSec(".nv.info." + M.Kernels[I].Name, SHT_CUDA_INFO, SHF_INFO_LINK, 4);
  // Kernels that call driver functions: .nv.callgraph names the edges, as
  // ptxas writes it (the driver may size the callee's stack from it).
  unsigned CallGraphIdx =
      !Externs.empty() ? AddSec(".nv.callgraph", SHT_CUDA_CALLGRAPH, 0, 4) : 0;
  const char *RelPrefix = UseRela ? ".rela" : ".rel";
  uint32_t RelType = UseRela ? SHT_RELA : SHT_REL;
  for (size_t I = 0; I < M.Kernels.size(); ++I)
    if (!M.Kernels[I].Relocs.empty())
      KS[I].Rel = AddSec(RelPrefix + (".text." + M.Kernels[I].Name), RelType, SHF_INFO_LINK, 8);
  unsigned Const4RelIdx = 0;
  if (!M.AddressTable.empty())
    Const4RelIdx = AddSec(std::string(RelPrefix) + ".nv.constant4", RelType, SHF_INFO_LINK, 8);
  unsigned Const3Idx = 0, Const4Idx = 0;
  if (!M.Const3.empty())
    Const3Idx = AddSec(".nv.constant3", SHT_PROGBITS, SHF_ALLOC, 4);
  if (!M.AddressTable.empty())
    Const4Idx = AddSec(".nv.constant4", SHT_PROGBITS, SHF_ALLOC, 8);
  for (size_t I = 0; I < M.Kernels.size(); ++I) {
    const CubinKernel &K = M.Kernels[I];
    uint64_t BarrierFlags = V8 ? 0 : (uint64_t)(K.Barriers & 0x1f) << 20;
    KS[I].Text = AddSec(".text." + K.Name, SHT_PROGBITS,
                        SHF_ALLOC | SHF_EXECINSTR | BarrierFlags, 128);
  }
  unsigned InitIdx = 0, ZeroIdx = 0;
  if (!InitData.empty())
    InitIdx = AddSec(".nv.global.init", SHT_PROGBITS, SHF_WRITE | SHF_ALLOC, InitAlign);
  for (size_t I = 0; I < M.Kernels.size(); ++I)
    if (M.Kernels[I].SharedBytes)
      KS[I].Shared = AddSec(".nv.shared." + M.Kernels[I].Name, SHT_NOBITS,
                            SHF_WRITE | SHF_ALLOC | SHF_INFO_LINK, 16);
  if (ZeroSize)
    ZeroIdx = AddSec(".nv.global", SHT_NOBITS, SHF_WRITE | SHF_ALLOC, ZeroAlign);
  for (size_t I = 0; I < M.Kernels.size(); ++I)
    KS[I].Const = AddSec(".nv.constant0." + M.Kernels[I].Name, SHT_PROGBITS,
                         SHF_ALLOC | SHF_INFO_LINK, 4);

  // Symbols: null, locals (section symbols, static globals), then globals.
  std::vector<Elf64Sym> Syms(1);
  StringMap<unsigned> SymOf; // name -> index, for relocations
  auto AddSym = [&](StringRef Name, uint8_t Info, uint8_t Other, unsigned Shndx,
                    uint64_t Value, uint64_t Size) {
    Elf64Sym S{};
    S.Name = Str.add(Name);
    S.Info = Info;
    S.Other = Other;
    S.Shndx = Shndx;
    S.Value = Value;
    S.Size = Size;
    Syms.push_back(S);
    SymOf.try_emplace(Name, Syms.size() - 1);
    return (unsigned)Syms.size() - 1;
  };
  auto SecSym = [&](unsigned Sec) {
    return Sec ? AddSym(Secs[Sec].Name, (STB_LOCAL << 4) | STT_SECTION, 0, Sec, 0, 0) : 0;
  };
  std::vector<unsigned> ConstSym(M.Kernels.size());
  for (size_t I = 0; I < M.Kernels.size(); ++I)
    SecSym(KS[I].Text);
  SecSym(Const3Idx);
  SecSym(InitIdx);
  SecSym(ZeroIdx);
  SecSym(Const4Idx);
  for (size_t I = 0; I < M.Kernels.size(); ++I) {
    SecSym(KS[I].Shared);
    ConstSym[I] = SecSym(KS[I].Const);
  }
  auto GlobalSym = [&](size_t I, bool Local) {
    const CubinGlobal &G = M.Globals[I];
    if (G.Local != Local)
      return;
    uint8_t Bind = G.Local ? STB_LOCAL : STB_GLOBAL;
    if (!G.Defined) {
      AddSym(G.Name, (Bind << 4) | STT_OBJECT, 0, 0, 0, G.Size);
      return;
    }
    unsigned Sec = G.Space == CubinGlobal::Constant ? Const3Idx
                   : G.Init.empty()                 ? ZeroIdx
                                                    : InitIdx;
    uint64_t Value = G.Space == CubinGlobal::Constant ? G.Offset : GOff[I];
    AddSym(G.Name, (Bind << 4) | STT_OBJECT, 0, Sec, Value, G.Size);
  };
  for (size_t I = 0; I < M.Globals.size(); ++I)
    GlobalSym(I, true);
  unsigned FirstGlobal = Syms.size();
  std::vector<unsigned> KSym(M.Kernels.size());
  for (size_t I = 0; I < M.Kernels.size(); ++I)
    KSym[I] = AddSym(M.Kernels[I].Name, (STB_GLOBAL << 4) | STT_FUNC, STO_CUDA_ENTRY,
                     KS[I].Text, 0, M.Kernels[I].Text.size());
  for (size_t I = 0; I < M.Globals.size(); ++I)
    GlobalSym(I, false);
  // Driver functions: undefined global functions the driver binds.
  StringMap<unsigned> ExternSym;
  for (const std::string &E : Externs) {
    if (Names.count(E))
      return fail("two symbols named '" + E + "'");
    ExternSym[E] = AddSym(E, (STB_GLOBAL << 4) | STT_FUNC, 0, 0, 0, 0);
  }
  if (CallGraphIdx) {
    // {0, -1}, one {caller, callee} pair per edge, then {0, -2}, {0, -3},
    // {0, -4} (ptxas's layout).
    Blob G;
    G.u32(0);
    G.u32(0xffffffffu);
    for (size_t I = 0; I < M.Kernels.size(); ++I)
      for (const std::string &E : M.Kernels[I].Externs) {
        G.u32(KSym[I]);
        G.u32(ExternSym[E]);
      }
    for (uint32_t Tag : {0xfffffffeu, 0xfffffffdu, 0xfffffffcu}) {
      G.u32(0);
      G.u32(Tag);
    }
    Secs[CallGraphIdx].Data = G.B;
    Secs[CallGraphIdx].H.Link = SymIdx;
    Secs[CallGraphIdx].H.EntSize = 8;
  }

  // Relocations.
  auto RelocBytes = [&](const std::vector<CubinReloc> &Rs, std::vector<uint8_t> *Target,
                        const Twine &Where) -> Expected<std::vector<uint8_t>> {
    Blob B;
    for (const CubinReloc &R : Rs) {
      auto It = SymOf.find(R.Symbol);
      if (It == SymOf.end())
        return fail("relocation in " + Where + " names '" + R.Symbol + "', which is not a symbol");
      unsigned Span = relocSpan(R.Type);
      if (!Span)
        return fail("relocation type " + Twine(R.Type) + " in " + Where + " is not one oa writes");
      if (Target && (R.Offset > Target->size() || Target->size() - R.Offset < Span))
        return fail("relocation at " + Twine(R.Offset) + " lies outside " + Where);
      // A REL field holds the addend's high word for HI_32 and so loses
      // its low word: ptxas keeps such addends 0 (offsets are added in code).
      if (!UseRela && R.Addend &&
          (R.Type == R_CUDA_ABS32_HI_32 ||
           (R.Type == R_CUDA_ABS32_LO_32 && (uint64_t)R.Addend > 0xffffffffu)))
        return fail("relocation " + relocTypeName(R.Type) + " against '" + R.Symbol +
                    "' with addend " + Twine(R.Addend) + " in " + Where +
                    ": sm_80 relocations carry no such addend (add the offset in code)");
      uint64_t Info = ((uint64_t)It->second << 32) | R.Type;
      if (UseRela) {
        B.put(Elf64Rela{R.Offset, Info, R.Addend});
      } else {
        B.put(Elf64Rel{R.Offset, Info});
        if (Target) // REL: the addend lives in the field itself
          applyReloc(R.Type, Target->data() + R.Offset, (uint64_t)R.Addend);
      }
    }
    return B.B;
  };
  for (size_t I = 0; I < M.Kernels.size(); ++I) {
    Secs[KS[I].Text].Data = M.Kernels[I].Text;
    if (!KS[I].Rel)
      continue;
    auto R = RelocBytes(M.Kernels[I].Relocs, &Secs[KS[I].Text].Data,
                        ".text." + M.Kernels[I].Name);
    if (!R)
      return R.takeError();
    Section &S = Secs[KS[I].Rel];
    S.Data = std::move(*R);
    S.H.Link = SymIdx;
    S.H.Info = KS[I].Text;
    S.H.EntSize = UseRela ? sizeof(Elf64Rela) : sizeof(Elf64Rel);
  }
  if (Const4Idx) {
    std::vector<CubinReloc> Rs;
    for (size_t I = 0; I < M.AddressTable.size(); ++I)
      Rs.push_back({8 * I, R_CUDA_64, M.AddressTable[I].Symbol, M.AddressTable[I].Addend});
    Secs[Const4Idx].Data.assign(8 * M.AddressTable.size(), 0);
    auto R = RelocBytes(Rs, &Secs[Const4Idx].Data, ".nv.constant4");
    if (!R)
      return R.takeError();
    Section &S = Secs[Const4RelIdx];
    S.Data = std::move(*R);
    S.H.Link = SymIdx;
    S.H.Info = Const4Idx;
    S.H.EntSize = UseRela ? sizeof(Elf64Rela) : sizeof(Elf64Rel);
  }

  // Attributes.
  Blob Info;
  for (size_t I = 0; I < M.Kernels.size(); ++I) {
    const CubinKernel &K = M.Kernels[I];
    sval(Info, EIATTR_REGCOUNT, {KSym[I], K.Registers});
    sval(Info, EIATTR_FRAME_SIZE, {KSym[I], K.FrameBytes});
    sval(Info, EIATTR_MIN_STACK_SIZE, {KSym[I], K.FrameBytes + K.CalleeStackBytes});
    if (!V8)
      sval(Info, EIATTR_MAX_STACK_SIZE, {KSym[I], K.FrameBytes + K.CalleeStackBytes});
  }
  for (size_t I = 0; I < M.Kernels.size(); ++I) {
    const CubinKernel &K = M.Kernels[I];
    uint32_t ParamBytes = paramBytes(K);
    unsigned Base = K.ParamBase ? K.ParamBase : paramBase(M.SM, ParamBytes);
    // ptxas 13 switches every record of a kernel to the V2 form (plain size
    // word) past the threshold; the V1 form holds 14 bits of size.
    bool Large = ParamBytes > LargeParamThreshold;
    Blob KI;
    sval(KI, EIATTR_CUDA_API_VERSION, {V8 ? CUDA_API_VERSION_V8 : CUDA_API_VERSION_V7});
    for (size_t P = K.Params.size(); P-- > 0;) {
      uint32_t OrdOff = (K.Params[P].Offset << 16) | (uint32_t)P;
      if (Large)
        sval(KI, EIATTR_KPARAM_INFO_V2, {0, OrdOff, K.Params[P].Size});
      else
        sval(KI, EIATTR_KPARAM_INFO, {0, OrdOff, (K.Params[P].Size << 18) | 0x1f000});
    }
    hval(KI, EIATTR_MAXREG_COUNT, K.MaxRegCount ? std::min(K.MaxRegCount, 255u) : 0xff);
    // The driver functions this kernel calls, and where (ptxas writes both).
    if (!K.SyscallOffsets.empty()) {
      std::vector<uint32_t> Callees;
      for (const std::string &E : K.Externs)
        Callees.push_back(ExternSym[E]);
      sval(KI, EIATTR_EXTERNS, Callees);
      KI.u8(EIFMT_SVAL);
      KI.u8(EIATTR_SYSCALL_OFFSETS);
      KI.u16(4 * K.SyscallOffsets.size());
      for (uint32_t O : K.SyscallOffsets)
        KI.u32(O);
    }
    if (V8 && K.Barriers)
      bval(KI, EIATTR_NUM_BARRIERS, std::min(K.Barriers, 16u));
    if (K.RegReconfig) {
      KI.u8(EIFMT_NVAL);
      KI.u8(EIATTR_REG_RECONFIG);
      KI.u16(0);
    }
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
    hval(KI, EIATTR_CBANK_PARAM_SIZE, ParamBytes);
    sval(KI, EIATTR_PARAM_CBANK, {ConstSym[I], (ParamBytes << 16) | Base});
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
    Secs[KS[I].Text].H.Link = SymIdx;
    // The register count in the top byte, as ptxas does on sm_80.  sm_90
    // reads REGCOUNT, but old-ABI kernels got 16 registers on the H200
    // without this byte, and a v8 one ignores it (measured): always set.
    Secs[KS[I].Text].H.Info = KSym[I] | (K.Registers << 24);
  }
  if (Const3Idx)
    Secs[Const3Idx].Data = M.Const3;
  if (InitIdx)
    Secs[InitIdx].Data = InitData;
  if (ZeroIdx)
    Secs[ZeroIdx].H.Size = ZeroSize;
  Secs[InfoIdx].Data = Info.B;
  Secs[InfoIdx].H.Link = SymIdx;
  if (CompatIdx)
    Secs[CompatIdx].Data = {0x02, 0x09, 0x00, 0x00, 0x02, 0x02, 0x01, 0x00, 0x02, 0x05, 0x05, 0x00,
                            0x03, 0x07, 0x01, 0x01, 0x02, 0x03, 0x00, 0x00, 0x02, 0x06, 0x01, 0x00,
                            0x04, 0x0b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00};

  if (V8) {
    // .note.nv.tkinfo: version 2, then offsets of the object name, tool,
    // tool version, branch and options in the string blob that follows.
    Blob Strs;
    Strs.u8(0);
    auto S = [&](StringRef V) {
      if (V.empty())
        return 0u;
      uint32_t O = Strs.B.size();
      Strs.str(V);
      return O;
    };
    uint32_t Tool = S(M.Producer);
    uint32_t Version = S("oa (LLVM-based CUDA toolchain)");
    uint32_t Branch = 0;
    uint32_t Options = S(M.ProducerOptions.empty()
                             ? "-arch sm_" + std::to_string(M.SM) + " -m 64"
                             : M.ProducerOptions);
    Blob D;
    for (uint32_t W : {2u, 0u, Tool, Version, Branch, Options})
      D.u32(W);
    D.B.insert(D.B.end(), Strs.B.begin(), Strs.B.end());
    Secs[TkIdx].Data = note(NT_CUDA_TKINFO, D.B);
    // .note.nv.cuinfo: version 2, SM, CUDA API version; linked to tkinfo.
    Blob C;
    C.u16(2);
    C.u16(M.SM);
    C.u32(CUDA_API_VERSION_V8);
    Secs[CuIdx].Data = note(NT_CUDA_CUINFO, C.B);
    Secs[CuIdx].H.Link = TkIdx;
    Secs[CuIdx].H.Info = 8; // as ptxas 13 writes it
  }

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
  H.Ident[7] = V8 ? OSABI_CUDA_V8 : OSABI_CUDA_V7;
  H.Ident[8] = V8 ? 8 : 7;
  H.Type = M.Relocatable ? ET_REL : ET_EXEC;
  H.Machine = EM_CUDA;
  H.Version = V8 ? 1u : (uint32_t)CUDA_API_VERSION_V7;
  H.ShOff = ShOff;
  // v8: 64-bit addresses | SM << 8; v7: virtual SM << 16 | 64-bit | SM.
  H.Flags = V8 ? EF_CUDA_V8_BASE | (M.SM << 8) : (M.SM << 16) | 0x400 | 0x100 | M.SM;
  H.EhSize = sizeof(Elf64Ehdr);
  H.PhEntSize = 56;
  H.ShEntSize = sizeof(Elf64Shdr);
  H.ShNum = Secs.size();
  H.ShStrNdx = ShStrIdx;
  std::memcpy(Out.data(), &H, sizeof(H));
  return Out;
}
