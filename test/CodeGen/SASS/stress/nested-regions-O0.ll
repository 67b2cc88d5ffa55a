; Once refused by oa-llc at -O0 (llvm-stress -seed=80390 -size=60): "more
; than 16 nested divergent regions": 16 64-bit divisions' fast/slow-path
; diamonds in a loop whose header is also the latch of its own inner cycle
; (the loop could not be lockstep, so every diamond took a barrier of its
; own).  SASSConvergence now gives regions up when barriers run out
; (convergence-give-up.ll runs such kernels in oa-emu).
; RUN: oa-llc -mcpu=sm_80 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_80 -O3 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O0 -filetype=null %s
; RUN: oa-llc -mcpu=sm_90 -O3 -filetype=null %s

define ptx_kernel void @autogen_SD80390(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <8 x i1>, align 1
  %A3 = alloca <2 x float>, align 8
  %A2 = alloca <4 x i32>, align 16
  %A1 = alloca <8 x i16>, align 16
  %A = alloca <4 x i8>, align 4
  %L = load <16 x i64>, ptr %2, align 128
  store i64 -1, ptr %1, align 4
  %E = extractelement <4 x i8> zeroinitializer, i32 331015
  %Shuff = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 poison, i32 5, i32 poison>
  %I = insertelement <4 x i8> zeroinitializer, i8 %5, i32 5967
  %PC = bitcast ptr %0 to ptr
  %Sl = select i1 true, float 0x3E507B5440000000, float 0xC354655840000000
  %L5 = load i8, ptr %PC, align 1
  store <2 x i16> <i16 0, i16 -1>, ptr %PC, align 4
  %E6 = extractelement <4 x i1> zeroinitializer, i32 331015
  br label %CF41

CF41:                                             ; preds = %BB
  %Shuff7 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I8 = insertelement <4 x i1> zeroinitializer, i1 false, i32 %3
  %B = sub i8 %5, 43
  %PC9 = bitcast ptr %2 to ptr
  %Sl10 = select i1 %E6, double 0xAEB55D544EB3F2D2, double 0xEF3952D839371256
  %Cmp = fcmp oge double %Sl10, 0xAEB55D544EB3F2D2
  br label %CF

CF:                                               ; preds = %CF, %CF43, %CF41
  %L11 = load <8 x i16>, ptr %PC, align 16
  store i64 %4, ptr %PC, align 4
  %E12 = extractelement <4 x i8> zeroinitializer, i32 331015
  %Shuff13 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 poison, i32 1>
  %I14 = insertelement <8 x i16> %L11, i16 20271, i32 %3
  %B15 = xor i64 0, -1
  %ZE = zext <2 x i8> %Shuff13 to <2 x i16>
  %Sl16 = select i1 false, i8 %5, i8 %E12
  %Cmp17 = icmp eq <2 x i8> zeroinitializer, zeroinitializer
  %L18 = load <16 x i1>, ptr %PC9, align 2
  store i64 %B15, ptr %0, align 4
  %E19 = extractelement <2 x i1> %Cmp17, i32 0
  br i1 %E19, label %CF, label %CF43

CF43:                                             ; preds = %CF
  %Shuff20 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>
  %I21 = insertelement <4 x i8> zeroinitializer, i8 -1, i32 %3
  %B22 = udiv <16 x i64> %L, %L
  %FC = fptoui double %Sl10 to i32
  %Sl23 = select i1 %Cmp, ptr %PC, ptr %PC
  %Cmp24 = icmp uge <2 x i16> %ZE, %ZE
  %L25 = load i8, ptr %PC, align 1
  store <1 x double> zeroinitializer, ptr %PC9, align 8
  %E26 = extractelement <2 x i16> %ZE, i32 %FC
  %Shuff27 = shufflevector <16 x i64> %B22, <16 x i64> %L, <16 x i32> <i32 31, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 17, i32 19, i32 21, i32 23, i32 poison, i32 27, i32 29>
  %I28 = insertelement <4 x i8> zeroinitializer, i8 %Sl16, i32 5967
  %B29 = udiv <4 x i8> zeroinitializer, zeroinitializer
  %FC30 = uitofp i8 %B to float
  %Sl31 = select i1 %E6, ptr %0, ptr %PC9
  %Cmp32 = icmp ugt <8 x i16> %I14, %L11
  %L33 = load i64, ptr %PC, align 4
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 8
  %E34 = extractelement <4 x i8> zeroinitializer, i32 %FC
  %Shuff35 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 30, i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10, i32 poison, i32 14, i32 16, i32 18, i32 20, i32 22, i32 poison, i32 26, i32 28>
  %I36 = insertelement <2 x i1> %Cmp24, i1 false, i32 %FC
  %B37 = fdiv float 0xC58D72D140000000, %FC30
  %FC38 = sitofp i32 %FC to double
  %Sl39 = select i1 false, ptr %2, ptr %PC
  %Cmp40 = icmp ugt i16 20271, 20271
  br i1 %Cmp40, label %CF, label %CF42

CF42:                                             ; preds = %CF43
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl39, align 8
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %PC, align 8
  store <2 x i16> %ZE, ptr %Sl31, align 4
  store <1 x i16> zeroinitializer, ptr %A, align 2
  store float %FC30, ptr %PC, align 4
  ret void
}
