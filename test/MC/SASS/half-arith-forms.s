// The packed half forms code generation selects for f16/bf16 arithmetic
// (SASSInstrHalf.td; half-arith.ll).  Each expected word was disassembled
// by nvdisasm -b SM80 -raw and -b SM90 -raw back to this text; the words
// are the same on both SMs.
// RUN: oa-mc -mcpu=sm_80 -show-encoding %s | FileCheck %s
// RUN: oa-mc -mcpu=sm_90 -show-encoding %s | FileCheck %s

[B------:R-:W-:Y:S15] HADD2 R4, R2, R3 ;
// CHECK: encoding: [0x0000000302047230, 0x000fde0000000000]
[B------:R-:W-:Y:S15] HADD2 R5, R4, -R3 ;
// CHECK: encoding: [0x8000000304057230, 0x000fde0000000000]
[B------:R-:W-:Y:S15] HMUL2 R2, R5, R2 ;
// CHECK: encoding: [0x0000000205027232, 0x000fde0000000000]
[B------:R-:W-:Y:S15] HFMA2 R2, R2, R3, R4 ;
// CHECK: encoding: [0x0000000302027231, 0x000fde0000000004]
[B------:R-:W-:Y:S15] HFMA2.BF16_V2 R4, R2, 1, 1, R3 ;
// CHECK: encoding: [0x3f803f8002047831, 0x000fde0000200003]
[B------:R-:W-:Y:S15] HFMA2.BF16_V2 R5, R4, 1, 1, -R3 ;
// CHECK: encoding: [0x3f803f8004057831, 0x000fde0000300003]
[B------:R-:W-:Y:S15] HFMA2.BF16_V2 R2, R5, R2, -RZ ;
// CHECK: encoding: [0x0000000205027231, 0x000fde00003000ff]
[B------:R-:W-:Y:S15] HFMA2.BF16_V2 R2, R2, R3, R4 ;
// CHECK: encoding: [0x0000000302027231, 0x000fde0000200004]
