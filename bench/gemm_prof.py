#!/usr/bin/env python3
"""Profiles GEMM kernels of the bundle with ncu next to cuBLAS's and
Triton's, and writes Triton's SASS, on the GPU host:

    python3 BUNDLE/gemm_prof.py --out DIR [--cases CASE,...] [--shape linear-f16-4096x4096x4096]

DIR gets ncu.txt (per kernel: speed of light, compute and memory workload
with shared-memory bank conflicts, warp-state stall reasons, scheduler
statistics, occupancy, launch statistics, plus tensor-pipe and LDSM
metrics), triton.sass (Triton's kernel for the shape with the
configuration its autotuner picks, disassembled with nvdisasm), and
prof.json (Triton's configuration, registers, spills; the kernels
profiled).  Each kernel is profiled on one launch after warm-up
(`--launch NAME` is the child process ncu runs).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

SECTIONS = ["SpeedOfLight", "ComputeWorkloadAnalysis", "MemoryWorkloadAnalysis",
            "MemoryWorkloadAnalysis_Tables", "WarpStateStats", "SchedulerStats", "Occupancy",
            "LaunchStats", "InstructionStats"]
METRICS = ["sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active",
           "sm__inst_executed_pipe_tensor_op_hmma.avg.pct_of_peak_sustained_active",
           "sm__pipe_tensor_op_gmma_cycles_active.avg.pct_of_peak_sustained_active",
           "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
           "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
           "l1tex__data_pipe_lsu_wavefronts_mem_shared.sum",
           "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
           "sm__cycles_active.avg", "smsp__cycles_active.avg", "sm__warps_active.avg.pct_of_peak_sustained_active",
           "smsp__inst_executed.sum", "smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_short_scoreboard_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_math_pipe_throttle_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_mio_throttle_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_wait_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_dispatch_stall_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_not_selected_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_selected_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_lg_throttle_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_tex_throttle_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_branch_resolving_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_no_instruction_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_membar_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_sleeping_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_misc_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_drain_per_issue_active.ratio",
           "smsp__average_warps_issue_stalled_imc_miss_per_issue_active.ratio"]


def shape_inputs(shape):
    """linear-f16-MxNxK -> (op, dtype, m, n, k)."""
    op, dt, mnk = shape.split("-")[:3]
    m, n, k = map(int, mnk.split("x"))
    return op, dt, m, n, k


def launch(args):
    """Child under ncu: warm up, then the profiled launch (the last one)."""
    import torch
    import gemm_peers as peers
    import gemm_run as run
    what = args.launch
    if what.startswith("oa:"):
        with open(os.path.join(HERE, "manifest.json")) as f:
            c = json.load(f)["cases"][what[3:]]
        ins = run.inputs(c["op"], tuple(c["mnk"]), c["dtype"], c.get("extra", {}), 1)
        out = torch.empty(run.out_shape(c["op"], tuple(c["mnk"]), c.get("extra", {})),
                          dtype=run.TORCH_DTYPE[c["dtype"]], device="cuda")
        ns = argparse.Namespace(bundle=HERE)
        _, fn = run.oa_launcher(ns, what[3:], c, dict(ins, y=out))
    else:
        kind, shape = what.split(":", 1)
        op, dt, m, n, k = shape_inputs(shape)
        ins = run.inputs(op, (m, n, k), dt, {}, 1)
        order = list(ins.values())
        if kind == "cublas":
            fn = peers.eager_fn(op, order, {})
        else:
            cfg = json.loads(args.config)
            fn = triton_fixed(op, order, cfg)[0]
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    return 0


def triton_fixed(op, ins, cfg):
    """Triton's matmul with one configuration (no autotuning): (launcher, compiled)."""
    import torch
    import triton
    import gemm_peers as peers
    a = ins[0]
    b = ins[1].t() if op == "linear" else ins[1]
    m, k = a.shape
    n = b.shape[1]
    c = torch.empty((m, n), dtype=a.dtype, device=a.device)
    grid = (triton.cdiv(m, cfg["BM"]) * triton.cdiv(n, cfg["BN"]),)
    meta = dict(BM=cfg["BM"], BN=cfg["BN"], BK=cfg["BK"], GROUP=cfg["GROUP"],
                num_warps=cfg["num_warps"], num_stages=cfg["num_stages"])
    fn = peers._matmul.fn

    def go():
        return fn[grid](a, b, c, m, n, k, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                        c.stride(0), c.stride(1), **meta)
    return go, go()


def triton_best(shape, out):
    """Autotunes Triton's matmul on the shape, writes its SASS; returns the config."""
    import torch
    import gemm_peers as peers
    import gemm_run as run
    op, dt, m, n, k = shape_inputs(shape)
    ins = list(run.inputs(op, (m, n, k), dt, {}, 1).values())
    fn, _ = peers.triton_fn(op, ins, {})
    fn()
    torch.cuda.synchronize()
    bc = peers._matmul.best_config
    cfg = dict(bc.kwargs, num_warps=bc.num_warps, num_stages=bc.num_stages)
    _, compiled = triton_fixed(op, ins, cfg)
    info = {"config": cfg}
    for key in ("n_regs", "n_spills"):
        info[key] = getattr(compiled, key, None)
    info["shared"] = getattr(getattr(compiled, "metadata", None), "shared", None)
    asm = getattr(compiled, "asm", {})
    cubin = asm.get("cubin")
    if cubin:
        path = os.path.join(out, "triton.cubin")
        with open(path, "wb") as f:
            f.write(cubin)
        tool = shutil.which("nvdisasm") or "/usr/local/cuda/bin/nvdisasm"
        r = subprocess.run([tool, "-c", "-g", path], capture_output=True, text=True)
        if r.returncode != 0:  # an older form without line info
            r = subprocess.run([tool, "-c", path], capture_output=True, text=True)
        with open(os.path.join(out, "triton.sass"), "w") as f:
            f.write(r.stdout or r.stderr)
        os.remove(path)
    return info


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out")
    ap.add_argument("--cases", default="", help="bundle cases to profile (default: the shape's "
                    "default case and its @variants)")
    ap.add_argument("--shape", default="linear-f16-4096x4096x4096")
    ap.add_argument("--launch", help=argparse.SUPPRESS)
    ap.add_argument("--config", help=argparse.SUPPRESS)
    ap.add_argument("--ncu", default=shutil.which("ncu") or "/usr/local/cuda/bin/ncu")
    args = ap.parse_args()
    if args.launch:
        return launch(args)
    if not args.out:
        ap.error("--out is required")
    os.makedirs(args.out, exist_ok=True)
    t0 = time.time()
    # Triton first (its autotuning is not profiled).
    r = subprocess.run([sys.executable, "-c",
                        "import sys, json; sys.path.insert(0, %r); import gemm_prof as g; "
                        "print('CFG', json.dumps(g.triton_best(%r, %r), default=str))"
                        % (HERE, args.shape, args.out)], capture_output=True, text=True)
    info = {"triton": None, "profiled": []}
    for line in r.stdout.splitlines():
        if line.startswith("CFG "):
            info["triton"] = json.loads(line[4:])
    if info["triton"] is None:
        print("triton: " + (r.stderr[-2000:] or r.stdout[-2000:]), file=sys.stderr)
    print(f"triton: {info['triton']} ({time.time() - t0:.0f} s)", flush=True)
    with open(os.path.join(HERE, "manifest.json")) as f:
        manifest = json.load(f)
    cases = [c for c in args.cases.split(",") if c] or \
        [n for n in manifest["cases"] if n == args.shape or n.startswith(args.shape + "@")]
    targets = [("oa:" + c, manifest["cases"][c]["kernel"]) for c in cases]
    targets.append(("cublas:" + args.shape, "gemm|xmma|cutlass|nvjet|sm90|sm80"))
    if info["triton"]:
        targets.append(("triton:" + args.shape, "_matmul"))
    with open(os.path.join(args.out, "ncu.txt"), "w") as log:
        for what, kernel in targets:
            # Sections and metrics in one pass; without the metrics if ncu
            # does not know one of them.
            sections = [x for s in SECTIONS for x in ("--section", s)]
            for extra in (sections + ["--metrics", ",".join(METRICS)], sections):
                cmd = [args.ncu, "-k", "regex:" + kernel, "--launch-skip", "2", "-c", "1"] + extra
                cmd += [sys.executable, os.path.abspath(__file__), "--launch", what]
                if what.startswith("triton:"):
                    cmd += ["--config", json.dumps(info["triton"]["config"])]
                log.write(f"\n===== {what} ({kernel}) =====\n$ {' '.join(cmd)}\n")
                log.flush()
                p = subprocess.run(cmd, capture_output=True, text=True, timeout=240)
                log.write(p.stdout + (("\n" + p.stderr[-3000:]) if p.returncode else ""))
                log.flush()
                if p.returncode == 0:
                    break
            info["profiled"].append(what)
            print(f"ncu {what} ({time.time() - t0:.0f} s)", flush=True)
    with open(os.path.join(args.out, "prof.json"), "w") as f:
        json.dump(info, f, indent=1, default=str)
    print(f"wrote {args.out}/ncu.txt, triton.sass, prof.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
