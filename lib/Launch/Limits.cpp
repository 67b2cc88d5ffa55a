//===-- Limits.cpp - What a launch may ask of the device and the host -----===//
//
// The CUDA limits a description must keep (checked by the parser) and the
// host memory the tools need for its buffers (checked before any is made),
// so that an impossible launch is an error naming what is too large instead
// of an exhausted machine, a std::bad_alloc or an emulator that never ends.
//
//===----------------------------------------------------------------------===//
#include "oa/Launch/Launch.h"

#include <fstream>
#include <sys/resource.h>
#include <unistd.h>

using namespace oa::launch;

unsigned oa::launch::maxSharedPerBlock(unsigned SM) {
  // The opt-in maximum per block (CUDA C Programming Guide, "Technical
  // Specifications per Compute Capability"): 163 KiB on 8.0, 227 KiB on 9.0.
  if (SM == 80)
    return 163 * 1024;
  if (SM == 90)
    return 227 * 1024;
  return 0;
}

static std::string gib(uint64_t Bytes) {
  char Buf[32];
  std::snprintf(Buf, sizeof Buf, "%.3g GiB", double(Bytes) / double(1ull << 30));
  return Buf;
}

// A line "Key: N kB" of /proc/meminfo, in bytes; 0 when absent.
static uint64_t meminfo(const char *Key) {
  std::ifstream F("/proc/meminfo");
  std::string K;
  uint64_t V;
  std::string Unit;
  while (F >> K >> V) {
    std::getline(F, Unit);
    if (K == std::string(Key) + ":")
      return V * 1024;
  }
  return 0;
}

uint64_t oa::launch::availableHostMemory() {
  uint64_t Avail = meminfo("MemAvailable");
  if (!Avail) {
    long Pages = ::sysconf(_SC_PHYS_PAGES), Page = ::sysconf(_SC_PAGESIZE);
    Avail = Pages > 0 && Page > 0 ? uint64_t(Pages) * uint64_t(Page) : UINT64_MAX;
  }
  // A container's memory limit (cgroup v2), then the address-space limit.
  std::ifstream CG("/sys/fs/cgroup/memory.max");
  uint64_t Max;
  if (CG >> Max)
    Avail = std::min(Avail, Max);
  struct rlimit RL;
  if (::getrlimit(RLIMIT_AS, &RL) == 0 && RL.rlim_cur != RLIM_INFINITY)
    Avail = std::min<uint64_t>(Avail, RL.rlim_cur);
  return Avail;
}

bool oa::launch::checkHostMemory(const LaunchDesc &D, unsigned Copies, uint64_t Avail,
                                 std::string &Err) {
  uint64_t Total = 0; // the parser keeps each buffer under 1 TiB
  const BufferDesc *Largest = nullptr;
  for (const BufferDesc &B : D.Buffers) {
    Total += B.bytes();
    if (!Largest || B.bytes() > Largest->bytes())
      Largest = &B;
  }
  // Every tool keeps a few copies; a quarter of what is left stays for the
  // rest of the process (the emulator's state, the driver, the libraries).
  if (Total <= (Avail - Avail / 4) / Copies)
    return true;
  Err = D.Path + ": the buffers need " + gib(Total) + " (" + std::to_string(Copies) +
        (Copies == 1 ? " copy" : " copies") + " in host memory: " + gib(Total * Copies) +
        "), more than the " + gib(Avail) + " this machine has available; the largest is '" +
        Largest->Name + "' (" + std::to_string(Largest->Count) + " x " +
        dtypeName(Largest->Type) + ")";
  return false;
}
