//===- OADialect.cpp - registration of the oa dialect ---------------------===//
#include "oa/Dialect/OA/OA.h"

using namespace mlir;
using namespace oa::model;

#include "oa/Dialect/OA/OADialect.cpp.inc"

void OADialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "oa/Dialect/OA/OAOps.cpp.inc"
      >();
}
