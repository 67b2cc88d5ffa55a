// Bad input outside -verify-diagnostics: a located error and a non-zero exit.
// RUN: not oa-opt %s 2>&1 | FileCheck %s
// RUN: not oa-opt %s --oa-model-to-llvm 2>&1 | FileCheck %s

// CHECK: diagnostics.mlir:[[@LINE+3]]:8: error: 'oa.add' op lhs and rhs must have one type, got 'tensor<4xf32>' and 'tensor<5xf32>'
// CHECK-NOT: module
func.func @f(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<4xf32> {
  %0 = oa.add %a, %b : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
