#pragma once
#include "kernels/naive.cuh"
