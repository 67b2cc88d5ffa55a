//===- OADialect.td - oa's model-level dialect -------------*- tablegen -*-===//
//
// Ops on statically shaped tensors that ML code produces (linear layers,
// activations, normalisations, reductions, losses, optimiser steps).  They
// carry no schedule: the oa-lower-to-kernels pass chooses kernels for them.
//
//===----------------------------------------------------------------------===//
#ifndef OA_DIALECT_OA_OADIALECT_TD
#define OA_DIALECT_OA_OADIALECT_TD

include "mlir/IR/OpBase.td"

def OA_Dialect : Dialect {
  let name = "oa";
  let cppNamespace = "::oa::model";
  let summary = "oa's model-level ops on statically shaped tensors";
}

class OA_Op<string mnemonic, list<Trait> traits = []>
    : Op<OA_Dialect, mnemonic, traits>;

#endif // OA_DIALECT_OA_OADIALECT_TD
