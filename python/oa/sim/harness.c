/* harness.c - runs oa's NVPTX kernels on the CPU, for checking the MLIR
 * lowering without a GPU.
 *
 * The kernels' LLVM IR is recompiled for the host (sim.py renames each
 * llvm.nvvm.* intrinsic to a sim_nvvm_* function defined here).  Each CUDA
 * thread of a block is a ucontext coroutine; barriers and warp shuffles
 * yield to a round-robin scheduler until every thread of the block (warp)
 * has arrived.  Blocks run one after another, so the kernel's static
 * shared-memory globals serve every block in turn.  This checks the
 * lowering's arithmetic, indexing and synchronisation, not the backend.
 */
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>

typedef struct {
  ucontext_t ctx;
  int tx, ty, tz, done;
  unsigned nbar, nshfl;
} Thr;

static Thr *thr;
static int nthr;
static int gdim[3], bidx[3], bdim[3];
static Thr *cur;
static ucontext_t sched;
static float slot[2][1024];
static void *kfn;
static int knargs;
static void **kargs;
static const size_t kStack = 64 * 1024;
static char *stacks;

int sim_nvvm_read_ptx_sreg_tid_x(void) { return cur->tx; }
int sim_nvvm_read_ptx_sreg_tid_y(void) { return cur->ty; }
int sim_nvvm_read_ptx_sreg_tid_z(void) { return cur->tz; }
int sim_nvvm_read_ptx_sreg_ctaid_x(void) { return bidx[0]; }
int sim_nvvm_read_ptx_sreg_ctaid_y(void) { return bidx[1]; }
int sim_nvvm_read_ptx_sreg_ctaid_z(void) { return bidx[2]; }
int sim_nvvm_read_ptx_sreg_nctaid_x(void) { return gdim[0]; }
int sim_nvvm_read_ptx_sreg_nctaid_y(void) { return gdim[1]; }
int sim_nvvm_read_ptx_sreg_nctaid_z(void) { return gdim[2]; }
int sim_nvvm_read_ptx_sreg_ntid_x(void) { return bdim[0]; }
int sim_nvvm_read_ptx_sreg_ntid_y(void) { return bdim[1]; }
int sim_nvvm_read_ptx_sreg_ntid_z(void) { return bdim[2]; }
float sim_nvvm_ex2_approx_ftz_f32(float x) { return exp2f(x); }
float sim_nvvm_rsqrt_approx_ftz_f(float x) { return 1.0f / sqrtf(x); }

/* Yields until every thread in [lo, hi) has passed `count` on the counter
 * at `off` (or finished). */
static void waitAll(int lo, int hi, size_t off, unsigned count) {
  for (;;) {
    int ready = 1;
    for (int i = lo; i < hi && ready; ++i)
      ready = thr[i].done || *(unsigned *)((char *)&thr[i] + off) >= count;
    if (ready)
      return;
    swapcontext(&cur->ctx, &sched);
  }
}

void sim_nvvm_barrier_cta_sync_aligned_all(int id) {
  (void)id;
  unsigned n = ++cur->nbar;
  waitAll(0, nthr, offsetof(Thr, nbar), n);
}
void sim_nvvm_barrier0(void) { sim_nvvm_barrier_cta_sync_aligned_all(0); }

float sim_nvvm_shfl_sync_bfly_f32(int mask, float v, int laneMask, int clamp) {
  (void)mask, (void)clamp;
  int t = (int)(cur - thr);
  unsigned n = ++cur->nshfl;
  slot[n & 1][t] = v;
  int lo = t & ~31, hi = lo + 32 < nthr ? lo + 32 : nthr;
  waitAll(lo, hi, offsetof(Thr, nshfl), n);
  int src = lo | ((t & 31) ^ laneMask);
  return src < nthr ? slot[n & 1][src] : v;
}

typedef void (*K1)(void *);
typedef void (*K2)(void *, void *);
typedef void (*K3)(void *, void *, void *);
typedef void (*K4)(void *, void *, void *, void *);
typedef void (*K5)(void *, void *, void *, void *, void *);
typedef void (*K6)(void *, void *, void *, void *, void *, void *);
typedef void (*K7)(void *, void *, void *, void *, void *, void *, void *);
typedef void (*K8)(void *, void *, void *, void *, void *, void *, void *, void *);

static void entry(void) {
  void **a = kargs;
  switch (knargs) {
  case 1: ((K1)kfn)(a[0]); break;
  case 2: ((K2)kfn)(a[0], a[1]); break;
  case 3: ((K3)kfn)(a[0], a[1], a[2]); break;
  case 4: ((K4)kfn)(a[0], a[1], a[2], a[3]); break;
  case 5: ((K5)kfn)(a[0], a[1], a[2], a[3], a[4]); break;
  case 6: ((K6)kfn)(a[0], a[1], a[2], a[3], a[4], a[5]); break;
  case 7: ((K7)kfn)(a[0], a[1], a[2], a[3], a[4], a[5], a[6]); break;
  case 8: ((K8)kfn)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]); break;
  }
  cur->done = 1;
}

/* Runs kernel `fn` (pointer arguments only) over the grid; 0 on success. */
int sim_launch(void *fn, int gx, int gy, int gz, int bx, int by, int bz, int nargs,
               void **args) {
  if (nargs < 1 || nargs > 8 || bx * by * bz > 1024)
    return 1;
  kfn = fn, knargs = nargs, kargs = args;
  gdim[0] = gx, gdim[1] = gy, gdim[2] = gz;
  bdim[0] = bx, bdim[1] = by, bdim[2] = bz;
  nthr = bx * by * bz;
  thr = calloc(nthr, sizeof(Thr));
  stacks = malloc(kStack * nthr);
  for (bidx[2] = 0; bidx[2] < gz; ++bidx[2])
    for (bidx[1] = 0; bidx[1] < gy; ++bidx[1])
      for (bidx[0] = 0; bidx[0] < gx; ++bidx[0]) {
        for (int i = 0; i < nthr; ++i) {
          Thr *t = &thr[i];
          memset(t, 0, sizeof(*t));
          t->tx = i % bx, t->ty = (i / bx) % by, t->tz = i / (bx * by);
          getcontext(&t->ctx);
          t->ctx.uc_stack.ss_sp = stacks + kStack * i;
          t->ctx.uc_stack.ss_size = kStack;
          t->ctx.uc_link = &sched;
          makecontext(&t->ctx, entry, 0);
        }
        for (int live = nthr; live;) {
          live = 0;
          for (int i = 0; i < nthr; ++i)
            if (!thr[i].done) {
              cur = &thr[i];
              swapcontext(&sched, &thr[i].ctx);
              live += !thr[i].done;
            }
        }
      }
  free(stacks);
  free(thr);
  return 0;
}
