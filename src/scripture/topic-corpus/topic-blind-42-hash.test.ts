// The forty-second topic-relevance blind set: 600 everyday messages over the index's 60 topics,
// hand-written by a new helper author who never read the guide's code, leaning away from the voices
// the earlier sets used (see the blind-41, blind-40 and blind-39 hash tests) and toward fresh ones: a
// self-employed locksmith, a touring sound engineer in Gateshead, a wind-farm technician, a tree
// surgeon, a funeral director, a chip-van owner in Skegness, a youth worker, a scaffolder, an archivist,
// a retiring Nottingham bus driver, a teaching assistant, a mortgage adviser, a retired firefighter, a
// Blackpool bingo caller, a distribution-centre worker, a welder from Kitwe in Kalgoorlie, a junior
// doctor in Lincoln, a garden-centre starter, a boda-boda rider in Jinja, a council-depot manager, a
// school caretaker, an oil-rig worker's wife, a bookmaker's cashier, a tattoo artist, a car-wash worker
// in Kigali, a headteacher's PA, a hedge-laying learner near Ludlow, a lock-keeper on the Kennet and
// Avon, a roadworks flagger on the A30, a tailor in Blantyre, a nurse in Cali, a consultant surgeon, a
// Porto chef in Geneva, a Holyhead ferry cook, a bank-branch clerk moved to Newport, a failed bakery
// owner, a released academy footballer, a Preston taxi driver, a care worker, a chiropodist, a church
// bass player, a chapel treasurer in Carmarthen, a toddler-group leader in Worthing, a church organist,
// a maths teacher, a Peterhead fisherman at evening class in Aberdeen, a farmer near Ballarat, a
// plasterer in Hull, a medical student in Poznań, a Zimbabwean nurse in Swindon and an under-10s
// football coach; people living with or caring for someone with a smear-test recall, asthma,
// migraines, coeliac disease, a frozen shoulder, Hashimoto's, gestational diabetes, sickle cell, a hip
// replacement wait, a knee reconstruction, motor neurone disease, a stroke, Alzheimer's, Parkinson's,
// cerebral palsy, a slipped disc, ADHD, autism, a first hearing aid, a colonoscopy, bowel cancer, chemo,
// a biopsy wait and an MRI; Methodist (Merthyr, Lincoln), Baptist (Kettering, Exeter), Vineyard,
// Presbyterian (Shillong, a church session), Polish Catholic, Ethiopian Orthodox, Anglican (Worthing),
// Welsh chapel and Armenian writers; writers in or from Cuenca, Guadalajara, Lusaka and Doncaster,
// Barrow, Llandudno, Kraków, Merthyr, Cochabamba and Tucson, Skegness, Plymouth, Busan and Saskatoon,
// Darwin, Kettering, Dhaka, Alicante, Ballymena, Yerevan, Truro, Iloilo and Milan, Kathmandu and
// Aldershot, Shillong and Bangalore, Kandy and Harrow, Arusha, Eastbourne, Huila, Lae, Tirana and
// Turin, Blackpool, Kitwe and Kalgoorlie, Jinja, Puebla, Kumasi, Kilkenny, Elgin, Monterrey and
// Houston, Kirkcaldy, Tamale, Recife, Innsbruck and Calgary, Ludlow, Kigali, Sokodé and Lille, Juba
// and Toowoomba, Cali, Blantyre, Bulawayo and Swindon, Erbil, Kisii and Dar, Tema, Porto and Geneva,
// Santa Cruz (Bolivia) and Eindhoven, Mendoza and Valencia, Chittagong, Kottayam, Holyhead, Newport,
// Oswestry, Cork and Lagos, Brno and Leeds, Salzburg, Bury, Beira, Sudan, Preston, Stockton, Faisalabad
// and Slough, Kerala and Pune, Lviv, Gitega and Brussels, Carmarthen, Lilongwe and Aberdeen, Worthing,
// Addis and Exeter, Poznań, Ho Chi Minh City, Graz and Edinburgh, Ballarat, Lagos and Dundee,
// Peterhead, Amman and Leicester, Lusaka and Leeds, Zambia, Santo Domingo, Sri Lanka and London; plain
// questions about what the Bible says, prayer requests, confessions, worries, joys, reflections on
// passages (hard ones included: Hosea and Gomer, Job answered from the whirlwind, Judas's kiss, Cain
// and Abel, Samson, Paul preferring singleness, hell for those who never heard, the thief on the
// cross, an unnamed verse on God and divorce; and others: 1 Peter 5:7, Psalm 91, Matthew 5:4, Psalm
// 102, Psalm 13, Proverbs 29:11, Mark 11:25, Peter's breakfast on the beach, 1 John 1:9, Isaiah 49:16,
// Jude 22, 1 Thessalonians 5:18, Psalm 116, Psalm 126, Jeremiah 29:11, Romans 15:13, Jeremiah 1:5,
// Jonah's boat, Ecclesiastes 2, Malachi 3:10, 1 Timothy 6, the pool of Bethesda, the cord of three
// strands, Proverbs 22:6, 1 Corinthians 10:13, Hebrews 4:15, Romans 7, James 5's farmer, Matthew 11:28,
// Psalm 61, Martha, Isaiah 26:3, John 14:27, Isaiah 40:31, Nehemiah 8:10, Proverbs 3:5, Abraham going
// out, Gideon's fleece, Proverbs 18:24, David and Jonathan, Matthew 18, Psalm 41:9, Joseph's brothers,
// Proverbs 16:18, Philippians 2, the Pharisee and the tax collector, 1 Corinthians 13, John 15,
// Galatians 5, Romans 8:26, Ecclesiastes 3, Peter sinking, Joshua 1:9, Joseph of Arimathea, Romans 5,
// Amos 5:24, 2 Corinthians 8 and 9, 1 Timothy 6:6, Hebrews 13:5, Psalm 90, Ephesians 2:8, Luke 9:23,
// the nets left behind, the Sermon on the Mount, Hebrews 10:25, Psalm 98, John 4, Psalm 119, Mark 10:45,
// 1 Peter 3:15, the Great Commission, Psalm 27:14, Noah's dove, 1 Timothy 4:12, Galatians 6:2, Titus 2,
// Proverbs on grey hair, Isaiah 53 and Psalm 84's valley of Baca), idioms, negations, jokes and
// indirect wordings that never name the topic, with touches of Spanish, German and Swahili
// words, non-native English from Ecuadorian, Mexican, Polish, Bolivian, Korean, Bangladeshi, Armenian,
// Filipino, Nepali, Indian (Shillong, Kerala), Sri Lankan, Tanzanian, Colombian, Albanian, Zambian,
// Ugandan, Ghanaian, Brazilian, Austrian, Togolese, Rwandan, South Sudanese, Malawian, Kenyan, Iraqi
// Kurdish, Portuguese, Argentine, Burundian, Vietnamese, Ethiopian, Eritrean
// (Tigrinya), Sudanese, Jordanian, Nigerian and Dominican writers, text-speak, one
// spoken-style ramble (a sound engineer home from a tour) and 16 more long messages, no emoji,
// teenagers and elders; most in plain English.
// 4 to 80 words (mean 23.19, median 21, whitespace-split tokens); 21 of eight words or fewer, 17 of
// fifty or more (47 of forty or more). Hand-written in 10 batches of 60 (six topics each, ten messages
// per topic, in the order of TOPICS), each batch written and run through the copy check on its own
// before the next was begun. Labelled with what a pastor would say each is about, best topic first;
// each topic leads exactly 10; 174 carry a second topic (work 27; church 19; family 16; parenting 14;
// health 13; marriage 10; school 8; friendship 7; money and singleness 6 each; aging and conflict 5
// each; guilt 4; caregiving and faith_growth 3 each; change, decisions, doubt, evangelism, grief, rest,
// scripture, service and suffering 2 each; anger, anxiety, betrayal, gratitude, injustice, loneliness,
// love, prayer, pride and self-worth 1 each), a little under the third the brief asked for, as
// first-thought second labels not truly present were left off while drafting. Before their batches
// closed, one first-draft second label was left off (jealousy on a friendship message, fifth batch)
// and two were added (parenting on a trust message whose label had been typed into its text by
// mistake, fifth batch; marriage on a courage message about staying or leaving, seventh batch). No
// label was changed after its batch was closed, and no lead label was ever changed.
//
// What the author read, exactly: the brief and its common rules; this folder's
// topic-blind-41-hash.test.ts (whole, as the model for this header and test) and sealed-set-checks.ts
// (whole, as the brief allowed); the header comments only of topic-blind-40-hash.test.ts and
// topic-blind-39-hash.test.ts, printed by awk up to each file's first non-comment line into scratch
// files and read from there (printed in one command with the blind-41 test and format lines, whose
// display cut three lines in the middle of the blind-39 header; those lines were not re-read); the
// first 30 lines of blind-41.json via head -30, for the format (they hold seven of that set's anxiety
// messages, seen before this set's anxiety batch was written); the repo's .prettierrc.json and
// .prettierignore; the folder's file names (ls); and the topics' ids and labels, printed by a throwaway
// script in the scratch folder that imported TOPICS from topics.ts, run from the worktree with npx tsx.
// Git: only git worktree add (output discarded, as the rules direct), git status --short, git add,
// git commit and git rev-parse HEAD. Never read topics.ts, relevance.ts, train.json or any earlier set
// by eye, any lexicon, guide, crisis, classifier or detection code, docs or other tests; never listed
// or opened anything in node_modules (only linked it into the worktree); never ran topic detection or
// any project code on these messages (the only project code run is the topics script above, Prettier
// on this set and this hash test).
//
// Slips and touches, owned: the author copied the 60 ids from the topics script's output by hand into
// the copy-check script, to check this set's labels. Once, to pace the work, the author ran date and
// ls -la on one of its own scratch files. A word-count script's output piped to head ended in a
// broken-pipe error (it only printed figures). While writing fast the author fell into a stilted
// self-correction pattern ("X... no, Y") in some non-native drafts; 14 were reworded before their
// batches closed, and the same pattern in one closed fourth-batch stress draft and one closed
// fifth-batch friendship draft was reworded during the sixth batch (text only, labels untouched; the
// author printed the first 40 characters of those two of its own lines to confirm them), and both
// were re-checked. Before their batches closed, drafts naming passages or places from the earlier
// lists were swapped where noticed: Daniel's friends' "even if" for Joseph of Arimathea, the widow's
// coins for 2 Corinthians 8, Psalm 100 for Psalm 98, Abraham's long wait for Noah's dove, Daniel 1 for
// 1 Timothy 4:12, Psalm 92 for Titus 2, Malachi 2:16 for an unnamed verse, Psalm 63 for Psalm 84,
// Mother Teresa for unnamed saints, Kharkiv for Beira, endometriosis for a slipped disc; and an
// awkward patience draft (a toddler first mistaken for a parent with dementia) was reworded. After all
// ten batches were closed, five long messages of 82 to 87 words were trimmed to 79 or 80, their labels
// untouched, and re-checked (no flags). The anxiety batch stands near the format-line shapes in topic
// only: a mother in Cuenca whose husband works abroad (the format lines had a Tbilisi student's
// nameless dread), a smear-test recall (an eye-clinic wait) and a son driving on Friday nights (a
// father retiring). The author printed this set's own drafts only as written, the count of text lines
// among the first twelve lines of its formatted file, and a safety grep of its own drafts for words
// near crisis ground (file, line and word only; nine hits, all idioms, "studying" or ordinary
// mortality questions; nothing changed). Touches near the earlier lists remain: Proverbs 3 and 16 and
// 22, Isaiah 26 and 40 and 53, Nehemiah 8:10, Ecclesiastes 3, Matthew 18, Martha, Hebrews 10 and 13,
// Psalm 119, Romans 5, 2 Corinthians 9, Luke 9 and the Pharisee and the tax collector (blind-40);
// Matthew 11, James 5, Romans 7, Amos 5, Philippians 2 and 4, 1 Corinthians 13, Psalm 90, Ephesians 2,
// 1 Peter 3, Judas, Joseph and Gideon (blind-41); Psalm 27 and 41, Joshua, Job, Cain, Peter on the
// water and the thief on the cross (blind-39); Peterhead and Aberdeen, Pune, Lille, Brussels,
// Parkinson's, dementia, an MRI, a plumber, a night-shift baker (a failed bakery), a petrol station
// (a stranger's card at the pump), a ferry deckhand (a ferry cook) and a black-cab driver (a taxi
// driver) (blind-41); Graz, Addis, Dundee, Jordan, Eritrea, Da Nang, Daegu, the Dominican Republic,
// Bujumbura, Paraguay in Valencia, Coimbra, a tailor from Freetown and a podiatrist (a chiropodist)
// (blind-40); Calgary, Accra, Albania, Lahore, Hull, Milton Keynes, Mendoza, La Paz, Jaffna and
// Colombo, northern Iraq, northern Mozambique, Harare, a kitchen porter, a welder, a headteacher, a
// plasterer, bus drivers, cerebral palsy, chronic pain and new hearing aids (blind-39). The non-native
// renderings and foreign words are the author's approximations, not checked by a speaker. No draft
// described danger to life; while composing, a Juba childhood's nearby guns became noise and fear, a
// cyclone's losses became roofs and fields, an anaesthetic fear became being put to sleep by
// strangers, and sickle-cell crises became pain episodes.
//
// Copy check: a script in the scratch folder, after every batch, against every JSON string value of
// train.json and blind-2.json to blind-41.json in this folder (41 files, re-read on every run): 63,087
// string values, labels included, 29,429 distinct token sets once normalised, and against every
// message already written and the rest of its own batch, for exact and near copies (lowercased,
// apostrophes ' ’ ‘ and ` dropped, split on any non-letter/digit, token-set Jaccard >= 0.7), printing
// only batch and line numbers, labels, word counts, file names and scores. First runs flagged 51
// drafts, in all 10 batches (2 to 10 a batch), all against the earlier sets and none within (scores
// 0.706 to 1.000; ten had a token set identical to an earlier string), mostly short fragments, stock
// questions and verse paraphrases; all 51 were rewritten as fresh sentences. 33 more drafts scoring
// 0.600 to 0.696 against the earlier sets were rewritten for margin. Four rewrites were rewritten once
// more: a rest fragment (0.833), a peace fragment (1.000, against blind-41), a trust draft (0.632) and a
// church draft (0.621). The final formatted file, checked once more, has no exact copies and no flags;
// its closest pair is 0.593 against the earlier sets (23 messages score 0.55 or more, none 0.6 or
// more) and 0.385 within itself. Formatted with the repo's Prettier config (the folder's JSON is
// prettier-ignored, so it was run with the ignore file bypassed; a second run left it unchanged) and
// sealed with its SHA-256 before the tuning it measures; it is evaluated once, by the lead, at the end
// of the tuning. Its labels are the 60 topic ids of TOPICS in ../topics.ts; its brief asked for 600
// messages, ten leading with each topic and about a third carrying a second topic; this test requires
// at least 540 messages and each topic leading at least ten. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 42", () => {
  checkSealedTopicSet("blind-42", 540);

  it("leads with each topic at least 10 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-42.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(10);
  });
});
