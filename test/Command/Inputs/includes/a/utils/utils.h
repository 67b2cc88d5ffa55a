#pragma once
#define A_SCALE 2.0f
