; float-legalize.test: llvm.round (half away from zero) on f32 and f64, and
; llvm.minnum/maxnum on f64 (of this thread's value and the next one's).
define ptx_kernel void @rnd(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %o32, ptr addrspace(1) %o64, ptr addrspace(1) %mn, ptr addrspace(1) %mx) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr float, ptr addrspace(1) %a, i64 %i
  %pb = getelementptr double, ptr addrspace(1) %b, i64 %i
  %x = load float, ptr addrspace(1) %pa
  %y = load double, ptr addrspace(1) %pb
  %rx = call float @llvm.round.f32(float %x)
  %ry = call double @llvm.round.f64(double %y)
  %q32 = getelementptr float, ptr addrspace(1) %o32, i64 %i
  store float %rx, ptr addrspace(1) %q32
  %q64 = getelementptr double, ptr addrspace(1) %o64, i64 %i
  store double %ry, ptr addrspace(1) %q64
  %t1 = add i32 %tid, 1
  %t2 = and i32 %t1, 31
  %j = zext i32 %t2 to i64
  %pz = getelementptr double, ptr addrspace(1) %b, i64 %j
  %z = load double, ptr addrspace(1) %pz
  %vn = call double @llvm.minnum.f64(double %y, double %z)
  %vx = call double @llvm.maxnum.f64(double %y, double %z)
  %qn = getelementptr double, ptr addrspace(1) %mn, i64 %i
  store double %vn, ptr addrspace(1) %qn
  %qx = getelementptr double, ptr addrspace(1) %mx, i64 %i
  store double %vx, ptr addrspace(1) %qx
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.round.f32(float)
declare double @llvm.round.f64(double)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.maxnum.f64(double, double)
