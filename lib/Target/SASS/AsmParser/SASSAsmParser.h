//===-- SASSAsmParser.h - SASS assembly files to MCInsts --------*- C++ -*-===//
//
// Reads SASS assembly as oa-objdump prints it (and as people write it): one
// instruction per line, an optional control prefix, directives for kernels.
// nvdisasm's /*offset*/ and /* 0x... */ columns are comments here.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SASS_ASMPARSER_SASSASMPARSER_H
#define LLVM_LIB_TARGET_SASS_ASMPARSER_SASSASMPARSER_H

#include "MCTargetDesc/SASSInstCodec.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/SourceMgr.h"
#include <string>
#include <vector>

namespace llvm {

struct SASSAsmParam {
  unsigned Size = 8, Align = 8;
};

struct SASSAsmKernel {
  std::string Name;
  std::vector<MCInst> Insts;   // opcode 0: a raw .word
  std::vector<SASSWord> Words; // the encoding of each
  std::vector<SMLoc> Locs;
  std::vector<SASSAsmParam> Params;
  unsigned Registers = 0;   // 0: count from the code
  unsigned SharedBytes = 0; // static shared memory
  unsigned FrameBytes = 0;  // local memory (stack) per thread
  unsigned MaxNTid[3] = {0, 0, 0};
  unsigned MaxRegCount = 0; // the limit the code was compiled under; 0: 255
};

struct SASSAsmModule {
  unsigned SM = 80;
  std::vector<SASSAsmKernel> Kernels;
};

/// Parses buffer BufID.  SM is the -mcpu value (0: take it from .target, or
/// sm_80).  Diagnostics go through SrcMgr as "file:line:col: error: ...".
/// Returns false if any error was reported.
bool parseSASSAssembly(SourceMgr &SrcMgr, unsigned BufID, unsigned SM,
                       SASSAsmModule &Out);

} // namespace llvm

#endif
