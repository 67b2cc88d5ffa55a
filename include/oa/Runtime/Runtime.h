//===-- oa/Runtime/Runtime.h - Running launch descriptions ------*- C++ -*-===//
//
// Runs a launch description (oa/Launch/Launch.h) on a CUDA device: loads the
// cubin, allocates one device buffer per described buffer, copies the inputs
// in, launches, copies every buffer back, and optionally times repeated
// launches with CUDA events. Links neither LLVM nor the CUDA toolkit.
//
//===----------------------------------------------------------------------===//
#ifndef OA_RUNTIME_RUNTIME_H
#define OA_RUNTIME_RUNTIME_H

#include "oa/Launch/Launch.h"
#include "oa/Runtime/CudaDriver.h"

#include <string>
#include <vector>

namespace oa::runtime {

struct KernelInfo {
  int Registers = 0;
  int StaticShared = 0;
  int LocalBytes = 0;
  int MaxThreads = 0;
};

struct RunSpec {
  std::string CubinPath;        // for messages
  std::vector<uint8_t> Cubin;   // the image
  std::string Kernel;
  unsigned TimeIters = 0;       // timed launches after the checked one
  unsigned Warmup = 0;          // untimed launches before them
  unsigned Batch = 1;           // launches between one pair of events
};

struct RunResult {
  KernelInfo Info;
  std::vector<launch::HostBuffer> Buffers; // after the first launch
  std::vector<float> TimesUs;   // one per batch (its time over Batch), in order
  double MedianUs = 0, MinUs = 0;
};

/// One device with its primary context, current on the calling thread.
class Device {
public:
  Device() = default;
  Device(const Device &) = delete;
  Device &operator=(const Device &) = delete;
  ~Device();

  /// Loads the driver, initialises it and makes device Ordinal current.
  bool open(int Ordinal, std::string &Err);
  /// Runs D as S says with the given inputs (indexed like D.Buffers).
  /// Timed launches reuse the same buffers, so outputs come from the first
  /// launch only.
  bool run(const launch::LaunchDesc &D, const RunSpec &S,
           const std::vector<launch::HostBuffer> &Inputs, RunResult &R,
           std::string &Err);

  std::string Name;
  int SM = 0;                   // major * 10 + minor
  int DriverVersion = 0;
  const CudaDriver &driver() const { return Cu; }

private:
  CudaDriver Cu{};
  CUdevice Dev = 0;
  CUcontext Ctx = nullptr;
};

} // namespace oa::runtime

#endif
