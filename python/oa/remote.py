"""Running a bundle on another machine over SSH: the bundle (manifest, cubins,
launches), oa's runtime tools (oa-run, and oa-emu when asked for) and
runner.py go over one `ssh ... tar -x`, the runner runs there, and the
results come back the same way.  Only `ssh` is needed on this side and
`python3` and `tar` on the host.  $OA_SSH replaces the ssh command (e.g. to
add -i KEY or -o options)."""
import io
import os
import re
import shlex
import subprocess
import tarfile

from . import tools
from .diag import UserError

HERE = os.path.dirname(os.path.abspath(__file__))


def parse(url):
    """ssh://[user@]host[:port] -> (destination, port)."""
    m = re.fullmatch(r"ssh://(?:([^@/]+)@)?([^:/]+)(?::(\d+))?/?", url)
    if not m:
        raise UserError(f"--backend must be 'local' or ssh://[user@]host[:port], got '{url}'", code=2)
    user, host, port = m.groups()
    return (f"{user}@{host}" if user else host), port


def ssh_cmd(dest, port):
    base = shlex.split(os.environ.get("OA_SSH", "ssh"))
    cmd = base + ["-o", "BatchMode=yes"]
    if port:
        cmd += ["-p", port]
    return cmd + [dest]


def _pack(bundle, device):
    """A gzipped tar of what the host needs."""
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for name in ("manifest.json", "cubin", "run"):
            p = os.path.join(bundle, name)
            if os.path.exists(p):
                tar.add(p, arcname=name)
        tar.add(os.path.join(HERE, "runner.py"), arcname="runner.py")
        needed = ["oa-run"] + (["oa-emu"] if device in ("emu", "auto") else [])
        for t in needed:
            p = tools.find(t, required=(t == "oa-run"))
            if p:
                tar.add(os.path.realpath(p), arcname=f"bin/{t}")
    return buf.getvalue()


def run(bundle, url, device="gpu", verify=False, results=None, keep=False, quiet=False):
    """Runs the bundle on the host; returns (exit status, results dir)."""
    dest, port = parse(url)
    ssh = ssh_cmd(dest, port)
    results = results or os.path.join(bundle, "results")

    def call(script, data=None, capture=True):
        try:
            return subprocess.run(ssh + [script], input=data, capture_output=capture, timeout=3600)
        except FileNotFoundError:
            raise UserError(f"'{ssh[0]}' not found: install an SSH client or set OA_SSH", code=2)
        except subprocess.TimeoutExpired:
            raise UserError(f"{dest}: no answer in an hour", code=1)

    r = call('d=$(mktemp -d "${TMPDIR:-/tmp}/oa-run.XXXXXX") && tar -C "$d" -xzf - && echo "$d"',
             _pack(bundle, device))
    if r.returncode != 0:
        raise UserError(f"cannot copy the bundle to {dest}: "
                        f"{r.stderr.decode(errors='replace').strip() or f'ssh exit {r.returncode}'}", code=1)
    rdir = r.stdout.decode().strip().splitlines()[-1]
    try:
        args = f"--device {device}" + (" --verify" if verify else "")
        r = call(f"cd {shlex.quote(rdir)} && command -v python3 >/dev/null || exit 127; "
                 f"python3 runner.py . {args} --results results")
        err = r.stderr.decode(errors="replace")
        if not quiet and err:
            import sys
            sys.stderr.write("".join(f"[{dest}] {l}\n" for l in err.splitlines()))
        if r.returncode == 127:
            raise UserError(f"{dest} has no python3 (the bundle runner needs it)", code=1)
        if r.returncode == 3:
            raise UserError(f"{dest} cannot run the kernels: {err.strip().splitlines()[-1] if err.strip() else 'no GPU'}"
                            " (oa run --device emu runs them in oa-emu there instead)", code=3)
        if r.returncode == 255:
            raise UserError(f"ssh to {dest} failed: {err.strip()}", code=1)
        status = r.returncode
        f = call(f"tar -C {shlex.quote(rdir)} -czf - results")
        if f.returncode != 0:
            raise UserError(f"cannot fetch the results from {dest}: {f.stderr.decode(errors='replace').strip()}")
        os.makedirs(results, exist_ok=True)
        with tarfile.open(fileobj=io.BytesIO(f.stdout), mode="r:gz") as tar:
            for m in tar.getmembers():
                if not (m.isfile() or m.isdir()) or m.name.startswith("/") or ".." in m.name.split("/"):
                    continue
                m.name = os.path.relpath(m.name, "results")
                if m.name == ".":
                    continue
                tar.extract(m, results, filter="data") if hasattr(tarfile, "data_filter") else tar.extract(m, results)
        return status, results
    finally:
        if not keep:
            call(f"rm -rf {shlex.quote(rdir)}")
