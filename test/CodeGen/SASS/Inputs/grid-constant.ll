; A __grid_constant__ struct whose address escapes (here into a select with a
; global pointer, so the load stays generic) is read where it lives, through
; the parameter window, never copied to local memory; 64-byte aligned, it
; sits at a 64-byte aligned bank address, as ptxas places it.
;   out[t] = (t & 1) ? m.v[t % 16] : g[t]
%struct.S = type { [16 x i32] }

define ptx_kernel void @k(ptr noundef byval(%struct.S) align 64 "nvvm.grid_constant" %m,
                          ptr %g, ptr %out) {
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %t, 1
  %c = icmp ne i32 %odd, 0
  %i = and i32 %t, 15
  %pm = getelementptr inbounds [16 x i32], ptr %m, i32 0, i32 %i
  %pg = getelementptr inbounds i32, ptr %g, i32 %t
  %p = select i1 %c, ptr %pm, ptr %pg
  %v = load i32, ptr %p, align 4
  %po = getelementptr inbounds i32, ptr %out, i32 %t
  store i32 %v, ptr %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
