// Many inner products at once, four lanes at a time (WebAssembly SIMD, f32): the word-vector
// neighbours compare a message with thousands of labelled messages, and a plain JavaScript loop
// did about 1.8 billion multiply-adds a second, half a millisecond a message. Single precision is
// only the first pass: the neighbour searches (crisis-vectors.ts, topic-neighbours.ts) re-read the nearest in double precision.
//
// The module is this WebAssembly text, compiled with wabt 1.0.36 (parseWat with simd, toBinary):
//   (func (export "dots") (param $q i32) (param $rows i32) (param $n i32) (param $dims i32) (param $out i32) ...)
//   out[j] = sum over i of q[i] * rows[j * dims + i], in f32x4 lanes; dims a multiple of 4; four
//   rows at a time, each with its own sums: 61 -> 47 µs for the crisis neighbours' 8,007 rows of 100
//   (3.2 MB, more than a core's cache holds, so reading the rows, not the arithmetic, sets the pace).
// Its source is kept beside it in dot-products.wat.
const MODULE =
  "AGFzbQEAAAABCQFgBX9/f39/AAMCAQAFAwEAAQcRAgZtZW1vcnkCAARkb3RzAAAKkwQBkAQCBX8FeyADQQJ0IQggASEHAkADQCAFQQRqIAJLDQH9DAAAAAAAAAAAAAAAAAAAAAAhC/0MAAAAAAAAAAAAAAAAAAAAACEM/QwAAAAAAAAAAAAAAAAAAAAAIQ39DAAAAAAAAAAAAAAAAAAAAAAhDkEAIQYCQANAIAYgCE8NASAAIAZq/QAEACEKIAcgBmohCSALIAogCf0ABAD95gH95AEhCyAJIAhqIQkgDCAKIAn9AAQA/eYB/eQBIQwgCSAIaiEJIA0gCiAJ/QAEAP3mAf3kASENIAkgCGohCSAOIAogCf0ABAD95gH95AEhDiAGQRBqIQYMAAsLIAQgBUECdGohCSAJIAv9HwAgC/0fAZIgC/0fAiAL/R8DkpI4AgAgCSAM/R8AIAz9HwGSIAz9HwIgDP0fA5KSOAIEIAkgDf0fACAN/R8BkiAN/R8CIA39HwOSkjgCCCAJIA79HwAgDv0fAZIgDv0fAiAO/R8DkpI4AgwgByAIQQJ0aiEHIAVBBGohBQwACwsCQANAIAUgAk8NAf0MAAAAAAAAAAAAAAAAAAAAACELQQAhBgJAA0AgBiAITw0BIAsgACAGav0ABAAgByAGav0ABAD95gH95AEhCyAGQRBqIQYMAAsLIAQgBUECdGogC/0fACAL/R8BkiAL/R8CIAv9HwOSkjgCACAHIAhqIQcgBUEBaiEFDAALCws=";

const PAGE = 65536;

export interface DotProducts {
  /** The message vector's slot (write the message here, then call `run`). */
  query: Float32Array;
  /** Fills and answers `similarities`: the query's inner product with every row. */
  run(): Float32Array;
}

/** Rows (n x dims, dims a multiple of 4) copied into a WebAssembly memory of their own. */
export function dotProducts(rows: Float64Array | Float32Array, dims: number): DotProducts {
  if (dims % 4 !== 0) throw new Error("dotProducts needs a multiple of 4 dimensions");
  const n = rows.length / dims;
  const rowBytes = rows.length * 4;
  const queryAt = rowBytes;
  const outAt = queryAt + dims * 4;
  const memoryBytes = outAt + n * 4;
  const instance = new WebAssembly.Instance(new WebAssembly.Module(Buffer.from(MODULE, "base64")));
  const memory = instance.exports.memory as WebAssembly.Memory;
  const pages = Math.ceil(memoryBytes / PAGE) - memory.buffer.byteLength / PAGE;
  if (pages > 0) memory.grow(pages);
  new Float32Array(memory.buffer, 0, rows.length).set(rows);
  const query = new Float32Array(memory.buffer, queryAt, dims);
  const similarities = new Float32Array(memory.buffer, outAt, n);
  const dots = instance.exports.dots as (q: number, rows: number, n: number, dims: number, out: number) => void;
  return {
    query,
    run() {
      dots(queryAt, 0, n, dims, outAt);
      return similarities;
    },
  };
}

/** Far more than a single-precision inner product of 100 unit-vector components can be off by. */
const SINGLE_PRECISION_MARGIN = 1e-4;

/**
 * The first pass of a nearest-neighbour search: `(query, k)` answers, in row order, the rows whose
 * single-precision inner product with the query is within SINGLE_PRECISION_MARGIN of the k-th
 * largest. The k nearest rows in double precision are always among them, so a caller that compares
 * only these again, exactly and in row order, finds the same neighbours and ties as a full pass.
 * Rows whose width is not a multiple of four lanes skip the first pass: every row is answered.
 */
export function nearCandidates(rows: Float64Array | Float32Array, dims: number): (query: ArrayLike<number>, k: number) => number[] {
  const n = dims > 0 ? rows.length / dims : 0;
  if (dims % 4 !== 0 || n === 0) {
    const every = Array.from({ length: n }, (_, j) => j);
    return () => every;
  }
  const products = dotProducts(rows, dims);
  let top = new Float64Array(0);
  return (query, k) => {
    products.query.set(query);
    const rough = products.run();
    if (top.length !== k) top = new Float64Array(k);
    top.fill(-Infinity);
    for (let j = 0; j < n; j++) {
      const value = rough[j];
      if (value <= top[k - 1]) continue;
      let place = k - 1;
      for (; place > 0 && top[place - 1] < value; place--) top[place] = top[place - 1];
      top[place] = value;
    }
    const floor = top[k - 1] - SINGLE_PRECISION_MARGIN;
    const near: number[] = [];
    for (let j = 0; j < n; j++) if (rough[j] >= floor) near.push(j);
    return near;
  };
}
