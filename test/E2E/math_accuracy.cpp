// math_accuracy.cpp: lib/Headers/oa_cuda_math.h's transcendentals compiled
// for the host (their code is plain C over builtins; the NVVM approximations
// get libm stand-ins) and measured in ulp against long double libm on random
// arguments. Prints each function's worst error and "ok" when it is within
// the bound given here (docs/E2E.md lists the figures).
#define __device__
#define __host__
#define __forceinline__ inline
#define __OA_DEV static inline
static float __nvvm_ex2_approx_f(float x){return __builtin_exp2f(x);}
static float __nvvm_lg2_approx_f(float x){return __builtin_log2f(x);}
static float __nvvm_sin_approx_f(float x){return __builtin_sinf(x);}
static float __nvvm_cos_approx_f(float x){return __builtin_cosf(x);}
static float __nvvm_rcp_approx_ftz_f(float x){return 1.0f/x;}
static float __nvvm_div_approx_f(float a,float b){return a/b;}
static float __nvvm_saturate_f(float x){return x<0?0:x>1?1:x;}
static float __nvvm_fma_rn_sat_f(float a,float b,float c){float r=__builtin_fmaf(a,b,c); return !(r>0)?0:r<1?r:1;}
static float __nvvm_rsqrt_approx_f(float x){return 1.0f/__builtin_sqrtf(x);}
static double __nvvm_rsqrt_approx_d(double x){return 1.0/__builtin_sqrt(x);}
// MUFU.RCP64H: an estimate of the high word only (about 20 bits).
static double __nvvm_rcp_approx_ftz_d(double x){double r=1.0/x; unsigned long long b; __builtin_memcpy(&b,&r,8); b&=~0xffffffffull; __builtin_memcpy(&r,&b,8); return r;}
static float __nvvm_ex2_approx_ftz_f(float x){return __builtin_exp2f(x);}
static double __nvvm_ex2_approx_d(double x){return __builtin_exp2(x);}
static double __nvvm_lg2_approx_d(double x){return __builtin_log2(x);}
static float __nvvm_fabs_f(float x){return __builtin_fabsf(x);}
namespace oa {
#include "oa_cuda_math.h"
}
#include <cmath>
#include <cstdio>
#include <cstring>
#include <cstdint>
#include <initializer_list>
static double ulpf(float got, long double want){ float w=(float)want; if (std::isnan(got)&&std::isnan((double)want)) return 0; float nx=std::nextafter(std::fabs(w),INFINITY)-std::fabs(w); if(nx==0||std::isinf(nx)) nx=1e-45f; return (double)(std::fabs((long double)got-want)/nx);}
static double ulpd(double got, long double want){ double w=(double)want; double nx=std::nextafter(std::fabs(w),INFINITY)-std::fabs(w); return (double)(std::fabs((long double)got-want)/nx);}
int main(){
  uint64_t s=1; auto r=[&](){ s=s*6364136223846793005ull+1442695040888963407ull; return (double)(s>>11)*0x1p-53;};
  struct F{const char*n; float(*f)(float); long double(*ref)(long double); double lo,hi;} fs[]={
   {"expf",oa::expf,expl,-80,80},{"exp2f",oa::exp2f,exp2l,-100,100},{"logf",oa::logf,logl,1e-30,1e30},
   {"log2f",oa::log2f,log2l,1e-3,1e5},{"sinf",oa::sinf,sinl,-100,100},{"cosf",oa::cosf,cosl,-100,100},
   {"tanhf",oa::tanhf,tanhl,-10,10},{"tanf",oa::tanf,tanl,-1.5,1.5},{"erff",oa::erff,erfl,-4,4},{"log1pf",oa::log1pf,log1pl,-0.9,10},{"expm1f",oa::expm1f,expm1l,-10,10}};
  for(auto&f:fs){ double mx=0; float at=0; for(int i=0;i<2000000;i++){ float x; if(f.lo>0) x=(float)exp(log(f.lo)+(log(f.hi)-log(f.lo))*r()); else x=(float)(f.lo+(f.hi-f.lo)*r()); double u=ulpf(f.f(x),f.ref((long double)x)); if(u>mx){mx=u;at=x;} } printf("%-7s max %.2f ulp at %.9g %s\n",f.n,mx,at,mx<=3.0?"ok":"FAIL");}
  struct D{const char*n; double(*f)(double); long double(*ref)(long double); double lo,hi;} ds[]={{"exp",oa::exp,expl,-700,700},{"log",oa::log,logl,1e-300,1e300},{"sin",oa::sin,sinl,-100,100},{"cos",oa::cos,cosl,-100,100}};
  for(auto&f:ds){ double mx=0; double at=0; for(int i=0;i<1000000;i++){ double x; if(f.lo>0) x=exp(log(f.lo)+(log(f.hi)-log(f.lo))*r()); else x=(f.lo+(f.hi-f.lo)*r()); double u=ulpd(f.f(x),f.ref((long double)x)); if(u>mx){mx=u;at=x;} } printf("%-7s max %.2f ulp at %.17g %s\n",f.n,mx,at,mx<=2.0?"ok":"FAIL");}
  // sin/cos/tan of inf and NaN are NaN (the reductions take no branch for them).
  bool nan_ok=true;
  for(float x:{INFINITY,-INFINITY,NAN}) nan_ok=nan_ok&&std::isnan(oa::sinf(x))&&std::isnan(oa::cosf(x))&&std::isnan(oa::tanf(x))&&std::isnan(oa::sin((double)x))&&std::isnan(oa::cos((double)x));
  printf("sincos of inf/NaN %s\n",nan_ok?"ok":"FAIL");
}
