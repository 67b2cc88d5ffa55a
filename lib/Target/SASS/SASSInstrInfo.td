//===-- SASSInstrInfo.td - Instructions for code generation -*- tablegen -*-===//
//
// The instructions instruction selection and register allocation work with.
// Each one carries the SASS text it stands for (AsmString, operands filled in
// by SASSCGTextPrinter); SASSAsmPrinter assembles that text into one of the
// encodable forms of Instructions/*.td, so the codec stays the only encoder.
// TSFlags tell the scoreboard pass how each result becomes available.
//
//===----------------------------------------------------------------------===//

def IsSM80 : Predicate<"Subtarget->getSMVersion() < 90">;
def IsSM90 : Predicate<"Subtarget->getSMVersion() >= 90">;

// Operands with their own spelling.
def hex32 : Operand<i32> { let PrintMethod = "printHexImm"; }
def shex32 : Operand<i32> { let PrintMethod = "printSHexImm"; }
def memoff : Operand<i32> {
  let PrintMethod = "printMemOff";
  // SASSInstrInfo::foldImmediate finds address offsets by this type.
  let OperandType = "OPERAND_MEMORY";
}
def brtarget : Operand<OtherVT> { let PrintMethod = "printBrTarget"; }
// "desc[UR4]" on sm_90; sm_80 listings leave the descriptor unprinted.
def gdesc : Operand<i32> { let PrintMethod = "printGDesc"; }

def uimm32 : PatLeaf<(imm), [{ return true; }]>;
def i32imm_all : ImmLeaf<i32, [{ return true; }]>;
def fpimm_all : PatLeaf<(fpimm), [{ return true; }]>;

// Every code generation instruction ends with two operands of its own: the
// guard predicate (register and negation; no register means it always
// executes) and its control field (stall, yield, scoreboards, wait mask),
// which SASSScoreboard fills in as the last pass before emission.
def sass_guard : PredicateOperand<OtherVT, (ops PRED, i32imm), (ops (i32 zero_reg), (i32 0))> {
  let PrintMethod = "printGuard";
}
def sass_ctrl : OperandWithDefaultOps<i32, (ops (i32 0))> {
  let PrintMethod = "printCtrl";
}

// A code generation instruction: the SASS text it stands for (AsmString,
// lowered to its form by the table sass-cg-lowering-gen derives from it), its
// write class in the scheduling model (from the mnemonic, SASSSchedule.td),
// and what else the scoreboard pass must know (TSFlags).
class SASSCG<dag outlist, dag inlist, string asm, list<dag> pattern = []>
    : Instruction {
  let Namespace = "SASS";
  let OutOperandList = outlist;
  let InOperandList = !con(inlist, (ins sass_guard:$gp, sass_ctrl:$ctl));
  let AsmString = asm;
  let Pattern = pattern;
  let Size = 16;
  let isCodeGenOnly = 1;
  let hasSideEffects = 0;
  let SchedRW = [SASSWriteOf<asm>.W];
  // Sources are read after issue: later writers wait on a read scoreboard.
  bit LateRead = 0;
  // Ends the program for the thread (EXIT) or is a warp-wide barrier.
  bit WaitAll = 0;
  // A CTA barrier: memory instructions and branches wait for it a few cycles.
  bit CTABarrier = 0;
  let TSFlags{1} = LateRead;
  let TSFlags{7} = WaitAll;
  let TSFlags{11} = CTABarrier;
  assert !or(LateRead, !lt(!find(SASSLateUniformReads.Key, " " # SASSWriteOf<asm>.Mn # " "), 0)),
         "a copy that reads its uniform registers late must set LateRead: " # asm;
}

// Forms that read one operand from a constant bank word at a fixed address:
// bank 0 (kernel parameters, blockDim, gridDim) or bank 3 (__constant__), as
// ptxas writes FFMA R0, R3, R0, c[0x0][0x218].  The register form carries
// column "r" of its row; SASSFoldConstBank turns the loaded register into
// the column for its slot and bank (SASSInstrCBank.td maps them).
class SASSCBMap<string key, string col> {
  string CBKey = key;
  string CBCol = col;
}
// Both banks of one slot; "CB[" in Asm stands for the bank.
multiclass SASSCBank<string key, string slot, dag outs, dag ins, string asm> {
  foreach bank = ["0", "3"] in
  def bank : SASSCG<outs, ins, !subst("CB[", "c[0x" # bank # "][", asm)>,
             SASSCBMap<key, slot # bank>;
}

//===----------------------------------------------------------------------===//
// Target nodes.
//===----------------------------------------------------------------------===//
def SDT_SASSParam : SDTypeProfile<1, 1, [SDTCisVT<1, i32>]>;
def sass_param : SDNode<"SASSISD::PARAM", SDT_SASSParam>;
def sass_exit : SDNode<"SASSISD::EXIT", SDTNone, [SDNPHasChain, SDNPOptInGlue]>;
def SDT_SASSWrapper : SDTypeProfile<1, 1, [SDTCisSameAs<0, 1>]>;
// Address of a shared-memory variable (its offset in the CTA window).
def sass_shared_addr : SDNode<"SASSISD::SHARED_ADDR", SDT_SASSWrapper>;

//===----------------------------------------------------------------------===//
// Moves and constants.
//===----------------------------------------------------------------------===//
let isAsCheapAsAMove = 1, isReMaterializable = 1 in {
def MOVi : SASSCG<(outs GPR32:$d), (ins hex32:$imm), "MOV $d, $imm ;",
                  [(set i32:$d, i32imm_all:$imm)]>;
}
def MOVr : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "MOV $d, $a ;">;
def bitcast_fpimm_to_i32 : SDNodeXForm<fpimm, [{
  return CurDAG->getTargetConstant(
      N->getValueAPF().bitcastToAPInt().getZExtValue(), SDLoc(N), MVT::i32);
}]>;
def lo32 : SDNodeXForm<imm, [{
  return CurDAG->getTargetConstant(N->getZExtValue() & 0xffffffffu, SDLoc(N), MVT::i32);
}]>;
def hi32 : SDNodeXForm<imm, [{
  return CurDAG->getTargetConstant(N->getZExtValue() >> 32, SDLoc(N), MVT::i32);
}]>;
def fplo32 : SDNodeXForm<fpimm, [{
  return CurDAG->getTargetConstant(
      N->getValueAPF().bitcastToAPInt().getZExtValue() & 0xffffffffu, SDLoc(N), MVT::i32);
}]>;
def fphi32 : SDNodeXForm<fpimm, [{
  return CurDAG->getTargetConstant(
      N->getValueAPF().bitcastToAPInt().getZExtValue() >> 32, SDLoc(N), MVT::i32);
}]>;
def : Pat<(f32 fpimm:$f), (MOVi (bitcast_fpimm_to_i32 $f))>;
def : Pat<(i64 imm:$v), (REG_SEQUENCE GPR64, (MOVi (lo32 $v)), sub0, (MOVi (hi32 $v)), sub1)>;
def : Pat<(f64 fpimm:$v), (REG_SEQUENCE GPR64, (MOVi (fplo32 $v)), sub0, (MOVi (fphi32 $v)), sub1)>;

// Parameters, global addresses and the thread's own special registers are
// the same wherever they are read: under a register limit the allocator
// reads them again instead of spilling them to local memory.
let isReMaterializable = 1 in {
def LDPARAM32 : SASSCG<(outs GPR32:$d), (ins hex32:$off), "LDC $d, c[0x0][$off] ;",
                       [(set i32:$d, (sass_param i32:$off))]>;
def LDPARAM64 : SASSCG<(outs GPR64:$d), (ins hex32:$off), "LDC.64 $d, c[0x0][$off] ;",
                       [(set i64:$d, (sass_param i32:$off))]>;
}
def : Pat<(f32 (sass_param i32:$off)), (LDPARAM32 $off)>;
def : Pat<(f64 (sass_param i32:$off)), (LDPARAM64 $off)>;
// A device global's address: the driver writes it into an 8-byte slot of
// bank 4 (an R_CUDA_64 relocation), as in ptxas's whole-program cubins.
def sass_global_addr : SDNode<"SASSISD::GLOBAL_ADDR", SDT_SASSParam>;
let isReMaterializable = 1 in
def LDGLOBALADDR : SASSCG<(outs GPR64:$d), (ins hex32:$off), "LDC.64 $d, c[0x4][$off] ;",
                          [(set i64:$d, (sass_global_addr i32:$off))]>;

// Special registers.
class S2R<string sr, Intrinsic I>
    : SASSCG<(outs GPR32:$d), (ins), "S2R $d, " # sr # " ;", [(set i32:$d, (I))]>;
let isReMaterializable = 1 in {
def S2R_TIDX : S2R<"SR_TID.X", int_nvvm_read_ptx_sreg_tid_x>;
def S2R_TIDY : S2R<"SR_TID.Y", int_nvvm_read_ptx_sreg_tid_y>;
def S2R_TIDZ : S2R<"SR_TID.Z", int_nvvm_read_ptx_sreg_tid_z>;
def S2R_CTAIDX : S2R<"SR_CTAID.X", int_nvvm_read_ptx_sreg_ctaid_x>;
def S2R_CTAIDY : S2R<"SR_CTAID.Y", int_nvvm_read_ptx_sreg_ctaid_y>;
def S2R_CTAIDZ : S2R<"SR_CTAID.Z", int_nvvm_read_ptx_sreg_ctaid_z>;
def S2R_LANEID : S2R<"SR_LANEID", int_nvvm_read_ptx_sreg_laneid>;
}
// sm_90's generic shared window (SASSISelLowering's address space casts).
def S2R_SWINHI : SASSCG<(outs GPR32:$d), (ins), "S2R $d, SR_SWINHI ;">;
def S2R_CGACTAID : SASSCG<(outs GPR32:$d), (ins), "S2R $d, SR_CgaCtaId ;">;
// blockDim and gridDim sit at the start of constant bank 0.
class CBANK<string off, Intrinsic I>
    : SASSCG<(outs GPR32:$d), (ins), "LDC $d, c[0x0][" # off # "] ;", [(set i32:$d, (I))]>;
def LDC_NTIDX : CBANK<"0x0", int_nvvm_read_ptx_sreg_ntid_x>;
def LDC_NTIDY : CBANK<"0x4", int_nvvm_read_ptx_sreg_ntid_y>;
def LDC_NTIDZ : CBANK<"0x8", int_nvvm_read_ptx_sreg_ntid_z>;
def LDC_NCTAIDX : CBANK<"0xc", int_nvvm_read_ptx_sreg_nctaid_x>;
def LDC_NCTAIDY : CBANK<"0x10", int_nvvm_read_ptx_sreg_nctaid_y>;
def LDC_NCTAIDZ : CBANK<"0x14", int_nvvm_read_ptx_sreg_nctaid_z>;
def : Pat<(int_nvvm_read_ptx_sreg_warpsize), (MOVi 32)>;

// Stack pointer set-up (prologue) and the global memory descriptor.
def LDC_SP : SASSCG<(outs GPR32:$d), (ins), "LDC $d, c[0x0][0x28] ;">;
// ULDC is fixed latency: ptxas never gives it a scoreboard, and one set on
// it is not waited for.
def ULDC_DESC80 : SASSCG<(outs), (ins), "ULDC.64 UR4, c[0x0][0x118] ;">;
def ULDC_DESC90 : SASSCG<(outs), (ins), "ULDC.64 UR4, c[0x0][0x208] ;">;

//===----------------------------------------------------------------------===//
// Integer arithmetic.
//===----------------------------------------------------------------------===//
let isCommutable = 1 in
def IADD3rr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "IADD3 $d, $a, $b, RZ ;",
                     [(set i32:$d, (add i32:$a, i32:$b))]>, SASSCBMap<"IADD3", "r">;
def IADD3ri : SASSCG<(outs GPR32:$d), (ins GPR32:$a, shex32:$b), "IADD3 $d, $a, $b, RZ ;",
                     [(set i32:$d, (add i32:$a, i32imm_all:$b))]>;
def IADD3rrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c), "IADD3 $d, $a, $b, $c ;",
                      [(set i32:$d, (add (add i32:$a, i32:$b), i32:$c))]>;
def ISUBrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "IADD3 $d, $a, -$b, RZ ;",
                    [(set i32:$d, (sub i32:$a, i32:$b))]>;
def INEGr : SASSCG<(outs GPR32:$d), (ins GPR32:$b), "IADD3 $d, RZ, -$b, RZ ;",
                   [(set i32:$d, (ineg i32:$b))]>;
def ISUBir : SASSCG<(outs GPR32:$d), (ins shex32:$a, GPR32:$b), "IADD3 $d, -$b, $a, RZ ;",
                    [(set i32:$d, (sub i32imm_all:$a, i32:$b))]>;
// 64-bit add pieces: carry out in a predicate, carry in from one.
def IADD3CO : SASSCG<(outs GPR32:$d, PRED:$co), (ins GPR32:$a, GPR32:$b), "IADD3 $d, $co, $a, $b, RZ ;">;
def IADD3COi : SASSCG<(outs GPR32:$d, PRED:$co), (ins GPR32:$a, shex32:$b), "IADD3 $d, $co, $a, $b, RZ ;">;
def IADD3X : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, PRED:$ci), "IADD3.X $d, $a, $b, RZ, $ci, !PT ;">;
def IADD3Xi : SASSCG<(outs GPR32:$d), (ins GPR32:$a, shex32:$b, PRED:$ci), "IADD3.X $d, $a, $b, RZ, $ci, !PT ;">;
def ISUBCO : SASSCG<(outs GPR32:$d, PRED:$co), (ins GPR32:$a, GPR32:$b), "IADD3 $d, $co, $a, -$b, RZ ;">;
def ISUBX : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, PRED:$ci), "IADD3.X $d, $a, ~$b, RZ, $ci, !PT ;">;

let isCommutable = 1 in
def IMADrrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c), "IMAD $d, $a, $b, $c ;",
                     [(set i32:$d, (add (mul i32:$a, i32:$b), i32:$c))]>, SASSCBMap<"IMAD", "r">;
// An immediate factor with an addend, in one IMAD; an immediate addend is a
// MOV that MachineLICM takes out of loops (ptxas: `IMAD R7, R6, 0x3, R11`,
// R11 = 1, in divergent_loop's 3v+1).
def IMADrir : SASSCG<(outs GPR32:$d), (ins GPR32:$a, shex32:$b, GPR32:$c), "IMAD $d, $a, $b, $c ;",
                     [(set i32:$d, (add (mul i32:$a, i32imm_all:$b), i32:$c))]>;
def : Pat<(add (mul i32:$a, i32imm_all:$b), i32imm_all:$c),
          (IMADrir $a, i32imm_all:$b, (MOVi i32imm_all:$c))>;
let isCommutable = 1 in
def IMULrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "IMAD $d, $a, $b, RZ ;",
                    [(set i32:$d, (mul i32:$a, i32:$b))]>, SASSCBMap<"IMUL", "r">;
def IMULri : SASSCG<(outs GPR32:$d), (ins GPR32:$a, shex32:$b), "IMAD $d, $a, $b, RZ ;",
                    [(set i32:$d, (mul i32:$a, i32imm_all:$b))]>;
def IMULHIU : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "IMAD.HI.U32 $d, $a, $b, RZ ;",
                     [(set i32:$d, (mulhu i32:$a, i32:$b))]>;
def IMULHIS : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "IMAD.HI $d, $a, $b, RZ ;",
                     [(set i32:$d, (mulhs i32:$a, i32:$b))]>;
def IMADWIDEU : SASSCG<(outs GPR64:$d), (ins GPR32:$a, GPR32:$b, GPR64:$c), "IMAD.WIDE.U32 $d, $a, $b, $c ;",
                       [(set i64:$d, (add (mul (zext i32:$a), (zext i32:$b)), i64:$c))]>;
def IMADWIDEUi : SASSCG<(outs GPR64:$d), (ins GPR32:$a, shex32:$b, GPR64:$c), "IMAD.WIDE.U32 $d, $a, $b, $c ;">;
def IMADWIDE : SASSCG<(outs GPR64:$d), (ins GPR32:$a, GPR32:$b, GPR64:$c), "IMAD.WIDE $d, $a, $b, $c ;",
                      [(set i64:$d, (add (mul (sext i32:$a), (sext i32:$b)), i64:$c))]>;
def IMADWIDEi : SASSCG<(outs GPR64:$d), (ins GPR32:$a, shex32:$b, GPR64:$c), "IMAD.WIDE $d, $a, $b, $c ;">;
def IMULWIDEU : SASSCG<(outs GPR64:$d), (ins GPR32:$a, GPR32:$b), "IMAD.WIDE.U32 $d, $a, $b, RZ ;",
                       [(set i64:$d, (mul (zext i32:$a), (zext i32:$b)))]>;
def IMULWIDE : SASSCG<(outs GPR64:$d), (ins GPR32:$a, GPR32:$b), "IMAD.WIDE $d, $a, $b, RZ ;",
                      [(set i64:$d, (mul (sext i32:$a), (sext i32:$b)))]>;
def IMADHIUX : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c), "IMAD $d, $a, $b, $c ;">;

class LOP3<string lut, SDPatternOperator op>
    : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "LOP3.LUT $d, $a, $b, RZ, " # lut # ", !PT ;",
             [(set i32:$d, (op i32:$a, i32:$b))]>;
class LOP3i<string lut, SDPatternOperator op>
    : SASSCG<(outs GPR32:$d), (ins GPR32:$a, hex32:$b), "LOP3.LUT $d, $a, $b, RZ, " # lut # ", !PT ;",
             [(set i32:$d, (op i32:$a, i32imm_all:$b))]>;
let isCommutable = 1 in
def ANDrr : LOP3<"0xc0", and>, SASSCBMap<"AND", "r">;
let isCommutable = 1 in
def ORrr : LOP3<"0xfc", or>, SASSCBMap<"OR", "r">;
let isCommutable = 1 in
def XORrr : LOP3<"0x3c", xor>, SASSCBMap<"XOR", "r">;
def ANDri : LOP3i<"0xc0", and>;
def ORri : LOP3i<"0xfc", or>;
def XORri : LOP3i<"0x3c", xor>;
def NOTr : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "LOP3.LUT $d, RZ, $a, RZ, 0x33, !PT ;",
                  [(set i32:$d, (not i32:$a))]>;
def ANDNrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "LOP3.LUT $d, $a, $b, RZ, 0x30, !PT ;",
                    [(set i32:$d, (and i32:$a, (not i32:$b)))]>;
// LOP3 over three values (the second may be an immediate) with a truth
// table: A = 0xf0, B = 0xcc, C = 0xaa (fcopysign's bit select below).
def LOP3rrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c, hex32:$lut),
                     "LOP3.LUT $d, $a, $b, $c, $lut, !PT ;">;
def LOP3rir : SASSCG<(outs GPR32:$d), (ins GPR32:$a, hex32:$b, GPR32:$c, hex32:$lut),
                     "LOP3.LUT $d, $a, $b, $c, $lut, !PT ;">;
// Bit 0 of a register into a predicate.
def TRUNC1 : SASSCG<(outs PRED:$p), (ins GPR32:$a), "LOP3.LUT $p, RZ, $a, 0x1, RZ, 0xc0, !PT ;",
                    [(set i1:$p, (trunc i32:$a))]>;
// One bit of a register into a predicate, set (a & m) != 0 or clear
// (~a & m) != 0: one LOP3, not LOP3 and ISETP, nor SHF and LOP3 for the
// DAG combiner's truncated shift.  A bitonic sort's direction bit.
def bit_shl_1 : SDNodeXForm<imm, [{
  return CurDAG->getTargetConstant(1u << N->getZExtValue(), SDLoc(N), MVT::i32);
}]>;
def shamt32 : ImmLeaf<i32, [{ return Imm >= 0 && Imm < 32; }]>;
def pow2imm32 : ImmLeaf<i32, [{ return isPowerOf2_32((uint32_t)Imm); }]>;
let isReMaterializable = 1 in {
def TESTBIT : SASSCG<(outs PRED:$p), (ins GPR32:$a, hex32:$m), "LOP3.LUT $p, RZ, $a, $m, RZ, 0xc0, !PT ;">;
def TESTBITZ : SASSCG<(outs PRED:$p), (ins GPR32:$a, hex32:$m), "LOP3.LUT $p, RZ, $a, $m, RZ, 0xc, !PT ;">;
}
// Only where nothing else reads the masked or shifted value: a compare of
// that value costs the same and merges with its copies in other blocks.
def srl_oneuse : PatFrag<(ops node:$a, node:$b), (srl node:$a, node:$b), [{ return N->hasOneUse(); }]>;
def and_oneuse : PatFrag<(ops node:$a, node:$b), (and node:$a, node:$b), [{ return N->hasOneUse(); }]>;
def : Pat<(i1 (trunc (srl_oneuse i32:$a, shamt32:$c))), (TESTBIT $a, (bit_shl_1 $c))>;
def : Pat<(setcc (and_oneuse i32:$a, pow2imm32:$m), 0, SETNE), (TESTBIT $a, imm:$m)>;
def : Pat<(setcc (and_oneuse i32:$a, pow2imm32:$m), 0, SETEQ), (TESTBITZ $a, imm:$m)>;

// a * imm - c, and (a << s) - c, in one IMAD with a negated addend
// (ptxas: `IMAD R5, R2, 0x2, -R5` for a bitonic sort's 2i - (i & m)).
def IMADrirN : SASSCG<(outs GPR32:$d), (ins GPR32:$a, shex32:$b, GPR32:$c), "IMAD $d, $a, $b, -$c ;",
                      [(set i32:$d, (sub (mul i32:$a, i32imm_all:$b), i32:$c))]>;
def : Pat<(sub (shl i32:$a, shamt32:$s), i32:$c), (IMADrirN $a, (bit_shl_1 $s), $c)>;

def SHLrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "SHF.L.U32 $d, $a, $b, RZ ;",
                   [(set i32:$d, (shl i32:$a, i32:$b))]>;
def SHLri : SASSCG<(outs GPR32:$d), (ins GPR32:$a, hex32:$b), "SHF.L.U32 $d, $a, $b, RZ ;",
                   [(set i32:$d, (shl i32:$a, i32imm_all:$b))]>;
def SRLrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "SHF.R.U32.HI $d, RZ, $b, $a ;",
                   [(set i32:$d, (srl i32:$a, i32:$b))]>;
def SRLri : SASSCG<(outs GPR32:$d), (ins GPR32:$a, hex32:$b), "SHF.R.U32.HI $d, RZ, $b, $a ;",
                   [(set i32:$d, (srl i32:$a, i32imm_all:$b))]>;
def SRArr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "SHF.R.S32.HI $d, RZ, $b, $a ;",
                   [(set i32:$d, (sra i32:$a, i32:$b))]>;
def SRAri : SASSCG<(outs GPR32:$d), (ins GPR32:$a, hex32:$b), "SHF.R.S32.HI $d, RZ, $b, $a ;",
                   [(set i32:$d, (sra i32:$a, i32imm_all:$b))]>;
// (a << s) + b in one LEA; an `or` of disjoint bits is an add.
def lea_shamt : ImmLeaf<i32, [{ return Imm >= 1 && Imm <= 31; }]>;
def sass_add_like : PatFrags<(ops node:$x, node:$y),
                             [(add node:$x, node:$y), (or_disjoint node:$x, node:$y)]>;
def LEArr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, hex32:$s), "LEA $d, $a, $b, $s ;",
                   [(set i32:$d, (sass_add_like (shl i32:$a, lea_shamt:$s), i32:$b))]>;
def LEAri : SASSCG<(outs GPR32:$d), (ins GPR32:$a, hex32:$b, hex32:$s), "LEA $d, $a, $b, $s ;",
                   [(set i32:$d, (sass_add_like (shl i32:$a, lea_shamt:$s), i32imm_all:$b))]>;
// Funnel shifts: fshl(hi, lo, s) / fshr(hi, lo, s) on the 64-bit hi:lo.
def FSHLrrr : SASSCG<(outs GPR32:$d), (ins GPR32:$hi, GPR32:$lo, GPR32:$s), "SHF.L.W.U32.HI $d, $lo, $s, $hi ;",
                     [(set i32:$d, (fshl i32:$hi, i32:$lo, i32:$s))]>;
def FSHRrrr : SASSCG<(outs GPR32:$d), (ins GPR32:$hi, GPR32:$lo, GPR32:$s), "SHF.R.W.U32 $d, $lo, $s, $hi ;",
                     [(set i32:$d, (fshr i32:$hi, i32:$lo, i32:$s))]>;
def FSHLrri : SASSCG<(outs GPR32:$d), (ins GPR32:$hi, GPR32:$lo, hex32:$s), "SHF.L.W.U32.HI $d, $lo, $s, $hi ;",
                     [(set i32:$d, (fshl i32:$hi, i32:$lo, i32imm_all:$s))]>;
def FSHRrri : SASSCG<(outs GPR32:$d), (ins GPR32:$hi, GPR32:$lo, hex32:$s), "SHF.R.W.U32 $d, $lo, $s, $hi ;",
                     [(set i32:$d, (fshr i32:$hi, i32:$lo, i32imm_all:$s))]>;
// 64-bit shift pieces (hi word of a left shift, lo word of a right shift).
def SHL64HI : SASSCG<(outs GPR32:$d), (ins GPR32:$lo, GPR32:$s, GPR32:$hi), "SHF.L.U64.HI $d, $lo, $s, $hi ;">;
def SRL64LO : SASSCG<(outs GPR32:$d), (ins GPR32:$lo, GPR32:$s, GPR32:$hi), "SHF.R.U64 $d, $lo, $s, $hi ;">;
def SRA64LO : SASSCG<(outs GPR32:$d), (ins GPR32:$lo, GPR32:$s, GPR32:$hi), "SHF.R.S64 $d, $lo, $s, $hi ;">;
def SRA64HI : SASSCG<(outs GPR32:$d), (ins GPR32:$s, GPR32:$hi), "SHF.R.S32.HI $d, RZ, $s, $hi ;">;
def SRL64HI : SASSCG<(outs GPR32:$d), (ins GPR32:$s, GPR32:$hi), "SHF.R.U32.HI $d, RZ, $s, $hi ;">;
def SHL64LO : SASSCG<(outs GPR32:$d), (ins GPR32:$lo, GPR32:$s), "SHF.L.U32 $d, $lo, $s, RZ ;">;
// By a constant below 32 (ptxas's form; a register holding the amount would
// be one more instruction, and one more register live wherever LICM hoists it).
def SHL64HIi : SASSCG<(outs GPR32:$d), (ins GPR32:$lo, hex32:$s, GPR32:$hi), "SHF.L.U64.HI $d, $lo, $s, $hi ;">;
def SRL64LOi : SASSCG<(outs GPR32:$d), (ins GPR32:$lo, hex32:$s, GPR32:$hi), "SHF.R.U64 $d, $lo, $s, $hi ;">;
def SRA64LOi : SASSCG<(outs GPR32:$d), (ins GPR32:$lo, hex32:$s, GPR32:$hi), "SHF.R.S64 $d, $lo, $s, $hi ;">;

// Integer min/max: IMNMX on sm_80, VIMNMX on sm_90 (ptxas's choice there).
multiclass IMinMax<string mods, string sel, SDPatternOperator op> {
  let isCommutable = 1 in {
  let Predicates = [IsSM80] in
  def NAME : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b),
                    "IMNMX" # mods # " $d, $a, $b, " # sel # " ;",
                    [(set i32:$d, (op i32:$a, i32:$b))]>;
  let Predicates = [IsSM90] in
  def NAME # _90 : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b),
                          "VIMNMX" # mods # " $d, $a, $b, " # sel # " ;",
                          [(set i32:$d, (op i32:$a, i32:$b))]>;
  }
  let Predicates = [IsSM80] in
  def NAME # _i : SASSCG<(outs GPR32:$d), (ins GPR32:$a, shex32:$b),
                         "IMNMX" # mods # " $d, $a, $b, " # sel # " ;",
                         [(set i32:$d, (op i32:$a, i32imm_all:$b))]>;
  let Predicates = [IsSM90] in
  def NAME # _i90 : SASSCG<(outs GPR32:$d), (ins GPR32:$a, shex32:$b),
                           "VIMNMX" # mods # " $d, $a, $b, " # sel # " ;",
                           [(set i32:$d, (op i32:$a, i32imm_all:$b))]>;
}
defm SMINrr : IMinMax<"", "PT", smin>;
defm SMAXrr : IMinMax<"", "!PT", smax>;
defm UMINrr : IMinMax<".U32", "PT", umin>;
defm UMAXrr : IMinMax<".U32", "!PT", umax>;
def IABSr : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "IABS $d, $a ;",
                   [(set i32:$d, (abs i32:$a))]>;
def PRMTrir : SASSCG<(outs GPR32:$d), (ins GPR32:$a, hex32:$sel, GPR32:$b), "PRMT $d, $a, $sel, $b ;">;
def : Pat<(bswap i32:$a), (PRMTrir $a, 0x0123, $a)>;
def : Pat<(rotl i32:$a, i32:$s), (FSHLrrr $a, $a, $s)>;
def : Pat<(rotr i32:$a, i32:$s), (FSHRrrr $a, $a, $s)>;
def : Pat<(rotl i32:$a, i32imm_all:$s), (FSHLrri $a, $a, imm:$s)>;
def : Pat<(rotr i32:$a, i32imm_all:$s), (FSHRrri $a, $a, imm:$s)>;

// XU-pipe bit operations are variable latency.
def POPCr : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "POPC $d, $a ;",
                   [(set i32:$d, (ctpop i32:$a))]>;
def FLOr : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "FLO.U32 $d, $a ;">;
def BREVr : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "BREV $d, $a ;",
                   [(set i32:$d, (bitreverse i32:$a))]>;
// FLO gives the index of the highest set bit (0xffffffff for 0): clz = 31 - flo.
def : Pat<(ctlz i32:$a), (ISUBir 31, (FLOr $a))>;
def : Pat<(cttz i32:$a), (ISUBir 31, (FLOr (BREVr $a)))>;
// The highest set bit's index (the last active lane of a mask) is FLO alone,
// 0 included (31 - 32 = 0xffffffff).
let AddedComplexity = 10 in
def : Pat<(sub 31, (ctlz i32:$a)), (FLOr $a)>;

//===----------------------------------------------------------------------===//
// Predicates: compares, logic, selects.
//===----------------------------------------------------------------------===//
// A compare combined with a predicate: ISETP's own logic input (ISETP.GE.OR
// P4, PT, R15, R6, P0), as ptxas writes a compound bounds test, instead of
// an ISETP with PT and a PLOP3.
multiclass ISETPLogic<string cc, CondCode scc, CondCode ucc, string lop, SDPatternOperator op> {
  def _s : SASSCG<(outs PRED:$p), (ins GPR32:$a, GPR32:$b, PRED:$q),
                  "ISETP." # cc # "." # lop # " $p, PT, $a, $b, $q ;",
                  [(set i1:$p, (op (setcc i32:$a, i32:$b, scc), i1:$q))]>, SASSCBMap<NAME # "_s", "r">;
  def _u : SASSCG<(outs PRED:$p), (ins GPR32:$a, GPR32:$b, PRED:$q),
                  "ISETP." # cc # ".U32." # lop # " $p, PT, $a, $b, $q ;",
                  [(set i1:$p, (op (setcc i32:$a, i32:$b, ucc), i1:$q))]>, SASSCBMap<NAME # "_u", "r">;
  defm _sc : SASSCBank<NAME # "_s", "b", (outs PRED:$p), (ins GPR32:$a, hex32:$b, PRED:$q),
                       "ISETP." # cc # "." # lop # " $p, PT, $a, CB[$b], $q ;">;
  defm _uc : SASSCBank<NAME # "_u", "b", (outs PRED:$p), (ins GPR32:$a, hex32:$b, PRED:$q),
                       "ISETP." # cc # ".U32." # lop # " $p, PT, $a, CB[$b], $q ;">;
  def _si : SASSCG<(outs PRED:$p), (ins GPR32:$a, shex32:$b, PRED:$q),
                   "ISETP." # cc # "." # lop # " $p, PT, $a, $b, $q ;",
                   [(set i1:$p, (op (setcc i32:$a, i32imm_all:$b, scc), i1:$q))]>;
  def _ui : SASSCG<(outs PRED:$p), (ins GPR32:$a, shex32:$b, PRED:$q),
                   "ISETP." # cc # ".U32." # lop # " $p, PT, $a, $b, $q ;",
                   [(set i1:$p, (op (setcc i32:$a, i32imm_all:$b, ucc), i1:$q))]>;
}

multiclass ISETPcc<string cc, CondCode scc, CondCode ucc> {
  defm _and : ISETPLogic<cc, scc, ucc, "AND", and>;
  defm _or : ISETPLogic<cc, scc, ucc, "OR", or>;
  // A compare's outcome flipped by a predicate (a sort's direction:
  // `(a > b) == up`), as ptxas writes ISETP.GT.U32.XOR.
  defm _xor : ISETPLogic<cc, scc, ucc, "XOR", xor>;
  // Recomputing a compare from registers still live beats spilling its
  // predicate through a GPR to local memory (only 7 predicates exist).
  let isReMaterializable = 1 in {
  def _s : SASSCG<(outs PRED:$p), (ins GPR32:$a, GPR32:$b), "ISETP." # cc # ".AND $p, PT, $a, $b, PT ;",
                  [(set i1:$p, (setcc i32:$a, i32:$b, scc))]>, SASSCBMap<NAME # "_s", "r">;
  def _u : SASSCG<(outs PRED:$p), (ins GPR32:$a, GPR32:$b), "ISETP." # cc # ".U32.AND $p, PT, $a, $b, PT ;",
                  [(set i1:$p, (setcc i32:$a, i32:$b, ucc))]>, SASSCBMap<NAME # "_u", "r">;
  defm _sc : SASSCBank<NAME # "_s", "b", (outs PRED:$p), (ins GPR32:$a, hex32:$b),
                       "ISETP." # cc # ".AND $p, PT, $a, CB[$b], PT ;">;
  defm _uc : SASSCBank<NAME # "_u", "b", (outs PRED:$p), (ins GPR32:$a, hex32:$b),
                       "ISETP." # cc # ".U32.AND $p, PT, $a, CB[$b], PT ;">;
  def _si : SASSCG<(outs PRED:$p), (ins GPR32:$a, shex32:$b), "ISETP." # cc # ".AND $p, PT, $a, $b, PT ;",
                   [(set i1:$p, (setcc i32:$a, i32imm_all:$b, scc))]>;
  def _ui : SASSCG<(outs PRED:$p), (ins GPR32:$a, shex32:$b), "ISETP." # cc # ".U32.AND $p, PT, $a, $b, PT ;",
                   [(set i1:$p, (setcc i32:$a, i32imm_all:$b, ucc))]>;
  }
  // The high-word step of a 64-bit compare (the low words compared unsigned first).
  def _sx : SASSCG<(outs PRED:$p), (ins GPR32:$a, GPR32:$b, PRED:$lo), "ISETP." # cc # ".AND.EX $p, PT, $a, $b, PT, $lo ;">;
  def _ux : SASSCG<(outs PRED:$p), (ins GPR32:$a, GPR32:$b, PRED:$lo), "ISETP." # cc # ".U32.AND.EX $p, PT, $a, $b, PT, $lo ;">;
}
defm ISETP_LT : ISETPcc<"LT", SETLT, SETULT>;
defm ISETP_LE : ISETPcc<"LE", SETLE, SETULE>;
defm ISETP_GT : ISETPcc<"GT", SETGT, SETUGT>;
defm ISETP_GE : ISETPcc<"GE", SETGE, SETUGE>;
defm ISETP_EQ : ISETPcc<"EQ", SETEQ, SETEQ>;
defm ISETP_NE : ISETPcc<"NE", SETNE, SETNE>;

def PAND : SASSCG<(outs PRED:$d), (ins PRED:$a, PRED:$b), "PLOP3.LUT $d, PT, $a, $b, PT, 0x80, 0x0 ;",
                  [(set i1:$d, (and i1:$a, i1:$b))]>;
def POR : SASSCG<(outs PRED:$d), (ins PRED:$a, PRED:$b), "PLOP3.LUT $d, PT, $a, $b, PT, 0xfc, 0x0 ;",
                 [(set i1:$d, (or i1:$a, i1:$b))]>;
def PXOR : SASSCG<(outs PRED:$d), (ins PRED:$a, PRED:$b), "PLOP3.LUT $d, PT, $a, $b, PT, 0x3c, 0x0 ;",
                  [(set i1:$d, (xor i1:$a, i1:$b))]>;
def PNOT : SASSCG<(outs PRED:$d), (ins PRED:$a), "PLOP3.LUT $d, PT, $a, PT, PT, 0xf, 0x0 ;",
                  [(set i1:$d, (not i1:$a))]>;
def PMOV : SASSCG<(outs PRED:$d), (ins PRED:$a), "PLOP3.LUT $d, PT, $a, PT, PT, 0xf0, 0x0 ;">;
// Any function of two predicates (LUT: a is 0xf0, b 0xcc), e.g. a & !b as
// 0x30: a negated guard combines in one instruction, not a PNOT and a PAND.
def PLOP2 : SASSCG<(outs PRED:$d), (ins PRED:$a, PRED:$b, hex32:$lut),
                   "PLOP3.LUT $d, PT, $a, $b, PT, $lut, 0x0 ;">;
def PTRUE : SASSCG<(outs PRED:$d), (ins), "PLOP3.LUT $d, PT, PT, PT, PT, 0xff, 0x0 ;",
                   [(set i1:$d, -1)]>;
def PFALSE : SASSCG<(outs PRED:$d), (ins), "PLOP3.LUT $d, PT, PT, PT, PT, 0x0, 0x0 ;",
                    [(set i1:$d, 0)]>;

let isSelect = 1 in // SASSInstrInfo::optimizeSelect
def SELrr : SASSCG<(outs GPR32:$d), (ins PRED:$p, GPR32:$a, GPR32:$b), "SEL $d, $a, $b, $p ;",
                   [(set i32:$d, (select i1:$p, i32:$a, i32:$b))]>;
def SELri : SASSCG<(outs GPR32:$d), (ins PRED:$p, GPR32:$a, hex32:$b), "SEL $d, $a, $b, $p ;",
                   [(set i32:$d, (select i1:$p, i32:$a, i32imm_all:$b))]>;
def SELir : SASSCG<(outs GPR32:$d), (ins PRED:$p, GPR32:$b, hex32:$a), "SEL $d, $b, $a, !$p ;",
                   [(set i32:$d, (select i1:$p, i32imm_all:$a, i32:$b))]>;
def ZEXT1 : SASSCG<(outs GPR32:$d), (ins PRED:$p), "SEL $d, RZ, 0x1, !$p ;",
                   [(set i32:$d, (zext i1:$p))]>;
def SEXT1 : SASSCG<(outs GPR32:$d), (ins PRED:$p), "SEL $d, RZ, 0xffffffff, !$p ;",
                   [(set i32:$d, (sext i1:$p))]>;
def : Pat<(f32 (select i1:$p, f32:$a, f32:$b)), (SELrr $p, $a, $b)>;
def : Pat<(i32 (anyext i1:$p)), (ZEXT1 $p)>;
def : Pat<(i64 (select i1:$p, i64:$a, i64:$b)),
          (REG_SEQUENCE GPR64, (SELrr $p, (EXTRACT_SUBREG $a, sub0), (EXTRACT_SUBREG $b, sub0)), sub0,
                               (SELrr $p, (EXTRACT_SUBREG $a, sub1), (EXTRACT_SUBREG $b, sub1)), sub1)>;
def : Pat<(f64 (select i1:$p, f64:$a, f64:$b)),
          (REG_SEQUENCE GPR64, (SELrr $p, (EXTRACT_SUBREG $a, sub0), (EXTRACT_SUBREG $b, sub0)), sub0,
                               (SELrr $p, (EXTRACT_SUBREG $a, sub1), (EXTRACT_SUBREG $b, sub1)), sub1)>;

//===----------------------------------------------------------------------===//
// 64-bit integers as pairs.
//===----------------------------------------------------------------------===//
def : Pat<(i64 (zext i32:$a)), (REG_SEQUENCE GPR64, $a, sub0, (MOVi 0), sub1)>;
def : Pat<(i64 (anyext i32:$a)), (REG_SEQUENCE GPR64, $a, sub0, (MOVi 0), sub1)>;
def : Pat<(i64 (sext i32:$a)), (REG_SEQUENCE GPR64, $a, sub0, (SRAri $a, 31), sub1)>;
def : Pat<(i32 (trunc i64:$a)), (EXTRACT_SUBREG $a, sub0)>;
def : Pat<(i1 (trunc i64:$a)), (TRUNC1 (EXTRACT_SUBREG $a, sub0))>;
def : Pat<(i64 (zext i1:$p)), (REG_SEQUENCE GPR64, (ZEXT1 $p), sub0, (MOVi 0), sub1)>;
def : Pat<(i64 (anyext i1:$p)), (REG_SEQUENCE GPR64, (ZEXT1 $p), sub0, (MOVi 0), sub1)>;
def : Pat<(i64 (sext i1:$p)), (REG_SEQUENCE GPR64, (SEXT1 $p), sub0, (SEXT1 $p), sub1)>;
def : Pat<(i64 (sext_inreg i64:$a, i32)),
          (REG_SEQUENCE GPR64, (EXTRACT_SUBREG $a, sub0), sub0, (SRAri (EXTRACT_SUBREG $a, sub0), 31), sub1)>;
foreach op = [[and, ANDrr], [or, ORrr], [xor, XORrr]] in
def : Pat<(op[0] i64:$a, i64:$b),
          (REG_SEQUENCE GPR64, (op[1] (EXTRACT_SUBREG $a, sub0), (EXTRACT_SUBREG $b, sub0)), sub0,
                               (op[1] (EXTRACT_SUBREG $a, sub1), (EXTRACT_SUBREG $b, sub1)), sub1)>;
def : Pat<(not i64:$a), (REG_SEQUENCE GPR64, (NOTr (EXTRACT_SUBREG $a, sub0)), sub0,
                                             (NOTr (EXTRACT_SUBREG $a, sub1)), sub1)>;
def : Pat<(i64 (bitconvert f64:$a)), (COPY_TO_REGCLASS $a, GPR64)>;
def : Pat<(f64 (bitconvert i64:$a)), (COPY_TO_REGCLASS $a, GPR64)>;
def : Pat<(i32 (bitconvert f32:$a)), (COPY_TO_REGCLASS $a, GPR32)>;
def : Pat<(f32 (bitconvert i32:$a)), (COPY_TO_REGCLASS $a, GPR32)>;

//===----------------------------------------------------------------------===//
// f32.
//===----------------------------------------------------------------------===//
let isCommutable = 1 in
def FADDrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "FADD $d, $a, $b ;",
                    [(set f32:$d, (fadd f32:$a, f32:$b))]>, SASSCBMap<"FADD", "r">;
def FSUBrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "FADD $d, $a, -$b ;",
                    [(set f32:$d, (fsub f32:$a, f32:$b))]>;
let isCommutable = 1 in
def FMULrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "FMUL $d, $a, $b ;",
                    [(set f32:$d, (fmul f32:$a, f32:$b))]>, SASSCBMap<"FMUL", "r">;
let isCommutable = 1 in
def FFMArrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c), "FFMA $d, $a, $b, $c ;",
                     [(set f32:$d, (fma f32:$a, f32:$b, f32:$c))]>, SASSCBMap<"FFMA", "r">;
def FFMAnrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c), "FFMA $d, -$a, $b, $c ;",
                     [(set f32:$d, (fma (fneg f32:$a), f32:$b, f32:$c))]>;
def FNEGr : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "FADD $d, -$a, -RZ ;">;
// An f32 constant sits in the instruction's 32-bit operand slot, as ptxas
// writes FMUL R0, R0, 0.5, instead of a MOV into a register.  A NaN keeps
// its MOV: listings spell every NaN as +-QNAN, which loses the payload.
def f32lit : Operand<i32> { let PrintMethod = "printF32Imm"; }
def fpimm32 : PatLeaf<(fpimm), [{
  return N->getValueType(0) == MVT::f32 && !N->getValueAPF().isNaN();
}]>;
def fpimm32Neg : SDNodeXForm<fpimm, [{
  return CurDAG->getTargetConstant(
      (uint32_t)N->getValueAPF().bitcastToAPInt().getZExtValue() ^ 0x80000000u, SDLoc(N),
      MVT::i32);
}]>;
def FADDri : SASSCG<(outs GPR32:$d), (ins GPR32:$a, f32lit:$b), "FADD $d, $a, $b ;">;
def FMULri : SASSCG<(outs GPR32:$d), (ins GPR32:$a, f32lit:$b), "FMUL $d, $a, $b ;">;
def FFMArri : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, f32lit:$c), "FFMA $d, $a, $b, $c ;">;
def FFMArir : SASSCG<(outs GPR32:$d), (ins GPR32:$a, f32lit:$b, GPR32:$c), "FFMA $d, $a, $b, $c ;">;
def FMINri : SASSCG<(outs GPR32:$d), (ins GPR32:$a, f32lit:$b), "FMNMX $d, $a, $b, PT ;">;
def FMAXri : SASSCG<(outs GPR32:$d), (ins GPR32:$a, f32lit:$b), "FMNMX $d, $a, $b, !PT ;">;
def : Pat<(fadd f32:$a, fpimm32:$b), (FADDri $a, (bitcast_fpimm_to_i32 $b))>;
// a - c is a + (-c) in IEEE arithmetic, rounding included.
def : Pat<(fsub f32:$a, fpimm32:$b), (FADDri $a, (fpimm32Neg $b))>;
def : Pat<(fmul f32:$a, fpimm32:$b), (FMULri $a, (bitcast_fpimm_to_i32 $b))>;
def : Pat<(fma f32:$a, f32:$b, fpimm32:$c), (FFMArri $a, $b, (bitcast_fpimm_to_i32 $c))>;
def : Pat<(fma f32:$a, fpimm32:$b, f32:$c), (FFMArir $a, (bitcast_fpimm_to_i32 $b), $c)>;
def : Pat<(fma fpimm32:$a, f32:$b, f32:$c), (FFMArir $b, (bitcast_fpimm_to_i32 $a), $c)>;
// Negated operands fold into FFMA's operand modifiers (a residual -d*q + 1,
// a reduction x*c - k), as ptxas writes them, instead of a LOP3 sign flip.
def FFMArrn : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c), "FFMA $d, $a, $b, -$c ;",
                     [(set f32:$d, (fma f32:$a, f32:$b, (fneg f32:$c)))]>;
def FFMAnrri : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, f32lit:$c), "FFMA $d, -$a, $b, $c ;">;
def FFMArinr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, f32lit:$b, GPR32:$c), "FFMA $d, $a, $b, -$c ;">;
def : Pat<(fma (fneg f32:$a), f32:$b, fpimm32:$c), (FFMAnrri $a, $b, (bitcast_fpimm_to_i32 $c))>;
def : Pat<(fma f32:$b, (fneg f32:$a), fpimm32:$c), (FFMAnrri $a, $b, (bitcast_fpimm_to_i32 $c))>;
def : Pat<(fma f32:$a, fpimm32:$b, (fneg f32:$c)), (FFMArinr $a, (bitcast_fpimm_to_i32 $b), $c)>;
def : Pat<(fma fpimm32:$b, f32:$a, (fneg f32:$c)), (FFMArinr $a, (bitcast_fpimm_to_i32 $b), $c)>;
// -a * k is a * -k: the sign goes into the immediate.
def : Pat<(fma (fneg f32:$a), fpimm32:$b, f32:$c), (FFMArir $a, (fpimm32Neg $b), $c)>;
foreach op = [fminnum, fminimumnum] in
def : Pat<(op f32:$a, fpimm32:$b), (FMINri $a, (bitcast_fpimm_to_i32 $b))>;
foreach op = [fmaxnum, fmaximumnum] in
def : Pat<(op f32:$a, fpimm32:$b), (FMAXri $a, (bitcast_fpimm_to_i32 $b))>;
let isCommutable = 1 in
def FMINrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "FMNMX $d, $a, $b, PT ;",
                    [(set f32:$d, (fminnum f32:$a, f32:$b))]>, SASSCBMap<"FMIN", "r">;
let isCommutable = 1 in
def FMAXrr : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "FMNMX $d, $a, $b, !PT ;",
                    [(set f32:$d, (fmaxnum f32:$a, f32:$b))]>, SASSCBMap<"FMAX", "r">;
// The range check of an f32 division (SASSISelIntrinsics.cpp's exactDiv):
// set when the quotient needs the slow path.
def sass_fchk : SDNode<"SASSISD::FCHK", SDTypeProfile<1, 2, [SDTCisVT<0, i1>, SDTCisVT<1, f32>,
                                                              SDTCisVT<2, f32>]>>;
def FCHKrr : SASSCG<(outs PRED:$p), (ins GPR32:$a, GPR32:$b), "FCHK $p, $a, $b ;",
                    [(set i1:$p, (sass_fchk f32:$a, f32:$b))]>;
def FMULFTZ : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "FMUL.FTZ $d, $a, $b ;">;
def FFMAFTZ : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c), "FFMA.FTZ $d, $a, $b, $c ;">;
def FRNDFLOOR : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "FRND.FLOOR $d, $a ;", [(set f32:$d, (ffloor f32:$a))]>;
def FRNDCEIL : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "FRND.CEIL $d, $a ;", [(set f32:$d, (fceil f32:$a))]>;
def FRNDTRUNC : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "FRND.TRUNC $d, $a ;", [(set f32:$d, (ftrunc f32:$a))]>;
def FRNDRN : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "FRND $d, $a ;", [(set f32:$d, (froundeven f32:$a))]>;
def FRND64FLOOR : SASSCG<(outs GPR64:$d), (ins GPR64:$a), "FRND.F64.FLOOR $d, $a ;", [(set f64:$d, (ffloor f64:$a))]>;
def FRND64CEIL : SASSCG<(outs GPR64:$d), (ins GPR64:$a), "FRND.F64.CEIL $d, $a ;", [(set f64:$d, (fceil f64:$a))]>;
def FRND64TRUNC : SASSCG<(outs GPR64:$d), (ins GPR64:$a), "FRND.F64.TRUNC $d, $a ;", [(set f64:$d, (ftrunc f64:$a))]>;
def FRND64RN : SASSCG<(outs GPR64:$d), (ins GPR64:$a), "FRND.F64 $d, $a ;", [(set f64:$d, (froundeven f64:$a))]>;

def : Pat<(fneg f32:$a), (XORri $a, 0x80000000)>;
def : Pat<(fabs f32:$a), (ANDri $a, 0x7fffffff)>;
// (a & 0x7fffffff) | (b & 0x80000000): one bit-select LOP3.
def : Pat<(fcopysign f32:$a, f32:$b), (LOP3rir $a, 0x7fffffff, $b, 0xe2)>;
def : Pat<(fminimumnum f32:$a, f32:$b), (FMINrr $a, $b)>;
def : Pat<(fmaximumnum f32:$a, f32:$b), (FMAXrr $a, $b)>;
def : Pat<(f64 (fneg f64:$a)), (f64 (REG_SEQUENCE GPR64, (i32 (EXTRACT_SUBREG $a, sub0)), sub0,
                                 (XORri (i32 (EXTRACT_SUBREG $a, sub1)), 0x80000000), sub1))>;
def : Pat<(f64 (fabs f64:$a)), (f64 (REG_SEQUENCE GPR64, (i32 (EXTRACT_SUBREG $a, sub0)), sub0,
                                 (ANDri (i32 (EXTRACT_SUBREG $a, sub1)), 0x7fffffff), sub1))>;

multiclass FSETPcc<string cc, CondCode c> {
  def "" : SASSCG<(outs PRED:$p), (ins GPR32:$a, GPR32:$b), "FSETP." # cc # ".AND $p, PT, $a, $b, PT ;",
                  [(set i1:$p, (setcc f32:$a, f32:$b, c))]>, SASSCBMap<NAME, "r">;
  defm cb : SASSCBank<NAME, "b", (outs PRED:$p), (ins GPR32:$a, hex32:$b),
                     "FSETP." # cc # ".AND $p, PT, $a, CB[$b], PT ;">;
  def i : SASSCG<(outs PRED:$p), (ins GPR32:$a, f32lit:$b), "FSETP." # cc # ".AND $p, PT, $a, $b, PT ;">;
  def : Pat<(setcc f32:$a, fpimm32:$b, c), (!cast<Instruction>(NAME # "i") $a, (bitcast_fpimm_to_i32 $b))>;
  // |a| as the operand's modifier, as ptxas compares magnitudes (range
  // checks of the math library), not a LOP3 that clears the sign first.
  def abs : SASSCG<(outs PRED:$p), (ins GPR32:$a, GPR32:$b), "FSETP." # cc # ".AND $p, PT, |$a|, $b, PT ;",
                   [(set i1:$p, (setcc (fabs f32:$a), f32:$b, c))]>, SASSCBMap<NAME # "abs", "r">;
  defm abscb : SASSCBank<NAME # "abs", "b", (outs PRED:$p), (ins GPR32:$a, hex32:$b),
                         "FSETP." # cc # ".AND $p, PT, |$a|, CB[$b], PT ;">;
  def absi : SASSCG<(outs PRED:$p), (ins GPR32:$a, f32lit:$b), "FSETP." # cc # ".AND $p, PT, |$a|, $b, PT ;">;
  def : Pat<(setcc (fabs f32:$a), fpimm32:$b, c), (!cast<Instruction>(NAME # "absi") $a, (bitcast_fpimm_to_i32 $b))>;
}
defm FSETP_OLT : FSETPcc<"LT", SETOLT>;  defm FSETP_OLE : FSETPcc<"LE", SETOLE>;
defm FSETP_OGT : FSETPcc<"GT", SETOGT>;  defm FSETP_OGE : FSETPcc<"GE", SETOGE>;
defm FSETP_OEQ : FSETPcc<"EQ", SETOEQ>;  defm FSETP_ONE : FSETPcc<"NE", SETONE>;
defm FSETP_ULT : FSETPcc<"LTU", SETULT>; defm FSETP_ULE : FSETPcc<"LEU", SETULE>;
defm FSETP_UGT : FSETPcc<"GTU", SETUGT>; defm FSETP_UGE : FSETPcc<"GEU", SETUGE>;
defm FSETP_UEQ : FSETPcc<"EQU", SETUEQ>; defm FSETP_UNE : FSETPcc<"NEU", SETUNE>;
defm FSETP_O : FSETPcc<"NUM", SETO>;     defm FSETP_UO : FSETPcc<"NAN", SETUO>;
defm FSETP_LT : FSETPcc<"LT", SETLT>;    defm FSETP_LE : FSETPcc<"LE", SETLE>;
defm FSETP_GT : FSETPcc<"GT", SETGT>;    defm FSETP_GE : FSETPcc<"GE", SETGE>;
defm FSETP_EQ : FSETPcc<"EQ", SETEQ>;    defm FSETP_NE : FSETPcc<"NEU", SETNE>;

// MUFU: quarter-rate transcendental unit, variable latency.
class MUFU<string op, SDPatternOperator node>
    : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "MUFU." # op # " $d, $a ;",
             [(set f32:$d, (node f32:$a))]>;
def MUFU_EX2 : MUFU<"EX2", int_nvvm_ex2_approx>;
def MUFU_LG2 : MUFU<"LG2", int_nvvm_lg2_approx_f>;
def MUFU_RCP : MUFU<"RCP", int_nvvm_rcp_approx_ftz_f>;
def MUFU_RSQ : MUFU<"RSQ", int_nvvm_rsqrt_approx_f>;
def MUFU_SQRT : MUFU<"SQRT", int_nvvm_sqrt_approx_f>;
def MUFU_SIN : MUFU<"SIN", null_frag>;
def MUFU_COS : MUFU<"COS", null_frag>;
def MUFU_TANH : MUFU<"TANH", null_frag>;
// Estimates from the high word of a double, for the high word of the result.
def MUFU_RCP64H : MUFU<"RCP64H", null_frag>;
def MUFU_RSQ64H : MUFU<"RSQ64H", null_frag>;
def : Pat<(f32 (int_nvvm_ex2_approx_ftz f32:$a)), (MUFU_EX2 $a)>;
def : Pat<(int_nvvm_lg2_approx_ftz_f f32:$a), (MUFU_LG2 $a)>;
def : Pat<(int_nvvm_rsqrt_approx_ftz_f f32:$a), (MUFU_RSQ $a)>;
def : Pat<(int_nvvm_sqrt_approx_ftz_f f32:$a), (MUFU_SQRT $a)>;
def FCHK : SASSCG<(outs PRED:$p), (ins GPR32:$a, GPR32:$b), "FCHK $p, $a, $b ;">;

//===----------------------------------------------------------------------===//
// f64.
//===----------------------------------------------------------------------===//
def DADDrr : SASSCG<(outs GPR64:$d), (ins GPR64:$a, GPR64:$b), "DADD $d, $a, $b ;",
                    [(set f64:$d, (fadd f64:$a, f64:$b))]>;
def DSUBrr : SASSCG<(outs GPR64:$d), (ins GPR64:$a, GPR64:$b), "DADD $d, $a, -$b ;",
                    [(set f64:$d, (fsub f64:$a, f64:$b))]>;
def DMULrr : SASSCG<(outs GPR64:$d), (ins GPR64:$a, GPR64:$b), "DMUL $d, $a, $b ;",
                    [(set f64:$d, (fmul f64:$a, f64:$b))]>;
def DFMArrr : SASSCG<(outs GPR64:$d), (ins GPR64:$a, GPR64:$b, GPR64:$c), "DFMA $d, $a, $b, $c ;",
                     [(set f64:$d, (fma f64:$a, f64:$b, f64:$c))]>;
def DFMAnrr : SASSCG<(outs GPR64:$d), (ins GPR64:$a, GPR64:$b, GPR64:$c), "DFMA $d, -$a, $b, $c ;">;
// An f64 constant whose low word is zero (1.0, 0.5, -2.0, 1.5 * 2^52) sits
// in the instruction as its high word, as ptxas writes DFMA R2, R4, R6, 1,
// instead of a pair of MOVs (NaNs keep theirs, as f32lit's do).
def f64lit : Operand<i32> { let PrintMethod = "printF64HiImm"; }
def fpimm64hi : PatLeaf<(fpimm), [{
  if (N->getValueType(0) != MVT::f64 || N->getValueAPF().isNaN())
    return false;
  return (N->getValueAPF().bitcastToAPInt().getZExtValue() & 0xffffffffu) == 0;
}]>;
def fphi32Neg : SDNodeXForm<fpimm, [{
  return CurDAG->getTargetConstant(
      (uint32_t)(N->getValueAPF().bitcastToAPInt().getZExtValue() >> 32) ^ 0x80000000u,
      SDLoc(N), MVT::i32);
}]>;
def DADDri : SASSCG<(outs GPR64:$d), (ins GPR64:$a, f64lit:$b), "DADD $d, $a, $b ;">;
def DMULri : SASSCG<(outs GPR64:$d), (ins GPR64:$a, f64lit:$b), "DMUL $d, $a, $b ;">;
def DFMArri : SASSCG<(outs GPR64:$d), (ins GPR64:$a, GPR64:$b, f64lit:$c), "DFMA $d, $a, $b, $c ;">;
def DFMArir : SASSCG<(outs GPR64:$d), (ins GPR64:$a, f64lit:$b, GPR64:$c), "DFMA $d, $a, $b, $c ;">;
def DFMAnrri : SASSCG<(outs GPR64:$d), (ins GPR64:$a, GPR64:$b, f64lit:$c), "DFMA $d, -$a, $b, $c ;">;
def : Pat<(fadd f64:$a, fpimm64hi:$b), (DADDri $a, (fphi32 $b))>;
def : Pat<(fsub f64:$a, fpimm64hi:$b), (DADDri $a, (fphi32Neg $b))>;
def : Pat<(fmul f64:$a, fpimm64hi:$b), (DMULri $a, (fphi32 $b))>;
def : Pat<(fma f64:$a, f64:$b, fpimm64hi:$c), (DFMArri $a, $b, (fphi32 $c))>;
def : Pat<(fma f64:$a, fpimm64hi:$b, f64:$c), (DFMArir $a, (fphi32 $b), $c)>;
def : Pat<(fma fpimm64hi:$a, f64:$b, f64:$c), (DFMArir $b, (fphi32 $a), $c)>;
def : Pat<(fma (fneg f64:$a), f64:$b, fpimm64hi:$c), (DFMAnrri $a, $b, (fphi32 $c))>;
def : Pat<(fma f64:$b, (fneg f64:$a), fpimm64hi:$c), (DFMAnrri $a, $b, (fphi32 $c))>;
def : Pat<(fma (fneg f64:$a), fpimm64hi:$b, f64:$c), (DFMArir $a, (fphi32Neg $b), $c)>;
multiclass DSETPcc<string cc, CondCode c> {
  def "" : SASSCG<(outs PRED:$p), (ins GPR64:$a, GPR64:$b), "DSETP." # cc # ".AND $p, PT, $a, $b, PT ;",
                  [(set i1:$p, (setcc f64:$a, f64:$b, c))]>;
  def abs : SASSCG<(outs PRED:$p), (ins GPR64:$a, GPR64:$b), "DSETP." # cc # ".AND $p, PT, |$a|, $b, PT ;",
                   [(set i1:$p, (setcc (fabs f64:$a), f64:$b, c))]>;
}
defm DSETP_OLT : DSETPcc<"LT", SETOLT>;  defm DSETP_OLE : DSETPcc<"LE", SETOLE>;
defm DSETP_OGT : DSETPcc<"GT", SETOGT>;  defm DSETP_OGE : DSETPcc<"GE", SETOGE>;
defm DSETP_OEQ : DSETPcc<"EQ", SETOEQ>;  defm DSETP_ONE : DSETPcc<"NE", SETONE>;
defm DSETP_ULT : DSETPcc<"LTU", SETULT>; defm DSETP_ULE : DSETPcc<"LEU", SETULE>;
defm DSETP_UGT : DSETPcc<"GTU", SETUGT>; defm DSETP_UGE : DSETPcc<"GEU", SETUGE>;
defm DSETP_UEQ : DSETPcc<"EQU", SETUEQ>; defm DSETP_UNE : DSETPcc<"NEU", SETUNE>;
defm DSETP_O : DSETPcc<"NUM", SETO>;     defm DSETP_UO : DSETPcc<"NAN", SETUO>;
defm DSETP_LT : DSETPcc<"LT", SETLT>;    defm DSETP_LE : DSETPcc<"LE", SETLE>;
defm DSETP_GT : DSETPcc<"GT", SETGT>;    defm DSETP_GE : DSETPcc<"GE", SETGE>;
defm DSETP_EQ : DSETPcc<"EQ", SETEQ>;    defm DSETP_NE : DSETPcc<"NEU", SETNE>;

//===----------------------------------------------------------------------===//
// Conversions (variable latency on the XU pipe).
//===----------------------------------------------------------------------===//
let Predicates = [IsSM80] in {
def I2F_S32 : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "I2F $d, $a ;", [(set f32:$d, (sint_to_fp i32:$a))]>;
def I2F_U32 : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "I2F.U32 $d, $a ;", [(set f32:$d, (uint_to_fp i32:$a))]>;
}
// I2FP is fixed latency on sm_90 (no scoreboard in ptxas's listings).
let Predicates = [IsSM90] in {
def I2FP_S32 : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "I2FP.F32.S32 $d, $a ;", [(set f32:$d, (sint_to_fp i32:$a))]>;
def I2FP_U32 : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "I2FP.F32.U32 $d, $a ;", [(set f32:$d, (uint_to_fp i32:$a))]>;
}
def F2I_S32 : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "F2I.TRUNC.NTZ $d, $a ;", [(set i32:$d, (fp_to_sint f32:$a))]>;
def F2I_U32 : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "F2I.U32.TRUNC.NTZ $d, $a ;", [(set i32:$d, (fp_to_uint f32:$a))]>;
def I2F_S64 : SASSCG<(outs GPR32:$d), (ins GPR64:$a), "I2F.S64 $d, $a ;", [(set f32:$d, (sint_to_fp i64:$a))]>;
def I2F_U64 : SASSCG<(outs GPR32:$d), (ins GPR64:$a), "I2F.U64 $d, $a ;", [(set f32:$d, (uint_to_fp i64:$a))]>;
def F2I_S64 : SASSCG<(outs GPR64:$d), (ins GPR32:$a), "F2I.S64.TRUNC $d, $a ;", [(set i64:$d, (fp_to_sint f32:$a))]>;
def F2I_U64 : SASSCG<(outs GPR64:$d), (ins GPR32:$a), "F2I.U64.TRUNC $d, $a ;", [(set i64:$d, (fp_to_uint f32:$a))]>;
def I2D_S32 : SASSCG<(outs GPR64:$d), (ins GPR32:$a), "I2F.F64 $d, $a ;", [(set f64:$d, (sint_to_fp i32:$a))]>;
def I2D_U32 : SASSCG<(outs GPR64:$d), (ins GPR32:$a), "I2F.F64.U32 $d, $a ;", [(set f64:$d, (uint_to_fp i32:$a))]>;
def I2D_S64 : SASSCG<(outs GPR64:$d), (ins GPR64:$a), "I2F.F64.S64 $d, $a ;", [(set f64:$d, (sint_to_fp i64:$a))]>;
def I2D_U64 : SASSCG<(outs GPR64:$d), (ins GPR64:$a), "I2F.F64.U64 $d, $a ;", [(set f64:$d, (uint_to_fp i64:$a))]>;
def D2I_S32 : SASSCG<(outs GPR32:$d), (ins GPR64:$a), "F2I.F64.TRUNC $d, $a ;", [(set i32:$d, (fp_to_sint f64:$a))]>;
def D2I_U32 : SASSCG<(outs GPR32:$d), (ins GPR64:$a), "F2I.U32.F64.TRUNC $d, $a ;", [(set i32:$d, (fp_to_uint f64:$a))]>;
def D2I_S64 : SASSCG<(outs GPR64:$d), (ins GPR64:$a), "F2I.S64.F64.TRUNC $d, $a ;", [(set i64:$d, (fp_to_sint f64:$a))]>;
def D2I_U64 : SASSCG<(outs GPR64:$d), (ins GPR64:$a), "F2I.U64.F64.TRUNC $d, $a ;", [(set i64:$d, (fp_to_uint f64:$a))]>;
def F2D : SASSCG<(outs GPR64:$d), (ins GPR32:$a), "F2F.F64.F32 $d, $a ;", [(set f64:$d, (fpextend f32:$a))]>;
// f16 from f64 in one rounding (an f32 step would round twice); f16 FMA is
// promoted through f64.
def D2H : SASSCG<(outs GPR32:$d), (ins GPR64:$a), "F2F.F16.F64 $d, $a ;", [(set i32:$d, (fp_to_f16 f64:$a))]>;
def D2F : SASSCG<(outs GPR32:$d), (ins GPR64:$a), "F2F.F32.F64 $d, $a ;", [(set f32:$d, (fpround f64:$a))]>;
// Half precision values are kept as f32 and converted at loads and stores.
def H2F : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "HADD2.F32 $d, -RZ, $a.H0_H0 ;",
                 [(set f32:$d, (f16_to_fp i32:$a))]>;
def BF2F : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "IMAD.U32 $d, $a, 0x10000, RZ ;",
                  [(set f32:$d, (bf16_to_fp i32:$a))]>;
// The high half of a register read in place (no shift first).
def H2Fhi : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "HADD2.F32 $d, -RZ, $a.H1_H1 ;",
                   [(set f32:$d, (f16_to_fp (srl i32:$a, (i32 16))))]>;
def : Pat<(bf16_to_fp (srl i32:$a, (i32 16))), (ANDri $a, 0xffff0000)>;
let Predicates = [IsSM80] in {
def F2H80 : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "F2FP.PACK_AB $d, RZ, $a ;",
                   [(set i32:$d, (fp_to_f16 f32:$a))]>;
def F2BF80 : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "F2FP.BF16.PACK_AB $d, RZ, $a ;",
                    [(set i32:$d, (fp_to_bf16 f32:$a))]>;
}
let Predicates = [IsSM90] in {
def F2H90 : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "F2FP.F16.F32.PACK_AB $d, RZ, $a ;",
                   [(set i32:$d, (fp_to_f16 f32:$a))]>;
def F2BF90 : SASSCG<(outs GPR32:$d), (ins GPR32:$a), "F2FP.BF16.F32.PACK_AB $d, RZ, $a ;",
                    [(set i32:$d, (fp_to_bf16 f32:$a))]>;
}

// Two narrowed values packed into one register (low half a, high half b):
// one F2FP with both sources, as ptxas writes it, not two F2FPs, a shift,
// a mask and an or.
multiclass PackHalves<string mn, SDPatternOperator cvt, list<Predicate> preds> {
  let Predicates = preds in {
  def NAME : SASSCG<(outs GPR32:$d), (ins GPR32:$b, GPR32:$a), mn # " $d, $b, $a ;">;
  def : Pat<(or (and (cvt f32:$a), (i32 0xffff)), (shl (cvt f32:$b), (i32 16))),
            (!cast<Instruction>(NAME) $b, $a)>;
  }
}
defm F2H2_80 : PackHalves<"F2FP.PACK_AB", fp_to_f16, [IsSM80]>;
defm F2BF2_80 : PackHalves<"F2FP.BF16.PACK_AB", fp_to_bf16, [IsSM80]>;
defm F2H2_90 : PackHalves<"F2FP.F16.F32.PACK_AB", fp_to_f16, [IsSM90]>;
defm F2BF2_90 : PackHalves<"F2FP.BF16.F32.PACK_AB", fp_to_bf16, [IsSM90]>;

include "SASSInstrHalf.td"
include "SASSInstrMemory.td"
include "SASSInstrControl.td"
include "SASSInstrIntrinsics.td"
include "SASSInstrAsync90.td"
include "SASSInstrWgmma.td"
