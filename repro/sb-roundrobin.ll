; A load whose result is needed only late (a prefetch) shares its write
; scoreboard with the shuffles issued after it: oa-llc hands SBs 0-4 out
; round-robin, so the shuffle reduction's waits also wait for the load.
; Expected: the LDG keeps an SB of its own until its consumer; the SHFLs
; rotate over the other SBs.
target triple = "sass-nvidia-cuda"

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @prefetch(ptr addrspace(1) %in, ptr addrspace(1) %out, float %v) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %t
  %next = load <4 x float>, ptr addrspace(1) %p, align 16   ; prefetch
  %s1 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %v, i32 16, i32 31)
  %a1 = fadd float %v, %s1
  %s2 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %a1, i32 8, i32 31)
  %a2 = fadd float %a1, %s2
  %s3 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %a2, i32 4, i32 31)
  %a3 = fadd float %a2, %s3
  %s4 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %a3, i32 2, i32 31)
  %a4 = fadd float %a3, %s4
  %s5 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %a4, i32 1, i32 31)
  %a5 = fadd float %a4, %s5
  %q = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %a5, ptr addrspace(1) %q, align 4
  %e = extractelement <4 x float> %next, i32 0
  %o = getelementptr float, ptr addrspace(1) %out, i32 1024
  %q2 = getelementptr float, ptr addrspace(1) %o, i32 %t
  store float %e, ptr addrspace(1) %q2, align 4
  ret void
}
