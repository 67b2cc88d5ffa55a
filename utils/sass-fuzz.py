#!/usr/bin/env python3
"""Field fuzzer with nvdisasm as the oracle.

For every instruction form of an SM, draw random legal field values (every
register, every enum value with a spelling, random immediates, random guard),
encode the word with the form's tables, then check through oa's tools that:
  1. oa-mc --disassemble decodes the word with that form's text and re-encodes
     it bit-exact,
  2. nvdisasm prints exactly the text oa prints,
  3. oa-mc assembles oa's text back to the same word.
Control fields are taken from corpus words of the same opcode (nvdisasm
checks them per instruction class), or a neutral default.

  sass-fuzz.py --sm 80 [--per-form 20] [--seed 1] [--forms REGEX] [--corpus CUBIN...]
"""
import argparse, collections, os, random, re, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sass_cubin, sass_model, sass_oracle

ROOT = sass_model.ROOT


def draw(rng, f):
    k = f.kind
    if k == 'Enum':
        ok = [i for i, v in enumerate(f.values) if v != '?']
        return rng.choice(ok) if ok else 0
    if k == 'Hidden':
        return f.default
    if k == 'R':
        return rng.choice([rng.randrange(0, 255), 255, rng.randrange(0, 32)])
    if k in ('P', 'UP'):
        return rng.randrange(0, 8)
    if k == 'UR':
        return rng.choice([rng.randrange(0, 63), (1 << f.width) - 1])
    # immediates: mix small, boundary and random values
    w = f.width
    return rng.choice([0, 1, (1 << w) - 1, 1 << (w - 1), rng.randrange(0, 1 << w),
                       rng.randrange(0, min(1 << w, 256))])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--sm', type=int, required=True)
    ap.add_argument('--per-form', type=int, default=16)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--forms', default='.')
    ap.add_argument('--tools', default=os.path.join(ROOT, 'build', 'bin'))
    ap.add_argument('--corpus', nargs='*', default=None)
    ap.add_argument('--show-fail', type=int, default=3)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    M = sass_model.Model()
    ctrls = collections.defaultdict(set)
    corpus = a.corpus
    if corpus is None:
        d = os.path.join(ROOT, 'test', 'Corpus', 'cubins', 'sm%d' % a.sm)
        corpus = [os.path.join(d, x) for x in sorted(os.listdir(d))] if os.path.isdir(d) else []
    for c in corpus:
        for _, blob in sass_cubin.text_sections(c):
            for lo, hi in sass_cubin.words(blob):
                w = lo | hi << 64
                ctrls[sass_model.key_of(w)].add((w >> 105) & 0x1ffff)
    rx = re.compile(a.forms)
    cases = []
    for f in M.forms:
        if a.sm not in f.sms or not rx.search(f.name):
            continue
        cs = sorted(ctrls.get(f.opc, [])) or [0x7f0]
        for _ in range(a.per_form):
            vals = {fl.name: draw(rng, fl) for fl in f.fields}
            guard = (rng.choice([7, 7, rng.randrange(0, 7)]), rng.randrange(0, 2))
            if guard == (7, 1):
                guard = (7, 0)
            ctrl = rng.choice(cs)
            if not (ctrl >> 4) & 1:
                # nvdisasm shows .reuse only with control bit 109 set.
                for fl in f.fields:
                    if fl.name.startswith('reuse'):
                        vals[fl.name] = 0
            w = M.encode(f, vals, guard, ctrl)
            # The model must decode its own word with this form (else the
            # draw hit an overlap with a more specific form: skip it).
            d = M.decode(w, a.sm)
            if d is None or d.form is not f:
                continue
            cases.append((f.name, w))
    words = [(w & (2**64 - 1), w >> 64) for _, w in cases]
    ref = sass_oracle.disasm(words, a.sm)
    hexs = '\n'.join('0x%016x 0x%016x' % x for x in words)
    p = subprocess.run([os.path.join(a.tools, 'oa-mc'), '--disassemble', '-mcpu=sm_%d' % a.sm,
                        '--no-control', '--show-words'], input=hexs, capture_output=True, text=True)
    got = [ln for ln in p.stdout.splitlines() if '\t// ' in ln]
    if len(got) != len(words):
        sys.exit('oa-mc returned %d lines for %d words\n%s' % (len(got), len(words), p.stderr))
    # Re-assemble oa's text, one instruction per line at its offset.
    # Each line pins its form ({NAME}), as oa-objdump does where nvdisasm's
    # text alone is ambiguous; the parser must still read the whole text.
    texts = [g.split('\t// ')[0] for g in got]
    asm = '.kernel fuzz\n' + '\n'.join('{%s} %s' % (c[0], t) if not t.startswith('<') else 'NOP;'
                                        for c, t in zip(cases, texts)) + '\n'
    with tempfile.NamedTemporaryFile('w', suffix='.s', delete=False) as tf:
        tf.write(asm)
    q = subprocess.run([os.path.join(a.tools, 'oa-mc'), '-mcpu=sm_%d' % a.sm, '-show-encoding', tf.name],
                       capture_output=True, text=True)
    os.unlink(tf.name)
    enc = re.findall(r'encoding: \[0x([0-9a-f]+), 0x([0-9a-f]+)\]', q.stdout)
    per = collections.defaultdict(lambda: [0, 0, 0])
    rejected = 0
    fails = collections.defaultdict(list)
    for i, ((name, w), r, g) in enumerate(zip(cases, ref, got)):
        t, meta = g.split('\t// ')
        ctl = (w >> 105) & 0x1ffff
        if r is None:
            # nvdisasm refuses the word (mostly control values it does not
            # allow for the class): not a legal encoding, not counted.
            rejected += 1
            continue
        ok_dec = not t.startswith('<') and meta.endswith('reenc=ok')
        ok_txt = r is not None and r == t
        ok_asm = False
        if i < len(enc) and ok_dec:
            # the assembler writes its default control: compare without it
            aw = int(enc[i][0], 16) | int(enc[i][1], 16) << 64
            mask = ~(((1 << 17) - 1) << 105)
            ok_asm = (aw & mask) == (w & mask)
        per[name][0] += 1
        if ok_dec and ok_txt:
            per[name][2] += 1
        if ok_dec and ok_txt and ok_asm:
            per[name][1] += 1
        else:
            fails[name].append((w, r, t, ok_dec, ok_asm))
    tot = sum(v[0] for v in per.values())
    good = sum(v[1] for v in per.values())
    texts_ok = sum(v[2] for v in per.values())
    if q.returncode and q.stderr:
        print('note: oa-mc reported while re-assembling:\n' + '\n'.join(q.stderr.splitlines()[:5]))
    print('sm_%d fuzz: %d forms, %d words nvdisasm accepts (%d more rejected): '
          '%d decoded and printed as nvdisasm prints (%.2f%%), %d of those also re-assemble (%.2f%%)'
          % (a.sm, len(per), tot, rejected, texts_ok, 100.0 * texts_ok / max(tot, 1),
             good, 100.0 * good / max(tot, 1)))
    for name in sorted(per):
        n, g, _ = per[name]
        if g != n:
            print('  %-28s %4d/%4d' % (name, g, n))
            for w, r, t, od, oa in fails[name][:a.show_fail]:
                print('     %016x:%016x\n       nvdisasm: %s\n       oa:       %s%s%s' % (
                    w & (2**64 - 1), w >> 64, r, t, '' if od else '  (no decode/re-encode)',
                    '' if oa else '  (assembles differently)'))
    return 0 if good == tot else 1


sys.exit(main())
