//===- oa-translate.cpp - LLVM IR and launch plans from lowered MLIR ------===//
//
//   oa-translate --oa-to-llvmir [--oa-sm=90]  kernels -> LLVM IR for oa-llc
//   oa-translate --oa-launch-plan             host functions -> JSON plan
//
//===----------------------------------------------------------------------===//
#include "oa/Conversion/Translate.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"

static llvm::cl::opt<unsigned> smVersion("oa-sm", llvm::cl::desc("SM version for target-cpu (default 90)"),
                                         llvm::cl::init(90));

int main(int argc, char **argv) {
  mlir::TranslateFromMLIRRegistration toLLVMIR(
      "oa-to-llvmir", "oa kernels (LLVM/NVVM dialect) to LLVM IR for oa-llc",
      [](mlir::Operation *op, llvm::raw_ostream &os) {
        return oa::translateKernelsToLLVMIR(op, os, smVersion);
      },
      oa::registerTranslationDialects);
  mlir::TranslateFromMLIRRegistration plan(
      "oa-launch-plan", "host functions' gpu.launch_func to a JSON launch plan",
      [](mlir::Operation *op, llvm::raw_ostream &os) { return oa::translateLaunchPlan(op, os); },
      oa::registerTranslationDialects);
  return mlir::failed(mlir::mlirTranslateMain(argc, argv, "oa translation driver\n"));
}
