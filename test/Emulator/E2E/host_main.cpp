//===-- host_main.cpp - the host reference's launcher and fiber runtime ---===//
//
// host-ref LAUNCH.json OUTDIR: makes the description's inputs exactly as
// oa-emu and oa-run do (OALaunch), runs the kernel compiled from the .cu
// file with host_cuda.h on the host, one fiber per CUDA thread, and writes
// the outputs as oa-emu --out would.  run-e2e.py compiles and runs it.
//
//===----------------------------------------------------------------------===//
#include "oa/Launch/Launch.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ucontext.h>
#include <vector>

struct dim3 {
  unsigned x = 1, y = 1, z = 1;
};
dim3 threadIdx, blockIdx, blockDim, gridDim;
unsigned char *oa_dyn_smem;

// The kernel translation unit provides this (run-e2e.py appends it).
void oa_call_kernel(const uint8_t *Params, const uint32_t *Offsets, unsigned N);

namespace {
enum State { Runnable, AtBlockBar, AtWarpBar, Done };
struct Fiber {
  ucontext_t Ctx;
  std::vector<char> Stack;
  dim3 Tid;
  State St = Runnable;
};
std::vector<Fiber> Fibers;
ucontext_t Sched;
int Cur = -1;
unsigned Alive = 0, BlockWaiting = 0;
std::vector<unsigned> WarpAlive, WarpWaiting;
std::vector<uint64_t> Slots;
const uint8_t *Params;
const uint32_t *Offsets;
unsigned NArgs;

void entry() {
  oa_call_kernel(Params, Offsets, NArgs);
  Fibers[Cur].St = Done;
  --Alive;
  --WarpAlive[Cur / 32];
  swapcontext(&Fibers[Cur].Ctx, &Sched);
}

void releaseWarp(unsigned W) {
  for (unsigned K = W * 32; K < Fibers.size() && K < W * 32 + 32; ++K)
    if (Fibers[K].St == AtWarpBar)
      Fibers[K].St = Runnable;
  WarpWaiting[W] = 0;
}
void releaseBlock() {
  for (Fiber &F : Fibers)
    if (F.St == AtBlockBar)
      F.St = Runnable;
  BlockWaiting = 0;
}
void yieldTo(State S) {
  Fibers[Cur].St = S;
  swapcontext(&Fibers[Cur].Ctx, &Sched);
  threadIdx = Fibers[Cur].Tid;
}
} // namespace

void __syncthreads() {
  if (++BlockWaiting == Alive) {
    releaseBlock();
    return;
  }
  yieldTo(AtBlockBar);
}

void __syncwarp(unsigned) {
  unsigned W = Cur / 32;
  if (++WarpWaiting[W] == WarpAlive[W]) {
    releaseWarp(W);
    return;
  }
  yieldTo(AtWarpBar);
}

uint64_t oa_shfl_raw(uint64_t V, int Mode, unsigned Arg, int Width) {
  unsigned Lane = Cur % 32, W = Cur / 32;
  Slots[Cur] = V;
  __syncwarp(~0u);
  unsigned Seg = Lane & ~(Width - 1), In = Lane & (Width - 1), Src = Lane;
  if (Mode == 0)
    Src = Seg + (Arg & (Width - 1));
  else if (Mode == 1)
    Src = In >= Arg ? Lane - Arg : Lane;
  else if (Mode == 2)
    Src = In + Arg < (unsigned)Width ? Lane + Arg : Lane;
  else
    Src = ((Lane ^ Arg) & ~(Width - 1)) == Seg ? Lane ^ Arg : Lane;
  uint64_t R = Slots[W * 32 + (Src & 31)];
  __syncwarp(~0u); // nobody overwrites a slot before every lane has read
  return R;
}

unsigned oa_live_mask() {
  unsigned W = Cur / 32, M = 0;
  for (unsigned K = W * 32; K < Fibers.size() && K < W * 32 + 32; ++K)
    if (Fibers[K].St != Done)
      M |= 1u << (K % 32);
  return M;
}

unsigned oa_vote_raw(bool P, unsigned *Live) {
  unsigned W = Cur / 32;
  Slots[Cur] = P;
  __syncwarp(~0u);
  unsigned M = 0;
  // The live lanes as the vote saw them: once the warp is released, lanes
  // may run on to their exit before this one resumes.
  unsigned L = oa_live_mask();
  for (unsigned K = W * 32; K < Fibers.size() && K < W * 32 + 32; ++K)
    if (Fibers[K].St != Done && Slots[K])
      M |= 1u << (K % 32);
  __syncwarp(~0u);
  if (Live)
    *Live = L;
  return M;
}

int main(int Argc, char **Argv) {
  if (Argc != 3) {
    std::fprintf(stderr, "usage: host-ref LAUNCH.json OUTDIR\n");
    return 2;
  }
  namespace L = oa::launch;
  L::LaunchDesc D;
  std::string Err;
  std::vector<L::HostBuffer> In;
  if (!L::parseLaunchFile(Argv[1], D, Err) || !L::makeInputs(D, In, Err)) {
    std::fprintf(stderr, "host-ref: %s\n", Err.c_str());
    return 1;
  }
  std::vector<uint64_t> Addrs;
  for (L::HostBuffer &B : In)
    Addrs.push_back((uint64_t)(uintptr_t)B.Bytes.data());
  L::PackedParams PP = L::packParams(D, Addrs);
  Params = PP.Bytes.data();
  Offsets = PP.Offsets.data();
  NArgs = PP.Offsets.size();
  std::vector<unsigned char> Dyn(D.SharedBytes + 16);
  oa_dyn_smem = Dyn.data();
  blockDim = {D.Block[0], D.Block[1], D.Block[2]};
  gridDim = {D.Grid[0], D.Grid[1], D.Grid[2]};
  unsigned NT = D.Block[0] * D.Block[1] * D.Block[2], NW = (NT + 31) / 32;
  Fibers.resize(NT);
  for (Fiber &F : Fibers)
    F.Stack.resize(1 << 17);
  Slots.assign(NW * 32, 0);
  for (unsigned Z = 0; Z < D.Grid[2]; ++Z)
    for (unsigned Y = 0; Y < D.Grid[1]; ++Y)
      for (unsigned X = 0; X < D.Grid[0]; ++X) {
        blockIdx = {X, Y, Z};
        WarpAlive.assign(NW, 0);
        WarpWaiting.assign(NW, 0);
        for (unsigned T = 0; T < NT; ++T) {
          Fiber &F = Fibers[T];
          F.Tid = {T % D.Block[0], (T / D.Block[0]) % D.Block[1], T / (D.Block[0] * D.Block[1])};
          F.St = Runnable;
          getcontext(&F.Ctx);
          F.Ctx.uc_stack.ss_sp = F.Stack.data();
          F.Ctx.uc_stack.ss_size = F.Stack.size();
          F.Ctx.uc_link = nullptr;
          makecontext(&F.Ctx, entry, 0);
          ++WarpAlive[T / 32];
        }
        Alive = NT;
        BlockWaiting = 0;
        while (Alive) {
          bool Ran = false;
          for (unsigned T = 0; T < NT; ++T) {
            if (Fibers[T].St != Runnable)
              continue;
            Cur = (int)T;
            threadIdx = Fibers[T].Tid;
            swapcontext(&Sched, &Fibers[T].Ctx);
            Ran = true;
            // An exit can complete a barrier the others wait at.
            unsigned W = T / 32;
            if (Fibers[T].St == Done) {
              if (WarpWaiting[W] && WarpWaiting[W] == WarpAlive[W])
                releaseWarp(W);
              if (BlockWaiting && BlockWaiting == Alive)
                releaseBlock();
            }
          }
          if (!Ran && Alive) {
            std::fprintf(stderr, "host-ref: deadlock in block (%u,%u,%u)\n", X, Y, Z);
            return 1;
          }
        }
      }
  if (!L::writeOutputs(D, In, Argv[2], Err)) {
    std::fprintf(stderr, "host-ref: %s\n", Err.c_str());
    return 1;
  }
  return 0;
}
