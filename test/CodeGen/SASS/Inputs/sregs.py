"""sregs.py sregs|cluster OUT: checks what Inputs/sregs.ll (2 CTAs of 64
threads, 8 words each) or Inputs/cluster.ll (3 x 2 CTAs of 64 threads, 16
words each; a launch without clusters) wrote in oa-emu, whose machine has
64 warp slots per SM, 108 SMs on sm_80 and 132 on sm_90, grid id 0."""
import struct
import sys

kind, out = sys.argv[1], sys.argv[2]
sm = int(sys.argv[3]) if len(sys.argv) > 3 else 90
bad = []
if kind == "sregs":
    o = struct.unpack("1024i", open(out + "/o.bin", "rb").read())
    for g in range(128):
        t = g % 64
        want = [t // 32, 64, 108 if sm == 80 else 132, 0, 0, 0, 0, 0]
        if list(o[g * 8:g * 8 + 8]) != want:
            bad.append((g, o[g * 8:g * 8 + 8], want))
else:
    o = struct.unpack("6144i", open(out + "/o.bin", "rb").read())
    for g in range(384):
        cta, t = divmod(g, 64)
        cy, cx = divmod(cta, 3)
        # clusterid, nclusterid, cluster_ctaid, cluster_nctaid.x/z, ctarank,
        # nctarank, is_explicit_cluster, clusterid.w, getctarank(mapa(p, 0)),
        # the other warp's word after barrier.cluster, getctarank of the
        # mapped shared::cluster address and its distance from the original.
        want = [cx, cy, 3, 2, 0, 0, 1, 1, 0, 1, 0, 0, 0, 1000 + (g ^ 32), 0, 0]
        if list(o[g * 16:g * 16 + 16]) != want:
            bad.append((g, o[g * 16:g * 16 + 16], want))
print(f"{kind} ok" if not bad else f"{kind} WRONG {bad[:4]}")
