//===- Pipelines.cpp - oa's pass pipelines and dialect registration -------===//
//
// oa-kernels-to-llvm lowers the kernels of gpu.module @oa_kernels to the
// LLVM dialect with NVVM ops: memref arguments become bare pointers
// (use-bare-ptr-memref-call-conv) and index becomes i32, or i64 in a
// gpu.module marked oa.index_bitwidth = 64 (a kernel over 2^31 elements).  The host function
// stays on memrefs and gpu.launch_func; oa-translate reads it as a launch plan.
//
//===----------------------------------------------------------------------===//
#include "oa/Conversion/Passes.h"
#include "oa/Dialect/OA/OA.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/NVGPUToNVVM/NVGPUToNVVM.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVM.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace {
struct KernelsToNVVMPass : PassWrapper<KernelsToNVVMPass, OperationPass<gpu::GPUModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(KernelsToNVVMPass)
  StringRef getArgument() const override { return "oa-kernels-to-nvvm"; }
  StringRef getDescription() const override {
    return "convert-gpu-to-nvvm with bare-pointer memrefs and the gpu.module's "
           "oa.index_bitwidth (32 by default)";
  }
  static ConvertGpuOpsToNVVMOpsOptions options(unsigned bits) {
    ConvertGpuOpsToNVVMOpsOptions o;
    o.useBarePtrCallConv = true;
    o.indexBitwidth = bits;
    return o;
  }
  void getDependentDialects(DialectRegistry &r) const override {
    createConvertGpuOpsToNVVMOps(options(32))->getDependentDialects(r);
  }
  // The tensor-core GEMM's nvgpu ops (ldmatrix, cp.async) go first, with
  // the module's index width; the casts they leave on memref and index
  // values meet the ones convert-gpu-to-nvvm leaves and are reconciled.
  LogicalResult lowerNVGPU(unsigned bits) {
    bool any = false;
    getOperation()->walk([&](Operation *op) {
      if (isa<nvgpu::NVGPUDialect>(op->getDialect()))
        any = true;
    });
    if (!any)
      return success();
    MLIRContext *ctx = &getContext();
    LowerToLLVMOptions lo(ctx);
    lo.overrideIndexBitwidth(bits);
    LLVMTypeConverter tc(ctx, lo);
    tc.addConversion([&](nvgpu::DeviceAsyncTokenType) -> Type { return IntegerType::get(ctx, 32); });
    nvgpu::populateCommonGPUTypeAndAttributeConversions(tc);
    RewritePatternSet patterns(ctx);
    populateNVGPUToNVVMConversionPatterns(tc, patterns);
    ConversionTarget target(*ctx);
    target.addIllegalDialect<nvgpu::NVGPUDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    return applyPartialConversion(getOperation(), target, std::move(patterns));
  }
  void runOnOperation() override {
    unsigned bits = 32;
    if (auto a = getOperation()->getAttrOfType<IntegerAttr>(oa::kIndexBitwidthAttr))
      bits = a.getInt();
    if (bits != 32 && bits != 64) {
      getOperation()->emitError("oa.index_bitwidth must be 32 or 64, got ") << bits;
      return signalPassFailure();
    }
    if (failed(lowerNVGPU(bits)))
      return signalPassFailure();
    OpPassManager pm(gpu::GPUModuleOp::getOperationName());
    pm.addPass(createConvertGpuOpsToNVVMOps(options(bits)));
    if (failed(runPipeline(pm, getOperation())))
      return signalPassFailure();
    markTensorMaps();
  }
  // convert-gpu-to-nvvm keeps a pointer argument's alignment but not the
  // rest of what a tensor map is: a byval [128 x i8] __grid_constant__
  // parameter (nvvm.grid_constant is only legal on an NVVM kernel, which
  // the gpu.func was not yet).
  void markTensorMaps() {
    MLIRContext *ctx = &getContext();
    getOperation()->walk([&](LLVM::LLVMFuncOp fn) {
      auto args = fn->getAttrOfType<DenseI64ArrayAttr>(oa::kTensorMapArgsAttr);
      if (!args)
        return;
      for (int64_t a : args.asArrayRef()) {
        fn.setArgAttr(a, LLVM::LLVMDialect::getByValAttrName(),
                      TypeAttr::get(LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), 128)));
        fn.setArgAttr(a, "nvvm.grid_constant", UnitAttr::get(ctx));
      }
      fn->removeAttr(oa::kTensorMapArgsAttr);
    });
  }
};

void buildKernelsToLLVM(OpPassManager &pm) {
  OpPassManager &gm = pm.nest<gpu::GPUModuleOp>();
  gm.addPass(createSCFToControlFlowPass());
  gm.addPass(std::make_unique<KernelsToNVVMPass>());
  gm.addPass(createCanonicalizerPass());
  gm.addPass(createCSEPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}
} // namespace

std::unique_ptr<Pass> oa::createKernelsToNVVMPass() { return std::make_unique<KernelsToNVVMPass>(); }

void oa::registerConversionPasses() {
  registerPass([] { return oa::createLowerToKernelsPass(); });
  registerPass([] { return oa::createKernelsToNVVMPass(); });
  PassPipelineRegistration<>("oa-kernels-to-llvm",
                             "Lower the kernels in gpu.module ops to the LLVM/NVVM dialects "
                             "(bare-pointer arguments, 32-bit index unless oa.index_bitwidth = 64)",
                             buildKernelsToLLVM);
  PassPipelineRegistration<>("oa-model-to-llvm",
                             "oa-lower-to-kernels, canonicalize, then oa-kernels-to-llvm",
                             [](OpPassManager &pm) {
                               pm.addPass(oa::createLowerToKernelsPass());
                               pm.addPass(createCanonicalizerPass());
                               buildKernelsToLLVM(pm);
                             });
}

void oa::registerDialects(DialectRegistry &registry) {
  registry.insert<oa::model::OADialect, arith::ArithDialect, cf::ControlFlowDialect,
                  func::FuncDialect, gpu::GPUDialect, LLVM::LLVMDialect, memref::MemRefDialect,
                  math::MathDialect, NVVM::NVVMDialect, nvgpu::NVGPUDialect, scf::SCFDialect, ub::UBDialect,
                  vector::VectorDialect>();
  // convert-gpu-to-nvvm lowers the other dialects in a kernel through their
  // ConvertToLLVMPatternInterface; without these it leaves arith/cf/memref
  // ops half converted.
  arith::registerConvertArithToLLVMInterface(registry);
  cf::registerConvertControlFlowToLLVMInterface(registry);
  registerConvertFuncToLLVMInterface(registry);
  registerConvertMathToLLVMInterface(registry);
  registerConvertMemRefToLLVMInterface(registry);
  ub::registerConvertUBToLLVMInterface(registry);
  vector::registerConvertVectorToLLVMInterface(registry);
}
