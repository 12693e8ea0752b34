// The thirty-seventh topic-relevance blind set: 600 everyday messages over the index's 60 topics,
// hand-written by a new helper who never read the guide's code, leaning away from the voices the
// earlier sets used (see the blind-36, blind-35 and blind-34 hash tests) and toward fresh ones: an
// offshore wind-turbine technician, a matatu driver on Thika Road, a radiographer, a prison officer, a
// farrier, a court stenographer, a bin man, a supply teacher, a tree surgeon, a games tester, a pest
// controller, a wedding photographer, a cruise-ship waiter from Kerala, a cocoa farmer near Kumasi, a
// pharmacist in Accra, a Lake Victoria fisherman, a boda boda rider in Kampala, a deckhand on the
// Stornoway ferry, a probation officer, a dog groomer, a jockey, a cinema projectionist, a gravedigger
// in Malta, a vineyard hand in Stellenbosch, a bakery owner in Porto, a cargo handler at Chennai
// airport, a park ranger in Yosemite, a carpet fitter, a sign-language interpreter in Geneva, an estate
// agent, a hotel housekeeper in Doha, a car salesman, a university lecturer in Nairobi, a dairy farmer
// in Wisconsin, a removals man, a kids' party magician, cabin crew, a plumber, a traffic warden in
// Bath, a pig farmer in Iowa, a theatre usher, a tea picker in Assam, a cobbler in Naples, a renters'
// union volunteer, a brick-kiln worker's son, a jeweller in Antwerp, a lollipop lady, a tour guide in
// Rome, a touring sound engineer, a church organist in Norfolk, a school caretaker, a timeshare seller
// in Tenerife, a forestry worker in British Columbia, a librarian in Bolton, a choir director in
// Cardiff, a social worker, a nursery worker, a retired GP, a trainee teacher, a cello student, an
// Open University student at 62, a teaching assistant and a plum grower in the Vale of Evesham; people
// living with or caring for someone with epilepsy, endometriosis, sickle cell, psoriasis, Crohn's,
// long covid, fibromyalgia, gout, a kidney stone, tinnitus, Bell's palsy, glaucoma, a detached retina,
// a colostomy, a hernia, menopause, scoliosis, dyspraxia, a stammer, a torn ACL, a frozen shoulder,
// essential tremor, two new knees, Parkinson's, early-onset Alzheimer's, vascular dementia, aphasia,
// Rett syndrome and schizophrenia; Tongan Methodist (Auckland), Fijian Methodist (Suva, Brisbane),
// Samoan Congregational, Zion Christian Church, Kimbanguist (Kinshasa, Brussels), Maronite (Beirut),
// Georgian Orthodox (Tbilisi), Russian Orthodox (Tallinn), Greek Orthodox (Melbourne), Hmong (St
// Paul), Quaker, Seventh-day Adventist (Mandeville), Free Church of Scotland (Lewis), Church of
// Scotland, Messianic (Haifa), Nazarene (Kansas City), Moravian (Paramaribo), AME (Charleston), Church
// of God in Christ (Memphis), Churches of Christ (Nashville), Salvation Army (Sunderland), Korean
// Presbyterian (LA), Presbyterian (Port Vila), Chinese (Vancouver), Syro-Malabar (Dublin), Anglican
// (Enugu), RCCG (Peckham), Ghanaian Methodist (Tottenham), Old Catholic (Utrecht), Vineyard (Cape
// Town), Pentecostal (Santiago de Chile) and Celebrate Recovery (Phoenix) writers; writers in or from
// Aberdeen, Plymouth and Cornwall, Swansea, Bournemouth, Portrush, Baku, Medellín, Mombasa and
// Manchester, Kiruna, Thessaloniki, Limpopo and Johannesburg, Port of Spain, Inverness and Gdańsk,
// Darwin, Loch Lomond, the Pyrenees, Manipur, Zacatecas, Belfast, Leipzig, Newcastle, Norwich and
// Bristol, Surabaya, Kenya's Rift Valley, Malawi, Cork, Belize and Chicago, Tegucigalpa and Houston,
// Brighton, Derry, Hereford, Wolverhampton, Panama, Nassau and a Fijian Indian family in Sydney;
// plain questions about what the Bible says, prayer requests, confessions, worries, joys, reflections
// on passages (hard ones included: Ahithophel going over to Absalom, Uzziah's pride, Miriam and Aaron
// against Moses, the tree in Eden, the violent chapters of Joshua, Israel's 400 years in Egypt, Paul's
// list of hardships, Exodus 32, casting lots for Matthias, Paul and Barnabas's split, John Mark
// quitting, the older brother of the prodigal, Psalm 51, Psalm 63, Psalm 90, Amos 5, Micah 6, Isaiah
// 58, Leviticus and Balaam's donkey), idioms, negations, jokes and indirect wordings that never name
// the topic, with touches of Spanish, Swahili, Luganda, Samoan, Hebrew, Greek and Portuguese words,
// non-native English from Kenyan, Ugandan, Ghanaian, Congolese, Tongan, Azerbaijani, Greek, Georgian,
// Peruvian, Estonian-Russian, Manipuri, Maltese, Assamese, Mexican and Panamanian writers, text-speak,
// one voice-to-text ramble and three more long rambles (one thumb-typed on a bus), 28 messages with
// emoji, teenagers and elders; most in plain English.
// 5 to 79 words (mean 25.43, median 24, whitespace-split tokens, emoji included); 7 of eight
// words or fewer, 6 of fifty or more (29 of forty or more). Hand-written in 10 batches of 60 (six
// topics each, ten messages per topic, in the order of TOPICS), each batch written and run through the
// copy check on its own before the next was begun. Labelled with what a pastor would say each is
// about, best topic first; each topic leads exactly 10; 201 carry a second topic (work 33; family 21;
// health 18; church 17; parenting 16; marriage 13; aging 10; money 9; school 8; caregiving 7;
// friendship 6; grief 4; divorce, guilt, prayer and service 3 each; anger, change, evangelism,
// mortality, stress and waiting 2 each; anxiety, conflict, courage, doubt, generosity, injustice,
// jealousy, loneliness, rejection, rest, scripture, singleness, spiritual_dryness, suffering and
// worship 1 each), all given while drafting (a few first-thought second labels were left off before
// each batch was saved, as not truly also present); none was changed after its batch was closed.
//
// What the author read, exactly: the brief and its common rules; this folder's
// topic-blind-36-hash.test.ts (whole, as the model for this header and test) and sealed-set-checks.ts
// (whole, as the brief allowed); the header comments only of topic-blind-35-hash.test.ts and
// topic-blind-34-hash.test.ts, printed by awk up to each file's first non-comment line; the first 30
// lines of blind-36.json via head -30, for the format (they hold seven of that set's anxiety messages,
// seen before this set's anxiety batch was written); the last bytes of blind-36.sha256 as an od -c dump
// and its byte count, for its shape; the repo's .prettierrc.json and .prettierignore; the folder's file
// names (ls); and the topics' ids and labels, printed by a throwaway script in the scratch folder that
// imported TOPICS from topics.ts, run from the worktree with npx tsx (it also printed the count, 60,
// and saved the ids to a scratch file for checking this set's labels). Git: only git worktree add
// (output discarded, as the rules direct), git status --short, git add, git commit and git rev-parse
// HEAD. Never read topics.ts, relevance.ts, train.json, any lexicon, guide, crisis, classifier or
// detection code, docs or other tests; never read an earlier set's texts by eye; never ran topic
// detection or any project code on these messages (the only project code run is this hash test).
//
// Slips and touches, owned: after the set was first built and hashed (before anything was committed),
// the author noticed that two of this set's anxiety messages echoed the shape of blind-36 anxiety
// messages seen in the format lines (a worker at height saying the height is not the problem, and a
// voice-to-text worry ramble opening with an apology), so the first was rewritten around an ear
// infection and the phone, and the second lost its voice-to-text opening; both were re-checked (no
// flags), and the file was rebuilt, reformatted and hashed again. The first rebuild attempt was cut
// short by a broken pipe in the author's own build script (its output was piped to head), so the
// file was briefly unchanged; this was caught by a check and the build was rerun in full. To confirm
// line numbers before post-batch edits the author printed the first 40 characters of seven of this
// set's own drafts, and a safety grep of the drafts for words near crisis ground printed the first 60
// characters of 21 of this set's own lines (never an earlier set's text). Touches near the earlier
// lists remain: Jonah sulking over the plant (blind-36 had Jonah's sulk), Elijah after Carmel and in
// the whisper (Elijah under the broom tree), Habakkuk 3:17 (Habakkuk), Judas at supper (Judas's kiss),
// the camel and the needle (the rich young ruler), a plum grower (an apple grafter, a hop grower), a
// wind-turbine technician and an Aberdeen oil job (a North Sea rig worker, a power lineman), a
// warehouse order picker and an airport cargo handler (parcel sorters), a court stenographer and a
// sign-language interpreter (a court interpreter), a gravedigger (a funeral director's assistant), a
// matatu driver and a boda boda rider (a rickshaw puller, a night taxi driver), a theatre usher (a West
// End stage manager), a church organist (a bell ringer, a piper), a ski instructor (a climbing
// instructor), a tea picker (strawberry, orange and mushroom pickers), a cocoa farmer (a coffee farmer),
// a radiographer, a retired GP and a hospital porter (nurses, a junior doctor), a trainee teacher and a
// supply teacher (a teacher facing Ofsted, a Year 8 RE teacher), a librarian (an archivist), a
// carpet fitter and a plumber (a plasterer, an electrician), psoriasis (eczema), Crohn's (coeliac
// disease, IBS), glaucoma and a detached retina (cataracts, macular degeneration), dyspraxia (dyslexia),
// aphasia (strokes, a brain injury), two new knees (a hip replacement, a knee operation), a Church of
// South India writer (Church of North India), Auckland (three Pacific writers; blind-36 had Auckland),
// Brussels (Belgium), Tallinn (Riga, Vilnius), Kiruna (Oulu, Tromsø), Leipzig (Hamburg), Porto (a
// Lisbon tram driver), Naples (Palermo), Surabaya (Toraja, Ambon), Lima (Cusco), Medellín (a Colombian
// writer), St Paul (Duluth), Swansea (a Baptist from Swansea), Leeds (a tower-crane driver in Leeds)
// and Dublin (a care assistant in Dublin). The non-native renderings and foreign words are the
// author's approximations, not checked by a speaker. No draft described danger to life; while
// composing, a sickle-cell "crisis" was worded as a bad spell, a heart-failure diagnosis became a
// blood-pressure warning, a "think about death a lot" line became time speeding up, a dozing-at-the-
// wheel image became dozing in the shower, Esther's "if I perish" became her going in uninvited, a
// 14-year-old young carer was replaced, and after its batch was written a "stabbed me in the back"
// idiom was reworded as "went behind my back" before the batch was closed.
//
// Edits after all ten batches were written, each re-checked (no flags): four messages were turned into
// long rambles (an anxious parent of a son in Melbourne, a renter typing on the bus, a plumber talking
// into his phone in the van, a newcomer to Newcastle) and three into short fragments (contentment,
// anger, waiting), so the set has its spread of lengths; a Leviticus message's chapter count was
// corrected; and the two anxiety messages above were reworded. No label was changed.
//
// Copy check: a script in the scratch folder, after every batch, against every JSON string value of
// train.json and blind-2.json to blind-36.json in this folder (36 files, re-read on every run): 56,017
// string values, labels included, 26,429 distinct token sets once normalised, and against every
// message already written and the rest of its own batch, for exact and near copies (lowercased,
// apostrophes ' ’ ‘ and ` dropped, split on any non-letter/digit, token-set Jaccard >= 0.7), printing
// only batch and line numbers, indices, labels, word counts, file names and scores. First runs flagged
// 15 drafts, in 9 of the 10 batches (0 to 4 a batch), all against the earlier sets and none within
// (scores 0.706 to 1.000; two had token sets identical to an earlier string), mostly short stock
// phrases, stock Bible questions and verse paraphrases; all 15 were rewritten as fresh sentences and
// none of the rewrites was flagged again. 18 more drafts scoring 0.600 to 0.684 against the earlier
// sets were rewritten for margin, and two rewrites that then scored 0.632 and 0.688 were rewritten
// once more. The final formatted file, checked once more, has no exact copies and no flags; its
// closest pair is 0.593 against the earlier sets (17 messages score 0.55 or more, none 0.6 or more)
// and 0.318 within itself. Formatted with the repo's Prettier config (the folder's JSON is
// prettier-ignored, so it was run with the ignore file bypassed) and sealed with its SHA-256 before the
// tuning it measures. Its labels are the 60 topic ids of TOPICS in ../topics.ts; its brief asked for
// 600 messages, ten leading with each topic and about a third carrying a second topic; this test
// requires at least 540 messages and each topic leading at least ten. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 37", () => {
  checkSealedTopicSet("blind-37", 540);

  it("leads with each topic at least 10 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-37.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(10);
  });
});
