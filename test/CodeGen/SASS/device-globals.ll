; __device__ variables: zero-initialised (.nv.global) and initialised
; (.nv.global.init) object symbols, a static one (a local symbol), a string
; in the generic space; the code loads each address from its bank-4 slot
; (R_CUDA_64, filled by the driver), as ptxas's whole-program cubins do.
; Run in oa-emu on both SMs at -O0 and -O3 with the globals bound to
; buffers by name (cuModuleGetGlobal): counter written before the launch
; (cudaMemcpyToSymbol) and incremented atomically, zarr written, table kept
; as initialised, hidden written by thread 0.
; RUN: oa-llc -mcpu=sm_90 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; ASM: LDC.64 R{{[0-9]+}}, c[0x4][
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=obj %s -o %t.90.O3.cubin
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=obj %s -o %t.90.O0.cubin
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=obj %s -o %t.80.O3.cubin
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=obj %s -o %t.80.O0.cubin
; RUN: oa-objdump %t.80.O0.cubin | FileCheck %s --check-prefix=OBJ
; OBJ-DAG: // .global counter, 4 bytes, zero
; OBJ-DAG: // .global table, 16 bytes, initialised
; OBJ-DAG: // .global st, 16 bytes, initialised
; OBJ-DAG: // .global zarr, 256 bytes, zero
; OBJ-DAG: // .global hidden, 4 bytes, initialised, local
; OBJ-DAG: // .global _$_str, 6 bytes, initialised, local
; OBJ-DAG: // c[0x4][{{.*}}] = &counter
; OBJ-DAG: // c[0x4][{{.*}}] = &_$_str
; RUN: %python %S/Inputs/device-globals.py %t.90.O3.cubin %t.90.O0.cubin %t.80.O3.cubin %t.80.O0.cubin | FileCheck %s --check-prefix=VAL
; VAL-COUNT-4: values ok
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, [3 x float] }

@counter = addrspace(1) externally_initialized global i32 0, align 4
@table = addrspace(1) externally_initialized global [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4
@st = addrspace(1) externally_initialized global %struct.S { i32 7, [3 x float] [float 1.5, float 2.5, float 3.5] }, align 4
@zarr = addrspace(1) externally_initialized global [64 x i32] zeroinitializer, align 4
@hidden = internal addrspace(1) global i32 5, align 4
@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1

define ptx_kernel void @k(ptr %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %old = atomicrmw add ptr addrspacecast (ptr addrspace(1) @counter to ptr), i32 1 seq_cst
  %h = load i32, ptr addrspace(1) @hidden
  %z = add i32 %t, %h
  %zp = getelementptr [64 x i32], ptr addrspace(1) @zarr, i64 0, i64 %t64
  store i32 %z, ptr addrspace(1) %zp
  %i4 = and i64 %t64, 3
  %tp = getelementptr [4 x float], ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 0, i64 %i4
  %tv = load float, ptr %tp
  %i3 = urem i64 %t64, 3
  %bp = getelementptr %struct.S, ptr addrspace(1) @st, i64 0, i32 1, i64 %i3
  %bv = load float, ptr addrspace(1) %bp
  %a = load i32, ptr addrspace(1) @st
  %af = sitofp i32 %a to float
  %i5 = urem i64 %t64, 5
  %cp = getelementptr [6 x i8], ptr @.str, i64 0, i64 %i5
  %c = load i8, ptr %cp
  %cf = uitofp i8 %c to float
  %s1 = fadd float %tv, %bv
  %s2 = fadd float %s1, %af
  %s3 = fadd float %s2, %cf
  %op = getelementptr float, ptr %o, i64 %t64
  store float %s3, ptr %op
  %first = icmp eq i32 %t, 0
  br i1 %first, label %w, label %e
w:
  store i32 42, ptr addrspace(1) @hidden
  ret void
e:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
