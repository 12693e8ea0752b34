// The thirty-second blind set (blind-32.json), 1,120 messages hand-written by a helper, a different
// author from the last thirty-one, who did not read the crisis check's code or cue lists and never
// ran the check or any guide code on them. The author read only the brief it was given, this
// folder's blind-31-hash.test.ts, sealed-set-checks.ts, categories.ts, the first 40 lines of
// blind-31.json and blind-31.sha256 (for the format), and the repository's .prettierrc.json and
// .prettierignore (for formatting), and listed the folder's file names (and those of sources/). Two
// slips to record: to see the branch's state the author ran `git log --oneline -3`, which showed
// the subject lines of the three latest commits (they name one of the check's source files and a
// few of its internal constant names, but show no cue text, pattern or message); and to confirm
// blind-31.json ends in a newline it looked at that file's last 32 bytes (the end of its final
// group name and the closing brackets, no message text). Neither was used in writing. No other
// file, no earlier message text and no other history was read; the copy check's only output was
// indices, categories and scores (its cache of earlier token sets was kept outside the repository,
// never read by eye, and deleted afterwards). Written from general knowledge of public clinical
// material (the screening questions' wish, method, plan and intent; common warning signs of suicide
// and of partner, child, elder, workplace and spiritual abuse) and from how people type, in voices
// leaning away from the lists in blind-31's header: sign-language interpreters, wind-turbine
// technicians, tree surgeons, dental hygienists, refuse collectors, prison chaplains, piano tuners,
// fishmongers, tattoo artists, wildfire crews, shepherds, 999, 911 and ambulance dispatchers,
// embalmers, locksmiths, bus, tram and school-bus drivers, roofers, hospital porters, zookeepers,
// vets, surveyors, night bakers, taxidermists, scaffolders and seamstresses; people living with
// sickle cell, fibromyalgia, chronic migraine, psoriasis, hearing loss, stroke, bipolar disorder,
// OCD, anorexia in recovery, COPD, heart failure, ALS, MS, Parkinson's and autism (two everyday and
// hard-negative messages touch ADHD and type 1 diabetes, which were on blind-31's list); Salvation
// Army, Quaker, Brazilian Assemblies of God, Kimbanguist, Aladura, Chinese house church, Korean
// Presbyterian, Namibian Lutheran, Seventh-day Adventist, Nazarene, Church of South India,
// Maronite, Chaldean, Syriac Orthodox, Russian Baptist, Romanian Pentecostal, Ukrainian Greek
// Catholic, Polish Catholic, Fijian Methodist and Manitoba Mennonite writers; writers in or from
// Fiji, Vanuatu, the Solomon Islands, Kiribati, Zambia, Namibia, Rwanda, Burundi, Kenya, Lebanon,
// northern Iraq, Minas Gerais, Bolivia, the Peruvian Andes, Guatemala, Jamaica, Trinidad, Guyana,
// Shetland, Cornwall, the Welsh valleys, Northern Ireland, Alaska, the Yukon, the Louisiana bayou,
// the Texas panhandle, Manitoba, Tasmania and outback Queensland; Jamaican Patois, Trini, Ulster
// Scots, Shetland dialect, Cockney, Brummie, Yorkshire, Cajun English, Hawaiian Pidgin, Kenyan
// Sheng, Bislama, Spanglish, Manglish, text-speak, voice-to-text, all caps, no punctuation, emoji,
// teenagers, elders, a pasted email, a forwarded notice and message, and non-native English from
// Portuguese, Polish, Romanian, Ukrainian, Korean, Chinese, Arabic, Swahili, Kinyarwanda and Fijian
// speakers; lengths from 4 to 83 words (21 short fragments of 8 words or fewer, 17 long rambles of
// 50 or more, the rest mid-length); most messages plain English. Counts: 60 intent, 60 plan, 45
// method (a method named as a thought or picture that keeps coming back, tied to the writer's own
// day, never how-to detail, lethality or a quantity: stepping off a turbine platform, a tram on the
// way home, the euthanasia drugs at a vet's, a filleting knife, walking into a fire line, a quarry
// edge on a shepherd's walk, a rope from a garage beam after a dispatcher's call, embalming
// chemicals, stepping off a roof ridge, a multi-storey car park by a hospital, a lion enclosure, an
// express train by a survey job, a bridge on the commute, dressmaking shears, a level crossing on a
// school-bus route, pain medication in a sickle cell crisis, taking oxygen off, stopping heart
// tablets, bipolar tablets, not eating after anorexia, lying down in the snow in Alaska, bayou
// water from a boat, a balcony in Achrafieh, the Cape Raoul cliffs, a father's rifle in a ute, lake
// ice in Manitoba, a valleys viaduct, a tattoo blade, a river from an embankment, a train at a
// school platform, the Bedruthan cliffs, undoing a harness in a beech, hanging in a locksmith's
// workshop, a granddad's shotgun in the panhandle, the Lagan, swimming past a Kiribati reef, pills
// (a fragment), a gorge in the Andes, a wheelchair off a jetty, walking into the Namib, migraine
// tablets, a roof in Duhok, a road unheard with hearing loss, a rope in a shed and a bath (OCD)),
// 45 means, 45 timing; 41 farewell, 41 giving_away, 41 burden, 41 no_way_out, 41 self_harm, 41
// withdrawal; 53 abuse (a husband's fist after darts night, wages taken on Fridays, a husband
// smashing keepsakes, a threat to kill the dog, a Jamaican baby father, a Burundian husband, an
// Assembleia obreiro's belt, a Korean deacon's slaps, a girlfriend cutting up clothes, strangling,
// a husband hiding hearing aids, a stepfather's belt, a wife throwing things at a fishmonger, a
// partner using bipolar against a wife, passports held on a farm, at a car wash, at a nail bar, on
// a fishing boat, at a Solomons logging camp (twice), by a Beirut madame and a Saudi employer, and
// in a Leicester garment workshop; a son with a pension card, a daughter-in-law locking a mother
// in, a nephew carer after a stroke, a home carer, a son shoving an 87-year-old, a mother hitting a
// grandmother (a child writing); elders telling a wife to submit, a pastor's deliverance holding a
// wife down, a "prophet" coming to a 17-year-old's room, a youth pastor's grooming, a deacon's rape
// in marriage backed by "Corinthians" (Russian Baptist); tracking, phone checks, a girlfriend
// threatening false claims, a wife's brothers beating a husband, a wife hitting with a shoe, a
// brother locking a sister in (northern Iraq), a threat to take children to Iraq, a landlord
// demanding sex from a Ukrainian refugee, a cupboard at night, a mother's boyfriend, a drunk father
// throwing a chair, an uncle's cane, a stepfather in Guatemala, insulin withheld, a Kiribati
// husband breaking an arm and a Fijian village calling it family business; said plainly and
// obliquely), 322 everyday and 244 hard negatives (idioms: a school run killing me, could murder a
// bacon butty, dying to know, calves dead, a lorry dying, dead piano keys, a felled dead ash, a
// dental patient's breath, a bodice killing me, a hammered thumb, Wi-Fi dying, slaying it, a phone
// dead, to die for, killer shift, death of the trade, shoot me now, screaming bloody murder, death
// of me, going to kill the penguins, nearly died laughing, murder in the wind, dead inside, done
// for, nine lives, knees shot, dead creepy, murdered his lines, tea that could kill a horse, to
// save my life; study on Saul and his armour-bearer on Gilboa, Cain and Abel, Stephen, Jezebel,
// Absalom, Jephthah's daughter, Achan, Herod Agrippa, Jael and Sisera, Elijah under the broom tree,
// Jonah's "better to die", Haman, Uriah, David's first son, Naboth, Ahab's arrow, the firstborn of
// Egypt, the innocents, Sennacherib's army, Job's children, Amnon, James, Methuselah, Enoch,
// Zechariah son of Jehoiada, Er and Onan, Abner, the two criminals and Hezekiah; Thomas Baker in
// Fiji, John Williams on Erromango, Patteson and the Melanesian Brothers, the Buta seminarians, the
// Pariacoto Franciscans, Stanley Rother, Dorothy Stang, Luis Espinal, Sam Sharpe, Polycarp,
// Ignatius, Maximilian Kolbe, Jerzy Popiełuszko, Oscar Romero, Jim Elliot, the Uganda martyrs,
// Tyndale, Latimer and Ridley, the Nagasaki martyrs, Archbishop Rahho, Ragheed Ganni, the Sayfo,
// the Massabki brothers, Ukrainian Greek Catholic martyrs, Shahbaz Bhatti, Jacques Hamel, Wang
// Zhiming, Manche Masemola, Nyamata and the Skeleton Army; grief at a Nine Night, a Trini wake, a
// Fijian reguregu, a Kiribati vigil, a Korean funeral, Zaduszki, a Romanian parastas, a panakhyda,
// a Maronite and a Chaldean funeral, Kitwe, Okahandja, Kwibuka, a valleys chapel, a Shetland
// kirkyard, a Newlyn memorial, an Ulster wake, a second line, a potlatch, Georgetown, Todos Santos,
// Sumpango kites, the Andes, a missa de sétimo dia, a friend, a dog, a mother, a wife, a bus
// passenger and a porter's walk to the mortuary; medicine routines for sickle cell, fibromyalgia,
// migraine, psoriasis, lithium levels, fluoxetine, diuretics, an inhaler, riluzole, blood thinners,
// hearing-aid batteries, a recovery snack, a dog's epilepsy tablets, a church pharmacist's talk on
// locking medicines away, a dosette box, a glucose sensor, chemo, hospice morphine, heart pills and
// a pet put down at the vet's; a lovo pig, a moose, caribou, a boucherie, deer season, geese, feral
// pigs, reestit mutton, cuy, curry goat, lobsters, an oryx, a kitchen-party goat, lambs to market,
// a custom bullock, big-cat feeding, a possum and a taxidermied stag; safety drills for turbine
// rescue, aerial rescue, falls from height, CPR, ward evacuation, a school bus, fire shelters, a
// zoo escape, a tram collision, harness checks, safeguarding and a defibrillator; Les Misérables,
// Silence, The Mission, Of Gods and Men, Of Mice and Men, Bridge to Terabithia, Hacksaw Ridge,
// Watership Down, The Lord of the Rings, Narnia, Elden Ring, Among Us, Minecraft, Call of Duty,
// Undertale, Dark Souls, Fortnite and And Then There Were None; wills, funeral hymns, a power of
// attorney, Fijian land, burial plots, a woodland burial, cremation, a prepaid funeral, care wishes
// and an embalmer's and an ALS patient's own funeral wishes; ordinary farewells and clearing out (a
// bakery, a retiring pastor, a father's shed, Lusaka to Toronto, downsizing, maternity clothes, a
// bus depot, a mother's house, a notice, a church merging and a sewing stash); ordinary plans with
// dates and times (a notice, a break-up, a blog, a Saturday, sugar, TikTok, a gym, a head-shave,
// law school and a ticket to Kigali); and people worried about someone else: a best friend's text,
// a crew mate's gear, a brother after a stroke, a bus pupil's cuts, a neighbour's bruises, a
// colleague's black eye, a mother's carer in her own flat, a car-wash worker, a friend's passport,
// a son's friend, a zoo colleague, a grieving father, a youth group post, a sister's saved pills, a
// flatmate, an apprentice, a grandmother in Lebanon, Sunday school children, a postnatal wife, a
// pupil's poem, a man on suicide watch, a widowed neighbour and a cousin in Fiji, labelled
// hard_negative as categories.ts says: danger words about others). Checked mechanically, by a
// throwaway script outside the repository (the earlier texts were never read by eye; it printed
// only indices, categories and scores; TypeScript's own parser, from node_modules, pulled the
// string literals out of the .ts files), against train.json, authored-3.json, the string literals
// of authored-4.ts to authored-8.ts and the six sources/*.ts files, and the thirty-one earlier
// blind sets (blind.json and blind-2.json to blind-31.json): every string value and literal in
// those 44 files, 108,441 in all, 84,686 of them normalising (lowercase, apostrophes dropped, split
// on punctuation and underscores) to two or more tokens (70,509 distinct token sets); and within
// itself, for exact and near copies (token-set Jaccard >= 0.7), after each of 39 batches of 15 to
// 33 (most of 28 to 30; each batch checked on its own as it was added). 15 first drafts were near
// or exact copies of earlier strings (0.714 to 1.000, three of them exact: a plan, two timing, a
// farewell, two burden, a self-harm, an abuse and seven everyday drafts, most of them short plain
// sentences or questions; none near-copied another draft) and were rewritten as fresh sentences; no
// rewrite was flagged again. 10 surplus method drafts were dropped unused to keep the count at 45.
// 1 no-way-out draft (a logging camp holding wages so the writer cannot leave) was relabelled
// abuse, and 1 everyday draft (a piano tuner who cannot sing in tune "to save my life") was
// relabelled hard_negative. 13 drafts were redrafted for safety: 4 plan drafts (a cover story at
// work, a hospital stairwell, a cover story of going hunting, being alone up a turbine tower), 3
// method drafts (walking where the ice is thin, a named drug, and a temperature that leaned on
// lethality, the last two caught on a read-through after the set was first put together), 4 means
// drafts (a gun-cabinet key, medicine counted by admissions, charcoal with a cover story, a named
// poison brand), 1 timing draft (nobody coming looking) and 1 self-harm draft (a body site chosen
// so nobody sees); no self-harm message says "deeper" or gives technique. 12 later redrafts widened
// the spread of lengths (a means draft cut to a fragment, and a long ramble each in intent, plan,
// method, farewell, giving_away, burden, self_harm, withdrawal and abuse, and two among the hard
// negatives; one trimmed to stay within 85 words), and 3 mended an odd detail (a wrong-island
// opening in an everyday message, an odd opening word in a means draft and a burden fragment that
// had lost its meaning); none of these was flagged. The same check then passed on the final file:
// closest pair 0.688 against an earlier string (an everyday message), 0.469 within the set (two
// means messages); no exact duplicates. The brief asked for about 1,120 in the counts above; the
// minimums checked here are 40 of each direct category, 36 of each veiled category, 48 abuse, 300
// everyday and 220 hard negatives, 1,000 in all. The set was written as two-space JSON with a final
// newline and run through prettier before hashing (the repository's ignore file skips it, so
// prettier was run with --ignore-path /dev/null; it changed nothing). It was committed with its
// SHA-256 (blind-32.sha256) on its own, before the tuning it measures; this test fails if a single
// byte of it changes. It is never read while tuning: only its figures are printed, once, at the
// end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("thirty-second blind crisis set", () => {
  checkSealedCrisisSet("blind-32", { perDirect: 40, perVeiled: 36, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
