// oa's host-only stand-in for OpenMP's <omp.h> (oa-cc compiles the device
// side; clang finds no omp.h where gcc, nvcc's host compiler, has its own).
// Declared only: the host side is never compiled to code, and without
// -fopenmp the `#pragma omp` lines are ignored.
#pragma once
#ifdef __cplusplus
extern "C" {
#endif
int omp_get_max_threads(void);
int omp_get_num_threads(void);
int omp_get_thread_num(void);
int omp_get_num_procs(void);
void omp_set_num_threads(int);
int omp_in_parallel(void);
double omp_get_wtime(void);
#ifdef __cplusplus
}
#endif
