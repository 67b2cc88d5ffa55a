//===-- oa/PTX/Instructions.h - typed views of PTX instructions -*- C++ -*-===//
//
// What a pass needs to know about the tensor-core and asynchronous
// instructions, read from the parsed opcode modifiers and checked against
// the operands: mma.sync (shape, layouts, the four types, fragment register
// counts), ldmatrix/stmatrix, cp.async (sizes, groups), cp.async.bulk and
// cp.async.bulk.tensor (TMA), wgmma, mbarrier.  Each accessor returns the
// view or a located error (PTXError) naming what is wrong with the
// instruction; none of them accepts a form it does not fully understand.
//
//===----------------------------------------------------------------------===//

#ifndef OA_PTX_INSTRUCTIONS_H
#define OA_PTX_INSTRUCTIONS_H

#include "oa/PTX/AST.h"
#include "oa/PTX/Parser.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

namespace oa {
namespace ptx {

/// An error about a PTX construct, with its location.
class PTXError : public llvm::ErrorInfo<PTXError> {
public:
  static char ID;
  Diagnostic D;
  explicit PTXError(Diagnostic D) : D(std::move(D)) {}
  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override;
};
llvm::Error makeError(SourceLoc L, const llvm::Twine &Msg);

enum class ScalarType : uint8_t {
  None, Pred, B1, B8, B16, B32, B64, B128, U4, S4, U8, S8, U16, S16, U32, S32, U64, S64,
  F16, F16x2, BF16, BF16x2, TF32, F32, F64, E4M3, E5M2,
};
/// The type a modifier spells (None if it is not one of the above).
ScalarType parseType(llvm::StringRef Mod);
llvm::StringRef spelling(ScalarType T);
unsigned bitWidth(ScalarType T);

enum class Layout : uint8_t { Row, Col };

/// mma.sync.aligned.mMnNkK.alayout.blayout[.satfinite].dtype.atype.btype.ctype
/// d, a, b, c [, e, f]  (mma.sp: metadata e and selector f)
struct MmaInfo {
  unsigned M = 0, N = 0, K = 0;
  Layout A = Layout::Row, B = Layout::Col;
  ScalarType DType = ScalarType::None, AType = ScalarType::None, BType = ScalarType::None,
             CType = ScalarType::None;
  bool Sparse = false, SatFinite = false;
  unsigned NumD = 0, NumA = 0, NumB = 0, NumC = 0; // registers per thread
};
llvm::Expected<MmaInfo> getMma(const Instruction &I);

/// ldmatrix.sync.aligned.shape.num[.trans][.ss].type d, [p]
/// stmatrix.sync.aligned.shape.num[.trans][.ss].type [p], r
struct MatrixInfo {
  bool Store = false;
  unsigned M = 8, N = 8;
  unsigned Num = 1; // .x1 / .x2 / .x4
  bool Trans = false;
  ScalarType Type = ScalarType::B16;
  unsigned NumRegs = 1;
};
llvm::Expected<MatrixInfo> getMatrix(const Instruction &I);

/// cp.async (non-bulk): copies, commit_group, wait_group N, wait_all,
/// mbarrier.arrive[.noinc].
struct CpAsyncInfo {
  enum Kind : uint8_t { Copy, CommitGroup, WaitGroup, WaitAll, MbarrierArrive };
  Kind Op = Copy;
  bool CacheGlobal = false;  // .cg (L2 only) rather than .ca
  int Bytes = -1;            // cp-size (4, 8, 16); -1: an asm operand not yet bound
  /// The optional fourth operand: src-size (a .u32) or ignore-src (a
  /// .pred).  A register's declared type decides which; the caller knows it.
  enum FourthKind : uint8_t { NoFourth, SrcSize, IgnoreSrc, SrcSizeOrIgnoreSrc };
  FourthKind Fourth = NoFourth;
  int FourthOperand = -1;
  int CacheHintOperand = -1; // index of the cache policy, if present
  unsigned PrefetchBytes = 0; // .L2::64B / 128B / 256B
  int WaitN = -1;             // wait_group N (-1 if an operand)
  bool NoInc = false;
};
llvm::Expected<CpAsyncInfo> getCpAsync(const Instruction &I);

/// cp.async.bulk[.tensor] / cp.async.bulk.commit_group / wait_group[.read].
struct BulkInfo {
  enum Kind : uint8_t { Copy, TensorLoad, TensorStore, CommitGroup, WaitGroup };
  Kind Op = Copy;
  unsigned Dim = 0;          // tensor: 1..5
  bool Im2col = false;       // tensor load mode (.tile otherwise)
  bool Mbarrier = false;     // completes through mbarrier::complete_tx::bytes
  bool BulkGroup = false;    // completes through a bulk async-group
  bool Multicast = false;    // .multicast::cluster (cta mask operand)
  bool CacheHint = false;    // .L2::cache_hint (policy operand)
  llvm::StringRef DstSpace, SrcSpace; // point into I's modifiers
  int WaitN = -1;
  bool Read = false;         // wait_group.read
};
llvm::Expected<BulkInfo> getBulk(const Instruction &I);

/// wgmma.fence / commit_group / wait_group N / mma_async[.sp].
struct WgmmaInfo {
  enum Kind : uint8_t { Fence, CommitGroup, WaitGroup, MmaAsync };
  Kind Op = MmaAsync;
  unsigned M = 64, N = 0, K = 0;
  ScalarType DType = ScalarType::None, AType = ScalarType::None, BType = ScalarType::None;
  bool ARegs = false;   // A from registers (else a shared-memory descriptor)
  bool Sparse = false, SatFinite = false;
  unsigned NumD = 0, NumA = 0; // registers per thread (NumA: register A only)
  bool HasScaleAB = false, HasTransA = false, HasTransB = false;
  int WaitN = -1;
};
llvm::Expected<WgmmaInfo> getWgmma(const Instruction &I);

/// mbarrier.{init, inval, arrive, arrive_drop, expect_tx, complete_tx,
/// test_wait, try_wait, pending_count}.
struct MbarrierInfo {
  enum Kind : uint8_t { Init, Inval, Arrive, ArriveDrop, ExpectTx, CompleteTx, TestWait,
                        TryWait, PendingCount };
  Kind Op = Arrive;
  bool Parity = false;      // test_wait/try_wait .parity
  bool WithExpectTx = false; // arrive.expect_tx / arrive_drop.expect_tx
  bool NoComplete = false;
  bool Cluster = false;     // .shared::cluster address
  llvm::StringRef Sem, Scope; // point into I's modifiers: valid while I lives
  bool HasCount = false;    // arrive with a count / try_wait with a time hint
};
llvm::Expected<MbarrierInfo> getMbarrier(const Instruction &I);

/// Replaces every asm placeholder %N / $N in S by Args[N] (an error names
/// a number with no argument).  A placeholder negated (!%0) keeps its '!'.
llvm::Error bindOperands(std::vector<Statement> &S, llvm::ArrayRef<Operand> Args);

} // namespace ptx
} // namespace oa

#endif
