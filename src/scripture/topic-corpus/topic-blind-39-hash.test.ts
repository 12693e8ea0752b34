// The thirty-ninth topic-relevance blind set: 600 everyday messages over the index's 60 topics,
// hand-written by a new helper who never read the guide's code, leaning away from the voices the
// earlier sets used (see the blind-38, blind-37 and blind-36 hash tests) and toward fresh ones: an
// air traffic controller, a self-employed upholsterer, a leisure-centre lifeguard, a remote developer,
// a school-bus driver in Tulsa, the manager who handed out redundancy letters at a tile warehouse in
// Stoke, a beekeeper outside Ljubljana, a chemist with a doctorate, an insurance seller at 44, a
// retired bus mechanic, a dental receptionist in Luton, a Caracas lawyer cleaning offices in Madrid,
// an actuary, a hotel worker on Sunday shifts, a stonemason and his apprentice, a retail-park security
// guard, a start-up worker, a high-street butcher of 31 years, a truck driver on the Bishkek-Almaty
// road, a roofing-company owner, a painter and decorator, a long-haul lorry driver's wife, a
// sommelier, a Lincolnshire potato grower, foster carers in Stirling, a hotel kitchen manager from
// Debrecen in Edinburgh, the only woman on a building site, a physio leaving the NHS, a cement carrier
// in Windhoek, a headteacher, a five-a-side footballer, an HGV learner, a failed clothing-brand founder,
// a soldier leaving after 22 years, a barber, a hospital cleaner, a paid home carer, a hotel night
// porter, a deacon, a welder, IT support in Stevenage, a construction worker from Quito in Minneapolis,
// a supermarket worker, a food-bank volunteer in Darlington, a tractor-driving farmer and an access-
// course student at 47; people living with or caring for someone with type 1 diabetes (and a leg
// lost to it), MS, rheumatoid arthritis, vitiligo, dialysis, a gallbladder operation, restless legs,
// OCD, Lyme disease, tennis elbow, low iron, new hearing aids, spinal surgery, a wheelchair after a
// rugby injury, severe learning disabilities, chronic pain after a car crash, a non-verbal son in
// pain, dyscalculia, dyslexia, Prader-Willi, a mother who has not left the house in three years and a
// bunion-operation wait; Coptic (Cairo to Sydney), Syriac Orthodox (Qamishli to Södertälje), Baptist
// raised Catholic, ex-Jehovah's Witness, Dalit (Bihar to Delhi), Alpha-course and Penang writers;
// writers in or from Carlisle, the Falklands, Reykjavik, Kuching and Perth, Dakar and Helsinki,
// Gaborone, Cluj, Bucharest, Albania and London, Ibadan, Limerick, Torquay, Hull, Haiti and Miami,
// Ohio, Wrexham, Dartmoor, Jaffna and Stuttgart, Myanmar and Fort Wayne, Orkney, Aleppo and
// Gothenburg, Wigan and Portugal, Aberystwyth and Milton Keynes, Iași and Verona, Colchester,
// Bobo-Dioulasso, Luanda, Japan, Peterborough, Basingstoke and Warrington, County Antrim and Dubai,
// La Paz and Spain, Luang Prabang and Hamilton (New Zealand), Turkana, northern Mozambique, Derby,
// Montevideo, Kisumu, Calgary and Bradford, Lahore, Cambodia, Dili and Portsmouth, Accra, Herat and
// Germany, N'Djamena and Loughborough, Bremen, Whitby, San Salvador and Dallas, Scarborough and the
// Yorkshire Dales, a Lebanese in-law family and a Windrush grandfather; plain questions about what the
// Bible says, prayer requests, confessions, worries, joys, reflections on passages (hard ones
// included: Moses striking the rock, David fasting for his sick baby and then eating, Jephthah's vow,
// Psalm 109, Luke 14 on hating father and mother, letting the dead bury their dead, Nebuchadnezzar
// eating grass, Cain, Michal despising David's dancing, Song of Songs, the census chapters of Numbers,
// Job's friends; and others: Paul's "only Luke is with me", Gideon in the winepress, Psalm 32, the ten
// lepers, Joel's locusts, Zechariah's prisoners of hope, Esther, Ephesians 5, Ruth, Hannah and Samuel,
// Jacob wrestling, Joel 3:10, Psalm 73, Peter out of the boat, manna, Euodia and Syntyche, Psalm 41,
// Mark 9, Daniel at his window, Zacchaeus, Simeon, Caleb at 85, the thief on the cross, Psalms 27, 92,
// 127, 130, 143 and 150), idioms, negations, jokes and indirect wordings that never name the topic,
// with touches of Spanish and Yoruba words and a Haitian proverb, non-native English from Spanish-
// speaking, Romanian, Angolan, Venezuelan, Kyrgyz, Burmese, Hungarian, Syrian, Namibian, Burkinabè,
// Japanese, Malaysian, Bolivian, Lao, Salvadoran, Cambodian, Ecuadorian, Timorese, Afghan, Chadian,
// German, Pakistani, Senegalese, Albanian, Haitian, Tamil, Indian and Uruguayan writers, text-speak, two
// spoken-style rambles (one unpunctuated, one talked into a phone on a cliff path) and 25 more long
// messages, ten with emoji, teenagers and elders; most in plain English.
// 4 to 81 words (mean 23.82, median 21, whitespace-split tokens, emoji included); 42 of eight words
// or fewer, 27 of fifty or more (46 of forty or more). Hand-written in 10 batches of 60 (six topics
// each, ten messages per topic, in the order of TOPICS), each batch written and run through the copy
// check on its own before the next was begun. Labelled with what a pastor would say each is about,
// best topic first; each topic leads exactly 10; 209 carry a second topic (work 31; family 29; church
// and parenting 20 each; marriage 17; health 12; money 9; friendship 8; school 7; aging 6; change and
// singleness 5 each; caregiving 4; divorce and scripture 3 each; conflict, decisions, evangelism,
// guilt, injustice, jealousy, prayer, rest, self-worth, service and suffering 2 each; betrayal,
// courage, doubt, grief, loneliness, love, temptation and worship 1 each). While drafting, first-
// thought second labels were left off as not truly also present: 21 in the second batch before its
// copy check, and 8 in the first batch after it had been checked and closed (during the second
// batch's review; a slip in order, owned here). After all ten batches were written, 28 more first-
// draft second labels were dropped, by a script that printed only batch and line numbers and labels,
// to bring the share near a third; no lead label was ever changed.
//
// What the author read, exactly: the brief and its common rules; this folder's
// topic-blind-38-hash.test.ts (whole, as the model for this header and test) and sealed-set-checks.ts
// (whole, as the brief allowed); the header comments only of topic-blind-37-hash.test.ts and
// topic-blind-36-hash.test.ts, printed by awk up to each file's first non-comment line into scratch
// files and read from there whole; the first 30 lines of blind-38.json via head -30, for the format
// (they hold seven of that set's anxiety messages, seen before this set's anxiety batch was written);
// the byte count of blind-38.sha256 via wc -c (65, a 64-hex hash and a newline), for its shape; the
// repo's .prettierrc.json and .prettierignore; the folder's file names (ls); and the topics' ids and
// labels, printed by a throwaway script in the scratch folder that imported TOPICS from topics.ts, run
// from the worktree with npx tsx (it also printed the count, 60, and saved the ids to a scratch file
// for checking this set's labels). Git: only git worktree add (output discarded, as the rules direct),
// git status --short, git add, git commit and git rev-parse HEAD. Never read topics.ts, relevance.ts,
// train.json, any lexicon, guide, crisis, classifier or detection code, docs or other tests; never
// listed or opened anything in node_modules (only linked it into the worktree); never read an earlier
// set's texts by eye; never ran topic detection or any project code on these messages (the only
// project code run is the topics script above and this hash test).
//
// Slips and touches, owned: the eight first-batch second labels dropped after that batch closed (above).
// After all ten batches were written, 22 messages were reworded to bring the spread of lengths into
// range (15 fragments lengthened, 7 long messages shortened below fifty words), one of those (a love
// fragment, which then scored 0.625) was rewritten again, and after the file was first built and
// formatted (its first hash was computed only to confirm Prettier left it unchanged, and was never
// used) the author noticed that an anxiety message's closing quip, that Philippians 4 read as if
// written by someone without a van loan, echoed the shape of a blind-38 anxiety line seen in the
// format lines (birds not having a mortgage), so it was reworded, re-checked (no flags), and the file
// rebuilt, reformatted and hashed again. Other anxiety messages stand near those format-line shapes in
// topic only (a worry about a brother out of signal in the Falklands, a retired man lying awake in
// Carlisle). The author printed this set's own drafts to read each batch back, and, after all batches,
// the first 60 to 70 characters of its own fragments, long messages and two-label drafts, and a safety
// grep of its own drafts for words near crisis ground (file, line and word only); a word-count script's
// output piped to head once ended in a broken-pipe error (it only printed figures). Touches near the
// earlier lists remain: a hotel kitchen manager and a hotel night porter (a sous chef, a kitchen
// porter, a hotel housekeeper), a hospital cleaner and a paid home carer (a hospital porter, a care
// assistant), a school-bus driver and an HGV learner (a forklift driver, bus and lorry drivers), a
// butcher (a fishmonger), a stonemason and a painter and decorator (a bricklayer, a plasterer), a
// roofing firm (a roofer), a sommelier (a brewery worker, a vineyard hand, a bar manager), a potato
// grower and a tractor farmer (sheep, dairy and pig farmers, an asparagus grower), a headteacher (new,
// supply and trainee teachers), a physio (a paramedic, nurses), IT support and a start-up worker (an IT
// worker, a help-desk worker, an app founder), a failed clothing brand (a closed café), a tile-warehouse
// redundancy (brewery and print-works redundancies), a supermarket worker (a shelf stacker), Carlisle
// and the Dales (Cumbria, the Lake District), Whitby and Scarborough (Bridlington), Orkney (Skye,
// Lewis), Stirling (Fort William, Stonehaven), County Antrim (Belfast, Derry, Portrush), Minneapolis
// (St Paul), Cairo (a Sudanese refugee waiting in Cairo), Aleppo (northern Iraq), Gothenburg and
// Södertälje (Aarhus, Kiruna), Romanian writers (a Moldovan worker), Debrecen (Poznań, Gdańsk), Bremen
// (Hamburg, Leipzig), Verona (Bologna), Windhoek and Gaborone (Bloemfontein, Harare), Luanda (Portuguese
// touches), Kisumu and Turkana (Mombasa, Kenya's Rift Valley), Mozambique (Malawi), Dakar and
// Bobo-Dioulasso (Lomé, Abidjan), N'Djamena (Sudan), Latin American writers (Medellín, Cusco,
// Tegucigalpa, Mendoza), Dallas (Houston), Kuching and Penang (Sarawak, Ipoh), Lahore (Ludhiana),
// Bihar (Manipur, Assam), Jaffna (Colombo), Luang Prabang and Myanmar (Hue, Thailand), Dili (Ambon),
// Hamilton (Auckland, Dunedin), Bishkek (Ulaanbaatar, Baku), Dubai (Kuwait, Doha), a Lebanese family
// (Beirut), MS, rheumatoid arthritis and OCD (lupus, fibromyalgia, bipolar disorder), a wheelchair
// after a rugby injury (cerebral palsy), low iron (chronic fatigue), Paul's "only Luke is with me"
// (Paul's hardships), Moses striking the rock (Moses killing the Egyptian), David fasting for his baby
// and Psalm 32 (David's cry for Absalom, Psalm 51), Jacob wrestling (Jacob's family), Joshua and Caleb
// (Joshua's violent chapters), Psalm 109 (Psalm 137), Peter out of the boat (Peter's denial),
// Nebuchadnezzar (Uzziah's pride), Zacchaeus (the rich young ruler), Euodia and Syntyche (Paul and
// Barnabas's split), Paul calling singleness a gift (1 Corinthians 7 on an unbelieving partner),
// Numbers and Leviticus (Leviticus), and Mother Teresa's long years without feeling God (the dark night
// of the soul). The non-native renderings and foreign words are the author's approximations, not
// checked by a speaker. No draft described danger to life; while composing, a lonely
// writer's "could vanish for a week and nobody would ring" became going away unnoticed, a "not dying,
// just being alone" line became spiders and heights, a mother staying on in a war zone became a
// mother in Iași who will not move, a drought's thin children became stopped school lunches, a
// check-up heart warning became reading the obituaries at seventy, an MND diagnosis was not used, and
// a surgery wait's "not life-or-death" became "not urgent, just sore".
//
// Copy check: a script in the scratch folder, after every batch, against every JSON string value of
// train.json and blind-2.json to blind-38.json in this folder (38 files, re-read on every run): 58,846
// string values, labels included, 27,629 distinct token sets once normalised, and against every
// message already written and the rest of its own batch, for exact and near copies (lowercased,
// apostrophes ' ’ ‘ and ` dropped, split on any non-letter/digit, token-set Jaccard >= 0.7), printing
// only batch and line numbers, indices, labels, file names and scores. First runs flagged 18 drafts,
// in 9 of the 10 batches (0 to 5 a batch), all against the earlier sets and none within (scores 0.700
// to 0.880; none had a token set identical to an earlier string), mostly short fragments, stock
// questions and verse paraphrases; all 18 were rewritten as fresh sentences and none of the rewrites
// was flagged again. 22 more drafts scoring 0.600 to 0.688 against the earlier sets were rewritten for
// margin, as was the one length rewrite that scored 0.625. The final formatted file, checked once
// more, has no exact copies and no flags; its closest pair is 0.591 against the earlier sets (16
// messages score 0.55 or more, none 0.6 or more) and 0.312 within itself. Formatted with the repo's
// Prettier config (the folder's JSON is prettier-ignored, so it was run with the ignore file bypassed;
// a second run left it unchanged) and sealed with its SHA-256 before the tuning it measures; it is
// evaluated once, by the lead, at the end of the tuning. Its labels are the 60 topic ids of TOPICS in
// ../topics.ts; its brief asked for 600 messages, ten leading with each topic and about a third
// carrying a second topic; this test requires at least 540 messages and each topic leading at least
// ten. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 39", () => {
  checkSealedTopicSet("blind-39", 540);

  it("leads with each topic at least 10 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-39.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(10);
  });
});
