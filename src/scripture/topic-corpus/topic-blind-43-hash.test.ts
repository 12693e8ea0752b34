// The forty-third topic-relevance blind set: 600 everyday messages over the index's 60 topics,
// hand-written by a new helper author who never read the guide's code, leaning away from the voices
// the earlier sets used (see the blind-42, blind-41 and blind-40 hash tests) and toward fresh ones: a
// hospital porter in Carlisle, a beekeeper near Kendal, an electrician, a meter reader in Ibadan, a
// stonemason who letters headstones, a container-ship crewman, a sheep farmer's wife near Brecon, a
// Sunday-league referee, a head of procurement made redundant, a sign-language interpreter, a worship
// leader, a garage apprentice who bought the business, an actuary, a joiner in Taunton, a Moldovan
// engineer caring for an old woman in Bologna, a fabric seller, an air traffic controller, a
// jerk-chicken seller in Montego Bay, a swimming teacher, a Year 2 teacher, a school business
// manager, a blacksmith, a newspaper-kiosk owner in Montevideo, a citrus farmer near Mildura, a
// retiring police officer, a rower who missed selection, a crown-court usher, a corner-shop keeper's
// grandchild in Bradford, a lab technician in Reading, a credit controller, a retired postman, a
// lifeguard, a ceilidh fiddler, a tractor driver at harvest, a repair-café volunteer, a care
// assistant, a barber, a night care-home worker, a quarry worker on an access course, a lay reader
// and a young carer; people living with or caring for someone with MS, a kidney stone, fibromyalgia,
// macular degeneration, low mood, type 2 diabetes, RSI, a concussion, hearing loss, lupus, alopecia,
// a hernia, Down syndrome, a broken leg, dialysis, Lyme disease, a rare genetic condition, a brain
// injury, sight loss, a learning disability and a long depression; Reformed (Zwolle), Maronite,
// Church of Ireland (Fermanagh), Church of England, Anglican (London), Baptist, Methodist, Catholic
// and Welsh-chapel writers; writers in or from, or writing about, Carlisle, Tulsa, Kendal, Ibadan,
// Mombasa, Harrogate, Dunedin and Chile, Brecon, Los Angeles, Ulaanbaatar, Zwolle, Madurai, Whitby,
// Valparaíso, Eldoret, Akureyri, Taunton, Bologna and Moldova, Montego Bay, Mwanza, Chennai, Glasgow,
// Patras, Finland, Derby, Sapporo, Nakuru, Peterborough, Lebanon and Sydney, Barnsley, Dubai,
// Abidjan, Montevideo, Sabah and Kuala Lumpur, Nagpur, Mildura, Bala and Canada, Owerri, Handsworth,
// Ostrava, Chengdu, Germany, Medellín and London, Nampula and Curitiba, Laos, Nunavut and Edmonton,
// Kenya, Pristina, Ranchi, Kisangani, Andhra, Goroka and Cairns, Bradford, Wigan, Ponce and Hartford,
// Guildford and Northumberland, Botswana, Perth, Wenzhou, Reading, N'Djamena, El Salvador and
// Charlotte, Fermanagh and Belfast, Tripura and Mumbai, Cusco and Denver, Windhoek, Umeå, Honduras
// and Murcia, Manchester, Palermo and Luton, Valladolid, Algeria and Rennes, and Luanda; plain
// questions about what the Bible says, prayer requests, confessions, worries, joys, reflections on
// passages (hard ones included: the Canaanite woman, the conquest in Joshua, Psalm 88's dark ending,
// Naboth's vineyard, Abraham's lies about his wife, Uzziah and Nebuchadnezzar, Jesus's family
// thinking him mad, Ananias and Sapphira, Matthew 19 on divorce, an unbelieving father and hell, and
// the rich young man; and others: Psalms 16, 39, 73, 94, 96, 107, 121, 127, 130, 143 and 150, Psalm
// 51, Proverbs 11, 14, 15 and 22:29, Ecclesiastes 4:6, Joel 2:25, Zechariah 4:6, Isaiah 6, 9 and 58,
// Jeremiah 17 and 18, Ezekiel's heart of stone, Numbers 6, Exodus 15, 2 Chronicles 20, Genesis 2,
// Elisha's servant, Hannah at Shiloh, Naomi, Ruth, Rahab, Esther, Mephibosheth, Absalom at the gate,
// Nathan, David on the roof and dancing before the ark, Josiah's book, Lot and Abraham, the
// wilderness cucumbers and forty years, Zechariah and Elizabeth, Nicodemus, Bartimaeus, Zacchaeus,
// the ten lepers, the four friends and the roof, the man from the tombs, the prodigal's father and
// older brother, the lost sheep, the shrewd manager, the rich fool, Emmaus, Gethsemane, the lowest
// seat, whitewashed tombs, "some doubted", the Nazareth sermon, Mark 6:31, Luke 2:52, Luke 23:34,
// Andrew, John 21's "what about him", Lydia, Barnabas, Philemon, 2 Corinthians 4 and 11, Galatians
// 6:9, Ephesians 5, 1 Thessalonians 4, 2 Timothy 4, Hebrews 12, 2 Peter 1, 1 John 3 and 4, Revelation
// 3, the Song of Songs and St John of the Cross), idioms, negations, jokes and indirect wordings that
// never name the topic, with touches of Spanish, Welsh, Swahili, Swedish, Māori, Portuguese and
// Jamaican Patois, non-native English from Spanish-speaking, Romanian, Nigerian, Mongolian, Kenyan,
// Japanese, Hungarian, Chilean, Dutch, Moldovan, Tanzanian, Jamaican, Indian, Greek, Finnish,
// Ivorian, Uruguayan, Malaysian (Kadazan), Czech, Chinese, German, Colombian, Mozambican, Lao,
// Kosovar, Congolese, Botswanan, Chadian, Salvadoran, Namibian, Swedish, Honduran, Papua New Guinean,
// Spanish, Algerian, Italian and Icelandic writers and several left unplaced (a widow, a new father,
// a man grieving a cat, a debtor's nephew, a bank clerk, a Portuguese-speaking mother), a Māori
// family's words, text-speak and Scots dialect, no emoji, teenagers and elders; most in plain
// English. 4 to 80 words (mean 30.10, median 25, whitespace-split tokens); 16 of eight words or
// fewer, 67 of fifty or more (123 of forty or more), so this set runs longer on average than the last
// three. Hand-written in 10 batches of 60 (six topics each, ten messages per topic, in the order of
// TOPICS), each batch written and run through the copy check on its own before the next was begun.
// Labelled with what a pastor would say each is about, best topic first; each topic leads exactly 10;
// 200 carry a second topic (work 28; family 22; parenting 20; marriage 16; aging 12; church 11;
// friendship and school 7 each; health and prayer 6 each; betrayal, decisions, grief, guilt, money
// and scripture 4 each; caregiving, conflict, failure, loneliness and singleness 3 each; anger,
// change, divorce, doubt, injustice, mortality, stress and worship 2 each; contentment, generosity,
// gratitude, jealousy, purpose, rejection, sadness, self_worth, suffering and trust 1 each). The
// batches as first closed carried 281 second labels, far over the third the brief asked for; after
// all ten were closed, and before the file was first built, the author left off 81 second labels that
// were secondary rather than strongly present (family 22, church 17, work 10, aging 5, and 27 more
// spread over 16 other topics, one to four each), keeping those most plainly present. No lead label
// was ever changed and no label was added.
//
// What the author read, exactly: the brief and its common rules; this folder's
// topic-blind-42-hash.test.ts (whole, with cat, after checking its byte count with wc -c, as the
// model for this header and test) and sealed-set-checks.ts (whole, as the brief allowed); the header
// comments only of topic-blind-41-hash.test.ts and topic-blind-40-hash.test.ts, printed by awk up to
// each file's first import or describe line into scratch files and read from there whole; the first
// 30 lines of blind-42.json via head -30, for the format (they hold seven of that set's anxiety
// messages, seen before this set's anxiety batch was written), printed in one command with
// sealed-set-checks.ts, blind-42.sha256 (cat, for its shape, as the common rules direct), the repo's
// .prettierrc.json and .prettierignore; the folder's file names (ls, in two halves); and the topics'
// ids and labels, printed by a throwaway script in the scratch folder that imported TOPICS from
// topics.ts (by its absolute path in the worktree), run from the worktree with npx tsx. Git: git -C
// /work/main rev-parse 95536a7 (as the brief directs, for the full hash), git worktree add (output
// discarded), git status --short, git add, git commit and git rev-parse HEAD. Never read topics.ts,
// relevance.ts, train.json or any earlier set by eye, any lexicon, guide, crisis, classifier or
// detection code, docs or other tests; never opened anything in node_modules and never ran topic
// detection or any project code on these messages (the only project code run is the topics script
// above, Prettier on this set and on this test file, and this test under vitest).
//
// Slips and touches, owned: at the start, as the task message directed, the author ran ls on the one
// path node_modules/.bin/prettier in the main checkout to see whether installing had finished; that
// is a listing inside node_modules, which the common rules forbid, and is owned here. The 60 ids from
// the topics script's output were copied by hand into the copy-check script to check this set's
// labels. The first copy-check run was timed with time. A stats script's output piped to head ended
// in a broken-pipe error (it printed only figures). In the eighth batch a first rewrite attempt
// addressed a wrong line number; a guard assertion stopped it before anything was written, and the
// author printed the first 50 characters of two of its own lines to find the right ones. After all
// ten batches were closed, with the drafts copied aside first, 27 messages of 81 to 99 words were
// trimmed to 80 or fewer (six of them in a second round, after a first round left them at 81 to 88)
// and four short messages were cut to fragments of five to eight words (rest, conflict, church,
// aging), their meaning and labels unchanged; in the same pass one betrayal idiom ("knifed in the
// back") became "sold down the river"; all were re-checked (no flags). The anxiety batch stands near
// the format-line shapes in topic or form only: a Spanish-speaking mother in Tulsa worrying about her
// son's first school days (the format lines had a mother in Cuenca whose husband works abroad), a
// verse question with a wry turn (Psalm 94; they had 1 Peter 5:7), a sister's awaited phone call
// after a scan (a smear-test recall, late-night phone calls), a porter lying awake over a rota app (a
// locksmith running numbers at 3am) and a six-word fragment about a racing mind (worry about
// everything and nothing). The author printed this set's own drafts only as written, word counts and
// labels of its own lines, and a safety grep of its own drafts for words near crisis ground (file,
// line and word only; 17 hits: blood pressure and a blood test, grief and mortality wording, "end of
// my rope", "comparison is poison", "hit Numbers" and the knife idiom, changed as above). Touches
// near the earlier lists remain: Lydia (Acts 16, blind-41), John 21 (Peter's breakfast, blind-42),
// "some doubted" in Matthew 28 (the Great Commission, blind-42), Ecclesiastes 4:6 (the cord of three
// strands, blind-42), Proverbs 22:29 (Proverbs 22:6, blind-42), Galatians 6:9 (Galatians 6:2,
// blind-42), 1 John 3 and 4 (1 John 1:9, blind-42), 1 Thessalonians 4 (1 Thessalonians 5, blind-42),
// Psalm 96 (Psalm 98, blind-42), Luke 2:52 (Mary and Joseph losing Jesus, blind-41), 2 Peter 1 (2
// Peter 3, blind-41), Revelation 3 (Revelation 4 and 21, blind-41), Ephesians 5 (Ephesians 2 and 4),
// 2 Corinthians 4 and 11 (2 Corinthians 5, 8, 9 and 12), Hebrews 12 (Hebrews 5, 6, 10, 11 and 13),
// Psalm 51 and David on the roof (David and Jonathan), Elisha's servant (Elisha and the bears),
// Ezekiel's heart of stone (the dry bones), Jeremiah 18 (Jeremiah buying a field), Nebuchadnezzar
// (Daniel 1 and Shadrach), Abraham's lies (Abraham going out, his long wait), a Goroka writer in
// Cairns (Lae, Townsville), a citrus farmer near Mildura (a farmer near Ballarat), Dunedin
// (Invercargill, Christchurch), a Māori grandfather (Pacific writers), Ostrava (Brno), Pristina
// (Albania, Skopje), Patras (Thessaloniki), Bologna and Palermo (Milan, Turin, Cagliari), Zwolle
// (Groningen, Utrecht, Delft), Umeå (Stockholm), Akureyri (the Faroes, Longyearbyen), Fermanagh and
// Belfast (Ballymena), Bala and Brecon (Welsh chapels, Carmarthen), Manchester (Salford, Stockport),
// Montego Bay (Kingston), Valparaíso (Santiago), Medellín (Cali, Huila), Cusco (Lima), Murcia and
// Valladolid (Alicante, Valencia), Rennes (Lyon, Lille), Kenyan, Nigerian, Tanzanian and Congolese
// places (Kisii, Lagos, Arusha, Lubumbashi, Goma), Chinese cities (Fuzhou, Shenzhen) and Indian
// writers (Pune, Hyderabad, Kohima, Shillong, Kerala); a crown-court usher (a court stenographer), a
// barber (a hairdresser's chair), a care assistant (a care worker), a blacksmith (a farrier), a
// school business manager (a headteacher's PA), a referee (an under-10s coach), a garage owner (a
// tyre-and-exhaust fitter), a jerk-chicken stand (a chip van), a newspaper kiosk (a market stall), a
// container ship (a ferry cook, a harbour pilot), an air traffic controller (an airline pilot), RSI
// (carpal tunnel), macular degeneration (cataracts, glaucoma), type 2 diabetes (gestational
// diabetes), hearing loss (hearing aids) and a broken leg (a broken wrist and ankle). The non-native
// renderings and foreign words are the author's approximations, not checked by a speaker. No draft
// described danger to life; while composing, an electrician's fear followed a wiring mistake "caught
// in time, nobody hurt" rather than a shock, a son joining the army became a daughter's college
// course and a deployed fiancé a cruise-ship worker, a mother "before she dies" became "while she is
// still here", a sad "pointless" became "grey", a hopeless fragment became hope as a forgotten
// muscle, Nazareth's cliff became a hometown turning on Jesus, a barber's razor was left unwritten,
// "can't breathe" became "can't think straight", a diabetic's lost foot became not walking, a lone
// believer in Laos prays unseen without any threat named, and serious diagnoses such as leukaemia and
// a transplant wait were left unwritten.
//
// Copy check: a script in the scratch folder, after every batch, against every JSON string value of
// train.json and blind-2.json to blind-42.json in this folder (42 files, re-read on every run):
// 64,461 string values, labels included, 30,029 distinct token sets once normalised, and against
// every message already written and the rest of its own batch, for exact and near copies (lowercased,
// apostrophes ' ’ ‘ and ` dropped, split on any non-letter/digit, token-set Jaccard >= 0.7), printing
// only batch and line numbers, labels, word counts, file names and scores. First runs flagged 16
// drafts, in 9 of the 10 batches (0 to 3 a batch), all against the earlier sets and none within
// (scores 0.714 to 1.000; one, a betrayal fragment, had a token set identical to an earlier string),
// mostly short fragments, stock questions and verse paraphrases; all 16 were rewritten as fresh
// sentences. 19 more drafts scoring 0.600 to 0.692 against the earlier sets were rewritten for
// margin. No rewrite was flagged or scored 0.6 or more again. The final formatted file, checked once
// more, has no exact copies and no flags; its closest pair is 0.588 against the earlier sets (15
// messages score 0.55 or more, none 0.6 or more) and 0.318 within itself. Formatted with the repo's
// Prettier config (the folder's JSON is prettier-ignored, so it was run with the ignore file
// bypassed; a second run left it unchanged) and sealed with its SHA-256 before the tuning it
// measures; it is evaluated once, by the lead, at the end of the tuning. Its labels are the 60 topic
// ids of TOPICS in ../topics.ts; its brief asked for 600 messages, ten leading with each topic and
// about a third carrying a second topic; this test requires at least 540 messages and each topic
// leading at least ten. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 43", () => {
  checkSealedTopicSet("blind-43", 540);

  it("leads with each topic at least 10 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-43.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(10);
  });
});
