//===-- SASSInstrAsync90.td - sm_90 fences, setmaxnreg, TMA -*- tablegen -*-===//
//
// Code generation instructions for the sm_90 asynchronous path that
// SASSAsync90.cpp builds: the proxy fences, setmaxnreg (USETMAXREG) and the
// TMA tensor copies (UTMALDG / UTMASTG with their bulk group) and bulk
// copies (UBLKCP).  The TMA
// instructions read their operands from uniform registers, which oa does
// not allocate: SASSAsync90.cpp fills fixed ones with glued R2URs (the
// shared address, the mbarrier and the coordinates from UR16 on, the tensor
// map's address in UR24:UR25), as the mbarrier init does with UR8-UR11.
//
//===----------------------------------------------------------------------===//

let hasSideEffects = 1, mayLoad = 1, mayStore = 1 in {
// fence.proxy.async[.shared::cta|.global]: the generic proxy's accesses
// become visible to the async proxy (TMA, HGMMA), as ptxas writes them.
def FENCE_ASYNC_S : SASSCG<(outs), (ins), "FENCE.VIEW.ASYNC.S ;">;
def FENCE_ASYNC_G : SASSCG<(outs), (ins), "FENCE.VIEW.ASYNC.G ;">;
}

// setmaxnreg: .dec gives registers back to the CTA's pool; .inc waits
// until the pool has them (a loop around TRY_ALLOC, whose uniform
// predicate PLOP3 copies into a predicate register).
let hasSideEffects = 1, isConvergent = 1 in {
def USETMAXREG_DEC : SASSCG<(outs), (ins hex32:$n), "USETMAXREG.DEALLOC.CTAPOOL $n ;">;
let Defs = [UP0] in
def USETMAXREG_TRY : SASSCG<(outs), (ins hex32:$n), "USETMAXREG.TRY_ALLOC.CTAPOOL UP0, $n ;">;
}
let Uses = [UP0] in
def PLOP3_UP0 : SASSCG<(outs PRED:$p), (ins), "PLOP3.LUT $p, PT, PT, PT, UP0, 0x80, 0x0 ;">;

// R2UR into the fixed uniform registers of the TMA and HGMMA operands.
let hasSideEffects = 1 in
foreach i = [16, 17, 18, 19, 20, 21, 22, 24, 25, 32, 33, 34, 35] in
let Defs = [!cast<Register>("UR" # i)] in
def R2UR_UR # i : SASSCG<(outs), (ins GPR32:$a), "R2UR UR" # i # ", $a ;">;

// cp.async.bulk.tensor: UTMALDG [UR16], [UR24] reads the shared
// destination (UR16), the mbarrier (UR17) and the coordinates (UR18...);
// UTMASTG [UR16], [UR24] the shared source (UR16) and the coordinates
// (UR17...).  The load completes its bytes on the mbarrier; the store is
// counted by the bulk group that UTMACMDFLUSH commits (on SB0's read
// scoreboard: SASSScoreboard.cpp) and DEPBAR.LE SB0 waits for.
// They read their uniform registers when the TMA unit takes the command, not
// at issue (ptxas releases them on a read scoreboard before it rewrites
// them): an R2UR for the next copy soon after a UTMALDG gave the first copy
// the second's destination, and a tile never written was read (bf16
// attention on the H100, whole 128-row tiles of first-wave CTAs non-finite).
let hasSideEffects = 1, mayLoad = 1, mayStore = 1, LateRead = 1 in {
foreach d = [1, 2, 3, 4, 5] in {
  let Uses = !listconcat([UR16, UR17],
                         !foreach(k, !range(d), !cast<Register>("UR" # !add(18, k))),
                         [UR24, UR25]) in
  def UTMALDG_ # d # D : SASSCG<(outs), (ins), "UTMALDG." # d # "D [UR16], [UR24] ;">;
  let Uses = !listconcat([UR16],
                         !foreach(k, !range(d), !cast<Register>("UR" # !add(17, k))),
                         [UR24, UR25]) in
  def UTMASTG_ # d # D : SASSCG<(outs), (ins), "UTMASTG." # d # "D [UR16], [UR24] ;">;
}
def UTMACMDFLUSHcg : SASSCG<(outs), (ins), "UTMACMDFLUSH ;">;
// cp.async.bulk (non-tensor): UBLKCP.S.G copies global UR24:UR25 to shared
// UR16, completing on the mbarrier in UR17; UBLKCP.G.S copies shared UR16
// to global UR24:UR25 in the bulk group.  UR18: the size in 16-byte units.
let Uses = [UR16, UR17, UR18, UR24, UR25] in
def UBLKCP_SG : SASSCG<(outs), (ins), "UBLKCP.S.G [UR16], [UR24], UR18 ;">;
let Uses = [UR16, UR18, UR24, UR25] in
def UBLKCP_GS : SASSCG<(outs), (ins), "UBLKCP.G.S [UR24], [UR16], UR18 ;">;
}
