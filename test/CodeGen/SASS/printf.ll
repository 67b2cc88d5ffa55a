; printf: clang's call to vprintf(format, packed arguments), which the
; driver provides.  As ptxas does: the callee's address from a bank-4 slot
; against the undefined function symbol vprintf (R_CUDA_64), the return
; address in R20:R21 by LEPC right before CALL.ABS.NOINC, the arguments in
; R4:R5 and R6:R7, the result in R4; the divergent region around the call
; uses B6 (a call may change B0-B5); nothing but R1 is kept across the call
; by oa.  oa-emu runs vprintf: the text on stdout, and the kernel's use of
; the result and of a value live across the call, on both SMs at -O0/-O3.
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s --check-prefix=SM90
; SM90: BSSY B6
; SM90: LEPC R20, 0x10 ;
; SM90-NEXT: CALL.ABS.NOINC R2 ;
; SM90: ULDC.64 UR4, c[0x0][0x208] ;
; RUN: oa-llc -mcpu=sm_80 %s -o - | FileCheck %s --check-prefix=SM80
; SM80: LEPC R20 ;
; SM80-NEXT: IADD3 R20, P0, R20, 0x40, RZ ;
; SM80-NEXT: IADD3.X R21, RZ, R21, RZ, P0, !PT ;
; SM80-NEXT: CALL.ABS.NOINC R2 ;
; A register limit below 24 leaves no R20:R21: an error.
; RUN: not oa-llc -mcpu=sm_90 -maxrregcount=16 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIMIT
; LIMIT: error: {{.*}}call to 'vprintf' needs 24 registers (R20:R21 hold its return address); the register limit (-maxrregcount or __launch_bounds__) is 16
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=obj %s -o %t.90.O3.cubin
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=obj %s -o %t.90.O0.cubin
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=obj %s -o %t.80.O3.cubin
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=obj %s -o %t.80.O0.cubin
; RUN: oa-objdump %t.90.O3.cubin | FileCheck %s --check-prefix=OBJ
; OBJ: // c[0x4][{{.*}}] = &vprintf
; The callee is an undefined function; .nv.callgraph names the edge.
; RUN: llvm-readelf -S -s %t.90.O3.cubin | FileCheck %s --check-prefix=ELF
; ELF: .nv.callgraph {{ *}}LOPROC+0x1
; ELF: FUNC {{ *}}GLOBAL {{ *}}DEFAULT {{ *}}UND vprintf
; RUN: rm -rf %t && mkdir -p %t
; RUN: oa-emu --cubin %t.90.O3.cubin --out %t/r90 %S/Inputs/printf.json | FileCheck %s
; RUN: oa-emu --cubin %t.90.O0.cubin --out %t/r90.0 %S/Inputs/printf.json | FileCheck %s
; RUN: oa-emu --cubin %t.80.O3.cubin --out %t/r80 %S/Inputs/printf.json | FileCheck %s
; RUN: oa-emu --cubin %t.80.O0.cubin --out %t/r80.0 %S/Inputs/printf.json | FileCheck %s
; CHECK: t 0 x 30 d 1.50 s even c A%
; CHECK-NEXT: t 1 x 33 d 1.50 s odd c B%
; CHECK-NEXT: t 2 x 36 d 1.50 s even c C%
; CHECK-NOT: t 3
; Thread t < 3 stores x + the printf result (5 arguments) at a[t + 4],
; thread 3 stores x; after the join (a shuffle, reconverged) every
; thread stores lane 3's t at a[t].
; RUN: %python -c "import struct,sys; print(struct.unpack('8i', open(sys.argv[1] + '/a.bin', 'rb').read()))" %t/r90 | FileCheck %s --check-prefix=VAL
; RUN: %python -c "import struct,sys; print(struct.unpack('8i', open(sys.argv[1] + '/a.bin', 'rb').read()))" %t/r80.0 | FileCheck %s --check-prefix=VAL
; VAL: (3, 3, 3, 3, 35, 38, 41, 39)
target triple = "nvptx64-nvidia-cuda"

%args = type { i32, i32, double, ptr, i32 }

@.fmt = private unnamed_addr constant [30 x i8] c"t %d x %d d %.2f s %s c %c%%\0A\00", align 1
@.odd = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@.even = private unnamed_addr constant [5 x i8] c"even\00", align 1

define ptx_kernel void @k(ptr %a, double %d) {
entry:
  %buf = alloca %args, align 8, addrspace(5)
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %ap = getelementptr i32, ptr %a, i64 %t64
  %v = load i32, ptr %ap, align 4
  %x = mul i32 %v, 3
  %o = add i64 %t64, 4
  %op = getelementptr i32, ptr %a, i64 %o
  %c = icmp ult i32 %t, 3
  br i1 %c, label %print, label %done
print:
  %f0 = getelementptr %args, ptr addrspace(5) %buf, i32 0, i32 0
  store i32 %t, ptr addrspace(5) %f0, align 8
  %f1 = getelementptr %args, ptr addrspace(5) %buf, i32 0, i32 1
  store i32 %x, ptr addrspace(5) %f1, align 4
  %f2 = getelementptr %args, ptr addrspace(5) %buf, i32 0, i32 2
  store double %d, ptr addrspace(5) %f2, align 8
  %odd = and i32 %t, 1
  %isodd = icmp ne i32 %odd, 0
  %s = select i1 %isodd, ptr @.odd, ptr @.even
  %f3 = getelementptr %args, ptr addrspace(5) %buf, i32 0, i32 3
  store ptr %s, ptr addrspace(5) %f3, align 8
  %ch = add i32 %t, 65
  %f4 = getelementptr %args, ptr addrspace(5) %buf, i32 0, i32 4
  store i32 %ch, ptr addrspace(5) %f4, align 8
  %g = addrspacecast ptr addrspace(5) %buf to ptr
  %r = call i32 @vprintf(ptr @.fmt, ptr %g)
  %y = add i32 %x, %r
  store i32 %y, ptr %op, align 4
  br label %exit
done:
  store i32 %x, ptr %op, align 4
  br label %exit
exit:
  %sh = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 15, i32 %t, i32 3, i32 31)
  store i32 %sh, ptr %ap, align 4
  ret void
}

declare i32 @vprintf(ptr, ptr)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
