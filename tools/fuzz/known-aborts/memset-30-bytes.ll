; memset of 30 bytes through a generic pointer, as clang emits for a local
; short[16] filled with zeros (utils/difftest seed 103 through llvm-reduce).
; LLVM ERROR: cannot lower memory intrinsic in address space 5.
define ptx_kernel void @k(ptr %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 30, i1 false)
  ret void
}
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)
