// Where a bundled data file lives: data/<folder>/<file> beside the source tree (relative to this
// module), or under the working directory for a bundled server. One lookup for the Bibles, the word
// vectors and the topic classifier's weights.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The path of data/<folder>/<file>: the source tree's copy when it exists, else the working directory's. */
export function bundledDataFile(folder: string, file: string): string {
  const candidates = [join(dirname(fileURLToPath(import.meta.url)), "../../data", folder), join(process.cwd(), "data", folder)];
  return join(candidates.find((dir) => existsSync(join(dir, file))) ?? candidates[0], file);
}
