; A value with no use whose def would wait for a late read:
; SASSLateReadRename scanned the value's range from the def to its last use
; and, with no use, walked past the block's end (a segfault in @divergent;
; the llc fuzz corpus input e3f3cb44, disassembled here, also kept in
; tools/fuzz/regressions/llc/late-read-rename-dead-def.bc).
; RUN: oa-llc -mcpu=sm_90 -O2 -filetype=obj %s -o /dev/null
; RUN: oa-llc -mcpu=sm_80 -O2 -filetype=obj %s -o /dev/null
; RUN: oa-llc -mcpu=sm_90 -O2 %s -o - | FileCheck %s
; CHECK-LABEL: .kernel divergent
; CHECK: REDUX.MIN
; CHECK: EXIT
target triple = "nvptx64-nvidia-cuda"

@G = global i16 0
@G1 = global i16 256
@G2 = global i1 true
@G3 = global i32 1

define ptx_kernel void @uniform(ptr addrspace(1) %p, i32 %v) {
  %LGV = load i16, ptr @G, align 2
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %b
  %B = and i16 0, %LGV
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = add i32 %t, %v
  %a = atomicrmw add ptr addrspace(1) %q, i32 %x monotonic, align 4
  %m = atomicrmw max ptr addrspace(1) %p, i32 %x monotonic, align 4
  store i16 %B, ptr @G1, align 2
  ret void
}

define ptx_kernel void @divergent(ptr addrspace(1) %p, ptr addrspace(1) %o, float %f, i64 %w) {
  %A = alloca i32, align 4
  store i32 poison, ptr %A, align 4
  %LGV = load i32, ptr @G3, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  %a = atomicrmw add ptr addrspace(1) %q, i32 1 monotonic, align 4
  %C = call i32 @llvm.nvvm.redux.sync.umin(i32 %LGV, i32 %a)
  %r = atomicrmw add ptr addrspace(1) %p, i32 %t monotonic, align 4
  store i32 %r, ptr addrspace(1) %o, align 4
  %c = atomicrmw fadd ptr addrspace(1) %p, float %f monotonic, align 4
  %d = atomicrmw add ptr addrspace(1) %p, i64 %w monotonic, align 8
  store i32 %C, ptr %A, align 4
  ret void
}

define ptx_kernel void @redux(ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = call i32 @llvm.nvvm.redux.sync.umin(i32 %t, i32 -1)
  %C = icmp ule i32 %r, -2147483648
  br i1 %C, label %T, label %F

BB:                                               ; preds = %F, %T
  store i32 %r, ptr addrspace(1) %o, align 4
  store i1 %C, ptr @G2, align 1
  ret void

T:                                                ; preds = %0
  br label %BB

F:                                                ; preds = %0
  br label %BB
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
