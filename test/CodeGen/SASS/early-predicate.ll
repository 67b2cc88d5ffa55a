; Guarded loads (`c ? p[i] : 0`) are predicated before scheduling
; (SASSEarlyPredicate.cpp): the three bounds-checked loads of a halo copy
; into shared memory all start before the first shared store, each
; `@!Pn LDG` into a register that already holds the other value (0), as
; ptxas writes them (each was waited for before the next one started).  A
; guarded store becomes `@P STG`.  A block with a warp shuffle keeps its branch (a
; shuffle must not run in lanes the branch left out).
; RUN: oa-llc -mcpu=sm_90 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 -verify-machineinstrs %s -o /dev/null
; RUN: oa-llc -mcpu=sm_90 -O3 -sass-early-predicate=false %s -o - | FileCheck %s --check-prefix=OFF
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [260 x float] poison, align 4

define ptx_kernel void @stencil(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = shl i32 %c, 8
  %i = add i32 %base, %t
  %lo = add i32 %i, -1
  %hi = add i32 %i, 1
  %clo = icmp sge i32 %lo, 0
  br i1 %clo, label %ldlo, label %j0
ldlo:
  %plo = getelementptr float, ptr addrspace(1) %in, i32 %lo
  %vlo = load float, ptr addrspace(1) %plo
  br label %j0
j0:
  %a = phi float [ %vlo, %ldlo ], [ 0.0, %entry ]
  %s0 = getelementptr float, ptr addrspace(3) @tile, i32 %t
  store float %a, ptr addrspace(3) %s0
  %cmid = icmp slt i32 %i, %n
  br i1 %cmid, label %ldmid, label %j1
ldmid:
  %pmid = getelementptr float, ptr addrspace(1) %in, i32 %i
  %vmid = load float, ptr addrspace(1) %pmid
  br label %j1
j1:
  %b = phi float [ %vmid, %ldmid ], [ 0.0, %j0 ]
  %s1p = getelementptr float, ptr addrspace(3) %s0, i32 1
  store float %b, ptr addrspace(3) %s1p
  %chi = icmp slt i32 %hi, %n
  br i1 %chi, label %ldhi, label %j2
ldhi:
  %phi = getelementptr float, ptr addrspace(1) %in, i32 %hi
  %vhi = load float, ptr addrspace(1) %phi
  br label %j2
j2:
  %d = phi float [ %vhi, %ldhi ], [ 0.0, %j1 ]
  %s2p = getelementptr float, ptr addrspace(3) %s0, i32 2
  store float %d, ptr addrspace(3) %s2p
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %x = xor i32 %t, 1
  %sx = getelementptr float, ptr addrspace(3) @tile, i32 %x
  %s2 = load float, ptr addrspace(3) %sx
  br i1 %cmid, label %st, label %done
st:
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %s2, ptr addrspace(1) %po
  br label %done
done:
  ret void
}

define ptx_kernel void @shuffle(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ct = icmp slt i32 %t, %n
  br i1 %ct, label %body, label %j
body:
  %p = getelementptr float, ptr addrspace(1) %in, i32 %t
  %v = load float, ptr addrspace(1) %p
  %s = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %v, i32 1, i32 31)
  br label %j
j:
  %r = phi float [ %s, %body ], [ 0.0, %entry ]
  %po = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %r, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
