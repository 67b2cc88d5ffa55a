"""stsm.test's kernel and its expected outputs.  One warp: lane l holds
words w(l, i) = (8l + 2i + 1) << 16 | (8l + 2i) for i < 4 and
  o1  stmatrix.x4 then ldmatrix.x4 from the same rows: the words back;
  o2  the same with .trans;
  o3  shared memory after stmatrix.x4 (matrix i at byte 128 i, row r of it
      at 16 r, addressed by lane 8 i + r);
  o4  shared memory after stmatrix.x4.trans;
  o5  shared memory after stmatrix.x1 (lanes 0-7 address the rows);
  o6  shared memory after stmatrix.x2.trans (lanes 0-15).
The layout is the PTX ISA's: element (r, c) of matrix i is half c % 2 of
lane 4r + c/2's register i; .trans stores the matrix transposed."""
import os
import struct
import sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)


def half(l, i, h):
    return 8 * l + 2 * i + h


def word(l, i):
    return half(l, i, 1) << 16 | half(l, i, 0)


def stored(n, trans):
    """Words of shared memory after stmatrix .xN (matrix i, row r, words j)."""
    mem = []
    for i in range(n):
        for r in range(8):
            for j in range(4):
                hs = []
                for c in (2 * j, 2 * j + 1):
                    fr, fc = (c, r) if trans else (r, c)
                    hs.append(half(4 * fr + fc // 2, i, fc % 2))
                mem.append(hs[1] << 16 | hs[0])
    return mem


expect = {"o1": [word(l, i) for l in range(32) for i in range(4)],
          "o2": [word(l, i) for l in range(32) for i in range(4)],
          "o3": stored(4, False), "o4": stored(4, True), "o5": stored(1, False),
          "o6": stored(2, True)}
for name, ws in expect.items():
    with open(os.path.join(out, name + ".bin"), "wb") as f:
        f.write(struct.pack(f"<{len(ws)}I", *ws))

ll = ["target triple = \"nvptx64-nvidia-cuda\"",
      "@sm = internal addrspace(3) global [1024 x i32] undef, align 16",
      "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
      "declare void @llvm.nvvm.barrier0()"]
for n in (1, 2, 4):
    for t in ("", ".trans"):
        ll.append(f"declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x{n}{t}.b16.p3(ptr addrspace(3)"
                  + ", i32" * n + ")")
ll.append("declare {i32, i32, i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))")
ll.append("declare {i32, i32, i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3))")
args = ", ".join(f"ptr addrspace(1) %o{k}" for k in range(1, 7))
body = [f"define ptx_kernel void @stsm({args}) {{",
        "  %l = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
        "  %l8 = shl i32 %l, 3"]
for i in range(4):
    body += [f"  %lo{i} = add i32 %l8, {2 * i}", f"  %hi{i} = add i32 %l8, {2 * i + 1}",
             f"  %hs{i} = shl i32 %hi{i}, 16", f"  %w{i} = or i32 %hs{i}, %lo{i}"]
# Lane l addresses row l % 8 of matrix l / 8: byte 16 l of a region.
body += ["  %row = shl i32 %l, 2"]
ws = "i32 %w0, i32 %w1, i32 %w2, i32 %w3"


def region(k):
    return [f"  %ri{k} = add i32 %row, {256 * k}",
            f"  %p{k} = getelementptr i32, ptr addrspace(3) @sm, i32 %ri{k}"]


for k, (n, t) in enumerate([(4, ""), (4, ".trans"), (1, ""), (2, ".trans")]):
    body += region(k)
    body.append(f"  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x{n}{t}.b16.p3(ptr addrspace(3) %p{k}, "
                + ", ".join(f"i32 %w{i}" for i in range(n)) + ")")
body.append("  call void @llvm.nvvm.barrier0()")
# o1/o2: ldmatrix from the rows just stored.
for k, t in ((0, ""), (1, ".trans")):
    body.append(f"  %ld{k} = call {{i32, i32, i32, i32}} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4{t}.b16.p3(ptr addrspace(3) %p{k})")
    for i in range(4):
        body += [f"  %v{k}_{i} = extractvalue {{i32, i32, i32, i32}} %ld{k}, {i}",
                 f"  %x{k}_{i} = add i32 %row, {i}",
                 f"  %q{k}_{i} = getelementptr i32, ptr addrspace(1) %o{k + 1}, i32 %x{k}_{i}",
                 f"  store i32 %v{k}_{i}, ptr addrspace(1) %q{k}_{i}"]
# o3..o6: the regions' words, lane l copying words 4l..4l+3 of each.
for k, words in ((0, 128), (1, 128), (2, 32), (3, 64)):
    for i in range(4):
        if 32 * i >= words:
            break
        body += [f"  %m{k}_{i} = add i32 %l, {256 * k + 32 * i}",
                 f"  %s{k}_{i} = getelementptr i32, ptr addrspace(3) @sm, i32 %m{k}_{i}",
                 f"  %y{k}_{i} = load i32, ptr addrspace(3) %s{k}_{i}",
                 f"  %n{k}_{i} = add i32 %l, {32 * i}",
                 f"  %g{k}_{i} = getelementptr i32, ptr addrspace(1) %o{k + 3}, i32 %n{k}_{i}",
                 f"  store i32 %y{k}_{i}, ptr addrspace(1) %g{k}_{i}"]
body += ["  ret void", "}"]
with open(os.path.join(out, "stsm.ll"), "w") as f:
    f.write("\n".join(ll + body) + "\n")

counts = {"o1": 128, "o2": 128, "o3": 128, "o4": 128, "o5": 32, "o6": 64}
launch = {"kernel": "stsm", "cubin": "stsm.cubin", "grid": [1], "block": [32],
          "buffers": {n: {"dtype": "u32", "count": c, "init": "poison", "output": True,
                          "expect": {"file": n + ".bin"}} for n, c in counts.items()},
          "args": [{"buffer": n} for n in counts]}
import json
with open(os.path.join(out, "launch.json"), "w") as f:
    json.dump(launch, f, indent=1)
