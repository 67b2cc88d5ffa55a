// sm_90's f32 -> tf32 F2FP shape (cvt.{rn,rz}[.relu].tf32.f32): PACK_B, with
// .RZ and .RELU, register and uniform sources: words ptxas 13 emitted, with
// the text nvdisasm 13 prints for each; encoding the text gives the words back.
// RUN: split-file %s %t
// RUN: oa-mc -mcpu=sm_90 -show-encoding %t/sm90.s | FileCheck %s --check-prefix=ENC90
// RUN: oa-mc --disassemble -mcpu=sm_90 --no-control %t/sm90.txt | FileCheck %s --check-prefix=DIS90
// RUN: not oa-mc -mcpu=sm_80 %t/sm90.s 2>&1 | FileCheck %s --check-prefix=SM80
// ENC90: encoding: [0x00000000ff05723e, 0x080fe400024050ff]
// ENC90: encoding: [0x00000000ff07723e, 0x080fe4000241d0ff]
// ENC90: encoding: [0x00000000ff09723e, 0x080fe200024058ff]
// ENC90: encoding: [0x00000000ff0b723e, 0x000fc6000241d8ff]
// ENC90: encoding: [0x00000004ff057c3e, 0x000fc4000a4050ff]
// ENC90: encoding: [0x00000004ff077c3e, 0x000fe2000a41d8ff]
// DIS90: {{^}}F2FP.TF32.F32.PACK_B R5, R0.reuse ;{{$}}
// DIS90-NEXT: {{^}}F2FP.TF32.F32.PACK_B.RZ R7, R0.reuse ;{{$}}
// DIS90-NEXT: {{^}}F2FP.RELU.TF32.F32.PACK_B R9, R0.reuse ;{{$}}
// DIS90-NEXT: {{^}}F2FP.RELU.TF32.F32.PACK_B.RZ R11, R0 ;{{$}}
// DIS90-NEXT: {{^}}F2FP.TF32.F32.PACK_B R5, UR4 ;{{$}}
// DIS90-NEXT: {{^}}F2FP.RELU.TF32.F32.PACK_B.RZ R7, UR4 ;{{$}}
// SM80: sm90.s:1:{{[0-9]+}}: error:

//--- sm90.s
[B------:R-:W-:-:S02] F2FP.TF32.F32.PACK_B R5, R0.reuse ;
[B------:R-:W-:-:S02] F2FP.TF32.F32.PACK_B.RZ R7, R0.reuse ;
[B------:R-:W-:-:S01] F2FP.RELU.TF32.F32.PACK_B R9, R0.reuse ;
[B------:R-:W-:Y:S03] F2FP.RELU.TF32.F32.PACK_B.RZ R11, R0 ;
[B------:R-:W-:Y:S02] F2FP.TF32.F32.PACK_B R5, UR4 ;
[B------:R-:W-:-:S01] F2FP.RELU.TF32.F32.PACK_B.RZ R7, UR4 ;
//--- sm90.txt
0x00000000ff05723e 0x080fe400024050ff
0x00000000ff07723e 0x080fe4000241d0ff
0x00000000ff09723e 0x080fe200024058ff
0x00000000ff0b723e 0x000fc6000241d8ff
0x00000004ff057c3e 0x000fc4000a4050ff
0x00000004ff077c3e 0x000fe2000a41d8ff
