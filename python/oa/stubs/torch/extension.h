// oa's host-only stand-in for <torch/extension.h> (types.h says why).
#pragma once
#include "types.h"
