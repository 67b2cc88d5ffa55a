#!/usr/bin/env python3
# Writes test/CodeGen/SASS/occupancy-target.ll's kernel (after its header):
#   python3 utils/gen-mma-loop-test.py
# A 64x32 warp tile of m16n8k16 MMAs over a loop, as the tensor GEMM's
# inner loop: 4 A and 2 (x4.trans) B fragments per k-step, two k-steps,
# 64 f32 accumulators, and 24 values computed before the loop and stored
# after it.
L = []
p = L.append
p('target triple = "nvptx64-nvidia-cuda"')
p('declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()')
p('declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))')
p('declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3))')
p('declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)')
p('@sm = internal addrspace(3) global [16384 x i8] poison, align 16')
p('define ptx_kernel void @mma_loop(ptr addrspace(1) %d, ptr addrspace(1) %x, i32 %n) "nvvm.maxntid"="256" {')
p('entry:')
p('  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()')
p('  %tw = zext i32 %t to i64')
for i in range(24):
    p(f'  %xp{i} = getelementptr i32, ptr addrspace(1) %x, i64 {i * 256}')
    p(f'  %xq{i} = getelementptr i32, ptr addrspace(1) %xp{i}, i64 %tw')
    p(f'  %keep{i} = load i32, ptr addrspace(1) %xq{i}')
p('  %base = mul i32 %t, 16')
p('  br label %loop')
p('loop:')
p('  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]')
acc = [[f'%c{i}_{j}' for j in range(4)] for i in range(16)]
for i in range(16):
    for j in range(4):
        p(f'  %c{i}_{j} = phi float [ 0.0, %entry ], [ %n{i}_{j}, %loop ]')
p('  %st = and i32 %k, 3')
p('  %so = mul i32 %st, 4096')
p('  %off = add i32 %so, %base')
def frag(name, off, trans):
    p(f'  %{name}o = add i32 %off, {off}')
    p(f'  %{name}p = getelementptr i8, ptr addrspace(3) @sm, i32 %{name}o')
    t = '.trans' if trans else ''
    p(f'  %{name} = call {{ i32, i32, i32, i32 }} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4{t}.b16.p3(ptr addrspace(3) %{name}p)')
    for q in range(4):
        p(f'  %{name}i{q} = extractvalue {{ i32, i32, i32, i32 }} %{name}, {q}')
        p(f'  %{name}h{q} = bitcast i32 %{name}i{q} to <2 x half>')
cur = [row[:] for row in acc]
for ks in range(2):
    for i in range(4):
        frag(f'a{ks}{i}', ks * 32 + i * 1024, False)
    for j in range(2):
        frag(f'b{ks}{j}', 2048 + ks * 32 + j * 512, True)
    for i in range(4):
        for j in range(4):
            b = f'b{ks}{j // 2}'
            bh = [f'%{b}h{2 * (j % 2)}', f'%{b}h{2 * (j % 2) + 1}']
            a = [f'%a{ks}{i}h{q}' for q in range(4)]
            c = cur[i * 4 + j]
            r = f'%m{ks}_{i}_{j}'
            p(f'  {r} = call {{ float, float, float, float }} @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> {a[0]}, <2 x half> {a[1]}, <2 x half> {a[2]}, <2 x half> {a[3]}, <2 x half> {bh[0]}, <2 x half> {bh[1]}, float {c[0]}, float {c[1]}, float {c[2]}, float {c[3]})')
            nxt = []
            for q in range(4):
                nm = f'%n{i * 4 + j}_{q}' if ks == 1 else f'%m{ks}_{i}_{j}e{q}'
                p(f'  {nm} = extractvalue {{ float, float, float, float }} {r}, {q}')
                nxt.append(nm)
            cur[i * 4 + j] = nxt
p('  %k1 = add i32 %k, 1')
p('  %more = icmp slt i32 %k1, %n')
p('  br i1 %more, label %loop, label %exit')
p('exit:')
for i in range(16):
    for q in range(4):
        p(f'  %dp{i}_{q} = getelementptr float, ptr addrspace(1) %d, i64 {(i * 4 + q) * 256}')
        p(f'  %dq{i}_{q} = getelementptr float, ptr addrspace(1) %dp{i}_{q}, i64 %tw')
        p(f'  store float %n{i}_{q}, ptr addrspace(1) %dq{i}_{q}')
for i in range(24):
    p(f'  %yp{i} = getelementptr i32, ptr addrspace(1) %x, i64 {(i + 24) * 256}')
    p(f'  %yq{i} = getelementptr i32, ptr addrspace(1) %yp{i}, i64 %tw')
    p(f'  store i32 %keep{i}, ptr addrspace(1) %yq{i}')
p('  ret void')
p('}')
print('\n'.join(L))
