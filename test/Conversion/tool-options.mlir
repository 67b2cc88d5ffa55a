// oa-opt takes mlir-opt's options: --help lists oa's passes, --pass-pipeline
// runs them by name, --mlir-print-ir-after-all prints each stage.
// RUN: oa-opt --help | FileCheck %s --check-prefix=HELP
// RUN: oa-opt %s --pass-pipeline="builtin.module(oa-lower-to-kernels{fuse=false},canonicalize)" | FileCheck %s --check-prefix=PIPE
// RUN: oa-opt %s --oa-model-to-llvm --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP

// HELP-DAG: --oa-lower-to-kernels
// HELP-DAG: --oa-kernels-to-llvm
// HELP-DAG: --oa-model-to-llvm
// HELP-DAG: --pass-pipeline

// PIPE-COUNT-2: gpu.launch_func
// PIPE-NOT: gpu.launch_func

// DUMP: IR Dump After OALowerToKernels (oa-lower-to-kernels)
// DUMP: IR Dump After SCFToControlFlowPass (convert-scf-to-cf)
// DUMP: IR Dump After ConvertGpuOpsToNVVMOps (convert-gpu-to-nvvm)
// DUMP: IR Dump After ReconcileUnrealizedCastsPass

func.func @f(%x: tensor<64xf32>, %y: tensor<64xf32>) -> tensor<64xf32> {
  %0 = oa.add %x, %y : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  %1 = oa.relu %0 : (tensor<64xf32>) -> tensor<64xf32>
  return %1 : tensor<64xf32>
}
