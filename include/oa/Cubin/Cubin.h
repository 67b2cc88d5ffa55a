//===-- oa/Cubin/Cubin.h - CUDA cubin container -----------------*- C++ -*-===//
//
// Reads and writes the ELF container the CUDA driver loads.  Reading accepts
// both CUDA ELF ABIs (ptxas <= 12: OS/ABI 0x33 v7; ptxas 13: 0x41 v8);
// writing produces the v8 layout ptxas 13 writes (with its two notes), or v7
// on request.  Besides kernels a module carries device globals
// (.nv.global / .nv.global.init), __constant__ symbols, the bank-4 address
// table and relocations, so that the driver resolves global addresses at
// load time and cuModuleGetGlobal finds them.  docs/Cubin.md says what each
// part is for and how it was measured.
//
//===----------------------------------------------------------------------===//

#ifndef OA_CUBIN_CUBIN_H
#define OA_CUBIN_CUBIN_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <string>
#include <vector>

namespace oa {

struct CubinParam {
  uint32_t Offset = 0; // relative to the parameter base of constant bank 0
  uint32_t Size = 0;
};

/// Relocation types of the CUDA ELF ABI (numbers as ptxas 13 writes them).
enum CubinRelocType : uint32_t {
  R_CUDA_NONE = 0,
  /// 32-bit absolute word at the offset.
  R_CUDA_32 = 1,
  /// 64-bit absolute word at the offset (bank-4 address tables).
  R_CUDA_64 = 2,
  /// Low / high 32 bits of S+A into bits 32..63 of the 128-bit instruction
  /// at the offset (the immediate of MOV/UMOV/IADD3...: "32@lo(sym)").
  R_CUDA_ABS32_LO_32 = 0x38,
  R_CUDA_ABS32_HI_32 = 0x39,
};

/// "R_CUDA_64" etc.; "R_CUDA_<n>" for a type oa does not know.
std::string relocTypeName(uint32_t Type);

struct CubinReloc {
  uint64_t Offset = 0; // in the section the relocation applies to
  uint32_t Type = R_CUDA_NONE;
  std::string Symbol;  // a global, a kernel, or a section name
  int64_t Addend = 0;
};

/// Writes S+A (Value) at Where as relocation Type prescribes.  False for a
/// type oa cannot apply.
bool applyReloc(uint32_t Type, uint8_t *Where, uint64_t Value);
/// Bytes at the relocation's offset it rewrites (16 for instruction fields).
unsigned relocSpan(uint32_t Type);

/// A variable in device memory.
struct CubinGlobal {
  enum SpaceKind : uint8_t {
    Global,   // __device__: .nv.global (zero) or .nv.global.init (Init)
    Constant, // __constant__: a symbol at Offset in .nv.constant3
  };
  std::string Name;
  SpaceKind Space = Global;
  uint64_t Size = 0;
  uint32_t Align = 4;
  /// Global: empty = zero-initialised, else exactly Size bytes.
  std::vector<uint8_t> Init;
  /// Constant: offset in bank 3 (the code generator lays bank 3 out).  Set
  /// by the reader for globals too (offset in their section).
  uint64_t Offset = 0;
  /// STB_LOCAL (a static __device__) instead of STB_GLOBAL.
  bool Local = false;
  /// An extern declaration this object uses and another one defines (a
  /// relocatable object for oa-link); no storage.
  bool Defined = true;
};

struct CubinKernel {
  std::string Name;
  std::vector<uint8_t> Text;
  unsigned Registers = 0;
  /// The register limit the code was compiled under (EIATTR_MAXREG_COUNT,
  /// as ptxas: the launch bound's, else -maxrregcount's); 0: 255.
  unsigned MaxRegCount = 0;
  /// The kernel runs setmaxnreg (EIATTR_REG_RECONFIG).
  bool RegReconfig = false;
  unsigned SharedBytes = 0;
  unsigned Barriers = 0;
  unsigned FrameBytes = 0; // local memory per thread (stack frame)
  /// The frames of the device functions it calls, on the deepest call
  /// path (the call ABI); recursion adds what no cubin attribute states.
  unsigned CalleeStackBytes = 0;
  unsigned MaxNTid[3] = {0, 0, 0};
  std::vector<CubinParam> Params;
  /// Relocations on .text.<Name> (instruction fields naming globals).
  std::vector<CubinReloc> Relocs;
  /// Where the parameters start in bank 0; 0 = paramBase(SM, bytes).  The
  /// reader fills it from PARAM_CBANK.
  unsigned ParamBase = 0;
  /// Offsets of the CALL.ABS instructions to driver functions
  /// (EIATTR_SYSCALL_OFFSETS).
  std::vector<uint32_t> SyscallOffsets;
  /// The driver functions (oa/Cubin/DriverFunctions.h) those calls reach,
  /// each once, in the order of their first call (EIATTR_EXTERNS).
  std::vector<std::string> Externs;
};

/// One 8-byte slot of bank 4 that holds a global's address (ptxas's
/// whole-program form: code reads the address with LDC.64 c[0x4][8*i]).
struct CubinAddressSlot {
  std::string Symbol;
  int64_t Addend = 0;
};

struct CubinModule {
  unsigned SM = 80;
  /// 8: ptxas 13's container (OS/ABI 0x41 + .note.nv.tkinfo/.cuinfo); 7: the
  /// ptxas <= 12 one.  The reader sets what it read.
  unsigned ABIVersion = 8;
  /// ET_REL instead of ET_EXEC: an object for oa-link (undefined globals
  /// allowed).
  bool Relocatable = false;
  std::vector<CubinKernel> Kernels;
  /// Constant bank 3 (__constant__ variables); empty: no .nv.constant3.
  std::vector<uint8_t> Const3;
  std::vector<CubinGlobal> Globals;
  /// .nv.constant4, with one R_CUDA_64 relocation per slot.
  std::vector<CubinAddressSlot> AddressTable;
  /// Tool, version and options for .note.nv.tkinfo (v8).
  std::string Producer = "oa";
  std::string ProducerOptions;

  /// Offset in bank 4 of the slot holding &Symbol + Addend, added if new.
  unsigned addressSlot(llvm::StringRef Symbol, int64_t Addend = 0);
  const CubinGlobal *findGlobal(llvm::StringRef Name) const;
};

/// Largest parameter block CUDA allows (bytes, sm_70 and later, CUDA 12.1+).
constexpr unsigned MaxParamBytes = 32764;
/// Parameter blocks larger than this use KPARAM_INFO_V2 records (and, on
/// sm_80, a different base), as ptxas 13 does.
constexpr unsigned LargeParamThreshold = 4352;

/// Parameter base in constant bank 0 (0x160 on sm_80, 0x210 on sm_90).
unsigned paramBase(unsigned SM);
/// The base for a block of ParamBytes: ptxas moves sm_80's large blocks to
/// 0x1a80; sm_90 keeps 0x210.
unsigned paramBase(unsigned SM, unsigned ParamBytes);

/// The listing directives that carry a kernel's cubin attributes besides
/// its parameters and registers (.shared, .frame, .maxntid, .maxreg), as
/// oa-llc and oa-objdump print them and oa-mc reads them back.
void printKernelDirectives(const CubinKernel &K, llvm::raw_ostream &OS);

/// The named barriers a kernel's code needs (EIATTR_NUM_BARRIERS): one past
/// the highest immediate BAR id, all 16 for an id from a register.
unsigned namedBarriers(llvm::ArrayRef<uint8_t> Text);

llvm::Expected<CubinModule> readCubin(llvm::ArrayRef<uint8_t> Data);
/// Errors (never a wrong cubin): parameters past MaxParamBytes, a
/// relocation or address slot naming no symbol, an undefined global in a
/// module that is not relocatable, duplicate symbol names.
llvm::Expected<std::vector<uint8_t>> writeCubin(const CubinModule &M);

} // namespace oa

#endif
