import { describe, expect, it } from "vitest";
import { dotProducts } from "./dot-products.js";

/** A deterministic pseudo-random sequence in [-1, 1). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 31 - 1;
  };
}

describe("dotProducts (WebAssembly SIMD, single precision)", () => {
  it("answers every row's inner product with the query, as a double-precision loop does to 1e-5", () => {
    const next = sequence(7);
    const dims = 100;
    const n = 257;
    const rows = Float64Array.from({ length: n * dims }, () => next() / 10);
    const query = Float64Array.from({ length: dims }, () => next() / 10);
    const products = dotProducts(rows, dims);
    products.query.set(query);
    const single = products.run();
    expect(single.length).toBe(n);
    for (let j = 0; j < n; j++) {
      let exact = 0;
      for (let i = 0; i < dims; i++) exact += query[i] * rows[j * dims + i];
      expect(Math.abs(single[j] - exact)).toBeLessThan(1e-5);
    }
  });

  it("refuses a width that is not a multiple of four lanes", () => {
    expect(() => dotProducts(new Float64Array(10), 5)).toThrow(/multiple of 4/);
  });
});
