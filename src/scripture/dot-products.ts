// Many inner products at once, four lanes at a time (WebAssembly SIMD, f32): the word-vector
// neighbours compare a message with thousands of labelled messages, and a plain JavaScript loop
// did about 1.8 billion multiply-adds a second, half a millisecond a message. Single precision is
// only the first pass: the neighbour searches (crisis-vectors.ts, topic-neighbours.ts) re-read the nearest in double precision.
//
// The module is this WebAssembly text, compiled with wabt 1.0.36 (parseWat with simd, toBinary):
//   (func (export "dots") (param $q i32) (param $rows i32) (param $n i32) (param $dims i32) (param $out i32) ...)
//   out[j] = sum over i of q[i] * rows[j * dims + i], in f32x4 lanes; dims a multiple of 4; four
//   rows at a time, each with its own sums: 61 -> 47 µs for 8,007 rows of 100 (3.2 MB, more than a
//   core's cache holds, so reading the rows, not the arithmetic, sets the pace).
//   (func (export "boundsInt8") ...): each row's upper bound from its 8-bit leading components
//   (boundedCandidates below), a quarter of the bytes.
// Its source is kept beside it in dot-products.wat.
const MODULE =
  "AGFzbQEAAAABFwJgBX9/f39/AGALf39/f39/f399fX0AAwMCAAEFAwEAAQceAwZtZW1vcnkCAARkb3RzAAAKYm91bmRzSW50OAABCvQFApAEAgV/BXsgA0ECdCEIIAEhBwJAA0AgBUEEaiACSw0B/QwAAAAAAAAAAAAAAAAAAAAAIQv9DAAAAAAAAAAAAAAAAAAAAAAhDP0MAAAAAAAAAAAAAAAAAAAAACEN/QwAAAAAAAAAAAAAAAAAAAAAIQ5BACEGAkADQCAGIAhPDQEgACAGav0ABAAhCiAHIAZqIQkgCyAKIAn9AAQA/eYB/eQBIQsgCSAIaiEJIAwgCiAJ/QAEAP3mAf3kASEMIAkgCGohCSANIAogCf0ABAD95gH95AEhDSAJIAhqIQkgDiAKIAn9AAQA/eYB/eQBIQ4gBkEQaiEGDAALCyAEIAVBAnRqIQkgCSAL/R8AIAv9HwGSIAv9HwIgC/0fA5KSOAIAIAkgDP0fACAM/R8BkiAM/R8CIAz9HwOSkjgCBCAJIA39HwAgDf0fAZIgDf0fAiAN/R8DkpI4AgggCSAO/R8AIA79HwGSIA79HwIgDv0fA5KSOAIMIAcgCEECdGohByAFQQRqIQUMAAsLAkADQCAFIAJPDQH9DAAAAAAAAAAAAAAAAAAAAAAhC0EAIQYCQANAIAYgCE8NASALIAAgBmr9AAQAIAcgBmr9AAQA/eYB/eQBIQsgBkEQaiEGDAALCyAEIAVBAnRqIAv9HwAgC/0fAZIgC/0fAiAL/R8DkpI4AgAgByAIaiEHIAVBAWohBQwACwsL3wEDA38CewF/IAEhDQJAA0AgCyACTw0B/QwAAAAAAAAAAAAAAAAAAAAAIQ9BACEMAkADQCAMIANPDQEgDSAMav0ABAAhDiAPIA79hwEgACAMQQF0av0ABAD9ugEgDv2IASAAIAxBAXRq/QAEEP26Af2uAf2uASEPIAxBEGohDAwACwsgC0ECdCEQIAQgEGogD/0bACAP/RsBaiAP/RsCIA/9GwNqarIgBSAQaioCAJQgCJQgBiAQaioCACAJlCAHIBBqKgIAIAqUkpI4AgAgDSADaiENIAtBAWohCwwACwsL";

const PAGE = 65536;

let compiled: WebAssembly.Module | undefined;

/** A new instance of the module (its own memory, grown to at least `bytes`). */
function instantiate(bytes: number): { exports: WebAssembly.Exports; memory: WebAssembly.Memory } {
  compiled ??= new WebAssembly.Module(Buffer.from(MODULE, "base64"));
  const { exports } = new WebAssembly.Instance(compiled);
  const memory = exports.memory as WebAssembly.Memory;
  const pages = Math.ceil(bytes / PAGE) - memory.buffer.byteLength / PAGE;
  if (pages > 0) memory.grow(pages);
  return { exports, memory };
}

/**
 * Row `j`'s inner product with the query, in double precision, four products to each addition (the
 * neighbour searches' exact comparison; one order of additions, so the same value everywhere).
 */
export function innerProduct(query: ArrayLike<number>, rows: ArrayLike<number>, j: number, dims: number): number {
  const at = j * dims;
  let sum = 0;
  let i = 0;
  for (; i + 4 <= dims; i += 4)
    sum += query[i] * rows[at + i] + query[i + 1] * rows[at + i + 1] + query[i + 2] * rows[at + i + 2] + query[i + 3] * rows[at + i + 3];
  for (; i < dims; i++) sum += query[i] * rows[at + i];
  return sum;
}

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
  const { exports, memory } = instantiate(memoryBytes);
  new Float32Array(memory.buffer, 0, rows.length).set(rows);
  const query = new Float32Array(memory.buffer, queryAt, dims);
  const similarities = new Float32Array(memory.buffer, outAt, n);
  const dots = exports.dots as (q: number, rows: number, n: number, dims: number, out: number) => void;
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

/** The k largest values' row numbers, largest first (ties to the earlier row). */
function largest(values: ArrayLike<number>, n: number, k: number): Int32Array {
  const top = new Float64Array(k).fill(-Infinity);
  const rows = new Int32Array(k).fill(-1);
  for (let j = 0; j < n; j++) {
    const value = values[j];
    if (value <= top[k - 1]) continue;
    let place = k - 1;
    for (; place > 0 && top[place - 1] < value; place--) {
      top[place] = top[place - 1];
      rows[place] = rows[place - 1];
    }
    top[place] = value;
    rows[place] = j;
  }
  return rows;
}

/**
 * The first pass of a nearest-neighbour search: `(query, k)` answers, in row order, rows among
 * which the k rows with the largest inner product with the query, computed in double precision,
 * always are, with every row tied with the k-th, so a caller that compares only these again,
 * exactly and in row order, finds the same neighbours and ties as a full pass. Rows whose width is
 * not a multiple of four lanes skip the first pass: every row is answered.
 *
 * With `leading` < dims (see boundedCandidates), only each row's first `leading` components are
 * read, in 8-bit integers, and the rest is bounded.
 */
export function nearCandidates(
  rows: Float64Array | Float32Array,
  dims: number,
  leading = dims,
): (query: ArrayLike<number>, k: number) => number[] {
  const n = dims > 0 ? rows.length / dims : 0;
  if (n > 0 && leading < dims && leading % 16 === 0) return boundedCandidates(rows, dims, leading);
  if (dims % 4 !== 0 || n === 0) {
    const every = Array.from({ length: n }, (_, j) => j);
    return () => every;
  }
  const products = dotProducts(rows, dims);
  return (query, k) => {
    products.query.set(query);
    const rough = products.run();
    const top = largest(rough, n, k);
    const floor = (top[k - 1] < 0 ? -Infinity : rough[top[k - 1]]) - SINGLE_PRECISION_MARGIN;
    const near: number[] = [];
    for (let j = 0; j < n; j++) if (rough[j] >= floor) near.push(j);
    return near;
  };
}

/**
 * The first pass for wide rows whose leading components carry most of their length (principal
 * directions first): each row's first `leading` components (a multiple of 16) in 8-bit integers
 * with a scale per row, the query's in 16-bit, multiplied in WebAssembly SIMD (a quarter of the
 * bytes single precision reads, and the bytes, not the arithmetic, set the pace). Each row's upper
 * bound is its integer product, plus what rounding can hide (the row's rounding error's length
 * times the query's, the query's times the longest row's), plus the query's remaining length times
 * the row's (Cauchy-Schwarz). A row is kept when its bound reaches the smallest exact product among
 * the k rows of highest bound (which is at most the k-th largest of all), less a margin far wider
 * than single precision's error in the bound, so the k nearest are always kept.
 */
function boundedCandidates(
  rows: Float64Array | Float32Array,
  dims: number,
  leading: number,
): (query: ArrayLike<number>, k: number) => number[] {
  const n = rows.length / dims;
  const queryAt = Math.ceil((n * leading) / 16) * 16;
  const scaleAt = queryAt + leading * 2;
  const nearAt = scaleAt + n * 4;
  const farAt = nearAt + n * 4;
  const outAt = farAt + n * 4;
  const { exports, memory } = instantiate(outAt + n * 4);
  const packed = new Int8Array(memory.buffer, 0, n * leading);
  const query16 = new Int16Array(memory.buffer, queryAt, leading);
  const rowScale = new Float32Array(memory.buffer, scaleAt, n);
  const roundingLength = new Float32Array(memory.buffer, nearAt, n);
  const restLength = new Float32Array(memory.buffer, farAt, n);
  const bounds = new Float32Array(memory.buffer, outAt, n);
  const boundsInt8 = exports.boundsInt8 as (...args: number[]) => void;
  let longestLeading = 0;
  for (let j = 0, at = 0; j < n; j++, at += dims) {
    let most = 0;
    for (let i = 0; i < leading; i++) most = Math.max(most, Math.abs(rows[at + i]));
    // A float32 scale, so the integers are rounded against the very scale the bound multiplies by.
    const scale = Math.fround(most / 127 || 1);
    let rounding = 0;
    let lead = 0;
    let rest = 0;
    for (let i = 0; i < dims; i++) {
      const x = rows[at + i];
      if (i < leading) {
        const q = Math.round(x / scale);
        packed[j * leading + i] = q;
        rounding += (x - q * scale) ** 2;
        lead += x * x;
      } else rest += x * x;
    }
    rowScale[j] = scale;
    roundingLength[j] = Math.sqrt(rounding);
    restLength[j] = Math.sqrt(rest);
    longestLeading = Math.max(longestLeading, Math.sqrt(lead));
  }
  return (query, k) => {
    let most = 0;
    for (let i = 0; i < leading; i++) most = Math.max(most, Math.abs(query[i]));
    const queryScale = Math.fround(most / 32767 || 1);
    let queryRounding = 0;
    let roundedLength = 0;
    let queryRest = 0;
    for (let i = 0; i < dims; i++) {
      const x = query[i];
      if (i < leading) {
        const q = Math.round(x / queryScale);
        query16[i] = q;
        queryRounding += (x - q * queryScale) ** 2;
        roundedLength += (q * queryScale) ** 2;
      } else queryRest += x * x;
    }
    boundsInt8(queryAt, 0, n, leading, outAt, scaleAt, nearAt, farAt, queryScale, Math.sqrt(roundedLength), Math.sqrt(queryRest));
    const best = largest(bounds, n, Math.min(k, n));
    let floor = Infinity;
    for (const j of best) floor = Math.min(floor, innerProduct(query, rows, j, dims));
    floor -= SINGLE_PRECISION_MARGIN + Math.sqrt(queryRounding) * longestLeading;
    const near: number[] = [];
    for (let j = 0; j < n; j++) if (bounds[j] >= floor) near.push(j);
    return near;
  };
}
