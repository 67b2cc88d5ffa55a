//===-- ExecDriver.cpp - the functions the CUDA driver provides -----------===//
//
// CALL.ABS.NOINC to an address bindGlobals gave a driver function
// (oa/Cubin/DriverFunctions.h) runs the emulator's own, for each calling
// lane in lane order, with the arguments where ptxas passes them (R4 on):
//  - vprintf: ExecPrintf.cpp;
//  - malloc: a buffer of the device's memory per call (GlobalMemory::
//    heapAllocate: overruns and uses after free are caught), NULL once the
//    driver's default heap of 8 MiB is taken;
//  - free: ends such a buffer (NULL is ignored); freeing anything else, or
//    twice, stops the run;
//  - __assertfail: stops the run with the message the driver prints
//    ("FILE:LINE: FUNCTION: ... Assertion `MESSAGE` failed."); the launch
//    fails, as cudaErrorAssert makes it fail on the GPU.
// The lanes return to R20:R21.  The argument registers other than the
// result, R20:R21 and UR0-UR35 are overwritten and P0-P6 inverted (ptxas's
// code keeps values in other registers across these calls, and reloads
// uniform registers below UR36), so that a caller that expects them back is
// caught; oa's own code keeps nothing but R1 across a call.
//
//===----------------------------------------------------------------------===//

#include "Engine.h"
#include "oa/Cubin/DriverFunctions.h"

using namespace llvm;
using namespace oa;
using namespace oa::emu;

namespace {
uint64_t reg64(const Warp &W, unsigned R, int Lane) {
  return W.R[R][Lane] | (uint64_t)W.R[R + 1][Lane] << 32;
}
} // namespace

bool Engine::driverCall(Warp &W, Group &G, const Inst &I, uint32_t M) {
  uint32_t PCIdx = G.PC;
  if (!M) {
    ++G.PC;
    return true;
  }
  ArrayRef<DriverFunction> Fns = driverFunctions();
  uint64_t Ret = 0, Target = 0;
  for (uint32_t Ms = M; Ms; Ms &= Ms - 1) {
    int Lane = __builtin_ctz(Ms);
    uint64_t T = reg64(W, I.A.Reg, Lane);
    if (T < DriverFunctionBase || T >= driverFunctionAddress(Fns.size()) ||
        (T - DriverFunctionBase) % DriverFunctionStride) {
      std::string Names;
      for (const DriverFunction &F : Fns)
        Names += std::string(Names.empty() ? "" : ", ") + F.Name;
      fail(I, Lane, W, "error: CALL.ABS to " + std::to_string(T) +
                           ", which is not a driver function oa-emu has (" + Names + ")");
      return false;
    }
    uint64_t R = reg64(W, DriverReturnAddressRegister, Lane);
    if (Ms != M && (R != Ret || T != Target)) {
      fail(I, Lane, W, "error: the lanes of a CALL.ABS call different functions or return "
                       "to different addresses");
      return false;
    }
    Ret = R, Target = T;
  }
  if (Ret % 16 || Ret >= P.Insts.size() * 16) {
    fail(I, __builtin_ctz(M), W, "error: CALL.ABS returns to " + std::to_string(Ret) +
                                     ", outside the kernel");
    return false;
  }
  const DriverFunction &F =
      Fns[(Target - DriverFunctionBase) / DriverFunctionStride];
  StringRef Name = F.Name;
  auto Arg = [&](unsigned K, int Lane) {
    unsigned R = driverArgRegister(F, K);
    return F.Params[K] == DriverValue::I64 ? reg64(W, R, Lane) : (uint64_t)W.R[R][Lane];
  };
  uint64_t Result[32] = {};
  for (uint32_t Ms = M; Ms; Ms &= Ms - 1) {
    int Lane = __builtin_ctz(Ms);
    if (Name == "vprintf") {
      Result[Lane] = (uint32_t)vprintfLane(W, I, Lane, Res.Printed);
    } else if (Name == "malloc") {
      Result[Lane] = Mem.heapAllocate(Arg(0, Lane));
    } else if (Name == "free") {
      uint64_t Ptr = Arg(0, Lane);
      if (Ptr && !Mem.heapFree(Ptr))
        fail(I, Lane, W, "error: free(" + std::to_string(Ptr) + "): not a pointer malloc "
                         "returned, or freed already (" + Mem.describe(Ptr) + ")");
    } else if (Name == "__assertfail") {
      std::string Msg, File, Func;
      if (!readString(W, I, Lane, Arg(0, Lane), Msg) ||
          !readString(W, I, Lane, Arg(1, Lane), File) ||
          !readString(W, I, Lane, Arg(3, Lane), Func))
        return false;
      if (Arg(4, Lane) != 1) {
        fail(I, Lane, W, "error: __assertfail with characters of " +
                             std::to_string(Arg(4, Lane)) + " bytes (oa-emu reads 1)");
        return false;
      }
      fail(I, Lane, W, "error: device-side assertion: " + File + ":" +
                           std::to_string((uint32_t)Arg(2, Lane)) + ": " + Func +
                           ": Assertion `" + Msg + "` failed.");
    } else {
      fail(I, Lane, W, "error: oa-emu has no model of driver function '" + Name.str() + "'");
    }
    if (Stop)
      return false;
  }
  // What the callee may clobber: the argument registers, save the result.
  uint32_t Junk[32];
  for (unsigned K = 0; K < 32; ++K)
    Junk[K] = 0xdead0000u | K;
  auto Clobber = [&](unsigned R) {
    for (uint32_t Ms = M; Ms; Ms &= Ms - 1)
      W.R[R][__builtin_ctz(Ms)] = Junk[__builtin_ctz(Ms)];
  };
  for (unsigned K = 0; K < F.NumParams; ++K) {
    unsigned R = driverArgRegister(F, K);
    Clobber(R);
    if (F.Params[K] == DriverValue::I64)
      Clobber(R + 1);
  }
  Clobber(DriverReturnAddressRegister);
  Clobber(DriverReturnAddressRegister + 1);
  if (F.Result != DriverValue::None)
    for (uint32_t Ms = M; Ms; Ms &= Ms - 1) {
      int Lane = __builtin_ctz(Ms);
      W.R[DriverResultRegister][Lane] = (uint32_t)Result[Lane];
      if (F.Result == DriverValue::I64)
        W.R[DriverResultRegister + 1][Lane] = (uint32_t)(Result[Lane] >> 32);
    }
  for (unsigned K = 0; K < 36; ++K)
    W.UR[K] = 0xdeadbeefu;
  // The driver's functions change predicates (malloc on the H200 does), so
  // the calling lanes' P0-P6 come back inverted: a caller that tested before
  // the call and branches after it goes the wrong way here too.
  for (unsigned K = 0; K < 7; ++K)
    W.P[K] ^= M;
  uint32_t NotTaken = G.Mask & ~M;
  G.Mask = M;
  G.PC = (uint32_t)(Ret / 16);
  if (NotTaken)
    W.G.push_back(Group{NotTaken, PCIdx + 1});
  return true;
}
