/*===-- oa/Runtime/oa_runtime.h - C API of oa's launch plans -----*- C -*-===*\
|*                                                                            *|
|* A launch plan is a fixed sequence of kernel launches over a fixed set of  *|
|* device buffers (a bundle function: docs/Training.md).  It is built once   *|
|* (kernels resolved from one cubin image, each launch's grid, block and     *|
|* buffer arguments), bound to device pointers, and run on a stream: either  *|
|* launch by launch, or as a CUDA graph captured at the first run after a    *|
|* bind and replayed afterwards.  Python calls it through ctypes             *|
|* (python/oa/torch/cudart.py); the library needs only libc and libdl, and   *|
|* opens libcuda.so.1 (or $OA_LIBCUDA) at run time.                          *|
|* Every function returns 0 on success, else non-zero with a message that    *|
|* oa_rt_last_error() returns (per thread).                                  *|
\*===----------------------------------------------------------------------===*/
#ifndef OA_RUNTIME_OA_RUNTIME_H
#define OA_RUNTIME_OA_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define OA_RT_API __attribute__((visibility("default")))
#else
#define OA_RT_API
#endif

typedef struct oa_rt_plan oa_rt_plan;

/* The message of the last failure on this thread ("" when none). */
OA_RT_API const char *oa_rt_last_error(void);

/* Loads `cubin` (size bytes) into the current context (or the primary
   context of device 0 when none is current) and makes a plan of
   `nlaunches` launches over `nbuffers` buffers. */
OA_RT_API int oa_rt_plan_create(const void *cubin, size_t size, int nlaunches, int nbuffers,
                      oa_rt_plan **out);
/* Launch i: kernel name, grid and block (3 each), static shared bytes, and
   its arguments as buffer indices (each passed as a device pointer). */
OA_RT_API int oa_rt_plan_set_launch(oa_rt_plan *p, int i, const char *kernel, const unsigned *grid,
                          const unsigned *block, unsigned shared, int nargs,
                          const int *buffers);
/* Device pointers of all buffers.  A change drops the captured graph. */
OA_RT_API int oa_rt_plan_bind(oa_rt_plan *p, const uint64_t *ptrs);
/* Runs the launches in order on `stream` (a CUstream; 0 is the legacy
   default stream).  With use_graph, the first run after a bind captures
   them on a private stream into a graph, and every run launches the graph
   on `stream`. */
OA_RT_API int oa_rt_plan_run(oa_rt_plan *p, void *stream, int use_graph);
/* How many graphs the plan has captured (1 per bind that changed pointers). */
OA_RT_API int oa_rt_plan_captures(const oa_rt_plan *p);
OA_RT_API void oa_rt_plan_destroy(oa_rt_plan *p);

#ifdef __cplusplus
}
#endif

#endif
