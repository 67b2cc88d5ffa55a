# rc.py N CMD...: runs CMD, passes its output through, and succeeds only if
# CMD exits with status N (lit's "not" cannot tell 1 from 3).
import subprocess
import sys

want = int(sys.argv[1])
rc = subprocess.call(sys.argv[2:])
if rc != want:
    sys.stderr.write(f"rc.py: expected exit {want}, got {rc}\n")
    sys.exit(1)
