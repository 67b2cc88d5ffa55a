//===-- oa/Cubin/Cubin.h - CUDA cubin container -----------------*- C++ -*-===//
//
// Reads and writes the ELF container the CUDA driver loads.  Reading accepts
// both CUDA ELF ABIs (ptxas <= 12: OS/ABI 0x33 v7; ptxas 13: 0x41 v8);
// writing produces the v7 layout, which the driver on sm_90 loads without the
// .note.nv.* sections (see docs/Cubin.md for what each part is for).
//
//===----------------------------------------------------------------------===//

#ifndef OA_CUBIN_CUBIN_H
#define OA_CUBIN_CUBIN_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>
#include <vector>

namespace oa {

struct CubinParam {
  uint32_t Offset = 0; // relative to the parameter base of constant bank 0
  uint32_t Size = 0;
};

struct CubinKernel {
  std::string Name;
  std::vector<uint8_t> Text;
  unsigned Registers = 0;
  unsigned SharedBytes = 0;
  unsigned Barriers = 0;
  unsigned FrameBytes = 0; // local memory per thread (stack frame)
  unsigned MaxNTid[3] = {0, 0, 0};
  std::vector<CubinParam> Params;
};

struct CubinModule {
  unsigned SM = 80;
  unsigned ABIVersion = 7; // as read; the writer always writes 7
  std::vector<CubinKernel> Kernels;
  /// Constant bank 3 (__constant__ variables); empty: no .nv.constant3.
  std::vector<uint8_t> Const3;
};

/// Parameter base in constant bank 0 (0x160 on sm_80, 0x210 on sm_90).
unsigned paramBase(unsigned SM);

llvm::Expected<CubinModule> readCubin(llvm::ArrayRef<uint8_t> Data);
std::vector<uint8_t> writeCubin(const CubinModule &M);

} // namespace oa

#endif
