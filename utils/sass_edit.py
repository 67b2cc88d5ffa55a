"""Hand edits of an oa-llc SASS listing (oa-llc -filetype=asm, oa-cc -S)
that oa-mc assembles back: instructions are inserted, removed, moved or
changed, and the listing is laid out again, with every code address fixed:
branch, BSSY and CALL targets and the return addresses put in a register
before a CALL (MOV R20, 0x...).  Used by utils/build-convergence-bundle.py to
make single-hypothesis variants of a kernel.

    L = Listing(open("k.s").read())
    K = L.kernel("calls")
    i = K.find("BSYNC B6", func="_Z3fibi")
    K.insert(i, "LDL R3, [R1+0x4]", "B------:R-:W3:Y:S02")  # takes BSYNC's address
    open("k2.s", "w").write(L.text())

An inserted instruction takes the address of the one it is put before, so
a branch to that one now reaches the new one first (insert(..., label=False)
keeps it with the old one).  A removed instruction's address moves to the
next one.
"""
import re
import struct
import subprocess

INST = re.compile(r"^\s*/\*([0-9a-fA-F]+)\*/\s*\[([^\]]*)\]\s*(.*?)\s*;?\s*$")
# Operands that are code addresses: the target of a branch, BSSY or CALL.
TARGET = re.compile(r"^((?:@!?U?P[T0-7] )?(?:BRA(?:\.[A-Z.]+)?|BSSY B\d+,|CALL\.[A-Z.]+|BREAK\.[A-Z.]+ B\d+,)\s*)"
                    r"(0x[0-9a-fA-F]+)(.*)$")
RETADDR = re.compile(r"^(MOV R\d+, )(0x[0-9a-fA-F]+)(.*)$")


class Inst:
    def __init__(self, ctrl, text, labels=(), func=None, comments=()):
        self.ctrl = ctrl
        self.text = text
        self.labels = list(labels)  # old addresses that now mean this one
        self.func = func            # device function ("" for the kernel)
        self.comments = list(comments)

    # Control field [B------:R-:W-:Y:S05]: wait mask, read and write
    # scoreboards, yield, stall.
    def fields(self):
        w, r, wr, y, s = self.ctrl.split(":")
        return w, r, wr, y, s

    def set(self, wait=None, read=None, write=None, yld=None, stall=None):
        w, r, wr, y, s = self.fields()
        if wait is not None:
            w = "B" + "".join(str(k) if k in wait else "-" for k in range(6))
        if read is not None:
            r = "R%s" % read
        if write is not None:
            wr = "W%s" % write
        if yld is not None:
            y = "Y" if yld else "-"
        if stall is not None:
            s = "S%02d" % stall
        self.ctrl = ":".join((w, r, wr, y, s))
        return self

    def wait(self):
        return {int(c) for c in self.fields()[0][1:] if c != "-"}


class Kernel:
    def __init__(self, header):
        self.header = header  # directive and comment lines before the code
        self.insts = []
        self.trailer = []

    def indices(self, pattern, func=None):
        """Indices of the instructions whose text matches pattern (a regular
        expression, searched), in device function func (a substring of its
        name; "" for the kernel's own code) when given."""
        rx = re.compile(pattern)
        return [i for i, x in enumerate(self.insts)
                if rx.search(x.text) and (func is None or (func == "" and x.func == "") or
                                          (func and x.func and func in x.func))]

    def find(self, pattern, func=None, nth=0):
        got = self.indices(pattern, func)
        if len(got) <= nth:
            raise ValueError("no %r%s in the listing" % (pattern, " in " + func if func else ""))
        return got[nth]

    def insert(self, i, text, ctrl="B------:R-:W-:Y:S05", label=True):
        x = Inst(ctrl, text, func=self.insts[i].func if i < len(self.insts) else None)
        if label and i < len(self.insts):
            x.labels, self.insts[i].labels = self.insts[i].labels, []
            x.comments, self.insts[i].comments = self.insts[i].comments, []
        self.insts.insert(i, x)
        return x

    def remove(self, i):
        x = self.insts.pop(i)
        if i < len(self.insts):
            self.insts[i].labels = x.labels + self.insts[i].labels
            self.insts[i].comments = x.comments + self.insts[i].comments
        return x

    def move(self, i, j):
        """Moves instruction i to before the one now at j (its address stays
        behind with the instruction after it)."""
        x = self.insts[i]
        self.remove(i)
        if j > i:
            j -= 1
        x.labels, x.comments = [], []
        self.insts.insert(j, x)
        return x

    def function(self, start):
        """[first, last] indices of the function starting at the instruction
        at index start: up to its first RET (a function with one RET,
        laid out after its entry, as oa and ptxas lay theirs out)."""
        for k in range(start, len(self.insts)):
            if self.insts[k].text.startswith("RET"):
                return start, k
        raise ValueError("no RET after instruction %d" % start)

    def splice(self, first, last, other, ofirst, olast, func=None):
        """Replaces instructions first..last (a function) with instructions
        ofirst..olast of Kernel other (a function of another listing, such as
        ptxas's): their code addresses are moved out of this listing's range,
        and the first one takes the entry's address (the callers' target)."""
        OFF = 0x1000000
        new = []
        for x in other.insts[ofirst:olast + 1]:
            text = x.text
            for rx in (TARGET, RETADDR):
                m = rx.match(text)
                if m and (rx is TARGET or other._before_call(other.insts.index(x))):
                    text = m.group(1) + "0x%x" % (int(m.group(2), 16) + OFF) + m.group(3)
            new.append(Inst(x.ctrl, text, [a + OFF for a in x.labels], func))
        new[0].labels += self.insts[first].labels
        new[0].comments = self.insts[first].comments
        self.insts[first:last + 1] = new

    def lines(self):
        # The code ends in NOPs up to a multiple of 128 bytes, as oa-llc
        # writes it (oa-mc does not add them).
        while self.insts and self.insts[-1].text == "NOP" and not self.insts[-1].labels:
            self.insts.pop()
        while len(self.insts) % 8:
            self.insts.append(Inst("B------:R-:W-:Y:S00", "NOP"))
        # Old address -> new; a CALL's return address is the address after it.
        where = {}
        for n, x in enumerate(self.insts):
            for a in x.labels:
                where[a] = n * 16
        calls = {x.labels[0] + 16 for x in self.insts if x.text.startswith("CALL") and x.labels}
        out = list(self.header)
        for n, x in enumerate(self.insts):
            out += x.comments
            text = x.text
            m = TARGET.match(text)
            if m:
                text = m.group(1) + "0x%x" % where[int(m.group(2), 16)] + m.group(3)
            m = RETADDR.match(text)
            if m and int(m.group(2), 16) in calls and self._before_call(n):
                text = m.group(1) + "0x%x" % where[int(m.group(2), 16)] + m.group(3)
            out.append("        /*%04x*/ [%s] %s ;" % (n * 16, x.ctrl, text))
        return out + self.trailer

    def _before_call(self, n):
        return any(x.text.startswith("CALL") for x in self.insts[n + 1:n + 4])


class Listing:
    def __init__(self, text):
        self.pre = []
        self.kernels = []
        func = ""
        pending = []
        for line in text.splitlines():
            if line.startswith(".kernel"):
                self.kernels.append((line.split()[1], Kernel([line])))
                func = ""
                continue
            m = INST.match(line)
            if not self.kernels:
                self.pre.append(line)
            elif not m:
                k = self.kernels[-1][1]
                f = re.match(r"\s*// device function \S*?\$(\S+)$", line)
                if f:
                    func = f.group(1)
                if k.insts:
                    pending.append(line)
                else:
                    k.header.append(line)
            else:
                k = self.kernels[-1][1]
                k.insts.append(Inst(m.group(2), m.group(3).rstrip(" ;"), [int(m.group(1), 16)], func, pending))
                pending = []
        if pending and self.kernels:
            self.kernels[-1][1].trailer = pending

    def kernel(self, name):
        for n, k in self.kernels:
            if n == name:
                return k
        raise ValueError("no kernel " + name)

    def text(self):
        out = list(self.pre)
        for _, k in self.kernels:
            out += k.lines()
        return "\n".join(out) + "\n"


def nv_info(data):
    """{(section, attribute, first word): offset of the value} for the
    EIATTR records with a (symbol, value) pair in the cubin's .nv.info
    sections."""
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shnum, shstrndx = struct.unpack_from("<HH", data, 0x3C)
    secs = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + 64 * k) for k in range(shnum)]
    strtab = secs[shstrndx][4]
    got = {}
    for s in secs:
        name = data[strtab + s[0]:data.index(b"\0", strtab + s[0])].decode()
        if not name.startswith(".nv.info"):
            continue
        at, end = s[4], s[4] + s[5]
        while at + 4 <= end:
            fmt, attr = data[at], data[at + 1]
            size = struct.unpack_from("<H", data, at + 2)[0] if fmt == 4 else 0
            if fmt == 4 and size == 8:
                got[(name, attr, struct.unpack_from("<I", data, at + 4)[0])] = at + 8
            at += 4 + size
    return got


MIN_STACK_SIZE = 0x12


def assemble(text, path, oa_mc, like, mcpu="sm_90"):
    """Assembles text (a listing) into the cubin path with oa-mc, which does
    not know the stack the device functions' frames need: each kernel's
    EIATTR_MIN_STACK_SIZE is copied from the cubin like (oa-llc's)."""
    src = path + ".s"
    open(src, "w").write(text)
    p = subprocess.run([oa_mc, "--filetype=obj", "--mcpu=" + mcpu, src, "-o", path],
                       capture_output=True, text=True)
    if p.returncode:
        raise RuntimeError("oa-mc %s: %s" % (src, p.stderr.strip()))
    ref = open(like, "rb").read()
    data = bytearray(open(path, "rb").read())
    have = nv_info(data)
    for key, off in nv_info(ref).items():
        # A cubin of another compiler numbers its symbols differently (and
        # a launch description's "stack" gives the stack anyway).
        if key[1] == MIN_STACK_SIZE and key in have:
            data[have[key]:have[key] + 4] = ref[off:off + 4]
    open(path, "wb").write(bytes(data))
