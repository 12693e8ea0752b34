// The twenty-ninth blind set (blind-29.json), 1,120 messages hand-written by a helper, a different
// author from the last twenty-eight, who did not read the crisis check's code or cue lists and
// never ran the check or any guide code on them. The author read only the brief it was given, this
// folder's blind-28-hash.test.ts, sealed-set-checks.ts, categories.ts, the first 40 lines of
// blind-28.json and blind-28.sha256 (for the format), and the repository's .prettierrc.json and
// .prettierignore (for formatting), and listed the folder's file names. One slip to record: a
// `git log --oneline -3` run while checking the branch showed three recent commit subject lines
// (about figures of speech, ordinary leavings and the abuse wordings); no diff, file or history
// beyond those three lines was read. Written from general knowledge of public clinical material
// (the screening questions' wish, method, plan and intent; common warning signs of suicide and of
// partner, child, elder and workplace abuse) and from how people type, in voices leaning away from
// the earlier sets': chimney sweeps, piano tuners, canal lock keepers, farriers, blacksmiths,
// clockmakers, glaziers, falconers, a court stenographer, 999 dispatchers, school bus drivers,
// lifeguards, zookeepers, offshore rig and wind-turbine technicians, observatory night staff, an
// archivist, museum guards, circus aerialists, jockeys and stable hands, bull riders, ranch hands,
// Arkansas rice farmers, a maple-syrup maker, Maine lobstermen, oyster farmers, hospital porters and
// cleaners, call-centre agents, delivery riders, warehouse pickers, Uber drivers, supply teachers,
// teaching assistants, church caretakers, an organist's page-turner, crematorium staff, gravediggers
// (in their everyday work), florists and wedding planners; people living with sickle cell, cystic
// fibrosis, lupus, long COVID, ME/CFS, tinnitus, endometriosis, PCOS, kidney dialysis, a heart
// transplant, epilepsy, narcolepsy, Tourette's, schizophrenia, hoarding, deafness, blindness and a
// below-knee amputation, and caring for a son with Down syndrome or a parent with dementia;
// Armenian Apostolic, Ethiopian Orthodox Tewahedo, Syro-Malabar, Mar Thoma, Waldensian, Free Church
// of Scotland, Plymouth Brethren, Church of the Brethren, Vineyard, Zion Christian Church, Church of
// Pentecost, Mizo Presbyterian, Naga Baptist, Batak Lutheran, Tongan Methodist, Samoan
// Congregational, Cherokee Baptist, Lakota Episcopal, Nigerian Anglican, RCCG, Calvary Chapel,
// Southern and Reformed Baptist, Anglo-Catholic and Ukrainian Greek Catholic writers; writers in or
// from Shetland, Orkney, Lewis, the Isle of Wight, Gibraltar, Andorra, Luxembourg, Estonia, Moldova,
// Georgia, Armenia, Ethiopia, Madagascar, Malawi, Namibia, Cameroon, Benin, Papua New Guinea,
// Vanuatu, Tonga, Mizoram, Nagaland, Kerala, Goa, Sulawesi, Mindanao, Timor-Leste, Tasmania,
// Newfoundland, Labrador, West Virginia, the Mississippi Delta, the Louisiana bayou, New Mexico,
// Montana and the Dakotas; Doric, Geordie, Scouse, Australian slang, South African English, Singlish,
// Sheng, Ghanaian Pidgin, Tok Pisin, Spanglish, Quebec Franglais, Jamaican Patois, autocorrect
// errors, an elder's odd capitalisation, shaky-hand typos, a child dictating to a parent, numbered
// lists, hashtags, a limerick, journal entries with a date, a pasted text thread, and non-native
// English from Amharic, Russian, Spanish, Vietnamese, Tagalog and Malayalam speakers; short
// fragments and long rambles, lengths from 3 to 84 words; most messages plain English from many
// backgrounds.
// Counts: 60 intent, 60 plan, 45 method (a method named as a thought, never how-to detail or a
// quantity, most of them a thought or picture that keeps coming back tied to the writer's own day:
// the roof ridge on a chimney job, the emptying lock chamber, the barn rope at feeding time,
// unclipping at the top of a turbine, the morning transplant tablets, the quarry on the school bus
// route, swimming out past the lifeguard flags, the fast train at platform 2 on the way to the call
// centre, the hospital stairwell window, the level crossing on a delivery bike, the pirogue on the
// bayou, the oak on the road home, the lake in the middle of phonics, the dialysis car park roof,
// the motorway barrier on an Uber night shift, the rig rail, an open grave, the nightly insulin pen,
// the Orkney cliff on the dog walk, the hayloft door, the combine header, the museum gallery
// balustrade, the circus net, a mine shaft up the hollow, the river after communion, the Adolphe
// Bridge and the garage at parking time), 45 means, 45 timing; 41 farewell, 41 giving_away, 41
// burden, 41 no_way_out, 41 self_harm, 41 withdrawal; 53 abuse (husbands hitting after a bad harvest,
// punching a pregnant wife, choking, strangling to unconsciousness, dragging by the hair, throwing a
// jockey's wife down the stairs, rape in marriage (once with 1 Corinthians 7 quoted), "headship" as
// loving correction and a shotgun threat against a wife and children; a wife throwing a kettle at a
// rig worker, girlfriends scratching a face and breaking a rugby player's nose, a boyfriend forcing
// sex and a boyfriend tracking his boyfriend's passwords and location; coercive control of church-
// going, texts, bank cards, shopping, wages, receipts, car keys, epilepsy tablets, lifts to
// dialysis, a mobility scooter and adapted car, a blind husband's benefit money, calls on
// speakerphone, a passport and a threat to take the children abroad, and "he knows where to hit"; a
// father's belt buckle, a father's wooden spoon and "spare the rod", a mother burning hands on the
// cooker, a stepfather at night, a mother's husband with the TV remote, an uncle loved at church, an
// older brother choking, a grandfather's shed (dictated by a mother); a mother-in-law locking a wife
// in, in-laws holding a passport and wedding gold for more dowry, a brother-in-law's slap and a
// father-in-law's groping; elder abuse by a son, a grandson, a daughter holding back heart tablets,
// an agency carer, a son-in-law and a daughter's boyfriend; and passports and wages held on a farm,
// in a restaurant, a hotel, on a building site, at a car wash and by a household in Kuwait and a
// nanny's employer who came into her room; said plainly and obliquely), 322 everyday and 244 hard
// negatives (idioms such as a commute that is murder, dying to know, new boots killing me, over my
// dead body, nearly died of embarrassment, could murder a cuppa, "slays", a deadline I'm dead behind
// on, killer heels, a leg gone dead in the sermon, if looks could kill, overdosed on Christmas
// chocolate, a cut-throat bake sale, take a stab, a dead ringer, "my husband will murder me", a
// dog that plays dead, kill the engine, bite the bullet, I'm toast, a killjoy, dead certain, a
// murdered anthem, jumping ship, a dead loss, a shot in the dark, knees shot and a shift that's
// killing me; study and sermons on Philippians 1:21, Ahithophel, the Philippian jailer, Romans 6:11
// and 8:13, Colossians 3:5, Hebrews 9:27, Ecclesiastes 7:2, Abimelech, Psalm 90:12, Uzzah, Genesis
// 3:19, Ezekiel 37, Romans 7:24, Eutychus, Ananias and Sapphira, Matthew 10:28, Lazarus, Zimri, Mark
// 8:35, Moses on Nebo, Psalm 88, the widow of Nain, Judas's two accounts, the Dormition, Revelation
// 14:13, Jephthah's daughter, 1 Corinthians 15:55, dying to self in Lent and "the wages of sin";
// Thomas at Mylapore, the Armenian martyrs of 1915, the Wigtown martyrs, the Piedmont Easter, John
// Williams of Erromango, Lawrence, Bonhoeffer, Janani Luwum, the Ethiopian martyrs in Libya, Alban,
// Graham Staines, the New Guinea martyrs, Patteson, Queen Ketevan, Omelyan Kovch, Anne Askew, Hus,
// Patrick Hamilton, Lyman and Munson, Edith Stein, the Carmelites of Compiegne, Miguel Pro, Justin,
// Sebastian, Jagerstatter, the Malagasy martyrs at Ampamarinana, Cranmer, Boniface and Blandina;
// grief at an Armenian seventh-day service, an Ethiopian tazkar, a Kerala 41st day, Tongan, Samoan,
// Kumasi, Toraja, Newfoundland, Hebridean, Cherokee and Lakota funerals, wakes and memorial feasts,
// a famadihana, a Georgian Easter Monday at the cemetery, a zoo elephant, a falcon, a mare put down,
// a dog, a church cat, a piano teacher, a dispatch colleague, a husband, a wife, a dad, a brother, a
// baby at twenty weeks, a school friend and a grief book for a 10-year-old; medicine routines:
// hydroxyurea, Creon and Kaftrio, hydroxychloroquine, tacrolimus, phosphate binders, levetiracetam,
// modafinil, clozapine bloods, metformin, donepezil, a carer finding a dose already taken, a hospice
// syringe driver, a new antidepressant, Ventolin, aspirin, ADHD tablets, a swapped tablet, a biscuit
// tin of pills, prednisolone, an iron infusion, morphine patches, an anticoagulant injection, an
// EpiPen, Tourette's medication, a tinnitus sleeping pill and a dog's Metacam; deer stalking, a
// pheasant shoot, Estonian boar, a Tongan umu, an Ethiopian Easter sheep, a Malagasy zebu,
// Newfoundland moose, bayou gators, squirrels, elk, ferreting, oyster shucking, boiled lobsters,
// culled hens, a ram with a broken leg, steer wrestling, ducks on the rice levees, a seal hunt, a
// Moldovan pig-killing, a Mizo mithun, a fox hunt, a Thanksgiving turkey, spearfishing, stillborn
// lambs and rat traps in the church hall; rope access on the Forth Bridge, a rig gas alarm, a
// dispatcher's CPR call, a lifeguard's rescue, a tiger drill, a trapeze net, a jockey's fall,
// lobstering, a sweep stuck on a roof and a turbine emergency descent; Anna Karenina, Bridge to
// Terabithia, Hades, Murder on the Orient Express, Call of Duty, Romeo and Juliet, Macbeth,
// Watership Down, Mafia, Pokemon, The Book Thief and Red Dead Redemption 2; a will at 40, a lasting
// power of attorney, funeral songs chosen at 80, a Ghanaian fantasy coffin, the organ donor
// register, an executor, a burial plot and an advance care planning workshop; ordinary farewells
// and clearing out (a warehouse leaving, a minister's last sermon, leaving Shetland, leaving this
// app for a church reading plan, Swedish death cleaning, baby clothes, a mother's house, a florist
// closing, a bus driver retiring, downsizing); ordinary plans with dates and times; and people
// helping someone else in danger: a rig colleague, a dialysis patient, a mother with dementia, a
// friend's 2am goodbye post, a Year 8 pupil's cuts, a caller to a call centre, a cousin, a
// neighbour's bruised boy, a maid next door, a brother with a new gun, an older lady giving away
// jewellery, a parishioner robbed by her son, a stable mate's text, a son's friend, a rider on the
// team, a sister, a farmer at prayer meeting, a neighbour's locked-in father and a 15-year-old's
// friend, labelled hard_negative as categories.ts says: danger words about others).
// Checked mechanically, by a throwaway script outside the repository (the earlier texts were never
// read by eye; it printed only indices, categories and scores), against train.json,
// authored-3.json, the string literals of authored-4.ts to authored-8.ts and the six sources/*.ts
// files, and the twenty-eight earlier blind sets (blind.json and blind-2.json to blind-28.json):
// every string value and literal in those 41 files, 98,361 in all, 76,865 of them normalising to
// two or more tokens (63,789 distinct token sets); and within itself, for exact and near copies
// (normalised token-set Jaccard >= 0.7), after each of 44 batches of 15 to 30. 5 first drafts were
// near copies of earlier strings (0.733 to 1.000; one, a one-word greeting, had the very same
// normalised tokens; none near-copied another draft) and were rewritten as fresh sentences; no
// rewrite was flagged again. 10 method drafts over the count asked for were dropped. Of 57 later
// redrafts, 2 were flagged (0.750 and 0.778, both shortened to fragments) and rewritten again, not
// flagged after: 20 to widen the spread of lengths (15 long rambles, 5 short fragments); 14 to make
// a message's label plain on its own words (6 method, 3 timing, 2 means, 2 farewell and 1
// giving-away); 7 to take out detail that leaned towards how-to or getting round a check (5 means,
// 1 method, 1 self-harm); 4 to mend a label (a timing draft that mixed in abuse replaced, two abuse
// drafts about a third party rewritten in the writer's own voice, and one everyday draft about a
// child's grief relabelled hard_negative, with one new everyday message written in its place); 3
// to lean away from themes blind-28 lists (a wheelchair charger, a deaf wife's phone, a Dia de
// Muertos altar); 7 to mend an odd detail, word or fact; and 2 to widen a voice (a man writing
// about his boyfriend, non-native English from Kerala). The same check then passed on the
// final file: closest pair 0.688 against an earlier string, 0.471 within the set. The brief asked
// for about 1,120 in the counts above; the minimums checked here are 40 of each direct category, 36
// of each veiled category, 48 abuse, 300 everyday and 220 hard negatives, 1,000 in all. The set was
// written as two-space JSON and run through prettier before hashing (the repository's ignore file
// skips it, so prettier was run with --ignore-path /dev/null; it added only the final newline). It
// was committed with its SHA-256 (blind-29.sha256) on its own, before the tuning it measures; this
// test fails if a single byte of it changes. It is never read while tuning: only its figures are
// printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("twenty-ninth blind crisis set", () => {
  checkSealedCrisisSet("blind-29", { perDirect: 40, perVeiled: 36, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
