//===-- InstructionsTest.cpp - typed views of tensor and async PTX --------===//

#include "oa/PTX/Instructions.h"
#include "gtest/gtest.h"

using namespace oa::ptx;

namespace {

Instruction one(const char *Text, Dialect D = Dialect::CudaAsm) {
  AsmResult R = parseAsm(Text, D);
  EXPECT_TRUE(R.ok()) << Text << ": " << (R.ok() ? "" : R.Errors[0].Message);
  EXPECT_EQ(R.Stmts.size(), 1u) << Text;
  return R.Stmts.empty() ? Instruction() : R.Stmts[0].I;
}

template <class T> std::string err(llvm::Expected<T> E) {
  if (E)
    return "";
  std::string S;
  llvm::handleAllErrors(E.takeError(), [&](const PTXError &P) {
    S = std::to_string(P.D.Loc.Line) + ":" + std::to_string(P.D.Loc.Col) + ": " + P.D.Message;
  });
  return S;
}

TEST(PTXViews, Mma) {
  struct Case {
    const char *Text;
    unsigned M, N, K, D, A, B, C;
    ScalarType DT, AT;
  } Cases[] = {
      {"mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, "
       "{%8,%9}, {%10,%11,%12,%13};",
       16, 8, 16, 4, 4, 2, 4, ScalarType::F32, ScalarType::F16},
      {"mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, "
       "{%8,%9};",
       16, 8, 16, 2, 4, 2, 2, ScalarType::F16, ScalarType::F16},
      {"mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, "
       "{%7,%8,%9,%10};",
       16, 8, 8, 4, 2, 1, 4, ScalarType::F32, ScalarType::BF16},
      {"mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, "
       "{%8,%9}, {%0,%1,%2,%3};",
       16, 8, 8, 4, 4, 2, 4, ScalarType::F32, ScalarType::TF32},
      {"mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 {%0,%1,%2,%3}, "
       "{%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};",
       16, 8, 32, 4, 4, 2, 4, ScalarType::S32, ScalarType::S8},
      {"mma.sync.aligned.m16n8k16.row.col.s32.u8.u8.s32 {%0,%1,%2,%3}, {%4,%5}, {%6}, "
       "{%0,%1,%2,%3};",
       16, 8, 16, 4, 2, 1, 4, ScalarType::S32, ScalarType::U8},
      {"mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, {%0,%1};", 8, 8, 4,
       2, 1, 1, 2, ScalarType::F64, ScalarType::F64},
      {"mma.sync.aligned.m8n8k4.row.row.f32.f16.f16.f32 {%0,%1,%2,%3,%4,%5,%6,%7}, {%8,%9}, "
       "{%10,%11}, {%0,%1,%2,%3,%4,%5,%6,%7};",
       8, 8, 4, 8, 2, 2, 8, ScalarType::F32, ScalarType::F16},
  };
  for (const Case &C : Cases) {
    Instruction I = one(C.Text);
    llvm::Expected<MmaInfo> R = getMma(I);
    ASSERT_TRUE((bool)R) << C.Text << ": " << err(std::move(R));
    EXPECT_EQ(R->M, C.M) << C.Text;
    EXPECT_EQ(R->N, C.N) << C.Text;
    EXPECT_EQ(R->K, C.K) << C.Text;
    EXPECT_EQ(R->NumD, C.D) << C.Text;
    EXPECT_EQ(R->NumA, C.A) << C.Text;
    EXPECT_EQ(R->NumB, C.B) << C.Text;
    EXPECT_EQ(R->NumC, C.C) << C.Text;
    EXPECT_EQ(R->DType, C.DT) << C.Text;
    EXPECT_EQ(R->AType, C.AT) << C.Text;
  }
  Instruction S = one("mma.sp.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, "
                      "{%4,%5,%6,%7}, {%8,%9,%10,%11}, {%0,%1,%2,%3}, %12, 0x0;");
  llvm::Expected<MmaInfo> SR = getMma(S);
  ASSERT_TRUE((bool)SR) << err(std::move(SR));
  EXPECT_TRUE(SR->Sparse);
  EXPECT_EQ(SR->NumA, 4u);
  EXPECT_EQ(SR->NumB, 4u);
}

TEST(PTXViews, MmaErrors) {
  EXPECT_EQ(err(getMma(one("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2}, "
                           "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"))),
            "1:51: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32: the D operand has 3 "
            "registers, the shape and types need 4");
  EXPECT_EQ(err(getMma(one("mma.sync.aligned.m16n8k16.row.col.f16.bf16.bf16.f32 {%0,%1}, "
                           "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"))),
            "1:1: mma.sync.aligned.m16n8k16.row.col.f16.bf16.bf16.f32: this combination of shape "
            "and types is not an mma form");
  EXPECT_EQ(err(getMma(one("mma.sync.aligned.m16n8k16.col.col.f32.f16.f16.f32 {%0,%1,%2,%3}, "
                           "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"))),
            "1:1: mma.sync.aligned.m16n8k16.col.col.f32.f16.f16.f32: m16n8 shapes take .row.col "
            "layouts only");
  EXPECT_NE(err(getMma(one("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, "
                           "%4, {%8,%9}, {%10,%11,%12,%13};"))),
            "");
  EXPECT_NE(err(getMma(one("mma.sync.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, "
                           "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"))),
            "");
  EXPECT_NE(err(getMma(one("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16 {%0,%1,%2,%3}, "
                           "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"))),
            "");
  EXPECT_NE(err(getMma(one("mma.sync.aligned.m16n8k16.row.col.bogus.f32.f16.f16.f32 {%0,%1,%2,%3}, "
                           "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"))),
            "");
}

TEST(PTXViews, Matrix) {
  auto L = getMatrix(one("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];"));
  ASSERT_TRUE((bool)L) << err(std::move(L));
  EXPECT_EQ(L->Num, 4u);
  EXPECT_TRUE(L->Trans);
  EXPECT_FALSE(L->Store);
  auto S = getMatrix(one("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], {%1,%2};"));
  ASSERT_TRUE((bool)S) << err(std::move(S));
  EXPECT_TRUE(S->Store);
  EXPECT_EQ(S->NumRegs, 2u);
  EXPECT_EQ(err(getMatrix(one("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1,%2}, [%4];"))),
            "1:42: ldmatrix.sync.aligned.m8n8.x2.shared.b16: the destination operand has 3 "
            "registers, the shape and types need 2");
  EXPECT_NE(err(getMatrix(one("ldmatrix.sync.aligned.m8n8.shared.b16 {%0}, [%4];"))), "");
}

TEST(PTXViews, CpAsync) {
  auto C = getCpAsync(one("cp.async.cg.shared.global.L2::128B [%0], [%1], 16, %2;"));
  ASSERT_TRUE((bool)C) << err(std::move(C));
  EXPECT_EQ(C->Op, CpAsyncInfo::Copy);
  EXPECT_TRUE(C->CacheGlobal);
  EXPECT_EQ(C->Bytes, 16);
  EXPECT_EQ(C->PrefetchBytes, 128u);
  EXPECT_EQ(C->Fourth, CpAsyncInfo::SrcSizeOrIgnoreSrc);
  EXPECT_EQ(C->FourthOperand, 3);
  auto Z = getCpAsync(one("cp.async.ca.shared.global [%0], [%1], 8, 0;"));
  ASSERT_TRUE((bool)Z);
  EXPECT_EQ(Z->Fourth, CpAsyncInfo::SrcSize);
  auto P = getCpAsync(one("cp.async.ca.shared::cta.global [%0], [%1], %2, !%3;"));
  ASSERT_TRUE((bool)P);
  EXPECT_EQ(P->Bytes, -1);
  EXPECT_EQ(P->Fourth, CpAsyncInfo::IgnoreSrc);
  auto H = getCpAsync(one("cp.async.cg.shared.global.L2::cache_hint [%0], [%1], 16, %2;"));
  ASSERT_TRUE((bool)H);
  EXPECT_EQ(H->CacheHintOperand, 3);
  EXPECT_EQ(H->Fourth, CpAsyncInfo::NoFourth);
  auto W = getCpAsync(one("cp.async.wait_group 2;"));
  ASSERT_TRUE((bool)W);
  EXPECT_EQ(W->Op, CpAsyncInfo::WaitGroup);
  EXPECT_EQ(W->WaitN, 2);
  EXPECT_EQ(getCpAsync(one("cp.async.commit_group;"))->Op, CpAsyncInfo::CommitGroup);
  auto A = getCpAsync(one("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];"));
  ASSERT_TRUE((bool)A);
  EXPECT_TRUE(A->NoInc);
  EXPECT_EQ(err(getCpAsync(one("cp.async.cg.shared.global [%0], [%1], 8;"))),
            "1:39: cp.async.cg.shared.global: .cg copies 16 bytes only");
  EXPECT_EQ(err(getCpAsync(one("cp.async.ca.shared.global [%0], [%1], 12;"))),
            "1:39: cp.async.ca.shared.global: cp-size must be 4, 8 or 16");
  EXPECT_NE(err(getCpAsync(one("cp.async.ca.global.shared [%0], [%1], 4;"))), "");
}

TEST(PTXViews, Bulk) {
  auto L = getBulk(one("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::"
                       "complete_tx::bytes [%0], [%1, {%2, %3}], [%4];"));
  ASSERT_TRUE((bool)L) << err(std::move(L));
  EXPECT_EQ(L->Op, BulkInfo::TensorLoad);
  EXPECT_EQ(L->Dim, 2u);
  EXPECT_TRUE(L->Mbarrier);
  auto M = getBulk(one("cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::"
                       "bytes.multicast::cluster.L2::cache_hint [%0], [%1, {%2, %3, %4}], [%5], %6, %7;"));
  ASSERT_TRUE((bool)M) << err(std::move(M));
  EXPECT_TRUE(M->Multicast);
  EXPECT_TRUE(M->CacheHint);
  auto S = getBulk(one("cp.async.bulk.tensor.1d.global.shared::cta.bulk_group [%0, {%1}], [%2];"));
  ASSERT_TRUE((bool)S) << err(std::move(S));
  EXPECT_EQ(S->Op, BulkInfo::TensorStore);
  EXPECT_EQ(err(getBulk(one("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::"
                            "complete_tx::bytes [%0], [%1, {%2}], [%4];"))),
            "1:93: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes: "
            "2d needs 2 coordinates, not 1");
  auto C = getBulk(one("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], "
                       "[%1], %2, [%3];"));
  ASSERT_TRUE((bool)C) << err(std::move(C));
  EXPECT_EQ(C->Op, BulkInfo::Copy);
  auto W = getBulk(one("cp.async.bulk.wait_group.read 0;"));
  ASSERT_TRUE((bool)W);
  EXPECT_TRUE(W->Read);
  EXPECT_EQ(W->WaitN, 0);
  EXPECT_NE(err(getBulk(one("cp.async.bulk.tensor.6d.shared::cluster.global.mbarrier::"
                            "complete_tx::bytes [%0], [%1, {%2}], [%4];"))),
            "");
}

TEST(PTXViews, Wgmma) {
  std::string D = "{";
  for (int K = 0; K < 64; ++K)
    D += (K ? ",%" : "%") + std::to_string(K);
  D += "}";
  std::string Desc = "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 " + D +
                     ", %64, %65, p, 1, 1, 0, 1;";
  auto W = getWgmma(one(Desc.c_str()));
  ASSERT_TRUE((bool)W) << err(std::move(W));
  EXPECT_EQ(W->N, 128u);
  EXPECT_EQ(W->NumD, 64u);
  EXPECT_FALSE(W->ARegs);
  EXPECT_TRUE(W->HasTransA);
  std::string Reg = "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 " + D +
                    ", {%64,%65,%66,%67}, %68, p, 1, 1, 1;";
  auto R = getWgmma(one(Reg.c_str()));
  ASSERT_TRUE((bool)R) << err(std::move(R));
  EXPECT_TRUE(R->ARegs);
  EXPECT_EQ(R->NumA, 4u);
  EXPECT_FALSE(R->HasTransA);
  auto F = getWgmma(one("wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16 {%0,%1}, %2, %3, 1, "
                        "1, 1, 0, 0;"));
  ASSERT_TRUE((bool)F) << err(std::move(F));
  EXPECT_EQ(F->NumD, 2u);
  auto T = getWgmma(one("wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%0,%1,%2,%3}, %4, "
                        "%5, p, 1, 1;"));
  ASSERT_TRUE((bool)T) << err(std::move(T));
  auto G = getWgmma(one("wgmma.wait_group.sync.aligned 1;"));
  ASSERT_TRUE((bool)G);
  EXPECT_EQ(G->WaitN, 1);
  EXPECT_EQ(getWgmma(one("wgmma.fence.sync.aligned;"))->Op, WgmmaInfo::Fence);
  EXPECT_NE(err(getWgmma(one("wgmma.mma_async.sync.aligned.m64n130k16.f32.f16.f16 {%0}, %1, %2, "
                             "p, 1, 1, 0, 0;"))),
            "");
  std::string BadScale = "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 " + D +
                         ", %64, %65, p, 2, 1, 0, 1;";
  EXPECT_NE(err(getWgmma(one(BadScale.c_str()))).find("imm-scale must be 1 or -1"),
            std::string::npos);
}

TEST(PTXViews, Mbarrier) {
  auto I = getMbarrier(one("mbarrier.init.shared::cta.b64 [%0], %1;"));
  ASSERT_TRUE((bool)I);
  EXPECT_EQ(I->Op, MbarrierInfo::Init);
  // Sem and Scope point into the instruction's modifiers: it must outlive
  // the view (a temporary here was a heap-use-after-free under ASan).
  Instruction AI = one("mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 _, [%0], %1;");
  auto A = getMbarrier(AI);
  ASSERT_TRUE((bool)A) << err(std::move(A));
  EXPECT_TRUE(A->WithExpectTx);
  EXPECT_EQ(A->Sem, "release");
  EXPECT_EQ(A->Scope, "cta");
  auto W = getMbarrier(one("mbarrier.try_wait.parity.shared::cta.b64 %0, [%1], %2, %3;"));
  ASSERT_TRUE((bool)W) << err(std::move(W));
  EXPECT_TRUE(W->Parity);
  EXPECT_TRUE(W->HasCount);
  auto E = getMbarrier(one("mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%0], 1024;"));
  ASSERT_TRUE((bool)E) << err(std::move(E));
  EXPECT_EQ(err(getMbarrier(one("mbarrier.arrive.expect_tx.shared.b64 %0, [%1];"))),
            "1:1: mbarrier.arrive.expect_tx.shared.b64 takes 3 operands, not 2");
  EXPECT_NE(err(getMbarrier(one("mbarrier.init.shared.b32 [%0], 1;"))), "");
  EXPECT_NE(err(getMbarrier(one("mbarrier.arrive.shared::cluster.b64 %0, [%1];"))), "");
}

TEST(PTXViews, Bind) {
  AsmResult R = parseAsm("@%3 mov.u32 %0, %1;\n{ add.s32 %0, %0, %2; }", Dialect::CudaAsm);
  ASSERT_TRUE(R.ok());
  std::vector<Operand> Args(4);
  for (int K = 0; K < 3; ++K)
    Args[K].K = Operand::Register, Args[K].Name = "%r" + std::to_string(K + 1);
  Args[2].K = Operand::Integer, Args[2].Int = 7, Args[2].Text = "7";
  Args[3].K = Operand::Register, Args[3].Name = "%p1";
  ASSERT_FALSE((bool)bindOperands(R.Stmts, Args));
  EXPECT_EQ(toString(R.Stmts[0].I), "@%p1 mov.u32 %r1, %r2;");
  EXPECT_EQ(toString(R.Stmts[1].Body[0].I), "add.s32 %r1, %r1, 7;");
  AsmResult R2 = parseAsm("mov.u32 %0, %5;", Dialect::CudaAsm);
  llvm::Error E = bindOperands(R2.Stmts, Args);
  ASSERT_TRUE((bool)E);
  std::string Msg;
  llvm::handleAllErrors(std::move(E), [&](const PTXError &P) { Msg = P.D.Message; });
  EXPECT_EQ(Msg, "asm operand %5 has no argument (4 given)");
}

} // namespace
