// The causal mask of the sm_90 attention at head dim 128 (S, O and P of
// two m64n128 tiles already hold most of the 255 registers): comparing each
// score's key with its row gave LICM one invariant per element, and the
// pre-RA scheduler, which counted GPRs only, hoisted the 64 compares of a
// tile away from their selects; the allocator spilled the predicates as
// 0/1 words to local memory (60 STL).  Now the mask compares the row's
// distance to the tile's first key with immediates, and the scheduler
// keeps predicate pressure within the predicate file.  The kernel may spill
// a few scalars outside the key loop; not the mask.
// RUN: oa-opt %s --pass-pipeline="builtin.module(oa-lower-to-kernels{sm=90 sms=132},canonicalize,oa-kernels-to-llvm)" | oa-translate --oa-to-llvmir --oa-sm=90 -o %t.ll
// RUN: oa-llc -mcpu=sm_90 -O3 -filetype=asm %t.ll -o %t.s
// RUN: %python -c "import sys; n = open(sys.argv[1]).read().count('STL'); print('STL', n); sys.exit(n > 16)" %t.s | FileCheck %s
// CHECK: STL {{[0-9]+$}}
// The masked tile's compares take immediates.
// RUN: FileCheck %s --check-prefix=ASM < %t.s
// ASM-COUNT-32: ISETP.LT.AND P{{[0-6]}}, PT, R{{[0-9]+}}, 0x{{[0-9a-f]+}}, PT
func.func @attention(%q: tensor<2x256x128xf16>, %k: tensor<2x256x128xf16>, %v: tensor<2x256x128xf16>) -> tensor<2x256x128xf16> {
  %r = oa.attention %q, %k, %v {causal = true, scale = 0.088388 : f32} : (tensor<2x256x128xf16>, tensor<2x256x128xf16>, tensor<2x256x128xf16>) -> tensor<2x256x128xf16>
  return %r : tensor<2x256x128xf16>
}
