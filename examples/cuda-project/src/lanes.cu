// Inline PTX: oa-cc translates the asm statement (here a special register
// read, S2R SR_LTMASK) instead of rejecting it.
extern "C" __global__ void lane_mask(unsigned *out) {
  unsigned m;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(m));
  out[threadIdx.x] = m;
}
