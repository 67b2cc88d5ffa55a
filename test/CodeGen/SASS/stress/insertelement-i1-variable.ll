; Once aborted oa-llc (tools/fuzz/known-aborts); compiles for both SMs at -O0 and -O3.
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=null %s
; A <4 x i1> element replaced at a variable index (llvm-stress seed 1
; through llvm-reduce): the vector goes through the stack as bytes.
; Cannot select: i32,ch = load<(load (s8) from %stack.0), zext from i8>.
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %i) {
  %v = insertelement <4 x i1> zeroinitializer, i1 true, i32 %i
  %z = zext <4 x i1> %v to <4 x i32>
  store <4 x i32> %z, ptr addrspace(1) %p
  ret void
}
