target triple = "nvptx64-nvidia-cuda"

define { float, float, float, float } @mma_f16(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, float %c0, float %c1, float %c2, float %c3) {
  %r = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, float %c0, float %c1, float %c2, float %c3)
  ret { float, float, float, float } %r
}
define { i32, i32 } @mma_f16_f16(i32 %a0, i32 %a1, i32 %b0, i32 %c0, i32 %c1) {
  %r = call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {$0,$1}, {$2,$3}, {$4}, {$5,$6};", "=r,=r,r,r,r,r,r"(i32 %a0, i32 %a1, i32 %b0, i32 %c0, i32 %c1)
  ret { i32, i32 } %r
}
define { i32, i32, i32, i32 } @mma_u8s8(i32 %a0, i32 %a1, i32 %b0, i32 %c0, i32 %c1, i32 %c2, i32 %c3) {
  %r = call { i32, i32, i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.satfinite.s32.u8.s8.s32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};", "=r,=r,=r,=r,r,r,r,r,r,r,r"(i32 %a0, i32 %a1, i32 %b0, i32 %c0, i32 %c1, i32 %c2, i32 %c3)
  ret { i32, i32, i32, i32 } %r
}
define { i32, i32, i32, i32 } @ldmatrix(i32 %p) {
  %r = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0,$1,$2,$3}, [$4];", "=r,=r,=r,=r,r"(i32 %p)
  ret { i32, i32, i32, i32 } %r
}
define void @stmatrix(i32 %p, i32 %a, i32 %b) {
  call void asm sideeffect "stmatrix.sync.aligned.m8n8.x2.shared.b16 [$0], {$1, $2};", "r,r,r"(i32 %p, i32 %a, i32 %b)
  ret void
}
define void @cp_async(i32 %d, i64 %s, i32 %n) {
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l"(i32 %d, i64 %s)
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r"(i32 %d, i64 %s, i32 %n)
  call void asm sideeffect "cp.async.commit_group;", ""()
  call void asm sideeffect "cp.async.wait_group $0;", "n,~{memory}"(i32 2)
  call void asm sideeffect "cp.async.wait_all;", "~{memory}"()
  call void asm sideeffect "cp.async.mbarrier.arrive.noinc.shared.b64 [$0];", "r"(i32 %d)
  ret void
}
define i32 @mbarrier(i32 %bar, i32 %tx, i32 %phase) {
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 %bar, i32 %tx)
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %bar, i32 %tx)
  call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %bar)
  %w = call i32 asm sideeffect "{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2; selp.u32 $0, 1, 0, p; }", "=r,r,r,~{memory}"(i32 %bar, i32 %phase)
  call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"()
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"()
  ret i32 %w
}
define void @tma(i32 %dst, i64 %map, i32 %x, i32 %y, i32 %bar) {
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %dst, i64 %map, i32 %x, i32 %y, i32 %bar)
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %map, i32 %x, i32 %y, i32 %dst)
  call void asm sideeffect "cp.async.bulk.commit_group;", "~{memory}"()
  call void asm sideeffect "cp.async.bulk.wait_group.read 0;", "~{memory}"()
  ret void
}
define void @bulk(i32 %dst, i64 %src, i32 %n, i32 %bar, i64 %pol) {
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 %dst, i64 %src, i32 %n, i32 %bar)
  call void asm sideeffect "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1], $2, [$3], $4;", "r,l,r,r,l,~{memory}"(i32 %dst, i64 %src, i32 %n, i32 %bar, i64 %pol)
  call void asm sideeffect "cp.async.bulk.global.shared::cta.bulk_group [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %src, i32 %dst, i32 %n)
  ret void
}
define { float, float, float, float } @wgmma(i64 %da, i64 %db, float %c0, float %c1, float %c2, float %c3) {
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  %r = call { float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {$0,$1,$2,$3}, $4, $5, p, 1, 1; }", "=f,=f,=f,=f,l,l,0,1,2,3"(i64 %da, i64 %db, float %c0, float %c1, float %c2, float %c3)
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"()
  call void asm sideeffect "wgmma.wait_group.sync.aligned $0;", "n,~{memory}"(i32 1)
  call void asm sideeffect "setmaxnreg.inc.sync.aligned.u32 232;", ""()
  ret { float, float, float, float } %r
}
define i32 @elect(i32 %m) {
  %r = call i32 asm sideeffect "{ .reg .pred p; .reg .b32 r; elect.sync r|p, $1; selp.u32 $0, 1, 0, p; }", "=r,r"(i32 %m)
  ret i32 %r
}
