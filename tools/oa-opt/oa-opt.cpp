//===- oa-opt.cpp - mlir-opt with oa's dialect and passes -----------------===//
//
// MlirOptMain with oa's dialect, the upstream dialects its lowering uses,
// upstream transform/conversion passes and oa's passes and pipelines
// (--oa-autodiff, --oa-lower-to-kernels, --oa-kernels-to-llvm,
// --oa-model-to-llvm).
//
//===----------------------------------------------------------------------===//
#include "oa/Conversion/Passes.h"
#include "oa/Dialect/OA/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::registerTransformsPasses();
  mlir::registerConversionPasses();
  mlir::registerGPUPasses();
  oa::registerConversionPasses();
  oa::model::registerOAPasses();
  mlir::DialectRegistry registry;
  oa::registerDialects(registry);
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "oa MLIR optimizer driver\n", registry));
}
