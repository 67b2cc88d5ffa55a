//===-- SASSDisassembler.cpp - SASS words to MCInst -----------------------===//
#include "MCTargetDesc/SASSInstCodec.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/MC/MCDecoderOps.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Endian.h"

using namespace llvm;

namespace {
class SASSDisassembler : public MCDisassembler {
public:
  SASSDisassembler(const MCSubtargetInfo &STI, MCContext &Ctx)
      : MCDisassembler(STI, Ctx) {}
  DecodeStatus getInstruction(MCInst &MI, uint64_t &Size, ArrayRef<uint8_t> Bytes,
                              uint64_t Address, raw_ostream &CS) const override {
    Size = 16;
    if (Bytes.size() < 16) {
      Size = Bytes.size();
      return Fail;
    }
    SASSWord W;
    W.Lo = support::endian::read64le(Bytes.data());
    W.Hi = support::endian::read64le(Bytes.data() + 8);
    return SASSCodec::decode(W, getSASSSMVersion(STI), MI) ? Success : Fail;
  }
};
} // namespace

static MCDisassembler *createSASSDisassembler(const Target &, const MCSubtargetInfo &STI,
                                              MCContext &Ctx) {
  return new SASSDisassembler(STI, Ctx);
}

extern "C" void LLVMInitializeSASSDisassembler() {
  TargetRegistry::RegisterMCDisassembler(getTheSASSTarget(), createSASSDisassembler);
}
