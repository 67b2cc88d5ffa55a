// oa-translate --oa-launch-plan: the function's buffers, and per launch a
// docs/Launch.md description that reads its inputs from <name>.bin and
// writes its output buffer (chained through one directory).
// RUN: oa-opt %s --oa-model-to-llvm | oa-translate --oa-launch-plan --oa-cubin=mlp.cubin | FileCheck %s
// RUN: oa-opt %s --oa-lower-to-kernels | not oa-translate --oa-to-llvmir 2>&1 | FileCheck %s --check-prefix=NOTLOWERED
// RUN: not oa-translate --oa-launch-plan %S/../Dialect/OA/ops.mlir 2>&1 | FileCheck %s --check-prefix=NOLAUNCH

// CHECK: "functions": [
// CHECK: "name": "mlp",
// CHECK: "buffers": {
// CHECK: "x": {
// CHECK-NEXT: "dtype": "f32",
// CHECK-NEXT: "count": 512,
// CHECK-NEXT: "shape": [
// CHECK-NEXT: 8,
// CHECK-NEXT: 64
// CHECK-NEXT: ],
// CHECK-NEXT: "role": "input"
// CHECK: "y": {
// CHECK: "role": "output"
// CHECK: "t0": {
// CHECK: "role": "temp"
// CHECK: "launches": [
// CHECK: "kernel": "mlp_k0_linear_gelu",
// CHECK-NEXT: "cubin": "mlp.cubin",
// CHECK-NEXT: "grid": [
// CHECK-NEXT: 8,
// CHECK-NEXT: 1,
// CHECK-NEXT: 1
// CHECK: "block": [
// CHECK-NEXT: 256,
// CHECK-NEXT: 1,
// CHECK-NEXT: 1
// CHECK: "shared": 0,
// CHECK: "w1": {
// CHECK-NEXT: "dtype": "f32",
// CHECK-NEXT: "count": 8192,
// CHECK-NEXT: "init": {
// CHECK-NEXT: "file": "w1.bin"
// CHECK: "t0": {
// CHECK-NEXT: "dtype": "f32",
// CHECK-NEXT: "count": 1024,
// CHECK-NEXT: "init": "poison",
// CHECK-NEXT: "output": true,
// CHECK-NEXT: "rtol": 1.0000000000000001e-05
// CHECK: "args": [
// CHECK-NEXT: {
// CHECK-NEXT: "buffer": "x"
// CHECK: "buffer": "w1"
// CHECK: "buffer": "b1"
// CHECK: "buffer": "t0"
// CHECK: "kernel": "mlp_k1_linear_add",
// The second launch reads the temp the first wrote.
// CHECK: "t0": {
// CHECK-NEXT: "dtype": "f32",
// CHECK-NEXT: "count": 1024,
// CHECK-NEXT: "init": {
// CHECK-NEXT: "file": "t0.bin"
// CHECK: "args": [
// CHECK: "buffer": "t0"
// CHECK: "buffer": "w2"
// CHECK: "buffer": "b2"
// CHECK: "buffer": "x"
// CHECK: "buffer": "y"

// NOTLOWERED: error: kernels are not lowered to the LLVM dialect yet
// NOLAUNCH: error: no function launches kernels

func.func @mlp(%x: tensor<8x64xf32> {oa.name = "x"}, %w1: tensor<128x64xf32> {oa.name = "w1"},
               %b1: tensor<128xf32> {oa.name = "b1"}, %w2: tensor<64x128xf32> {oa.name = "w2"},
               %b2: tensor<64xf32> {oa.name = "b2"}) -> (tensor<8x64xf32> {oa.name = "y"}) {
  %h = oa.linear %x, %w1, %b1 : (tensor<8x64xf32>, tensor<128x64xf32>, tensor<128xf32>) -> tensor<8x128xf32>
  %g = oa.gelu %h : (tensor<8x128xf32>) -> tensor<8x128xf32>
  %y = oa.linear %g, %w2, %b2 : (tensor<8x128xf32>, tensor<64x128xf32>, tensor<64xf32>) -> tensor<8x64xf32>
  %r = oa.add %y, %x : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
  return %r : tensor<8x64xf32>
}
