// A malformed op: the parser's message with its location, exit status 1.
// RUN: not oa-opt %s 2>&1 | FileCheck %s

func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: parse-error.mlir:[[@LINE+1]]:{{[0-9]+}}: error: expected ':'
  %0 = oa.relu %a (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
