; Not valid IR: %x is used before its definition dominates the use.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 %x, ptr addrspace(1) %p
  %x = add i32 1, 2
  ret void
}
