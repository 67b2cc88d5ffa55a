// Directives with a missing or malformed argument: an error at the
// directive's line, never a crash (found by oa-sass-asm-fuzzer: an empty
// argument used to point the diagnostic outside the buffer).
// RUN: not oa-mc %s 2>&1 | FileCheck %s --implicit-check-not=error:

// CHECK: errors-directives.s:[[@LINE+1]]:8: error: .shared expects a byte count
.shared
// CHECK: errors-directives.s:[[@LINE+1]]:7: error: .frame expects a byte count
.frame
// CHECK: errors-directives.s:[[@LINE+1]]:11: error: .registers expects a count 1-255
.registers
// CHECK: errors-directives.s:[[@LINE+1]]:8: error: unknown target '' (expected sm_80 or sm_90)
.target
// CHECK: errors-directives.s:[[@LINE+1]]:1: error: .kernel needs a name
.kernel
// CHECK: errors-directives.s:[[@LINE+1]]:1: error: .param expects SIZE[, ALIGN] (ALIGN a power of two)
.param
// CHECK: errors-directives.s:[[@LINE+1]]:1: error: .word expects two 64-bit values: LO, HI
.word
// CHECK: errors-directives.s:[[@LINE+1]]:9: error: .maxntid expects X[, Y[, Z]]
.maxntid
// CHECK: errors-directives.s:[[@LINE+1]]:9: error: .shared expects a byte count
.shared 0x1g
