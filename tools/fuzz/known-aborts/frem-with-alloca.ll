; frem next to a stack object (oa-llc-fuzzer through llvm-reduce): the
; expansion's frexp/ldexp become calls.
; Cannot select: ch,glue = callseq_end.
define ptx_kernel void @k() {
  %r = frem float 0.000000e+00, 0.000000e+00
  %a = alloca ptr, align 8
  ret void
}
