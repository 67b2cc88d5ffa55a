//===-- AST.cpp - modifier classes and instruction helpers -----------------===//

#include "oa/PTX/AST.h"
#include "llvm/ADT/StringSwitch.h"

using namespace oa;
using namespace oa::ptx;
using llvm::StringRef;

static bool isShape(StringRef S) {
  // m<digits>n<digits>[k<digits>]
  auto Digits = [&](char Lead) {
    if (S.empty() || S.front() != Lead)
      return false;
    S = S.drop_front();
    size_t N = 0;
    while (N < S.size() && S[N] >= '0' && S[N] <= '9')
      ++N;
    if (!N)
      return false;
    S = S.drop_front(N);
    return true;
  };
  if (!Digits('m') || !Digits('n'))
    return false;
  if (S.empty())
    return true;
  return Digits('k') && S.empty();
}

ModKind oa::ptx::classifyModifier(StringRef T) {
  ModKind K = llvm::StringSwitch<ModKind>(T)
      .Cases({"b8", "b16", "b32", "b64", "b128"}, ModKind::Type)
      .Cases({"u8", "u16", "u32", "u64"}, ModKind::Type)
      .Cases({"s8", "s16", "s32", "s64"}, ModKind::Type)
      .Cases({"f16", "f16x2", "bf16", "bf16x2", "tf32"}, ModKind::Type)
      .Cases({"f32", "f64", "pred", "b1", "s4", "u4"}, ModKind::Type)
      .Cases({"e4m3", "e5m2", "e4m3x2", "e5m2x2", "e2m1"}, ModKind::Type)
      .Cases({"e2m3", "e3m2", "ue8m0", "e2m1x2", "f32x2"}, ModKind::Type)
      .Cases({"e3m2x2", "e2m3x2", "ue8m0x2", "ue4m3", "s2f6x2"}, ModKind::Type)
      .Cases({"global", "shared", "shared::cta", "shared::cluster", "local"}, ModKind::Space)
      .Cases({"param", "param::entry", "param::func", "const", "generic"}, ModKind::Space)
      .Case("tex", ModKind::Space)
      .Cases({"v2", "v4", "v8"}, ModKind::Vector)
      .Cases({"rn", "rz", "rm", "rp", "rna"}, ModKind::Rounding)
      .Cases({"rni", "rzi", "rmi", "rpi", "rs"}, ModKind::Rounding)
      .Cases({"eq", "ne", "lt", "le", "gt"}, ModKind::Compare)
      .Cases({"ge", "equ", "neu", "ltu", "leu"}, ModKind::Compare)
      .Cases({"gtu", "geu", "num", "nan"}, ModKind::Compare)
      .Cases({"cta", "cluster", "gpu", "sys"}, ModKind::Scope)
      .Cases({"relaxed", "acquire", "release", "acq_rel", "sc"}, ModKind::Semantics)
      .Cases({"volatile", "weak", "mmio"}, ModKind::Semantics)
      .Cases({"ca", "cg", "cs", "lu", "cv"}, ModKind::Cache)
      .Cases({"wb", "wt", "nc"}, ModKind::Cache)
      .Cases({"row", "col"}, ModKind::Layout)
      .Cases({"sync", "aligned"}, ModKind::Sync)
      .Default(ModKind::Other);
  if (K != ModKind::Other)
    return K;
  if (T.starts_with("L1::") || T.starts_with("L2::"))
    return ModKind::Cache;
  if (isShape(T))
    return ModKind::Shape;
  return ModKind::Other;
}

std::string Instruction::name() const {
  std::string S = Opcode;
  for (const Modifier &M : Mods)
    S += "." + M.Text;
  return S;
}

int Instruction::find(StringRef Mod) const {
  for (size_t K = 0; K < Mods.size(); ++K)
    if (Mods[K].Text == Mod)
      return (int)K;
  return -1;
}

bool Instruction::has(StringRef Mod) const { return find(Mod) >= 0; }

StringRef Instruction::first(ModKind K) const {
  for (const Modifier &M : Mods)
    if (M.Kind == K)
      return M.Text;
  return "";
}

std::vector<StringRef> Instruction::all(ModKind K) const {
  std::vector<StringRef> R;
  for (const Modifier &M : Mods)
    if (M.Kind == K)
      R.push_back(M.Text);
  return R;
}

const Function *Module::function(StringRef Name) const {
  for (const TopLevel &T : Items)
    if (T.K == TopLevel::Func && T.F.Name == Name)
      return &T.F;
  return nullptr;
}
