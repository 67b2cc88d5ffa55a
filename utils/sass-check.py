#!/usr/bin/env python3
"""Corpus figures: for every instruction word of the given cubins, does oa
decode it, print what nvdisasm prints, and re-encode it bit-exact?

  sass-check.py --sm 80 [--engine model|oa] [--show-fail N] CUBIN...

--engine model uses utils/sass_model.py (the .td tables, no build needed);
--engine oa runs build/bin/oa-objdump and oa-mc (the real MC layer).
The nvdisasm oracle texts are cached in build/oracle-cache.
"""
import argparse, collections, hashlib, json, os, signal, subprocess, sys
signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet under | head
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sass_cubin, sass_oracle

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))


def oracle(ws, sm):
    cache = os.path.join(ROOT, 'build', 'oracle-cache')
    os.makedirs(cache, exist_ok=True)
    h = hashlib.sha1(repr((sm, ws)).encode()).hexdigest()
    p = os.path.join(cache, h + '.json')
    if os.path.exists(p):
        return json.load(open(p))
    t = sass_oracle.disasm(ws, sm)
    json.dump(t, open(p, 'w'))
    return t


def opname(text):
    if text is None:
        return '<invalid>'
    t = text.split()
    if t and t[0].startswith('@'):
        t = t[1:]
    return t[0].split('.')[0].rstrip(';') if t else '?'


def model_engine(sm, families):
    import sass_model
    M = sass_model.Model(families=families)

    def run(ws):
        res = []
        for i, (lo, hi) in enumerate(ws):
            w = lo | hi << 64
            d = M.decode(w, sm)
            if d is None:
                res.append((None, None))
                continue
            txt = M.text(d, 16 * i)
            enc = M.encode(d.form, d.values, ((w >> 12) & 7, (w >> 15) & 1), (w >> 105) & 0xfffff)
            res.append((txt, enc == w))
        return res
    return run


def oa_engine(sm, tool_dir):
    def run(ws):
        import tempfile, struct
        with tempfile.TemporaryDirectory() as td:
            hexs = ' '.join('0x%016x 0x%016x' % w for w in ws)
            p = subprocess.run([os.path.join(tool_dir, 'oa-mc'), '--disassemble', '-mcpu=sm_%d' % sm,
                                '--no-control', '--show-words'],
                               input=hexs, capture_output=True, text=True)
            lines = p.stdout.splitlines()
            res = []
            for ln in lines:
                # "<text> ;\t// 0x.. 0x.. reenc=ok|bad" or "<invalid>"
                if '\t// ' not in ln:
                    continue
                txt, meta = ln.split('\t// ', 1)
                if txt.startswith('<invalid'):
                    res.append((None, None))
                else:
                    res.append((txt, meta.strip().endswith('ok')))
            if len(res) != len(ws):
                sys.exit('oa-mc gave %d results for %d words: %s' % (len(res), len(ws), p.stderr))
            return res
    return run


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--sm', type=int, required=True)
    ap.add_argument('--engine', default='model', choices=['model', 'oa'])
    ap.add_argument('--tools', default=os.path.join(ROOT, 'build', 'bin'))
    ap.add_argument('--show-fail', type=int, default=0)
    ap.add_argument('--families', help='model only: just these Instructions/*.td (comma list)')
    ap.add_argument('--only', help='only report this opcode')
    ap.add_argument('--min', type=float, help='exit 1 when the exact fraction is below this')
    ap.add_argument('cubins', nargs='+')
    a = ap.parse_args()
    run = model_engine(a.sm, a.families.split(',') if a.families else None) if a.engine == 'model' else oa_engine(a.sm, a.tools)
    per = collections.defaultdict(lambda: [0, 0, 0, 0])  # words, decoded, text==, reenc
    fails = collections.defaultdict(list)
    for cub in a.cubins:
        for sec, blob in sass_cubin.text_sections(cub):
            ws = sass_cubin.words(blob)
            ref = oracle(ws, a.sm)
            got = run(ws)
            for i, (w, r, (t, re)) in enumerate(zip(ws, ref, got)):
                op = opname(r)
                s = per[op]
                s[0] += 1
                if t is not None:
                    s[1] += 1
                    if t == r:
                        s[2] += 1
                    if re:
                        s[3] += 1
                if t is None or t != r or not re:
                    fails[op].append((w, r, t, re))
    tot = [sum(s[i] for s in per.values()) for i in range(4)]
    exact = sum(min(s[2], s[3]) for s in per.values())
    print('sm_%d: %d words, %d decoded (%.2f%%), %d text == nvdisasm (%.2f%%), %d re-encoded bit-exact (%.2f%%)'
          % (a.sm, tot[0], tot[1], 100.0 * tot[1] / max(tot[0], 1), tot[2], 100.0 * tot[2] / max(tot[0], 1),
             tot[3], 100.0 * tot[3] / max(tot[0], 1)))
    print('%-14s %7s %7s %7s %7s' % ('opcode', 'words', 'decoded', 'text==', 'reenc'))
    for op, s in sorted(per.items(), key=lambda kv: -kv[1][0]):
        if a.only and op != a.only:
            continue
        mark = '' if s[0] == s[2] == s[3] else '  <--'
        print('%-14s %7d %7d %7d %7d%s' % (op, s[0], s[1], s[2], s[3], mark))
    if a.show_fail:
        for op, fl in sorted(fails.items()):
            if a.only and op != a.only:
                continue
            for w, r, t, re in fl[:a.show_fail]:
                print('FAIL %-10s %016x:%016x\n   nvdisasm: %s\n   oa:       %s%s' % (
                    op, w[0], w[1], r, t, '' if re or t is None else '  (re-encode differs)'))
    if a.min is not None and tot[0] and min(tot[2], tot[3]) / tot[0] < a.min:
        sys.exit(1)


main()
