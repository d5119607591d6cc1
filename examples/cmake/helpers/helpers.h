/* helpers.h — what the helpers library (lerp.cl, weights.cl) defines, for
 * the kernels that link it (blend.cl). */
#ifndef HELPERS_H
#define HELPERS_H

float lerp(float a, float b, float t);
extern constant float WEIGHTS[4];

#endif
