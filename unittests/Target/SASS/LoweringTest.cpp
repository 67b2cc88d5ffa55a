//===-- LoweringTest.cpp - the generated codegen-to-form table ------------===//
//
// Every code generation instruction lowers on some SM, and for random
// operands the table fills exactly the form and fields that assembling the
// instruction's SASS text gives.
//
//===----------------------------------------------------------------------===//

#include "SASSCGTextPrinter.h"
#include "SASSMCInstLower.h"
#include "MCTargetDesc/SASSInstCodec.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include "gtest/gtest.h"
#include <memory>
#include <random>

using namespace llvm;

namespace {
struct MC {
  std::unique_ptr<MCInstrInfo> MII;
  std::unique_ptr<MCRegisterInfo> MRI;
  std::unique_ptr<MCAsmInfo> MAI;
  MC() {
    LLVMInitializeSASSTargetInfo();
    LLVMInitializeSASSTargetMC();
    Triple TT("sass64-nvidia-cuda");
    const Target &T = getTheSASSTarget();
    MII.reset(T.createMCInstrInfo());
    MRI.reset(T.createMCRegInfo(TT));
    MCTargetOptions Opts;
    MAI.reset(T.createMCAsmInfo(*MRI, TT, Opts));
  }
};
} // namespace

TEST(SASSLowering, EveryCodegenInstructionLowers) {
  MC M;
  for (unsigned Opc = 0; Opc < M.MII->getNumOpcodes(); ++Opc) {
    const MCInstrDesc &D = M.MII->get(Opc);
    if (D.findFirstPredOperandIdx() < 0 || D.isPseudo())
      continue;
    StringRef Name = M.MII->getName(Opc);
    bool Any = SASSMCLower::find(Opc, 80) || SASSMCLower::find(Opc, 90);
    EXPECT_TRUE(Any) << Name.str() << " has no SASS form on any SM";
  }
}

TEST(SASSLowering, TableAgreesWithAssembledText) {
  MC M;
  SASSCGTextPrinter P(*M.MAI, *M.MII, *M.MRI);
  std::mt19937_64 Rng(12345);
  unsigned Checked = 0;
  for (const SASSCGLowerEntry &E : SASSMCLower::entries()) {
    unsigned SM = E.SMIndex == 1 ? 80 : 90;
    const MCInstrDesc &D = M.MII->get(E.CGOpcode);
    unsigned N = D.findFirstPredOperandIdx();
    for (unsigned Trial = 0; Trial < 20; ++Trial) {
      MCInst CG;
      CG.setOpcode(E.CGOpcode);
      for (unsigned K = 0; K < N; ++K) {
        const MCOperandInfo &OI = D.operands()[K];
        if (OI.RegClass >= 0) {
          const MCRegisterClass &RC = M.MRI->getRegClass(OI.RegClass);
          CG.addOperand(MCOperand::createReg(RC.getRegister(Rng() % RC.getNumRegs())));
        } else {
          // Small multiples of 16 fit every immediate field oa selects into.
          CG.addOperand(MCOperand::createImm(16 * (int64_t)(Rng() % 8)));
        }
      }
      std::string Text;
      raw_string_ostream OS(Text);
      P.printInstruction(&CG, 0x200, OS);
      if (SM < 90)
        for (size_t Pos; (Pos = Text.find("desc[UR4]")) != std::string::npos;)
          Text.erase(Pos, 9);
      MCInst Want, Got;
      std::string Err;
      size_t Col;
      if (!SASSCodec::parseText(Text, SM, 0x200, Want, Err, Col))
        continue; // e.g. RZ where the form cannot name it
      auto Op = [&](unsigned I, MCOperand &O) {
        O = CG.getOperand(I);
        return true;
      };
      ASSERT_TRUE(SASSMCLower::lower(E, *M.MRI, Op, MCRegister(), false, 0, 0x200, Got, Err))
          << M.MII->getName(E.CGOpcode).str() << ": " << Err << " for " << Text;
      Want.getOperand(Want.getNumOperands() - 1).setImm(0);
      SASSWord WW, WG;
      ASSERT_TRUE(SASSCodec::encode(Want, WW));
      ASSERT_TRUE(SASSCodec::encode(Got, WG)) << Text;
      EXPECT_EQ(WW.Lo, WG.Lo) << M.MII->getName(E.CGOpcode).str() << " sm_" << SM << ": " << Text;
      EXPECT_EQ(WW.Hi, WG.Hi) << M.MII->getName(E.CGOpcode).str() << " sm_" << SM << ": " << Text;
      ++Checked;
    }
  }
  EXPECT_GT(Checked, 5000u);
}
