; malloc, free and __assertfail: functions the driver provides, called as
; vprintf is (printf.ll) and as ptxas 13 calls them: the address from a
; bank-4 slot against the undefined function symbol, CALL.ABS.NOINC after
; LEPC, the arguments from R4 on with 64-bit ones in even pairs
; (__assertfail: R4:R5, R6:R7, R8, R10:R11, R12:R13), malloc's pointer in
; R4:R5.  Each kernel's .nv.info names the functions it calls
; (EIATTR_EXTERNS) and the calls (EIATTR_SYSCALL_OFFSETS).
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s --check-prefix=SM90
; SM90-LABEL: .kernel heap
; SM90: LDC.64 R2, c[0x4][[[MALLOC:0x[0-9a-f]+]]] ;
; SM90: LEPC R20, 0x10 ;
; SM90-NEXT: CALL.ABS.NOINC R2 ;
; SM90: ISETP.{{.*}} R4,
; SM90: LDC.64 R2, c[0x4][[[FREE:0x[0-9a-f]+]]] ;
; SM90: LEPC R20, 0x10 ;
; SM90-NEXT: CALL.ABS.NOINC R2 ;
; SM90-LABEL: .kernel check
; SM90-DAG: LDC.64 R2, c[0x4][[[ASSERT:0x[0-9a-f]+]]] ;
; SM90-DAG: LDC.64 R4, c[0x4][{{.*}}] ;
; SM90-DAG: LDC.64 R6, c[0x4][{{.*}}] ;
; SM90-DAG: MOV R8, 0xc ;
; SM90-DAG: LDC.64 R10, c[0x4][{{.*}}] ;
; SM90-DAG: MOV R12, 0x1 ;
; SM90-DAG: MOV R13, 0x0 ;
; SM90: LEPC R20, 0x10 ;
; SM90-NEXT: CALL.ABS.NOINC R2 ;
; RUN: oa-llc -mcpu=sm_80 %s -o - | FileCheck %s --check-prefix=SM80
; SM80: LEPC R20 ;
; SM80-NEXT: IADD3 R20, P0, R20, 0x40, RZ ;
; SM80-NEXT: IADD3.X R21, RZ, R21, RZ, P0, !PT ;
; SM80-NEXT: CALL.ABS.NOINC R2 ;
;
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=obj %s -o %t.90.O3.cubin
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=obj %s -o %t.90.O0.cubin
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=obj %s -o %t.80.O3.cubin
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=obj %s -o %t.80.O0.cubin
; RUN: oa-objdump %t.90.O3.cubin | FileCheck %s --check-prefix=OBJ
; OBJ-DAG: // c[0x4][{{.*}}] = &malloc
; OBJ-DAG: // c[0x4][{{.*}}] = &free
; OBJ-DAG: // c[0x4][{{.*}}] = &__assertfail
; Undefined global functions, one R_CUDA_64 (type 2) slot each, and the
; per-kernel attributes: EXTERNS (0x0f) with the callees' symbol indices,
; SYSCALL_OFFSETS (0x46) with one offset per call.
; RUN: llvm-readelf -s -r %t.90.O3.cubin | FileCheck %s --check-prefix=ELF
; ELF-DAG: FUNC {{ *}}GLOBAL {{ *}}DEFAULT {{ *}}UND malloc
; ELF-DAG: FUNC {{ *}}GLOBAL {{ *}}DEFAULT {{ *}}UND free
; ELF-DAG: FUNC {{ *}}GLOBAL {{ *}}DEFAULT {{ *}}UND __assertfail
; ELF-DAG: {{[0-9a-f]+}}00000002 Unknown {{[0-9a-f]+}} malloc + 0
; ELF-DAG: {{[0-9a-f]+}}00000002 Unknown {{[0-9a-f]+}} free + 0
; ELF-DAG: {{[0-9a-f]+}}00000002 Unknown {{[0-9a-f]+}} __assertfail + 0
; RUN: %python %S/Inputs/nv-info.py %t.90.O3.cubin | FileCheck %s --check-prefix=INFO
; RUN: %python %S/Inputs/nv-info.py %t.80.O0.cubin | FileCheck %s --check-prefix=INFO
; INFO-LABEL: .nv.info.heap
; INFO: EXTERNS malloc free
; INFO-NEXT: SYSCALL_OFFSETS 0x{{[0-9a-f]+}} 0x{{[0-9a-f]+}}{{$}}
; INFO-LABEL: .nv.info.check
; INFO: EXTERNS __assertfail
; INFO-NEXT: SYSCALL_OFFSETS 0x{{[0-9a-f]+}}{{$}}
; INFO-LABEL: .nv.callgraph
; INFO-DAG: heap -> malloc
; INFO-DAG: heap -> free
; INFO-DAG: check -> __assertfail
;
; oa-emu: 32 threads each malloc 32 bytes, fill them, sum them back and
; free them: 64t + 28.  With 300000 bytes each, the 8 MiB heap holds 27 of
; them: the other threads get NULL (-1).
; RUN: rm -rf %t && mkdir -p %t
; RUN: echo '{"kernel": "heap", "grid": [1], "block": [32], "buffers": {"o": {"dtype": "i32", "count": 32, "init": "poison", "output": true}}, "args": [{"buffer": "o"}, {"i64": 32}]}' > %t/heap.json
; RUN: echo '{"kernel": "heap", "grid": [1], "block": [32], "buffers": {"o": {"dtype": "i32", "count": 32, "init": "poison", "output": true}}, "args": [{"buffer": "o"}, {"i64": 300000}]}' > %t/full.json
; RUN: for c in 90.O3 90.O0 80.O3 80.O0; do oa-emu --cubin %t.$c.cubin --out %t/h$c %t/heap.json && oa-emu --cubin %t.$c.cubin --out %t/f$c %t/full.json || exit 1; done
; RUN: %python -c "import struct,sys; [print(struct.unpack('32i', open(sys.argv[1] + '/' + d + c + '/o.bin', 'rb').read()) == tuple(64 * t + 28 if d == 'h' or t < 27 else -1 for t in range(32))) for d in 'hf' for c in ('90.O3', '90.O0', '80.O3', '80.O0')]" %t | FileCheck %s --check-prefix=HEAP
; HEAP-COUNT-8: True
; HEAP-NOT: False
; A use after free and a double free stop the run.
; RUN: echo '{"kernel": "uaf", "grid": [1], "block": [4], "buffers": {"o": {"dtype": "i32", "count": 4, "init": "poison", "output": true}}, "args": [{"buffer": "o"}, {"i32": 0}]}' > %t/uaf.json
; RUN: echo '{"kernel": "uaf", "grid": [1], "block": [4], "buffers": {"o": {"dtype": "i32", "count": 4, "init": "poison", "output": true}}, "args": [{"buffer": "o"}, {"i32": 1}]}' > %t/dfree.json
; RUN: not oa-emu --cubin %t.90.O3.cubin %t/uaf.json 2>&1 | FileCheck %s --check-prefix=UAF
; RUN: not oa-emu --cubin %t.80.O0.cubin %t/uaf.json 2>&1 | FileCheck %s --check-prefix=UAF
; UAF: error: {{.*}}inside a heap allocation of 16 bytes that free() has ended (a use after free)
; RUN: not oa-emu --cubin %t.90.O3.cubin %t/dfree.json 2>&1 | FileCheck %s --check-prefix=DFREE
; RUN: not oa-emu --cubin %t.80.O0.cubin %t/dfree.json 2>&1 | FileCheck %s --check-prefix=DFREE
; DFREE: error: free({{[0-9]+}}): not a pointer malloc returned, or freed already
;
; assert(): a passing check adds 1 to each element; a failing one stops the
; run with the driver's message.
; RUN: echo '{"kernel": "check", "grid": [1], "block": [8], "buffers": {"a": {"dtype": "i32", "count": 8, "init": {"iota": [1, 1]}, "output": true}}, "args": [{"buffer": "a"}]}' > %t/pass.json
; RUN: echo '{"kernel": "check", "grid": [1], "block": [8], "buffers": {"a": {"dtype": "i32", "count": 8, "init": {"iota": [-2, 1]}, "output": true}}, "args": [{"buffer": "a"}]}' > %t/fail.json
; RUN: for c in 90.O3 90.O0 80.O3 80.O0; do oa-emu --cubin %t.$c.cubin --out %t/p$c %t/pass.json || exit 1; done
; RUN: %python -c "import struct,sys; [print(struct.unpack('8i', open(sys.argv[1] + '/p' + c + '/a.bin', 'rb').read())) for c in ('90.O3', '90.O0', '80.O3', '80.O0')]" %t | FileCheck %s --check-prefix=PASS
; PASS-COUNT-4: (2, 3, 4, 5, 6, 7, 8, 9)
; RUN: not oa-emu --cubin %t.90.O3.cubin %t/fail.json 2>&1 | FileCheck %s --check-prefix=FAIL
; RUN: not oa-emu --cubin %t.80.O3.cubin %t/fail.json 2>&1 | FileCheck %s --check-prefix=FAIL
; RUN: not oa-emu --cubin %t.90.O0.cubin %t/fail.json 2>&1 | FileCheck %s --check-prefix=FAIL
; FAIL: error: device-side assertion: check.cu:12: void check(int *): Assertion `a[t] > 0` failed. at /*{{[0-9a-f]+}}*/ (lane 0, thread (0,0,0), block (0,0,0))
;
; A declaration with another signature is an error, not a wrong call.
; RUN: sed -e 's/declare ptr @malloc(i64)/declare ptr @malloc(i32)/' -e 's/@malloc(i64 [^)]*)/@malloc(i32 7)/' %s | not oa-llc -mcpu=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIG
; SIG: error: {{.*}}call to 'malloc' with a signature other than the driver's: void *malloc(size_t size)
target triple = "nvptx64-nvidia-cuda"

@.msg = private unnamed_addr constant [9 x i8] c"a[t] > 0\00", align 1
@.file = private unnamed_addr constant [9 x i8] c"check.cu\00", align 1
@.func = private unnamed_addr constant [18 x i8] c"void check(int *)\00", align 1

define ptx_kernel void @heap(ptr %out, i64 %bytes) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %op = getelementptr i32, ptr %out, i64 %t64
  %p = call ptr @malloc(i64 %bytes)
  %null = icmp eq ptr %p, null
  br i1 %null, label %none, label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %t8 = shl i32 %t, 3
  %v = add i32 %t8, %i
  %pi = getelementptr i32, ptr %p, i32 %i
  store volatile i32 %v, ptr %pi, align 4
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 8
  br i1 %more, label %fill, label %sum
sum:
  %j = phi i32 [ 0, %fill ], [ %j1, %sum ]
  %s = phi i32 [ 0, %fill ], [ %s1, %sum ]
  %pj = getelementptr i32, ptr %p, i32 %j
  %w = load volatile i32, ptr %pj, align 4
  %s1 = add i32 %s, %w
  %j1 = add i32 %j, 1
  %more2 = icmp ult i32 %j1, 8
  br i1 %more2, label %sum, label %done
done:
  call void @free(ptr %p)
  store i32 %s1, ptr %op, align 4
  ret void
none:
  store i32 -1, ptr %op, align 4
  ret void
}

define ptx_kernel void @uaf(ptr %out, i32 %twice) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %op = getelementptr i32, ptr %out, i64 %t64
  %p = call ptr @malloc(i64 16)
  store volatile i32 %t, ptr %p, align 4
  call void @free(ptr %p)
  %c = icmp ne i32 %twice, 0
  br i1 %c, label %again, label %use
again:
  call void @free(ptr %p)
  ret void
use:
  %v = load volatile i32, ptr %p, align 4
  store i32 %v, ptr %op, align 4
  ret void
}

define ptx_kernel void @check(ptr %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %ap = getelementptr i32, ptr %a, i64 %t64
  %v = load i32, ptr %ap, align 4
  %ok = icmp sgt i32 %v, 0
  br i1 %ok, label %cont, label %fail
fail:
  call void @__assertfail(ptr @.msg, ptr @.file, i32 12, ptr @.func, i64 1)
  br label %cont
cont:
  %v2 = load i32, ptr %ap, align 4
  %v3 = add i32 %v2, 1
  store i32 %v3, ptr %ap, align 4
  ret void
}

declare ptr @malloc(i64)
declare void @free(ptr)
declare void @__assertfail(ptr, ptr, i32, ptr, i64)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
