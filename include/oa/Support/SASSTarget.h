//===-- oa/Support/SASSTarget.h - MC objects for oa's tools -----*- C++ -*-===//
//
// Looks the SASS target up in LLVM's TargetRegistry (by name: it claims no
// triple) and builds the MC objects the tools share.
//
//===----------------------------------------------------------------------===//

#ifndef OA_SUPPORT_SASSTARGET_H
#define OA_SUPPORT_SASSTARGET_H

#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/TargetParser/Triple.h"
#include <memory>
#include <string>

namespace oa {

struct SASSMC {
  llvm::Triple TT{"sass64-nvidia-cuda"};
  llvm::MCTargetOptions Options;
  std::unique_ptr<llvm::MCRegisterInfo> MRI;
  std::unique_ptr<llvm::MCAsmInfo> MAI;
  std::unique_ptr<llvm::MCInstrInfo> MII;
  std::unique_ptr<llvm::MCSubtargetInfo> STI;
  std::unique_ptr<llvm::MCContext> Ctx;
  std::unique_ptr<llvm::MCInstPrinter> Printer;
  std::unique_ptr<llvm::MCCodeEmitter> Emitter;
  std::unique_ptr<llvm::MCDisassembler> Disasm;
  unsigned SM = 80;

  /// Builds everything for "sm_80" / "sm_90"; false with Err set on failure.
  bool init(const std::string &CPU, std::string &Err);
};

} // namespace oa

#endif
