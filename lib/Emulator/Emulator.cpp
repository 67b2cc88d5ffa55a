//===-- Emulator.cpp - public entry points: memory, kernels, runs ---------===//

#include "Engine.h"
#include "oa/Cubin/Cubin.h"
#include "oa/Cubin/CubinSections.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
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

std::string GlobalMemory::describe(uint64_t Addr) const {
  std::string S;
  raw_string_ostream OS(S);
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
  for (const CubinParam &P : K->Params)
    Img.Params.push_back({P.Offset, P.Size});
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
