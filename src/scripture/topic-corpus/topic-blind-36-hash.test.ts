// The thirty-sixth topic-relevance blind set: 600 everyday messages over the index's 60 topics,
// hand-written by a new helper who never read the guide's code, leaning away from the voices the
// earlier sets used (see the blind-35, blind-34 and blind-33 hash tests) and toward fresh ones: a
// tower-crane driver in Leeds, a nanny in Hong Kong from Cebu, a scaffolder, a funeral director's
// assistant, a North Sea rig worker, a Sunday-league referee, a quantity surveyor, a stage manager on a
// West End show, a window cleaner, a night parcel sorter in Northampton, a bodega owner in Washington
// Heights, a driving instructor, an electrician, a coffee farmer in Huila, a piano teacher, a glass-
// factory redundancy, a Barrow shipyard job hunter, a retired railwayman, a nurse in Freetown, a
// stay-at-home dad, a sous chef, a help-desk worker, a community midwife, a teacher facing Ofsted, a
// recycling-plant worker, a bank-branch closure, a bookshop owner in Hastings, a rickshaw puller in
// Dhaka, a strawberry picker in Salinas, an optician, a violinist playing the St Matthew Passion, a
// church flower arranger, a Saturday-night town patrol volunteer, a paralegal, a medical student in
// Plovdiv and a physics postdoc in Tartu; people living with or caring for someone with
// osteoporosis, a hip replacement, shingles, lupus, Ménière's, a cleft palate, IBS, sleep apnoea,
// cataracts, carpal tunnel, a heart attack and a bypass, glandular fever, lymphoedema after cancer,
// lymphoma, Tourette's, selective mutism, Fragile X, bipolar disorder, strokes, a miscarriage, a rare
// metabolic condition and a genetic test in pregnancy; Assemblies of God, Waldensian (Torre Pellice),
// Ethiopian Orthodox (Washington), Eritrean Orthodox (Frankfurt), Orthodox (Kodiak), Lutheran
// (Duluth), Goan Catholic, Roma Pentecostal, Puerto Rican (Humboldt Park), Khasi and Hindu-raised
// writers and a once-secret house-church member; writers in or from Erbil and Detroit, Camagüey,
// Hamburg, Douala and Belgium, Monrovia, Ipoh, Hue and Adelaide, Winnipeg, Fairbanks, Sligo, Galway,
// Palermo, Margao, the Faroes, Bulawayo and Leicester, Quebec and Burundi, Shillong, Thailand, Vilnius,
// Eswatini and Coventry, Lafayette, Ludhiana and Brampton, Cusco and Oslo, Mendoza, Brno, Hilo,
// Wenzhou and Sheffield, Oulu, Istanbul, Praia, Lagos and Glasgow, Abidjan and Montreal, Bhutan,
// Sardinia, Ambon, the Tiwi Islands, Bethel (Yup'ik), Dundee, Cumbria, the Gambia, Brittany, Xela,
// Santiago de los Caballeros and New Jersey, Riga, Slovakia and Auckland; plain questions about what
// the Bible says, prayer requests, confessions, worries, joys, reflections on passages (hard ones
// included: Elijah under the broom tree, Jonah's sulk, the unforgiving servant, Peter's denial, Rachel
// and Leah, Saul's jealousy, the vineyard workers, Naaman, Hosea and Gomer, Elisha and the bears,
// Habakkuk, Jeremiah 12, Psalm 55, Matthew 19 on divorce, the dark night of the soul), idioms,
// negations, jokes and indirect wordings that never name the topic, with touches of Filipino,
// Spanish, Cajun French, Thai, Hawaiian and Konkani words, non-native English from Filipino, Cuban,
// Cameroonian, Liberian, Malaysian Chinese, Vietnamese, Sicilian, Burundian, Sierra Leonean,
// Colombian, Dominican, Khasi, Thai, Lithuanian, Swazi, Peruvian, Eritrean, Argentine, Czech, Chinese,
// Finnish, Turkish, Ethiopian, Cape Verdean, Bangladeshi, Mexican, Ivorian, Sardinian, Indonesian, Tiwi, Puerto
// Rican, Gambian, Breton, Guatemalan, Bulgarian, Latvian and Roma writers, text-speak, three
// unpunctuated spoken-style rambles (two of them voice-to-text), six messages with emoji, teenagers and elders; most in plain
// English. 4 to 79 words (mean 24.80, median 24, whitespace-split tokens, emoji included); 8 of eight
// words or fewer, 9 of fifty or more (43 of forty or more). Hand-written in 10 batches of 60 (six
// topics each, ten messages per topic, in the order of TOPICS), each batch written and run through the
// copy check on its own before the next was begun. Labelled with what a pastor would say each is
// about, best topic first; each topic leads exactly 10; 216 carry a second topic (work 35; church and
// family 23 each; marriage 17; money, parenting and school 14 each; health 12; aging 9; change 7;
// friendship and rest 5 each; caregiving 4; singleness 3; conflict, decisions, evangelism, grief,
// guilt, loneliness, prayer, scripture and worship 2 each; anger, anxiety, contentment, divorce,
// doubt, failure, generosity, gratitude, injustice, jealousy, mortality, rejection and suffering 1
// each). After all ten batches were written, 27 first-draft second labels were dropped as not truly
// also present, by a script that printed only batch and line numbers and labels.
//
// What the author read, exactly: the brief and its common rules; this folder's
// topic-blind-35-hash.test.ts (whole, as the model for this header and test) and sealed-set-checks.ts
// (whole, as the brief allowed); the header comments only of topic-blind-34-hash.test.ts and
// topic-blind-33-hash.test.ts, printed by awk up to each file's first non-comment line (the tool
// showing the output cut four lines from the middle of the blind-34 header, so those were not seen); the
// first 30 lines of blind-35.json via head -30, for the format (they hold seven of that set's anxiety
// messages, seen before this set's anxiety batch was written); the last bytes of blind-35.sha256 as an
// od -c dump and its byte count, for its shape; the repo's .prettierrc.json and .prettierignore; the
// folder's file names (ls, and an ls that confirmed blind.json is absent); and the topics' ids and
// labels, printed by a throwaway script in the scratch folder that imported TOPICS from topics.ts, run
// from the worktree with npx tsx (it also printed the count, 60, and saved the ids to a scratch file
// for checking this set's labels). Git: only git worktree add (output discarded, as the rules
// direct), git status --short, git add, git commit and git rev-parse HEAD. Never read topics.ts,
// relevance.ts, train.json, any lexicon, guide, crisis, classifier or detection code, docs or other
// tests; never read an earlier set's texts by eye; never ran topic detection or any project code on
// these messages (the only project code run is this hash test).
//
// Slips and touches, owned: the topics script's first run came before the running npm install had
// finished and failed with "tsx: not found", printing nothing; while waiting for that install, the
// author listed a few package folder names in node_modules to see whether it had finished, and a
// process listing (ps) showed the command line of another session's throwaway script (a path in
// another scratch folder), which was not opened; in the peace-to-conflict batch a copy-check
// rewrite of a trust message was first saved with the label strength, caught at once by a lead count
// and relabelled trust before the batch was closed; to review second labels the author printed the
// first 90 characters of this set's own two-label drafts (never an earlier set's text). A few touches
// near the earlier lists remain: a night parcel sorter (blind-35's parcel-depot supervisor), a
// help-desk worker and a bank clerk moved to a call centre (blind-34's call-centre worker), a piano
// teacher (piano tuners), a paralegal (a barrister, a law student), an accountant (a bookkeeper, an
// insurance pricer), a sous chef and a kitchen manager (chefs), an electrician (a lift engineer), a
// scaffolder and a window cleaner (a plasterer, a roofer), a retired railwayman (a railway signaller),
// a nurse in Freetown and a community midwife (nurses, a junior doctor), a 14-year-old helping her
// nan (a young carer), a strawberry picker (orange and mushroom pickers), a Waldensian in Torre
// Pellice (Turin), a chapel in Cumbria (Kendal), Brampton (Toronto), Ludhiana (a Sikh-raised writer),
// Ipoh (Sarawak, Sibu), Dhaka (Sylhet), Filipino writers (the Philippines), Yup'ik and Kodiak writers
// (Iqaluit, Greenland), the Tiwi Islands (Alice Springs), an Ethiopian Orthodox writer (Ethiopia),
// Nigerian parents (Nigeria), Galway and Sligo (Kerry, Donegal, Dublin), a broken leg (a broken
// wrist), lymphoma and leukaemia (chemotherapy), Lamentations 3 (Lamentations) and Matthew 19 on
// divorce (Malachi on divorce). The non-native renderings and foreign words are the author's
// approximations, not checked by a speaker. No draft described danger to life; while composing, a
// teenager's "what's the point of me", Elijah's prayer to die under the broom tree, a Jonah quotation
// ending in death, a surgery fear of not waking up and a "nearly died of shame" idiom were set aside
// or reworded before being saved, to keep the set everyday.
//
// Copy check: a script in the scratch folder, after every batch, against every JSON string value of
// train.json and blind-2.json to blind-35.json in this folder (35 files; the folder has no
// blind.json, which the brief named; re-read on every run): 54,601 string values, labels included,
// 25,829 distinct token sets once normalised, and against every message already written and the rest
// of its own batch, for exact and near copies (lowercased, apostrophes ' ’ ‘ and ` dropped, split on
// any non-letter/digit, token-set Jaccard >= 0.7), printing only indices, batch and line numbers, file
// names and scores. First runs flagged 39 drafts, in 9 of the 10 batches (0 to 7 a batch), all against
// the earlier sets and none within (scores 0.700 to 1.000; seven had token sets identical to an
// earlier string), mostly short stock phrases, stock Bible questions and verse paraphrases; all 39
// were rewritten as fresh sentences and none of the rewrites was flagged again. 38 more drafts scoring
// 0.600 to 0.696 against the earlier sets were rewritten for margin (one of them twice, its first
// rewrite scoring 0.656). The final formatted file, checked once more, has no exact copies and no
// flags; its closest pair is 0.591 against the earlier sets (14 messages score 0.55 or more, none 0.6
// or more) and 0.357 within itself. Formatted with the repo's Prettier config (the folder's JSON is
// prettier-ignored, so it was run with the ignore file bypassed) and sealed with its SHA-256 before the
// tuning it measures. Its labels are the 60 topic ids of TOPICS in ../topics.ts; its brief asked for
// 600 messages, ten leading with each topic and about a third carrying a second topic; this test
// requires at least 540 messages and each topic leading at least ten. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 36", () => {
  checkSealedTopicSet("blind-36", 540);

  it("leads with each topic at least 10 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-36.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(10);
  });
});
