// oa's host-only stand-in for <torch/all.h> (types.h says why).
#pragma once
#include "types.h"
