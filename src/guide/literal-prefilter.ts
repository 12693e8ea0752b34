// Which of many regular expressions could match a text, found in one pass over it. The crisis
// check tests every message against some 800 hand-written rules, and nearly all of them fail on
// nearly every message; testing them one by one was about a fifth of the server's CPU per message.
// Each rule is read once (with regexpp, the parser ESLint uses) for the literal strings one of
// which any match must contain: ` (?:kill|end) my ?self` must contain " kill my" or " end my".
// One Aho-Corasick pass finds which of those strings the text holds; a rule none of whose strings
// is there cannot match and is not run. A rule with no such strings is always run, so the answers
// are exactly those of running every rule (literal-prefilter.test.ts checks this on every corpus).
import { RegExpParser, type AST } from "@eslint-community/regexpp";

/** Strings one of which every match contains, or null when nothing is required. */
type Required = Set<string> | null;

/** What a piece of a pattern can match: every string (when few and short), and what a match must contain. */
interface Reading {
  exact: Set<string> | null;
  required: Required;
}

const MAX_EXACT = 64;
const MAX_LITERAL = 48;
const ANYTHING: Reading = { exact: null, required: null };
const EMPTY: Reading = { exact: new Set([""]), required: null };

/** Every string of `a` followed by every string of `b`, or null when there would be too many or too long. */
function product(a: Set<string>, b: Set<string>): Set<string> | null {
  if (a.size * b.size > MAX_EXACT) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) if ((x + y).length <= MAX_LITERAL) out.add(x + y);
  return out.size === a.size * b.size ? out : null;
}

/** A set usable as a requirement: no empty string in it. */
const usable = (set: Set<string> | null): Required => (set && set.size > 0 && ![...set].includes("") ? set : null);

/** The stronger of two requirements: the one whose shortest string is longest (rarer), then the smaller. */
function stronger(a: Required, b: Required): Required {
  if (!a) return b;
  if (!b) return a;
  const shortest = (s: Set<string>) => Math.min(...[...s].map((x) => x.length));
  const [la, lb] = [shortest(a), shortest(b)];
  if (la !== lb) return la > lb ? a : b;
  return a.size <= b.size ? a : b;
}

const requirementOf = (r: Reading): Required => r.required ?? usable(r.exact);

function readAlternatives(alternatives: readonly AST.Alternative[]): Reading {
  const readings = alternatives.map(readAlternative);
  let exact: Set<string> | null = new Set();
  for (const r of readings) {
    if (!r.exact || !exact || exact.size + r.exact.size > MAX_EXACT) exact = null;
    else for (const s of r.exact) exact.add(s);
  }
  // A match is one of the alternatives' matches, so it contains one of their required strings.
  let required: Required = new Set();
  for (const r of readings) {
    const own = requirementOf(r);
    if (!own || !required) required = null;
    else for (const s of own) required.add(s);
  }
  return { exact, required };
}

function readAlternative(alternative: AST.Alternative): Reading {
  let current: Set<string> | null = new Set([""]);
  let best: Required = null;
  let whole = true;
  for (const element of alternative.elements) {
    const r = readElement(element);
    best = stronger(best, r.required);
    const joined: Set<string> | null = current && r.exact ? product(current, r.exact) : null;
    if (joined) {
      current = joined;
      continue;
    }
    // The literal run ends here: what it spelled is one candidate; the next run starts afresh.
    whole = false;
    best = stronger(best, usable(current));
    current = r.exact ?? new Set([""]);
  }
  best = stronger(best, usable(current));
  return { exact: whole ? current : null, required: best };
}

function readCharacterClass(node: AST.CharacterClass): Reading {
  if (node.negate) return ANYTHING;
  const chars = new Set<string>();
  for (const element of node.elements) {
    if (element.type === "Character") chars.add(String.fromCodePoint(element.value));
    else if (element.type === "CharacterClassRange" && element.max.value - element.min.value < MAX_EXACT) {
      for (let c = element.min.value; c <= element.max.value; c++) chars.add(String.fromCodePoint(c));
    } else return ANYTHING;
    if (chars.size > MAX_EXACT) return ANYTHING;
  }
  return { exact: chars, required: null };
}

function readElement(element: AST.Element): Reading {
  switch (element.type) {
    case "Character":
      return { exact: new Set([String.fromCodePoint(element.value)]), required: null };
    case "CharacterClass":
      return readCharacterClass(element);
    case "Group":
    case "CapturingGroup":
      return readAlternatives(element.alternatives);
    case "Quantifier": {
      const inner = readElement(element.element);
      if (element.min === 0) {
        // Optional once: its strings or nothing; any other repetition reads as anything.
        return element.max === 1 && inner.exact && inner.exact.size < MAX_EXACT
          ? { exact: new Set([...inner.exact, ""]), required: null }
          : { exact: null, required: null };
      }
      const once = element.min === 1 && element.max === 1;
      return { exact: once ? inner.exact : null, required: requirementOf(inner) };
    }
    case "Assertion":
      // A lookahead or lookbehind that must match makes the text contain what it matches.
      if ((element.kind === "lookahead" || element.kind === "lookbehind") && !element.negate) {
        return { exact: new Set([""]), required: requirementOf(readAlternatives(element.alternatives)) };
      }
      return EMPTY;
    default:
      // Any character of a set (\w, \d, ., a property), a back-reference: could be anything.
      return ANYTHING;
  }
}

const parser = new RegExpParser({ ecmaVersion: 2024 });

/**
 * The literal strings one of which every match of `re` contains, or null when the rule must always
 * be run: nothing is required, or its flags make literal matching unsafe or unread (a case-insensitive rule, one with the v flag,
 * or a global or sticky one, whose `test` moves its lastIndex).
 */
export function requiredLiterals(re: RegExp): string[] | null {
  if (/[igyv]/.test(re.flags)) return null;
  const pattern = parser.parsePattern(re.source, 0, re.source.length, { unicode: re.unicode });
  const required = requirementOf(readAlternatives(pattern.alternatives));
  return required ? [...required] : null;
}

/**
 * An Aho-Corasick automaton over a set of strings: which of them occur in a text, in one pass over
 * its UTF-16 code units (the strings are read the same way, so any character matches itself).
 */
class LiteralScanner {
  private readonly next: Array<Map<number, number>> = [new Map()];
  private readonly fail: number[] = [0];
  /** For each state, the ids of the strings that end there (its own and its suffixes'), or null. */
  private readonly found: Array<number[] | null> = [null];

  constructor(literals: readonly string[]) {
    const ending: number[][] = [[]];
    literals.forEach((literal, id) => {
      let state = 0;
      for (let k = 0; k < literal.length; k++) {
        const unit = literal.charCodeAt(k);
        let to = this.next[state].get(unit);
        if (to === undefined) {
          to = this.next.length;
          this.next.push(new Map());
          this.fail.push(0);
          ending.push([]);
          this.next[state].set(unit, to);
        }
        state = to;
      }
      ending[state].push(id);
    });
    // Breadth first: each state's failure link is the longest proper suffix that is also a state.
    const queue = [...this.next[0].values()];
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head];
      for (const [unit, to] of this.next[state]) {
        let f = this.fail[state];
        while (f !== 0 && !this.next[f].has(unit)) f = this.fail[f];
        const target = this.next[f].get(unit);
        this.fail[to] = target !== undefined && target !== to ? target : 0;
        ending[to].push(...ending[this.fail[to]]);
        queue.push(to);
      }
    }
    for (let state = 1; state < ending.length; state++) this.found.push(ending[state].length > 0 ? ending[state] : null);
  }

  /** Calls `onFound(id)` for every occurrence of a string in `text` (an id may come more than once). */
  scan(text: string, onFound: (id: number) => void): void {
    const { next, fail, found } = this;
    let state = 0;
    for (let k = 0; k < text.length; k++) {
      const unit = text.charCodeAt(k);
      let to = next[state].get(unit);
      while (to === undefined && state !== 0) {
        state = fail[state];
        to = next[state].get(unit);
      }
      state = to ?? 0;
      const ids = found[state];
      if (ids !== null) for (const id of ids) onFound(id);
    }
  }
}

/**
 * `mayMatch(text)` answers, for each of `rules` in order, whether it could match `text` (1) or
 * certainly cannot (0). Rules answered 1 must still be run.
 */
export function literalPrefilter(rules: readonly RegExp[]): (text: string) => Uint8Array {
  const literalIds = new Map<string, number>();
  /** For each literal, the rules it can let through. */
  const rulesOfLiteral: number[][] = [];
  /** 1 for the rules that are always run. */
  const always = new Uint8Array(rules.length);
  rules.forEach((re, rule) => {
    const literals = requiredLiterals(re);
    if (!literals) {
      always[rule] = 1;
      return;
    }
    for (const literal of literals) {
      let id = literalIds.get(literal);
      if (id === undefined) {
        literalIds.set(literal, (id = literalIds.size));
        rulesOfLiteral.push([]);
      }
      rulesOfLiteral[id].push(rule);
    }
  });
  const scanner = new LiteralScanner([...literalIds.keys()]);
  return (text) => {
    const may = always.slice();
    scanner.scan(text, (id) => {
      for (const rule of rulesOfLiteral[id]) may[rule] = 1;
    });
    return may;
  };
}
