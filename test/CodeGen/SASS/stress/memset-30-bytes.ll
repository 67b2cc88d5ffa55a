; Once aborted oa-llc (tools/fuzz/known-aborts); compiles for both SMs at -O0 and -O3.
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=null %s
; memset of 30 bytes through a generic pointer, as clang emits for a local
; short[16] filled with zeros (utils/difftest seed 103 through llvm-reduce).
; LLVM ERROR: cannot lower memory intrinsic in address space 5.
define ptx_kernel void @k(ptr %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 30, i1 false)
  ret void
}
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)
