; The call ABI (-sass-call-abi; docs/CUDA.md, "Calls"): a recursive function
; and a __noinline__ one with i64, double and bool arguments become
; functions laid out after the kernel in its .text section ("$k$name"), as
; ptxas lays them out.  The caller puts the return address (an offset from
; the kernel's start) in R20:R21 with MOV right before CALL.REL.NOINC,
; arguments and results in R4-R15 (64-bit values in aligned pairs); the
; callee takes its frame below R1, keeps R16-R19/R22-R31 and the caller's
; convergence barriers B6-B15 (saved through R3), and returns with
; RET.REL.NODEC R20.  The kernel's divergent region around the call uses B6
; (a call may change B0-B5).
; RUN: oa-llc -sass-call-abi -mcpu=sm_80 %s -o - | FileCheck %s
; RUN: oa-llc -sass-call-abi -mcpu=sm_90 %s -o - | FileCheck %s
; CHECK-LABEL: .kernel k
; CHECK: BSSY B6, 0x[[JOIN:[0-9a-f]+]] ;
; CHECK: MOV R20, 0x[[RET1:[0-9a-f]+]] ;
; CHECK-NEXT: MOV R21, RZ ;
; CHECK-NEXT: CALL.REL.NOINC 0x[[FACT:[0-9a-f]+]] ;
; CHECK-NEXT: /*{{0*}}[[RET1]]*/ {{.*}} BSYNC B6 ;
; CHECK-NEXT: /*{{0*}}[[JOIN]]*/
; CHECK: MOV R20, 0x[[RET2:[0-9a-f]+]] ;
; CHECK-NEXT: MOV R21, RZ ;
; CHECK-NEXT: CALL.REL.NOINC 0x[[SCALE:[0-9a-f]+]] ;
; CHECK-NEXT: /*{{0*}}[[RET2]]*/
; CHECK: EXIT ;
; CHECK: // device function $k$_Z4facti
; CHECK-NEXT: /*{{0*}}[[FACT]]*/
; CHECK: IADD3 R1, R1, -[[FRAME:0x[0-9a-f]+]], RZ ;
; CHECK: BMOV.32.CLEAR R3, B6 ;
; CHECK-NEXT: STL [R1{{.*}}], R3 ;
; CHECK: CALL.REL.NOINC 0x[[FACT]] ;
; CHECK: BMOV.32 B6, R3 ;
; CHECK: IADD3 R1, R1, [[FRAME]], RZ ;
; CHECK-NEXT: RET.REL.NODEC R20 0x0 ;
; CHECK: // device function $k$_Z5scalexdb
; CHECK-NEXT: /*{{0*}}[[SCALE]]*/
; CHECK: I2F.F64.S64 R{{[0-9]+}}, R4 ;
; CHECK: DMUL R{{[0-9]+}}, R6, R{{[0-9]+}} ;
; CHECK: SEL R5,
; CHECK: SEL R4,
; CHECK: RET.REL.NODEC R20 0x0 ;
; CHECK-NOT: .kernel

; Without the option, recursion is refused as before, at the function's line.
; RUN: not oa-llc -mcpu=sm_90 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF
; OFF: error: function '_Z4facti' is recursive: oa inlines every device function (the call ABI for recursion is experimental: -sass-call-abi)

; The ABI's registers reach R31: a lower register limit is an error at the call.
; RUN: not oa-llc -sass-call-abi -mcpu=sm_90 -maxrregcount=24 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIMIT
; LIMIT: error: {{.*}}call to '_Z4facti' needs 32 registers (the call ABI's registers); the register limit (-maxrregcount or __launch_bounds__) is 24

; The cubin: the kernel's .text holds the callees; nvdisasm-style text from
; oa-objdump shows the calls, and the kernel runs in oa-emu on both SMs.
; RUN: oa-llc -sass-call-abi -mcpu=sm_80 -filetype=obj %s -o %t.80.cubin
; RUN: oa-llc -sass-call-abi -mcpu=sm_90 -filetype=obj %s -o %t.90.cubin
; RUN: oa-objdump -d %t.90.cubin | FileCheck %s --check-prefix=OBJ
; OBJ: CALL.REL.NOINC
; OBJ: RET.REL.NODEC R20
; RUN: rm -rf %t && mkdir -p %t
; RUN: oa-emu --cubin %t.80.cubin --out %t/80 %S/Inputs/call-abi.json
; RUN: oa-emu --cubin %t.90.cubin --out %t/90 %S/Inputs/call-abi.json
; RUN: %python %S/Inputs/call-abi-check.py %t/80 | FileCheck %s --check-prefix=EMU
; RUN: %python %S/Inputs/call-abi-check.py %t/90 | FileCheck %s --check-prefix=EMU
; EMU: ok

target triple = "nvptx64-nvidia-cuda"

define internal i32 @_Z4facti(i32 %n) #0 {
entry:
  %small = icmp slt i32 %n, 2
  br i1 %small, label %done, label %rec
done:
  %r = phi i32 [ %v, %rec ], [ 1, %entry ]
  ret i32 %r
rec:
  %odd = and i32 %n, 1
  %m = add nsw i32 %n, -1
  %f = tail call i32 @_Z4facti(i32 %m)
  %p = mul nsw i32 %f, %n
  %v = add nsw i32 %p, %odd
  br label %done
}

define internal double @_Z5scalexdb(i64 %a, double %b, i1 zeroext %neg) #0 {
  %x = sitofp i64 %a to double
  %y = fmul double %b, %x
  %z = fneg double %y
  %r = select i1 %neg, double %z, double %y
  ret double %r
}

define ptx_kernel void @k(ptr %o, ptr %d) {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %big = icmp ugt i32 %t, 2
  br i1 %big, label %call, label %join
call:
  %low = and i32 %t, 7
  %f = tail call i32 @_Z4facti(i32 %low)
  br label %join
join:
  %v = phi i32 [ %f, %call ], [ 0, %entry ]
  %t64 = zext i32 %t to i64
  %op = getelementptr inbounds i32, ptr %o, i64 %t64
  store i32 %v, ptr %op, align 4
  %bit = and i32 %t, 1
  %neg = icmp ne i32 %bit, 0
  %s = tail call double @_Z5scalexdb(i64 %t64, double 5.000000e-01, i1 %neg)
  %dp = getelementptr inbounds double, ptr %d, i64 %t64
  store double %s, ptr %dp, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { noinline }
