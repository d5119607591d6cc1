#include "helpers.h"

constant float WEIGHTS[4] = {0.0f, 0.25f, 0.5f, 1.0f};
