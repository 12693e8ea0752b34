import { rmSync } from "node:fs";
import { tmpdir } from "node:os";

/** Removes the run's temporary data directory (never anything outside the temp folder). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.startsWith(tmpdir()) && dir.includes("wellspring-e2e-")) rmSync(dir, { recursive: true, force: true });
}
