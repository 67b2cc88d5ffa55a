//===-- SASSInstrHalf.td - Packed f16x2 / bf16x2 arithmetic -*- tablegen -*-===//
//
// Half arithmetic on the packed half pipe, as ptxas writes it, instead of a
// conversion to f32, the f32 operation and a conversion back (f16 FMA went
// through f64).  The operands are the 32-bit registers holding both halves:
// SASS::combineHalfArith (SASSISelHalf.cpp) rewrites f16/bf16 fadd, fsub,
// fmul and fma, scalar or vector, into these nodes on i32 before the types
// are legalized.  A scalar half sits in the low half; the high lane computes
// on whatever the register holds there and nobody reads it.
//
// f16 has HADD2/HMUL2/HFMA2 on both SMs.  bf16 is HFMA2.BF16_V2 only on
// sm_80 (ptxas: a + b = a * 1 + b, a * b = a * b + -0, which keeps the sign
// of a zero product); sm_90 has the same forms and they are used there too.
//
//===----------------------------------------------------------------------===//

def SDT_SASSHalf2 : SDTypeProfile<1, 2, [SDTCisVT<0, i32>, SDTCisVT<1, i32>, SDTCisVT<2, i32>]>;
def SDT_SASSHalf3 : SDTypeProfile<1, 3, [SDTCisVT<0, i32>, SDTCisVT<1, i32>, SDTCisVT<2, i32>,
                                         SDTCisVT<3, i32>]>;
def sass_hadd2 : SDNode<"SASSISD::HADD2", SDT_SASSHalf2, [SDNPCommutative]>;
def sass_hsub2 : SDNode<"SASSISD::HSUB2", SDT_SASSHalf2>;
def sass_hmul2 : SDNode<"SASSISD::HMUL2", SDT_SASSHalf2, [SDNPCommutative]>;
def sass_hfma2 : SDNode<"SASSISD::HFMA2", SDT_SASSHalf3>;
def sass_bfadd2 : SDNode<"SASSISD::BFADD2", SDT_SASSHalf2, [SDNPCommutative]>;
def sass_bfsub2 : SDNode<"SASSISD::BFSUB2", SDT_SASSHalf2>;
def sass_bfmul2 : SDNode<"SASSISD::BFMUL2", SDT_SASSHalf2, [SDNPCommutative]>;
def sass_bffma2 : SDNode<"SASSISD::BFFMA2", SDT_SASSHalf3>;

let isCommutable = 1 in {
def HADD2rr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "HADD2 $d, $a, $b ;",
                     [(set i32:$d, (sass_hadd2 i32:$a, i32:$b))]>;
def HMUL2rr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "HMUL2 $d, $a, $b ;",
                     [(set i32:$d, (sass_hmul2 i32:$a, i32:$b))]>;
def HFMA2rrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c), "HFMA2 $d, $a, $b, $c ;",
                      [(set i32:$d, (sass_hfma2 i32:$a, i32:$b, i32:$c))]>;
def BFMUL2rr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "HFMA2.BF16_V2 $d, $a, $b, -RZ ;",
                      [(set i32:$d, (sass_bfmul2 i32:$a, i32:$b))]>;
def BFFMA2rrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c),
                       "HFMA2.BF16_V2 $d, $a, $b, $c ;",
                       [(set i32:$d, (sass_bffma2 i32:$a, i32:$b, i32:$c))]>;
}
def HSUB2rr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "HADD2 $d, $a, -$b ;",
                     [(set i32:$d, (sass_hsub2 i32:$a, i32:$b))]>;
def BFADD2rr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "HFMA2.BF16_V2 $d, $a, 1, 1, $b ;",
                      [(set i32:$d, (sass_bfadd2 i32:$a, i32:$b))]>;
def BFSUB2rr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "HFMA2.BF16_V2 $d, $a, 1, 1, -$b ;",
                      [(set i32:$d, (sass_bfsub2 i32:$a, i32:$b))]>;
