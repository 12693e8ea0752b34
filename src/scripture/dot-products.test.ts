import { describe, expect, it } from "vitest";
import { dotProducts, nearCandidates } from "./dot-products.js";

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

describe("nearCandidates", () => {
  /** The k best rows by a double-precision pass in row order, ties to the earlier row. */
  function nearestByFullPass(rows: Float32Array, dims: number, query: Float64Array, k: number): number[] {
    const sims = Array.from({ length: rows.length / dims }, (_, j) => {
      let sum = 0;
      for (let i = 0; i < dims; i++) sum += query[i] * rows[j * dims + i];
      return { j, sum };
    });
    return sims
      .sort((a, b) => b.sum - a.sum || a.j - b.j)
      .slice(0, k)
      .map((s) => s.j);
  }

  it("keeps the k nearest rows, ties included, and rules most rows out, with the bounded 8-bit pass", () => {
    const next = sequence(19);
    const dims = 256;
    const n = 2000;
    // Components fall off in size, as the shipped vectors' principal directions do; rows of unit length.
    const rows = new Float32Array(n * dims);
    for (let j = 0; j < n; j++) {
      const row = Array.from({ length: dims }, (_, i) => next() / (1 + i / 6));
      const length = Math.hypot(...row);
      row.forEach((x, i) => (rows[j * dims + i] = x / length));
    }
    rows.copyWithin(1999 * dims, 3 * dims, 4 * dims); // an exact tie between rows 3 and 1999
    const candidatesFor = nearCandidates(rows, dims, 64);
    let kept = 0;
    for (let t = 0; t < 50; t++) {
      const query = Float64Array.from(rows.subarray(((t * 37) % n) * dims, ((t * 37) % n) * dims + dims), (x) => x + next() / 50);
      if (t === 0) query.set(rows.subarray(3 * dims, 4 * dims));
      const candidates = new Set(candidatesFor(query, 10));
      for (const j of nearestByFullPass(rows, dims, query, 10)) expect(candidates.has(j)).toBe(true);
      if (t === 0) expect(candidates.has(1999)).toBe(true);
      kept += candidates.size;
    }
    expect(kept / 50).toBeLessThan(n / 4);
  });

  it("answers every row when the width is not a multiple of four lanes", () => {
    expect(nearCandidates(new Float64Array(10), 5)([1, 1, 1, 1, 1], 1)).toEqual([0, 1]);
  });
});
