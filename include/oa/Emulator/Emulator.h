//===-- oa/Emulator/Emulator.h - run SASS kernels on the CPU ----*- C++ -*-===//
//
// oa's SASS emulator: pre-decodes a kernel once (Program), then runs a grid
// warp by warp with the SIMT convergence rules of BSSY/BSYNC/WARPSYNC/BAR,
// bounds-checked memories and a scoreboard/stall hazard checker.  It stops
// cleanly with a message (never a crash) on an out-of-bounds access, an
// instruction it has no semantics for, a hazard, or a deadlock.
//
//===----------------------------------------------------------------------===//

#ifndef OA_EMULATOR_EMULATOR_H
#define OA_EMULATOR_EMULATOR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace oa {
struct CubinKernel;
namespace emu {

/// The device's global memory: buffers the launcher places at addresses.
class GlobalMemory {
public:
  /// Places Size bytes (zeroed) and returns the device address.  Buffers are
  /// 256-byte aligned with an unmapped gap between them, so an overrun never
  /// lands in a neighbour.
  uint64_t allocate(const std::string &Name, uint64_t Size);
  /// Host view of an allocation made by allocate (null if Addr is not one).
  uint8_t *data(uint64_t Addr);
  /// Host pointer for [Addr, Addr+Size) if it lies inside one buffer.
  uint8_t *translate(uint64_t Addr, uint64_t Size);
  /// Name of the buffer nearest to Addr (for diagnostics).
  std::string describe(uint64_t Addr) const;

  /// The device heap (malloc and free in kernels): each allocation is a
  /// buffer of its own, so that an overrun or a use after free is caught.
  /// 0 (malloc's NULL) for 0 bytes or when HeapLimit bytes are taken.
  uint64_t heapAllocate(uint64_t Size);
  /// Ends a heap allocation; false when Addr is not a live one.
  bool heapFree(uint64_t Addr);
  /// The driver's default heap (cudaLimitMallocHeapSize).
  static constexpr uint64_t HeapLimit = 8ull << 20;

private:
  struct Buffer {
    std::string Name;
    uint64_t Size;
    std::vector<uint8_t> Bytes;
    bool Heap = false;
  };
  std::map<uint64_t, Buffer> Buffers; // by base address
  std::map<uint64_t, uint64_t> Freed;  // freed heap buffers: base -> size
  uint64_t HeapUsed = 0, HeapCount = 0;
  uint64_t Next = 0x7f4000000000ull;
  const Buffer *LastB = nullptr;
  uint64_t LastBase = 0;
};

/// What the emulator takes from a cubin for one kernel.
struct KernelImage {
  unsigned SM = 80;
  std::string Name;
  std::vector<uint8_t> Text;
  unsigned Registers = 0;
  unsigned StaticShared = 0;
  /// Named barriers the cubin declares (EIATTR_NUM_BARRIERS); a BAR on a
  /// later id faults, as on the GPU.  0: not said (every id allowed).
  unsigned Barriers = 0;
  /// Local memory the cubin says the kernel needs per thread: its frame and
  /// its callees' deepest chain (EIATTR_MIN_STACK_SIZE); recursion beyond
  /// that is the stack limit's business, as on the GPU.
  unsigned StackBytes = 0;
  std::vector<uint8_t> Const0; // .nv.constant0.<k> (parameter defaults)
  std::vector<uint8_t> Const2; // .nv.constant2.<k> (jump tables)
  std::vector<uint8_t> Const3; // .nv.constant3 (__constant__ data)
  /// The cubin's parameter layout (offset, size), in signature order; empty
  /// when the cubin does not say.
  std::vector<std::pair<uint32_t, uint32_t>> Params;
  std::vector<uint8_t> Const4; // .nv.constant4 (global addresses, after binding)
  unsigned ParamBase = 0;      // where parameters start in bank 0
  /// Device globals of the module and the relocations that name them (in
  /// Text and Const4); bindGlobals places the globals and applies these.
  struct Global {
    std::string Name;
    uint64_t Size = 0;
    std::vector<uint8_t> Init; // empty: zero
    uint64_t Address = 0;      // set by bindGlobals
  };
  struct Reloc {
    bool InConst4 = false; // else in Text
    uint64_t Offset = 0;
    uint32_t Type = 0;
    std::string Symbol;
    int64_t Addend = 0;
  };
  std::vector<Global> Globals;
  std::vector<Reloc> Relocs;
  /// __constant__ variables: where each lies in Const3.
  struct Constant {
    std::string Name;
    uint32_t Offset = 0, Size = 0;
  };
  std::vector<Constant> Constants;
};

/// Builds a KernelImage for kernel Name from a cubin file's bytes.
llvm::Expected<KernelImage> loadKernel(llvm::ArrayRef<uint8_t> Cubin,
                                       const std::string &Name);

class GlobalMemory;
/// Allocates the image's device globals in Mem (one buffer each, named after
/// the variable, holding its initialiser) and applies the relocations, as
/// the driver does at module load.  Errors name an unresolved symbol or a
/// relocation type the emulator cannot apply.
llvm::Error bindGlobals(KernelImage &Img, GlobalMemory &Mem);

struct Options {
  bool CheckHazards = true;
  /// Stop at the first hazard (else collect up to MaxReports and finish).
  bool StopOnHazard = false;
  unsigned MaxReports = 20;
  /// Per-thread local memory (stack) in bytes; 0: what the driver gives,
  /// the larger of StackLimit and the kernel's own need (KernelImage::
  /// StackBytes), so that a recursion deeper than the GPU allows fails here
  /// as a located out-of-bounds access instead of passing.
  unsigned LocalBytes = 0;
  /// The per-thread stack limit (cudaLimitStackSize; the driver's default
  /// is 1 KiB).
  unsigned StackLimit = 1024;
  /// Give up after this many warp instructions (runaway loops).
  uint64_t MaxWarpInstructions = 1ull << 36;
  /// Refuse grids of more CTAs than this: they run one after another, so a
  /// legal but huge grid would run for days.
  uint64_t MaxCtas = 1ull << 20;
  /// Trace each warp instruction to stderr, with the values it writes for
  /// TraceLane; only block TraceBlock (linear id) and, when >= 0, warp
  /// TraceWarp of it, so that a trace of a big grid stays readable.
  bool Trace = false;
  unsigned TraceLane = 0;
  uint64_t TraceBlock = 0;
  int TraceWarp = -1;
  /// What a CTA finds in its registers and shared memory when it starts
  /// (a byte pattern repeated).  A GPU leaves the previous kernel's values
  /// there, so a kernel that reads either before writing it is wrong only
  /// sometimes; a NaN fill here makes such a read show in the output.
  uint32_t RegisterFill = 0;
  uint8_t SharedFill = 0;
};

struct Launch {
  unsigned Grid[3] = {1, 1, 1};
  unsigned Block[3] = {1, 1, 1};
  unsigned DynShared = 0;
  std::vector<uint8_t> Params; // the parameter block, in C layout
};

/// Where bindGlobals places the driver's functions (oa/Cubin/
/// DriverFunctions.h): a CALL.ABS to the address of entry Index runs the
/// emulator's own (vprintf, malloc, free, __assertfail).
constexpr uint64_t DriverFunctionBase = 0x7ff000000000ull;
constexpr uint64_t DriverFunctionStride = 0x100;
constexpr uint64_t driverFunctionAddress(unsigned Index) {
  return DriverFunctionBase + DriverFunctionStride * Index;
}

struct Result {
  bool Ok = true;
  /// What the kernel printed (vprintf), in the order the calls ran.
  std::string Printed;
  std::string Error;                 // set when the run stopped early
  std::vector<std::string> Hazards;  // hazard reports (Ok is false if any)
  uint64_t WarpInstructions = 0;
  uint64_t ThreadInstructions = 0;
};

class Program;

/// A pre-decoded kernel, reusable across launches.
class Kernel {
public:
  static llvm::Expected<std::unique_ptr<Kernel>> create(const KernelImage &Img);
  ~Kernel();
  Result run(const Launch &L, GlobalMemory &Mem, const Options &O) const;
  /// Mnemonics of decoded instructions that have no semantics (static scan).
  std::vector<std::string> unsupported() const;
  const KernelImage &image() const;

private:
  Kernel();
  std::unique_ptr<Program> P;
};

} // namespace emu
} // namespace oa

#endif
