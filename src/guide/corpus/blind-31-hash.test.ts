// The thirty-first blind set (blind-31.json), 1,120 messages hand-written by a helper, a different
// author from the last thirty, who did not read the crisis check's code or cue lists and never ran
// the check or any guide code on them. The author read only the brief it was given, this folder's
// blind-30-hash.test.ts, sealed-set-checks.ts, categories.ts, the first 40 lines of blind-30.json
// and blind-30.sha256 (for the format), and the repository's .prettierrc.json and .prettierignore
// (for formatting), and listed the folder's file names (and those of sources/). No slip to record:
// no other file, no earlier message text and no history was read; the copy check's only output was
// indices, categories and scores (its cache of earlier token sets was kept outside the repository,
// never read by eye, and deleted afterwards). Written from general knowledge of public clinical
// material (the screening questions' wish, method, plan and intent; common warning signs of suicide
// and of partner, child, elder and workplace abuse) and from how people type, in voices leaning
// away from the lists in blind-30's header: glassblowers, organ builders, court stenographers, air
// traffic controllers, midwives, cheesemakers, canal lock-keepers, ski-lift operators, whale-watch
// skippers, rice, tea and sugar-cane farmers and cutters, auto-rickshaw and minicab drivers,
// call-centre staff, warehouse pickers, oil-rig workers, miners, potters, letterpress printers,
// librarians, school cooks, lifeguards, crane operators, welders, jockeys and stable hands,
// florists, piano teachers, sacristans, electricians and missionaries' kids; people living with
// lupus, endometriosis, long COVID, cystic fibrosis, Tourette's, ADHD, dyslexia, kidney dialysis,
// epilepsy, glaucoma, Ehlers-Danlos, ME/CFS, type 1 diabetes, post-polio, a transplant, an
// amputation after diabetes, schizophrenia in recovery, postnatal depression and dysautonomia;
// Coptic, Ethiopian Orthodox Tewahedo, Mar Thoma, Syro-Malabar, Waldensian, Plymouth Brethren,
// Church of God in Christ, AME Zion, Vineyard, Nigerian Anglican, Free Church of Scotland, Reformed
// Presbyterian, Southern Baptist, Hmong, Mizo, Batak (HKBP), Toraja, Tongan Methodist, Samoan
// Congregational, Armenian Evangelical, Czech Brethren, Hungarian Reformed, Dutch Reformed,
// Estonian Lutheran, Georgian Orthodox and Paraguayan Mennonite writers; writers in or from Tonga,
// Samoa, the Papua New Guinea highlands, Sumatra, Sulawesi, Mindanao, Timor-Leste, Mongolia,
// Kazakhstan, Georgia, Armenia, Transylvania, the Outer Hebrides, Orkney, Newfoundland, Labrador,
// West Virginia, the Mississippi Delta, New Mexico, the Navajo Nation, Tierra del Fuego, the
// Paraguayan Chaco, Belize, Haiti, Ghana, Togo, Cameroon, Malawi, Madagascar, Eritrea, Ethiopia,
// Botswana, Chennai, Kochi, Assam, Jaffna and Hue; Geordie, Scouse, Doric, Newfoundland English,
// Singlish, Nigerian Pidgin, Tok Pisin, Hinglish, Taglish, South African English, Appalachian
// English, Aussie and Kiwi slang, text-speak, voice-to-text, all caps, no punctuation, emoji,
// teenagers, elders, a pasted email, a forwarded notice and message, and non-native English from
// Tagalog, Hungarian, Amharic, Tongan, Mongolian, Vietnamese, Haitian Creole, Georgian, Kazakh and
// Tamil speakers; lengths from 4 to 85 words (20 short fragments of 8 words or fewer, 17 long
// rambles of 50 or more, the rest mid-length); most messages plain English. Counts: 60 intent, 60
// plan, 45 method (a method named as a thought or picture that keeps coming back, tied to the
// writer's own day, never how-to detail, lethality or a quantity: jumping from a crane jib, walking
// into a glass furnace, the black water of a drained lock, the drugs cupboard on a midwife's
// nights, a chairlift tower, stepping over a whale-watch boat's rail, insecticide in a rice store,
// a mine shaft, the North Sea off a rig's cellar deck, the track by Egmore station, insulin pens at
// bedtime, stopping dialysis, the Tyne from a bridge job (Geordie), a train by the gallops, stable
// rafters, an overdose between calls, the Signal Hill cliffs (Newfoundland), a print guillotine, a
// bridge over the Kanawha (a teenager with Tourette's), an organ gallery rail, a multi-storey car
// park by a library, a husband's shotgun at six, the knife block on endometriosis nights, stopping
// seizure pills, a quarry road, the sea at Accra, the Runcorn bridge (Scouse), stopping cystic
// fibrosis treatment, a church tower, a loft hatch, freezing on the steppe, a mother's morphine, a
// motorway bridge before the flower market, the end of a pier in a wheelchair, a lorry with failing
// sight, a 14th-floor window in Almaty, a cane machete, the Yesnaby cliffs, a hall banister, a
// bridge pillar on the M62, a reservoir behind a lido, stopping anti-rejection drugs, warehouse
// racking, painkillers at pill time, and the river behind a courthouse), 45 means, 45 timing; 41
// farewell, 41 giving_away, 41 burden, 41 no_way_out, 41 self_harm, 41 withdrawal; 53 abuse (a
// husband hiding insulin, burning again and again, smashing hearing aids, taking the keys, card and
// phone each morning, pressing a hand to a hot marver, snapping glasses and pinning a wife to the
// wall, locking a wife in while he is offshore, rape in marriage backed by a pastor, strangling, a
// push down the stairs in pregnancy, a brother-in-law holding a family's passports, a threat to
// take the children abroad or have a wife deported, a gun cleaned at the table, the Brethren
// elders' "submit", and a dowry burn by in-laws; a wife throwing things at a welder, a girlfriend
// slapping and locking out, a wife threatening false accusations against a sacristan, a teenage
// boyfriend checking a phone and sextortion; a father leaving a 12-year-old in the garden at night,
// a stepmother starving a girl, a mother's boyfriend holding a boy under the bath water and another
// watching a girl in the shower, a stepfather's shed, a cupboard under the stairs, a knife held to
// a mother, a father's "deliverance" for tics, a youth pastor's and a choir director's grooming, a
// wife's brother and a cane-wielding uncle in Lilongwe; elder abuse by a son with a pension card, a
// daughter with savings, a son-in-law locking a 90-year-old in, an uncle shoving a grandmother, a
// home carer and a care-home night carer, and a brother taking disability money; and passports,
// wages or papers held by a Riyadh employer, a cane contractor, a warehouse gangmaster, a minicab
// boss, a tea-estate manager, a ship's captain, a farm foreman, a cannabis-house gang and a family
// in a private home, and a sous chef in a walk-in fridge; said plainly and obliquely), 322 everyday
// and 244 hard negatives (idioms: a deadline killing me, could murder a bacon roll, a dead heat,
// feet killing me, kill the engine, dead in the water, knock 'em dead, slayed, a dead ringer, a
// system dying, dying to know, nearly died of embarrassment, shoot, killer heat, die of old age in
// the pew, bite the bullet, cutthroat bake-offs, a dead man's switch on a bullwheel, the suspense
// nearly killing me, a press dying, a phone dying, "I'm literally dead", drop-dead gorgeous,
// murdering the Hallelujah Chorus, take a stab, rather die than, hang in there and a mousetrap
// massacre; study on Judas and Ahithophel hanging, Ananias and Sapphira, Eutychus, Uzzah, Nadab and
// Abihu, Eli's neck, Korah, Abimelech's armour-bearer, Lot's wife, "to die is gain", Zimri, Rachel
// in childbirth, Moses on Nebo, "dead to sin", John the Baptist, Samson's last prayer, the valley
// of the shadow of death, "a time to die", Jairus's daughter and Nain, Rizpah, Endor, Tabitha,
// Goliath, Josiah at Megiddo, Eglon and Lazarus, and the Heidelberg Catechism's "comfort in life
// and death"; Dirk Willems, the 21 Coptic martyrs of Libya, Jan Hus, Bonhoeffer, Janani Luwum,
// Thomas at Mylapore, Graham Staines, the Wigtown martyrs, the Piedmont Easter, Lawrence, Abune
// Petros, the Korean martyrs, Esther John, Paul Schneider, Alban, the Armenian genocide saints,
// Blandina, Edith Stein, Sebastian, the Boxer martyrs, Perpetua's companions, Justin, Agnes,
// Cyprian, Hmong pastors in Laos, Cranmer and Chrysostom; grief at a Tongan putu, a Samoan
// fa'alavelave, a Toraja funeral, an Ethiopian 40th day, a Coptic three-day prayer, a Kumasi
// funeral, a Hmong qeej, a Newfoundland wake, a Free Church funeral, an Armenian hokehankist, a
// Georgian supra, a Transylvanian funeral, a Navajo grandmother, a school cook, a dog, a wife, a
// rig friend, a church organist, a father's voicemail, a famadihana, a Mongolian funeral, a pupil's
// mother, a stillbirth, the Haiti earthquake, a Delta homegoing, a West Virginia mine memorial and
// a cheesemaker's mentor; medicine routines for lupus, dialysis, a hypo, lamotrigine, tacrolimus,
// clozapine, a CF modulator, methotrexate, a morphine patch, naltrexone, eye drops, hormone
// tablets, warfarin, EDS, a prosthetic socket, sertraline, ADHD tablets, long COVID, a father
// refusing dialysis, tic medication, a nut allergy, a hospice, a pharmacist's overdose warning,
// fainting at communion, a transplant list and an insulin pump; a Tsagaan Sar sheep, Tongan pigs,
// Toraja buffaloes, Appalachian hog-killing, a Ghanaian outdooring goat, Orkney rabbits, a Labrador
// seal hunt, rice-field rats, a goat put down, a butcher's apprentice, deer season, a hu plig
// chicken, cane toads, a cane-field burn, a moose, a Navajo sheep, a tiger fish, Delta muskrats,
// broilers in Malawi, a lame horse, a stranded humpback, a Chaco asado, an Easter lamb, Belize
// lobsters, a Transylvanian pig slaughter and Kurban; safety talk for crane lifts, methane, H2S,
// welding fumes, lifeguards, chairlift evacuation, man overboard, haemorrhage drills, forklifts,
// guillotines, canal locks, glass furnaces and live wires; Goodnight Mister Tom, Romeo and Juliet,
// Macbeth, The Book Thief, Charlotte's Web, The Last of Us, Red Dead Redemption 2, Hollow Knight,
// Coco, Schindler's List, Dead Man Walking, Ben-Hur, Murder on the Orient Express, Hamilton and The
// Chosen; wills with twins in Gaborone, a Transylvanian will, organ donation, a prepaid funeral
// plan, a funeral playlist, Tongan land, an Estonian plot, an advance directive and letters to
// grandchildren; ordinary farewells and clearing out (leaving a rig, Accra for university and PNG
// as a missionary kid, a late aunt's flat, death cleaning, baby clothes, a kiln, a call-centre
// desk, a Waldensian pastor and a Welsh chapel merging); ordinary plans with dates and times (a
// proposal, a gym membership, dropping out of law, a transplant date, a break-up, a notice,
// deleting Instagram, an anniversary sunrise and a weekend); and people worried about someone else:
// a best friend's text, a rig mate's tools, a father in the Chaco, a daughter's cuts, a piano
// pupil's notebook, a husband's shotgun, a youth leader's post, a call-centre colleague, a Tongan
// uncle, a neighbour's boy left out in the cold, a colleague's burn and split lip, a Stornoway
// widower, a son's friend, a postnatal sister, a domestic worker's passport, a grandmother's carer,
// a stable lad, a son's searches, a pupil hurting herself, a crane mate's goodbye post, an elderly
// church member, a Ghanaian friend locked in, a brother in Labrador, a dialysis patient, a wife
// with lupus and a flatmate giving things away, labelled hard_negative as categories.ts says:
// danger words about others). Checked mechanically, by a throwaway script outside the repository
// (the earlier texts were never read by eye; it printed only indices, categories and scores),
// against train.json, authored-3.json, the string literals of authored-4.ts to authored-8.ts and
// the six sources/*.ts files, and the thirty earlier blind sets (blind.json and blind-2.json to
// blind-30.json): every string value and literal in those 43 files, 105,052 in all, 82,090 of them
// normalising (lowercase, apostrophes dropped, split on punctuation and underscores) to two or more
// tokens (68,280 distinct token sets); and within itself, for exact and near copies (token-set
// Jaccard >= 0.7), after each of 44 batches of 20 to 30 (written one or two at a time, each batch
// checked on its own as it was added). 20 first drafts were near or exact copies of earlier strings
// (0.700 to 1.000: a timing, three farewell, a no-way-out, a self-harm, a withdrawal, eleven
// everyday and two hard-negative drafts, most of them short plain questions; none near-copied
// another draft) and were rewritten as fresh sentences; no rewrite was flagged again. There were 58
// later redrafts. 28 widened the spread of lengths (14 long rambles, one in each of the twelve
// crisis categories and two among the hard negatives, and 14 short fragments, one in each crisis
// category but two in self-harm, and one hard negative); 2 of the new fragments were flagged (1.000
// and 0.750, an intent of 3 words and a timing of 4) and rewritten again, not flagged after; and 5
// of the new long rambles were trimmed to stay within 85 words. 20 took out detail that leaned
// towards how-to, lethality, a quantity or getting round a check: 6 method drafts ("all my tablets"
// three times, an engine left running, a speed, "the easiest way"), 12 means drafts (a chain to
// sink, dive weights (caught on a last read-through after the set was first put together and
// hashed; it was then rebuilt, re-checked and re-hashed before committing), several chemists, a
// friend's prescription, asking a doctor for more three times, buying again and again, a hose,
// binders and fluid, blasting powder, "deep enough"), 1 plan draft with a backup and 1 self-harm
// draft that said "deeper". 1 abuse draft about a neighbour's child, which read as worry about
// someone else outside the home, was replaced with a child at home (a neighbour's child is among
// the hard negatives instead); and 2 mended an odd detail (a Burmese greeting in a Mindanao
// farewell, and a hard negative that leaned on blind-30's Crohn's and coeliac). 2 everyday drafts
// were relabelled hard_negative (the Heidelberg Catechism's "comfort in life and death", and a
// Welsh chapel merger "saying goodbye to the building"). The same check then passed on the final
// file: closest pair 0.692 against an earlier string (a timing message), 0.478 within the set (two
// plan messages); no exact duplicates. The brief asked for about 1,120 in the counts above; the
// minimums checked here are 40 of each direct category, 36 of each veiled category, 48 abuse, 300
// everyday and 220 hard negatives, 1,000 in all. The set was written as two-space JSON with a final
// newline and run through prettier before hashing (the repository's ignore file skips it, so
// prettier was run with --ignore-path /dev/null; it changed nothing). It was committed with its
// SHA-256 (blind-31.sha256) on its own, before the tuning it measures; this test fails if a single
// byte of it changes. It is never read while tuning: only its figures are printed, once, at the
// end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("thirty-first blind crisis set", () => {
  checkSealedCrisisSet("blind-31", { perDirect: 40, perVeiled: 36, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
