//===-- oa/Launch/Launch.h - Launch descriptions ----------------*- C++ -*-===//
//
// The launch description shared by oa-run (GPU) and oa-emu (CPU emulator):
// parsing (docs/Launch.md gives the format), deterministic input buffers,
// kernel-parameter packing, raw output files and output comparison. Plain
// C++17 with neither LLVM nor CUDA, so both backends link the same code and
// behave the same.
//
// A backend does:
//   LaunchDesc D;            parseLaunchFile(Path, D, Err)
//   vector<HostBuffer> In;   makeInputs(D, In, Err)
//   allocate one device buffer per D.Buffers[i], copy In[i] into it
//   PackedParams P = packParams(D, Addrs)   (Addrs[i]: address of buffer i)
//   launch with P, copy every buffer back into Out (same order as In)
//   writeOutputs(D, Out, Dir, Err) / loadOutputs + compareOutputs
//
// Random numbers (what makes oa-run and oa-emu see the same inputs): every
// buffer has its own stream, a splitmix64 generator whose state starts at
// the buffer's seed (default: FNV-1a 64 of the buffer's name). Each element
// takes values from the stream in order:
//   next():   S += 0x9e3779b97f4a7c15; z = S;
//             z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
//             z = (z ^ (z >> 27)) * 0x94d049bb133111eb; return z ^ (z >> 31)
//   unit():   (next() >> 11) * 2^-53                      in [0, 1)
//   uniform:  lo + (hi - lo) * unit()                     (double)
//   normal:   Box-Muller, one next() pair per element:
//             u1 = ((next() >> 11) + 1) * 2^-53, u2 = unit(),
//             mean + std * sqrt(-2 ln u1) * cos(2 pi u2)
//             with ln and cos from detLog/detCosTwoPi below (not libm, whose
//             last bits differ between versions and FMA/non-FMA variants)
//   randint:  lo + ((unsigned __int128)next() * (hi - lo) >> 64)
// then the double is rounded to the dtype (floats: nearest-even; randint
// values wrap to the integer width). Other inits: fill, iota (start + i *
// step, in double for floats, wrapping int64 for integers), file (raw
// bytes), poison (0xff bytes; the default for outputs without init).
// Nothing depends on the host's libm or on the order of buffers. The
// library is compiled with -ffp-contract=off so no FMA changes a rounding.
//
//===----------------------------------------------------------------------===//
#ifndef OA_LAUNCH_LAUNCH_H
#define OA_LAUNCH_LAUNCH_H

#include "oa/Launch/TensorMap.h"
#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

namespace oa::launch {

enum class DType { I8, I16, I32, I64, U8, U16, U32, U64, F16, BF16, F32, F64 };

unsigned dtypeSize(DType T);
const char *dtypeName(DType T);
bool parseDType(const std::string &Name, DType &T);
bool isFloat(DType T);
bool isSigned(DType T); // signed integers

/// Rounds V to T (nearest-even for floats, wrapping for integers) and
/// returns its little-endian bit pattern in the low dtypeSize(T) bytes.
uint64_t encodeDouble(DType T, double V);
/// The same from an exact integer (wraps to T's width; floats round).
uint64_t encodeInt(DType T, int64_t V);
/// The value of a bit pattern of type T, as a double.
double decodeToDouble(DType T, uint64_t Bits);
/// The exact value of an integer type's bit pattern (sign-extended where T
/// is signed; 128 bits hold every int64 and uint64).
__int128 decodeInt(DType T, uint64_t Bits);

struct InitSpec {
  // Keep: a "symbol" buffer without "init" keeps the module's own bytes
  // (nothing is copied in; the host copy is zeros).
  enum Kind { Default, Uniform, Normal, RandInt, Fill, Iota, File, Poison, Keep };
  Kind K = Default;
  double A = 0, B = 0;       // uniform lo/hi, normal mean/std, iota start/step
  int64_t IA = 0, IB = 0;    // randint lo/hi; integer fill / iota when IsInt
  bool IsInt = false;        // fill/iota given as integers (exact for i64)
  uint64_t FillBits = 0;     // fill: the value encoded in the buffer's dtype
  std::string Path;          // file: resolved against the description's dir
};

struct BufferDesc {
  std::string Name;
  DType Type = DType::F32;
  uint64_t Count = 0;
  /// "symbol": the buffer is the module's device global of this name
  /// (cuModuleGetGlobal), written before the launch when it has an "init"
  /// (cudaMemcpyToSymbol) and read back after it; empty: a fresh allocation.
  std::string Symbol;
  InitSpec Init;
  uint64_t Seed = 0;         // default: fnv1a64(Name)
  bool Output = false;
  bool HasRtol = false;      // rtol given in the file
  double Rtol = 0;           // effective tolerance (see compareBuffer)
  /// "expect": the output's known value (an init spec: fill, iota, file...),
  /// compared after the launch like a reference directory would be.
  bool HasExpect = false;
  InitSpec Expect;
  uint64_t bytes() const { return Count * dtypeSize(Type); }
};

struct ArgDesc {
  enum Kind { Scalar, Buffer, Struct, TensorMap };
  Kind K = Scalar;
  DType Type = DType::I32;   // Scalar
  uint64_t Bits = 0;         // Scalar: encoded value
  unsigned BufferIndex = 0;  // Buffer: index into LaunchDesc::Buffers
  std::vector<ArgDesc> Fields; // Struct
  unsigned Align = 0;        // Struct: explicit "align" (0: natural)
  TensorMapDesc TM;          // TensorMap: 128 bytes, 64-byte aligned
  unsigned Line = 0, Col = 0;
  /// C layout: size and alignment of the argument.
  unsigned size() const;
  unsigned align() const;
};

struct LaunchDesc {
  std::string Path;          // the description file
  std::string Dir;           // its directory ("." when none)
  std::string Kernel;
  std::string Cubin;         // resolved against Dir; empty when not given
  unsigned Grid[3] = {1, 1, 1};
  unsigned Block[3] = {1, 1, 1};
  uint32_t SharedBytes = 0;  // dynamic shared memory
  uint32_t StackBytes = 0;   // "stack": per-thread stack limit (cudaLimitStackSize); 0: the driver's
  std::vector<BufferDesc> Buffers;
  std::vector<ArgDesc> Args;
  int findBuffer(const std::string &Name) const; // -1 when absent
};

/// Reads and checks a description. Errors read "FILE:LINE:COL: message".
bool parseLaunchFile(const std::string &Path, LaunchDesc &D, std::string &Err);
/// The same from text; Path is used for messages and relative paths.
bool parseLaunchText(const std::string &Text, const std::string &Path,
                     LaunchDesc &D, std::string &Err);

struct HostBuffer {
  std::string Name;
  DType Type = DType::F32;
  uint64_t Count = 0;
  std::vector<uint8_t> Bytes;
};

/// One buffer per D.Buffers entry, same order, initialised as described.
bool makeInputs(const LaunchDesc &D, std::vector<HostBuffer> &Out,
                std::string &Err);
/// Fills B (sized by the caller) from its InitSpec.
bool fillBuffer(const BufferDesc &B, const std::string &DescPath,
                std::vector<uint8_t> &Bytes, std::string &Err);
/// The "expect" values of every output that has one; other entries stay
/// empty (indexed like D.Buffers). False only on a file error.
bool makeExpected(const LaunchDesc &D, std::vector<HostBuffer> &Out,
                  std::string &Err);
bool hasExpected(const LaunchDesc &D);

/// Kernel parameters laid out as the parameter constant bank holds them:
/// each argument at the next offset aligned to its alignment.
struct PackedParams {
  std::vector<uint8_t> Bytes;
  std::vector<uint32_t> Offsets; // one per argument
  std::vector<uint32_t> Sizes;
};
/// Writes the 128 bytes of a tensor-map argument whose buffer is at Addr;
/// false with Err on failure.
using TensorMapEncoder =
    std::function<bool(const TensorMapDesc &, uint64_t Addr, uint8_t Out[128], std::string &Err)>;
/// BufferAddrs[i] is the device address of D.Buffers[i].  Tensor maps take
/// oa-emu's form (encodeEmuTensorMap), unchecked (plans, host references).
PackedParams packParams(const LaunchDesc &D,
                        const std::vector<uint64_t> &BufferAddrs);
/// The same with tensor maps made by Enc (oa-run: the driver's; oa-emu:
/// emuTensorMapEncoder()), each after checkTensorMapAddress: false with Err
/// on the first map that fails.
bool packParams(const LaunchDesc &D, const std::vector<uint64_t> &BufferAddrs,
                const TensorMapEncoder &Enc, PackedParams &Out, std::string &Err);
/// oa-emu's encoder (encodeEmuTensorMap), for the checked packParams.
TensorMapEncoder emuTensorMapEncoder();
/// cuTensorMapEncodeTiled's rule on the global address, which the parser
/// cannot check (the address is known at launch): 16-byte aligned, 32 with
/// a 32B interleave.  Err reads "WHERE: the tensor map's buffer is at ...";
/// packParams gives FILE:LINE:COL of the argument as Where.
bool checkTensorMapAddress(const TensorMapDesc &T, uint64_t Addr, const std::string &Where,
                           std::string &Err);

/// Writes every output buffer to Dir/<name>.bin (Dir is created).
bool writeOutputs(const LaunchDesc &D, const std::vector<HostBuffer> &Bufs,
                  const std::string &Dir, std::string &Err);
/// Reads Dir/<name>.bin for every output of D (sizes must match); the
/// result has one entry per D.Buffers (inputs stay empty).
bool loadOutputs(const LaunchDesc &D, const std::string &Dir,
                 std::vector<HostBuffer> &Refs, std::string &Err);

struct CompareResult {
  std::string Name;
  DType Type = DType::F32;
  uint64_t Count = 0;
  double RelL2 = 0;          // ||out-ref|| / ||ref|| (||out-ref|| if ref is 0)
  double MaxAbs = 0;
  uint64_t Mismatches = 0;   // elements that differ (ints); NaN mismatches
  uint64_t FirstMismatch = 0;
  double Rtol = 0;
  bool Exact = false;        // passes only on exact equality
  bool Pass = false;
};

/// Compares one buffer of B's type and count. Floats pass when RelL2 <=
/// rtol (default 1e-6) and NaNs sit in the same places; integers must be
/// equal unless the description gave rtol. Infinities of the same sign
/// count as equal.
CompareResult compareBuffer(const BufferDesc &B, const uint8_t *Out,
                            const uint8_t *Ref);
/// Compares every output; Outs and Refs are indexed like D.Buffers.
std::vector<CompareResult> compareOutputs(const LaunchDesc &D,
                                          const std::vector<HostBuffer> &Outs,
                                          const std::vector<HostBuffer> &Refs);
/// The same for the outputs that have an "expect" only (Refs from
/// makeExpected).
std::vector<CompareResult> compareExpected(const LaunchDesc &D,
                                           const std::vector<HostBuffer> &Outs,
                                           const std::vector<HostBuffer> &Refs);
/// The check both tools make of the "expect" values (one implementation, so
/// oa-emu and oa-run agree): compares Outs (indexed like D.Buffers) with
/// Expected (from makeExpected), prints the table headed "WHAT vs "expect":"
/// to Table and, for each failing output, "TOOL: error: output 'NAME' does
/// not match its "expect" in FILE: ..." to Errors.  R gets the results (empty
/// when no output has an expectation).  True when every one passes.
bool checkExpected(const LaunchDesc &D, const std::vector<HostBuffer> &Outs,
                   const std::vector<HostBuffer> &Expected, const std::string &What,
                   std::FILE *Table, std::FILE *Errors, const std::string &Tool,
                   std::vector<CompareResult> &R);
/// FNV-1a 64 of a buffer's bytes: a short fingerprint for plans and logs.
uint64_t fingerprint(const std::vector<uint8_t> &Bytes);
bool allPass(const std::vector<CompareResult> &R);
/// A table with one line per buffer, headed by Title.
void printCompareTable(std::FILE *F, const std::string &Title,
                       const std::vector<CompareResult> &R);

/// The generator documented above.
struct SplitMix64 {
  uint64_t S;
  explicit SplitMix64(uint64_t Seed) : S(Seed) {}
  uint64_t next();
  double unit();
};
uint64_t fnv1a64(const std::string &S);
/// ln(X) for finite X > 0, and cos(2 pi U), from +,-,*,/ and frexp only.
double detLog(double X);
double detCosTwoPi(double U);

/// CUDA's launch limits on sm_80 and sm_90; parseLaunch* enforces them.
constexpr uint64_t MaxGridX = 2147483647, MaxGridYZ = 65535;
constexpr unsigned MaxBlockThreads = 1024, MaxBlockXY = 1024, MaxBlockZ = 64;
/// Kernel parameters (CUDA 12.1 and later, Volta and later).
constexpr unsigned MaxParamBytes = 32764;
/// Local memory (the stack included) a thread may have: 512 KiB.
constexpr unsigned MaxStackBytes = 512 * 1024;
/// Static plus dynamic shared memory a block may use on sm_SM (0: unknown
/// SM); the parser accepts up to the largest, maxSharedPerBlock(90).
unsigned maxSharedPerBlock(unsigned SM);
/// Bytes this process may still allocate: MemAvailable, bounded by the
/// cgroup's memory.max and RLIMIT_AS.
uint64_t availableHostMemory();
/// False, with Err naming the largest buffer, when Copies host copies of
/// D's buffers do not fit in Avail bytes (a quarter of which stays free).
/// makeInputs checks one copy; tools that hold more check first.
bool checkHostMemory(const LaunchDesc &D, unsigned Copies, uint64_t Avail,
                     std::string &Err);

/// Whole-file helpers shared by the tools.  readFile reads regular files
/// only (a device such as /dev/zero never ends) of at most MaxBytes.
bool readFile(const std::string &Path, std::vector<uint8_t> &Bytes,
              std::string &Err, uint64_t MaxBytes = UINT64_MAX);
/// The size of a regular file; false (Err set) for anything else.
bool fileSize(const std::string &Path, uint64_t &Size, std::string &Err);
bool writeFile(const std::string &Path, const std::vector<uint8_t> &Bytes,
               std::string &Err);
bool makeDirs(const std::string &Dir, std::string &Err);
/// Path relative to Dir unless absolute.
std::string joinPath(const std::string &Dir, const std::string &Path);

} // namespace oa::launch

#endif
