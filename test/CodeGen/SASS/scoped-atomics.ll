; clang's scoped atomics (__nvvm_atom_cta_* / __nvvm_atom_sys_*: the
; llvm.nvvm.atomic.OP.gen.{i,f}.{cta,sys} intrinsics) are relaxed atomics:
; selected for both SMs (unused results: reductions), and 64 threads give the expected totals in oa-emu.
; max/min are signed, as NVPTX reads these intrinsics.
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_90 -filetype=obj %s -o %t.90.cubin
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=obj %s -o %t.80.cubin
; oa-emu checks the description's "expect" values (exit 1 on a mismatch).
; RUN: oa-emu --cubin %t.90.cubin %S/Inputs/scoped-atomics.json | FileCheck %s --check-prefix=VAL
; RUN: oa-emu --cubin %t.80.cubin %S/Inputs/scoped-atomics.json | FileCheck %s --check-prefix=VAL
; VAL: vs "expect":
; VAL-NOT: FAIL
; CHECK-DAG: REDG.E.ADD.STRONG.GPU
; CHECK-DAG: REDG.E.ADD.F32.FTZ.RN.STRONG.GPU
; CHECK-DAG: REDG.E.MAX.S32.STRONG.GPU
; CHECK-DAG: REDG.E.MIN.S32.STRONG.GPU
; CHECK-DAG: REDG.E.INC.STRONG.GPU
; CHECK-DAG: REDG.E.DEC.STRONG.GPU
; CHECK-DAG: REDG.E.OR.STRONG.GPU
; CHECK-DAG: REDG.E.AND.STRONG.GPU
; CHECK-DAG: ATOMG.E.CAS.STRONG.GPU
; CHECK-DAG: ATOMG.E.EXCH.64.STRONG.GPU
; CHECK-NOT: error
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %add, ptr %fadd, ptr %smax, ptr %smin, ptr %inc, ptr %dec, ptr %or,
                          ptr %and, ptr %cas, ptr %exch) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tm = sub i32 %t, 10
  %t31 = and i32 %t, 31
  %bit = shl i32 1, %t31
  %nbit = xor i32 %bit, -1
  %1 = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %add, i32 1)
  %2 = call float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0(ptr %fadd, float 0.5)
  %3 = call i32 @llvm.nvvm.atomic.max.gen.i.sys.i32.p0(ptr %smax, i32 %tm)
  %4 = call i32 @llvm.nvvm.atomic.min.gen.i.cta.i32.p0(ptr %smin, i32 %tm)
  %5 = call i32 @llvm.nvvm.atomic.inc.gen.i.cta.i32.p0(ptr %inc, i32 1000)
  %6 = call i32 @llvm.nvvm.atomic.dec.gen.i.sys.i32.p0(ptr %dec, i32 1000)
  %7 = call i32 @llvm.nvvm.atomic.or.gen.i.cta.i32.p0(ptr %or, i32 %bit)
  %8 = call i32 @llvm.nvvm.atomic.and.gen.i.sys.i32.p0(ptr %and, i32 %nbit)
  %9 = call i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr %cas, i32 0, i32 7)
  %10 = call i64 @llvm.nvvm.atomic.exch.gen.i.sys.i64.p0(ptr %exch, i64 21474836485)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr, i32)
declare float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0(ptr, float)
declare i32 @llvm.nvvm.atomic.max.gen.i.sys.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.min.gen.i.cta.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.inc.gen.i.cta.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.dec.gen.i.sys.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.or.gen.i.cta.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.and.gen.i.sys.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr, i32, i32)
declare i64 @llvm.nvvm.atomic.exch.gen.i.sys.i64.p0(ptr, i64)
