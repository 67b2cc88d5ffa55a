; vector-divrem-i64.test: <2 x i64> division and remainder (split into lanes
; by SASSLowerArgs, then SASSDivRem64), one row of results per thread.
define ptx_kernel void @vdiv(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %o) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr <2 x i64>, ptr addrspace(1) %a, i64 %i
  %pb = getelementptr <2 x i64>, ptr addrspace(1) %b, i64 %i
  %x = load <2 x i64>, ptr addrspace(1) %pa, align 16
  %y = load <2 x i64>, ptr addrspace(1) %pb, align 16
  %sd = sdiv <2 x i64> %x, %y
  %sr = srem <2 x i64> %x, %y
  %ud = udiv <2 x i64> %x, %y
  %ur = urem <2 x i64> %x, %y
  %uc = udiv <2 x i64> %x, <i64 8, i64 1000000007>
  %row = mul i64 %i, 5
  %p0 = getelementptr <2 x i64>, ptr addrspace(1) %o, i64 %row
  store <2 x i64> %sd, ptr addrspace(1) %p0, align 16
  %p1 = getelementptr <2 x i64>, ptr addrspace(1) %p0, i64 1
  store <2 x i64> %sr, ptr addrspace(1) %p1, align 16
  %p2 = getelementptr <2 x i64>, ptr addrspace(1) %p0, i64 2
  store <2 x i64> %ud, ptr addrspace(1) %p2, align 16
  %p3 = getelementptr <2 x i64>, ptr addrspace(1) %p0, i64 3
  store <2 x i64> %ur, ptr addrspace(1) %p3, align 16
  %p4 = getelementptr <2 x i64>, ptr addrspace(1) %p0, i64 4
  store <2 x i64> %uc, ptr addrspace(1) %p4, align 16
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
