//===- ToLLVMIR.cpp - oa kernels as an LLVM IR module ---------------------===//
//
// The gpu.module's body is cloned into a plain module and handed to MLIR's
// LLVM IR export; the triple, data layout and per-function target-cpu /
// target-features match what clang-22 writes for CUDA device code, which is
// the input contract of oa-llc.
//
//===----------------------------------------------------------------------===//
#include "oa/Conversion/Passes.h"
#include "oa/Conversion/Translate.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/GPU/GPUToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace mlir;

LogicalResult oa::translateKernelsToLLVMIR(Operation *op, llvm::raw_ostream &os, unsigned sm) {
  auto top = dyn_cast<ModuleOp>(op);
  if (!top)
    return op->emitError("expected a builtin.module");
  SmallVector<gpu::GPUModuleOp> gms(top.getOps<gpu::GPUModuleOp>());
  if (gms.size() > 1)
    return top.emitError("expected at most one gpu.module, found ") << gms.size();

  OwningOpRef<ModuleOp> owned;
  ModuleOp src = top;
  if (!gms.empty()) {
    owned = ModuleOp::create(gms[0].getLoc());
    OpBuilder b = OpBuilder::atBlockEnd(owned->getBody());
    for (Operation &inner : gms[0].getBody()->without_terminator())
      b.clone(inner);
    src = *owned;
  }
  for (Operation &inner : src.getBody()->getOperations())
    if (!isa<LLVM::LLVMDialect>(inner.getDialect()))
      return inner.emitError("kernels are not lowered to the LLVM dialect yet (run "
                             "oa-opt --oa-model-to-llvm or --oa-kernels-to-llvm first): '")
             << inner.getName() << "'";

  if (llvm::none_of(src.getOps<LLVM::LLVMFuncOp>(), [](LLVM::LLVMFuncOp f) { return !f.isExternal(); }))
    return top.emitError("no kernels to translate (expected llvm.func definitions, in a "
                         "gpu.module or at the top level)");

  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = translateModuleToLLVMIR(src, ctx, "oa_kernels");
  if (!m)
    return top.emitError("LLVM IR export failed");
  m->setTargetTriple(llvm::Triple("nvptx64-nvidia-cuda"));
  m->setDataLayout(kNVPTXDataLayout);
  std::string cpu = "sm_" + std::to_string(sm);
  for (llvm::Function &f : *m) {
    if (f.isDeclaration())
      continue;
    f.addFnAttr("target-cpu", cpu);
    f.addFnAttr("target-features", "+ptx80,+" + cpu);
  }
  m->print(os, nullptr);
  return success();
}

void oa::registerTranslationDialects(DialectRegistry &registry) {
  oa::registerDialects(registry);
  registerBuiltinDialectTranslation(registry);
  registerGPUDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerNVVMDialectTranslation(registry);
}
