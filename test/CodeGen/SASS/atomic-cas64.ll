; 64-bit compare-and-swap (atomicCAS on unsigned long long, and the CAS loops
; AtomicExpand makes of 64-bit read-modify-writes the hardware lacks, such as
; a double atomicAdd on shared memory): ATOMG/ATOM/ATOMS.CAS.64 with the
; compare value and the new value in a register quad, as ptxas has them
; (`ATOMG.E.CAS.64.STRONG.GPU PT, R2, [R14], R4, R6`).  Before, "64-bit
; atomic compare-and-swap is not supported yet" (cuda-samples'
; jacobiCudaGraphs at -O3, the corpus' atomic_max_float).
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
; CHECK-LABEL: .kernel cas64
; CHECK: ATOMG.E.CAS.64.STRONG.GPU PT, {{R[0-9]+}}, [{{R[0-9]+}}], {{R[0-9]+}}, {{R[0-9]+}} ;
; CHECK: ATOMS.CAS.64 {{R[0-9]+}}, [{{R[0-9]+}}], {{R[0-9]+}}, {{R[0-9]+}} ;
; CHECK: ATOMG.E.CAS.64.STRONG.GPU PT, {{R[0-9]+}}, [{{R[0-9]+}}], {{R[0-9]+}}, {{R[0-9]+}} ;
; 64 threads: g (0xffffffff to start, so the low word carries) gains
; (t + 1) * 0x100000001 from each; the shared double gains (t + 1) / 2 from
; each (1040 in all, exact); cnt (a generic pointer, global in the end) 1 from
; each.  oa-emu on both SMs, -O3 and -O0.
; RUN: oa-llc -mcpu=sm_90 -filetype=obj %s -o %t.90.cubin
; RUN: oa-llc -mcpu=sm_80 -filetype=obj %s -o %t.80.cubin
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=obj %s -o %t.90.O0.cubin
; RUN: rm -rf %t && mkdir -p %t
; oa-emu checks the description's "expect" values (exit 1 on a mismatch).
; RUN: for c in 90 80 90.O0; do oa-emu --cubin %t.$c.cubin %S/Inputs/atomic-cas64.json || exit 1; done | FileCheck %s --check-prefix=VAL
; VAL-COUNT-3: vs "expect":
; VAL-NOT: FAIL
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global double undef, align 8

define ptx_kernel void @cas64(ptr addrspace(1) %g, ptr addrspace(1) %sum, ptr %cnt) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %go
init:
  store double 0.0, ptr addrspace(3) @s, align 8
  br label %go
go:
  call void @llvm.nvvm.barrier0()
  %t1 = add i32 %t, 1
  %t64 = zext i32 %t1 to i64
  %k = mul i64 %t64, 4294967297
  %v0 = load volatile i64, ptr addrspace(1) %g, align 8
  br label %loop
loop:
  %old = phi i64 [ %v0, %go ], [ %got, %loop ]
  %new = add i64 %old, %k
  %r = cmpxchg ptr addrspace(1) %g, i64 %old, i64 %new monotonic monotonic, align 8
  %got = extractvalue { i64, i1 } %r, 0
  %ok = extractvalue { i64, i1 } %r, 1
  br i1 %ok, label %shared, label %loop
shared:
  %tf = uitofp i32 %t1 to double
  %half = fmul double %tf, 5.000000e-01
  %a = atomicrmw fadd ptr addrspace(3) @s, double %half seq_cst, align 8
  %c0 = load volatile i64, ptr %cnt, align 8
  br label %gloop
gloop:
  %co = phi i64 [ %c0, %shared ], [ %cg, %gloop ]
  %cn = add i64 %co, 1
  %cr = cmpxchg ptr %cnt, i64 %co, i64 %cn monotonic monotonic, align 8
  %cg = extractvalue { i64, i1 } %cr, 0
  %cok = extractvalue { i64, i1 } %cr, 1
  br i1 %cok, label %done, label %gloop
done:
  call void @llvm.nvvm.barrier0()
  br i1 %first, label %out, label %exit
out:
  %sv = load double, ptr addrspace(3) @s, align 8
  store double %sv, ptr addrspace(1) %sum, align 8
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
