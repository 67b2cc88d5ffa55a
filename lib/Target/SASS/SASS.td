//===-- SASS.td - NVIDIA SASS target (sm_80, sm_90) --------*- tablegen -*-===//
//
// Top-level description of the SASS target: subtargets, registers and the
// instruction forms, one file per instruction family under Instructions/.
//
//===----------------------------------------------------------------------===//

include "llvm/Target/Target.td"

def FeatureSM80 : SubtargetFeature<"sm_80", "SMVersion", "80", "sm_80 (Ampere)">;
def FeatureSM90 : SubtargetFeature<"sm_90", "SMVersion", "90", "sm_90 (Hopper)">;

include "SASSSchedule.td"

def : ProcessorModel<"sm_80", SASSModel80, [FeatureSM80]>;
def : ProcessorModel<"sm_90", SASSModel90, [FeatureSM90]>;
def : ProcessorModel<"sm_90a", SASSModel90, [FeatureSM90]>;

include "SASSRegisterInfo.td"
include "SASSInstrFormats.td"

include "Instructions/Integer.td"
include "Instructions/Uniform.td"
include "Instructions/Float.td"
include "Instructions/Convert.td"
include "Instructions/Memory.td"
include "Instructions/Control.td"
include "Instructions/Warp.td"
include "Instructions/Tensor.td"
include "Instructions/SM90Async.td"

include "SASSInstrInfo.td"
include "SASSInstrCBank.td"
include "SASSInstrTensor.td"

// Generic pseudos with pointer operands need a class (LLVM 22).
defm : RemapAllTargetPseudoPointerOperands<GPR32>;

def SASSInstrInfo : InstrInfo;

// Prints the SASS text of code generation instructions (SASSCGTextPrinter).
def SASSCGAsmWriter : AsmWriter {
  let AsmWriterClassName = "CGTextPrinter";
}

def SASS : Target {
  let InstructionSet = SASSInstrInfo;
  let AssemblyWriters = [SASSCGAsmWriter];
}
