; Once aborted oa-llc (tools/fuzz/known-aborts); compiles for both SMs at -O0 and -O3.
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=null %s
; The low 32 bits of an i64 sign-extended in place, (x << 1) >> 32
; arithmetic (utils/difftest seed 115 through llvm-reduce).
; Cannot select: i64 = sign_extend_inreg ..., ValueType:ch:i32.
define ptx_kernel void @k(ptr addrspace(1) %p, i64 %x) {
  %s = shl i64 %x, 1
  %a = ashr i64 %s, 32
  store i64 %a, ptr addrspace(1) %p
  ret void
}
