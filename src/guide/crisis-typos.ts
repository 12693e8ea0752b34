// Typing slips in the words the crisis rules depend on: two neighbouring letters swapped
// ("myeslf", "thnik", "tonihgt"). Each word below is expanded once, at module load, into its
// single adjacent transpositions; normaliseForCrisis respells any token found in that map. A
// transposition that is itself an ordinary word is never respelled.

const KEY_WORDS = [
  "myself", "yourself", "himself", "herself", "kill", "killing", "suicide", "suicidal", "die", "dying", "dead", "death",
  "want", "wanted", "going", "gonna", "thinking", "think", "thought", "thoughts", "planned", "planning", "plan", "tonight",
  "tomorrow", "weekend", "pills", "meds", "medication", "prescription", "overdose", "bridge", "jumping", "jump", "hanging",
  "rope", "gun", "knife", "blade", "razor", "cutting", "hurting", "hurt", "harm", "bleed", "ashamed", "alive", "living",
  "anymore", "forever", "goodbye", "burden", "everyone", "everybody", "nobody", "better", "without", "trapped", "escape",
  "hopeless", "worthless", "pointless", "picturing", "imagining", "wondering", "keeping", "saved", "saving", "hidden",
  "protection", "really", "would", "could", "should", "never", "husband", "boyfriend", "girlfriend", "partner", "family",
  "father", "mother", "stepdad", "molested", "abused", "abuse", "sexual", "scared", "afraid", "hits", "hitting", "beats",
  "drags", "choked", "strangled", "threatened", "leave", "locked", "slitting", "wrists", "swallowing", "bottle", "using",
  "needing", "wearing", "handing", "possessions", "giving", "peace", "remember", "after", "forgive", "sorry", "going",
  "through", "ready", "hurts", "making", "bible", "chopping", "cooking", "shaving", "dinner", "laughing", "counter", "under", "while", "using", "decided", "ending", "because", "anyone", "caring", "trying", "while", "tired", "stomach",
];

/** Ordinary words that happen to be a transposition of a key word: never respelled. */
const REAL_WORDS = new Set(["diet", "form", "from", "sued", "tried", "fried", "suing", "betas", "fater"]);

function transpositions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return out;
}

export const TYPOS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  const keys = new Set(KEY_WORDS);
  for (const word of KEY_WORDS) {
    if (word.length < 4) continue;
    for (const slip of transpositions(word)) {
      if (keys.has(slip) || REAL_WORDS.has(slip) || map.has(slip)) continue;
      map.set(slip, word);
    }
  }
  return map;
})();

