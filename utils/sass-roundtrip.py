#!/usr/bin/env python3
"""oa-objdump | oa-mc -filetype=obj must give back the same .text bytes.

  sass-roundtrip.py [--tools DIR] CUBIN...     check each cubin
  sass-roundtrip.py --print-text CUBIN         hex of every .text section
"""
import argparse, os, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sass_cubin

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--tools', default=os.path.join(ROOT, 'build', 'bin'))
    ap.add_argument('--print-text', action='store_true')
    ap.add_argument('cubins', nargs='+')
    a = ap.parse_args()
    if a.print_text:
        for c in a.cubins:
            for n, b in sass_cubin.text_sections(c):
                print(n, b.hex())
        return 0
    bad = 0
    words = 0
    for c in a.cubins:
        with tempfile.TemporaryDirectory() as td:
            s = os.path.join(td, 'k.s')
            o = os.path.join(td, 'k.cubin')
            with open(s, 'w') as f:
                subprocess.run([os.path.join(a.tools, 'oa-objdump'), '-d', c], stdout=f, check=True)
            subprocess.run([os.path.join(a.tools, 'oa-mc'), '-filetype=obj', s, '-o', o], check=True)
            x, y = sass_cubin.text_sections(c), sass_cubin.text_sections(o)
            words += sum(len(b) // 16 for _, b in x)
            if sorted(x) != sorted(y):
                bad += 1
                print('MISMATCH %s' % c)
                listing = open(s).read().splitlines()
                for (n, b1), (_, b2) in zip(sorted(x), sorted(y)):
                    for i, (w1, w2) in enumerate(zip(sass_cubin.words(b1), sass_cubin.words(b2))):
                        if w1 != w2:
                            tag = '/*%04x*/' % (16 * i)
                            line = next((l.strip() for l in listing if tag in l), '?')
                            print('  %s %s\n     was %016x:%016x now %016x:%016x' % (n, line, w1[0], w1[1], w2[0], w2[1]))
    print('round trip: %d cubins, %d words, %d mismatched' % (len(a.cubins), words, bad))
    return 1 if bad else 0


sys.exit(main())
