target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @axpy(float %a, ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %py = getelementptr float, ptr addrspace(1) %y, i32 %i
  %vx = load float, ptr addrspace(1) %px
  %vy = load float, ptr addrspace(1) %py
  %r = call float @llvm.fma.f32(float %a, float %vx, float %vy)
  store float %r, ptr addrspace(1) %py
  br label %done
done:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.fma.f32(float, float, float)
