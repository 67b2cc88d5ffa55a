//===-- SASSInstrMemory.td - Loads, stores, atomics --------*- tablegen -*-===//
//
// Memory instructions for code generation, by address space: global (LDG/STG
// with the descriptor in UR4), generic (LD/ST), shared (LDS/STS), local
// (LDL/STL, R1-relative), constant bank 3 (LDC) and kernel parameters.
//
//===----------------------------------------------------------------------===//

// base + signed 24-bit offset.
def ADDR64 : ComplexPattern<i64, 2, "selectAddr64", [], []>;
def ADDR32 : ComplexPattern<i32, 2, "selectAddr32", [frameindex], []>;

// AddressSpaces only takes effect with IsLoad/IsStore/IsAtomic set.
class ASFrag<SDPatternOperator op, list<int> as> : PatFrag<(ops node:$p), (op node:$p)> {
  let IsLoad = 1;
  let AddressSpaces = as;
}
class ASStoreFrag<SDPatternOperator op, list<int> as>
    : PatFrag<(ops node:$v, node:$p), (op node:$v, node:$p)> {
  let IsStore = 1;
  let AddressSpaces = as;
}

// Address spaces as NVVM numbers them.
defvar ASGeneric = [0];
defvar ASGlobal = [1];
defvar ASShared = [3];
defvar ASConst = [4];
defvar ASLocal = [5];

multiclass Loads<string mn, string addr, RegisterClass AR, ComplexPattern AP, list<int> as,
                 ValueType AVT = !if(!eq(AR, GPR64), i64, i32)> {
  let mayLoad = 1 in {
  def _32 : SASSCG<(outs GPR32:$d), (ins AR:$a, memoff:$off), mn # " $d, " # addr # " ;">;
  def _64 : SASSCG<(outs GPR64:$d), (ins AR:$a, memoff:$off), mn # ".64 $d, " # addr # " ;">;
  def _128 : SASSCG<(outs GPR128:$d), (ins AR:$a, memoff:$off), mn # ".128 $d, " # addr # " ;">;
  def _U8 : SASSCG<(outs GPR32:$d), (ins AR:$a, memoff:$off), mn # ".U8 $d, " # addr # " ;">;
  def _S8 : SASSCG<(outs GPR32:$d), (ins AR:$a, memoff:$off), mn # ".S8 $d, " # addr # " ;">;
  def _U16 : SASSCG<(outs GPR32:$d), (ins AR:$a, memoff:$off), mn # ".U16 $d, " # addr # " ;">;
  def _S16 : SASSCG<(outs GPR32:$d), (ins AR:$a, memoff:$off), mn # ".S16 $d, " # addr # " ;">;
  }
  def : Pat<(i32 (ASFrag<load, as> (AP AVT:$a, memoff:$off))), (!cast<Instruction>(NAME # _32) $a, $off)>;
  def : Pat<(f32 (ASFrag<load, as> (AP AVT:$a, memoff:$off))), (!cast<Instruction>(NAME # _32) $a, $off)>;
  def : Pat<(i64 (ASFrag<load, as> (AP AVT:$a, memoff:$off))), (!cast<Instruction>(NAME # _64) $a, $off)>;
  def : Pat<(f64 (ASFrag<load, as> (AP AVT:$a, memoff:$off))), (!cast<Instruction>(NAME # _64) $a, $off)>;
  def : Pat<(i32 (ASFrag<zextloadi8, as> (AP AVT:$a, memoff:$off))), (!cast<Instruction>(NAME # _U8) $a, $off)>;
  def : Pat<(i32 (ASFrag<extloadi8, as> (AP AVT:$a, memoff:$off))), (!cast<Instruction>(NAME # _U8) $a, $off)>;
  def : Pat<(i32 (ASFrag<sextloadi8, as> (AP AVT:$a, memoff:$off))), (!cast<Instruction>(NAME # _S8) $a, $off)>;
  def : Pat<(i32 (ASFrag<zextloadi16, as> (AP AVT:$a, memoff:$off))), (!cast<Instruction>(NAME # _U16) $a, $off)>;
  def : Pat<(i32 (ASFrag<extloadi16, as> (AP AVT:$a, memoff:$off))), (!cast<Instruction>(NAME # _U16) $a, $off)>;
  def : Pat<(i32 (ASFrag<sextloadi16, as> (AP AVT:$a, memoff:$off))), (!cast<Instruction>(NAME # _S16) $a, $off)>;
  def : Pat<(i32 (ASFrag<zextloadi1, as> (AP AVT:$a, memoff:$off))), (!cast<Instruction>(NAME # _U8) $a, $off)>;
  def : Pat<(i32 (ASFrag<extloadi1, as> (AP AVT:$a, memoff:$off))), (!cast<Instruction>(NAME # _U8) $a, $off)>;
}

multiclass Stores<string mn, string addr, RegisterClass AR, ComplexPattern AP, list<int> as,
                  ValueType AVT = !if(!eq(AR, GPR64), i64, i32)> {
  let mayStore = 1, LateRead = 1 in {
  def _32 : SASSCG<(outs), (ins GPR32:$v, AR:$a, memoff:$off), mn # " " # addr # ", $v ;">;
  def _64 : SASSCG<(outs), (ins GPR64:$v, AR:$a, memoff:$off), mn # ".64 " # addr # ", $v ;">;
  def _128 : SASSCG<(outs), (ins GPR128:$v, AR:$a, memoff:$off), mn # ".128 " # addr # ", $v ;">;
  def _U8 : SASSCG<(outs), (ins GPR32:$v, AR:$a, memoff:$off), mn # ".U8 " # addr # ", $v ;">;
  def _U16 : SASSCG<(outs), (ins GPR32:$v, AR:$a, memoff:$off), mn # ".U16 " # addr # ", $v ;">;
  }
  def : Pat<(ASStoreFrag<store, as> i32:$v, (AP AVT:$a, memoff:$off)), (!cast<Instruction>(NAME # _32) $v, $a, $off)>;
  def : Pat<(ASStoreFrag<store, as> f32:$v, (AP AVT:$a, memoff:$off)), (!cast<Instruction>(NAME # _32) $v, $a, $off)>;
  def : Pat<(ASStoreFrag<store, as> i64:$v, (AP AVT:$a, memoff:$off)), (!cast<Instruction>(NAME # _64) $v, $a, $off)>;
  def : Pat<(ASStoreFrag<store, as> f64:$v, (AP AVT:$a, memoff:$off)), (!cast<Instruction>(NAME # _64) $v, $a, $off)>;
  def : Pat<(ASStoreFrag<truncstorei8, as> i32:$v, (AP AVT:$a, memoff:$off)), (!cast<Instruction>(NAME # _U8) $v, $a, $off)>;
  def : Pat<(ASStoreFrag<truncstorei16, as> i32:$v, (AP AVT:$a, memoff:$off)), (!cast<Instruction>(NAME # _U16) $v, $a, $off)>;
}

defm LDG : Loads<"LDG.E", "desc[UR4][$a.64$off]", GPR64, ADDR64, ASGlobal>;
// Cache control as ptxas writes it: prefetch{,u}.{L1,L2} and
// prefetch.global.L2::evict_normal (CCTL.E.PF1 / PF2, a generic address
// too), prefetch.global.L2::evict_last (PML2), applypriority (DML2) and
// discard (RML2: the line's contents become undefined).  No result.
let hasSideEffects = 1, mayLoad = 1, LateRead = 1 in
foreach op = ["PF1", "PF2", "PML2", "DML2", "RML2"] in
def CCTL_ # op : SASSCG<(outs), (ins GPR64:$a, memoff:$off), "CCTL.E." # op # " [$a$off] ;">;
foreach p = [[int_nvvm_prefetch_L1, CCTL_PF1], [int_nvvm_prefetch_L2, CCTL_PF2],
             [int_nvvm_prefetch_global_L1, CCTL_PF1], [int_nvvm_prefetch_global_L2, CCTL_PF2],
             [int_nvvm_prefetch_global_L2_evict_normal, CCTL_PF2],
             [int_nvvm_prefetch_global_L2_evict_last, CCTL_PML2],
             [int_nvvm_prefetchu_L1, CCTL_PF1]] in
def : Pat<(!cast<SDPatternOperator>(p[0]) (ADDR64 i64:$a, memoff:$off)),
          (!cast<Instruction>(p[1]) $a, $off)>;
foreach p = [[int_nvvm_applypriority_L2_evict_normal, CCTL_DML2],
             [int_nvvm_applypriority_global_L2_evict_normal, CCTL_DML2],
             [int_nvvm_discard_L2, CCTL_RML2], [int_nvvm_discard_global_L2, CCTL_RML2]] in
def : Pat<(!cast<SDPatternOperator>(p[0]) (ADDR64 i64:$a, memoff:$off), timm),
          (!cast<Instruction>(p[1]) $a, $off)>;

defm STG : Stores<"STG.E", "desc[UR4][$a.64$off]", GPR64, ADDR64, ASGlobal>;
defm LDGEN : Loads<"LD.E", "desc[UR4][$a.64$off]", GPR64, ADDR64, ASGeneric>;
// ld.global.nc: a global load of memory nothing writes while the kernel
// runs (a `const T *__restrict__` kernel argument), through the read-only
// path as ptxas's LDG.E.CONSTANT.  No patterns: instruction selection
// swaps LDG_* for these (SASSISelDAGToDAG.cpp, readOnlyLoads).
multiclass NCLoads<string mn, string addr> {
  let mayLoad = 1 in {
  def _32 : SASSCG<(outs GPR32:$d), (ins GPR64:$a, memoff:$off), mn # ".CONSTANT $d, " # addr # " ;">;
  def _64 : SASSCG<(outs GPR64:$d), (ins GPR64:$a, memoff:$off), mn # ".64.CONSTANT $d, " # addr # " ;">;
  def _128 : SASSCG<(outs GPR128:$d), (ins GPR64:$a, memoff:$off), mn # ".128.CONSTANT $d, " # addr # " ;">;
  def _U8 : SASSCG<(outs GPR32:$d), (ins GPR64:$a, memoff:$off), mn # ".U8.CONSTANT $d, " # addr # " ;">;
  def _S8 : SASSCG<(outs GPR32:$d), (ins GPR64:$a, memoff:$off), mn # ".S8.CONSTANT $d, " # addr # " ;">;
  def _U16 : SASSCG<(outs GPR32:$d), (ins GPR64:$a, memoff:$off), mn # ".U16.CONSTANT $d, " # addr # " ;">;
  def _S16 : SASSCG<(outs GPR32:$d), (ins GPR64:$a, memoff:$off), mn # ".S16.CONSTANT $d, " # addr # " ;">;
  }
}
defm LDGNC : NCLoads<"LDG.E", "desc[UR4][$a.64$off]">;
defm STGEN : Stores<"ST.E", "desc[UR4][$a.64$off]", GPR64, ADDR64, ASGeneric>;
defm LDS : Loads<"LDS", "[$a$off]", GPR32, ADDR32, ASShared>;
defm STS : Stores<"STS", "[$a$off]", GPR32, ADDR32, ASShared>;
defm LDL : Loads<"LDL", "[$a$off]", GPR32, ADDR32, ASLocal>;
defm STL : Stores<"STL", "[$a$off]", GPR32, ADDR32, ASLocal>;
// A spilled predicate's slot holds 0 or 1.  A spill or reload is one
// instruction that reads or writes the predicate (the register allocator's
// live ranges begin and end at them); frame-index elimination expands it with
// a GPR the register scavenger finds: SEL + STL, LDL + ISETP
// (SASSRegisterInfo::eliminateFrameIndex).
let isPseudo = 1, hasSideEffects = 0, Namespace = "SASS" in {
let mayStore = 1, OutOperandList = (outs), InOperandList = (ins PRED:$p, GPR32:$a, memoff:$off) in
def STL_PRED : Instruction;
let mayLoad = 1, OutOperandList = (outs PRED:$d), InOperandList = (ins GPR32:$a, memoff:$off) in
def LDL_PRED : Instruction;
}

// __constant__ data lives in constant bank 3 at the variable's offset.
let mayLoad = 1 in {
def LDC3_32 : SASSCG<(outs GPR32:$d), (ins GPR32:$a, memoff:$off), "LDC $d, c[0x3][$a$off] ;">;
def LDC3_64 : SASSCG<(outs GPR64:$d), (ins GPR32:$a, memoff:$off), "LDC.64 $d, c[0x3][$a$off] ;">;
def LDC3_U8 : SASSCG<(outs GPR32:$d), (ins GPR32:$a, memoff:$off), "LDC.U8 $d, c[0x3][$a$off] ;">;
def LDC3_S8 : SASSCG<(outs GPR32:$d), (ins GPR32:$a, memoff:$off), "LDC.S8 $d, c[0x3][$a$off] ;">;
def LDC3_U16 : SASSCG<(outs GPR32:$d), (ins GPR32:$a, memoff:$off), "LDC.U16 $d, c[0x3][$a$off] ;">;
def LDC3_S16 : SASSCG<(outs GPR32:$d), (ins GPR32:$a, memoff:$off), "LDC.S16 $d, c[0x3][$a$off] ;">;
// By-value kernel parameters read in place from bank 0.
def LDC0_32 : SASSCG<(outs GPR32:$d), (ins GPR32:$a, memoff:$off), "LDC $d, c[0x0][$a$off] ;">;
def LDC0_64 : SASSCG<(outs GPR64:$d), (ins GPR32:$a, memoff:$off), "LDC.64 $d, c[0x0][$a$off] ;">;
def LDC0_U8 : SASSCG<(outs GPR32:$d), (ins GPR32:$a, memoff:$off), "LDC.U8 $d, c[0x0][$a$off] ;">;
def LDC0_S8 : SASSCG<(outs GPR32:$d), (ins GPR32:$a, memoff:$off), "LDC.S8 $d, c[0x0][$a$off] ;">;
def LDC0_U16 : SASSCG<(outs GPR32:$d), (ins GPR32:$a, memoff:$off), "LDC.U16 $d, c[0x0][$a$off] ;">;
def LDC0_S16 : SASSCG<(outs GPR32:$d), (ins GPR32:$a, memoff:$off), "LDC.S16 $d, c[0x0][$a$off] ;">;
}
multiclass CBankLoads<string pfx, list<int> as> {
  def : Pat<(i32 (ASFrag<load, as> (ADDR32 i32:$a, memoff:$off))), (!cast<Instruction>(pfx # _32) $a, $off)>;
  def : Pat<(f32 (ASFrag<load, as> (ADDR32 i32:$a, memoff:$off))), (!cast<Instruction>(pfx # _32) $a, $off)>;
  def : Pat<(i64 (ASFrag<load, as> (ADDR32 i32:$a, memoff:$off))), (!cast<Instruction>(pfx # _64) $a, $off)>;
  def : Pat<(f64 (ASFrag<load, as> (ADDR32 i32:$a, memoff:$off))), (!cast<Instruction>(pfx # _64) $a, $off)>;
  def : Pat<(i32 (ASFrag<zextloadi8, as> (ADDR32 i32:$a, memoff:$off))), (!cast<Instruction>(pfx # _U8) $a, $off)>;
  def : Pat<(i32 (ASFrag<extloadi8, as> (ADDR32 i32:$a, memoff:$off))), (!cast<Instruction>(pfx # _U8) $a, $off)>;
  def : Pat<(i32 (ASFrag<sextloadi8, as> (ADDR32 i32:$a, memoff:$off))), (!cast<Instruction>(pfx # _S8) $a, $off)>;
  def : Pat<(i32 (ASFrag<zextloadi16, as> (ADDR32 i32:$a, memoff:$off))), (!cast<Instruction>(pfx # _U16) $a, $off)>;
  def : Pat<(i32 (ASFrag<extloadi16, as> (ADDR32 i32:$a, memoff:$off))), (!cast<Instruction>(pfx # _U16) $a, $off)>;
  def : Pat<(i32 (ASFrag<sextloadi16, as> (ADDR32 i32:$a, memoff:$off))), (!cast<Instruction>(pfx # _S16) $a, $off)>;
}
defm : CBankLoads<"LDC3", ASConst>;
defm : CBankLoads<"LDC0", [101]>;

//===----------------------------------------------------------------------===//
// Atomics.  Global ones name the GPU scope (CUDA's atomicAdd etc.); what the
// hardware lacks is expanded into compare-and-swap loops (AtomicExpandPass).
//===----------------------------------------------------------------------===//
class ASAtomicFrag<SDPatternOperator op, list<int> as>
    : PatFrag<(ops node:$p, node:$v), (op node:$p, node:$v)> {
  let IsAtomic = 1;
  let AddressSpaces = as;
}
class ASCASFrag<list<int> as>
    : PatFrag<(ops node:$p, node:$c, node:$n), (atomic_cmp_swap node:$p, node:$c, node:$n)> {
  let IsAtomic = 1;
  let AddressSpaces = as;
}

let mayLoad = 1, mayStore = 1, hasSideEffects = 1, LateRead = 1 in {
multiclass GAtomic<string op, SDPatternOperator node, ValueType vt = i32, RegisterClass RC = GPR32> {
  def "" : SASSCG<(outs RC:$d), (ins GPR64:$a, RC:$v),
                  "ATOMG.E." # op # ".STRONG.GPU PT, $d, desc[UR4][$a.64], $v ;",
                  [(set vt:$d, (ASAtomicFrag<node, ASGlobal> i64:$a, vt:$v))]>;
  def _gen : SASSCG<(outs RC:$d), (ins GPR64:$a, RC:$v),
                  "ATOM.E." # op # ".STRONG.GPU PT, $d, desc[UR4][$a.64], $v ;",
                  [(set vt:$d, (ASAtomicFrag<node, ASGeneric> i64:$a, vt:$v))]>;
}
defm ATOMG_ADD : GAtomic<"ADD", atomic_load_add_i32>;
defm ATOMG_ADD64 : GAtomic<"ADD.64", atomic_load_add_i64, i64, GPR64>;
defm ATOMG_FADD : GAtomic<"ADD.F32.FTZ.RN", atomic_load_fadd, f32>;
def ATOMG_DADD : SASSCG<(outs GPR64:$d), (ins GPR64:$a, GPR64:$v),
                  "ATOMG.E.ADD.F64.RN.STRONG.GPU PT, $d, desc[UR4][$a.64], $v ;",
                  [(set f64:$d, (ASAtomicFrag<atomic_load_fadd, ASGlobal> i64:$a, f64:$v))]>;
def ATOM_DADD_gen : SASSCG<(outs GPR64:$d), (ins GPR64:$a, GPR64:$v),
                  "ATOM.E.ADD.F64.RN.STRONG.GPU PT, $d, desc[UR4][$a.64], $v ;",
                  [(set f64:$d, (ASAtomicFrag<atomic_load_fadd, ASGeneric> i64:$a, f64:$v))]>;
defm ATOMG_SMIN : GAtomic<"MIN.S32", atomic_load_min_i32>;
defm ATOMG_SMAX : GAtomic<"MAX.S32", atomic_load_max_i32>;
defm ATOMG_UMIN : GAtomic<"MIN", atomic_load_umin_i32>;
defm ATOMG_UMAX : GAtomic<"MAX", atomic_load_umax_i32>;
defm ATOMG_AND : GAtomic<"AND", atomic_load_and_i32>;
defm ATOMG_OR : GAtomic<"OR", atomic_load_or_i32>;
defm ATOMG_XOR : GAtomic<"XOR", atomic_load_xor_i32>;
defm ATOMG_EXCH : GAtomic<"EXCH", atomic_swap_i32>;
defm ATOMG_EXCH64 : GAtomic<"EXCH.64", atomic_swap_i64, i64, GPR64>;
defm ATOMG_INC : GAtomic<"INC", atomic_load_uinc_wrap_i32>;
defm ATOMG_DEC : GAtomic<"DEC", atomic_load_udec_wrap_i32>;

// Compare and swap takes compare and new value in a register pair.
def ATOMG_CAS : SASSCG<(outs GPR32:$d), (ins GPR64:$a, GPR64:$cn),
                       "ATOMG.E.CAS.STRONG.GPU PT, $d, [$a], ${cn}, ${cn:hi} ;">;
def ATOM_CAS_gen : SASSCG<(outs GPR32:$d), (ins GPR64:$a, GPR64:$cn),
                          "ATOM.E.CAS.STRONG.GPU PT, $d, [$a], ${cn}, ${cn:hi} ;">;
def ATOMS_CAS : SASSCG<(outs GPR32:$d), (ins GPR32:$a, GPR64:$cn), "ATOMS.CAS $d, [$a], ${cn}, ${cn:hi} ;">;
// 64-bit: compare and new value in a quad (compare R4:R5, new R6:R7), as
// ptxas has them; "q2" names the quad's third register.
def ATOMG_CAS64 : SASSCG<(outs GPR64:$d), (ins GPR64:$a, GPR128:$cn),
                         "ATOMG.E.CAS.64.STRONG.GPU PT, $d, [$a], ${cn}, ${cn:q2} ;">;
def ATOM_CAS64_gen : SASSCG<(outs GPR64:$d), (ins GPR64:$a, GPR128:$cn),
                            "ATOM.E.CAS.64.STRONG.GPU PT, $d, [$a], ${cn}, ${cn:q2} ;">;
def ATOMS_CAS64 : SASSCG<(outs GPR64:$d), (ins GPR32:$a, GPR128:$cn),
                         "ATOMS.CAS.64 $d, [$a], ${cn}, ${cn:q2} ;">;

// [$a+off]: a constant offset (a shared array's place, `or disjoint` of an
// aligned index) folds into the instruction, as for LDS/STS.
multiclass SAtomic<string op, SDPatternOperator node> {
  def "" : SASSCG<(outs GPR32:$d), (ins GPR32:$a, memoff:$off, GPR32:$v), "ATOMS." # op # " $d, [$a$off], $v ;",
                  [(set i32:$d, (ASAtomicFrag<node, ASShared> (ADDR32 i32:$a, memoff:$off), i32:$v))]>;
}
defm ATOMS_ADD : SAtomic<"ADD", atomic_load_add_i32>;
defm ATOMS_SMIN : SAtomic<"MIN.S32", atomic_load_min_i32>;
defm ATOMS_SMAX : SAtomic<"MAX.S32", atomic_load_max_i32>;
defm ATOMS_UMIN : SAtomic<"MIN", atomic_load_umin_i32>;
defm ATOMS_UMAX : SAtomic<"MAX", atomic_load_umax_i32>;
defm ATOMS_AND : SAtomic<"AND", atomic_load_and_i32>;
defm ATOMS_OR : SAtomic<"OR", atomic_load_or_i32>;
defm ATOMS_XOR : SAtomic<"XOR", atomic_load_xor_i32>;
defm ATOMS_EXCH : SAtomic<"EXCH", atomic_swap_i32>;
defm ATOMS_INC : SAtomic<"INC", atomic_load_uinc_wrap_i32>;
defm ATOMS_DEC : SAtomic<"DEC", atomic_load_udec_wrap_i32>;
}
// An atomic whose result is unused is a reduction (RED on sm_80, REDG on
// sm_90): no value comes back, so nothing waits on a write scoreboard.
class ASAtomicNoRetFrag<SDPatternOperator op, list<int> as>
    : PatFrag<(ops node:$p, node:$v), (op node:$p, node:$v)> {
  let IsAtomic = 1;
  let AddressSpaces = as;
  let HasNoUse = true;
}
multiclass GRed<string op, SDPatternOperator node, ValueType vt = i32, RegisterClass RC = GPR32> {
  let mayLoad = 1, mayStore = 1, hasSideEffects = 1, LateRead = 1 in {
  let Predicates = [IsSM80] in
  def _80 : SASSCG<(outs), (ins GPR64:$a, RC:$v), "RED.E." # op # ".STRONG.GPU desc[UR4][$a.64], $v ;">;
  let Predicates = [IsSM90] in
  def _90 : SASSCG<(outs), (ins GPR64:$a, RC:$v), "REDG.E." # op # ".STRONG.GPU desc[UR4][$a.64], $v ;">;
  }
  let AddedComplexity = 10 in {
  def : Pat<(ASAtomicNoRetFrag<node, ASGlobal> i64:$a, vt:$v), (!cast<Instruction>(NAME # _80) $a, $v)>,
        Requires<[IsSM80]>;
  def : Pat<(ASAtomicNoRetFrag<node, ASGlobal> i64:$a, vt:$v), (!cast<Instruction>(NAME # _90) $a, $v)>,
        Requires<[IsSM90]>;
  }
}
defm RED_ADD : GRed<"ADD", atomic_load_add_i32>;
defm RED_ADD64 : GRed<"ADD.64", atomic_load_add_i64, i64, GPR64>;
defm RED_FADD : GRed<"ADD.F32.FTZ.RN", atomic_load_fadd, f32>;
defm RED_DADD : GRed<"ADD.F64.RN", atomic_load_fadd, f64, GPR64>;
defm RED_SMIN : GRed<"MIN.S32", atomic_load_min_i32>;
defm RED_SMAX : GRed<"MAX.S32", atomic_load_max_i32>;
defm RED_UMIN : GRed<"MIN", atomic_load_umin_i32>;
defm RED_UMAX : GRed<"MAX", atomic_load_umax_i32>;
defm RED_AND : GRed<"AND", atomic_load_and_i32>;
defm RED_OR : GRed<"OR", atomic_load_or_i32>;
defm RED_XOR : GRed<"XOR", atomic_load_xor_i32>;
defm RED_INC : GRed<"INC", atomic_load_uinc_wrap_i32>;
defm RED_DEC : GRed<"DEC", atomic_load_udec_wrap_i32>;

def : Pat<(i32 (ASCASFrag<ASGlobal> i64:$a, i32:$c, i32:$n)),
          (ATOMG_CAS $a, (REG_SEQUENCE GPR64, $c, sub0, $n, sub1))>;
def : Pat<(i32 (ASCASFrag<ASGeneric> i64:$a, i32:$c, i32:$n)),
          (ATOM_CAS_gen $a, (REG_SEQUENCE GPR64, $c, sub0, $n, sub1))>;
def : Pat<(i32 (ASCASFrag<ASShared> i32:$a, i32:$c, i32:$n)),
          (ATOMS_CAS $a, (REG_SEQUENCE GPR64, $c, sub0, $n, sub1))>;
def : Pat<(i64 (ASCASFrag<ASGlobal> i64:$a, i64:$c, i64:$n)),
          (ATOMG_CAS64 $a, (REG_SEQUENCE GPR128, (i32 (EXTRACT_SUBREG $c, sub0)), sub0,
                            (i32 (EXTRACT_SUBREG $c, sub1)), sub1, (i32 (EXTRACT_SUBREG $n, sub0)), sub2,
                            (i32 (EXTRACT_SUBREG $n, sub1)), sub3))>;
def : Pat<(i64 (ASCASFrag<ASGeneric> i64:$a, i64:$c, i64:$n)),
          (ATOM_CAS64_gen $a, (REG_SEQUENCE GPR128, (i32 (EXTRACT_SUBREG $c, sub0)), sub0,
                               (i32 (EXTRACT_SUBREG $c, sub1)), sub1, (i32 (EXTRACT_SUBREG $n, sub0)), sub2,
                               (i32 (EXTRACT_SUBREG $n, sub1)), sub3))>;
def : Pat<(i64 (ASCASFrag<ASShared> i32:$a, i64:$c, i64:$n)),
          (ATOMS_CAS64 $a, (REG_SEQUENCE GPR128, (i32 (EXTRACT_SUBREG $c, sub0)), sub0,
                            (i32 (EXTRACT_SUBREG $c, sub1)), sub1, (i32 (EXTRACT_SUBREG $n, sub0)), sub2,
                            (i32 (EXTRACT_SUBREG $n, sub1)), sub3))>;
