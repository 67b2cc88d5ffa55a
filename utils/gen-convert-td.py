#!/usr/bin/env python3
# Generates lib/Target/SASS/Instructions/Convert.td from nvdisasm enumeration.
import os, sys, re, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sass_oracle import disasm
import sass_model as SM

CTRL = 0x7f1 << 105
TY7 = False
def mk(opc, sm, extra=0):
    return (opc & 0xfff) | ((opc >> 12) << 91) | (7 << 12) | (4 << 16) | CTRL | extra
import pickle, os
CACHE = pickle.load(open(os.path.join(tempfile.gettempdir(), 'oa-gencvt-cache.pkl'), 'rb')) if os.path.exists(os.path.join(tempfile.gettempdir(), 'oa-gencvt-cache.pkl')) else {}
def dis(ws, sm):
    need = [w for w in ws if (sm, w) not in CACHE]
    if need:
        for w, t in zip(need, disasm([(w & (2**64 - 1), w >> 64) for w in need], sm)):
            CACHE[(sm, w)] = t
        pickle.dump(CACHE, open(os.path.join(tempfile.gettempdir(), 'oa-gencvt-cache.pkl'), 'wb'))
    return [CACHE[(sm, w)] for w in ws]
def put(w, lo, wd, v):
    return (w & ~(((1 << wd) - 1) << lo)) | (v << lo)
def suffix(t, mn):
    if t is None: return None
    m = t.split()[0]
    assert m.startswith(mn), (t, mn)
    return m[len(mn):]
def bad(s):
    return s is None or '?' in s or 'INVALID' in s
TYB = [(72, 1), (74, 1), (75, 2), (84, 2)]
def tyword(w, v):
    if TY7:
        w = put(w, 77, 1, v >> 6); v &= 63
    for lo, wd in TYB:
        w = put(w, lo, wd, v & ((1 << wd) - 1)); v >>= wd
    return w
def q(s): return '"%s"' % s if s != '?' else 'NoVal'
def elist(vals):
    out = []
    for i in range(0, len(vals), 8):
        out.append(', '.join(q(v) for v in vals[i:i+8]))
    return '[' + ',\n     '.join(out) + ']'

OPS = [('F2F', 0x104), ('F2I', 0x105), ('I2F', 0x106), ('FRND', 0x107),
       ('F2F', 0x110), ('F2I', 0x111), ('I2F', 0x112), ('FRND', 0x113)]
FORMS = [('rr', 0x200), ('ri', 0x800), ('rc', 0xa00), ('ru', 0x1c00), ('rx', 0x1a00)]
out = ['''//===-- Convert.td - F2F, F2I, I2F, FRND ... ---------------*- tablegen -*-===//
//
// GENERATED from nvdisasm by enumerating every value of the type bits (72
// F2I signed, 74 I2F signed, 75-76 destination, 84-85 source) on each SM;
// the spelling list of the "ty" enum is exactly what nvdisasm prints (NoVal
// where it prints ???n / INVALIDn).  Modifiers print in the order .FTZ (80),
// types, rounding (78-79), .NTZ (77, F2I).  The source is in the B slot
// (bits 32-63): forms rr (0x300), ri (0x900), rc (0xb00), ru (0x1d00, bit 91),
// rx (cx[URb], 0x1b00).  Sub-word sources print a half / byte selector (bits
// 60-61: .H1, .B1-.B3), so the rr/ru forms are split by source size (Fixed
// 84-85); the selector prints inside |..|: -|R2.H1|.  Bits nvdisasm ignores (73, 81-83, 86-90, 60-61 for 32/64-bit
// sources) are left unclaimed.
//
//===----------------------------------------------------------------------===//
''']
defs = []
stats = []
for sm in (80, 90):
    for mn, opc9 in OPS:
        tag = '%s_%x_sm%d' % (mn, opc9, sm)
        TY7 = sm == 90 and mn in ('F2F', 'I2F')
        NT = 128 if TY7 else 64
        # type enum
        base = mk(opc9 | 0x200, sm, 5 << 32)
        ws = [tyword(base, v) for v in range(NT)]
        ts = dis(ws, sm)
        ty = []
        for t in ts:
            s = suffix(t, mn)
            ty.append('?' if bad(s) else s)
        valid = [v for v in range(NT) if ty[v] != '?']
        if not valid:
            continue
        v0 = valid[0]
        w0 = tyword(base, v0)
        # rnd, ftz, ntz, abs, neg
        probe = [put(w0, 78, 2, r) for r in range(4)] + [w0 | 1 << 80, w0 | 1 << 77, w0 | 1 << 62, w0 | 1 << 63]
        pt = dis(probe, sm)
        t0 = pt[0]
        rnd = [suffix(t, mn)[len(ty[v0]):] if t else '?' for t in pt[:4]]
        rnd = ['?' if bad(r) else r for r in rnd]
        mods, mt = [], ''
        flags = {}
        if pt[4] and pt[4] != t0 and suffix(pt[4], mn).startswith(".FTZ"):
            mods.append('Flag<"ftz", 80, ".FTZ">'); mt += '$ftz'
        mt += '$ty'
        mods.append('CvtTy_%s' % tag)
        if len(set(rnd)) > 1:
            mods.append('E<"rnd", [78, 2], %s>' % elist(rnd)); mt += '$rnd'
        if pt[5] and pt[5] != t0 and suffix(pt[5], mn).endswith('.NTZ'):
            mods.append('Flag<"ntz", 77, ".NTZ">'); mt += '$ntz'
        hasabs = pt[6] is not None and '|' in pt[6]
        hasneg = pt[7] is not None and '-R' in pt[7]
        out.append('defvar CvtTy_%s = E<"ty", [72, 1, 74, 1, 75, 2, 84, 2%s],\n    %s>;' % (tag, ', 77, 1' if TY7 else '', elist(ty)))
        nf = (['Flag<"n32", 63, "-">'] if hasneg else []) + (['Flag<"a32", 62, "|">'] if hasabs else [])
        nt = ('$n32' if hasneg else '') + ('$a32' if hasabs else '')
        at = '$a32' if hasabs else ''
        head = '%s%s $Rd, ' % (mn, mt)
        for fn, sel in FORMS:
            opc = opc9 | sel
            b91 = 1 << 91 if opc >> 12 else 0
            fb = mk(opc, sm) & ~(1 << 91) | b91
            fb = tyword(fb, v0)
            if fn in ('rr', 'ru'):
                sizes = sorted(set((v >> 4) & 3 for v in valid))
                for sz in sizes:
                    tv = [v for v in valid if (v >> 4) & 3 == sz][0]
                    w = tyword(fb | 5 << 32, tv)
                    sw = [put(w, 60, 2, s) for s in range(4)]
                    st = dis(sw, sm)
                    if st[0] is None:
                        continue
                    opnd = 'R5' if fn == 'rr' else 'UR5'
                    sels = []
                    for t in st:
                        m = re.search(r'%s([.\w]*) ;' % opnd, t or '')
                        sels.append('?' if (t is None or not m or bad(m.group(1))) else m.group(1))
                    reg = 'R<"Rb", 32>' if fn == 'rr' else 'UR<"URb", 32>'
                    rn = '$Rb' if fn == 'rr' else '$URb'
                    fl = nf + [reg]
                    tt = nt + rn
                    if len(set(sels)) > 1:
                        fl.append('E<"sel", [60, 2], %s>' % elist(sels)); tt += '$sel'
                    tt += at
                    name = '%s_%s_s%d' % (tag, fn, sz)
                    defs.append((name, mn, opc, ', '.join(mods) + ', R<"Rd", 16>, ' + ', '.join(fl),
                                 head + tt + ' ;', sm, '[84, 2, %d]' % sz))
            elif fn == 'ri':
                # immediate format per source size
                for sz, sg in [(z, g) for z in sorted(set((v >> 4) & 3 for v in valid)) for g in ((0, 1) if mn == 'I2F' else (None,))]:
                    cand = [v for v in valid if (v >> 4) & 3 == sz and (sg is None or (v >> 1) & 1 == sg)]
                    if not cand: continue
                    tv = cand[0]
                    pats = [0x3f800005, 0xbf800005, 0x00000007, 0xc0490fdb]
                    iw = [tyword(fb, tv) | p << 32 for p in pats]
                    it = dis(iw, sm)
                    if None in it: continue
                    got = [t.split(', ', 1)[1].rsplit(' ;', 1)[0] for t in it]
                    kind = None
                    for k in ('f32', 'f64hi', 'hex', 'shex', 'dec'):
                        f = SM.Field({'Name': 'x', 'Bits': [32, 32], 'Kind': k, 'Values': [], 'Default': 0, 'Scale': 1})
                        if all(SM.print_field(f, p, 0) == g for p, g in zip(pats, got)):
                            kind = k; break
                    if kind is None:
                        stats.append('%s ri size %d: no immediate kind prints %r' % (tag, sz, got))
                        continue
                    name = '%s_ri_s%d%s' % (tag, sz, '' if sg is None else '_sg%d' % sg)
                    defs.append((name, mn, opc, ', '.join(mods) + ', R<"Rd", 16>, Imm<"imm", [32, 32], "%s">' % kind,
                                 head + '$imm ;', sm, '[84, 2, %d%s]' % (sz, '' if sg is None else ', 74, 1, %d' % sg)))
            else:
              for sz in sorted(set((v >> 4) & 3 for v in valid)):
                tvz = [v for v in valid if (v >> 4) & 3 == sz][0]
                for a in (0, 1):
                    w = tyword(fb, tvz) | a << 62
                    t = dis([w], sm)[0]
                    if t is None: continue
                    if a and not hasabs: continue
                    if fn == 'rc':
                        m = re.search(r'c\[0x0\]( ?)\[0x0\]', t)
                        sp = m.group(1) if m else ''
                        fl = ['Imm<"cbank", [54, 5], "hex">', 'Imm<"coff", [40, 14], "shex", 4>']
                        body = 'c[$cbank]%s[$coff]' % sp
                    else:
                        m = re.search(r'cx\[UR\d+\]( ?)\[0x0\]', t)
                        sp = m.group(1) if m else ''
                        fl = ['UR<"URb", 32>', 'Imm<"coff", [40, 14], "hex", 4>']
                        body = 'cx[$URb]%s[$coff]' % sp
                    c0 = 'c' if fn == 'rc' else 'cx'
                    if a:
                        fl = (['Flag<"n32", 63, "-">'] if hasneg else []) + fl
                        tt = ('$n32' if hasneg else '') + '|' + body + '|'
                        fx = '[62, 1, 1]'
                    else:
                        if hasneg:
                            fl = ['E<"n32", [63, 1], ["%s[", "-%s["]>' % (c0, c0)] + fl
                            tt = '$n32' + body[len(c0) + 1:]
                        else:
                            tt = body
                        fx = '[62, 1, 0]' if hasabs else '[]'
                    name = '%s_%s%s_s%d' % (tag, fn, 'a' if a else '', sz)
                    fx = fx[:-1] + (', ' if fx != '[]' else '') + '84, 2, %d]' % sz
                    defs.append((name, mn, opc, ', '.join(mods) + ', R<"Rd", 16>, ' + ', '.join(fl),
                                 head + tt + ' ;', sm, fx))
for name, mn, opc, fl, asm, sm, fx in defs:
    out.append('def %s : SASSInst<"%s", 0x%x,\n    [%s],\n    "%s", [%d]> {\n  let Fixed = %s;\n}' % (name, mn, opc, fl, asm, sm, fx))
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'lib/Target/SASS/Instructions/Convert.td'), 'w').write('\n'.join(out) + '\n')
print('\n'.join(stats)); print(len(defs), 'forms')
