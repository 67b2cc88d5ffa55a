//===- oa-translate.cpp - LLVM IR and launch plans from lowered MLIR ------===//
//
//   oa-translate --oa-to-llvmir [--oa-sm=90]  kernels -> LLVM IR for oa-llc
//   oa-translate --oa-launch-plan [--oa-cubin=F] [--oa-rtol=R]
//                                             host functions -> JSON plan
//
//===----------------------------------------------------------------------===//
#include "oa/Conversion/Translate.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"

static llvm::cl::opt<unsigned> smVersion("oa-sm", llvm::cl::desc("SM version for target-cpu (default 90)"),
                                         llvm::cl::init(90));
static llvm::cl::opt<std::string> cubinName("oa-cubin",
                                            llvm::cl::desc("cubin file named in each launch (relative to the JSON)"),
                                            llvm::cl::init("kernels.cubin"));
static llvm::cl::opt<double> outputRtol("oa-rtol",
                                        llvm::cl::desc("rtol of floating outputs in launch plans"),
                                        llvm::cl::init(1e-5));

int main(int argc, char **argv) {
  mlir::TranslateFromMLIRRegistration toLLVMIR(
      "oa-to-llvmir", "oa kernels (LLVM/NVVM dialect) to LLVM IR for oa-llc",
      [](mlir::Operation *op, llvm::raw_ostream &os) {
        return oa::translateKernelsToLLVMIR(op, os, smVersion);
      },
      oa::registerTranslationDialects);
  mlir::TranslateFromMLIRRegistration plan(
      "oa-launch-plan", "host functions' gpu.launch_func to a JSON launch plan",
      [](mlir::Operation *op, llvm::raw_ostream &os) { return oa::translateLaunchPlan(op, os, cubinName, outputRtol); },
      oa::registerTranslationDialects);
  return mlir::failed(mlir::mlirTranslateMain(argc, argv, "oa translation driver\n"));
}
