/**
 * Builds the reference works the guide ships, from Debian's public-domain SWORD modules:
 *   apt-get install sword-dict-naves sword-comm-mhcc sword-comm-tdavid libsword-utils
 *   npm run build:reference
 *
 * - data/reference/naves.json: Nave's Topical Bible, every topic with its verse list (OSIS
 *   references, space-separated; the sub-headings are dropped). Candidates for the situation bank.
 * - data/reference/commentary.json: for each passage of the situation bank, one or two whole
 *   sentences of Matthew Henry's Concise Commentary on its section, and for the Psalms of
 *   Spurgeon's Treasury of David on its first verse: the sentences that share most words with the
 *   passage, leaving out sentences about judgement (they are not for a reply to someone hurting).
 *   Only the bank's passages are kept, so the file stays small; rebuild after editing the bank.
 *
 * Debian's mhcc.conf names the zCom4 driver while its files are zCom (.bzs/.bzv/.bzz); read that
 * way the verse keys are shifted (Philippians 4 shows Jude). The build reads a copy of the conf
 * with ModDrv=zCom from a temporary SWORD_PATH.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BOOKS } from "../src/scripture/books.js";
import { SWORD_BOOK_NAMES } from "./sword-books.js";
import { parseReference } from "../src/scripture/reference.js";
import { SITUATIONS } from "../src/guide/material/situations.js";
import { GENERAL_SITUATION } from "../src/guide/material/general.js";

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), "reference");
const SYSTEM_SWORD = "/usr/share/sword";

const OSIS_OF = new Map(SWORD_BOOK_NAMES.map((name, i) => [name, BOOKS[i].id]));

function swordPath(): string {
  const dir = mkdtempSync(join(tmpdir(), "sword-"));
  mkdirSync(join(dir, "mods.d"));
  symlinkSync(join(SYSTEM_SWORD, "modules"), join(dir, "modules"));
  for (const conf of ["nave.conf", "mhcc.conf", "tdavid.conf"]) {
    const text = readFileSync(join(SYSTEM_SWORD, "mods.d", conf), "utf8");
    writeFileSync(join(dir, "mods.d", conf), conf === "mhcc.conf" ? text.replace(/^ModDrv=zCom4$/m, "ModDrv=zCom") : text);
  }
  return dir;
}

function exportModule(path: string, module: string): Map<string, string> {
  const text = execFileSync("mod2imp", [module], { env: { ...process.env, SWORD_PATH: path }, maxBuffer: 1 << 30, encoding: "utf8" });
  const entries = new Map<string, string>();
  let key: string | undefined;
  let body: string[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("$$$")) {
      if (key !== undefined) entries.set(key, body.join("\n"));
      key = line.slice(3).trim();
      body = [];
    } else body.push(line);
  }
  if (key !== undefined) entries.set(key, body.join("\n"));
  return entries;
}

const plain = (markup: string) =>
  markup
    .replace(/<title[^>]*>.*?<\/title>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .trim();

// --- Nave's ---------------------------------------------------------------------------------

function buildNaves(entries: Map<string, string>): Record<string, string> {
  const topics: Record<string, string> = {};
  for (const [topic, body] of entries) {
    const refs = [...new Set([...body.matchAll(/osisRef="([^"]+)"/g)].map((m) => m[1]))];
    if (refs.length) topics[topic] = refs.join(" ");
  }
  return topics;
}

// --- Commentaries ---------------------------------------------------------------------------

interface Section {
  book: string;
  chapter: number;
  from: number;
  to: number;
  text: string;
}

/** MHCC: sections headed "Verses 3-5" / "Verse 1" inside each chapter's entries. */
function mhccSections(entries: Map<string, string>): Section[] {
  const sections: Section[] = [];
  const seen = new Set<string>();
  for (const [key, body] of entries) {
    const m = /^(.+) (\d+):(\d+)$/.exec(key);
    const book = m && OSIS_OF.get(m[1]);
    if (!m || !book || !body.trim()) continue;
    const chapter = Number(m[2]);
    const parts = body.split(/<hi type="bold">Verses? (\d+)(?:\s*[-,]\s*(\d+))?\.?<\/hi>/);
    for (let i = 1; i + 2 < parts.length; i += 3) {
      const from = Number(parts[i]);
      const to = Number(parts[i + 1] ?? parts[i]);
      const text = plain(parts[i + 2] ?? "");
      const id = `${book}.${chapter}.${from}`;
      if (!text || seen.has(id)) continue;
      seen.add(id);
      sections.push({ book, chapter, from, to, text });
    }
  }
  return sections;
}

/** Treasury of David: the exposition of each verse ("Verse 1." ...) of each psalm. */
function tdavidSections(entries: Map<string, string>): Section[] {
  const sections: Section[] = [];
  const byPsalm = new Map<number, string>();
  for (const [key, body] of entries) {
    const m = /^Psalms (\d+):\d+$/.exec(key);
    if (!m || !body.trim()) continue;
    byPsalm.set(Number(m[1]), (byPsalm.get(Number(m[1])) ?? "") + body);
  }
  for (const [psalm, body] of byPsalm) {
    const exposition = body.split(/EXPOSITION<\/title>/)[1];
    if (!exposition) continue;
    const end = exposition.search(/<title type="x-s">(?:EXPLANATORY NOTES|HINTS)/);
    const parts = (end > 0 ? exposition.slice(0, end) : exposition).split(/<hi type="bold">Verses? (\d+)(?:\s*[-,]\s*(\d+))?\.?<\/hi>/);
    for (let i = 1; i + 2 < parts.length; i += 3) {
      const from = Number(parts[i]);
      const to = Number(parts[i + 1] ?? parts[i]);
      const text = plain(parts[i + 2] ?? "");
      if (text) sections.push({ book: "Ps", chapter: psalm, from, to, text });
    }
  }
  return sections;
}

const STOP = new Set(
  "the and of to a in that is it for his he be with as not this but are they you was all by on we our us shall which have from so my me i him them their will your unto ye thou thee thy".split(
    " ",
  ),
);
const HARSH =
  /\b(?:wicked|hell|damn|punish|wrath|vengeance|ungodly|hypocri|destroy|curse|judgment|judgement|perish|sinners?|fool|lust|devil|satan|heathen|carnal|worse than|ought|must|should|duty|rebuke|sin|sins|sinning|sinful|vain|repent|pardon|guilt|proud|pride|idle|false|lies|chastise|correction|afflict us for|enemies|slay|slain|blood)\b/i;
// Sentences that lean on the one before them, or do not stand alone in a reply.
const DEPENDENT =
  /^(?:[a-z("'“]|(?:But|And|Or|Here|This|These|That|Thus|So|Then|Yet|Hence|Therefore|Such|It|They|He|She|His|Him|Its|Their|Observe|See|Note|Also|Verse|Ver|Alas)\b)|\b(?:alas|treason|robbery|blaming|signify|signifies|parable|Jews|heathen|Israelites)\b|[!?]$/;
const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2 && !STOP.has(w)),
  );

/**
 * The one or two consecutive whole sentences of the section that share most words with the
 * passage, none of them harsh, at most ~300 characters; undefined when none qualifies.
 */
export function bestQuote(section: string, passageText: string): string | undefined {
  const sentences = section.match(/[^.!?]+[.!?]+["'”’)]*(?:\s|$)/g)?.map((s) => s.trim()) ?? [];
  const target = words(passageText);
  let best: { text: string; score: number } | undefined;
  for (let i = 0; i < sentences.length; i++) {
    for (const n of [1]) {
      const group = sentences.slice(i, i + n);
      if (group.length < n) continue;
      const text = group.join(" ");
      if (text.length < 50 || text.length > 260 || HARSH.test(text) || DEPENDENT.test(text) || /[;:]$/.test(text)) continue;
      const own = [...words(text)];
      const overlap = own.filter((w) => target.has(w)).length;
      // A sentence that only repeats the verse adds nothing; the comment is what we want.
      if (own.length === 0 || overlap / own.length > 0.6) continue;
      const score = overlap + (n === 1 ? 0.5 : 0) - i * 0.05;
      if (!best || score > best.score) best = { text, score };
    }
  }
  return best && best.score >= 2 ? best.text : undefined;
}

// Quotes read and accepted for a reply (the heuristic above proposes; a reader decides). A new bank
// passage gets no quote until its proposed sentence has been read and added here.
const REVIEWED_QUOTES = new Set([
  "1 Samuel 18:1",
  "1 Samuel 1:10-11",
  "1 Samuel 1:15",
  "1 Thessalonians 5:16-18",
  "2 Corinthians 12:9",
  "2 Corinthians 12:9-10",
  "2 Corinthians 4:16-18",
  "2 Corinthians 4:8-9",
  "2 Corinthians 5:1",
  "2 Samuel 1:26",
  "2 Timothy 1:7",
  "Acts 17:11",
  "Colossians 3:16",
  "Colossians 3:17",
  "Ecclesiastes 4:9-12",
  "Ecclesiastes 7:8",
  "Ephesians 2:8-9",
  "Ephesians 2:8-10",
  "Ezekiel 34:11-16",
  "Habakkuk 2:3",
  "Habakkuk 3:17-18",
  "Hebrews 11:13-16",
  "Hebrews 4:15-16",
  "Isaiah 26:3",
  "Isaiah 26:3-4",
  "Isaiah 40:11",
  "Isaiah 43:1-4",
  "Isaiah 43:4",
  "Isaiah 44:3",
  "Isaiah 54:10",
  "Isaiah 61:1-3",
  "Isaiah 9:6-7",
  "James 4:6-10",
  "Jeremiah 17:14",
  "Jeremiah 17:7-8",
  "Jeremiah 31:15",
  "John 14:18",
  "John 7:37-38",
  "John 8:36",
  "Lamentations 3:22-23",
  "Lamentations 3:22-24",
  "Luke 11:1-4",
  "Luke 12:6-7",
  "Mark 4:39-40",
  "Matthew 11:28",
  "Matthew 11:28-30",
  "Matthew 11:29",
  "Matthew 19:14",
  "Proverbs 18:10",
  "Psalm 100:4-5",
  "Psalm 103:13-14",
  "Psalm 116:8-9",
  "Psalm 118:17",
  "Psalm 126:3",
  "Psalm 126:5-6",
  "Psalm 136:1",
  "Psalm 139:7-10",
  "Psalm 139:7-12",
  "Psalm 143:7-8",
  "Psalm 18:2",
  "Psalm 27:1",
  "Psalm 28:7",
  "Psalm 30:5",
  "Psalm 34:8",
  "Psalm 37:5-6",
  "Psalm 37:5-7",
  "Psalm 37:5-8",
  "Psalm 42:11",
  "Psalm 46:1",
  "Psalm 46:1-2",
  "Psalm 46:1-3",
  "Psalm 4:8",
  "Psalm 51:10-12",
  "Psalm 56:3",
  "Psalm 56:3-4",
  "Psalm 61:2",
  "Psalm 62:8",
  "Psalm 63:6-8",
  "Psalm 68:5",
  "Psalm 68:5-6",
  "Psalm 71:9",
  "Psalm 90:1",
  "Psalm 90:1-2",
  "Psalm 94:19",
  "Psalm 9:10",
  "Revelation 21:4",
  "Revelation 21:4-5",
  "Romans 12:4-8",
  "Romans 5:3-5",
  "Romans 8:26",
  "Romans 8:38-39",
  "Song of Solomon 8:6-7",
  "Titus 3:4-7",
  "Zephaniah 3:17",
  "John 6:37",
  "Philippians 4:11-13",
  "Psalm 92:12-14",
  "Psalm 92:12-15",
  "Psalm 23:4",
  "Psalm 73:26",
  "Matthew 6:9-13",
  "Galatians 3:26-27",
  "1 Peter 5:5-6",
  "Hebrews 4:12",
  "Romans 12:1-2",
  "Isaiah 40:26",
  "Psalm 16:11",
  "Psalm 71:17-18",
  "Psalm 96:1-3",
  "Proverbs 18:22",
  "Psalm 19:1-4",
  "Proverbs 3:5-6",
  "Romans 12:18",
]);

// Sentences a reader chose from the section for passages the heuristic serves poorly or not at all
// (most often served first: Psalm 34:18 and Isaiah 41:10 were four replies in ten with no quote).
// Each must stand alone after the passage is quoted, be gentle to someone hurting, and say something
// about the passage in its setting; the build fails if a sentence is not in its section word for word.
const CHOSEN_QUOTES: Record<string, { source: "mhcc" | "tdavid"; text: string }> = {
  "Psalm 34:18": {
    source: "tdavid",
    text: "Broken hearts think God far away, when he is really most near them; their eyes are holden so that they see not their best friend.",
  },
  "Psalm 34:17-18": { source: "tdavid", text: "No net of trouble can so hold us that the Lord cannot free us." },
  "Isaiah 41:10": {
    source: "mhcc",
    text: "God speaks with tenderness; Fear thou not, for I am with thee: not only within call, but present with thee.",
  },
  "Psalm 119:105": {
    source: "mhcc",
    text: "The word of God directs us in our work and way, and a dark place indeed the world would be without it.",
  },
  "Deuteronomy 31:8": { source: "mhcc", text: "Moses assures Israel of the constant presence of God with them." },
  "Isaiah 40:31": { source: "mhcc", text: "In the strength of Divine grace their souls shall ascend above the world." },
  "Isaiah 40:29-31": { source: "mhcc", text: "Where God had begun the work of grace, he will perfect it." },
  "Psalm 121:1-2": { source: "tdavid", text: "It is wise to look to the strong for strength." },
  "Psalm 121:1-4": { source: "tdavid", text: "It is wise to look to the strong for strength." },
  "Psalm 147:3": {
    source: "tdavid",
    text: "Few will associate with the despondent, but Jehovah chooses their company, and abides with them till he has healed them by his comforts.",
  },
  "Psalm 23:1-3": {
    source: "tdavid",
    text: "David had himself been a keeper of sheep, and understood both the needs of the sheep and the many cares of a shepherd.",
  },
  "Psalm 27:10": {
    source: "tdavid",
    text: "These dear relations will be the last to desert me, but if the milk of human kindness should dry up even from their breasts, there is a Father who never forgets.",
  },
  "Psalm 56:8": {
    source: "mhcc",
    text: "God has a bottle and a book for his people's tears, both the tears for their sins, and those for their afflictions.",
  },
  "Psalm 55:22": { source: "tdavid", text: "He stands firm who stands in God." },
  "Psalm 68:6": {
    source: "tdavid",
    text: "The people had been sundered and scattered over Egypt; family ties had been disregarded, and affections crushed; but when the people escaped from Pharaoh they came together again, and all the fond associations of household life were restored.",
  },
  "Philippians 4:6-7": { source: "mhcc", text: "As a remedy against perplexing care, constant prayer is recommended." },
  "Matthew 5:4": {
    source: "mhcc",
    text: "Heaven is the joy of our Lord; a mountain of joy, to which our way is through a vale of tears.",
  },
  "Matthew 6:31-33": { source: "mhcc", text: "Food and raiment God has promised, therefore we may expect them." },
  "Isaiah 43:1-2": { source: "mhcc", text: "Those that have God for them need not fear who or what can be against them." },
  "2 Corinthians 1:3-4": {
    source: "mhcc",
    text: "He is able to bind up the broken-hearted, to heal the most painful wounds, and also to give hope and joy under the heaviest sorrows.",
  },
  "John 11:35": { source: "mhcc", text: "In all the afflictions of believers he is afflicted." },
  "Mark 6:31": {
    source: "mhcc",
    text: "Christ notices the frights of some, and the toils of others of his disciples, and provides rest for those that are tired, and refuge for those that are terrified.",
  },
  "Proverbs 16:9": {
    source: "mhcc",
    text: "If men make God's glory their end, and his will their rule, he will direct their steps by his Spirit and grace.",
  },
  "Proverbs 16:3": { source: "mhcc", text: "Roll the burden of thy care upon God, and leave it with him, by faith and dependence on him." },
  "Proverbs 15:22": {
    source: "mhcc",
    text: "If men will not take time and pains to deliberate, they are not likely to bring any thing to pass.",
  },
  "Isaiah 43:18-19": { source: "mhcc", text: "The deliverance from Babylon is foretold, but there is reference to greater events." },
  "James 1:19": { source: "mhcc", text: "The worst thing we can bring to any dispute, is anger." },
  "2 Corinthians 5:17": {
    source: "mhcc",
    text: "The believer is created anew; his heart is not merely set right, but a new heart is given him.",
  },
  "Colossians 3:12-14": {
    source: "mhcc",
    text: "While in this world, where there is so much corruption in our hearts, quarrels will sometimes arise.",
  },
};

function covering(sections: Section[], book: string, chapter: number, verse: number): Section | undefined {
  return sections.find((s) => s.book === book && s.chapter === chapter && s.from <= verse && verse <= s.to);
}

function main(): void {
  const path = swordPath();
  try {
    mkdirSync(OUT_DIR, { recursive: true });
    const naves = buildNaves(exportModule(path, "Nave"));
    writeFileSync(
      join(OUT_DIR, "naves.json"),
      `${JSON.stringify({ source: "Nave's Topical Bible (Orville J. Nave), public domain; Debian sword-dict-naves", topics: naves })}\n`,
    );
    const mhcc = mhccSections(exportModule(path, "MHCC"));
    const tdavid = tdavidSections(exportModule(path, "TDavid"));
    const web = JSON.parse(readFileSync(join(dirname(OUT_DIR), "bibles", "web.json"), "utf8")) as {
      books: { id: string; chapters: string[][] }[];
    };
    const textOf = (book: string, chapter: number, from: number, to: number) =>
      (web.books.find((b) => b.id === book)?.chapters[chapter - 1] ?? []).slice(from - 1, to).join(" ");
    const refs = new Set([...SITUATIONS, GENERAL_SITUATION].flatMap((s) => s.passages.map((p) => p.ref)));
    const commentary: Record<string, { source: "mhcc" | "tdavid"; on: string; text: string }> = {};
    for (const ref of [...refs].sort()) {
      const range = parseReference(ref)?.ranges[0];
      if (!range) throw new Error(`Bank reference does not parse: ${ref}`);
      const passageText = textOf(
        range.book,
        range.startChapter,
        range.startVerse,
        range.endChapter === range.startChapter ? range.endVerse : 200,
      );
      const candidates: Array<["mhcc" | "tdavid", Section | undefined]> = [
        ["tdavid", range.book === "Ps" ? covering(tdavid, "Ps", range.startChapter, range.startVerse) : undefined],
        ["mhcc", covering(mhcc, range.book, range.startChapter, range.startVerse)],
      ];
      const chosen = CHOSEN_QUOTES[ref];
      for (const [source, section] of candidates) {
        if (!section || (chosen && chosen.source !== source)) continue;
        if (chosen && !section.text.includes(chosen.text)) throw new Error(`The quote chosen for ${ref} is not in its ${source} section`);
        const text = chosen?.text ?? bestQuote(section.text, passageText);
        if (!text || !(chosen || REVIEWED_QUOTES.has(ref))) continue;
        const bookName = BOOKS.find((b) => b.id === section.book)!.name.replace(/^Psalms$/, "Psalm");
        const on = `${bookName} ${section.chapter}:${section.from}${section.to !== section.from ? `-${section.to}` : ""}`;
        commentary[ref] = { source, on, text };
        break;
      }
    }
    writeFileSync(
      join(OUT_DIR, "commentary.json"),
      `${JSON.stringify(
        {
          sources: {
            mhcc: "Matthew Henry's Concise Commentary on the Whole Bible, public domain; Debian sword-comm-mhcc",
            tdavid: "C. H. Spurgeon, The Treasury of David, public domain; Debian sword-comm-tdavid",
          },
          passages: commentary,
        },
        null,
        0,
      )}\n`,
    );
    console.log(
      `Nave's: ${Object.keys(naves).length} topics; MHCC: ${mhcc.length} sections; Treasury of David: ${tdavid.length} verse expositions`,
    );
    const unused = Object.keys(CHOSEN_QUOTES).filter((ref) => !commentary[ref]);
    if (unused.length) throw new Error(`Chosen quotes for passages not in the bank: ${unused.join(", ")}`);
    console.log(`Commentary quotes: ${Object.keys(commentary).length} of ${refs.size} bank passages`);
  } finally {
    rmSync(path, { recursive: true, force: true });
  }
}

main();
