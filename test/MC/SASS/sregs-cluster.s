// The instructions of %warpid / %nwarpid (S2R SR_VIRTID / SR_VIRTCFG), the
// cluster rank (SR_CgaCtaId) and barrier.cluster.* (MEMBAR.ALL.GPU, ERRBAR,
// CGAERRBAR, UCGABAR_ARV / UCGABAR_WAIT, CCTL.IVALL): words ptxas 13
// emitted for them, with the text nvdisasm 13 prints.
// RUN: split-file %s %t
// RUN: oa-mc -mcpu=sm_80 -show-encoding %t/sm80.s | FileCheck %s --check-prefix=ENC80
// RUN: oa-mc -mcpu=sm_90 -show-encoding %t/sm90.s | FileCheck %s --check-prefix=ENC90
// RUN: oa-mc --disassemble -mcpu=sm_80 --no-control %t/sm80.txt | FileCheck %s --check-prefix=DIS80
// RUN: oa-mc --disassemble -mcpu=sm_90 --no-control %t/sm90.txt | FileCheck %s --check-prefix=DIS90
// ENC80: encoding: [0x0000000000007919, 0x000e220000000300]
// DIS80: {{^}}S2R R0, SR_VIRTID ;{{$}}
// ENC90: encoding: [0x0000000000027919, 0x000e680000008800]
// ENC90: encoding: [0x0000000000057919, 0x000f240000000200]
// ENC90: encoding: [0x0000000000047919, 0x000ee40000000300]
// ENC90: encoding: [0x0000000000007992, 0x000fec000000a000]
// ENC90: encoding: [0x00000000000079ab, 0x000fc00000000000]
// ENC90: encoding: [0x00000000000075ab, 0x000ff00000000000]
// ENC90: encoding: [0x00000000000079c7, 0x000fe20008000000]
// ENC90: encoding: [0x0000000000007dc7, 0x000fe20008000000]
// ENC90: encoding: [0x00000000ff00798f, 0x000fe20002000000]
// DIS90: {{^}}S2R R2, SR_CgaCtaId ;{{$}}
// DIS90-NEXT: {{^}}S2R R5, SR_VIRTCFG ;{{$}}
// DIS90-NEXT: {{^}}S2R R4, SR_VIRTID ;{{$}}
// DIS90-NEXT: {{^}}MEMBAR.ALL.GPU ;{{$}}
// DIS90-NEXT: {{^}}ERRBAR;{{$}}
// DIS90-NEXT: {{^}}CGAERRBAR ;{{$}}
// DIS90-NEXT: {{^}}UCGABAR_ARV ;{{$}}
// DIS90-NEXT: {{^}}UCGABAR_WAIT ;{{$}}
// DIS90-NEXT: {{^}}CCTL.IVALL ;{{$}}

//--- sm80.s
[B------:R-:W0:-:S01] S2R R0, SR_VIRTID ;
//--- sm90.s
[B------:R-:W1:-:S04] S2R R2, SR_CgaCtaId ;
[B------:R-:W4:-:S02] S2R R5, SR_VIRTCFG ;
[B------:R-:W3:-:S02] S2R R4, SR_VIRTID ;
[B------:R-:W-:-:S06] MEMBAR.ALL.GPU ;
[B------:R-:W-:Y:S00] ERRBAR;
[B------:R-:W-:-:S08] CGAERRBAR ;
[B------:R-:W-:-:S01] UCGABAR_ARV ;
[B------:R-:W-:-:S01] UCGABAR_WAIT ;
[B------:R-:W-:-:S01] CCTL.IVALL ;
//--- sm80.txt
0x0000000000007919 0x000e220000000300
//--- sm90.txt
0x0000000000027919 0x000e680000008800
0x0000000000057919 0x000f240000000200
0x0000000000047919 0x000ee40000000300
0x0000000000007992 0x000fec000000a000
0x00000000000079ab 0x000fc00000000000
0x00000000000075ab 0x000ff00000000000
0x00000000000079c7 0x000fe20008000000
0x0000000000007dc7 0x000fe20008000000
0x00000000ff00798f 0x000fe20002000000
