"""Diagnostic variants of one GEMM kernel for the H200 (used by
build_gemm_bundle.py --diag, here, where LLVM and oa are built).

Each variant is a cubin of the same kernel and launch; run side by side on
the GPU they tell where a wrong result comes from:

  oa            oa-llc -O3 (what the lowering ships)
  oa-O0         oa-llc -O0
  nvptx         the same LLVM IR through LLVM's NVPTX backend and ptxas:
                right there and wrong in oa's build means oa's backend
  stall-FAM     oa's listing with the stall of one instruction family
                raised to 15 (its results get more time)
  ldsnop        three `@!PT LDS RZ, [RZ]` before each run of LDGSTS, as
                ptxas writes on sm_90
  depbar0       every cp.async.wait_group waits for all groups
  noyield       the yield bit cleared except on branches and EXIT
  ldgsts4       every LDGSTS followed by at least 4 cycles (the gap ptxas
                keeps before the next memory instruction)
  depbar4       ldgsts4, and every DEPBAR.LE followed by at least 4 cycles
                (ptxas's S04)
  reuse         .reuse on an HMMA's A (or B) operand when the next instruction
                is an HMMA reading the same register in that slot (ptxas's
                operand-reuse flags, which oa-llc does not set), with the
                yield bit cleared on it as ptxas does (the decoder rejects
                reuse with yield)
"""
import os
import re
import shutil
import subprocess

CTRL = re.compile(r"\[B([-0-9]{6}):R(.):W(.):(.):S(\d\d)\]")
ADDR = re.compile(r"/\*([0-9a-f]{4,})\*/")
TARGET = re.compile(r"\b(BRA|BSSY B\d+,|CALL\.REL(?:\.NOINC)?|BREAK|JMP)\s+(0x[0-9a-f]+)")
FAMILIES = {"hmma": r"HMMA", "ldsm": r"LDSM", "ldgsts": r"LDGSTS|LDGDEPBAR|DEPBAR", "bar": r"BAR",
            "all": r"[A-Z0-9]+", "copy": r"LDGSTS", "commit": r"LDGDEPBAR", "wait": r"DEPBAR"}
NOP_LDS = "        [B------:R-:W-:-:S01] @!PT LDS RZ, [RZ] ;"


def opcode(line):
    m = CTRL.search(line)
    if not m:
        return None
    rest = line[m.end():].strip()
    if rest.startswith("@"):
        rest = rest.split(None, 1)[1]
    return rest.split()[0].split(".")[0].rstrip(";")


def relink(lines):
    """Renumbers a listing after instructions were inserted: branch and
    BSSY targets follow the instruction they named."""
    old_to_new, pc, out = {}, 0, []
    for line in lines:
        if CTRL.search(line):
            m = ADDR.search(line)
            if m:
                old_to_new[int(m.group(1), 16)] = pc
            pc += 16
    for line in lines:
        def fix(m):
            t = int(m.group(2), 16)
            return f"{m.group(1)} {hex(old_to_new.get(t, t))}"
        out.append(TARGET.sub(fix, line) if CTRL.search(line) else line)
    return out


def stall(lines, rx):
    out = []
    for line in lines:
        op = opcode(line)
        if op and re.fullmatch(rx, op):
            line = CTRL.sub(lambda m: f"[B{m.group(1)}:R{m.group(2)}:W{m.group(3)}:{m.group(4)}:S15]",
                            line, count=1)
        out.append(line)
    return out


def ldsnop(lines):
    out, prev = [], None
    for line in lines:
        op = opcode(line)
        if op == "LDGSTS" and prev != "LDGSTS":
            out += [NOP_LDS] * 3
        if op:
            prev = op
        out.append(line)
    return relink(out)


def ldgsts4(lines, ops=("LDGSTS",)):
    out = []
    for line in lines:
        if opcode(line) in ops:
            line = CTRL.sub(lambda m: f"[B{m.group(1)}:R{m.group(2)}:W{m.group(3)}:{m.group(4)}:"
                            f"S{max(int(m.group(5)), 4):02d}]", line, count=1)
        out.append(line)
    return out


def depbar0(lines):
    return [re.sub(r"DEPBAR\.LE SB0, 0x[0-9a-f]+", "DEPBAR.LE SB0, 0x0", l) for l in lines]


def noyield(lines):
    out = []
    for line in lines:
        op = opcode(line)
        if op and op not in ("BRA", "EXIT"):
            line = CTRL.sub(lambda m: f"[B{m.group(1)}:R{m.group(2)}:W{m.group(3)}:-:S{m.group(5)}]",
                            line, count=1)
        out.append(line)
    return out


HMMA_OPS = re.compile(r"(HMMA\.\S+\s+R\d+,\s*)(R\d+)(\.reuse)?(,\s*)(R\d+)(\.reuse)?")


def reuse(lines):
    idx = [i for i, l in enumerate(lines) if opcode(l)]
    out = list(lines)
    for a, b in zip(idx, idx[1:]):
        if opcode(lines[a]) != "HMMA" or opcode(lines[b]) != "HMMA":
            continue
        m1, m2 = HMMA_OPS.search(lines[a]), HMMA_OPS.search(lines[b])
        if not m1 or not m2:
            continue
        ra = ".reuse" if m1.group(2) == m2.group(2) else (m1.group(3) or "")
        rb = ".reuse" if m1.group(5) == m2.group(5) else (m1.group(6) or "")
        line = lines[a][:m1.start()] + m1.group(1) + m1.group(2) + ra + m1.group(4) + \
            m1.group(5) + rb + lines[a][m1.end():]
        if ".reuse" in ra + rb:
            line = CTRL.sub(lambda m: f"[B{m.group(1)}:R{m.group(2)}:W{m.group(3)}:-:S{m.group(5)}]",
                            line, count=1)
        out[a] = line
    return out


def ptxas_path():
    """$PTXAS, else the oracle utils/fetch-ptxas.sh puts in .deps, else PATH's."""
    deps = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), ".deps",
                        "ptxas", "bin", "ptxas")
    return os.environ.get("PTXAS") or (deps if os.path.exists(deps) else "ptxas")


def build(ll, work, build_dir, sm, names):
    """Writes WORK/<variant>.cubin for each name of `names` from the LLVM IR
    file `ll`; returns {name: path or error text}."""
    llc = os.path.join(build_dir, "bin", "oa-llc")
    mc = os.path.join(build_dir, "bin", "oa-mc")
    os.makedirs(work, exist_ok=True)
    res = {}
    asm = os.path.join(work, "oa.s")
    subprocess.run([llc, f"-mcpu=sm_{sm}", "-O3", "-filetype=asm", ll, "-o", asm], check=True)
    lines = open(asm).read().split("\n")
    for name in names:
        out = os.path.join(work, name + ".cubin")
        try:
            if name == "oa":
                subprocess.run([llc, f"-mcpu=sm_{sm}", "-O3", "-filetype=obj", ll, "-o", out],
                               check=True, capture_output=True)
            elif name == "oa-O0":
                subprocess.run([llc, f"-mcpu=sm_{sm}", "-O0", "-filetype=obj", ll, "-o", out],
                               check=True, capture_output=True)
            elif name == "nvptx":
                ptx = os.path.join(work, "nvptx.ptx")
                llc22 = shutil.which("llc-22") or shutil.which("llc")
                # sm_90a: wgmma and setmaxnreg are the arch-specific features.
                arch = f"sm_{sm}a" if int(sm) == 90 else f"sm_{sm}"
                subprocess.run([llc22, "-march=nvptx64", f"-mcpu={arch}", "-mattr=+ptx80", "-O3",
                                ll, "-o", ptx], check=True, capture_output=True)
                subprocess.run([ptxas_path(), f"-arch={arch}", ptx, "-o", out],
                               check=True, capture_output=True)
            else:
                if name.startswith("stall-"):
                    text = stall(lines, FAMILIES[name[6:]])
                elif name == "ldsnop":
                    text = ldsnop(lines)
                elif name == "depbar0":
                    text = depbar0(lines)
                elif name == "noyield":
                    text = noyield(lines)
                elif name == "ldgsts4":
                    text = ldgsts4(lines)
                elif name == "depbar4":
                    text = ldgsts4(lines, ("LDGSTS", "DEPBAR"))
                elif name == "reuse":
                    text = reuse(lines)
                else:
                    raise ValueError(f"unknown variant {name}")
                s = os.path.join(work, name + ".s")
                with open(s, "w") as f:
                    f.write("\n".join(text))
                subprocess.run([mc, f"-mcpu=sm_{sm}", "-filetype=obj", s, "-o", out], check=True,
                               capture_output=True)
            res[name] = out
        except (subprocess.CalledProcessError, OSError, ValueError) as e:
            err = getattr(e, "stderr", b"") or b""
            res[name] = f"error: {e} {err.decode(errors='replace')[:300]}"
    return res
