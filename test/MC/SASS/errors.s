// Malformed assembly: each error names file:line:col and the exit is non-zero.
// RUN: not oa-mc -mcpu=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not=error:

FFMA R7, R2, R3, R7 ;
// CHECK: errors.s:[[@LINE+1]]:1: error: unknown instruction 'FROB'
FROB R1 ;
// CHECK: errors.s:[[@LINE+1]]:18: error: expected {{a register|a floating-point immediate}}
FFMA R7, R2, R3, Q7 ;
// CHECK: errors.s:[[@LINE+1]]:1: error: malformed control field
[B--2---:R-:W-:S05] FFMA R7, R2, R3, R7 ;
// CHECK: errors.s:[[@LINE+1]]:1: error: stall count must be 0-15
[B------:R-:W-:Y:S16] FFMA R7, R2, R3, R7 ;
// CHECK: errors.s:[[@LINE+1]]:5: error: branch target is not aligned
BRA 0x13;
// CHECK: errors.s:[[@LINE+1]]:23: error: unexpected text after the instruction
FFMA R7, R2, R3, R7 ; junk
// CHECK: errors.s:[[@LINE+1]]:1: error: unknown directive '.frob'
.frob 3
// CHECK: errors.s:[[@LINE+1]]:9: error: unknown target 'sm_70'
.target sm_70
// Float literals the field cannot hold (the asm fuzzer's crash-0030ced:
// converting them was undefined behaviour).
// CHECK: errors.s:[[@LINE+1]]:28: error: expected a half-precision immediate
HFMA2.MMA R17, -RZ, RZ, 0, 5.9604644775390625e708 ;
// CHECK: errors.s:[[@LINE+1]]:14: error: expected a floating-point immediate
FADD R1, R2, 1e39 ;
// CHECK: errors.s:[[@LINE+1]]:21: error: expected a half-precision immediate
HADD2 R3, R3.H0_H0, 70000, 2 ;
// Operand reuse on an instruction that yields: no text shows that word
// (nvdisasm drops the .reuse, the decoder refuses it); with '-' it is fine.
// CHECK: errors.s:[[@LINE+1]]:23: error: .reuse on an instruction whose control field yields (Y)
[B------:R-:W-:Y:S01] IMAD R0, R2.reuse, R3, RZ ;
[B------:R-:W-:-:S01] IMAD R1, R2.reuse, R4, RZ ;
