import { TRAIN_FILE } from "./build.js";
import { evaluateCorpus, formatFigures, readCorpus } from "./evaluate.js";
const f = evaluateCorpus(readCorpus(TRAIN_FILE));
console.log(formatFigures("train", f));
if (process.argv.includes("--misses")) for (const c of f.categories) for (const m of c.misses) console.log(`${c.category}\t${m}`);
if (process.argv.includes("--fa")) {
  const { received } = await import("./evaluate.js");
  for (const m of readCorpus(TRAIN_FILE)) {
    if (m.category !== "everyday" && m.category !== "hard_negative") continue;
    const r = received(m.text);
    if (r.outcome !== "none") console.log(`${r.outcome}\t${m.text}`);
  }
}
