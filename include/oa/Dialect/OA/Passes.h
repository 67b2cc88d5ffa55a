//===- Passes.h - passes on the oa model dialect -----------------*- C++ -*-===//
//
// oa-autodiff (Passes.td): the training step of a model function.
//
//===----------------------------------------------------------------------===//
#ifndef OA_DIALECT_OA_PASSES_H
#define OA_DIALECT_OA_PASSES_H

#include "oa/Dialect/OA/OA.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace oa::model {

#define GEN_PASS_DECL
#include "oa/Dialect/OA/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "oa/Dialect/OA/Passes.h.inc"

} // namespace oa::model

#endif // OA_DIALECT_OA_PASSES_H
