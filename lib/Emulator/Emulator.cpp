//===-- Emulator.cpp - public entry points: memory, kernels, runs ---------===//

#include "Engine.h"
#include "oa/Cubin/Cubin.h"
#include "oa/Cubin/DriverFunctions.h"
#include "oa/Cubin/CubinSections.h"
#include "oa/Cubin/Fatbin.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <set>

using namespace llvm;
using namespace oa;
using namespace oa::emu;

uint64_t GlobalMemory::allocate(const std::string &Name, uint64_t Size) {
  uint64_t Base = Next;
  Buffer B{Name, Size, std::vector<uint8_t>(Size, 0)};
  Buffers.emplace(Base, std::move(B));
  // A 64 KiB unmapped gap after every buffer.
  Next = (Base + Size + 0x10000 + 255) & ~255ull;
  LastB = nullptr;
  return Base;
}

uint8_t *GlobalMemory::data(uint64_t Addr) {
  auto It = Buffers.find(Addr);
  return It == Buffers.end() ? nullptr : It->second.Bytes.data();
}

uint8_t *GlobalMemory::translate(uint64_t Addr, uint64_t Size) {
  if (LastB && Addr >= LastBase && Addr - LastBase <= LastB->Size &&
      LastB->Size - (Addr - LastBase) >= Size)
    return const_cast<uint8_t *>(LastB->Bytes.data()) + (Addr - LastBase);
  auto It = Buffers.upper_bound(Addr);
  if (It == Buffers.begin())
    return nullptr;
  --It;
  uint64_t Off = Addr - It->first;
  if (Off > It->second.Size || It->second.Size - Off < Size)
    return nullptr;
  LastB = &It->second;
  LastBase = It->first;
  return It->second.Bytes.data() + Off;
}

uint64_t GlobalMemory::heapAllocate(uint64_t Size) {
  if (Size == 0 || Size > HeapLimit - HeapUsed)
    return 0;
  HeapUsed += Size;
  uint64_t Base = allocate("malloc #" + std::to_string(HeapCount++) + " (" +
                               std::to_string(Size) + " bytes)",
                           Size);
  Buffers.find(Base)->second.Heap = true;
  return Base;
}

bool GlobalMemory::heapFree(uint64_t Addr) {
  auto It = Buffers.find(Addr);
  if (It == Buffers.end() || !It->second.Heap)
    return false;
  HeapUsed -= It->second.Size;
  Freed[Addr] = It->second.Size;
  Buffers.erase(It);
  LastB = nullptr;
  return true;
}

std::string GlobalMemory::describe(uint64_t Addr) const {
  std::string S;
  raw_string_ostream OS(S);
  auto F = Freed.upper_bound(Addr);
  if (F != Freed.begin() && Addr < std::prev(F)->first + std::prev(F)->second) {
    OS << "inside a heap allocation of " << std::prev(F)->second
       << " bytes that free() has ended (a use after free)";
    return S;
  }
  if (Buffers.empty())
    return "no buffers are allocated";
  auto It = Buffers.upper_bound(Addr);
  if (It != Buffers.begin()) {
    auto P = std::prev(It);
    uint64_t End = P->first + P->second.Size;
    if (Addr >= End) {
      OS << Addr - End << " bytes past the end of buffer '" << P->second.Name << "' ["
         << format_hex(P->first, 0) << ", " << format_hex(End, 0) << ")";
      return S;
    }
  }
  if (It != Buffers.end()) {
    OS << It->first - Addr << " bytes before buffer '" << It->second.Name << "'";
    return S;
  }
  return "not in any buffer";
}

Expected<KernelImage> emu::loadKernel(ArrayRef<uint8_t> Data, const std::string &Name) {
  // A fatbin: the emulator runs its sm_90 cubin, else its first one.
  std::vector<FatbinEntry> Fat;
  if (isFatbin(Data)) {
    Expected<std::vector<FatbinEntry>> F = readFatbin(Data);
    if (!F)
      return F.takeError();
    Fat = std::move(*F);
    const FatbinEntry *Pick = nullptr;
    for (const FatbinEntry &E : Fat)
      if (E.Kind == FatbinEntry::ELF && (!Pick || E.SM == 90))
        Pick = &E;
    if (!Pick)
      return createStringError(inconvertibleErrorCode(), "the fatbin holds no cubin");
    Data = Pick->Data;
  }
  Expected<CubinModule> M = readCubin(Data);
  if (!M)
    return M.takeError();
  const CubinKernel *K = nullptr;
  std::string Names;
  for (const CubinKernel &C : M->Kernels) {
    if (C.Name == Name)
      K = &C;
    Names += (Names.empty() ? "" : ", ") + C.Name;
  }
  if (!K)
    return createStringError(inconvertibleErrorCode(),
                             "no kernel '" + Name + "' in the cubin (it has: " + Names + ")");
  KernelImage Img;
  Img.SM = M->SM;
  Img.Name = K->Name;
  Img.Text = K->Text;
  Img.Registers = K->Registers;
  Img.StaticShared = K->SharedBytes;
  Img.Barriers = K->Barriers;
  Img.StackBytes = K->FrameBytes + K->CalleeStackBytes;
  for (const CubinParam &P : K->Params)
    Img.Params.push_back({P.Offset, P.Size});
  Img.ParamBase = K->ParamBase ? K->ParamBase : paramBase(M->SM);
  for (const CubinGlobal &G : M->Globals) {
    if (G.Space == CubinGlobal::Constant && G.Defined)
      Img.Constants.push_back({G.Name, (uint32_t)G.Offset, (uint32_t)G.Size});
    if (G.Space != CubinGlobal::Global)
      continue;
    if (!G.Defined)
      return createStringError(inconvertibleErrorCode(),
                               "global '" + G.Name +
                                   "' is not defined in this cubin (link it with oa-link)");
    Img.Globals.push_back({G.Name, G.Size, G.Init, 0});
  }
  for (const CubinReloc &R : K->Relocs)
    Img.Relocs.push_back({false, R.Offset, R.Type, R.Symbol, R.Addend});
  for (size_t I = 0; I < M->AddressTable.size(); ++I)
    if (!M->AddressTable[I].Symbol.empty())
      Img.Relocs.push_back({true, 8 * I, R_CUDA_64, M->AddressTable[I].Symbol,
                            M->AddressTable[I].Addend});
  Img.Const4.assign(8 * M->AddressTable.size(), 0);
  Expected<std::vector<CubinSection>> S = readCubinSections(Data);
  if (!S)
    return S.takeError();
  for (CubinSection &C : *S) {
    if (C.Name == ".nv.constant0." + Name)
      Img.Const0 = C.Data;
    else if (C.Name == ".nv.constant2." + Name)
      Img.Const2 = C.Data;
    else if (C.Name == ".nv.constant3")
      Img.Const3 = C.Data;
  }
  return Img;
}

Error emu::bindGlobals(KernelImage &Img, GlobalMemory &Mem) {
  std::map<std::string, uint64_t> Addr;
  for (KernelImage::Global &G : Img.Globals) {
    G.Address = Mem.allocate(G.Name, std::max<uint64_t>(G.Size, 1));
    if (!G.Init.empty())
      std::copy(G.Init.begin(), G.Init.end(), Mem.data(G.Address));
    Addr[G.Name] = G.Address;
  }
  for (const KernelImage::Reloc &R : Img.Relocs) {
    if (const DriverFunction *F = findDriverFunction(R.Symbol))
      Addr[R.Symbol] = driverFunctionAddress(driverFunctionIndex(*F));
    auto It = Addr.find(R.Symbol);
    if (It == Addr.end())
      return createStringError(inconvertibleErrorCode(),
                               "relocation names '" + R.Symbol +
                                   "', which is not a device global of the cubin");
    std::vector<uint8_t> &Where = R.InConst4 ? Img.Const4 : Img.Text;
    unsigned Span = relocSpan(R.Type);
    if (!Span || R.Offset > Where.size() || Where.size() - R.Offset < Span ||
        !applyReloc(R.Type, Where.data() + R.Offset, It->second + R.Addend))
      return createStringError(inconvertibleErrorCode(),
                               "cannot apply relocation " + relocTypeName(R.Type) + " at " +
                                   std::to_string(R.Offset) + " for '" + R.Symbol + "'");
  }
  return Error::success();
}

Kernel::Kernel() = default;
Kernel::~Kernel() = default;

Expected<std::unique_ptr<Kernel>> Kernel::create(const KernelImage &Img) {
  std::unique_ptr<Kernel> K(new Kernel());
  K->P = std::make_unique<Program>();
  K->P->Img = Img;
  if (!K->P->decode())
    return createStringError(inconvertibleErrorCode(), K->P->DecodeError);
  return std::move(K);
}

const KernelImage &Kernel::image() const { return P->Img; }

std::vector<std::string> Kernel::unsupported() const {
  std::set<std::string> S;
  for (const Inst &I : P->Insts)
    if (I.Opc == Op::Unsupported)
      S.insert(std::string(I.Mnemonic) + " at " + formatPC(I.PC));
  return std::vector<std::string>(S.begin(), S.end());
}

Result Kernel::run(const Launch &L, GlobalMemory &Mem, const Options &O) const {
  Result R;
  Engine E(*P, L, Mem, O, R);
  E.run();
  return R;
}
