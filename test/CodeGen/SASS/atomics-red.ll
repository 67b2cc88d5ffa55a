; An atomic whose result is unused is a reduction: RED on sm_80, REDG on
; sm_90, with a read scoreboard on its sources and no write scoreboard.  A
; used result keeps ATOMG.
; RUN: oa-llc -mcpu=sm_90 %s -o - | FileCheck %s --check-prefixes=CHECK,SM90
; RUN: oa-llc -mcpu=sm_80 %s -o - | FileCheck %s --check-prefixes=CHECK,SM80
; RUN: oa-llc -mcpu=sm_90 -filetype=obj %s -o %t.cubin
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .kernel noret
; SM90: :R5:W-:{{.}}:S{{[0-9]+}}] {{(@!P[0-6] )?}}REDG.E.ADD.STRONG.GPU desc[UR4][R{{[0-9]+}}.64], R{{[0-9]+}} ;
; SM90: REDG.E.ADD.64.STRONG.GPU desc[UR4]
; SM90: REDG.E.ADD.F32.FTZ.RN.STRONG.GPU desc[UR4]
; SM90: REDG.E.ADD.F64.RN.STRONG.GPU desc[UR4]
; SM90: REDG.E.MAX.S32.STRONG.GPU desc[UR4]
; SM90: REDG.E.MIN.STRONG.GPU desc[UR4]
; SM90: REDG.E.OR.STRONG.GPU desc[UR4]
; SM80: RED.E.ADD.STRONG.GPU [R{{[0-9]+}}.64], R{{[0-9]+}} ;
; SM80: RED.E.ADD.64.STRONG.GPU
; SM80: RED.E.ADD.F32.FTZ.RN.STRONG.GPU
; SM80: RED.E.ADD.F64.RN.STRONG.GPU
; SM80: RED.E.MAX.S32.STRONG.GPU
; SM80: RED.E.MIN.STRONG.GPU
; SM80: RED.E.OR.STRONG.GPU
; CHECK-NOT: ATOMG
; CHECK: EXIT
define ptx_kernel void @noret(ptr addrspace(1) %p, i32 %v, i64 %w, float %f, double %d) {
  %p64 = getelementptr i8, ptr addrspace(1) %p, i64 8
  %pf = getelementptr i8, ptr addrspace(1) %p, i64 16
  %pd = getelementptr i8, ptr addrspace(1) %p, i64 24
  %a = atomicrmw add ptr addrspace(1) %p, i32 %v monotonic
  %b = atomicrmw add ptr addrspace(1) %p64, i64 %w monotonic
  %c = atomicrmw fadd ptr addrspace(1) %pf, float %f monotonic
  %e = atomicrmw fadd ptr addrspace(1) %pd, double %d monotonic
  %g = atomicrmw max ptr addrspace(1) %p, i32 %v monotonic
  %h = atomicrmw umin ptr addrspace(1) %p, i32 %v monotonic
  %i = atomicrmw or ptr addrspace(1) %p, i32 %v monotonic
  ret void
}

; CHECK-LABEL: .kernel ret
; CHECK: ATOMG.E.ADD.STRONG.GPU PT, [[R:R[0-9]+]],
; CHECK: STG.E {{.*}}R{{[0-9]+}}.64+0x4], [[R]] ;
define ptx_kernel void @ret(ptr addrspace(1) %p, i32 %v) {
  %a = atomicrmw add ptr addrspace(1) %p, i32 %v monotonic
  %q = getelementptr i8, ptr addrspace(1) %p, i64 4
  store i32 %a, ptr addrspace(1) %q
  ret void
}
