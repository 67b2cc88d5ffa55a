; half-arith-emu.test: per thread one word of two halves: a + b, a - b,
; a * b, fma(a, b, c) as <2 x T>, and the scalar fma of the low halves.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @hops(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %oadd, ptr addrspace(1) %osub, ptr addrspace(1) %omul, ptr addrspace(1) %ofma, ptr addrspace(1) %os) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bd = shl i32 %bid, 7
  %t = add i32 %bd, %tid
  %pa = getelementptr <2 x half>, ptr addrspace(1) %a, i32 %t
  %av = load <2 x half>, ptr addrspace(1) %pa
  %pb = getelementptr <2 x half>, ptr addrspace(1) %b, i32 %t
  %bv = load <2 x half>, ptr addrspace(1) %pb
  %pc = getelementptr <2 x half>, ptr addrspace(1) %c, i32 %t
  %cv = load <2 x half>, ptr addrspace(1) %pc
  %add = fadd <2 x half> %av, %bv
  %sub = fsub <2 x half> %av, %bv
  %mul = fmul <2 x half> %av, %bv
  %fma = call <2 x half> @llvm.fma.v2f16(<2 x half> %av, <2 x half> %bv, <2 x half> %cv)
  %qadd = getelementptr <2 x half>, ptr addrspace(1) %oadd, i32 %t
  store <2 x half> %add, ptr addrspace(1) %qadd
  %qsub = getelementptr <2 x half>, ptr addrspace(1) %osub, i32 %t
  store <2 x half> %sub, ptr addrspace(1) %qsub
  %qmul = getelementptr <2 x half>, ptr addrspace(1) %omul, i32 %t
  store <2 x half> %mul, ptr addrspace(1) %qmul
  %qfma = getelementptr <2 x half>, ptr addrspace(1) %ofma, i32 %t
  store <2 x half> %fma, ptr addrspace(1) %qfma
  %sa = load half, ptr addrspace(1) %pa
  %sb = load half, ptr addrspace(1) %pb
  %sc = load half, ptr addrspace(1) %pc
  %s = call half @llvm.fma.f16(half %sa, half %sb, half %sc)
  %qs = getelementptr half, ptr addrspace(1) %os, i32 %t
  store half %s, ptr addrspace(1) %qs
  ret void
}

define ptx_kernel void @bfops(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %oadd, ptr addrspace(1) %osub, ptr addrspace(1) %omul, ptr addrspace(1) %ofma, ptr addrspace(1) %os) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bd = shl i32 %bid, 7
  %t = add i32 %bd, %tid
  %pa = getelementptr <2 x bfloat>, ptr addrspace(1) %a, i32 %t
  %av = load <2 x bfloat>, ptr addrspace(1) %pa
  %pb = getelementptr <2 x bfloat>, ptr addrspace(1) %b, i32 %t
  %bv = load <2 x bfloat>, ptr addrspace(1) %pb
  %pc = getelementptr <2 x bfloat>, ptr addrspace(1) %c, i32 %t
  %cv = load <2 x bfloat>, ptr addrspace(1) %pc
  %add = fadd <2 x bfloat> %av, %bv
  %sub = fsub <2 x bfloat> %av, %bv
  %mul = fmul <2 x bfloat> %av, %bv
  %fma = call <2 x bfloat> @llvm.fma.v2bf16(<2 x bfloat> %av, <2 x bfloat> %bv, <2 x bfloat> %cv)
  %qadd = getelementptr <2 x bfloat>, ptr addrspace(1) %oadd, i32 %t
  store <2 x bfloat> %add, ptr addrspace(1) %qadd
  %qsub = getelementptr <2 x bfloat>, ptr addrspace(1) %osub, i32 %t
  store <2 x bfloat> %sub, ptr addrspace(1) %qsub
  %qmul = getelementptr <2 x bfloat>, ptr addrspace(1) %omul, i32 %t
  store <2 x bfloat> %mul, ptr addrspace(1) %qmul
  %qfma = getelementptr <2 x bfloat>, ptr addrspace(1) %ofma, i32 %t
  store <2 x bfloat> %fma, ptr addrspace(1) %qfma
  %sa = load bfloat, ptr addrspace(1) %pa
  %sb = load bfloat, ptr addrspace(1) %pb
  %sc = load bfloat, ptr addrspace(1) %pc
  %s = call bfloat @llvm.fma.bf16(bfloat %sa, bfloat %sb, bfloat %sc)
  %qs = getelementptr bfloat, ptr addrspace(1) %os, i32 %t
  store bfloat %s, ptr addrspace(1) %qs
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)
declare half @llvm.fma.f16(half, half, half)
declare <2 x bfloat> @llvm.fma.v2bf16(<2 x bfloat>, <2 x bfloat>, <2 x bfloat>)
declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat)
