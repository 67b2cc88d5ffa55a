; __constant__ data is read with LDC from bank 3, shared memory with LDS/STS,
; warp shuffles become SHFL, float atomics with an unused result REDG.E.ADD.F32.
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

@tab = addrspace(4) externally_initialized global [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0]
@buf = internal addrspace(3) global [32 x float] undef

define ptx_kernel void @k(ptr %o) {
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %j = and i32 %t, 3
  %pc = getelementptr [4 x float], ptr addrspace(4) @tab, i32 0, i32 %j
  %c = load float, ptr addrspace(4) %pc
  %ps = getelementptr [32 x float], ptr addrspace(3) @buf, i32 0, i32 %t
  store float %c, ptr addrspace(3) %ps
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %v = load float, ptr addrspace(3) %ps
  %s = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %v, i32 1, i32 31)
  %old = atomicrmw fadd ptr %o, float %s monotonic
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)

; CHECK: LDC R{{[0-9]+}}, c[0x3][R{{[0-9]+}}] ;
; CHECK: STS [R
; CHECK: BAR.SYNC
; CHECK: LDS R
; CHECK: SHFL.BFLY PT, R
; CHECK: REDG.E.ADD.F32.FTZ.RN.STRONG.GPU desc[UR4][R{{[0-9]+}}.64], R
