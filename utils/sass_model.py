#!/usr/bin/env python3
"""A Python model of oa's table-driven SASS codec.

Reads the instruction-form records of lib/Target/SASS/*.td (through
`llvm-tblgen -dump-json`) and decodes, prints and encodes words with the same
rules as the C++ MC layer (lib/Target/SASS/MCTargetDesc/SASSInstCodec.cpp).
It exists so that encodings can be written and checked against nvdisasm
without a C++ build, and so the fuzzer can draw legal field values.
"""
import json, os, struct, subprocess, sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
TBLGEN = os.environ.get('OA_LLVM_TBLGEN', '/usr/lib/llvm-22/bin/llvm-tblgen')
MASK128 = (1 << 128) - 1
# Bits every form owns: opcode 0-11 and 91, guard 12-15, control 105-121.
COMMON = ((1 << 16) - 1) | (1 << 91) | (((1 << 17) - 1) << 105)


class Field:
    def __init__(self, rec):
        self.name = rec['Name']
        b = rec['Bits']
        self.chunks = [(b[i], b[i + 1]) for i in range(0, len(b), 2)]
        self.kind = rec['Kind']
        self.values = rec['Values']
        self.default = rec['Default']
        self.scale = rec['Scale']
        self.width = sum(w for _, w in self.chunks)
        self.mask = 0
        for lo, w in self.chunks:
            self.mask |= ((1 << w) - 1) << lo

    def get(self, word):
        v, sh = 0, 0
        for lo, w in self.chunks:
            v |= ((word >> lo) & ((1 << w) - 1)) << sh
            sh += w
        return v

    def put(self, word, v):
        for lo, w in self.chunks:
            word = (word & ~(((1 << w) - 1) << lo)) | ((v & ((1 << w) - 1)) << lo)
            v >>= w
        return word

    def sext(self, v):
        return v - (1 << self.width) if v >> (self.width - 1) & 1 else v


class Form:
    def __init__(self, name, rec, fields):
        self.name = name
        self.mnemonic = rec['Mnemonic']
        self.opc = rec['Opc']
        self.fields = fields
        self.byname = {f.name: f for f in fields}
        if len(self.byname) != len(fields):
            dup = sorted({f.name for f in fields if sum(g.name == f.name for g in fields) > 1})
            raise ValueError('%s: field(s) %s defined twice' % (name, ', '.join(dup)))
        self.asm = rec['Asm']
        self.sms = rec['SMs']
        fx = rec['Fixed']
        self.fixed = [(fx[i], fx[i + 1], fx[i + 2]) for i in range(0, len(fx), 3)]
        self.uniform_guard = rec['UniformGuard']
        self.priority = rec['Priority']
        self.fixmask, self.fixval = 0, 0
        for lo, w, v in self.fixed:
            m = ((1 << w) - 1) << lo
            self.fixmask |= m
            self.fixval = (self.fixval & ~m) | ((v << lo) & m)
        self.owned = COMMON | self.fixmask
        for f in fields:
            self.owned |= f.mask
        self.tokens = tokenize(self.asm, self.byname, name)


def tokenize(asm, byname, where):
    """Split a template into literal strings and field references."""
    toks, i = [], 0
    while i < len(asm):
        if asm[i] == '$':
            j = i + 1
            while j < len(asm) and (asm[j].isalnum() or asm[j] == '_'):
                j += 1
            n = asm[i + 1:j]
            if n not in byname:
                raise ValueError('%s: template names unknown field $%s' % (where, n))
            toks.append(('f', n))
            i = j
        else:
            j = asm.find('$', i)
            j = len(asm) if j < 0 else j
            toks.append(('l', asm[i:j]))
            i = j
    return toks


def dump_json(td=None, families=None):
    """families: only these Instructions/<name>.td files (so one family can be
    checked while another is being edited)."""
    td = td or os.path.join(ROOT, 'lib/Target/SASS/SASS.td')
    if families:
        import tempfile
        inc = ''.join('include "Instructions/%s.td"\n' % f for f in families)
        tmp = tempfile.NamedTemporaryFile('w', suffix='.td', delete=False,
                                          dir=os.path.join(ROOT, 'build') if os.path.isdir(os.path.join(ROOT, 'build')) else None)
        tmp.write('include "llvm/Target/Target.td"\ninclude "SASSRegisterInfo.td"\n'
                  'include "SASSInstrFormats.td"\n' + inc)
        tmp.close()
        try:
            return _tblgen(tmp.name, os.path.dirname(td))
        finally:
            os.unlink(tmp.name)
    return _tblgen(td, os.path.dirname(td))


def _tblgen(td, incdir):
    out = subprocess.run([TBLGEN, '-I', '/usr/lib/llvm-22/include', '-I',
                          incdir, '-dump-json', td],
                         capture_output=True, text=True)
    if out.returncode:
        sys.stderr.write(out.stderr)
        raise SystemExit(1)
    return json.loads(out.stdout)


def load(js=None, families=None):
    js = js or dump_json(families=families)
    forms = []
    for name in js['!instanceof'].get('SASSInst', []):
        rec = js[name]
        if not name.replace('_', 'a').isalnum() or name[0].isdigit():
            raise ValueError('form name %r must be a C identifier (letters, digits, _): '
                             'it becomes SASS::%s in C++' % (name, name))
        fields = [Field(js[r['def']]) for r in rec['Fields']]
        forms.append(Form(name, rec, fields))
    forms.sort(key=lambda f: (f.priority, -bin(f.fixmask).count('1'), f.name))
    return forms


def fmt_f32(bits):
    s = '-' if bits >> 31 else '+'
    if (bits >> 23) & 0xff == 0xff:
        if bits & 0x7fffff == 0:
            return s + 'INF '
        return s + ('QNAN ' if bits & 0x400000 else 'SNAN ')
    v = struct.unpack('<f', struct.pack('<I', bits))[0]
    return fmt_double(v)


def fmt_double(v):
    # nvdisasm: %.20g, except |v| >= 1e9 which it prints as %.20e
    # (1.00000000000000000000e+09), and -0.0 which it prints "-0.0 " (with
    # a trailing blank, like +INF / -QNAN).
    if v == 0:
        return '-0.0 ' if struct.pack('<d', v)[7] & 0x80 else '0'
    if abs(v) >= 1e9:
        return '%.20e' % v
    return '%.20g' % v


def fmt_f64hi(bits):
    d = bits << 32
    s = '-' if d >> 63 else '+'
    if (d >> 52) & 0x7ff == 0x7ff:
        if d & ((1 << 52) - 1) == 0:
            return s + 'INF '
        return s + ('QNAN ' if d & (1 << 51) else 'SNAN ')
    return fmt_double(struct.unpack('<d', struct.pack('<Q', d))[0])


def fmt_f16(h):
    s = '-' if h >> 15 else '+'
    if (h >> 10) & 0x1f == 0x1f:
        if h & 0x3ff == 0:
            return s + 'INF '
        return s + ('QNAN ' if h & 0x200 else 'SNAN ')
    return fmt_double(struct.unpack('<e', struct.pack('<H', h))[0])


def shex(v):
    return '-0x%x' % -v if v < 0 else '0x%x' % v


def print_field(f, v, pc):
    k = f.kind
    if k == 'R':
        return 'RZ' if v == 255 else 'R%d' % v
    if k == 'UR':
        return 'URZ' if v == (1 << f.width) - 1 else 'UR%d' % v
    if k == 'P':
        return 'PT' if v == 7 else 'P%d' % v
    if k == 'UP':
        return 'UPT' if v == 7 else 'UP%d' % v
    if k == 'Enum':
        if v >= len(f.values) or f.values[v] == '?':
            return None
        return f.values[v]
    if k == 'hex':
        return '0x%x' % (v * f.scale)
    if k == 'shex':
        return shex(f.sext(v) * f.scale)
    if k == 'ioff':
        return '' if v == 0 else '+' + shex(f.sext(v) * f.scale)
    if k == 'uoff':
        return '' if v == 0 else '+0x%x' % (v * f.scale)
    if k == 'dec':
        return '%d' % v
    if k == 'f32':
        return fmt_f32(v)
    if k == 'f16x2':
        return fmt_f16(v >> 16) + ', ' + fmt_f16(v & 0xffff)
    if k == 'bf16x2':
        # each half is the upper half of an f32
        return fmt_f32((v >> 16) << 16) + ', ' + fmt_f32((v & 0xffff) << 16)
    if k == 'f64hi':
        return fmt_f64hi(v)
    if k == 'pcrel':
        return shex(pc + 16 + f.sext(v) * f.scale)
    if k == 'Hidden':
        return ''
    raise ValueError('unknown field kind ' + k)


class Decoded:
    def __init__(self, form, values, word):
        self.form, self.values, self.word = form, values, word


def key_of(word):
    return (word & 0xfff) | (((word >> 91) & 1) << 12)


class Model:
    def __init__(self, forms=None, families=None):
        self.forms = forms if forms is not None else load(families=families)
        self.bykey = {}
        for f in self.forms:
            self.bykey.setdefault(f.opc, []).append(f)

    def decode(self, word, sm):
        for f in self.bykey.get(key_of(word), []):
            if sm not in f.sms or (word & f.fixmask) != f.fixval:
                continue
            if word & ~f.owned & MASK128:
                continue
            vals = {fl.name: fl.get(word) for fl in f.fields}
            ok = True
            for fl in f.fields:
                if fl.kind == 'Hidden' and vals[fl.name] != fl.default:
                    ok = False
                elif fl.kind == 'Enum' and print_field(fl, vals[fl.name], 0) is None:
                    ok = False
                elif fl.chunks[0][0] >= 122 and vals[fl.name] and not (word >> 109) & 1:
                    ok = False  # nvdisasm shows .reuse only with control bit 109
            if ok:
                return Decoded(f, vals, word)
        return None

    def text(self, d, pc=0):
        w = d.word
        pg, neg = (w >> 12) & 7, (w >> 15) & 1
        out = ''
        if pg != 7 or neg:
            p = ('UPT' if d.form.uniform_guard else 'PT') if pg == 7 else \
                ('UP%d' if d.form.uniform_guard else 'P%d') % pg
            out = '@' + ('!' if neg else '') + p + ' '
        for kind, t in d.form.tokens:
            if kind == 'l':
                out += t
            else:
                out += print_field(d.form.byname[t], d.values[t], pc)
        return out

    def encode(self, form, values, guard=(7, 0), ctrl=0):
        w = (form.opc & 0xfff) | ((form.opc >> 12) << 91) | form.fixval
        w |= guard[0] << 12 | guard[1] << 15 | (ctrl << 105)
        for fl in form.fields:
            v = values.get(fl.name, fl.default if fl.kind == 'Hidden' else 0)
            w = fl.put(w, v)
        return w
