// MOVM (movmatrix / the WMMA API's row-major B) and ARRIVES.LDGSTSBAR
// (cp.async.mbarrier.arrive): words ptxas 13 emitted for
// test/E2E/tensor/gemm_wmma.cu and cp.async + mbarrier kernels (the
// [R8+UR6] one is that form with a register base), with the text nvdisasm 13
// prints for them.
// RUN: split-file %s %t
// RUN: oa-mc -mcpu=sm_80 -show-encoding %t/sm80.s | FileCheck %s --check-prefix=ENC80
// RUN: oa-mc -mcpu=sm_90 -show-encoding %t/sm90.s | FileCheck %s --check-prefix=ENC90
// RUN: oa-mc --disassemble -mcpu=sm_80 --no-control %t/sm80.txt | FileCheck %s --check-prefix=DIS80
// RUN: oa-mc --disassemble -mcpu=sm_90 --no-control %t/sm90.txt | FileCheck %s --check-prefix=DIS90
// ENC80: encoding: [0x000000000202723a, 0x004fe80000000000]
// ENC80: encoding: [0x000000003704723a, 0x010fe80000000000]
// ENC80: encoding: [0x00020000ff0079b0, 0x000fe20008000a3f]
// ENC90: encoding: [0x000000000202723a, 0x004fe80000000000]
// ENC90: encoding: [0x00000000ff0079b0, 0x000fe20008000a86]
// ENC90: encoding: [0x00000800ff0079b0, 0x000fe60008000a46]
// ENC90: encoding: [0x00000000080079b0, 0x000fe20008000a86]
// DIS80: {{^}}MOVM.16.MT88 R2, R2 ;{{$}}
// DIS80-NEXT: {{^}}MOVM.16.MT88 R4, R55 ;{{$}}
// DIS80-NEXT: {{^}}ARRIVES.LDGSTSBAR.64 [URZ+0x200] ;{{$}}
// DIS90: {{^}}MOVM.16.MT88 R2, R2 ;{{$}}
// DIS90-NEXT: {{^}}ARRIVES.LDGSTSBAR.64.TRANSCNT [UR6] ;{{$}}
// DIS90-NEXT: {{^}}ARRIVES.LDGSTSBAR.64.ARVCNT [UR6+0x8] ;{{$}}
// DIS90-NEXT: {{^}}ARRIVES.LDGSTSBAR.64.TRANSCNT [R8+UR6] ;{{$}}

//--- sm80.s
[B--2---:R-:W-:-:S04] MOVM.16.MT88 R2, R2 ;
[B----4-:R-:W-:-:S04] MOVM.16.MT88 R4, R55 ;
[B------:R-:W-:-:S01] ARRIVES.LDGSTSBAR.64 [URZ+0x200] ;
//--- sm90.s
[B--2---:R-:W-:-:S04] MOVM.16.MT88 R2, R2 ;
[B------:R-:W-:-:S01] ARRIVES.LDGSTSBAR.64.TRANSCNT [UR6] ;
[B------:R-:W-:-:S03] ARRIVES.LDGSTSBAR.64.ARVCNT [UR6+0x8] ;
[B------:R-:W-:-:S01] ARRIVES.LDGSTSBAR.64.TRANSCNT [R8+UR6] ;
//--- sm80.txt
0x000000000202723a 0x004fe80000000000
0x000000003704723a 0x010fe80000000000
0x00020000ff0079b0 0x000fe20008000a3f
//--- sm90.txt
0x000000000202723a 0x004fe80000000000
0x00000000ff0079b0 0x000fe20008000a86
0x00000800ff0079b0 0x000fe60008000a46
0x00000000080079b0 0x000fe20008000a86
