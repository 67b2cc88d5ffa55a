//===-- FakeCuda.cpp - A stand-in libcuda.so for tests without a GPU ------===//
//
// Exports the driver entry points oa-run resolves, so the runtime's error
// paths and oa-run's whole flow (inputs, launch, outputs, comparison,
// timing) are testable on machines with no GPU. OA_FAKE_CUDA picks the
// behaviour:
//   nodevice  cuInit fails with CUDA_ERROR_NO_DEVICE
//   (unset)   one "sm_90" device; memory is host memory; a module loads
//             when it starts with the ELF magic (real cubins too), and
//             has a function when its name occurs in the image. Launching "fake_copy" (params
//             const float *src, float *dst, int n) copies n floats; any
//             other kernel does nothing. The launch of a kernel whose name
//             contains "fault" (or of a module whose image contains
//             "@fault") fails with CUDA_ERROR_ILLEGAL_ADDRESS at the next
//             synchronisation; "hang" / "@hang" never ends.
// "fake_tmap_dump" (params: a 64-byte aligned 128-byte tensor map, then
// unsigned char *dst) copies its tensor map to dst, and
// cuTensorMapEncodeTiled writes its arguments into the map as 16
// little-endian u64s: data type, rank, address, 5 dims, 4 strides, box |
// element stride << 32 of dims 0-2, and interleave | swizzle << 8 | L2
// promotion << 16 | OOB fill << 24; it fails like the driver on a rank
// outside 1..5 or an address that is not 16-byte aligned.
// Events report 1.5 ms between any two records.  Stream capture records
// the launches made on the capturing stream (kernel and 8-byte parameter
// values, as the driver copies them) into a graph; launching the graph
// replays them.
//
//===----------------------------------------------------------------------===//
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>
#include <unistd.h>

namespace {
using CUresult = int;
enum : int {
  OK = 0,
  INVALID_VALUE = 1,
  OUT_OF_MEMORY = 2,
  NO_DEVICE = 100,
  INVALID_IMAGE = 200,
  NOT_FOUND = 500,
  ILLEGAL_ADDRESS = 700,
};
struct Module {
  std::string Image;
  // Device globals: "@global:NAME" in the image; 64 bytes holding 0, 1, 2...
  std::map<std::string, std::vector<unsigned char>> Globals;
};
struct Function {
  std::string Name;
  bool Hang, Fault;
};
int Pending = OK; // a sticky error, as a faulting kernel leaves one
struct Recorded {
  void *Fn;
  std::vector<unsigned long long> Values;
};
struct Graph {
  std::vector<Recorded> Launches;
};
void *Capturing = nullptr; // the stream being captured
Graph *Open = nullptr;

bool mode(const char *M) {
  const char *E = std::getenv("OA_FAKE_CUDA");
  return E && std::strcmp(E, M) == 0;
}
} // namespace

#define API extern "C" __attribute__((visibility("default"))) CUresult

API cuInit(unsigned) { return mode("nodevice") ? NO_DEVICE : OK; }
API cuDriverGetVersion(int *V) { *V = 13000; return OK; }
API cuDeviceGetCount(int *N) { *N = 1; return OK; }
API cuDeviceGet(int *D, int O) { *D = O; return O == 0 ? OK : INVALID_VALUE; }
API cuDeviceGetName(char *B, int L, int) {
  std::strncpy(B, "oa fake device", size_t(L));
  return OK;
}
API cuDeviceGetAttribute(int *V, int A, int) {
  *V = A == 75 ? 9 : A == 76 ? 0 : A == 16 ? 132 : 0;
  return OK;
}
API cuDevicePrimaryCtxRetain(void **C, int) {
  static int Ctx;
  *C = &Ctx;
  return OK;
}
API cuDevicePrimaryCtxRelease_v2(int) { return OK; }
API cuCtxSetCurrent(void *) { return OK; }
API cuCtxSynchronize() {
  int R = Pending;
  return R;
}
API cuCtxSetLimit(int, size_t) { return OK; }
API cuModuleLoadData(void **M, const void *Image) {
  if (Pending)
    return Pending;
  const char *P = static_cast<const char *>(Image);
  if (std::memcmp(P, "\x7f" "ELF", 4) != 0)
    return INVALID_IMAGE;
  // No size comes with the image: a real ELF64 ends with its section
  // headers; the tests' own images are text after the magic, read to NUL.
  size_t N = std::strlen(P);
  if (P[4] == 2) {
    uint64_t ShOff;
    uint16_t ShEntSize, ShNum;
    std::memcpy(&ShOff, P + 0x28, 8);
    std::memcpy(&ShEntSize, P + 0x3a, 2);
    std::memcpy(&ShNum, P + 0x3c, 2);
    N = size_t(ShOff) + size_t(ShEntSize) * ShNum;
  }
  *M = new Module{std::string(P, N)};
  return OK;
}
API cuModuleUnload(void *M) {
  delete static_cast<Module *>(M);
  return OK;
}
API cuModuleGetGlobal_v2(unsigned long long *P, size_t *Size, void *M, const char *Name) {
  Module &Mod = *static_cast<Module *>(M);
  if (Mod.Image.find(std::string("@global:") + Name) == std::string::npos)
    return NOT_FOUND;
  std::vector<unsigned char> &G = Mod.Globals[Name];
  if (G.empty())
    for (unsigned I = 0; I < 64; ++I)
      G.push_back(static_cast<unsigned char>(I));
  *P = reinterpret_cast<unsigned long long>(G.data());
  if (Size)
    *Size = G.size();
  return OK;
}
API cuModuleGetFunction(void **F, void *M, const char *Name) {
  if (static_cast<Module *>(M)->Image.find(Name) == std::string::npos)
    return NOT_FOUND;
  const std::string &Img = static_cast<Module *>(M)->Image;
  bool Hang = std::strstr(Name, "hang") || Img.find("@hang") != std::string::npos;
  bool Fault = std::strstr(Name, "fault") || Img.find("@fault") != std::string::npos;
  *F = new Function{Name, Hang, Fault}; // leaked: tests are short
  return OK;
}
API cuFuncGetAttribute(int *V, int A, void *) {
  *V = A == 4 ? 16 : A == 0 ? 1024 : 0;
  return OK;
}
API cuFuncSetAttribute(void *, int, int) { return OK; }
API cuMemAlloc_v2(unsigned long long *P, size_t N) {
  if (N > (size_t(1) << 34))
    return OUT_OF_MEMORY;
  *P = reinterpret_cast<unsigned long long>(std::malloc(N));
  return *P ? OK : OUT_OF_MEMORY;
}
API cuMemFree_v2(unsigned long long P) {
  std::free(reinterpret_cast<void *>(P));
  return OK;
}
API cuMemcpyHtoD_v2(unsigned long long D, const void *S, size_t N) {
  if (Pending)
    return Pending;
  std::memcpy(reinterpret_cast<void *>(D), S, N);
  return OK;
}
API cuMemcpyDtoH_v2(void *D, unsigned long long S, size_t N) {
  if (Pending)
    return Pending;
  std::memcpy(D, reinterpret_cast<const void *>(S), N);
  return OK;
}
API cuLaunchKernel(void *Fn, unsigned, unsigned, unsigned, unsigned, unsigned,
                   unsigned, unsigned, void *Stream, void **Params, void **) {
  if (Pending)
    return Pending;
  if (Capturing && Stream == Capturing) {
    Recorded R{Fn, {}};
    for (int I = 0; Params && I < 3; ++I)
      R.Values.push_back(*static_cast<unsigned long long *>(Params[I]));
    Open->Launches.push_back(R);
    return OK;
  }
  const Function &Fun = *static_cast<Function *>(Fn);
  const std::string &Name = Fun.Name;
  if (Fun.Hang)
    for (;;)
      ::pause();
  if (Fun.Fault) {
    Pending = ILLEGAL_ADDRESS;
    return OK; // launches are asynchronous: the error shows up later
  }
  if (Name == "fake_tmap_dump") {
    std::memcpy(*static_cast<unsigned char **>(Params[1]), Params[0], 128);
    return OK;
  }
  if (Name == "fake_copy") {
    const float *Src = *static_cast<const float **>(Params[0]);
    float *Dst = *static_cast<float **>(Params[1]);
    int N = *static_cast<int *>(Params[2]);
    std::memcpy(Dst, Src, size_t(N) * sizeof(float));
  }
  return OK;
}
API cuTensorMapEncodeTiled(void *Map, int Type, unsigned Rank, void *Addr,
                           const uint64_t *Dims, const uint64_t *Strides, const uint32_t *Box,
                           const uint32_t *ES, int Interleave, int Swizzle, int L2, int Oob) {
  if (Rank < 1 || Rank > 5 || reinterpret_cast<uintptr_t>(Addr) % 16)
    return INVALID_VALUE;
  uint64_t W[16] = {uint64_t(Type), Rank, reinterpret_cast<uintptr_t>(Addr)};
  unsigned K = 3;
  for (unsigned I = 0; I < 5; ++I, ++K)
    W[K] = I < Rank ? Dims[I] : 0;
  for (unsigned I = 0; I < 4; ++I, ++K)
    W[K] = I + 1 < Rank ? Strides[I] : 0;
  for (unsigned I = 0; I < 3; ++I, ++K)
    W[K] = I < Rank ? uint64_t(Box[I]) | uint64_t(ES[I]) << 32 : 0;
  W[15] = uint64_t(Interleave) | uint64_t(Swizzle) << 8 | uint64_t(L2) << 16 | uint64_t(Oob) << 24;
  std::memcpy(Map, W, 128);
  return OK;
}
API cuEventCreate(void **E, unsigned) {
  *E = std::malloc(1);
  return OK;
}
API cuEventRecord(void *, void *) { return Pending; }
API cuEventSynchronize(void *) { return Pending; }
API cuEventElapsedTime(float *Ms, void *, void *) {
  *Ms = 1.5f;
  return OK;
}
API cuEventDestroy_v2(void *E) {
  std::free(E);
  return OK;
}
API cuGetErrorName(CUresult R, const char **S) {
  switch (R) {
  case OK: *S = "CUDA_SUCCESS"; return OK;
  case INVALID_VALUE: *S = "CUDA_ERROR_INVALID_VALUE"; return OK;
  case OUT_OF_MEMORY: *S = "CUDA_ERROR_OUT_OF_MEMORY"; return OK;
  case NO_DEVICE: *S = "CUDA_ERROR_NO_DEVICE"; return OK;
  case INVALID_IMAGE: *S = "CUDA_ERROR_INVALID_IMAGE"; return OK;
  case NOT_FOUND: *S = "CUDA_ERROR_NOT_FOUND"; return OK;
  case ILLEGAL_ADDRESS: *S = "CUDA_ERROR_ILLEGAL_ADDRESS"; return OK;
  }
  *S = nullptr;
  return INVALID_VALUE;
}
API cuGetErrorString(CUresult R, const char **S) {
  switch (R) {
  case NO_DEVICE: *S = "no CUDA-capable device is detected"; return OK;
  case INVALID_IMAGE: *S = "device kernel image is invalid"; return OK;
  case NOT_FOUND: *S = "named symbol not found"; return OK;
  case ILLEGAL_ADDRESS: *S = "an illegal memory access was encountered"; return OK;
  }
  *S = nullptr;
  return INVALID_VALUE;
}
API cuCtxGetCurrent(void **C) {
  *C = nullptr;
  return OK;
}
API cuStreamCreate(void **S, unsigned) {
  *S = std::malloc(1);
  return OK;
}
API cuStreamDestroy_v2(void *S) {
  std::free(S);
  return OK;
}
API cuStreamBeginCapture_v2(void *S, int) {
  if (!S || Capturing)
    return INVALID_VALUE; // the legacy stream cannot be captured
  Capturing = S;
  Open = new Graph;
  return OK;
}
API cuStreamEndCapture(void *S, void **G) {
  if (S != Capturing)
    return INVALID_VALUE;
  *G = Open;
  Capturing = nullptr;
  Open = nullptr;
  return OK;
}
API cuGraphInstantiateWithFlags(void **E, void *G, unsigned long long) {
  *E = new Graph(*static_cast<Graph *>(G));
  return OK;
}
API cuGraphLaunch(void *E, void *S) {
  for (Recorded &R : static_cast<Graph *>(E)->Launches) {
    void *P[3] = {&R.Values[0], &R.Values[1], &R.Values[2]};
    if (CUresult Rc = cuLaunchKernel(R.Fn, 1, 1, 1, 1, 1, 1, 0, S, P, nullptr))
      return Rc;
  }
  return OK;
}
API cuGraphExecDestroy(void *E) {
  delete static_cast<Graph *>(E);
  return OK;
}
API cuGraphDestroy(void *G) {
  delete static_cast<Graph *>(G);
  return OK;
}
