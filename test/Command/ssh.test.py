"""Starts (or stops) an sshd on a free localhost port for ssh.test, with a
host key and a client key made in the test's directory; `start` writes DIR/ssh,
an ssh command that reaches it (for OA_SSH)."""
import os
import signal
import socket
import subprocess
import sys
import time

cmd, d = sys.argv[1], os.path.abspath(sys.argv[2])
pidfile = os.path.join(d, "serve.pid")
if cmd == "stop":
    if os.path.exists(pidfile):
        try:
            os.kill(int(open(pidfile).read()), signal.SIGTERM)
        except (ProcessLookupError, ValueError):
            pass
    sys.exit(0)
if cmd == "serve":
    # sshd in the foreground under this watchdog: a failing test that never
    # reaches `stop` still leaves no sshd behind after two minutes.
    sshd = subprocess.Popen(["/usr/sbin/sshd", "-D", "-f", os.path.join(d, "sshd_config"),
                             "-E", os.path.join(d, "sshd.log")])
    signal.signal(signal.SIGTERM, lambda *a: (sshd.terminate(), sys.exit(0)))
    with open(pidfile, "w") as f:
        f.write(str(os.getpid()))
    try:
        sshd.wait(timeout=120)
    except subprocess.TimeoutExpired:
        sshd.terminate()
    sys.exit(0)
for k in ("host_key", "client_key"):
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", os.path.join(d, k)], check=True)
os.chmod(d, 0o755)
with open(os.path.join(d, "client_key.pub")) as f, open(os.path.join(d, "authorized_keys"), "w") as g:
    g.write(f.read())
s = socket.socket()
s.bind(("127.0.0.1", 0))
port = s.getsockname()[1]
s.close()
conf = os.path.join(d, "sshd_config")
with open(conf, "w") as f:
    f.write(f"""Port {port}
ListenAddress 127.0.0.1
HostKey {d}/host_key
PidFile {d}/sshd.pid
AuthorizedKeysFile {d}/authorized_keys
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
""")
os.makedirs("/run/sshd", exist_ok=True)
subprocess.Popen([sys.executable, os.path.abspath(__file__), "serve", d], start_new_session=True,
                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
for _ in range(50):
    try:
        socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
        break
    except OSError:
        time.sleep(0.1)
wrapper = os.path.join(d, "ssh")
with open(wrapper, "w") as f:
    f.write(f"#!/bin/sh\nexec ssh -i {d}/client_key -o StrictHostKeyChecking=no "
            f"-o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -p {port} \"$@\"\n")
os.chmod(wrapper, 0o755)
