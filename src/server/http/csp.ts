// The Content-Security-Policy. Scripts come only from our origin, plus the one inline script that
// prerendered pages carry (the theme bootstrap, public/theme-init.js), allowed by its hash.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export function themeScriptHash(webRoot: string | null): string | null {
  const file = webRoot ? join(webRoot, "theme-init.js") : null;
  if (!file || !existsSync(file)) return null;
  return `'sha256-${createHash("sha256").update(readFileSync(file)).digest("base64")}'`;
}

export function contentSecurityPolicy(webRoot: string | null) {
  const hash = themeScriptHash(webRoot);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: hash ? ["'self'", hash] : ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", "data:"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    manifestSrc: ["'self'"],
  };
}
