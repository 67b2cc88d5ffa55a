//===-- SASSLowerWMMA.cpp - WMMA fragments on mma.sync tiles -------------===//
//
// CUDA's wmma API (mma.h) reaches LLVM as llvm.nvvm.wmma.* loads, stores and
// multiply-adds of whole 16x16 (32x8, 8x32) tiles held in "fragments" whose
// element-to-thread mapping PTX leaves unspecified: a program may only fill
// them, load, store and multiply them, and apply the same operation to every
// element.  So oa chooses the mapping: a fragment is the registers of the
// mma.sync m16n8kK tiles it is made of, in the layout the PTX ISA gives for
// mma.sync (which the code generator selects to HMMA/IMMA), padded with
// copies where clang's fragment type has more registers.  This pass replaces
// each wmma load and store by the per-thread loads and stores of those
// elements (whole registers where the memory layout makes them contiguous)
// and each wmma multiply-add by one mma.sync per tile, before instruction
// selection ever sees a wmma intrinsic.  The mma.sync intrinsics it leaves
// (and any the program calls itself) are marked `willreturn`, which LLVM 22
// leaves out, so a k loop around them has a trip count to unroll by.
//
// Covered: m16n16k16, m32n8k16 and m8n32k16 with f16 (f16 or f32
// accumulators), bf16, s8 and u8 (with .satfinite), and m16n16k8 tf32.  The
// rest (f16 .satfinite, f64, s4/u4, b1) keeps its clean "not supported"
// error from instruction selection.
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"

using namespace llvm;

namespace {

enum class Elt { F16, BF16, TF32, S8, U8, F32, S32 };
enum class Frag { A, B, C };

unsigned eltBits(Elt E) {
  switch (E) {
  case Elt::F16:
  case Elt::BF16:
    return 16;
  case Elt::S8:
  case Elt::U8:
    return 8;
  default:
    return 32;
  }
}

std::optional<Elt> parseElt(StringRef S) {
  return StringSwitch<std::optional<Elt>>(S)
      .Case("f16", Elt::F16)
      .Case("bf16", Elt::BF16)
      .Case("tf32", Elt::TF32)
      .Case("s8", Elt::S8)
      .Case("u8", Elt::U8)
      .Case("f32", Elt::F32)
      .Case("s32", Elt::S32)
      .Default(std::nullopt);
}

/// A tile shape: M x N x K, made of MT x NT mma.sync tiles of 16 x 8 (M = 8
/// uses the top half of one 16-row tile).
struct Shape {
  unsigned M = 0, N = 0, K = 0;
  unsigned mTiles() const { return M == 8 ? 1 : M / 16; }
  unsigned nTiles() const { return N / 8; }
};

std::optional<Shape> parseShape(StringRef S) {
  Shape Sh;
  if (!S.consume_front("m"))
    return std::nullopt;
  auto [Ms, R1] = S.split('n');
  auto [Ns, Ks] = R1.split('k');
  if (Ms.getAsInteger(10, Sh.M) || Ns.getAsInteger(10, Sh.N) || Ks.getAsInteger(10, Sh.K))
    return std::nullopt;
  bool Known = (Sh.M == 16 && Sh.N == 16) || (Sh.M == 32 && Sh.N == 8) || (Sh.M == 8 && Sh.N == 32);
  if (!Known)
    return std::nullopt;
  return Sh;
}

/// One register of a fragment: the (row, column) of each element it holds,
/// in order from the low bits, as values of the lane's group g (lane / 4)
/// and thread-in-group t (lane % 4): row = RowG * g + Row, col = ColT * t +
/// Col, each element Step further along the row (Along = true) or column.
struct Reg {
  unsigned Row, Col;        // offsets within the whole fragment's matrix
  unsigned RowG, ColT;      // multipliers of g and t
  unsigned Elems;           // elements in the register
  bool AlongCol;            // consecutive elements step along the columns
  unsigned MTile = 0, NTile = 0;
  bool Zero = false;        // rows past an M = 8 matrix: no memory, zero
};

/// The mma.sync registers of one tile of fragment F for element type E, at
/// tile (MT, NT), in the PTX ISA's order for mma.sync.m16n8kK.
void tileRegs(Frag F, Elt E, unsigned MT, unsigned NT, bool M8, SmallVectorImpl<Reg> &Out) {
  unsigned R0 = 16 * MT, C0 = 8 * NT;
  auto add = [&](unsigned Row, unsigned Col, unsigned RowG, unsigned ColT, unsigned Elems,
                 bool AlongCol) {
    Reg R{Row, Col, RowG, ColT, Elems, AlongCol, MT, NT};
    R.Zero = M8 && F != Frag::B && Row % 16 >= 8;
    Out.push_back(R);
  };
  switch (F) {
  case Frag::A: // rows: M, cols: K
    if (eltBits(E) == 16)
      for (unsigned R = 0; R < 4; ++R)
        add(R0 + 8 * (R & 1), 8 * (R >> 1), 1, 2, 2, true);
    else if (E == Elt::TF32)
      for (unsigned R = 0; R < 4; ++R)
        add(R0 + 8 * (R & 1), 4 * (R >> 1), 1, 1, 1, true);
    else // 8-bit
      for (unsigned R = 0; R < 2; ++R)
        add(R0 + 8 * R, 0, 1, 4, 4, true);
    break;
  case Frag::B: // rows: K, cols: N; g picks the column
    if (eltBits(E) == 16)
      for (unsigned R = 0; R < 2; ++R)
        add(8 * R, C0, 2, 1, 2, false);
    else if (E == Elt::TF32)
      for (unsigned R = 0; R < 2; ++R)
        add(4 * R, C0, 1, 1, 1, false);
    else
      add(0, C0, 4, 1, 4, false);
    break;
  case Frag::C:
    if (E == Elt::F16)
      for (unsigned R = 0; R < 2; ++R)
        add(R0 + 8 * R, C0, 1, 2, 2, true);
    else
      for (unsigned R = 0; R < 4; ++R)
        add(R0 + 8 * (R >> 1), C0 + (R & 1), 1, 2, 1, true);
    break;
  }
}

/// For B the lane's group g picks the column and t the row: swap the roles.
bool gPicksColumn(Frag F) { return F == Frag::B; }

/// The registers of a whole fragment in oa's order: A by m-tile, B by
/// n-tile, C by (m-tile, n-tile); rows an M = 8 matrix lacks are left out.
SmallVector<Reg, 16> fragmentRegs(Frag F, Elt E, Shape Sh) {
  SmallVector<Reg, 16> All, Out;
  bool M8 = Sh.M == 8;
  if (F == Frag::A)
    for (unsigned MT = 0; MT < Sh.mTiles(); ++MT)
      tileRegs(F, E, MT, 0, M8, All);
  else if (F == Frag::B)
    for (unsigned NT = 0; NT < Sh.nTiles(); ++NT)
      tileRegs(F, E, 0, NT, M8, All);
  else
    for (unsigned MT = 0; MT < Sh.mTiles(); ++MT)
      for (unsigned NT = 0; NT < Sh.nTiles(); ++NT)
        tileRegs(F, E, MT, NT, M8, All);
  for (const Reg &R : All)
    if (!R.Zero)
      Out.push_back(R);
  return Out;
}

class SASSLowerWMMA : public FunctionPass {
public:
  static char ID;
  SASSLowerWMMA() : FunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS lower WMMA"; }
  bool runOnFunction(Function &F) override;

private:
  bool lowerCalls(Function &F);
  Value *Lane = nullptr;
  Value *laneG(IRBuilder<> &B) { return B.CreateLShr(Lane, 2); }
  Value *laneT(IRBuilder<> &B) { return B.CreateAnd(Lane, 3); }
  /// The element offset of register R's element I in a matrix stored row-
  /// or column-major with the given stride.
  Value *offset(IRBuilder<> &B, Frag F, const Reg &R, unsigned I, bool RowMajor, Value *Stride);
  Value *transposedOffset(IRBuilder<> &B, Frag F, const Reg &R, bool RowMajor, Value *Stride);
  bool lowerLoad(CallInst *CI, Frag F, Elt E, Shape Sh, bool RowMajor, bool HasStride);
  bool lowerStore(CallInst *CI, Elt E, Shape Sh, bool RowMajor, bool HasStride);
  bool lowerMMA(CallInst *CI, Elt AB, Elt D, Elt C, Shape Sh, bool Satfinite);
};

} // namespace

char SASSLowerWMMA::ID = 0;

Value *SASSLowerWMMA::offset(IRBuilder<> &B, Frag F, const Reg &R, unsigned I, bool RowMajor,
                             Value *Stride) {
  Value *G = laneG(B), *T = laneT(B);
  // (row, col) of the element: g and t scaled, plus the register's origin
  // and the element's step.
  Value *Row, *Col;
  unsigned DR = R.AlongCol ? 0 : I, DC = R.AlongCol ? I : 0;
  if (!gPicksColumn(F)) {
    Row = B.CreateAdd(B.CreateMul(G, B.getInt32(R.RowG)), B.getInt32(R.Row + DR));
    Col = B.CreateAdd(B.CreateMul(T, B.getInt32(R.ColT)), B.getInt32(R.Col + DC));
  } else {
    // B: row (k) = RowG * t + Row, column (n) = g + Col.
    Row = B.CreateAdd(B.CreateMul(T, B.getInt32(R.RowG)), B.getInt32(R.Row + DR));
    Col = B.CreateAdd(B.CreateMul(G, B.getInt32(R.ColT)), B.getInt32(R.Col + DC));
  }
  return RowMajor ? B.CreateAdd(B.CreateMul(Row, Stride), Col)
                  : B.CreateAdd(B.CreateMul(Col, Stride), Row);
}

/// A register of two 16-bit elements (of A, B or a 16-bit C) holds, for
/// lane (g, t), two neighbours 2t, 2t + 1 along one dimension at position g
/// of the other: an 8x8 matrix in movmatrix's layout, transposed.  Where
/// memory is contiguous along the g dimension (A or C column-major, B
/// row-major), lane (g, t) loads the word at (2t, g) of the transposed
/// matrix instead and MOVM.16.MT88 gives it its own, as ptxas does the WMMA
/// API's row-major B: one load and one MOVM for two 16-bit loads, two
/// shifts and an OR.
static bool isTransposedPair(Frag F, Elt E, const Reg &R, bool RowMajor) {
  if (eltBits(E) != 16 || R.Elems != 2 || R.AlongCol == RowMajor)
    return false;
  return gPicksColumn(F) ? R.RowG == 2 && R.ColT == 1 && !R.AlongCol
                         : R.RowG == 1 && R.ColT == 2 && R.AlongCol;
}

/// The element offset of the word lane (g, t) loads or stores for register
/// R in the transposed matrix: 2t along the g dimension, g along the other.
Value *SASSLowerWMMA::transposedOffset(IRBuilder<> &B, Frag F, const Reg &R, bool RowMajor,
                                       Value *Stride) {
  Value *G = laneG(B), *T2 = B.CreateMul(laneT(B), B.getInt32(2));
  Value *Row, *Col;
  if (!gPicksColumn(F)) {
    Row = B.CreateAdd(T2, B.getInt32(R.Row));
    Col = B.CreateAdd(G, B.getInt32(R.Col));
  } else {
    Row = B.CreateAdd(G, B.getInt32(R.Row));
    Col = B.CreateAdd(T2, B.getInt32(R.Col));
  }
  return RowMajor ? B.CreateAdd(B.CreateMul(Row, Stride), Col)
                  : B.CreateAdd(B.CreateMul(Col, Stride), Row);
}

/// MOVM.16.MT88 of V (movmatrix.m8n8.trans.b16), as a call instruction
/// selection lowers (SASS::lowerOACall).  Not `convergent` in IR, like
/// LLVM's own mma.sync intrinsics: a wmma load or store is executed by the
/// whole warp (PTX's .sync.aligned), so a loop around one has a warp-uniform
/// trip count and may be runtime-unrolled; the MOVM instruction itself is
/// convergent for the machine passes.
static Value *transpose(IRBuilder<> &B, Value *V) {
  Module &M = *B.GetInsertBlock()->getModule();
  FunctionCallee Movm =
      M.getOrInsertFunction("oa.movm.trans", FunctionType::get(B.getInt32Ty(), {B.getInt32Ty()}, false));
  if (auto *Fn = dyn_cast<Function>(Movm.getCallee())) {
    Fn->setDoesNotAccessMemory();
    Fn->setDoesNotThrow();
    Fn->setWillReturn();
  }
  Type *T = V->getType();
  return B.CreateBitCast(B.CreateCall(Movm, {B.CreateBitCast(V, B.getInt32Ty())}), T);
}

/// The element type a fragment register holds in memory.
static Type *memEltType(LLVMContext &C, Elt E) {
  switch (E) {
  case Elt::F16:
    return Type::getHalfTy(C);
  case Elt::F32:
    return Type::getFloatTy(C);
  default:
    return IntegerType::get(C, eltBits(E));
  }
}

/// Packs Elems values of Bits into a value of register type T.
static Value *pack(IRBuilder<> &B, ArrayRef<Value *> Vals, Type *T) {
  if (Vals.size() == 1)
    return B.CreateBitCast(Vals[0], T);
  unsigned Bits = Vals[0]->getType()->getPrimitiveSizeInBits();
  Value *W = B.getInt32(0);
  for (unsigned I = 0; I < Vals.size(); ++I) {
    Value *V = B.CreateZExt(B.CreateBitCast(Vals[I], B.getIntNTy(Bits)), B.getInt32Ty());
    W = B.CreateOr(W, B.CreateShl(V, Bits * I));
  }
  return B.CreateBitCast(W, T);
}

static SmallVector<Value *, 4> unpack(IRBuilder<> &B, Value *R, unsigned Elems, Type *EltTy) {
  SmallVector<Value *, 4> Out;
  if (Elems == 1) {
    Out.push_back(B.CreateBitCast(R, EltTy));
    return Out;
  }
  unsigned Bits = 32 / Elems;
  Value *W = B.CreateBitCast(R, B.getInt32Ty());
  for (unsigned I = 0; I < Elems; ++I)
    Out.push_back(B.CreateBitCast(B.CreateTrunc(B.CreateLShr(W, Bits * I), B.getIntNTy(Bits)),
                                  EltTy));
  return Out;
}

bool SASSLowerWMMA::lowerLoad(CallInst *CI, Frag F, Elt E, Shape Sh, bool RowMajor,
                              bool HasStride) {
  // A fragment of one register is that register, not a struct.
  auto *ST = dyn_cast<StructType>(CI->getType());
  SmallVector<Type *, 8> RegTys;
  if (ST)
    RegTys.append(ST->element_begin(), ST->element_end());
  else
    RegTys.push_back(CI->getType());
  SmallVector<Reg, 16> Regs = fragmentRegs(F, E, Sh);
  if (RegTys.size() < Regs.size())
    return false;
  IRBuilder<> B(CI);
  Value *Ptr = CI->getArgOperand(0);
  unsigned Rows = F == Frag::A ? Sh.M : F == Frag::B ? Sh.K : Sh.M;
  unsigned Cols = F == Frag::A ? Sh.K : Sh.N;
  Value *Stride = HasStride ? CI->getArgOperand(1) : B.getInt32(RowMajor ? Cols : Rows);
  Type *EltTy = memEltType(CI->getContext(), E);
  unsigned Bytes = eltBits(E) / 8;
  SmallVector<Value *, 16> Loaded;
  for (const Reg &R : Regs) {
    Type *RT = RegTys[Loaded.size()];
    if (isTransposedPair(F, E, R, RowMajor)) {
      Value *P = B.CreateGEP(EltTy, Ptr, transposedOffset(B, F, R, RowMajor, Stride));
      Loaded.push_back(transpose(B, B.CreateAlignedLoad(RT, P, Align(4))));
      continue;
    }
    bool Contiguous = R.Elems > 1 && R.AlongCol == RowMajor;
    if (Contiguous) {
      Value *P = B.CreateGEP(EltTy, Ptr, offset(B, F, R, 0, RowMajor, Stride));
      Loaded.push_back(B.CreateAlignedLoad(RT, P, Align(R.Elems * Bytes)));
      continue;
    }
    SmallVector<Value *, 4> Vals;
    for (unsigned I = 0; I < R.Elems; ++I) {
      Value *P = B.CreateGEP(EltTy, Ptr, offset(B, F, R, I, RowMajor, Stride));
      Vals.push_back(B.CreateAlignedLoad(EltTy, P, Align(Bytes)));
    }
    Loaded.push_back(pack(B, Vals, RT));
  }
  // clang's fragment may have more registers than the tiles need: copies.
  Value *Res = ST ? PoisonValue::get(ST) : Loaded[0];
  for (unsigned I = 0; ST && I < RegTys.size(); ++I) {
    Value *V = Loaded[I % Regs.size()];
    if (V->getType() != RegTys[I])
      return false;
    Res = B.CreateInsertValue(Res, V, I);
  }
  CI->replaceAllUsesWith(Res);
  CI->eraseFromParent();
  return true;
}

bool SASSLowerWMMA::lowerStore(CallInst *CI, Elt E, Shape Sh, bool RowMajor, bool HasStride) {
  SmallVector<Reg, 16> Regs = fragmentRegs(Frag::C, E, Sh);
  unsigned NVals = CI->arg_size() - 1 - (HasStride ? 1 : 0);
  if (NVals < Regs.size())
    return false;
  IRBuilder<> B(CI);
  Value *Ptr = CI->getArgOperand(0);
  Value *Stride =
      HasStride ? CI->getArgOperand(CI->arg_size() - 1) : B.getInt32(RowMajor ? Sh.N : Sh.M);
  Type *EltTy = memEltType(CI->getContext(), E);
  unsigned Bytes = eltBits(E) / 8;
  for (unsigned J = 0; J < Regs.size(); ++J) {
    const Reg &R = Regs[J];
    Value *V = CI->getArgOperand(1 + J);
    if (isTransposedPair(Frag::C, E, R, RowMajor)) {
      Value *P = B.CreateGEP(EltTy, Ptr, transposedOffset(B, Frag::C, R, RowMajor, Stride));
      B.CreateAlignedStore(transpose(B, V), P, Align(4));
      continue;
    }
    if (R.Elems > 1 && R.AlongCol == RowMajor) {
      Value *P = B.CreateGEP(EltTy, Ptr, offset(B, Frag::C, R, 0, RowMajor, Stride));
      B.CreateAlignedStore(V, P, Align(R.Elems * Bytes));
      continue;
    }
    SmallVector<Value *, 4> Vals = unpack(B, V, R.Elems, EltTy);
    for (unsigned I = 0; I < R.Elems; ++I) {
      Value *P = B.CreateGEP(EltTy, Ptr, offset(B, Frag::C, R, I, RowMajor, Stride));
      B.CreateAlignedStore(Vals[I], P, Align(Bytes));
    }
  }
  CI->eraseFromParent();
  return true;
}

bool SASSLowerWMMA::lowerMMA(CallInst *CI, Elt AB, Elt D, Elt C, Shape Sh, bool Satfinite) {
  SmallVector<Reg, 16> A = fragmentRegs(Frag::A, AB, Sh), Bf = fragmentRegs(Frag::B, AB, Sh);
  Elt AccIn = C, AccOut = D;
  // The accumulator the mma.sync form takes: f16 x f16 -> f16 only when both
  // are f16; mixed ones go through f32 (exact for C, D rounded once).
  bool F16Acc = AB == Elt::F16 && C == Elt::F16 && D == Elt::F16;
  Elt Acc = AB == Elt::S8 || AB == Elt::U8 ? Elt::S32 : F16Acc ? Elt::F16 : Elt::F32;
  SmallVector<Reg, 16> Cin = fragmentRegs(Frag::C, AccIn, Sh), Dout = fragmentRegs(Frag::C, AccOut, Sh);
  auto *RetTy = dyn_cast<StructType>(CI->getType());
  if (!RetTy || RetTy->getNumElements() < Dout.size())
    return false;
  // The call's operands are the A, B and C fragments' registers, as many
  // as the PTX ISA gives each: a matrix's elements over 32 lanes, packed in
  // 32-bit registers (f16 A and B fragments are always 8).
  unsigned PerReg = 32 / eltBits(AB);
  unsigned NA = AB == Elt::F16 ? 8 : Sh.M * Sh.K / 32 / PerReg;
  unsigned NB = AB == Elt::F16 ? 8 : Sh.K * Sh.N / 32 / PerReg;
  unsigned NC = C == Elt::F16 ? Sh.M * Sh.N / 64 : Sh.M * Sh.N / 32;
  unsigned NAB = NA + NB;
  if (CI->arg_size() != NAB + NC || NA < A.size() || NB < Bf.size() || NC < Cin.size())
    return false;
  LLVMContext &Ctx = CI->getContext();
  Intrinsic::ID ID;
  switch (AB) {
  case Elt::F16:
    ID = F16Acc ? Intrinsic::nvvm_mma_m16n8k16_row_col_f16_f16
                : Intrinsic::nvvm_mma_m16n8k16_row_col_f32_f32;
    break;
  case Elt::BF16:
    ID = Intrinsic::nvvm_mma_m16n8k16_row_col_bf16;
    break;
  case Elt::TF32:
    ID = Intrinsic::nvvm_mma_m16n8k8_row_col_tf32;
    break;
  case Elt::S8:
    ID = Satfinite ? Intrinsic::nvvm_mma_m16n8k16_row_col_satfinite_s8
                   : Intrinsic::nvvm_mma_m16n8k16_row_col_s8;
    break;
  case Elt::U8:
    ID = Satfinite ? Intrinsic::nvvm_mma_m16n8k16_row_col_satfinite_u8
                   : Intrinsic::nvvm_mma_m16n8k16_row_col_u8;
    break;
  default:
    return false;
  }
  if (Satfinite && AB != Elt::S8 && AB != Elt::U8)
    return false;
  Function *MMA = Intrinsic::getOrInsertDeclaration(CI->getModule(), ID);
  FunctionType *MT = MMA->getFunctionType();
  IRBuilder<> B(CI);
  // Accumulator tile values by (m-tile, n-tile), each a list of registers
  // in the mma form's order.
  unsigned TileCRegs = Acc == Elt::F16 ? 2 : 4;
  unsigned TileARegs = eltBits(AB) == 8 ? 2 : 4, TileBRegs = eltBits(AB) == 8 ? 1 : 2;
  auto accVal = [&](unsigned MTi, unsigned NTi, unsigned R, Type *T) -> Value * {
    // The C input register of tile (MTi, NTi), register R of the mma form,
    // converted to the form's accumulator type.
    SmallVector<Reg, 4> TileAll;
    tileRegs(Frag::C, Acc, MTi, NTi, Sh.M == 8, TileAll);
    const Reg *Want = &TileAll[R];
    if (Want->Zero)
      return Constant::getNullValue(T);
    if (AccIn == Acc) {
      for (unsigned J = 0; J < Cin.size(); ++J)
        if (Cin[J].MTile == MTi && Cin[J].NTile == NTi && Cin[J].Row == Want->Row &&
            Cin[J].Col == Want->Col)
          return B.CreateBitCast(CI->getArgOperand(NAB + J), T);
      return nullptr;
    }
    // f16 C into an f32 tile: the f32 register (row, col) is one half of an
    // f16x2 register covering (row, col & ~1).
    for (unsigned J = 0; J < Cin.size(); ++J)
      if (Cin[J].MTile == MTi && Cin[J].NTile == NTi && Cin[J].Row == Want->Row &&
          Cin[J].Col == (Want->Col & ~1u)) {
        Value *Pair = CI->getArgOperand(NAB + J);
        Value *H = B.CreateExtractElement(Pair, B.getInt32(Want->Col & 1));
        return B.CreateFPExt(H, T);
      }
    return nullptr;
  };
  SmallVector<Value *, 16> Results(Dout.size());
  for (unsigned MTi = 0; MTi < Sh.mTiles(); ++MTi)
    for (unsigned NTi = 0; NTi < Sh.nTiles(); ++NTi) {
      SmallVector<Value *, 12> Ops;
      // A: tile MTi's registers (zero for rows an M = 8 matrix lacks).
      SmallVector<Reg, 4> ATile;
      tileRegs(Frag::A, AB, MTi, 0, Sh.M == 8, ATile);
      for (unsigned R = 0; R < TileARegs; ++R) {
        Type *T = MT->getParamType(Ops.size());
        if (ATile[R].Zero) {
          Ops.push_back(Constant::getNullValue(T));
          continue;
        }
        // Position of this register among the fragment's A registers.
        unsigned Pos = 0;
        for (unsigned J = 0; J < A.size(); ++J)
          if (A[J].MTile == MTi && A[J].Row == ATile[R].Row && A[J].Col == ATile[R].Col)
            Pos = J;
        Ops.push_back(B.CreateBitCast(CI->getArgOperand(Pos), T));
      }
      for (unsigned R = 0; R < TileBRegs; ++R) {
        Type *T = MT->getParamType(Ops.size());
        Ops.push_back(B.CreateBitCast(CI->getArgOperand(NA + NTi * TileBRegs + R), T));
      }
      for (unsigned R = 0; R < TileCRegs; ++R) {
        Value *V = accVal(MTi, NTi, R, MT->getParamType(Ops.size()));
        if (!V)
          return false;
        Ops.push_back(V);
      }
      if (Ops.size() != MT->getNumParams())
        return false;
      Value *Out = B.CreateCall(MMA, Ops);
      // Scatter the tile's results into D's registers.
      SmallVector<Reg, 4> TileAll;
      tileRegs(Frag::C, Acc, MTi, NTi, Sh.M == 8, TileAll);
      for (unsigned R = 0; R < TileCRegs; ++R) {
        if (TileAll[R].Zero)
          continue;
        Value *V = B.CreateExtractValue(Out, R);
        for (unsigned J = 0; J < Dout.size(); ++J) {
          const Reg &DR = Dout[J];
          if (DR.MTile != MTi || DR.NTile != NTi)
            continue;
          if (AccOut == Acc && DR.Row == TileAll[R].Row && DR.Col == TileAll[R].Col) {
            Results[J] = B.CreateBitCast(V, RetTy->getElementType(J));
          } else if (AccOut == Elt::F16 && Acc == Elt::F32 && DR.Row == TileAll[R].Row &&
                     DR.Col == (TileAll[R].Col & ~1u)) {
            // f32 result into an f16x2 register: round each half.
            Value *H = B.CreateFPTrunc(V, Type::getHalfTy(Ctx));
            Value *Cur = Results[J] ? Results[J] : PoisonValue::get(RetTy->getElementType(J));
            Results[J] = B.CreateInsertElement(Cur, H, B.getInt32(TileAll[R].Col & 1));
          }
        }
      }
    }
  Value *Res = PoisonValue::get(RetTy);
  for (unsigned I = 0; I < RetTy->getNumElements(); ++I) {
    Value *V = Results[I % Dout.size()];
    if (!V || V->getType() != RetTy->getElementType(I))
      return false;
    Res = B.CreateInsertValue(Res, V, I);
  }
  CI->replaceAllUsesWith(Res);
  CI->eraseFromParent();
  return true;
}

// LLVM 22 declares the mma.sync intrinsics without `willreturn`, so a loop
// holding one may, for ScalarEvolution, never finish an iteration: it then
// cannot use the loop's `mustprogress` to rule out the induction variable
// wrapping, has no trip count for `k < K; k += 16`, and a GEMM's k loop is
// never unrolled.  The instruction always completes.
// The module's declarations, not every call: there are few of them.
static bool markMMAWillReturn(Module &M) {
  bool Changed = false;
  for (Function &D : M)
    if (D.isDeclaration() && D.getName().starts_with("llvm.nvvm.mma.") &&
        !D.hasFnAttribute(Attribute::WillReturn)) {
      D.addFnAttr(Attribute::WillReturn);
      Changed = true;
    }
  return Changed;
}

bool SASSLowerWMMA::runOnFunction(Function &F) {
  bool Lowered = lowerCalls(F); // may declare mma intrinsics
  return markMMAWillReturn(*F.getParent()) || Lowered;
}

bool SASSLowerWMMA::lowerCalls(Function &F) {
  SmallVector<CallInst *, 8> Calls;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (Function *Callee = CI->getCalledFunction())
        if (Callee->getName().starts_with("llvm.nvvm.wmma."))
          Calls.push_back(CI);
  if (Calls.empty())
    return false;
  IRBuilder<> B(&*F.getEntryBlock().getFirstInsertionPt());
  Lane = B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_laneid, {});
  bool Changed = false;
  for (CallInst *CI : Calls) {
    // llvm.nvvm.wmma.<shape>.<op>.<...>
    SmallVector<StringRef, 10> P;
    CI->getCalledFunction()->getName().drop_front(strlen("llvm.nvvm.wmma.")).split(P, '.');
    if (P.size() < 4)
      continue;
    std::optional<Shape> Sh = parseShape(P[0]);
    if (!Sh)
      continue;
    bool Done = false;
    if ((P[1] == "load" || P[1] == "store") && P.size() >= 5) {
      // load.{a,b,c}.{row,col}[.stride].<type>[.p<AS>]; store.d.{row,col}...
      Frag Fr = P[2] == "a" ? Frag::A : P[2] == "b" ? Frag::B : Frag::C;
      bool RowMajor = P[3] == "row";
      bool HasStride = P[4] == "stride";
      std::optional<Elt> E = parseElt(P[HasStride ? 5 : 4]);
      if (!E || (P[3] != "row" && P[3] != "col"))
        continue;
      bool Fits = Fr == Frag::C ? (*E == Elt::F16 || *E == Elt::F32 || *E == Elt::S32)
                                : (*E != Elt::F32 && *E != Elt::S32);
      bool TF32Shape = Sh->K == 8;
      if (!Fits || (Sh->K == 8 && Sh->M != 16) ||
          (Fr != Frag::C && (*E == Elt::TF32) != TF32Shape))
        continue;
      Done = P[1] == "load" ? lowerLoad(CI, Fr, *E, *Sh, RowMajor, HasStride)
                            : P[2] == "d" && lowerStore(CI, *E, *Sh, RowMajor, HasStride);
    } else if (P[1] == "mma") {
      // mma.<alayout>.<blayout>.<types>[.satfinite]: f16/f32 as D.C, or
      // one element type (bf16, tf32, s8, u8).
      SmallVector<StringRef, 3> Types(P.begin() + 4, P.end());
      bool Sat = !Types.empty() && Types.back() == "satfinite";
      if (Sat)
        Types.pop_back();
      std::optional<Elt> AB, D, C;
      if (Types.size() == 2) {
        AB = Elt::F16;
        D = parseElt(Types[0]);
        C = parseElt(Types[1]);
        if (!D || !C || (*D != Elt::F16 && *D != Elt::F32) || (*C != Elt::F16 && *C != Elt::F32))
          continue;
      } else if (Types.size() == 1) {
        AB = parseElt(Types[0]);
        if (!AB)
          continue;
        D = C = (*AB == Elt::S8 || *AB == Elt::U8) ? Elt::S32 : Elt::F32;
      } else {
        continue;
      }
      if ((*AB == Elt::TF32) != (Sh->K == 8) || (Sh->K == 8 && Sh->M != 16))
        continue;
      Done = lowerMMA(CI, *AB, *D, *C, *Sh, Sat);
    }
    Changed |= Done;
  }
  return Changed;
}

FunctionPass *llvm::createSASSLowerWMMAPass() { return new SASSLowerWMMA(); }
