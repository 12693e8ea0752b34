// Shared by the benchmarks: the machine's description and replacing one "## " section of
// docs/performance.md (or another doc, e.g. docs/reliability.md); other sections are left as they are.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { cpus, loadavg, platform, release } from "node:os";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const PERFORMANCE_DOC = fileURLToPath(new URL("../../docs/performance.md", import.meta.url));

export function describeMachine(): string {
  const cpu = cpus();
  return `${cpu[0]?.model ?? "unknown CPU"}, ${cpu.length} cores, Node ${process.version}, ${platform()} ${release()}`;
}

/** The load average, so a reader knows how quiet the shared machine was during a run. */
export function describeLoad(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Where the section headed `heading` starts and where the next "## " heading starts (-1: none). */
function sectionBounds(doc: string, heading: string): { start: number; next: number } {
  const start = doc.indexOf(`${heading}\n`);
  return { start, next: start < 0 ? -1 : doc.indexOf("\n## ", start + heading.length) };
}

/** Replaces the section headed `heading` (up to the next "## " heading) or appends it. */
export function replaceSection(doc: string, heading: string, section: string): string {
  const { start, next } = sectionBounds(doc, heading);
  if (start < 0) return `${doc.trimEnd()}${doc.trim() ? "\n\n" : ""}${section}`;
  return `${doc.slice(0, start)}${section}${next < 0 ? "" : `\n${doc.slice(next + 1)}`}`;
}

/** The text of the section headed `heading` in docs/performance.md as it stands, or null. */
export function currentPerformanceSection(heading: string): string | null {
  const doc = existsSync(PERFORMANCE_DOC) ? readFileSync(PERFORMANCE_DOC, "utf8") : "";
  const { start, next } = sectionBounds(doc, heading);
  if (start < 0) return null;
  return next < 0 ? doc.slice(start) : doc.slice(start, next + 1);
}

/** Replaces (or appends) the section headed `heading` of the doc at `path`, made with `title` if missing. */
export function writeDocSection(path: string, title: string, heading: string, section: string): void {
  const doc = existsSync(path) ? readFileSync(path, "utf8") : `${title}\n`;
  writeFileSync(path, `${replaceSection(doc, heading, section).trimEnd()}\n`);
  // Prettier aligns the tables, so a bench run leaves the doc as `npm run lint` wants it.
  execFileSync(process.execPath, [
    createRequire(import.meta.url).resolve("prettier/bin/prettier.cjs"),
    "--write",
    "--log-level",
    "warn",
    path,
  ]);
}

export function writePerformanceSection(heading: string, section: string): void {
  writeDocSection(PERFORMANCE_DOC, "# Performance", heading, section);
}
