// A real-world kernel shape: compiled, validated and given to IGC (no run).
// options: -device tgllp
kernel void mandelbrot(global uchar4 *out, float x0, float y0, float dx, float dy, uint maxit)
{
	int px = get_global_id(0), py = get_global_id(1), w = get_global_size(0);
	float cr = x0 + px * dx, ci = y0 + py * dy, zr = 0, zi = 0;
	uint it = 0;
	while (zr * zr + zi * zi < 4.0f && it < maxit) {
		float t = zr * zr - zi * zi + cr;
		zi = 2.0f * zr * zi + ci;
		zr = t;
		it++;
	}
	uchar c = (uchar)(255 * it / maxit);
	out[py * w + px] = (uchar4)(c, c, c, 255);
}
