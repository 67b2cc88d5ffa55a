target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %v = load i32, ptr %a
  %s = add i32 %v, 1
  %t = add i32 %s, 2
  store i32 %t, ptr addrspace(1) %p
  ret void
}
