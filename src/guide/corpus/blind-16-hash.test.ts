// The sixteenth blind set (blind-16.json), 1,133 messages hand-written by a helper, a different author
// from the last fifteen, who did not read the crisis check's code or cue lists and never ran the
// check on them. The author read only this folder's blind-15-hash.test.ts (for the brief),
// sealed-set-checks.ts, categories.ts and the first 40 lines of blind-15.json (for the format).
// Written from public clinical material (Columbia screening questions; 988, AFSP and WHO warning
// signs; National DV Hotline warning signs) and from how people type, in voices leaning away from
// the earlier sets': farmers and ranchers in drought, long-haul truckers, construction and oil-rig
// workers, veterinarians and vet techs, nurses and paramedics off shift, chefs, musicians and
// artists, athletes after injury, new mothers after birth, divorced fathers in custody fights,
// retirees and widowers in their seventies and eighties, people with chronic pain or disability,
// people out of prison, soldiers and veterans, parents of gay and trans teenagers, small-business
// owners going under, gamblers after losses, missionaries abroad, Australian, Irish, South African,
// Kenyan and Ghanaian English, Spanglish, people typing from a hospital bed, very formal writers,
// lowercase run-ons, one-liners, and long letters addressed to God (3 to 80 words).
// Counts: 49 intent, 46 plan, 45 method, 46 means, 47 timing; 44 farewell, 42 giving_away,
// 44 burden, 45 no_way_out, 43 self_harm, 43 withdrawal; 57 abuse, 334 everyday and 248 hard
// negatives (figurative speech, sermons and studies on death, grief for others, hospice and
// palliative care, nursing, paramedic and fire work, vets putting animals down, hunting and culling,
// cooking and kitchen knives, pharmacy and parents', children's and pets' medicine, climbing and
// boat ropes, bridges, cliffs and heights, games, novels, films, true crime, history, jokes, and
// helping someone else in danger).
// Checked mechanically, by a throwaway script outside the repository (the earlier texts were never
// read by eye), against train.json, authored-3.json, the string literals of authored-4.ts to
// authored-8.ts and the six sources/*.ts files, the fifteen earlier blind sets (19,407 earlier strings
// from 28 files), and within itself, for exact and near copies (normalised token-set Jaccard >= 0.7;
// 72 drafts were copies, 18 of them with the very same normalised tokens, and were rewritten as fresh
// sentences, 72 rewrites in all, until the same check passed). It was committed with its SHA-256
// (blind-16.sha256) on its own, before the tuning it measures; this test fails if a single byte of it
// changes. It is never read while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("sixteenth blind crisis set", () => {
  checkSealedCrisisSet("blind-16", { perDirect: 40, perVeiled: 38, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
