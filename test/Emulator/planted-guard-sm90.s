// Planted bug: vadd-sm90.s with the ISETP's stall cut from 13 to 12 cycles,
// so the EXIT it guards reads P0 too soon (ptxas never guards sooner than 13
// cycles after the predicate's producer).  It is the only hazard reported;
// vadd-sm90.s itself runs clean.
// RUN: sed 's/Y:S13\] ISETP/Y:S12] ISETP/' %S/vadd-sm90.s > %t.s
// RUN: oa-mc -mcpu=sm_90 -filetype=obj %t.s -o %t.cubin
// RUN: not oa-emu --cubin %t.cubin %S/Inputs/vadd-small.json 2>&1 | FileCheck %s --implicit-check-not=hazard:
// CHECK: hazard: EXIT at /*0070*/: reads P0 as its guard 12 cycles after ISETP at /*0060*/ wrote it; a guard needs 13 (missing stall cycles)
