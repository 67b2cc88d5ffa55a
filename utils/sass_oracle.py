#!/usr/bin/env python3
"""nvdisasm as a test oracle: decode bare 128-bit SASS words in raw mode.

Only a test oracle: nothing in oa's compile path calls nvdisasm.  Looks for the
binary in $OA_NVDISASM, then the project-local install (utils/setup-deps.sh puts
it in .deps/nvdisasm), then PATH.
"""
import os, re, shutil, struct, subprocess, tempfile

_HERE = os.path.dirname(os.path.abspath(__file__))
_LINE = re.compile(r'^\s*/\*([0-9a-f]{4,})\*/\s*(.*?)\s*/\* (0x[0-9a-f]{16}) \*/\s*$')
_HI = re.compile(r'^\s*/\* (0x[0-9a-f]{16}) \*/\s*$')
_ERR = re.compile(r'at address (0x[0-9a-fA-F]+)')


def find_nvdisasm():
    cands = [os.environ.get('OA_NVDISASM'),
             os.path.join(_HERE, '..', '.deps', 'nvdisasm', 'bin', 'nvdisasm'),
             shutil.which('nvdisasm')]
    for c in cands:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return os.path.abspath(c)
    return None


def _run(words, sm, base):
    nvd = find_nvdisasm()
    if not nvd:
        raise RuntimeError('nvdisasm not found (run utils/setup-deps.sh)')
    with tempfile.NamedTemporaryFile(suffix='.bin', delete=False) as f:
        for lo, hi in words:
            f.write(struct.pack('<QQ', lo, hi))
        path = f.name
    try:
        p = subprocess.run([nvd, '-b', 'SM90a' if sm == 90 else 'SM%d' % sm, '-hex', '-novliw', '-ndf',
                            '-base', hex(base), path],
                           capture_output=True, text=True)
    finally:
        os.unlink(path)
    return p.returncode, p.stdout, p.stderr


def _parse(out):
    res = []
    pending = None
    for line in out.splitlines():
        m = _LINE.match(line)
        if m:
            pending = [int(m.group(1), 16), m.group(2), int(m.group(3), 16)]
            continue
        m = _HI.match(line)
        if m and pending:
            res.append((pending[0], pending[1], pending[2], int(m.group(1), 16)))
            pending = None
    return res


def disasm(words, sm, base=0):
    """Decode a list of (lo, hi) words.  Returns one text per word; None where
    nvdisasm rejects the word.  The text is what nvdisasm prints, without the
    trailing ' ;' normalised away (kept exactly)."""
    out = [None] * len(words)
    start, end = 0, len(words)
    while start < len(words):
        rc, so, se = _run(words[start:end], sm, base + 16 * start)
        if rc == 0:
            for addr, text, lo, hi in _parse(so):
                i = (addr - base) // 16
                if 0 <= i < len(words):
                    out[i] = text
            start, end = end, len(words)
            continue
        m = _ERR.search(se)
        if not m:
            raise RuntimeError('nvdisasm failed: ' + se.strip())
        bad = (int(m.group(1), 16) - base) // 16
        if bad == start:
            out[bad] = None
            start, end = bad + 1, len(words)
        else:
            end = bad  # decode the good prefix, then resume at the bad word
    return out

if __name__ == '__main__':
    import sys
    sm = int(sys.argv[1])
    ws = []
    for a in sys.argv[2:]:
        lo, hi = a.split(':')
        ws.append((int(lo, 16), int(hi, 16)))
    for w, t in zip(ws, disasm(ws, sm)):
        print('%016x:%016x  %s' % (w[0], w[1], t))
