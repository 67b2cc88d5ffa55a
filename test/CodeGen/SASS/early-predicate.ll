; Guarded memory accesses are predicated on SSA code, before scheduling
; (SASSEarlyPredicate.cpp).  @stencil: the three bounds-checked loads
; (`c ? p[i] : 0`) of a halo copy into shared memory all start before the
; first shared store, each `@!Pn LDG` into a register that already holds
; the other value (0), as ptxas writes them; with the pass off (OFF) the
; post-allocation IfConverter guards them too, but each load is scheduled
; in its own block and the second waits for the first's store.  The last
; guarded store falls into the kernel's end: it stays `@P EXIT`
; (early-exit.ll).  A block with a warp shuffle keeps its branch (a shuffle
; must not run in lanes the branch left out).
; RUN: oa-llc -mcpu=sm_90 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: oa-llc -mcpu=sm_80 -O3 -verify-machineinstrs %s -o /dev/null
; RUN: oa-llc -mcpu=sm_90 -O3 -sass-enable-early-predicate=false %s -o - | FileCheck %s --check-prefix=OFF
; RUN: oa-llc -mcpu=sm_90 -O3 -verify-machineinstrs -stop-after=sass-early-predicate %s -o - | FileCheck %s --check-prefix=MIR
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

; The tile loads of a tiled SGEMM (`for (e = tid; e < 1024; e += 256)
; s[e] = e < n ? p[e] : 0`): at most 4 trips, so oa-llc's unroller copies
; the body 4 times, each copy behind its exit test; the guarded loads and
; the exit tests are both predicated (a chain: each copy's accesses guarded
; by the tests above it), so the 4 loads are in one block and start
; together, as ptxas's unrolled `@!P LDG` runs do.
define ptx_kernel void @tileloop(ptr addrspace(1) %in, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp ult i32 %t, 1024
  br i1 %go, label %loop, label %done
loop:
  %e = phi i32 [ %t, %entry ], [ %e.next, %join ]
  %c = icmp slt i32 %e, %n
  br i1 %c, label %ld, label %join
ld:
  %p = getelementptr float, ptr addrspace(1) %in, i32 %e
  %v = load float, ptr addrspace(1) %p
  br label %join
join:
  %x = phi float [ %v, %ld ], [ 0.0, %loop ]
  %s = getelementptr float, ptr addrspace(3) @tile, i32 %e
  store float %x, ptr addrspace(3) %s
  %e.next = add nuw nsw i32 %e, 256
  %more = icmp ult i32 %e, 768
  br i1 %more, label %loop, label %done
done:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %r = load float, ptr addrspace(3) @tile
  store float %r, ptr addrspace(1) %in
  ret void
}

; The joined value is computed from the load (`c ? 2 * p[i] : 1`): the load
; is guarded, and so is the add that computes the value, into a register
; that holds the other value (1.0).
define ptx_kernel void @computed(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %t, %n
  br i1 %c, label %ld, label %j
ld:
  %p = getelementptr float, ptr addrspace(1) %in, i32 %t
  %v = load float, ptr addrspace(1) %p
  %m = fmul float %v, 2.0
  br label %j
j:
  %x = phi float [ %m, %ld ], [ 1.0, %entry ]
  %po = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %x, ptr addrspace(1) %po
  ret void
}

; Blocks this pass leaves as they are: an atomic (read and write) and a
; volatile load keep their branches here (IfConverter guards them after
; allocation).  A 64-bit value computed from a guarded load: the DMUL
; that computes it is guarded too, its result tied to the other value.
define ptx_kernel void @kept(ptr addrspace(1) %in, ptr addrspace(1) %d, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %t, %n
  br i1 %c, label %at, label %j0
at:
  %old = atomicrmw add ptr addrspace(1) %in, i32 1 monotonic
  br label %j0
j0:
  %a = phi i32 [ %old, %at ], [ 0, %entry ]
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %a, ptr addrspace(1) %po
  br i1 %c, label %vol, label %j1
vol:
  %pv = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %v = load volatile i32, ptr addrspace(1) %pv
  br label %j1
j1:
  %b = phi i32 [ %v, %vol ], [ 0, %j0 ]
  %po1 = getelementptr i32, ptr addrspace(1) %po, i32 1
  store i32 %b, ptr addrspace(1) %po1
  br i1 %c, label %wide, label %j2
wide:
  %pd = getelementptr double, ptr addrspace(1) %d, i32 %t
  %dv = load double, ptr addrspace(1) %pd
  %dm = fmul double %dv, 3.0
  br label %j2
j2:
  %dx = phi double [ %dm, %wide ], [ 1.0, %j1 ]
  store double %dx, ptr addrspace(1) %d
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)

; MIR-LABEL: name: stencil
; MIR:       LDG_32 %{{[0-9]+}}, 0, %{{[0-9]+}}, 1, 0, implicit %{{[0-9]+}}(tied-def 0)
; MIR:       LDG_32 %{{[0-9]+}}, 4, %{{[0-9]+}}, 1, 0, implicit %{{[0-9]+}}(tied-def 0)
; MIR:       LDG_32 %{{[0-9]+}}, 8, %{{[0-9]+}}, 1, 0, implicit %{{[0-9]+}}(tied-def 0)
; MIR:       BRAc
; MIR-LABEL: name: shuffle
; MIR:       BRAc
; MIR:       LDG_32 %{{[0-9]+}}, 0, $noreg, 0, 0
; MIR-LABEL: name: tileloop
; MIR-NOT:   BRA
; MIR:       LDG_32 %{{[0-9]+}}, 0, %{{[0-9]+}}, 1, 0, implicit %{{[0-9]+}}(tied-def 0)
; MIR-NOT:   BRA
; MIR:       LDG_32 %{{[0-9]+}}, 1024, %{{[0-9]+}}, 0, 0, implicit %{{[0-9]+}}(tied-def 0)
; MIR-NOT:   BRA
; MIR:       LDG_32 %{{[0-9]+}}, 2048, %{{[0-9]+}}, 0, 0, implicit %{{[0-9]+}}(tied-def 0)
; MIR-NOT:   BRA
; MIR:       LDG_32 %{{[0-9]+}}, 3072, %{{[0-9]+}}, 0, 0, implicit %{{[0-9]+}}(tied-def 0)
; MIR-LABEL: name: computed
; MIR-NOT:   BRA
; MIR:       %[[ONE:[0-9]+]]:gpr32 = MOVi 1065353216
; MIR:       %[[L:[0-9]+]]:gpr32 = LDG_32 %{{[0-9]+}}, 0, %[[P:[0-9]+]], 1, 0 ::
; MIR-NEXT:  FADDrr %[[L]], %[[L]], %[[P]], 1, 0, implicit %[[ONE]](tied-def 0)
; MIR-NEXT:  COPY %{{[0-9]+}}.sub0
; MIR-LABEL: name: kept
; MIR:       ATOMG_ADD %{{[0-9]+}}, {{.*}}, $noreg, 0, 0
; MIR:       LDG_32 %{{[0-9]+}}, 0, $noreg, 0, 0 :: (volatile load
; MIR:       LDG_64 %{{[0-9]+}}, 0, %[[Q:[0-9]+]], 1, 0
; MIR:       DMULr{{[ri]}} {{.*}}, %[[Q]], 1, 0, implicit %{{[0-9]+}}(tied-def 0)

; Generated by utils/update-sass-test-checks.py.
; CHECK-LABEL: .kernel stencil
; CHECK: [B------:R-:W0:Y:S02] LDC R1, c[0x0][0x28] ;
; CHECK: [B------:R-:W-:Y:S01] ULDC.64 UR4, c[0x0][0x208] ;
; CHECK: [B------:R-:W1:Y:S02] S2R R2, SR_TID.X ;
; CHECK: [B------:R-:W2:Y:S02] S2R R0, SR_CTAID.X ;
; CHECK: [B------:R-:W0:Y:S02] LDC.64 R4, c[0x0][0x210] ;
; CHECK: [B-12---:R-:W-:Y:S01] LEA R0, R0, R2, 0x8 ;
; CHECK: [B------:R-:W-:Y:S03] MOV R3, 0x0 ;
; CHECK: [B------:R-:W-:Y:S01] IADD3 R6, R0, -0x1, RZ ;
; CHECK: [B------:R-:W-:Y:S01] MOV R7, 0x0 ;
; CHECK: [B------:R-:W-:Y:S01] MOV R8, 0x0 ;
; CHECK: [B------:R-:W-:Y:S01] IADD3 R9, R0, 0x1, RZ ;
; CHECK: [B------:R-:W-:Y:S02] ISETP.LT.AND P0, PT, R6, 0x0, PT ;
; CHECK: [B0-----:R-:W-:Y:S01] IMAD.WIDE R4, R6, 0x4, R4 ;
; CHECK: [B------:R-:W-:Y:S01] ISETP.GE.AND P1, PT, R0, c[0x0][0x220], PT ;
; CHECK: [B------:R-:W-:Y:S09] ISETP.GE.AND P2, PT, R9, c[0x0][0x220], PT ;
; CHECK: [B------:R5:W3:Y:S03] @!P0 LDG.E R7, desc[UR4][R4.64] ;
; CHECK: [B------:R5:W4:Y:S02] @!P1 LDG.E R8, desc[UR4][R4.64+0x4] ;
; CHECK: [B------:R5:W3:Y:S02] @!P2 LDG.E R3, desc[UR4][R4.64+0x8] ;
; CHECK: [B------:R-:W-:Y:S06] SHF.L.U32 R6, R2, 0x2, RZ ;
; CHECK: [B---3--:R-:W-:Y:S01] STS [R6+0x400], R7 ;
; CHECK: [B----4-:R-:W-:Y:S01] STS [R6+0x404], R8 ;
; CHECK: [B------:R-:W-:Y:S01] STS [R6+0x408], R3 ;
; CHECK: [B------:R-:W-:Y:S06] BAR.SYNC.DEFER_BLOCKING 0x0 ;
; CHECK: [B------:R-:W-:Y:S05] @P1 EXIT ;
; CHECK: [B------:R-:W-:Y:S04] LOP3.LUT R2, R2, 0x1, RZ, 0x3c, !PT ;
; CHECK: [B------:R-:W-:Y:S06] SHF.L.U32 R2, R2, 0x2, RZ ;
; CHECK: [B------:R-:W1:Y:S02] LDS R2, [R2+0x400] ;
; CHECK: [B-----5:R-:W2:Y:S02] LDC.64 R4, c[0x0][0x218] ;
; CHECK: [B--2---:R-:W-:Y:S06] IMAD.WIDE R4, R0, 0x4, R4 ;
; CHECK: [B-1----:R-:W-:Y:S01] STG.E desc[UR4][R4.64], R2 ;
; CHECK: [B------:R-:W-:Y:S05] EXIT ;
; CHECK: [B------:R-:W-:Y:S00] BRA 0x1f0;
; CHECK-LABEL: .kernel shuffle
; CHECK: [B------:R-:W0:Y:S02] LDC R1, c[0x0][0x28] ;
; CHECK: [B------:R-:W-:Y:S01] ULDC.64 UR4, c[0x0][0x208] ;
; CHECK: [B------:R-:W1:Y:S02] S2R R0, SR_TID.X ;
; CHECK: [B------:R-:W2:Y:S02] LDC.64 R2, c[0x0][0x218] ;
; CHECK: [B-1----:R-:W-:Y:S01] ISETP.GE.AND P0, PT, R0, c[0x0][0x220], PT ;
; CHECK: [B------:R-:W-:Y:S01] MOV R4, 0x0 ;
; CHECK: [B------:R-:W-:Y:S11] BSSY B0, 0xd0 ;
; CHECK: [B------:R-:W-:Y:S05] @P0 BRA 0xc0;
; CHECK: [B------:R-:W0:Y:S02] LDC.64 R4, c[0x0][0x210] ;
; CHECK: [B0-----:R-:W-:Y:S06] IMAD.WIDE.U32 R4, R0, 0x4, R4 ;
; CHECK: [B------:R5:W3:Y:S02] LDG.E R4, desc[UR4][R4.64] ;
; CHECK: [B---3-5:R-:W1:Y:S02] SHFL.BFLY PT, R4, R4, 0x1, 0x1f ;
; CHECK: [B------:R-:W-:Y:S05] BSYNC B0 ;
; CHECK: [B--2---:R-:W-:Y:S06] IMAD.WIDE.U32 R2, R0, 0x4, R2 ;
; CHECK: [B-1----:R-:W-:Y:S01] STG.E desc[UR4][R2.64], R4 ;
; CHECK: [B------:R-:W-:Y:S05] EXIT ;
; CHECK: [B------:R-:W-:Y:S00] BRA 0x100;
; CHECK: [B------:R-:W-:Y:S00] NOP;
; CHECK: [B------:R-:W-:Y:S00] NOP;
; CHECK: [B------:R-:W-:Y:S00] NOP;
; CHECK: [B------:R-:W-:Y:S00] NOP;
; CHECK: [B------:R-:W-:Y:S00] NOP;
; CHECK: [B------:R-:W-:Y:S00] NOP;
; CHECK: [B------:R-:W-:Y:S00] NOP;
; CHECK-LABEL: .kernel tileloop
; CHECK: [B------:R-:W0:Y:S02] LDC R1, c[0x0][0x28] ;
; CHECK: [B------:R-:W-:Y:S01] ULDC.64 UR4, c[0x0][0x208] ;
; CHECK: [B------:R-:W1:Y:S02] S2R R0, SR_TID.X ;
; CHECK: [B------:R-:W-:Y:S01] MOV R2, 0x0 ;
; CHECK: [B------:R-:W-:Y:S01] MOV R3, 0x0 ;
; CHECK: [B------:R-:W-:Y:S01] MOV R4, 0x0 ;
; CHECK: [B-1----:R-:W-:Y:S01] IADD3 R5, R0, 0x100, RZ ;
; CHECK: [B------:R-:W-:Y:S01] MOV R6, 0x0 ;
; CHECK: [B------:R-:W2:Y:S02] LDC.64 R8, c[0x0][0x210] ;
; CHECK: [B------:R-:W-:Y:S01] ISETP.GT.U32.AND P0, PT, R0, 0x2ff, PT ;
; CHECK: [B------:R-:W-:Y:S01] ISETP.GT.U32.AND P1, PT, R5, 0x2ff, PT ;
; CHECK: [B------:R-:W-:Y:S01] IADD3 R7, R0, 0x200, RZ ;
; CHECK: [B------:R-:W-:Y:S01] ISETP.GE.AND P2, PT, R0, c[0x0][0x218], PT ;
; CHECK: [B------:R-:W-:Y:S01] IADD3 R10, R0, 0x300, RZ ;
; CHECK: [B------:R-:W-:Y:S01] PLOP3.LUT P1, PT, P0, P1, PT, 0x3, 0x0 ;
; CHECK: [B------:R-:W-:Y:S01] ISETP.GT.U32.AND P3, PT, R7, 0x2ff, PT ;
; CHECK: [B------:R-:W-:Y:S01] ISETP.GE.AND P4, PT, R5, c[0x0][0x218], PT ;
; CHECK: [B------:R-:W-:Y:S01] ISETP.GE.AND P5, PT, R7, c[0x0][0x218], PT ;
; CHECK: [B------:R-:W-:Y:S01] ISETP.GE.AND P6, PT, R10, c[0x0][0x218], PT ;
; CHECK: [B------:R-:W-:Y:S01] PLOP3.LUT P3, PT, P1, P3, PT, 0x30, 0x0 ;
; CHECK: [B--2---:R-:W-:Y:S01] IMAD.WIDE.U32 R10, R0, 0x4, R8 ;
; CHECK: [B------:R-:W-:Y:S01] PLOP3.LUT P4, PT, P0, P4, PT, 0x3, 0x0 ;
; CHECK: [B------:R-:W-:Y:S01] PLOP3.LUT P5, PT, P1, P5, PT, 0x30, 0x0 ;
; CHECK: [B------:R-:W-:Y:S03] PLOP3.LUT P6, PT, P3, P6, PT, 0x30, 0x0 ;
; CHECK: [B------:R-:W3:Y:S08] @!P2 LDG.E R3, desc[UR4][R10.64] ;
; CHECK: [B------:R-:W4:Y:S02] @P4 LDG.E R4, desc[UR4][R10.64+0x400] ;
; CHECK: [B------:R-:W3:Y:S02] @P5 LDG.E R6, desc[UR4][R10.64+0x800] ;
; CHECK: [B------:R-:W4:Y:S02] @P6 LDG.E R2, desc[UR4][R10.64+0xc00] ;
; CHECK: [B------:R-:W-:Y:S06] SHF.L.U32 R0, R0, 0x2, RZ ;
; CHECK: [B---3--:R5:W-:Y:S01] STS [R0+0x400], R3 ;
; CHECK: [B----4-:R5:W-:Y:S01] @!P0 STS [R0+0x800], R4 ;
; CHECK: [B------:R5:W-:Y:S01] @P1 STS [R0+0xc00], R6 ;
; CHECK: [B------:R5:W-:Y:S01] @P3 STS [R0+0x1000], R2 ;
; CHECK: [B------:R-:W-:Y:S06] BAR.SYNC.DEFER_BLOCKING 0x0 ;
; CHECK: [B------:R-:W0:Y:S02] LDS R0, [RZ+0x400] ;
; CHECK: [B0-----:R-:W-:Y:S01] STG.E desc[UR4][R8.64], R0 ;
; CHECK: [B------:R-:W-:Y:S05] EXIT ;
; CHECK: [B------:R-:W-:Y:S00] BRA 0x250;
; CHECK: [B------:R-:W-:Y:S00] NOP;
; CHECK: [B------:R-:W-:Y:S00] NOP;
; CHECK-LABEL: .kernel computed
; CHECK: [B------:R-:W0:Y:S02] LDC R1, c[0x0][0x28] ;
; CHECK: [B------:R-:W-:Y:S01] ULDC.64 UR4, c[0x0][0x208] ;
; CHECK: [B------:R-:W1:Y:S02] S2R R0, SR_TID.X ;
; CHECK: [B------:R-:W2:Y:S02] LDC.64 R2, c[0x0][0x210] ;
; CHECK: [B-12---:R-:W-:Y:S01] IMAD.WIDE.U32 R2, R0, 0x4, R2 ;
; CHECK: [B------:R-:W-:Y:S13] ISETP.GE.AND P0, PT, R0, c[0x0][0x220], PT ;
; CHECK: [B------:R5:W3:Y:S02] @!P0 LDG.E R2, desc[UR4][R2.64] ;
; CHECK: [B------:R-:W0:Y:S02] LDC.64 R4, c[0x0][0x218] ;
; CHECK: [B-----5:R-:W-:Y:S06] MOV R3, 0x3f800000 ;
; CHECK: [B---3--:R-:W-:Y:S01] @!P0 FADD R3, R2, R2 ;
; CHECK: [B0-----:R-:W-:Y:S06] IMAD.WIDE.U32 R4, R0, 0x4, R4 ;
; CHECK: [B------:R-:W-:Y:S01] STG.E desc[UR4][R4.64], R3 ;
; CHECK: [B------:R-:W-:Y:S05] EXIT ;
; CHECK: [B------:R-:W-:Y:S00] BRA 0xd0;
; CHECK: [B------:R-:W-:Y:S00] NOP;
; CHECK: [B------:R-:W-:Y:S00] NOP;
; CHECK-LABEL: .kernel kept
; CHECK: [B------:R-:W0:Y:S02] LDC R1, c[0x0][0x28] ;
; CHECK: [B------:R-:W-:Y:S01] ULDC.64 UR4, c[0x0][0x208] ;
; CHECK: [B------:R-:W1:Y:S02] S2R R0, SR_TID.X ;
; CHECK: [B------:R-:W2:Y:S02] LDC.64 R8, c[0x0][0x220] ;
; CHECK: [B------:R-:W0:Y:S02] LDC.64 R6, c[0x0][0x210] ;
; CHECK: [B-1----:R-:W-:Y:S01] ISETP.GE.AND P0, PT, R0, c[0x0][0x228], PT ;
; CHECK: [B------:R-:W-:Y:S01] MOV R4, 0x0 ;
; CHECK: [B------:R-:W-:Y:S11] MOV R5, 0x0 ;
; CHECK: [B------:R-:W-:Y:S06] @!P0 MOV R2, 0x1 ;
; CHECK: [B0-----:R5:W3:Y:S02] @!P0 ATOMG.E.ADD.STRONG.GPU PT, R5, desc[UR4][R6.64], R2 ;
; CHECK: [B------:R-:W1:Y:S02] LDC.64 R10, c[0x0][0x218] ;
; CHECK: [B--2---:R-:W-:Y:S06] IMAD.WIDE.U32 R8, R0, 0x4, R8 ;
; CHECK: [B---3--:R5:W-:Y:S01] STG.E desc[UR4][R8.64], R5 ;
; CHECK: [B-----5:R-:W-:Y:S06] @!P0 IMAD.WIDE.U32 R4, R0, 0x4, R6 ;
; CHECK: [B------:R5:W4:Y:S02] @!P0 LDG.E R4, desc[UR4][R4.64] ;
; CHECK: [B-1----:R-:W-:Y:S01] IMAD.WIDE.U32 R6, R0, 0x8, R10 ;
; CHECK: [B----4-:R5:W-:Y:S05] STG.E desc[UR4][R8.64+0x4], R4 ;
; CHECK: [B------:R5:W3:Y:S02] @!P0 LDG.E.64 R4, desc[UR4][R6.64] ;
; CHECK: [B-----5:R-:W-:Y:S01] MOV R7, 0x3ff00000 ;
; CHECK: [B------:R-:W-:Y:S06] MOV R6, 0x0 ;
; CHECK: [B---3--:R-:W-:Y:S08] @!P0 DMUL R6, R4, 3 ;
; CHECK: [B------:R-:W-:Y:S01] STG.E.64 desc[UR4][R10.64], R6 ;
; CHECK: [B------:R-:W-:Y:S05] EXIT ;
; CHECK: [B------:R-:W-:Y:S00] BRA 0x170;

; Generated by utils/update-sass-test-checks.py.
; OFF-LABEL: .kernel stencil
; OFF: [B------:R-:W0:Y:S02] LDC R1, c[0x0][0x28] ;
; OFF: [B------:R-:W-:Y:S01] ULDC.64 UR4, c[0x0][0x208] ;
; OFF: [B------:R-:W1:Y:S02] S2R R2, SR_TID.X ;
; OFF: [B------:R-:W2:Y:S02] S2R R0, SR_CTAID.X ;
; OFF: [B------:R-:W0:Y:S02] LDC.64 R4, c[0x0][0x210] ;
; OFF: [B-12---:R-:W-:Y:S04] LEA R0, R0, R2, 0x8 ;
; OFF: [B------:R-:W-:Y:S04] IADD3 R3, R0, -0x1, RZ ;
; OFF: [B------:R-:W-:Y:S02] ISETP.LT.AND P0, PT, R3, 0x0, PT ;
; OFF: [B0-----:R-:W-:Y:S01] IMAD.WIDE R4, R3, 0x4, R4 ;
; OFF: [B------:R-:W-:Y:S01] MOV R6, 0x0 ;
; OFF: [B------:R-:W-:Y:S09] MOV R7, 0x0 ;
; OFF: [B------:R5:W3:Y:S02] @!P0 LDG.E R7, desc[UR4][R4.64] ;
; OFF: [B------:R-:W-:Y:S01] SHF.L.U32 R3, R2, 0x2, RZ ;
; OFF: [B------:R-:W-:Y:S01] ISETP.GE.AND P0, PT, R0, c[0x0][0x220], PT ;
; OFF: [B------:R-:W-:Y:S04] IADD3 R8, R0, 0x1, RZ ;
; OFF: [B---3--:R5:W-:Y:S08] STS [R3+0x400], R7 ;
; OFF: [B------:R5:W4:Y:S02] @!P0 LDG.E R6, desc[UR4][R4.64+0x4] ;
; OFF: [B------:R-:W-:Y:S01] ISETP.GE.AND P1, PT, R8, c[0x0][0x220], PT ;
; OFF: [B-----5:R-:W-:Y:S01] MOV R7, 0x0 ;
; OFF: [B----4-:R-:W-:Y:S11] STS [R3+0x404], R6 ;
; OFF: [B------:R5:W3:Y:S02] @!P1 LDG.E R7, desc[UR4][R4.64+0x8] ;
; OFF: [B---3--:R-:W-:Y:S01] STS [R3+0x408], R7 ;
; OFF: [B------:R-:W-:Y:S06] BAR.SYNC.DEFER_BLOCKING 0x0 ;
; OFF: [B------:R-:W-:Y:S05] @P0 EXIT ;
; OFF: [B------:R-:W-:Y:S04] LOP3.LUT R2, R2, 0x1, RZ, 0x3c, !PT ;
; OFF: [B------:R-:W-:Y:S06] SHF.L.U32 R2, R2, 0x2, RZ ;
; OFF: [B------:R-:W1:Y:S02] LDS R2, [R2+0x400] ;
; OFF: [B-----5:R-:W2:Y:S02] LDC.64 R4, c[0x0][0x218] ;
; OFF: [B--2---:R-:W-:Y:S06] IMAD.WIDE R4, R0, 0x4, R4 ;
; OFF: [B-1----:R-:W-:Y:S01] STG.E desc[UR4][R4.64], R2 ;
; OFF: [B------:R-:W-:Y:S05] EXIT ;
; OFF: [B------:R-:W-:Y:S00] BRA 0x1f0;
; OFF-LABEL: .kernel shuffle
; OFF: [B------:R-:W0:Y:S02] LDC R1, c[0x0][0x28] ;
; OFF: [B------:R-:W-:Y:S01] ULDC.64 UR4, c[0x0][0x208] ;
; OFF: [B------:R-:W1:Y:S02] S2R R0, SR_TID.X ;
; OFF: [B------:R-:W2:Y:S02] LDC.64 R2, c[0x0][0x218] ;
; OFF: [B-1----:R-:W-:Y:S01] ISETP.GE.AND P0, PT, R0, c[0x0][0x220], PT ;
; OFF: [B------:R-:W-:Y:S01] MOV R4, 0x0 ;
; OFF: [B------:R-:W-:Y:S11] BSSY B0, 0xd0 ;
; OFF: [B------:R-:W-:Y:S05] @P0 BRA 0xc0;
; OFF: [B------:R-:W0:Y:S02] LDC.64 R4, c[0x0][0x210] ;
; OFF: [B0-----:R-:W-:Y:S06] IMAD.WIDE.U32 R4, R0, 0x4, R4 ;
; OFF: [B------:R5:W3:Y:S02] LDG.E R4, desc[UR4][R4.64] ;
; OFF: [B---3-5:R-:W1:Y:S02] SHFL.BFLY PT, R4, R4, 0x1, 0x1f ;
; OFF: [B------:R-:W-:Y:S05] BSYNC B0 ;
; OFF: [B--2---:R-:W-:Y:S06] IMAD.WIDE.U32 R2, R0, 0x4, R2 ;
; OFF: [B-1----:R-:W-:Y:S01] STG.E desc[UR4][R2.64], R4 ;
; OFF: [B------:R-:W-:Y:S05] EXIT ;
; OFF: [B------:R-:W-:Y:S00] BRA 0x100;
; OFF: [B------:R-:W-:Y:S00] NOP;
; OFF: [B------:R-:W-:Y:S00] NOP;
; OFF: [B------:R-:W-:Y:S00] NOP;
; OFF: [B------:R-:W-:Y:S00] NOP;
; OFF: [B------:R-:W-:Y:S00] NOP;
; OFF: [B------:R-:W-:Y:S00] NOP;
; OFF: [B------:R-:W-:Y:S00] NOP;
; OFF-LABEL: .kernel tileloop
; OFF: [B------:R-:W0:Y:S02] LDC R1, c[0x0][0x28] ;
; OFF: [B------:R-:W-:Y:S01] ULDC.64 UR4, c[0x0][0x208] ;
; OFF: [B------:R-:W1:Y:S02] S2R R0, SR_TID.X ;
; OFF: [B------:R-:W2:Y:S02] LDC.64 R2, c[0x0][0x210] ;
; OFF: [B-1----:R-:W-:Y:S01] ISETP.GE.AND P0, PT, R0, c[0x0][0x218], PT ;
; OFF: [B--2---:R-:W-:Y:S01] IMAD.WIDE.U32 R4, R0, 0x4, R2 ;
; OFF: [B------:R-:W-:Y:S11] MOV R7, 0x0 ;
; OFF: [B------:R-:W3:Y:S02] @!P0 LDG.E R7, desc[UR4][R4.64] ;
; OFF: [B------:R-:W-:Y:S01] SHF.L.U32 R6, R0, 0x2, RZ ;
; OFF: [B------:R-:W-:Y:S05] ISETP.GT.U32.AND P0, PT, R0, 0x2ff, PT ;
; OFF: [B---3--:R5:W-:Y:S01] STS [R6+0x400], R7 ;
; OFF: [B------:R-:W-:Y:S07] BSSY B0, 0x210 ;
; OFF: [B------:R-:W-:Y:S05] @P0 BRA 0x200;
; OFF: [B-----5:R-:W-:Y:S04] IADD3 R7, R0, 0x100, RZ ;
; OFF: [B------:R-:W-:Y:S01] ISETP.GE.AND P0, PT, R7, c[0x0][0x218], PT ;
; OFF: [B------:R-:W-:Y:S12] MOV R8, 0x0 ;
; OFF: [B------:R-:W4:Y:S02] @!P0 LDG.E R8, desc[UR4][R4.64+0x400] ;
; OFF: [B------:R-:W-:Y:S01] ISETP.GT.U32.AND P0, PT, R7, 0x2ff, PT ;
; OFF: [B----4-:R5:W-:Y:S12] STS [R6+0x800], R8 ;
; OFF: [B------:R-:W-:Y:S05] @P0 BRA 0x200;
; OFF: [B------:R-:W-:Y:S04] IADD3 R7, R0, 0x200, RZ ;
; OFF: [B------:R-:W-:Y:S01] ISETP.GE.AND P0, PT, R7, c[0x0][0x218], PT ;
; OFF: [B-----5:R-:W-:Y:S12] MOV R8, 0x0 ;
; OFF: [B------:R-:W3:Y:S02] @!P0 LDG.E R8, desc[UR4][R4.64+0x800] ;
; OFF: [B------:R-:W-:Y:S01] ISETP.GT.U32.AND P0, PT, R7, 0x2ff, PT ;
; OFF: [B---3--:R-:W-:Y:S12] STS [R6+0xc00], R8 ;
; OFF: [B------:R-:W-:Y:S05] @P0 BRA 0x200;
; OFF: [B------:R-:W-:Y:S04] IADD3 R0, R0, 0x300, RZ ;
; OFF: [B------:R-:W-:Y:S01] ISETP.GE.AND P0, PT, R0, c[0x0][0x218], PT ;
; OFF: [B------:R-:W-:Y:S12] MOV R0, 0x0 ;
; OFF: [B------:R-:W4:Y:S02] @!P0 LDG.E R0, desc[UR4][R4.64+0xc00] ;
; OFF: [B----4-:R5:W-:Y:S01] STS [R6+0x1000], R0 ;
; OFF: [B------:R-:W-:Y:S05] BSYNC B0 ;
; OFF: [B------:R-:W-:Y:S06] BAR.SYNC.DEFER_BLOCKING 0x0 ;
; OFF: [B------:R-:W0:Y:S02] LDS R0, [RZ+0x400] ;
; OFF: [B0-----:R-:W-:Y:S01] STG.E desc[UR4][R2.64], R0 ;
; OFF: [B------:R-:W-:Y:S05] EXIT ;
; OFF: [B------:R-:W-:Y:S00] BRA 0x250;
; OFF: [B------:R-:W-:Y:S00] NOP;
; OFF: [B------:R-:W-:Y:S00] NOP;
; OFF-LABEL: .kernel computed
; OFF: [B------:R-:W0:Y:S02] LDC R1, c[0x0][0x28] ;
; OFF: [B------:R-:W-:Y:S01] ULDC.64 UR4, c[0x0][0x208] ;
; OFF: [B------:R-:W1:Y:S02] S2R R0, SR_TID.X ;
; OFF: [B------:R-:W2:Y:S02] LDC.64 R2, c[0x0][0x218] ;
; OFF: [B-1----:R-:W-:Y:S01] ISETP.GE.AND P0, PT, R0, c[0x0][0x220], PT ;
; OFF: [B------:R-:W-:Y:S12] MOV R4, 0x3f800000 ;
; OFF: [B------:R-:W0:Y:S02] @!P0 LDC.64 R4, c[0x0][0x210] ;
; OFF: [B0-----:R-:W-:Y:S06] @!P0 IMAD.WIDE.U32 R4, R0, 0x4, R4 ;
; OFF: [B------:R5:W3:Y:S02] @!P0 LDG.E R4, desc[UR4][R4.64] ;
; OFF: [B---3-5:R-:W-:Y:S01] @!P0 FADD R4, R4, R4 ;
; OFF: [B--2---:R-:W-:Y:S06] IMAD.WIDE.U32 R2, R0, 0x4, R2 ;
; OFF: [B------:R-:W-:Y:S01] STG.E desc[UR4][R2.64], R4 ;
; OFF: [B------:R-:W-:Y:S05] EXIT ;
; OFF: [B------:R-:W-:Y:S00] BRA 0xd0;
; OFF: [B------:R-:W-:Y:S00] NOP;
; OFF: [B------:R-:W-:Y:S00] NOP;
; OFF-LABEL: .kernel kept
; OFF: [B------:R-:W0:Y:S02] LDC R1, c[0x0][0x28] ;
; OFF: [B------:R-:W-:Y:S01] ULDC.64 UR4, c[0x0][0x208] ;
; OFF: [B------:R-:W1:Y:S02] S2R R0, SR_TID.X ;
; OFF: [B------:R-:W2:Y:S02] LDC.64 R6, c[0x0][0x220] ;
; OFF: [B------:R-:W0:Y:S02] LDC.64 R4, c[0x0][0x210] ;
; OFF: [B-1----:R-:W-:Y:S01] ISETP.GE.AND P0, PT, R0, c[0x0][0x228], PT ;
; OFF: [B------:R-:W-:Y:S01] MOV R2, 0x0 ;
; OFF: [B------:R-:W-:Y:S11] MOV R3, 0x0 ;
; OFF: [B------:R-:W-:Y:S06] @!P0 MOV R3, 0x1 ;
; OFF: [B0-----:R5:W3:Y:S02] @!P0 ATOMG.E.ADD.STRONG.GPU PT, R3, desc[UR4][R4.64], R3 ;
; OFF: [B--2---:R-:W-:Y:S06] IMAD.WIDE.U32 R6, R0, 0x4, R6 ;
; OFF: [B---3--:R5:W-:Y:S01] STG.E desc[UR4][R6.64], R3 ;
; OFF: [B-----5:R-:W-:Y:S06] @!P0 IMAD.WIDE.U32 R2, R0, 0x4, R4 ;
; OFF: [B------:R5:W4:Y:S02] @!P0 LDG.E R2, desc[UR4][R2.64] ;
; OFF: [B------:R-:W1:Y:S02] LDC.64 R10, c[0x0][0x218] ;
; OFF: [B------:R-:W-:Y:S01] MOV R9, 0x3ff00000 ;
; OFF: [B------:R-:W-:Y:S01] MOV R8, 0x0 ;
; OFF: [B----4-:R5:W-:Y:S01] STG.E desc[UR4][R6.64+0x4], R2 ;
; OFF: [B-1---5:R-:W-:Y:S06] @!P0 IMAD.WIDE.U32 R2, R0, 0x8, R10 ;
; OFF: [B------:R-:W3:Y:S02] @!P0 LDG.E.64 R2, desc[UR4][R2.64] ;
; OFF: [B---3--:R-:W-:Y:S08] @!P0 DMUL R8, R2, 3 ;
; OFF: [B------:R-:W-:Y:S01] STG.E.64 desc[UR4][R10.64], R8 ;
; OFF: [B------:R-:W-:Y:S05] EXIT ;
; OFF: [B------:R-:W-:Y:S00] BRA 0x170;
