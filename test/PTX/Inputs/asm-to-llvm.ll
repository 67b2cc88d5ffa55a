target triple = "nvptx64-nvidia-cuda"

define i16 @cvt_rn_f16(float %x) {
  %r = call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %x)
  ret i16 %r
}
define i16 @cvt_rz_f16(float %x) {
  %r = call i16 asm "cvt.rz.f16.f32 $0, $1;", "=h,f"(float %x)
  ret i16 %r
}
define i32 @cvt_rzi_s32(float %x) {
  %r = call i32 asm "cvt.rzi.s32.f32 $0, $1;", "=r,f"(float %x)
  ret i32 %r
}
define i32 @cvt_f16x2(float %b, float %a) {
  %r = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %b, float %a)
  ret i32 %r
}
define i32 @cvt_tf32(float %x) {
  %r = call i32 asm "cvt.rna.tf32.f32 $0, $1;", "=r,f"(float %x)
  ret i32 %r
}
define float @unpack_high(i32 %h2) {
  %r = call float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %h2)
  ret float %r
}
define i16 @setp_selp(i16 %a, i16 %b) {
  %r = call i16 asm "{ .reg .pred __$$temp3;\0A  setp.lt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %a, i16 %b)
  ret i16 %r
}
define i32 @mul_hi(i32 %a, i32 %b) {
  %r = call i32 asm "mul.hi.u32 $0, $1, $2;", "=r,r,r"(i32 %a, i32 %b)
  ret i32 %r
}
define i64 @mul_wide(i32 %a, i32 %b) {
  %r = call i64 asm "mul.wide.s32 $0, $1, $2;", "=l,r,r"(i32 %a, i32 %b)
  ret i64 %r
}
define i32 @shl_clamped(i32 %a, i32 %n) {
  %r = call i32 asm "shl.b32 $0, $1, $2;", "=r,r,r"(i32 %a, i32 %n)
  ret i32 %r
}
define i32 @div_u32(i32 %a, i32 %b) {
  %r = call i32 asm "div.u32 $0, $1, $2;", "=r,r,r"(i32 %a, i32 %b)
  ret i32 %r
}
define float @fma_rn(float %a, float %b, float %c) {
  %r = call float asm "fma.rn.f32 $0, $1, $2, $3;", "=f,f,f,f"(float %a, float %b, float %c)
  ret float %r
}
define float @add_rz(float %a, float %b) {
  %r = call float asm "add.rz.f32 $0, $1, $2;", "=f,f,f"(float %a, float %b)
  ret float %r
}
define float @approx(float %a) {
  %r = call float asm "{ .reg .f32 t; rcp.approx.ftz.f32 t, $1; sqrt.approx.f32 t, t; ex2.approx.ftz.f32 t, t; div.approx.f32 $0, t, $1; }", "=f,f"(float %a)
  ret float %r
}
define float @mul_ftz(float %a, float %b) {
  %r = call float asm "mul.ftz.f32 $0, $1, $2;", "=f,f,f"(float %a, float %b)
  ret float %r
}
define i32 @tied(i32 %acc, i32 %x) {
  %r = call i32 asm "add.s32 $0, $0, $1;", "=r,r,0"(i32 %x, i32 %acc)
  ret i32 %r
}
define i32 @loop(i32 %x) {
  %r = call i32 asm "{ .reg .pred p; .reg .u32 t, c, u; mov.u32 t, $1; mov.u32 c, 0;\0ALOOP: setp.eq.u32 p, t, 0; @p bra DONE;\0A sub.u32 u, t, 1; and.b32 t, t, u; add.u32 c, c, 1; bra LOOP;\0ADONE: mov.u32 $0, c; }", "=r,r"(i32 %x)
  ret i32 %r
}
define i32 @guard(i32 %x, i32 %c) {
  %r = call i32 asm "{ .reg .pred p; setp.ne.s32 p, $2, 0; mov.u32 $0, $1; @p add.u32 $0, $0, 7; }", "=r,r,r"(i32 %x, i32 %c)
  ret i32 %r
}
define void @memory(i32 %a, i16 %h, i64 %g, i32 %v) {
  call void asm sideeffect "st.shared.u16 [$0], $1;", "r,h"(i32 %a, i16 %h)
  %x = call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l"(i64 %g)
  %y = call { i32, i32, i32, i32 } asm "ld.global.nc.v4.u32 {$0,$1,$2,$3}, [$4+16];", "=r,=r,=r,=r,l"(i64 %g)
  call void asm sideeffect "red.global.add.u32 [$0], $1;", "l,r"(i64 %g, i32 %v)
  ret void
}
define i32 @warp(i32 %v) {
  %a = call i32 asm sideeffect "shfl.sync.bfly.b32 $0, $1, 1, 31, -1;", "=r,r"(i32 %v)
  %b = call i32 asm sideeffect "{ .reg .pred p; setp.ne.u32 p, $1, 0; vote.sync.ballot.b32 $0, p, 0xffffffff; }", "=r,r"(i32 %a)
  %c = call i32 asm sideeffect "activemask.b32 $0;", "=r"()
  %d = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  call void asm sideeffect "bar.sync 0;", "~{memory}"()
  %s = add i32 %b, %c
  %t = add i32 %s, %d
  ret i32 %t
}
define i32 @bits(i32 %a, i32 %b, i32 %c) {
  %x = call i32 asm "prmt.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %a, i32 %b, i32 %c)
  %y = call i32 asm "shf.l.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %a, i32 %b, i32 %c)
  %z = add i32 %x, %y
  ret i32 %z
}
define i64 @cvta(i64 %p) {
  %r = call i64 asm "cvta.to.shared.u64 $0, $1;", "=l,l"(i64 %p)
  ret i64 %r
}
define void @clobber(i64 %p, i32 %v) {
  call void asm sideeffect "st.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %p, i32 %v)
  ret void
}
