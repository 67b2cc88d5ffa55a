//===-- CubinTest.cpp - cubin writer and reader ---------------------------===//
#include "oa/Cubin/Cubin.h"
#include "oa/Cubin/CubinLink.h"
#include "oa/Cubin/Fatbin.h"
#include "gtest/gtest.h"
#include <cstring>

using namespace oa;

static std::vector<uint8_t> write(const CubinModule &M) {
  auto B = writeCubin(M);
  EXPECT_TRUE((bool)B);
  if (!B) {
    llvm::consumeError(B.takeError());
    return {};
  }
  return *B;
}

static CubinModule sample(unsigned SM) {
  CubinModule M;
  M.SM = SM;
  for (int K = 0; K < 2; ++K) {
    CubinKernel CK;
    CK.Name = K ? "second" : "first";
    CK.Text.assign(32 * (K + 1), 0);
    CK.Text[0] = 0x4d; // EXIT
    CK.Text[1] = 0x79;
    CK.Registers = 12 + K;
    CK.SharedBytes = K ? 1024 : 0;
    CK.Params = {{0, 8}, {8, 4}, {16, 16}};
    M.Kernels.push_back(CK);
  }
  return M;
}

TEST(Cubin, WriteThenReadRoundTrips) {
  for (unsigned SM : {80u, 90u}) for (unsigned ABI : {7u, 8u}) {
    CubinModule M = sample(SM);
    M.ABIVersion = ABI;
    std::vector<uint8_t> Bytes = write(M);
    auto R = readCubin(Bytes);
    ASSERT_TRUE((bool)R) << llvm::toString(R.takeError());
    EXPECT_EQ(R->SM, SM);
    EXPECT_EQ(R->ABIVersion, ABI);
    ASSERT_EQ(R->Kernels.size(), 2u);
    for (size_t K = 0; K < 2; ++K) {
      EXPECT_EQ(R->Kernels[K].Name, M.Kernels[K].Name);
      EXPECT_EQ(R->Kernels[K].Text, M.Kernels[K].Text);
      EXPECT_EQ(R->Kernels[K].Registers, M.Kernels[K].Registers);
      EXPECT_EQ(R->Kernels[K].SharedBytes, M.Kernels[K].SharedBytes);
      ASSERT_EQ(R->Kernels[K].Params.size(), 3u);
      EXPECT_EQ(R->Kernels[K].Params[2].Offset, 16u);
      EXPECT_EQ(R->Kernels[K].Params[2].Size, 16u);
      EXPECT_EQ(R->Kernels[K].ParamBase, paramBase(SM));
    }
  }
}

TEST(Cubin, TruncatedFilesAreErrors) {
  std::vector<uint8_t> Bytes = write(sample(80));
  for (size_t N : {size_t(0), size_t(10), size_t(64), Bytes.size() / 2, Bytes.size() - 1}) {
    std::vector<uint8_t> T(Bytes.begin(), Bytes.begin() + N);
    auto R = readCubin(T);
    EXPECT_FALSE((bool)R) << "length " << N;
    if (!R)
      llvm::consumeError(R.takeError());
  }
}

TEST(Cubin, CorruptHeadersAreErrors) {
  std::vector<uint8_t> Bytes = write(sample(90));
  auto Expect = [&](std::vector<uint8_t> B, const char *What) {
    auto R = readCubin(B);
    ASSERT_FALSE((bool)R) << What;
    EXPECT_NE(llvm::toString(R.takeError()).find("invalid cubin"), std::string::npos);
  };
  auto B = Bytes;
  B[18] = 0x3e; // e_machine = x86-64
  Expect(B, "machine");
  B = Bytes;
  B[49] = 0xff; // e_flags SM (bits 8-15 under ABI v8)
  Expect(B, "sm");
  B = Bytes;
  B[0x28] = 0xf0; // e_shoff far away
  B[0x2f] = 0x7f;
  Expect(B, "shoff");
}

TEST(Cubin, LargeParametersUseV2RecordsAndSm80MovesTheBase) {
  for (unsigned SM : {80u, 90u}) {
    CubinModule M = sample(SM);
    M.Kernels[0].Params = {{0, 8}, {8, 32000}};
    auto R = readCubin(write(M));
    ASSERT_TRUE((bool)R) << llvm::toString(R.takeError());
    ASSERT_EQ(R->Kernels[0].Params.size(), 2u);
    // V1 records hold 14 bits of size: 32000 survives only in V2 records.
    EXPECT_EQ(R->Kernels[0].Params[1].Size, 32000u);
    EXPECT_EQ(R->Kernels[0].Params[1].Offset, 8u);
    EXPECT_EQ(R->Kernels[0].ParamBase, SM == 80 ? 0x1a80u : 0x210u);
    EXPECT_EQ(R->Kernels[1].ParamBase, paramBase(SM)); // small: unchanged
  }
}

TEST(Cubin, TooManyParameterBytesIsAnError) {
  CubinModule M = sample(90);
  M.Kernels[0].Params = {{0, 8}, {8, MaxParamBytes}};
  auto B = writeCubin(M);
  ASSERT_FALSE((bool)B);
  EXPECT_NE(llvm::toString(B.takeError()).find("at most 32764"), std::string::npos);
}

static CubinModule withGlobals(unsigned SM) {
  CubinModule M = sample(SM);
  CubinGlobal Counter;
  Counter.Name = "counter";
  Counter.Size = 4;
  CubinGlobal Table;
  Table.Name = "table";
  Table.Size = 8;
  Table.Align = 8;
  Table.Init = {1, 2, 3, 4, 5, 6, 7, 8};
  CubinGlobal Coef;
  Coef.Name = "coef";
  Coef.Space = CubinGlobal::Constant;
  Coef.Size = 4;
  Coef.Offset = 4;
  M.Const3.assign(8, 0x11);
  M.Globals = {Counter, Table, Coef};
  EXPECT_EQ(M.addressSlot("counter"), 0u);
  EXPECT_EQ(M.addressSlot("table", 4), 8u);
  EXPECT_EQ(M.addressSlot("counter"), 0u); // reused
  M.Kernels[1].Relocs = {{16, R_CUDA_ABS32_LO_32, "table", 0},
                         {0, R_CUDA_ABS32_HI_32, "table", 0}};
  return M;
}

TEST(Cubin, GlobalsRelocationsAndAddressTableRoundTrip) {
  for (unsigned SM : {80u, 90u}) { // sm_80 writes REL, sm_90 RELA
    auto R = readCubin(write(withGlobals(SM)));
    ASSERT_TRUE((bool)R) << llvm::toString(R.takeError());
    ASSERT_EQ(R->Globals.size(), 3u);
    const CubinGlobal *C = R->findGlobal("counter");
    const CubinGlobal *T = R->findGlobal("table");
    const CubinGlobal *K = R->findGlobal("coef");
    ASSERT_TRUE(C && T && K);
    EXPECT_EQ(C->Size, 4u);
    EXPECT_TRUE(C->Init.empty());
    EXPECT_EQ(T->Init, (std::vector<uint8_t>{1, 2, 3, 4, 5, 6, 7, 8}));
    EXPECT_EQ(K->Space, CubinGlobal::Constant);
    EXPECT_EQ(K->Offset, 4u);
    ASSERT_EQ(R->AddressTable.size(), 2u);
    EXPECT_EQ(R->AddressTable[0].Symbol, "counter");
    EXPECT_EQ(R->AddressTable[1].Symbol, "table");
    EXPECT_EQ(R->AddressTable[1].Addend, 4);
    ASSERT_EQ(R->Kernels[1].Relocs.size(), 2u);
    EXPECT_EQ(R->Kernels[1].Relocs[0].Type, (uint32_t)R_CUDA_ABS32_HI_32);
    EXPECT_EQ(R->Kernels[1].Relocs[1].Offset, 16u);
    EXPECT_EQ(R->Kernels[1].Relocs[1].Symbol, "table");
  }
}

TEST(Cubin, UnresolvedSymbolsAreErrors) {
  CubinModule M = withGlobals(90);
  M.Kernels[0].Relocs = {{0, R_CUDA_ABS32_LO_32, "nosuch", 0}};
  auto B = writeCubin(M);
  ASSERT_FALSE((bool)B);
  EXPECT_NE(llvm::toString(B.takeError()).find("'nosuch'"), std::string::npos);

  M = withGlobals(90);
  M.Globals[0].Defined = false; // extern: only a relocatable object may
  B = writeCubin(M);
  ASSERT_FALSE((bool)B);
  llvm::consumeError(B.takeError());
  M.Relocatable = true;
  auto R = readCubin(write(M));
  ASSERT_TRUE((bool)R) << llvm::toString(R.takeError());
  EXPECT_TRUE(R->Relocatable);
  ASSERT_TRUE(R->findGlobal("counter"));
  EXPECT_FALSE(R->findGlobal("counter")->Defined);
}

TEST(Cubin, ApplyRelocWritesTheImmediateField) {
  uint8_t Insn[16] = {};
  ASSERT_TRUE(applyReloc(R_CUDA_ABS32_LO_32, Insn, 0x123456789abcdef0ull));
  uint32_t W;
  std::memcpy(&W, Insn + 4, 4);
  EXPECT_EQ(W, 0x9abcdef0u);
  ASSERT_TRUE(applyReloc(R_CUDA_ABS32_HI_32, Insn, 0x123456789abcdef0ull));
  std::memcpy(&W, Insn + 4, 4);
  EXPECT_EQ(W, 0x12345678u);
  EXPECT_EQ(Insn[0], 0);
  EXPECT_FALSE(applyReloc(0x77, Insn, 0));
}

TEST(Fatbin, WriteThenReadRoundTrips) {
  std::vector<FatbinEntry> E(2);
  E[0].SM = 80;
  E[0].Data = write(sample(80));
  E[1].SM = 90;
  E[1].Data = write(sample(90));
  E[1].Data.push_back(0xab); // not a multiple of 8: padded
  std::vector<uint8_t> F = writeFatbin(E);
  EXPECT_TRUE(isFatbin(F));
  auto R = readFatbin(F);
  ASSERT_TRUE((bool)R) << llvm::toString(R.takeError());
  ASSERT_EQ(R->size(), 2u);
  EXPECT_EQ((*R)[0].SM, 80u);
  EXPECT_EQ((*R)[0].Data, E[0].Data);
  EXPECT_EQ((*R)[1].Data.size(), (E[1].Data.size() + 7) / 8 * 8);
  for (size_t N : {size_t(3), size_t(20), F.size() - 9}) {
    auto T = readFatbin(llvm::ArrayRef<uint8_t>(F.data(), N));
    EXPECT_FALSE((bool)T) << N;
    if (!T)
      llvm::consumeError(T.takeError());
  }
}

static LinkInput object(const char *File, const char *Kernel, std::vector<CubinGlobal> Gs,
                        std::vector<CubinReloc> Rs) {
  CubinModule M;
  M.SM = 90;
  M.Relocatable = true;
  CubinKernel K;
  K.Name = Kernel;
  K.Text.assign(32, 0);
  K.Relocs = std::move(Rs);
  M.Kernels.push_back(K);
  M.Globals = std::move(Gs);
  return {File, M};
}

static CubinGlobal global(const char *Name, bool Defined, bool Local = false) {
  CubinGlobal G;
  G.Name = Name;
  G.Size = 4;
  G.Defined = Defined;
  G.Local = Local;
  return G;
}

TEST(CubinLink, ExternsBindToTheirDefinition) {
  std::vector<LinkInput> In = {
      object("a", "ka", {global("x", true), global("s", true, true)},
             {{0, R_CUDA_ABS32_LO_32, "x", 0}, {16, R_CUDA_ABS32_LO_32, "s", 0}}),
      object("b", "kb", {global("x", false), global("s", true, true)},
             {{0, R_CUDA_ABS32_HI_32, "x", 0}, {16, R_CUDA_ABS32_HI_32, "s", 0}})};
  auto L = linkCubins(In, /*Relocatable=*/false);
  ASSERT_TRUE((bool)L) << llvm::toString(L.takeError());
  ASSERT_EQ(L->Kernels.size(), 2u);
  const CubinGlobal *X = L->findGlobal("x");
  ASSERT_TRUE(X);
  EXPECT_TRUE(X->Defined);
  // Each object's static `s` stays its own: the second is renamed, and so
  // is the relocation naming it.
  EXPECT_TRUE(L->findGlobal("s"));
  EXPECT_TRUE(L->findGlobal("s.1"));
  EXPECT_EQ(L->Kernels[1].Relocs[1].Symbol, "s.1");
  EXPECT_EQ(L->Kernels[1].Relocs[0].Symbol, "x");
  auto B = writeCubin(*L);
  ASSERT_TRUE((bool)B) << llvm::toString(B.takeError());
}

TEST(CubinLink, ErrorsNameTheSymbolAndTheFiles) {
  auto Msg = [](llvm::Expected<CubinModule> L) {
    EXPECT_FALSE((bool)L);
    return L ? std::string() : llvm::toString(L.takeError());
  };
  std::string E = Msg(linkCubins({object("a", "k", {global("x", false)}, {})}, false));
  EXPECT_NE(E.find("undefined device global 'x'"), std::string::npos) << E;
  // ...but a relocatable link keeps it.
  EXPECT_TRUE((bool)linkCubins({object("a", "k", {global("x", false)}, {})}, true));
  E = Msg(linkCubins({object("a", "k", {global("x", true)}, {}),
                      object("b", "k2", {global("x", true)}, {})},
                     false));
  EXPECT_NE(E.find("multiple definition of 'x' (a and b)"), std::string::npos) << E;
  E = Msg(linkCubins({object("a", "k", {}, {}), object("b", "k", {}, {})}, false));
  EXPECT_NE(E.find("kernel 'k' is defined in both a and b"), std::string::npos) << E;
  LinkInput C3a = object("a", "k1", {}, {}), C3b = object("b", "k2", {}, {});
  C3a.Module.Const3 = {1};
  C3b.Module.Const3 = {2};
  E = Msg(linkCubins({C3a, C3b}, false));
  EXPECT_NE(E.find("__constant__ data in both a and b"), std::string::npos) << E;
  LinkInput S80 = object("c", "k3", {}, {});
  S80.Module.SM = 80;
  E = Msg(linkCubins({object("a", "k1", {}, {}), S80}, false));
  EXPECT_NE(E.find("c is for sm_80"), std::string::npos) << E;
}

TEST(Cubin, Sm80HighRelocationsCarryNoAddend) {
  // sm_80 writes REL relocations: the HI_32 field cannot hold an addend's
  // low word, so the writer refuses a nonzero one rather than lose it.
  CubinModule M = withGlobals(80);
  M.Kernels[1].Relocs = {{0, R_CUDA_ABS32_HI_32, "table", 16}};
  auto B = writeCubin(M);
  ASSERT_FALSE((bool)B);
  EXPECT_NE(llvm::toString(B.takeError()).find("with addend 16"), std::string::npos);
  M.SM = 90; // RELA keeps it
  auto R = readCubin(write(M));
  ASSERT_TRUE((bool)R) << llvm::toString(R.takeError());
  EXPECT_EQ(R->Kernels[1].Relocs[0].Addend, 16);
}
