#pragma once
#define API_BIAS 1.0f
