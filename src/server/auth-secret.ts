// With no BETTER_AUTH_SECRET, a random secret is generated once and kept in the data directory
// (mode 0600) so sessions and reset tokens survive restarts without any setup.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const SECRET_FILE = "auth-secret";

export function loadOrCreateAuthSecret(dataDir: string): string {
  const path = join(dataDir, SECRET_FILE);
  if (existsSync(path)) {
    const stored = readFileSync(path, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(path, secret + "\n", { mode: 0o600 });
  chmodSync(path, 0o600); // writeFileSync's mode is ignored when the file already existed
  return secret;
}
