//===-- SASSMCCodeEmitter.cpp - SASS instruction words --------------------===//
//
// Emits the 16-byte little-endian word of each instruction through the
// table-driven codec.  SASS code has no fixups: branches are PC-relative
// immediates resolved by the assembler before encoding.
//
//===----------------------------------------------------------------------===//

#include "SASSInstCodec.h"
#include "SASSMCTargetDesc.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/EndianStream.h"

using namespace llvm;

namespace {
class SASSMCCodeEmitter : public MCCodeEmitter {
  MCContext &Ctx;

public:
  explicit SASSMCCodeEmitter(MCContext &Ctx) : Ctx(Ctx) {}
  void encodeInstruction(const MCInst &MI, SmallVectorImpl<char> &CB,
                         SmallVectorImpl<MCFixup> &Fixups,
                         const MCSubtargetInfo &STI) const override {
    SASSWord W;
    std::string Err;
    if (!SASSCodec::encode(MI, W, &Err))
      Ctx.reportError(SMLoc(), "cannot encode instruction: " + Err);
    support::endian::write<uint64_t>(CB, W.Lo, llvm::endianness::little);
    support::endian::write<uint64_t>(CB, W.Hi, llvm::endianness::little);
  }
};
} // namespace

namespace llvm {
MCCodeEmitter *createSASSMCCodeEmitter(const MCInstrInfo &, MCContext &Ctx) {
  return new SASSMCCodeEmitter(Ctx);
}
} // namespace llvm
