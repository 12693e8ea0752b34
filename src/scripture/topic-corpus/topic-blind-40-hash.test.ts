// The fortieth topic-relevance blind set: 600 everyday messages over the index's 60 topics,
// hand-written by a new helper author who never read the guide's code, leaning away from the voices
// the earlier sets used (see the blind-39, blind-38 and blind-37 hash tests) and toward fresh ones: a
// self-taught piano tuner, a railway signaller's wife, a boatyard night watchman, a brass-band tuba
// player, a wildlife-park keeper near Dorchester, a night-shift server monitor for a bank, a driving
// instructor, a veterinary nurse, a takeaway delivery rider, a retired toolmaker, a stay-at-home dad,
// a tailor from Freetown in Leicester, a pier-kiosk worker in Hastings, a glassblower, a phone-shop
// worker with a history degree, a water-board retiree, a would-be speech therapist at 38, a Somerset
// cheesemaker, a call-centre worker, a window cleaner, a sushi-counter chef in Cheltenham, a nail
// technician in Rotherham, a bookbinder, a kitchen fitter, a courier on energy drinks, a greenkeeper,
// a quantity surveyor, a church administrator, a regional airline pilot, a rail-maintenance foreman, a
// cotton-gin worker in Lubbock, a landscaping partner, a fishing-tackle shop owner in Padstow, a
// food-truck owner, a tyre-and-exhaust fitter, a care-home cook, a map maker, a fisheries officer on
// Mahé, a vending-machine restocker, a podiatrist and a rice farmer in Nueva Ecija; people living with
// or caring for someone with rosacea, shingles, sciatica, osteoporosis, a broken wrist and a broken
// ankle, carpal tunnel, chronic insomnia, hay fever, Tourette's, sleep apnoea, Ehlers-Danlos,
// Guillain-Barré, POTS, trigeminal neuralgia, frontotemporal dementia, Angelman syndrome, COPD, a
// hysterectomy, grommets and a root canal; Lutheran (Trondheim), Scottish Episcopal (Galloway),
// Eritrean, Batak (Medan to Groningen), Chinese house-church, Pentecostal (Metz), Macedonian Orthodox
// and holiness-church (Alabama) writers, a Sikh family, a Gujarati family and a Muslim family; writers
// in or from Middlesbrough, Cebu and Winnipeg, Reno and Addis, Košice and Galway, Lancaster,
// Shrewsbury, Banbury, Daegu and Bergen, Sofia and Stockholm, Fairbanks, Douala, Split and Munich,
// Madagascar and Montreal, Sylhet and Oldham, Coimbra and Jersey, Tynemouth, Grimsby, Libreville and
// Lyon, Chiang Mai and Frankfurt, Monrovia and Omaha, the Dominican Republic, Izmir and Southampton,
// Toulouse, Asmara and Rotterdam, Mauritius and Adelaide, Tashkent, Stavanger, Durban, Shenzhen and
// Dundee, Guyana and Queens, Coventry, Honiara and Townsville, Bujumbura, Paraguay and Valencia, the
// Isle of Man, Sarajevo and Graz, Jordan and Bangor, Cotonou, Cuba, Fuzhou and Singapore, Linz, Cape
// Verde and Boston, Da Nang, Dushanbe, Canterbury, Managua and Toronto, a Shropshire village,
// Limassol and Nicosia, Banjul and Crawley, Conakry, a Roma family from Slovakia in Sheffield, Hong
// Kong and Sutton, Minsk and Northampton, Kingston, Bari, Odense, Oxford, the Faroe Islands, Guatemala
// and Atlanta, Lesotho, Keele, Turkmenistan and Berlin, Quebec, Shymkent and Aachen, Barbados and
// London, Passau and Kent, Skopje and Vienna, Diyarbakır and Germany, and Luxembourg; plain questions
// about what the Bible says, prayer requests, confessions, worries, joys, reflections on passages
// (hard ones included: Elisha and the bears in 2 Kings 2, Job's second set of children, Malachi 2:16,
// "many will say to me, Lord, Lord", Revelation's locusts, the workers in the vineyard, Saul and
// David's tens of thousands, the fiery trial of 1 Peter 4; and others: Ezekiel's dry bones, Jeremiah
// buying a field, Bezalel, Naaman, Barzillai, Deborah and Barak, Samuel told to fill his horn, Jacob
// meeting Esau, Rebekah and Isaac's favourites, Dorcas's coats, Levi leaving his booth, Nehemiah 8:10
// and the builders of Nehemiah 4, Daniel 1, Shadrach's "even if", Psalms 4, 18, 37, 40, 42, 46, 55,
// 56, 68, 71, 95, 103, 119, 131 and 139, Isaiah 26, 30, 35, 40, 41, 43 and 53, Lamentations 3,
// Ecclesiastes 3, 7 and 12, Proverbs 3, 16, 22, 24, 27 and 31, Hebrews 5, 10 and 13, Acts 1, 2 and 9,
// John 6, 13 and 14, Romans 5, 8, 10 and 12, 2 Corinthians 5 and 9, Luke 9:62, Matthew 18, the
// unforgiving servant, the widow and the judge, the widow's coins, the Pharisee and the tax collector,
// the Good Samaritan, Martha, Thomas, the woman who touched his cloak and "here is your son" from the
// cross), idioms, negations, jokes and indirect wordings that never name the topic, with a few Tagalog,
// Italian and Bajan touches, non-native English from Iranian, Filipino, Ethiopian, Slovak, Korean,
// Bulgarian, Cameroonian, Sierra Leonean, Croatian, Taiwanese, Malagasy, Czech, Bangladeshi,
// Portuguese, Gabonese, Thai, Liberian, Dominican, Turkish, Eritrean, Mauritian, Uzbek, Norwegian,
// Dutch, Chinese, Solomon Islander, Burundian, Paraguayan, Bosnian, Jordanian, Beninese, Cuban,
// Austrian, Cape Verdean, Vietnamese, Tajik, Nicaraguan, Cypriot, Gambian, Guinean, Roma, Hong Kong,
// Belarusian, Italian, Danish, Seychellois, Batak, Faroese, Guatemalan, Turkmen, French, Kazakh,
// Barbadian, German, Macedonian, Kurdish and Luxembourgish writers, text-speak, two spoken-style
// rambles (one talked into a phone on a dog walk, one typed on a bathroom floor) and 27 more long
// messages, six with emoji, teenagers and elders; most in plain English.
// 4 to 81 words (mean 25.38, median 23, whitespace-split tokens, emoji included); 43 of eight words
// or fewer, 29 of fifty or more (66 of forty or more). Hand-written in 10 batches of 60 (six topics
// each, ten messages per topic, in the order of TOPICS), each batch written and run through the copy
// check on its own before the next was begun. Labelled with what a pastor would say each is about,
// best topic first; each topic leads exactly 10; 208 carry a second topic (family 33; work 31; church
// 22; parenting 20; marriage 18; aging and school 12 each; decisions and friendship 7 each; health
// and money 6 each; caregiving, change, conflict and prayer 3 each; betrayal, grief, pride, rest,
// scripture, service and singleness 2 each; doubt, divorce, generosity, gratitude, guilt, injustice,
// love and stress 1 each). While drafting, 13 first-thought second labels were left off as not truly
// also present: 11 before their batches were saved (four in the second batch, four in the third, one
// in the sixth, two in the seventh) and 2 in the first batch after its first copy-check run but before
// it was closed (health on a root-canal fear, work on a night watchman's fear). No label was changed
// after its batch was closed, and no lead label was ever changed.
//
// What the author read, exactly: the brief and its common rules; this folder's
// topic-blind-39-hash.test.ts (whole, as the model for this header and test) and sealed-set-checks.ts
// (whole, as the brief allowed); the header comments only of topic-blind-38-hash.test.ts and
// topic-blind-37-hash.test.ts, printed by awk up to each file's first non-comment line into scratch
// files and read from there whole; the first 30 lines of blind-39.json via head -30, for the format
// (they hold seven of that set's anxiety messages, seen before this set's anxiety batch was written);
// the byte count of blind-39.sha256 via wc -c (65, a 64-hex hash and a newline), for its shape; the
// repo's .prettierrc.json and .prettierignore; the folder's file names (ls); and the topics' ids and
// labels, printed by a throwaway script in the scratch folder that imported TOPICS from topics.ts, run
// from the worktree with npx tsx. Git: only git worktree add (output discarded, as the rules direct),
// git status --short, git add, git commit and git rev-parse HEAD. Never read topics.ts, relevance.ts,
// train.json or any earlier set by eye, any lexicon, guide, crisis, classifier or detection code, docs
// or other tests; never listed or opened anything in node_modules (only linked it into the worktree);
// never ran topic detection or any project code on these messages (the only project code run is the
// topics script above, Prettier on this set and this hash test).
//
// Slips and touches, owned: the topics script also printed the count (60) and saved the ids to a
// scratch file for checking this set's labels, beyond the brief's "id and label only"; at the start the
// author ran `which npx` once. Three copy-check rewrites needed rewriting again (below). A comedy-open-
// mic draft asking for courage "when you might die on stage (figuratively)" was saved in the seventh
// batch and reworded to "completely flop" before that batch closed. After the file was first built,
// formatted and hashed (that hash was used only to confirm a second Prettier run left the file
// unchanged, and never recorded), the author noticed that a trust message about a daughter
// backpacking in South America mentioned her having no signal, echoing the shape of a blind-39 anxiety
// line seen in the format lines (a brother out of signal); the detail was removed, the draft re-checked
// (no flags), and the file rebuilt, reformatted and hashed again. Other anxiety messages stand near
// those format-line shapes in topic only: a wife imagining the worst when her husband is late off his
// shift, a fragment about googling symptoms at 2am (the format lines had a fragment about checking the
// hob), and a worry about tomorrow's overdraft meeting (the format lines had borrowing trouble from next
// year). The author printed this set's own drafts only as written, the first 60 characters of one of
// its own lines to confirm a line number, the first twelve lines of its own formatted file, and a
// safety grep of its own drafts for words near crisis ground (file, line and word only). Touches near
// the earlier lists remain: a boatyard night watchman (a hotel night porter, a security guard), a
// bank server monitor (IT support, a remote developer), a driving instructor (an HGV learner), a
// toolmaker (a bus mechanic), a sign writer (a painter and decorator), a cheesemaker (a potato grower,
// a dairy farmer), a call centre (a help-desk worker), a sushi chef (a sous chef, a kitchen manager),
// a kitchen fitter (a carpet fitter), a church administrator (a deacon, a vicar), a pilot (cabin crew),
// a rail foreman (a building site), a landscaping firm (a roofing firm), a food truck (a closed café,
// a failed clothing brand), a condo cleaner (a hospital cleaner), a speech therapist and a podiatrist
// (a physio, a radiographer), a "step three" (Celebrate Recovery), Galway (Limerick, Cork), Stockholm
// (Södertälje), Fairbanks (Kiruna, Tromsø), Daegu (Korean Presbyterian in LA), Tynemouth (Newcastle),
// Padstow (Cornwall), Bangor (Wrexham, Aberystwyth), Dundee and Galloway (Stirling, Perth), the Faroes
// (Orkney, Reykjavik), Keele (Stoke), Odense (Aarhus), Bari (Verona), Passau (Bremen, Stuttgart),
// Kingston (Mandeville), Barbados (a Windrush grandfather), Durban (Bloemfontein), Lubbock (Dallas),
// Cotonou, Banjul and Conakry (Dakar, Lomé), Tashkent, Dushanbe and Shymkent (Bishkek, Almaty),
// Paraguay in Valencia (La Paz and Spain, a Caracas lawyer in Madrid), Cuba and the Dominican
// Republic (Haiti and Miami), Da Nang (Hue), Chiang Mai (Thailand), Medan (Surabaya), Honiara (Pacific
// writers), Skopje (Albania), Diyarbakır (Aleppo, northern Iraq), Turkmenistan and Berlin (Herat and
// Germany), Sikh and Gujarati families (Indian writers), a Chinese house church (Chinese in Vancouver),
// Isaiah 40's eagles and strength made perfect in weakness (Paul's thorn), Jacob and Esau and
// Rebekah's favourites (Jacob wrestling, Jacob's family), Daniel 1 (Daniel at his window), Job's
// second children (Job's friends) and Joshua 1 (Joshua and Caleb).
// The non-native renderings and foreign words are the author's approximations, not checked by a
// speaker. No draft described danger to life; while composing, a thunder fear from a Cebu childhood
// lost its typhoon season, a mobility scooter was reversed into while parked and empty, a revenge
// wish that a landlord would suffer became a taste of his own medicine, a Christmas "hostage
// negotiation" became a peace summit, a Danish widower's "think about it every day" became wondering
// about heaven, and the open-mic "die on stage" above became a flop.
//
// Copy check: a script in the scratch folder, after every batch, against every JSON string value of
// train.json and blind-2.json to blind-39.json in this folder (39 files, re-read on every run): 60,255
// string values, labels included, 28,229 distinct token sets once normalised, and against every
// message already written and the rest of its own batch, for exact and near copies (lowercased,
// apostrophes ' ’ ‘ and ` dropped, split on any non-letter/digit, token-set Jaccard >= 0.7), printing
// only batch and line numbers, labels, word counts, file names and scores. First runs flagged 18
// drafts, in all 10 batches (1 to 4 a batch), all against the earlier sets and none within (scores
// 0.706 to 1.000; one, a blended-family fragment, had a token set identical to an earlier string),
// mostly short fragments, stock questions and verse paraphrases; all 18 were rewritten as fresh
// sentences. 25 more drafts scoring 0.600 to 0.688 against the earlier sets were rewritten for margin.
// Three rewrites were rewritten once more: one flagged at 0.714 and two scoring 0.643 and 0.650. The
// final formatted file, checked once more, has no exact copies and no flags; its closest pair is 0.591
// against the earlier sets (13 messages score 0.55 or more, none 0.6 or more) and 0.292 within itself.
// Formatted with the repo's Prettier config (the folder's JSON is prettier-ignored, so it was run with
// the ignore file bypassed; a second run left it unchanged) and sealed with its SHA-256 before the
// tuning it measures; it is evaluated once, by the lead, at the end of the tuning. Its labels are the
// 60 topic ids of TOPICS in ../topics.ts; its brief asked for 600 messages, ten leading with each topic
// and about a third carrying a second topic; this test requires at least 540 messages and each topic
// leading at least ten. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 40", () => {
  checkSealedTopicSet("blind-40", 540);

  it("leads with each topic at least 10 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-40.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(10);
  });
});
