//===- OA.h - oa's model-level dialect ---------------------------*- C++ -*-===//
//
// The `oa` dialect: statically shaped tensor ops from ML models (ODS in
// OAOps.td).  Namespace oa::model.
//
//===----------------------------------------------------------------------===//
#ifndef OA_DIALECT_OA_OA_H
#define OA_DIALECT_OA_OA_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "oa/Dialect/OA/OADialect.h.inc"

#define GET_OP_CLASSES
#include "oa/Dialect/OA/OAOps.h.inc"

#endif // OA_DIALECT_OA_OA_H
