; fdiv-ieee.test: a / b in f32 and f64 (IEEE, round to nearest), one pair
; per thread.
define ptx_kernel void @fdiv(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %d, ptr addrspace(1) %q32, ptr addrspace(1) %q64) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr float, ptr addrspace(1) %a, i64 %i
  %pb = getelementptr float, ptr addrspace(1) %b, i64 %i
  %pc = getelementptr double, ptr addrspace(1) %c, i64 %i
  %pd = getelementptr double, ptr addrspace(1) %d, i64 %i
  %x = load float, ptr addrspace(1) %pa
  %y = load float, ptr addrspace(1) %pb
  %u = load double, ptr addrspace(1) %pc
  %v = load double, ptr addrspace(1) %pd
  %r = fdiv float %x, %y
  %s = fdiv double %u, %v
  %o = getelementptr float, ptr addrspace(1) %q32, i64 %i
  store float %r, ptr addrspace(1) %o
  %p = getelementptr double, ptr addrspace(1) %q64, i64 %i
  store double %s, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
