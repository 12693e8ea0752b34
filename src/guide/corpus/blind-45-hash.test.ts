// The forty-fifth blind set (blind-45.json), 840 messages hand-written by a helper, a new author who had
// never seen the app's code or the earlier sets' messages, who did not read the crisis check's code, cue
// lists or classifiers and never ran the check, the classifier or any guide code on them. The author read
// only the brief it was given and the common rules it points to, this folder's blind-44-hash.test.ts
// (whole), the header comments (only) of blind-43-hash.test.ts and blind-42-hash.test.ts (printed by the
// awk filter the common rules give, which stops at the first line that is not a comment, into files in the
// scratch folder, then read there), sealed-set-checks.ts, categories.ts, the first 40 lines of
// blind-44.json (for the format), blind-44.sha256 only as `wc -c`, and the repository's .prettierrc.json
// and .prettierignore, and listed the file names of this folder and of sources/. The `git worktree add` was
// run with its output sent to /dev/null as the common rules prescribe, so no commit subject was seen. No
// git command other than `git worktree add`, `git status --short`, `git add`, `git commit` and `git
// rev-parse HEAD` was run, no other repository file was opened (sealed-set-checks.ts imports build.js; it
// was not opened), nothing in node_modules was listed, counted, grepped or opened (typescript was reached
// through createRequire from the worktree's node_modules symlink, prettier and vitest through npx), no npm
// process was checked for, and no earlier message text was read apart from the first 40 lines of
// blind-44.json the brief allowed. What was run: the author's own throwaway scripts in the scratch folder
// (node: the copy check, which was first tried once on a one-line dummy draft, and the script that wrote
// this set from the drafts; python3: a word-count script, a script that replaced or deleted a draft line
// only if a given substring matched exactly one line, one inline edit of the intent drafts on the same
// guard, and a script that listed which capitalised words of the three allowed headers (blind-44's header
// printed again with the same awk filter) also occur in this set, to report the touches below), grep, cat
// and sed on the author's own drafts and scratch files, sha256sum on this set, and prettier and vitest
// (through npx) on this set and this test only. Slips and caveats, recorded plainly: (1) The author first
// printed both earlier headers, the first 40 lines of blind-44.json and `wc -c` of blind-44.sha256 in one
// command, and the tool cut the middle of that output (lines 146 to 216 of blind-43's header and 1 to 45 of
// blind-42's), so lines 145 to 216 and 1 to 60 of the same two scratch files were printed again with sed;
// nothing else was read. (2) The author kept slipping, while drafting, into muddled mid-message
// self-corrections, usually swerving away from a name on the earlier headers' lists: 16 drafts in all (a
// timing (Tongan to Samoan, Auckland), a withdrawal (Hanoi to Hai Phong, London), nine everyday (a sheep
// shearer in Otago to Gisborne, a midwife to a doula, a school crossing patrol cut off mid-word, dyspraxia
// to autism, Galway to Sligo, a hairdresser to a barber, Toronto to Scarborough (Ontario), Belfast to Derry
// to Newry, Nairobi to Nakuru) and five hard negatives (a last chemo to a last physio session, a call
// centre to a warehouse, lasting power of attorney to wills, a Ghanaian one-week observance to a Ghanaian
// funeral, a care home to a nursing home)). All 16 were caught, by reading back or by grep on the drafts,
// before their batch was first checked, and redrafted as plain messages; none was dropped. (3) blind-43's
// and blind-42's headers, which the brief allowed, quote phrases from a commit subject about crisis-check
// internals ('planned my own death', 'what it started', a 'nearly died' lookahead), so the author had seen
// them before writing. A grep on the drafts before sealing found 1 plan draft saying the writer had
// "organised my own death" and 1 hard negative saying "nearly died laughing"; both were reworded. No
// message now says "planned my death", "planning my death", "plan for my death", "my own death", "what it
// started" or "nearly died"; 1 plan message (a boilermaker's) says "This is the last one I've planned" of
// the writer's own plan. It was written as people type, not aimed at those phrases, but the reader should
// know the author had seen them. (4) The second everyday batch was first written to a separate draft file
// that the copy check did not read, so one run of the check covered only the earlier messages; the author
// noticed, merged the file into the everyday drafts and ran the check again, and that run is counted below
// as the batch's first check. (5) Miscounts while drafting, all put right before the batch's first check:
// the intent drafts were first written with 46 (one, a prayer naming "tonight or tomorrow", which read as
// timing, was deleted), the first everyday batch with 116 (4 added), the second with 117 (3 added; one more
// replaced a cremation question) and the second hard-negative batch with 90 (2 added). (6) The vitest run
// on this test printed a Vite warning that names the repository's vitest config files and quotes one import
// line from one of them; they were not opened. The copy check's only output was indices, categories, file
// names and scores (it kept no cache; it re-read the earlier files on each run). Written from general
// knowledge of public clinical material (the screening questions' wish, method, plan and intent; the common
// published lists of suicide warning signs; common signs of partner, child, elder, workplace, trafficking,
// spiritual, financial abuse and coercive control) and from how people type, in voices leaning away from
// the lists in blind-42's, blind-43's and blind-44's headers and toward fresh ones: a shipyard welder, a
// beekeeper, a car-wash worker from Tirana, a land surveyor, a retired tax inspector, a farrier, a
// radiographer, a crane operator, a pharmacy technician, a hotel kitchen worker in Málaga, a church
// organist's wife, a tugboat deckhand, a stonemason, a caregiver from Zamboanga, a night baker in Rennes, a
// bookbinder, an archivist in Kaunas, an apprentice electrician, a bingo caller, a speech therapist, an
// army reservist and postman, a podiatrist, a quantity surveyor, a sheep-dog trainer, a sonographer, a
// boilermaker, a meat-factory worker from Recife, a croupier, an embalmer's assistant, a tailor in Lahore,
// a wedding planner, a medical student, a jockey, a stable hand, a falconer, a teacher in Moshi, a lifeboat
// volunteer, an antique dealer, a tram commuter, a tower-crane worker, a rail signaller, a window fitter, a
// warehouse worker from Timișoara, a primary school cook, a ranch hand, a Polish lorry driver, a docker, a
// gas engineer, a hill farmer, a dental nurse, a ranger, a chef, a deer stalker, a care worker from
// Bamenda, a vet nurse, a security driver, a Saskatchewan wheat farmer, a butcher, a crofter, a mill
// worker, a student from Mwanza, a software contractor, a Year 4 teacher, a heritage-bus conductor, a
// Polish office cleaner, a taxidermist, a gardener, a retired art teacher, a Filipino seaman, a cellist, a
// retired postmaster, a pastor's wife, a Borders sheep farmer, an asylum seeker from Asmara, a call-centre
// worker from Tura, a youth leader, a retired schoolteacher, a nail-bar worker from Quito, a housemaid from
// Tiruchirappalli in Kuwait, a meat-plant worker, Basotho farm workers, a site foreman, a phlebotomist, a
// podcast editor, a shearing-gang cook, a lime plasterer, a doula, a locum pharmacist, a ski-lift operator,
// a court interpreter, a school caretaker, a night-shift hospital security guard, a chapel treasurer, a
// baker in Truro, a dairy herdsman, a barber, an architect, a bus driver in Newry, a lawyer in Nakuru, a
// taxi driver in Exmouth, a post-office counter clerk, a hardware-shop owner, a window cleaner, a
// gamekeeper, a biathlete, a funeral director and a mountain-bike club; people living with coeliac disease,
// menopause, a hip replacement, breast cancer, motor neurone disease, plantar fasciitis, high cholesterol,
// a mole check, migraines, warfarin, dialysis, methadone recovery, HIV, a nut allergy, a PEG feed after
// throat cancer, arthritis infusions, egg freezing, a child's epilepsy and melatonin; Mar Thoma, Cherubim
// and Seraphim, Waldensian, Church of God in Christ, Cumberland Presbyterian, Strict Baptist,
// Christadelphian, Kachin Baptist, Knanaya Catholic, Scottish Episcopal, Coptic Orthodox, Garo Baptist,
// Church of North India, Sri Lankan Tamil Methodist, Samoan Congregational, Greek Orthodox (a fiancé) and
// Lutheran writers; writers in or from Sunderland, Halifax, Slough, Lincoln, Dundee, Bath, Norfolk
// (Virginia), Winnipeg, Abeokuta, Rennes, Oxford, Kaunas, Blackpool, Harrogate, Brecon, Gateshead, Wexford,
// Mobile (Alabama), Lahore, Newmarket, Lambourn, Lewes, Sheffield, Orkney, Billings, Felixstowe, Wigan and
// Dresden, Sutherland, Llanelli, Toruń and Kyiv, Loughborough, Athlone, Apia and Tauranga, Ludlow, Newport,
// Elgin, Montana, Valencia, Penzance, Tacloban, Jos, the Borders, Croydon, Stevenage, Kendal, Zaragoza and
// Cali, Ficksburg, Fort Wayne, Tenby, Hastings, Whitstable, Banff, Chicago, Anglesey, Truro, Basingstoke
// and Takoradi, Somerset, Vancouver, Sharjah, Mississauga, Kericho, Porirua, Exmouth, Kuwait City, Barnard
// Castle, Argyll, Northumberland, the Tweed, Kirkwall, Tulsa, Worthing and Lincoln; non-native English from
// Albanian, Spanish, Filipino, Brazilian Portuguese, Urdu, Swahili, Romanian, German, Polish, Ukrainian,
// Cameroonian, Ethiopian, Vietnamese, Samoan, Eritrean, Colombian, Ecuadorian, Lithuanian, Tamil, Garo,
// Sesotho and Nigerian (Jos) speakers; text-speak, voice-to-text, no punctuation, teenagers and elders. A
// few messages still touch things on the earlier headers' lists (Bristol, Glasgow, Nottingham, Northampton,
// Swindon, Delhi, Minnesota, Saskatchewan, Aberystwyth, Nakuru, Sudan, a barber, a taxi driver, a chef, a
// butcher, a security guard, a crofter, a window cleaner, a post-office counter clerk, a primary teacher,
// lorry drivers, nurses, ADHD, dyslexia, epilepsy, dementia, a stroke, a miscarriage, a hospice, a care
// home, insulin in an abuse message, Mass, Elijah, Herod and Jezebel). Lengths from 4 to 97 words (49 short
// fragments of 8 words or fewer, 28 long rambles of 50 or more, the rest mid-length; mean 20.9, median 19).
// Counts: 45 intent, 45 plan (worked out, gone over in the head, a date, letters, wills and debts settled,
// a dog or a hawk rehomed, never how-to detail), 35 method (a method named only as a thought or picture
// tied to the writer's own day: a tram, jumping from a tower crane or a building, hanging, going over a
// bridge, an overdose, lying in front of a train, walking into a reservoir, shooting, a lorry on the A1,
// letting go of a ladder, going over a ferry's stern, a car into a wall, a viaduct, coast-path cliffs, a
// lorry into a bridge pillar, a river, traffic on a ring road, a quay, crags on a hill farm, a motorbike
// into a barrier and lock gates; never how-to detail, lethality, a quantity or a well-known spot), 35 means
// (a late father's twelve-bore, a late wife's tablets, a handgun at home, pills, a chef's knives, a deer
// stalker's work rifle, a boat's rope, a husband's pistol, antidepressants, "the means", a late mother's
// tablets, a brother's air rifle, a vet nurse's animal medicines, a grandad's army revolver, an inherited
// hunting rifle, a knife carried, a father's guns, hip-operation painkillers, a security driver's work gun,
// a farm rifle for coyotes, "everything I'd need", a wife's sleeping pills, heart and blood-pressure
// tablets at 88, a hunter boyfriend's gun, a butcher's knives, a father-in-law's shotgun, medicine at home,
// a croft rabbit rifle, "my meds", a mother's back pills, rope and a carving knife, with no brand, dose,
// quantity, place kept, route of getting them or cover story), 35 timing; 30 farewell, 30 giving_away, 30
// burden, 30 no_way_out, 30 self_harm (the plain fact only) and 30 withdrawal; 40 abuse (a husband's phone
// checks and pinning against a fridge, a stepdad and a 14-year-old, a grandson taking a 77-year-old's
// pension and pushing her, a nail-bar worker from Quito held by debt and a kept passport, a wife's control
// of money and a thrown mug at a husband, fellowship elders taking wages as tithe under a curse threat, a
// boyfriend's tracker and a punched door, a drunk father beating a mother and a 16-year-old, a housemaid
// from Tiruchirappalli locked in and slapped in Kuwait, in-laws taking a 21-year-old bride's gold and
// documents, a woman's control of a partner and a false-accusation threat, a meat-plant supervisor's
// grabbing and immigration threat, a 40-year-old son on drugs threatening a 73-year-old, an ex breaking an
// order with a death threat, a brother-in-law and a 12-year-old, Vietnamese workers locked in a cannabis
// house, a husband's "submit" and shoves, a daughter with power of attorney taking an 84-year-old's money
// and phone, a mother's spoon and belt on a 9-year-old, a girlfriend's blows to a man, massage-parlour debt
// with an ID kept, a husband choking his wife, a carer stealing from and pinching an 89-year-old, a
// stepmother locking the fridge on a 13-year-old, a pastor and parents holding a 15-year-old down for
// "deliverance", an allowance and loans in a wife's name, Basotho farm workers near Ficksburg with papers
// held and a beating, an older brother and an 11-year-old, an ex-husband at the school gates and work, a
// son-in-law locking an 81-year-old in, a threat to take children abroad with a passport taken, a wife's
// drunken blows to a husband, a restaurant boss keeping wages and hitting a worker, a fiancé's hourly
// location checks, an uncle and a 10-year-old, a husband's pistol and a murder-suicide threat, a
// house-church leader taking savings under a curse threat, a stepmother hitting a 12-year-old and a younger
// sister, a teenage daughter's knife threat to her mother, and a partner controlling insulin and food), 240
// everyday (worries, work, family, prayer, scripture questions, joys, some heavy but not in danger: a
// redundancy, a divorce, breast cancer, motor neurone disease, infertility, a miscarriage, a flooded house,
// doubt) and 185 hard negatives (idioms of exasperation and sport: a coursework deadline as "the end of
// me", a toddler as "the death of me", "annihilated" at a pub quiz, "I'm so dead", a back "killing me", a
// phone about to die, "lost the will to live" in a sermon, "slaughtered" at tug of war, a hung queen at
// chess, "murder a bacon sandwich", a killer hill run, "go for the throat" in netball, "drowning in
// paperwork", "bombed" a driving test, a grandson's impression that "killed me", "freezing to death", a
// fantasy team "dead and buried", "there will be blood" over a cake, "crushed 40-0", an inbox "bloodbath",
// "dying to tell", a "massacred" batting order, a squash "execution", "murdered by" a maths paper; ordinary
// plans and endings: a last post-office shift, a youth café closing, a caravan sold, physio discharge, a
// move to Northumberland, a cot given away, a last youth-club night, a hardware shop closing, a PhD
// finished, Lego given away, a church secretary stepping down, a last Sunday before demolition, a teacher's
// goodbye letter, a family boat sold, a son moving out, a band's last gig, social media given up for Lent,
// a last warehouse day, church hall keys handed over, a window-cleaning round sold; medicine and care
// routines: blood-pressure tablets and grapefruit, a warfarin clinic, epilepsy emergency-medicine training,
// a pill organiser, migraine injections, morphine patches on a palliative ward, an EpiPen, travel jabs,
// methadone, dialysis, a cat's kidney medicine, a pharmacist's catch, egg-freezing injections, a care
// home's medication change, an arthritis infusion, a horse's arthritis powder, a PEG feed, melatonin, a
// pneumonia jab and HIV medication; lawful firearms and hunting: a smallbore league, a licence renewal, a
// woodcock shoot, deer culling in Argyll, geese on a salt marsh, an inherited shotgun for pigeons, a hunter
// safety course before moose season, a church men's range night, mule deer, grey squirrels, biathlon, a
// hunting rifle as a present, chamois in the Alps, a daughter at the range, F-class, a licensed fox shooter
// at lambing, Civil War musket reenactment and reloading; wills and funerals: a will and church legacies, a
// crematorium reading, signing wills, Methodist funeral hymns, probate, ashes on the Tweed, a miner's
// eulogy, a green burial, a young friend's memorial, a funeral plan, a Kirkwall funeral tea, a Congolese
// matanga, a headstone, a homegoing repast, a father's own order of service, Día de los Muertos, a funeral
// director's verse, a condolence card, a sewing machine left in a will, choosing a coffin; scripture (Saul
// on Gilboa, Eli, Sisera and Jael, the Philippian jailer, Korah, Jephthah's daughter, Lot's wife, the
// second death in Revelation 20, Rizpah, Herod and the infants of Bethlehem, Naboth, Hebrews 9:27, Miriam,
// Joab at the altar, Goliath); history (Perpetua and Felicity, Maximilian Kolbe, Latimer and Ridley, Óscar
// Romero, the Titanic's band, the Blitz and St Paul's, Telemachus, the Somme, Gladys Aylward, Joan of Arc);
// films, books, shows and games (Bridge to Terabithia, Dead Poets Society, The Walking Dead, Of Mice and
// Men, Red Dead Redemption 2, Narnia's Stone Table, Hamlet, Hades, Les Misérables, Encanto, The Fellowship
// of the Ring, Fortnite, Schindler's List, The Last of Us, Risk, Old Yeller, Harry Potter, Marley & Me,
// Breaking Bad, 1917); drills and training (an infant-school evacuation, an office-tower evacuation, CPR on
// a dummy, first aid for church stewards, Scout water rescue, a derailment exercise, an airport
// major-incident day, lifeguard spinal rescue, mental health first aid, a nursing-home power-cut drill, a
// man-overboard drill, a hospital power-cut exercise, a mountain-bike trauma course); and people worried
// about SOMEONE ELSE in danger outside their own household (a university friend's goodbye post, a bruised
// boy on a son's football team, a 90-year-old neighbour's closed curtains, a coworker, a student's poem, a
// best friend's controlling boyfriend, a man at church giving his tools away, a cousin in Tulsa, a bruised
// woman at work, a friend with his father's gun, a café regular, an aunt's carer taking money, an online
// gaming friend, a pastor's wife, a girl in a youth group, an old army mate, a neighbour's son, a food-bank
// client and an old Sunday school teacher), labelled hard_negative as categories.ts says). Checked
// mechanically, by a throwaway script in the scratch folder (the earlier texts were never read by eye; it
// printed only indices, categories, file names and scores; TypeScript's own parser pulled the string
// literals, including template literal parts, out of the .ts files), against train.json, authored-3.json,
// the string literals of authored-4.ts to authored-8.ts and the six sources/*.ts files, and the forty-four
// earlier blind sets (blind.json and blind-2.json to blind-44.json): every string value and literal in
// those 57 files, 146,241 in all, 146,205 of them with at least one token after normalising (lowercase,
// apostrophes ' ’ ‘ ` dropped, split on any non-letter/digit character; every one of those was compared),
// 114,012 with two or more, 95,812 distinct token sets; and within itself, for exact and near copies
// (token-set Jaccard >= 0.7), after each of 8 batches (40 to 180 messages: intent and plan; method, means
// and timing; the six veiled categories together; abuse; two everyday; two hard negative; each batch
// checked against the earlier files and every message already written), and again after every round of
// edits and on the final formatted file. 52 first drafts were near copies of earlier strings (0.700 to
// 1.000; 14 of them, mostly short plain questions and short lines, had exactly an earlier string's token
// set: a timing, a farewell, a burden, a self-harm, nine everyday and a hard negative; the others were four
// intent, a method, a means, five timing, a farewell, two giving_away, three burden, three self-harm, a
// withdrawal, fifteen everyday and two hard negatives); no draft near-copied another. All 52 were rewritten
// as fresh sentences; 2 of the rewrites (everyday questions about Jesus writing on the ground in John 8 and
// about the number forty) were flagged in turn (0.789 and 0.706) and rewritten again, and 1 fragment made
// in the length pass below (a hard negative about an exam paper) was flagged (0.714) and rewritten. 42 more
// drafts that passed but sat at 0.600 to 0.692 (two intent, three plan, five means, two timing, three
// farewell, two giving_away, four no-way-out, two self-harm, three withdrawal, an abuse, fourteen everyday;
// and a means fragment from the length pass) and 1 means draft at 0.600 against another of this set's
// drafts were rewritten to widen the margin. 49 drafts were redrafted for safety, all but three before
// their batch was first checked: 7 plan drafts (who would find the writer, a way "that doesn't fail", a
// date disguised as a dentist appointment, a wife told it was late accounts, a solicitor and a partner kept
// from the reason, a Sunday when the family would be away, "where"), 13 method drafts (one of them twice:
// "all of them" and "every tablet" (quantities), medicines around at work, "full speed", being alone in an
// office and alone in woods, a truck at lunch, passing a chemist, four named real sites (a famous cliff, a
// named bridge, a named station, a named street's bridge), a floor number, and a rewrite that hinted at a
// kitchen drawer), 17 means drafts (three of them more than once: a hall cabinet, a wardrobe box, a garage,
// a truck, a glove box, a cupboard, a drawer, a bathroom, "by the bed", "under my pillow" and "in a box"
// (places kept), "a lot of", "taking them all", "all at once" and "enough" (quantities), getting "what I
// need from work" and then "drugs that could do it" (a route and a lethality), a boyfriend's gun while he's
// on shift (time alone), and after the check a rewrite that named where a gun would be aimed and one that
// placed a knife by the cooker), 1 farewell draft (a letter "where she'll find it"), 3 giving_away drafts
// (flatmates told it was decluttering, people thinking the writer is moving, "I said I'm sorting things
// out"), 1 burden draft (life insurance), 5 self-harm drafts (burning, scratching until bleeding, punching
// walls until hands bled, hitting oneself, and after the check a rewrite that named going upstairs), and 2
// hard negatives (an online friend's "pills saved up", and a tablet count in a medicine question). No
// self-harm message gives technique, a body part, a place chosen to hide or severity. Other edits: the 16
// muddled self-corrections above; everyday drafts reworded to carry no danger word ("won't hurt", "cut
// corners", "nearly broke me", "descending to the dead") and 1 everyday cremation question replaced; 60
// drafts leaned further from the earlier lists (places, jobs, churches, conditions, hunting quarry and
// drills, among them Coventry, Manila, Manchester, Leeds, Swansea, Leicester, Dublin, Iloilo, Aberdeen,
// Cardiff, Kerala, Hanoi, Shrewsbury, Kumasi, Houston, an Irish wake, a mass casualty exercise, a school
// fire drill, a lockdown drill, clays, pheasant, duck, elk, boar, rabbits, black powder, a dog's insulin, a
// flu jab, IVF, a steroid taper, gout, MS, a biopsy, diabetes); a length pass that shortened 31 drafts into
// fragments and lengthened 24 into rambles. The same check then passed on the final formatted file: closest
// pair 0.591 against an earlier string (a burden message, against blind-43.json), 0.435 within the set (two
// plan messages); no exact duplicates. The brief asked for 840 in the counts above; the minimums checked
// here are 30 of each direct category, 27 of each veiled category, 36 abuse, 220 everyday and 165 hard
// negatives, 760 in all. The set was written as two-space JSON with a final newline and run through
// prettier before hashing (the repository's ignore file skips it, so prettier was run with --ignore-path
// /dev/null; it changed nothing, and a second run changed nothing). It was committed with its SHA-256
// (blind-45.sha256) on its own, before the tuning it measures; this test fails if a single byte of it
// changes. It is never read while tuning: it is evaluated once, by the lead, at the end of the tuning, and
// only its figures are printed.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("forty-fifth blind crisis set", () => {
  checkSealedCrisisSet("blind-45", { perDirect: 30, perVeiled: 27, abuse: 36, everyday: 220, hardNegative: 165, total: 760 });
});
