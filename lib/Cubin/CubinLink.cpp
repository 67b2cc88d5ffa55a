//===-- CubinLink.cpp - merge cubins of one SM ----------------------------===//

#include "oa/Cubin/CubinLink.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"

using namespace llvm;
using namespace oa;

static Error linkError(const Twine &Why) {
  return createStringError(inconvertibleErrorCode(), Why);
}

Expected<CubinModule> oa::linkCubins(ArrayRef<LinkInput> In, bool Relocatable) {
  if (In.empty())
    return linkError("no input cubins");
  CubinModule Out;
  Out.SM = In[0].Module.SM;
  Out.Relocatable = Relocatable;
  Out.ProducerOptions = "oa-link";
  StringMap<std::string> KernelFrom, DefinedIn;
  StringMap<size_t> GlobalIdx; // name -> index in Out.Globals (external ones)
  std::string Const3From, Const4From;
  for (size_t N = 0; N < In.size(); ++N) {
    const CubinModule &M = In[N].Module;
    const std::string &F = In[N].Name;
    if (M.SM != Out.SM)
      return linkError(F + " is for sm_" + Twine(M.SM) + ", " + In[0].Name + " for sm_" +
                       Twine(Out.SM) + " (one SM per link; oa-link --fatbin packs several)");
    if (!M.Const3.empty()) {
      if (!Const3From.empty())
        return linkError("__constant__ data in both " + Const3From + " and " + F +
                         ": bank 3 offsets are not relocatable, so oa-link cannot merge them");
      Const3From = F;
      Out.Const3 = M.Const3;
    }
    if (!M.AddressTable.empty()) {
      if (!Const4From.empty())
        return linkError("address tables (bank 4) in both " + Const4From + " and " + F +
                         ": compile the objects with -rdc (relocated instructions) to link them");
      Const4From = F;
      Out.AddressTable = M.AddressTable;
    }
    // Static globals keep their object's name unless it clashes; then they
    // and the relocations naming them get a suffix.
    StringMap<std::string> Rename;
    for (const CubinGlobal &G : M.Globals) {
      if (!G.Local)
        continue;
      std::string Name = G.Name;
      for (unsigned S = 1; DefinedIn.count(Name) || GlobalIdx.count(Name) || KernelFrom.count(Name);
           ++S)
        Name = G.Name + "." + std::to_string(S);
      if (Name != G.Name)
        Rename[G.Name] = Name;
      CubinGlobal C = G;
      C.Name = Name;
      DefinedIn[Name] = F;
      Out.Globals.push_back(C);
    }
    auto Renamed = [&](const std::string &S) {
      auto It = Rename.find(S);
      return It == Rename.end() ? S : It->second;
    };
    for (const CubinGlobal &G : M.Globals) {
      if (G.Local)
        continue;
      auto It = GlobalIdx.find(G.Name);
      if (It == GlobalIdx.end()) {
        if (KernelFrom.count(G.Name) || DefinedIn.count(G.Name))
          return linkError("'" + G.Name + "' is defined twice (" + F + ")");
        GlobalIdx[G.Name] = Out.Globals.size();
        Out.Globals.push_back(G);
        if (G.Defined)
          DefinedIn[G.Name] = F;
        continue;
      }
      CubinGlobal &Have = Out.Globals[It->second];
      if (!G.Defined) {
        if (Have.Defined && G.Size && Have.Size < G.Size)
          return linkError("'" + G.Name + "' is " + Twine(Have.Size) + " bytes in " +
                           DefinedIn[G.Name] + " but used as " + Twine(G.Size) + " in " + F);
        continue;
      }
      if (Have.Defined)
        return linkError("multiple definition of '" + G.Name + "' (" + DefinedIn[G.Name] +
                         " and " + F + ")");
      if (Have.Size && G.Size < Have.Size)
        return linkError("'" + G.Name + "' is " + Twine(G.Size) + " bytes in " + F +
                         " but used as " + Twine(Have.Size));
      Have = G;
      DefinedIn[G.Name] = F;
    }
    for (const CubinKernel &K : M.Kernels) {
      auto [It, New] = KernelFrom.try_emplace(K.Name, F);
      if (!New)
        return linkError("kernel '" + K.Name + "' is defined in both " + It->second + " and " + F);
      if (DefinedIn.count(K.Name))
        return linkError("'" + K.Name + "' is both a kernel (" + F + ") and a global (" +
                         DefinedIn[K.Name] + ")");
      CubinKernel C = K;
      for (CubinReloc &R : C.Relocs)
        R.Symbol = Renamed(R.Symbol);
      Out.Kernels.push_back(std::move(C));
    }
    if (!M.AddressTable.empty())
      for (CubinAddressSlot &S : Out.AddressTable)
        S.Symbol = Renamed(S.Symbol);
  }
  if (!Relocatable)
    for (const CubinGlobal &G : Out.Globals)
      if (!G.Defined) {
        std::string Users;
        for (const CubinKernel &K : Out.Kernels)
          for (const CubinReloc &R : K.Relocs)
            if (R.Symbol == G.Name) {
              Users += (Users.empty() ? "" : ", ") + K.Name;
              break;
            }
        std::string Msg = "undefined device global '" + G.Name + "'";
        if (!Users.empty())
          Msg += " (used by " + Users + ")";
        return linkError(Msg + "; link the object that defines it, or use -r for a relocatable "
                               "output");
      }
  return Out;
}
