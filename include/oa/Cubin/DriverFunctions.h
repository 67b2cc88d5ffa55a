//===-- oa/Cubin/DriverFunctions.h - functions the CUDA driver provides -*- C++ -*-===//
//
// Device functions that no cubin defines: the driver binds them at load time
// (ptxas's "syscalls").  Code calls them with CALL.ABS.NOINC through a bank-4
// address slot against an undefined function symbol, and the kernel's
// .nv.info names them (EIATTR_EXTERNS) and the calls (EIATTR_SYSCALL_OFFSETS).
// This table is the one list of them and of how each is called: the code
// generator, the cubin writer, oa-llc's checks and oa-emu all read it.
//
//===----------------------------------------------------------------------===//

#ifndef OA_CUBIN_DRIVERFUNCTIONS_H
#define OA_CUBIN_DRIVERFUNCTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace oa {

/// How an argument or the result travels: a 32-bit value in one register,
/// or a 64-bit one (a pointer, a size_t) in an even-aligned pair.
enum class DriverValue : uint8_t { None, I32, I64 };

struct DriverFunction {
  const char *Name;
  /// The C signature, for diagnostics.
  const char *Signature;
  DriverValue Result;
  unsigned NumParams;
  DriverValue Params[5];
};

/// Every function the driver provides that oa calls, in a fixed order (an
/// index into this list names the function inside oa).
llvm::ArrayRef<DriverFunction> driverFunctions();
/// The entry named Name, or null.
const DriverFunction *findDriverFunction(llvm::StringRef Name);
bool isDriverFunction(llvm::StringRef Name);
/// Position of F in driverFunctions().
unsigned driverFunctionIndex(const DriverFunction &F);

/// The first register of argument I as ptxas passes it: from R4 on, in
/// order, a 64-bit value at the next even register (__assertfail's five
/// arguments are R4:R5, R6:R7, R8, R10:R11, R12:R13).
unsigned driverArgRegister(const DriverFunction &F, unsigned I);
/// The result is in R4 (R4:R5 for a 64-bit one); the return address in
/// R20:R21, which LEPC sets right before the call.
constexpr unsigned DriverResultRegister = 4;
constexpr unsigned DriverReturnAddressRegister = 20;

} // namespace oa

#endif
