// The forty-first topic-relevance blind set: 600 everyday messages over the index's 60 topics,
// hand-written by a new helper author who never read the guide's code, leaning away from the voices
// the earlier sets used (see the blind-40, blind-39 and blind-38 hash tests) and toward fresh ones: a
// tower-crane driver in Salford, a self-employed florist, a son of a retiring high-street hardware-shop
// owner, a weather-station engineer on Shetland, a Lithuanian fish-factory worker in Peterhead, a
// cinema projectionist, a dry-stone waller in the Peak District, a traffic warden, a pharmacist, a
// refuse collector, a retired harbour pilot, a court stenographer, a Goan cruise-ship waiter, a worker
// at the tip, a farrier, a strawberry picker from Lima in Huelva, an estate agent, a cobbler, a dog
// groomer, a night-shift baker, a petrol-station night cashier, a mushroom grower, a sheepdog trainer,
// a midwife, a wedding photographer, a gas engineer, a bell ringer, a house cleaner from Eswatini in
// Johannesburg, an orchard worker from Kiribati, a builders' merchants manager, a first violin, a
// Polish engineer in a Stockport warehouse, a cathedral verger, a plumber whose business went under, a
// market-stall holder, a school crossing patrol, a Citizens Advice volunteer, an optician, a hospital
// volunteer driver, a black-cab driver in Liverpool, a session drummer, a churchwarden and a 100-year-
// old; people living with or caring for someone with glaucoma, a knee MRI, a miscarriage, tinnitus,
// long Covid, Crohn's, gout, eczema, endometriosis, vertigo, Parkinson's, cataracts, Bell's palsy,
// psoriatic arthritis, glandular fever, menopause, a cleft palate, interstitial cystitis, a stammer,
// dyspraxia, spina bifida, Ménière's and dementia; Moravian, Seventh-day Adventist, Mennonite, Quaker,
// Salvation Army and Free Church of Scotland writers; writers in or from Tbilisi and
// Aberdeen, Tartu, Suva and Auckland, Inverness, Swansea, Lubumbashi and Brussels, Thessaloniki and
// Norwich, Longyearbyen, Kampala, Bamako and Marseille, Casablanca and Montpellier, Bogotá and
// Zaragoza, Nuku'alofa and Christchurch, Norfolk, Apia and Brisbane, Saltburn, Kharkiv and Hereford,
// Enugu and Bournemouth, Riga and Dublin, Manado, Karachi and Walsall, Sfax and Grenoble, Santiago and
// Halifax (Nova Scotia), Thimphu and Cardiff, Gozo and London, Bethlehem and Bath, Tenby, Cagliari and
// Chelmsford, Pune and Melbourne, Macau and Sunderland, Castries and Croydon, Panama City and Orlando,
// Podgorica and Cologne, Saint Petersburg and Fife, Port Vila and Wellington, Rarotonga and
// Invercargill, New Brunswick, Port of Spain and Huddersfield, Hyderabad and St Andrews, São Tomé and
// Faro, Ottawa, Oaxaca and Chicago, Kautokeino (a Sámi writer), Goma and Lille, Niamey and Liège,
// Paramaribo and Utrecht, Kerry, Bata and Málaga, Leh, Djibouti and Nantes, Rosario and Sligo, Port
// Harcourt and Wolverhampton, Kohima and London, Bilbao and Bristol, Nouadhibou and Bordeaux, Nazareth
// and York, Bangui and Lausanne, San José (Costa Rica) and Delft, St George's (Grenada) and Gloucester,
// Lugo and Bedford, Aizawl, Bhopal and Cambridge, Pohnpei and Hawaii, and Filey; plain questions about
// what the Bible says, prayer requests, confessions, worries, joys, reflections on passages (hard ones
// included: Judges 19, Eli's sons, Rachel and Leah naming babies to score points, Joseph forgotten in
// prison, "God hates divorce", Ecclesiastes on envy and on meaninglessness, the widow of Zarephath's
// last flour; and others: Elijah under the broom tree and the gentle whisper, Moses at the bush and at
// 120, Jethro, Gideon's 300, Shiphrah and Puah, Abram at 75, Jacob's seven years, Solomon's wisdom,
// Habakkuk 2 and 3, Micah 6:8, Amos 5, Zephaniah 3:17, Isaiah 1, 41 and 46, Psalms 23, 25, 63, 90 and
// 100, Proverbs 1, 13, 17 and 30, Jesus asleep in the boat, weeping at Lazarus's tomb, tempted in the
// desert, turning the tables, the woman told to go and sin no more, John the Baptist's question, the
// disciples arguing about greatness, the midnight friend of Luke 11, counting the cost, Mary and Joseph
// losing Jesus, Anna in the temple, Judas at the table, the mustard seed, the unforgiving servant,
// seventy times seven, Matthew 11 and 25, John 1:11, Acts 16 and 20, the Philippian jailer, Philip and
// the chariot, John Mark, Phoebe, Paul and Peter in Galatians 2, Romans 7 and 8:1, 1 Corinthians 12,
// 13 and 15, Ephesians 2 and 4, Philippians 2 and 4, Colossians 3, Hebrews 6 and 11, James 1, 4 and 5,
// 1 Peter 3, 2 Peter 3 and Revelation 4 and 21), idioms, negations, jokes and indirect wordings that
// never name the topic, with touches of Fijian, Caribbean and Creole wording, non-native English from
// Georgian, Estonian, Fijian, Lithuanian, Congolese, Greek, Ugandan, Malian, Moroccan, Colombian,
// Tongan, Samoan, Ukrainian, Goan, Peruvian, Nigerian, Latvian, Indonesian, Pakistani, Tunisian,
// Chilean, Bhutanese, Maltese, Palestinian, Sardinian, Swazi, I-Kiribati, Indian (Pune, Hyderabad,
// Kohima, Leh, Aizawl, Bhopal), Macanese, St Lucian, Panamanian, Montenegrin, Polish, Russian,
// ni-Vanuatu, Cook Islands, Trinidadian, São Toméan, Mexican, Sámi, Nigerien, Surinamese,
// Equatoguinean, Djiboutian, Argentine, Mauritanian, Arab Israeli, Central African, Costa Rican,
// Grenadian, Galician and Micronesian writers, text-speak, one spoken-style ramble (typed on a night
// bus) and 19 more long messages, no emoji, teenagers and elders; most in plain English.
// 5 to 80 words (mean 23.57, median 21, whitespace-split tokens); 17 of eight words or fewer, 20 of
// fifty or more (39 of forty or more). Hand-written in 10 batches of 60 (six topics each, ten messages
// per topic, in the order of TOPICS), each batch written and run through the copy check on its own
// before the next was begun. Labelled with what a pastor would say each is about, best topic first;
// each topic leads exactly 10; 224 carry a second topic (work 39; family 35; church 26; parenting 18;
// marriage 17; aging 16; school 13; health and money 9 each; evangelism, friendship, prayer, scripture
// and worship 3 each; caregiving, conflict, decisions, doubt, guilt, jealousy, loneliness and service
// 2 each; addiction, anxiety, faith_growth, forgiveness, generosity, gratitude, rest, singleness,
// stress, suffering and temptation 1 each). While drafting, 9 first-draft second labels were left off
// as not truly also present, each before its batch was closed: 1 in the third batch (work on a ferry
// deckhand's hope), 3 in the seventh (work on a nights-to-days change, church on a testimony courage,
// aging on a first-flight courage) and 5 in the tenth (work on an Open University degree, change on a
// retirement, hope on a separation, work on job applications, scripture on a dry season). No label was
// changed after its batch was closed, and no lead label was ever changed.
//
// What the author read, exactly: the brief and its common rules; this folder's
// topic-blind-40-hash.test.ts (whole, as the model for this header and test) and sealed-set-checks.ts
// (whole, as the brief allowed); the header comments only of topic-blind-39-hash.test.ts and
// topic-blind-38-hash.test.ts, printed by awk up to each file's first non-comment line into scratch
// files and read from there whole; the first 30 lines of blind-40.json via head -30, for the format
// (they hold seven of that set's anxiety messages, seen before this set's anxiety batch was written);
// the byte count of blind-40.sha256 via wc -c (65, a 64-hex hash and a newline), for its shape; the
// repo's .prettierrc.json and .prettierignore; the folder's file names (ls); and the topics' ids and
// labels, printed by a throwaway script in the scratch folder that imported TOPICS from topics.ts, run
// from the worktree with npx tsx. Git: only git worktree add (output discarded, as the rules direct),
// git status --short, git add, git commit and git rev-parse HEAD. Never read topics.ts, relevance.ts,
// train.json or any earlier set by eye, any lexicon, guide, crisis, classifier or detection code, docs
// or other tests; never listed or opened anything in node_modules (only linked it into the worktree);
// never ran topic detection or any project code on these messages (the only project code run is the
// topics script above, Prettier on this set and this hash test).
//
// Slips and touches, owned: the topics script's output (ids and labels only) was also saved, via tee,
// to a scratch file, whose ids the copy-check and build scripts used to check this set's labels. Twice
// while starting the second batch the author wrote part-drafted files holding placeholder lines, which
// were overwritten before any check was run. After all ten batches were closed the spread of lengths
// was too narrow (longest 47 words), so 20 messages were lengthened to 50 to 80 words and 6 shortened to
// fragments of 5 to 7 words, their labels untouched; the first attempt at this addressed drafts by
// guessed line numbers and hit wrong lines, so the drafts were restored from a copy taken just before
// and the edit redone by matching a phrase of each message (the author printed the first 60 characters
// of 27 of its own draft lines to find them); one new fragment then scored 0.667 and was rewritten.
// After the file was first built, formatted and hashed (that hash was used only to confirm a second
// Prettier run left the file unchanged, and was never recorded), the author replaced an anxiety message
// about a sister's family moving to Greenland, as it echoed the shape of a blind-40 anxiety line seen
// in the format lines (a son leaving for a year abroad), with one about a father retiring from his
// shop; it was re-checked (no flags), and the file rebuilt, reformatted and hashed again. Other anxiety
// messages stand near those format-line shapes in topic or form only: a verse answered with a wry
// rebuttal (Philippians 4:6; the format lines had Jesus on tomorrow's worries, and blind-39 reworded a
// Philippians 4 quip), an overthinking fragment (the format lines had one on googling symptoms), a
// florist redoing her sums (an overdraft meeting) and a tight chest before reading the notices (a
// Sunday-night tummy ache). The author printed this set's own drafts only as written, the first twelve
// lines of its own formatted file, and a safety grep of its own drafts for words near crisis ground
// (file, line and word only). Touches near the earlier lists remain: the unforgiving servant and
// seventy times seven (the unforgiving servant and Matthew 18 in blind-40), Isaiah 41:10 (Isaiah 41),
// Jesus weeping at Lazarus's tomb (Jesus waiting two days before going to Lazarus), fishers of men
// (Levi leaving his booth), Rachel and Leah (Jacob's family, Rebekah's favourites), Joseph in prison
// (Joseph and Potiphar's wife), Moses at the bush (Moses striking the rock), Gideon's 300 (Gideon in
// the winepress), Abram at 75 (Abraham's long wait), Anna (Simeon), Luke 14's tower (Luke 14 on hating
// father and mother), the Pacific writers from Fiji, Tonga, Samoa, Vanuatu, Kiribati, the Cook Islands
// and Pohnpei (Honiara, Solomon Islanders), Scottish places (Dundee, Galloway, Stirling, Perth,
// Orkney), Welsh places (Wrexham, Aberystwyth, Bangor), Kerry (Galway, Limerick, Cork), Indian writers
// (Gujarati and Sikh families, Mar Thoma, Tamil), West African writers (Dakar, Conakry, Banjul), a
// Greek writer (Cypriot writers), a pharmacist and a midwife (a podiatrist, a physio, nurses), a
// mushroom grower, a strawberry picker and a sheepdog trainer (a potato grower, an asparagus grower, a
// sheep farmer), a harbour pilot and a ferry deckhand (a boatyard night watchman, a fisheries officer),
// a court stenographer (a court interpreter), a dog groomer (a veterinary nurse), a black-cab driver (a
// delivery rider, bus and lorry drivers), a crane driver and a builders' merchants (a building site, a
// tile warehouse), a cathedral verger and a churchwarden (a church administrator, a deacon), vertigo
// (dizzy spells), Ménière's and tinnitus (grommets, new hearing aids), Parkinson's and dementia
// (frontotemporal and Lewy body dementia), long Covid (ME), psoriatic arthritis (rheumatoid
// arthritis), a miscarriage (failed IVF), endometriosis (PCOS), a stammer (a would-be speech
// therapist) and dyspraxia (dyscalculia, dyslexia). The non-native renderings and foreign words are
// the author's approximations, not checked by a speaker. No draft described danger to life; while
// composing, a fear of falling on the stairs at 83 became getting muddled on new bus routes, a purpose
// rewrite's "wonder why God bothered making me" became "what God actually made me for", a carer's
// "laying down my life for him and disappearing altogether" became pouring herself out with nothing
// left, a dentist's chair became a hairdresser's (leaning away from blind-40's root canal), and an
// asylum-interview wait and a war were left unwritten (a Kharkiv family in Hereford hopes for home).
//
// Copy check: a script in the scratch folder, after every batch, against every JSON string value of
// train.json and blind-2.json to blind-40.json in this folder (40 files, re-read on every run; all
// JSON, so TypeScript's parser was never needed): 61,663 string values, labels included, 28,829
// distinct token sets once normalised, and against every message already written and the rest of its
// own batch, for exact and near copies (lowercased, apostrophes ' ’ ‘ and ` dropped, split on any
// non-letter/digit, token-set Jaccard >= 0.7), printing only batch and line numbers, labels, word
// counts, file names and scores. First runs flagged 20 drafts, in 8 of the 10 batches (0 to 3 a
// batch), all against the earlier sets and none within (scores 0.700 to 1.000; two, a money fragment
// and a salvation fragment, had token sets identical to an earlier string), mostly short fragments,
// stock questions and verse paraphrases; all 20 were rewritten as fresh sentences and none of the
// rewrites was flagged again. 29 more drafts scoring 0.600 to 0.696 against the earlier sets were
// rewritten for margin, as were the length-pass fragment at 0.667 and one waiting question that scored
// 0.438 against another of this set's own. The final formatted file, checked once more, has no exact
// copies and no flags; its closest pair is 0.591 against the earlier sets (20 messages score 0.55 or
// more, none 0.6 or more) and 0.389 within itself. Formatted with the repo's Prettier config (the
// folder's JSON is prettier-ignored, so it was run with the ignore file bypassed; a second run left it
// unchanged) and sealed with its SHA-256 before the tuning it measures; it is evaluated once, by the
// lead, at the end of the tuning. Its labels are the 60 topic ids of TOPICS in ../topics.ts; its brief
// asked for 600 messages, ten leading with each topic and about a third carrying a second topic; this
// test requires at least 540 messages and each topic leading at least ten. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 41", () => {
  checkSealedTopicSet("blind-41", 540);

  it("leads with each topic at least 10 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-41.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(10);
  });
});
