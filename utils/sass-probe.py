#!/usr/bin/env python3
"""Probe nvdisasm: print how a word changes as bits or fields change.

  sass-probe.py SM LO:HI                 the word itself
  sass-probe.py SM LO:HI flip 72 73 ...  each bit flipped alone
  sass-probe.py SM LO:HI set LO W V ...  fields set (several triples: all at once)
  sass-probe.py SM LO:HI enum LO W       every value of one field
"""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sass_oracle import disasm


def split(x):
    return (x & (2**64 - 1), x >> 64)


def main():
    sm = int(sys.argv[1])
    lo, hi = (int(v, 16) for v in sys.argv[2].split(':'))
    word = lo | (hi << 64)
    cmd = sys.argv[3] if len(sys.argv) > 3 else None
    args = [int(a, 0) for a in sys.argv[4:]]
    labels, words = ['base'], [word]
    if cmd == 'flip':
        for b in args:
            labels.append('bit %d' % b)
            words.append(word ^ (1 << b))
    elif cmd == 'set':
        w = word
        for i in range(0, len(args), 3):
            l, wd, v = args[i:i + 3]
            w = (w & ~(((1 << wd) - 1) << l)) | (v << l)
        labels.append('set')
        words.append(w)
    elif cmd == 'enum':
        l, wd = args
        for v in range(1 << wd):
            labels.append('%d' % v)
            words.append((word & ~(((1 << wd) - 1) << l)) | (v << l))
    texts = disasm([split(w) for w in words], sm)
    for lab, w, t in zip(labels, words, texts):
        lo, hi = split(w)
        print('%-8s %016x:%016x  %s' % (lab, lo, hi, t if t is not None else '<invalid>'))


main()
