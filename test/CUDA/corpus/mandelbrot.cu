// Escape-time Mandelbrot with a data-dependent loop and uchar4 output.
#include <cuda_runtime.h>

__global__ void mandelbrot(uchar4 *img, int w, int h, float x0, float y0, float scale, int maxIter) {
  int px = blockIdx.x * blockDim.x + threadIdx.x;
  int py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= w || py >= h)
    return;
  float cr = x0 + px * scale, ci = y0 + py * scale, zr = 0, zi = 0;
  int it = 0;
  while (zr * zr + zi * zi < 4.0f && it < maxIter) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    ++it;
  }
  unsigned char c = (unsigned char)(255 * it / maxIter);
  img[py * w + px] = make_uchar4(c, c / 2, 255 - c, 255);
}
