#!/usr/bin/env python3
"""Writes test/E2E/tensor/wgmma_sweep.{cu,json}: chained wgmma.mma_async steps
of wide and odd shapes (one warpgroup, one phase per form), each checked
against a float64 host reference.  Chains of one accumulator over several
k-steps exercise the HGMMA issue distances and the descriptor R2URs of every
step; N above oa's forms (f32 N 256, 128 registers) or between them (40,
200) are done by oa as several HGMMAs on column ranges.

  utils/gen-wgmma-sweep.py [--out DIR]   (default: test/E2E/tensor)
"""
import argparse
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
# name, N, A type, accumulator, steps, register A, A buffer, B buffer
# (K = 16 per step, 8 for tf32; all A and B tiles K-major, 64 K wide for
# f16/bf16 (128-byte rows, 128B swizzle), 16 for tf32 (64B swizzle)).
FORMS = [
    ("d1", 128, "f16", "f32", 4, False, "a1", "b1"),
    ("d2", 256, "f16", "f16", 4, False, "a1", "b2"),
    ("d3", 96, "bf16", "f32", 4, True, "a3", "b3"),
    ("d4", 24, "tf32", "f32", 2, False, "a4", "b4"),
    ("d5", 256, "f16", "f32", 2, False, "a1", "b2"),
    ("d6", 40, "bf16", "f32", 4, True, "a3", "b3"),
    ("d7", 200, "f16", "f16", 4, False, "a1", "b2"),
]
INPUTS = {"a1": ("f16", 64), "b1": ("f16", 128), "b2": ("f16", 256), "a3": ("bf16", 64),
          "b3": ("bf16", 96), "a4": ("f32", 64), "b4": ("f32", 24)}
CONV = {"f16": "h2d", "bf16": "bf2d", "tf32": "tf32"}


def kwidth(t):
    return 16 if t == "tf32" else 64


def nregs(n, acc):
    return n // 4 if acc == "f16" else n // 2


def host(f):
    d, n, t, acc, steps, _, a, b = f
    kw, ks = kwidth(t), (8 if t == "tf32" else 16)
    cv = CONV[t]
    o = ["    for (int n = h * %d; n < h * %d + %d; ++n) {" % (n // 2, n // 2, n // 2),
         "      double s = 0;"]
    if acc == "f16":
        o += ["      for (int st = 0; st < %d; ++st) {  // f16 accumulators: rounded per step" % steps,
              "        double p = 0;",
              "        for (int k = %d * st; k < %d * st + %d; ++k) p += %s(%s[r * %d + k]) * %s(%s[n * %d + k]);"
              % (ks, ks, ks, cv, a, kw, cv, b, kw),
              "        s = h2d(d2h(s + p));", "      }",
              "      %s[r * %d + n] = d2h(s);" % (d, n)]
    else:
        o += ["      for (int k = 0; k < %d; ++k) s += %s(%s[r * %d + k]) * %s(%s[n * %d + k]);"
              % (ks * steps, cv, a, kw, cv, b, kw),
              "      %s[r * %d + n] = (float)s;" % (d, n)]
    o.append("    }")
    return o


def store_tile(src, rows, t, base):
    """Stores rows x kwidth elements of src K-major with the swizzle."""
    kw = kwidth(t)
    if t == "tf32":
        return ["    for (int i = t; i < %d * %d; i += 128) {" % (rows, kw),
                "      u32 v;",
                '      asm("cvt.rna.tf32.f32 %%0, %%1;" : "=r"(v) : "f"(%s[i]));' % src,
                "      st32(kmaj(%s, i / %d, 4 * (i %% %d), 64), v);" % (base, kw, kw), "    }"]
    return ["    for (int i = t; i < %d * 64; i += 128)" % rows,
            "      st16(kmaj(%s, i / 64, 2 * (i %% 64), 128), %s[i]);" % (base, src)]


def device(f):
    d, n, t, acc, steps, rs, a, b = f
    nr = nregs(n, acc)
    ty = "u32" if acc == "f16" else "float"
    shape = "m64n%dk%d" % (n, 8 if t == "tf32" else 16)
    types = "%s.%s.%s" % (acc, t, t)
    W, sbo, sw = (64, 512, 2) if t == "tf32" else (128, 1024, 1)
    o = ["  {  // %s: %s.%s, %d steps%s" % (d, shape, types, steps, ", register A" if rs else "")]
    if not rs:
        o += store_tile(a, 64, t, "A")
    o += store_tile(b, n, t, "B")
    o += ["    fence_proxy_async();", "    __syncthreads();",
          "    %s e[%d];" % (ty, nr), "    for (int i = 0; i < %d; ++i)" % nr, "      e[i] = 0;",
          "    for (int st = 0; st < %d; ++st) {" % steps]
    cons = "+r" if acc == "f16" else "+f"
    outs = ", ".join('"%s"(e[%d])' % (cons, i) for i in range(nr))
    dl = ",".join("%%%d" % i for i in range(nr))
    if rs:
        o += ["      u32 ra[4];  // the m16n8k16 A fragment of rows 16w..16w+15",
              "      for (int i = 0; i < 4; ++i) {",
              "        int row = 16 * w + g + 8 * (i & 1), k = 16 * st + (i >> 1) * 8 + 2 * q;",
              "        ra[i] = (u32)%s[row * 64 + k] | (u32)%s[row * 64 + k + 1] << 16;" % (a, a),
              "      }",
              "      u64 db = gmma_desc(B + 32 * st, 16, %d, %d);" % (sbo, sw),
              "      wg_fence();"]
        srcs = "{%s}, %%%d" % (",".join("%%%d" % (nr + i) for i in range(4)), nr + 4)
        tail = "p, 1, 1, 0;"
        ins = ", ".join('"r"(ra[%d])' % i for i in range(4)) + ', "l"(db)'
    else:
        o += ["      u64 da = gmma_desc(A + 32 * st, 16, %d, %d), db = gmma_desc(B + 32 * st, 16, %d, %d);"
              % (sbo, sw, sbo, sw),
              "      if (st == 0) wg_fence();"]
        srcs = "%%%d, %%%d" % (nr, nr + 1)
        tail = "p, 1, 1;" if t == "tf32" else "p, 1, 1, 0, 0;"
        ins = '"l"(da), "l"(db)'
    o += ['      asm volatile("{ .reg .pred p; setp.ne.b32 p, 1, 0;\\n"',
          '                   "wgmma.mma_async.sync.aligned.%s.%s {%s}, %s, %s }"' % (shape, types, dl, srcs, tail),
          "                   : %s : %s);" % (outs, ins),
          "    }", "    wg_commit();", "    wg_wait<0>();"]
    if acc == "f16":
        o += ["    for (int j = 0; j < %d; ++j) {" % nr,
              "      int row = 16 * w + g + 8 * (j & 1), col = 8 * (j / 2) + 2 * q;",
              "      %s[row * %d + col] = (u16)e[j], %s[row * %d + col + 1] = (u16)(e[j] >> 16);" % (d, n, d, n),
              "    }"]
    else:
        o += ["    for (int i = 0; i < %d; ++i)" % nr,
              "      %s[(16 * w + g + 8 * ((i >> 1) & 1)) * %d + 8 * (i / 4) + 2 * q + (i & 1)] = e[i];" % (d, n)]
    o += ["    __syncthreads();", "  }"]
    return o


def gen_cu():
    ins = ", ".join("const %s *%s" % ("float" if INPUTS[k][0] == "f32" else "u16", k) for k in INPUTS)
    outs = ", ".join("%s *%s" % ("u16" if f[3] == "f16" else "float", f[0]) for f in FORMS)
    o = ["// Generated by utils/gen-wgmma-sweep.py: do not edit.",
         "// Chained wgmma.mma_async steps of wide and odd shapes, one phase per",
         "// form (see the generator), against a float64 host reference.",
         '#include "tensor.h"', "",
         "#ifndef OA_HOST",
         "// Byte offset of (row, byte kb) in a K-major tile with W-byte swizzled rows.",
         "__device__ __forceinline__ u32 kmaj(u32 base, int r, int kb, int W) {",
         "  u32 a = base + (r / 8) * (8 * W) + (r % 8) * W + kb;",
         "  int bits = W == 128 ? 3 : W == 64 ? 2 : 1;",
         "  return a ^ (((a >> 7) & ((1u << bits) - 1)) << 4);", "}",
         '__device__ __forceinline__ void st16(u32 a, u16 v) { asm volatile("st.shared.u16 [%0], %1;" ::"r"(a), "h"(v)); }',
         '__device__ __forceinline__ void st32(u32 a, u32 v) { asm volatile("st.shared.u32 [%0], %1;" ::"r"(a), "r"(v)); }',
         "#endif", "",
         "// A tiles are 64 x K row-major, B tiles N x K (row n is column n of B),",
         "// outputs 64 x N row-major.",
         'extern "C" __global__ void __launch_bounds__(128)',
         "    wgmma_sweep(%s,\n                %s) {" % (ins, outs),
         "  const int t = threadIdx.x, w = t / 32, g = (t % 32) / 4, q = t % 4;",
         "#ifdef OA_HOST", "  (void)w, (void)g, (void)q;",
         "  // Thread t computes row t / 2, half of the columns, of each output.",
         "  int r = t / 2, h = t % 2;", "  if (r < 64) {"]
    for f in FORMS:
        o += host(f)
    o += ["  }", "#else",
          "  // The phases reuse one shared area: A (8 KiB) and B (up to 32 KiB).",
          "  __shared__ __align__(1024) unsigned char sm[8192 + 32768];",
          "  const u32 A = smem_u32(sm), B = A + 8192;"]
    for f in FORMS:
        o += device(f)
    o += ["#endif", "}"]
    return "\n".join(o) + "\n"


def gen_json():
    B = {}
    seed = 701
    for k, (t, rows) in INPUTS.items():
        B[k] = {"dtype": t, "count": rows * kwidth("tf32" if t == "f32" else t), "seed": seed}
        seed += 1
    for f in FORMS:
        B[f[0]] = {"dtype": "f16" if f[3] == "f16" else "f32", "count": 64 * f[1], "init": "poison",
                   "output": True, "rtol": 2e-3 if f[3] == "f16" else 1e-5}
    d = {"kernel": "wgmma_sweep",
         "_about": "generated by utils/gen-wgmma-sweep.py: " +
                   ", ".join("%s m64n%d %s->%s%s" % (f[0], f[1], f[2], f[3], " regA" if f[5] else "") for f in FORMS),
         "_sm": ["90a"], "grid": [1], "block": [128], "buffers": B,
         "args": [{"buffer": k} for k in list(INPUTS) + [f[0] for f in FORMS]]}
    return json.dumps(d, indent=1) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(HERE, "..", "test", "E2E", "tensor"))
    a = ap.parse_args()
    open(os.path.join(a.out, "wgmma_sweep.cu"), "w").write(gen_cu())
    open(os.path.join(a.out, "wgmma_sweep.json"), "w").write(gen_json())


if __name__ == "__main__":
    main()
