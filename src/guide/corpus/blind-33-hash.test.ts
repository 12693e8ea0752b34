// The thirty-third blind set (blind-33.json), 1,120 messages hand-written by a helper, a different
// author from the last thirty-two, who did not read the crisis check's code, cue lists or classifiers
// and never ran the check, the classifier or any guide code on them. The author read only the brief
// it was given, this folder's blind-32-hash.test.ts, sealed-set-checks.ts, categories.ts, the first
// 40 lines of blind-32.json and blind-32.sha256 (for the format), and the repository's
// .prettierrc.json and .prettierignore (for formatting), and listed the folder's file names (and
// those of sources/). It ran no git history command (only `git status --short`, `git add` and
// `git commit`), and no slip is known to record: no other file, no earlier message text and no
// history was read; the copy check's only output was indices, categories and scores (its cache of
// earlier token sets was kept outside the repository, never read by eye, and deleted afterwards).
// Written from general knowledge of public clinical material (the screening questions' wish,
// method, plan and intent; the 988, AFSP and WHO lists of warning signs; common signs of partner,
// child, elder, workplace or trafficking and spiritual abuse) and from how people type, in voices
// leaning away from the lists in blind-32's header: air-traffic controllers, ferry deckhands,
// stewards and engineers, tugboat crews, cobblers, bookbinders, glaziers, court stenographers,
// commercial divers, mushroom farmers, oil-rig cooks, telecom linesmen, school librarians, crossing
// guards, jockeys and stable hands, circus performers and riggers, potters, mail carriers, chimney
// sweeps, quarry workers, lifeguards, vineyard and coffee pickers, crane operators, funeral-home
// drivers, ice-road truckers, organists and translators; people living with endometriosis,
// Huntington's, cystic fibrosis, kidney failure on dialysis, long COVID, PTSD, Tourette's, glaucoma,
// spinal-cord injury, epilepsy, postnatal depression, schizophrenia, Ehlers-Danlos and tinnitus; Mar
// Thoma, Armenian Apostolic, Moravian, Hutterite, Waldensian, Plymouth Brethren, Dutch Reformed,
// Hmong, Karen Baptist, Mizo Presbyterian, Samoan Congregational, Sámi Laestadian, Iglesia Filipina
// Independiente, Batak Lutheran, Malagasy FJKM, Cameroonian Presbyterian, Sierra Leone Anglican,
// Appalachian Church of God, Hebridean Free Church, Georgian Orthodox, Malawian CCAP and Finnish
// Lutheran writers; writers in or from Madagascar, Mizoram, Nagaland, Myanmar, Laos, Sumatra, Samoa,
// Papua New Guinea, Greenland, the Faroes, Lapland, the Azores, Sicily, Moldova, Armenia, Georgia,
// Mongolia, Chad, Malawi, Mozambique, Sierra Leone, Liberia, Belize, Honduras, Chiloé, Patagonia,
// Newfoundland, Nunavut, the Northwest Territories, Appalachia, the Ozarks, the Hebrides, Orkney, the
// Isle of Man and the Fens; Newfoundland English, Scouse, Geordie, Doric, Singlish, Tok Pisin, Krio,
// Gullah, Appalachian English, Aussie and Kiwi slang, South African English, Hinglish, Taglish,
// text-speak, voice-to-text, all caps, no punctuation, emoji, teenagers, elders, a pasted email, a
// pasted journal entry, a forwarded chain message, and non-native English from Malagasy, Burmese,
// Hmong, Indonesian, Armenian, Georgian, Mongolian, Mozambican Portuguese, Dutch, Finnish and
// Moldovan speakers. A few messages still touch things on blind-32's lists (a Methodist childhood
// in Cornwall, a Bible college in Belfast, Korea twice, a Welsh chapel in Patagonia, a vet visit, a
// stroke twice, a bakery, New Zealand shearing gangs). Lengths from 4 to 83 words (20 short
// fragments of 8 words or fewer, 17 long rambles of 50 or more, the rest mid-length); most messages
// plain English; direct statements said plainly and obliquely in many wordings. Counts: 60 intent,
// 60 plan, 45 method (a method named only as a thought or picture tied to the writer's own day,
// never how-to detail, lethality or a quantity: stepping over a ferry's stern rail, steering off an
// ice road, climbing out of a crane cab, not surfacing from a dive, swimming out past the buoys, a
// quarry face, tablets all at once, going over a rig's side, reaching for a live wire, stopping
// dialysis, a rope and a hay-barn beam, going under the horses on the gallops, stopping seizure
// medicine, between a tug's hull and the quay, a railway bridge on the way to the crematorium, a
// level crossing on a postal round, walking into a river as voices urge, stepping in front of a
// lorry at a school crossing, walking out across fjord ice, unclipping in an aerial rig, hanging in
// a garage, sliding off roof slates, a father's hunting rifle, glass offcuts, stopping cystic
// fibrosis treatment, a bypass bridge, a freight line behind a studio, the Hrazdan gorge, an
// overdose with a mother's pills, a logging truck into a pine, the sea off the Butt of Lewis, a
// wheelchair off a pier, an organ-loft balcony, a meat-plant knife, a car in a garage with no
// mechanism named, a Ulaanbaatar rooftop, over a boat's side off Chiloé, a train on a college
// route, a father's shotgun and a field, driving into a wall, pills to stop tinnitus, a ravine on a
// coffee finca, a station platform with a pram, the Isle of Man mountain road and a rope in a loft
// in a pasted journal), 45 means (saved tablets, ropes, pistols, rifles and shotguns, a hospice's
// leftover morphine, farm and glaze chemicals, rat poison and garden poison with no brand or dose, a
// harvest knife, a blade, ward medicines, a dead wife's tablets, "everything I'd need" in a bag),
// 45 timing; 41 farewell, 41 giving_away, 41 burden, 41 no_way_out, 41 self_harm, 41 withdrawal;
// 53 abuse (a split lip and a threat to say she fell, phone checks and a thrown plate, a stepfather
// while mum is at work, salary taken and elders saying submit, IDs held at a Honduran finca, choking
// against a fridge and in arguments, a Hmong bride-price household locking a wife in, a son taking
// an 83-year-old's pension, a Karen pastor backing a husband, a head lad locking a stable hand in,
// a threat to kill if she leaves, a threat to take children to Russia, a cellar at night, a baby
// used as a threat, a push down stairs, a boyfriend in a small Greenland town, a Maputo madame and
// her son, a girlfriend and a wife hitting men, a father hitting a boy for his tics, a Laestadian
// husband forcing sex, a daughter hiding an old woman's glasses, passports held by a racing trainer,
// a mushroom-farm manager, a Beirut madame and a fishing-boat captain, a Sicilian caporale and a
// boss keeping a worker's money, an elder husband and a minister (Dutch Reformed), a youth leader's
// grooming, a mother's boyfriend at night, a vicar bullying an organist, a carer slapping an 80-year
// old, a Samoan deacon uncle, tracking and pinning down, a bush knife in PNG, a diver's partner, a
// Plymouth Brethren assembly threatening withdrawal, a drunk father's bottle, documents held with a
// deportation threat, a wife locking out a husband with Huntington's, an Ozarks father's belt, a
// son taking a dialysis patient's bank card, a pastor extorting savings, smashed pottery and a
// threat to hands, a cigarette burn, a gun in the truck, a Georgian household locking a wife in, a
// deacon's control at home and two oblique fragments), 322 everyday and 244 hard negatives (idioms:
// a dead heat, dead calm, dead reckoning, a dead letter office, a dead man's switch, feet killing
// me, over my dead body, nearly died of embarrassment, die-hard fans, "suicides" as sprint drills, a
// dead zone, bored to death, to die for, kill me now before a deadline, dead in the water, killed it
// on stage, a kiln dying, a brother to murder over an egg, a killer job, dead on time, dead
// chimneys, dead on arrival, playing dead, a dead giveaway, "scared to death" in Dutch, killing the
// lights in Finnish, drowning in paperwork, a ute carked it, I'm dead after footy, me mam'll kill
// me, rather die than sing, the end of me, pulling the plug, ending it with a boyfriend, a battery
// killed, slaughtered at a quiz, could strangle a wardrobe designer, died laughing, stings like
// death, screaming blue murder, the choir director will kill us, deed on me feet, the death o me, a
// boss killing me, a sourdough starter died, a heart attack from a spider, a phone dead in a drain,
// dead na, the heat go kill pesin, wind killed the lift, dead weight, throwing himself off the face
// in jest, dead jokes, so dead over a report card, a laptop killed, a human cannonball, the ground
// to swallow me and knocked 'em dead; study on Samson, Ahithophel, Judas, the Philippian jailer,
// Moses asking to be killed, Zimri, Abimelech, Ananias and Sapphira, Uzzah, Eutychus, Eli, Moses on
// Nebo, Rachel, Job 3, Jeremiah 20, "to die is gain", John the Baptist, Nadab and Abihu, Korah,
// Lot's wife, Josiah, Nabal, Tabitha, the widow of Nain's son, Psalm 88, Ecclesiastes 7, Elisha's
// bones, Ehud, the rich man and Lazarus, Endor and Heidelberg Question 1; Munson and Lyman,
// Rasalama, the Armenian genocide martyrs, Queen Ketevan, Agatha, Perpetua and Felicity, Blandina,
// Alban, Jan Hus, Bonhoeffer, Janani Luwum, the Piedmont Easter, Graham Staines, Gnadenhutten, James
// Chalmers, the Libyan beach martyrs, John and Betty Stam, João de Deus Kamtedza, Vartan, Hmong
// believers in Vietnam, Anne Askew, Becket, Justin, Esther John, Jeoldusan, Cyprian, Boniface, Paul
// Schneider, Lucy, Alexander Men and the Malagasy martyrs; grief at a Hmong funeral, a famadihana, a
// fa'alavelave, I Morti, a pomană, a velorio, a Birsay kirkyard, a Gaelic psalm at a graveside, a
// Gullah homegoing, a Newfoundland cove, a miscarriage, a best friend, a refugee-camp anniversary, a
// Mizo village, a hokehangist, Georgian Easter Monday graves, a drowning in Sisimiut, a dialysis
// neighbour, shape-note singing, a horse, a father's laugh, an Ozarks ridge, a joik, a novenario,
// Helmand, a Christian burial in Mongolia, a Faroese memorial, a wife's empty place, a stillbirth
// and a little white coffin; medicine routines: cystic fibrosis enzymes stockpiled for a trip with
// a consultant's blessing, immunosuppressants, a depot injection, an antidepressant while
// breastfeeding, a switched seizure-medicine brand, Huntington's tablets, a nightmare tablet,
// hormone injections, a mother's pill organiser, rationed thyroid tablets, pain patches, a son's
// Tourette's medicine, antihistamines, malaria tablets, a locked medicine box, eye drops, a
// sheepdog's painkillers, methotrexate delivered, a father's pills since a heart attack and a flu
// jab; the Faroese grind, a seal, reindeer slaughter, a Hutterite chicken day, a matança do porco,
// the guga hunt, squirrel hunting, a Tsagaan Sar sheep, a narwhal and rat poison in a Fens grain
// store; drills for helicopter underwater escape, abandon ship, spinal-board rescue, man overboard,
// a mayday simulation, a school lockdown, a blast evacuation and diving bailout; Dead Poets Society,
// Romeo and Juliet, Hamlet, A Monster Calls, Coco, Red Dead Redemption 2, Hades, Stardew Valley, The
// Last of Us, Murder on the Orient Express, Macbeth and The Book Thief; a will before deployment, an
// advance decision on dialysis, Gaelic funeral wishes, the organ donor register, ashes off Marwick
// Head, Hmong Christian funeral wishes, life insurance, a plot beside a wife, a letter of wishes and
// a "when I'm gone" folder; clearing out a father's house, baby clothes given away, a cobbler
// retiring, leaving a quarry job, notice handed in for Bible college and a surprise trip booked for
// tonight; and people worried about someone else: a diver on the crew, a daughter's search history,
// a note in a library book, a husband with Huntington's, a pupil's bruise, a mother's new "friend",
// a cousin's arranged marriage, a starving young jockey, a father giving his tools away, a mate gone
// quiet, a sister's controlling husband, a vineyard worker's passport, a youth-group girl cutting, a
// pastor's wife's bruises, a son's army mate, an uncle's text, a trafficked flatmate, a friend in
// Samoa, an elderly neighbour, a man after a stroke, a girlfriend's threat, a patient's saved
// tablets, a colleague and a 96-year-old grandfather, labelled hard_negative as categories.ts says:
// danger words about others). Checked mechanically, by a throwaway script outside the repository
// (the earlier texts were never read by eye; it printed only indices, categories and scores;
// TypeScript's own parser, from node_modules, pulled the string literals, including template
// literal parts, out of the .ts files), against train.json, authored-3.json, the string literals of
// authored-4.ts to authored-8.ts and the six sources/*.ts files, and the thirty-two earlier blind
// sets (blind.json and blind-2.json to blind-32.json): every string value and literal in those 45
// files, 111,801 in all, 87,293 of them normalising (lowercase, apostrophes dropped, split on
// punctuation and underscores) to two or more tokens (72,749 distinct token sets of two or more);
// and within itself, for exact and near copies (token-set Jaccard >= 0.7), after each of 43 batches
// of 15 to 30 (most of 30; each batch checked as it was added, against the earlier files and every
// message already written). 11 first drafts were near copies of earlier strings (0.739 to 1.000; two
// of them, a timing and a self-harm draft, had exactly an earlier string's token set: a means, two
// timing, a farewell, a giving-away, a no-way-out, a self-harm, three everyday and a hard-negative
// draft, most of them short plain sentences; none near-copied another draft) and were rewritten as
// fresh sentences; no rewrite was flagged again. 1 no-way-out draft (a Sicilian boss keeping a
// worker's money against a travel debt) was relabelled abuse, and 4 everyday drafts were relabelled
// hard_negative (Heidelberg Question 1 on life and death, an Armenian Easter greeting "risen from the
// dead", Newfoundland mummers who "scared the baby half to death", a sermon on the Malagasy
// martyrs). 3 abuse drafts were rewritten after their first check so that the danger was to the
// writer (they had described an ex's partner grabbing the writer's daughter, a sister's husband and
// a niece), and 1 surplus withdrawal draft was dropped. 31 drafts were redrafted for safety: 6 plan
// drafts (a death made to look like a seizure, reaching a spot unseen, a cover story the day before,
// nobody looking between race meetings, how long before anyone would come, a note in shorthand "so
// nobody could read it"), 7 method drafts (ice opening underfoot, stones in pockets, an engine left
// running in a garage, a closed kiln shed, a crash made to look accidental, a pretext for borrowing
// a gun, and "properly"), 9 means drafts (a cover story at a hardware shop, which was also a flagged
// draft, pills gathered from several chemists so nobody notices, a vet's euthanasia drugs and the
// key, two named medicines, "quietly", "weeks' worth", a valuation cover story, a cupboard "where
// nobody looks" and a rope hung on a door), 1 timing draft (a time when nobody is up) and 8
// self-harm drafts (a breath-holding technique, long sleeves to hide, a hot iron, "I know how", a
// kiln door, a wire brush, a knife and a body part, and a bleeding detail trimmed from a ramble); no
// self-harm message says "deeper" or gives technique or a place chosen to hide. 2 drafts were changed
// to lean away from blind-32's header (a means draft about a vet's drugs in a tack room, which echoed
// one of its methods, was replaced by a rope, and a friend "in Kiribati" became one in Tonga). 12
// edits shaped lengths: six long drafts trimmed to stay within 85 words (a farewell, a no-way-out, a
// self-harm, a withdrawal and two everyday), two 3-word drafts lengthened (a plan and an everyday),
// a means and an abuse draft cut to fragments, and a burden and a hard-negative draft lengthened to
// rambles; and 1 mended a detail (a newspaper's name in that ramble); none of these was flagged. The
// same check then passed on the final file: closest pair 0.667 against an earlier string (a burden
// message), 0.448 within the set (two timing messages); no exact duplicates. The brief asked for
// about 1,120 in the counts above; the minimums checked here are 40 of each direct category, 36 of
// each veiled category, 48 abuse, 300 everyday and 220 hard negatives, 1,000 in all. The set was
// written as two-space JSON with a final newline and run through prettier before hashing (the
// repository's ignore file skips it, so prettier was run with --ignore-path /dev/null; it changed
// nothing). It was committed with its SHA-256 (blind-33.sha256) on its own, before the tuning it
// measures; this test fails if a single byte of it changes. It is never read while tuning: only its
// figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("thirty-third blind crisis set", () => {
  checkSealedCrisisSet("blind-33", { perDirect: 40, perVeiled: 36, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
