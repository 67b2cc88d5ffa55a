// oa's host-only stand-in for <ATen/ATen.h> (torch/types.h says why).
#pragma once
#include "../torch/types.h"
