// Scores the crisis check on corpus messages: what each message receives (the full crisis reply,
// help for abuse, the gentle care line, or nothing) against what its category needs.
import { readFileSync } from "node:fs";
import { checkCrisis } from "../crisis.js";
import { needsCare } from "../safety-net.js";
import { CORPUS_CATEGORIES, isAbuse, isDirect, isEveryday, isVeiled, type CorpusCategory, type CorpusMessage } from "./categories.js";

export type Outcome = "crisis" | "care" | "none";

export interface Received {
  outcome: Outcome;
  /** The crisis reply carries help for abuse (the domestic violence hotline). */
  abuseHelp: boolean;
}

export function received(text: string): Received {
  const check = checkCrisis(text);
  if (check.crisis) return { outcome: "crisis", abuseHelp: check.kinds.includes("abuse") };
  return { outcome: needsCare(text, check) ? "care" : "none", abuseHelp: false };
}

/** Whether a message got what its category needs (for everyday: no crisis reply). */
export function met(category: CorpusCategory, r: Received): boolean {
  if (isDirect(category)) return r.outcome === "crisis";
  if (isVeiled(category)) return r.outcome !== "none";
  if (isAbuse(category)) return r.outcome === "crisis" && r.abuseHelp;
  return r.outcome !== "crisis";
}

export interface CategoryFigures {
  category: CorpusCategory;
  total: number;
  met: number;
  crisis: number;
  care: number;
  misses: string[];
}

export interface Figures {
  categories: CategoryFigures[];
  direct: { total: number; met: number };
  veiled: { total: number; met: number };
  abuse: { total: number; met: number };
  everyday: { total: number; falseAlarms: number; care: number };
  hardNegatives: { total: number; falseAlarms: number; care: number };
}

export function evaluateCorpus(messages: readonly CorpusMessage[]): Figures {
  const categories = CORPUS_CATEGORIES.map((category): CategoryFigures => {
    const list = messages.filter((m) => m.category === category);
    const results = list.map((m) => ({ m, r: received(m.text) }));
    return {
      category,
      total: list.length,
      met: results.filter(({ r }) => met(category, r)).length,
      crisis: results.filter(({ r }) => r.outcome === "crisis").length,
      care: results.filter(({ r }) => r.outcome === "care").length,
      misses: results.filter(({ r }) => !met(category, r)).map(({ m }) => m.text),
    };
  });
  const sum = (pred: (c: CorpusCategory) => boolean) => {
    const cs = categories.filter((c) => pred(c.category));
    return { total: cs.reduce((s, c) => s + c.total, 0), met: cs.reduce((s, c) => s + c.met, 0) };
  };
  const of = (name: CorpusCategory) => categories.find((c) => c.category === name)!;
  const everydayAll = categories.filter((c) => isEveryday(c.category));
  return {
    categories,
    direct: sum(isDirect),
    veiled: sum(isVeiled),
    abuse: sum(isAbuse),
    everyday: {
      total: everydayAll.reduce((s, c) => s + c.total, 0),
      falseAlarms: everydayAll.reduce((s, c) => s + c.crisis, 0),
      care: everydayAll.reduce((s, c) => s + c.care, 0),
    },
    hardNegatives: { total: of("hard_negative").total, falseAlarms: of("hard_negative").crisis, care: of("hard_negative").care },
  };
}

export function readCorpus(file: string): CorpusMessage[] {
  return JSON.parse(readFileSync(file, "utf8")) as CorpusMessage[];
}

const pct = (n: number, d: number) => `${n}/${d} (${d ? ((n / d) * 100).toFixed(1) : "0.0"} %)`;

/** Human-readable figures (no message texts). */
export function formatFigures(name: string, f: Figures): string {
  const lines = [`[crisis corpus] ${name}`];
  for (const c of f.categories) {
    const what = isEveryday(c.category)
      ? `false alarms ${pct(c.crisis, c.total)}, care line ${pct(c.care, c.total)}`
      : `met ${pct(c.met, c.total)} (crisis reply ${c.crisis}, care line ${c.care})`;
    lines.push(`  ${c.category}: ${what}`);
  }
  lines.push(`  direct (full crisis reply): ${pct(f.direct.met, f.direct.total)}`);
  lines.push(`  veiled (at least the care line): ${pct(f.veiled.met, f.veiled.total)}`);
  lines.push(`  abuse (crisis reply with abuse help): ${pct(f.abuse.met, f.abuse.total)}`);
  lines.push(
    `  everyday incl. hard negatives: false alarms ${pct(f.everyday.falseAlarms, f.everyday.total)}, care line ${pct(f.everyday.care, f.everyday.total)}`,
  );
  lines.push(
    `  hard negatives: false alarms ${pct(f.hardNegatives.falseAlarms, f.hardNegatives.total)}, care line ${pct(f.hardNegatives.care, f.hardNegatives.total)}`,
  );
  return lines.join("\n");
}

/** A blind set's figures as recorded at its single run: later changes must do no worse. */
export interface RecordedFigures {
  direct: number;
  veiled: number;
  abuse: number;
  everydayFalseAlarms: number;
  hardNegativeFalseAlarms: number;
  everydayCare: number;
}

/** The figures that fell below their record (at least as many met, at most as many alarms); none is a pass. */
export function fallenBelowRecord(f: Figures, recorded: RecordedFigures): string[] {
  const now: RecordedFigures = {
    direct: f.direct.met,
    veiled: f.veiled.met,
    abuse: f.abuse.met,
    everydayFalseAlarms: f.everyday.falseAlarms,
    hardNegativeFalseAlarms: f.hardNegatives.falseAlarms,
    everydayCare: f.everyday.care,
  };
  const higherIsBetter = new Set<keyof RecordedFigures>(["direct", "veiled", "abuse"]);
  return (Object.keys(recorded) as (keyof RecordedFigures)[])
    .filter((key) => (higherIsBetter.has(key) ? now[key] < recorded[key] : now[key] > recorded[key]))
    .map((key) => `${key}: ${now[key]} (recorded ${recorded[key]})`);
}
