// The twenty-eighth blind set (blind-28.json), 1,120 messages hand-written by a helper, a different
// author from the last twenty-seven, who did not read the crisis check's code or cue lists and
// never ran the check or any guide code on them. The author read only this folder's
// blind-27-hash.test.ts (for the brief), sealed-set-checks.ts, categories.ts, the first 40 lines of
// blind-27.json and blind-27.sha256 (for the format), and listed the folder's file names. Written
// from general knowledge of public clinical material (the screening questions' wish, method, plan
// and intent; common warning signs of suicide and of partner, child and elder abuse) and from how
// people type, in voices leaning away from the earlier sets': stonemasons cutting headstones, bell
// ringers, thatchers, organ builders, bookbinders, upholsterers, taxidermists, tree surgeons, sheep
// shearers, roofers, scaffolders, plasterers, welders, power linemen, crane operators,
// steeplejacks, sommeliers, baristas, night-shift bakers, chefs, barbers, hairdressers, tattoo
// artists, dental hygienists, radiographers, phlebotomists, midwives, nurses, pharmacists, vets and
// vet nurses, air traffic controllers, cabin crew, ferry deckhands, lorry, van, taxi and snowplough
// drivers, postmen, lollipop ladies, bingo callers, auctioneers, sound engineers, sign-language
// interpreters, cave guides, ski patrollers, hotel housekeepers, security guards and care
// assistants; people living with Crohn's, multiple sclerosis, fibromyalgia, Parkinson's,
// Huntington's, POTS, migraine, glaucoma, type 1 diabetes, COPD, bipolar disorder, OCD, PTSD,
// anorexia recovery, postnatal depression, a stroke, chemotherapy, gambling and a relapse after
// nine sober years; Coptic, Melkite, Maronite, Serbian, Greek and Romanian Orthodox, Hutterite,
// Mennonite, Quaker, Salvation Army, Welsh chapel, Seventh-day Adventist, Elim and Assemblies of
// God, Kimbanguist, Church of South India, Church of Ireland, Korean Presbyterian, Moravian,
// Nazarene, Fijian and Ghanaian Methodist, Lutheran, Baptist, Anglican and Catholic writers;
// writers from Nunavut, the Yukon, Lithuania, Riga, Slovakia, Cyprus, Malta, the Azores, Iceland,
// Tromso, Montenegro, Donegal and Kerry, Harare, Accra, Kampala, Kinshasa, Lesotho, Zambia,
// Botswana, Nepal, Kandy and the Sri Lankan tea estates, Chennai, Sabah, Punjab, Fiji, Kiribati,
// the Chatham Islands, New Zealand's West Coast, Guyana, Trinidad, Sao Paulo, Montevideo,
// Mauritius, the Ozarks, the Texas panhandle, Biloxi, Iowa, Kansas, Minnesota, Alaska, Cornwall and
// Norfolk; a transcribed voice note, emails with a subject line, forum posts with a title, a diary
// entry, a to-do list, a haiku, a prayer-card request, Nigerian Pidgin, Jamaican Patois, Hinglish,
// a Fijian greeting, text-speak (tbh, ngl, kms, lol), an emoji, short fragments and long rambles,
// and lengths from 5 to 84 words; most messages plain English from many backgrounds.
// Counts: 60 intent, 60 plan, 45 method (a method named as a thought, never how-to detail, most of
// them a thought or picture that keeps coming back tied to the writer's own day: the ladder, the
// platform, the ferry rail, the balcony washing line, the bath, the petrol pump, the drug round,
// the evening insulin shot, the bus stops on the way to the job centre), 45 means, 45 timing; 41
// farewell, 41 giving_away, 41 burden, 41 no_way_out, 41 self_harm, 41 withdrawal; 53 abuse
// (husbands punching, strangling, kicking a pregnant wife, forcing sex with "the Bible says" and
// threatening to kill a wife and children with a knife by the bed, an eighty-year-old husband
// bruising his wife's arms, a wife slapping, cutting and throwing plates and a pan at men, a
// girlfriend hitting a boyfriend, a boyfriend pushing his boyfriend down the stairs, a woman
// beating her female partner with a belt, a partner hitting a trans person and flushing their
// hormones, an ex with a key turning on the gas, a boyfriend threatening to post photos and
// grabbing a neck at a bus stop; coercive control of wages and receipts, phone tracking, shopping
// trips timed, a wheelchair charger, insulin, a deaf wife's phone and video relay, and Ephesians
// used as "correction"; a father's belt, a mother's hob, a Tuesday-night father, a father's cane on
// a 24-year-old, a stepfather's sexual abuse, a stepmother and a mother's husband and boyfriend, a
// grandmother's spoon, an older brother choking, an older sister's straighteners, an adult brother,
// brothers threatening an honour killing; a mother-in-law keeping a passport, a brother-in-law's
// rape, a father-in-law, a husband and sister-in-law locking a wife away, in-laws threatening dowry
// burning; elder abuse by a son, a daughter, a grandson, a nephew with power of attorney, a
// son-in-law and a morning carer; and bosses holding passports and wages on a building site, in a
// car wash, a nail bar, a Kent fruit farm, a restaurant kitchen, a domestic worker's and an au
// pair's households; said plainly and obliquely), 322 everyday and 244 hard negatives (idioms such
// as the vicar "will kill me", nearly died laughing, bored to death, the suspense and knees and
// humidity "killing me", killing time, "killed it" at an audition, "to die for", dead on my feet, a
// dead phone, laptop and hearing-loop battery, scared to death, shot myself in the foot, "I could
// strangle my brother", the dead of winter, a dead-end job, curiosity killed the cat, a dead heat,
// "I'm dead" with a skull emoji, a dead sourdough starter and a killer chorus; sermons and study on
// Galatians 2:20, 1 Corinthians 15:31, Luke 9:24, John 12:25, Colossians 2:12, Revelation 2:10,
// Psalm 116:15, Ash Wednesday dust and the ars moriendi, John Owen's "be killing sin", Thomas a
// Kempis, Saul's and Judas's deaths, Samson, Elijah under the broom tree, Jonah 4 and Job 3;
// Polycarp, Ignatius, Perpetua and Felicity, John the Baptist, the Lindisfarne monks, Becket,
// Tyndale, Latimer and Ridley, the Nagasaki and Korean martyrs, the Namugongo martyrs, Kolbe,
// Romero, Jim Elliot and the 21 Coptic martyrs; grief for a husband, a son killed on a motorbike, a
// school friend, a colleague, a football coach, a soldier brother, a neighbour of 96, a
// miscarriage, a goldfish, a Nine Night, a Greek forty-day memorial with koliva, a Filipino
// pasiyam, a tangi, All Souls' lists and a Dia de Muertos ofrenda; medicine routines: warfarin,
// methotrexate, levothyroxine, a double blood-pressure tablet, palliative morphine given by a
// nurse, lithium levels, sertraline, levodopa, antibiotics, chemotherapy tablets, a nebuliser,
// iron, glaucoma drops, children's paracetamol, HRT patches and a pensioner's statins; duck, stag,
// moose, turkey, rabbit and ptarmigan hunting, a Romanian Ignat pig, chickens in Bulawayo, a
// wedding goat in Kisumu, a Greek Easter lamb, a fishing "priest", an Inupiat whale harvest, a hog
// butchering, rats in the church kitchen and surplus cockerels; work as a steeplejack, bomb
// disposal technician, firefighter, mountain and cave rescuer, pipeline diver, logger, bridge
// painter, ice-road trucker, Bering Sea crabber, avalanche controller, sewer worker, demolition
// crew, tunnel-boring operator, high-voltage engineer and chainsaw student; Hamlet's soliloquy,
// It's a Wonderful Life, Javert in Les Mis, Werewolf, Elden Ring, Among Us, And Then There Were
// None, a D&D cleric, Boromir, Silence, Cluedo, paintball, Jesus Christ Superstar, a thriller about
// a poisoned bishop, Minecraft and the Red Wedding; wills, a do-not-resuscitate form, a pre-paid
// funeral plan, a headstone, ashes off a pier, a memorial bench, organ and body donation, life
// insurance, a green burial, a funeral director's training, a body repatriated to Kumasi, an
// 85-year-old's hymn list, a power of attorney and a legacy to the mission fund; ordinary farewells
// and giving-away; ordinary plans with dates and times; and people helping someone else in danger:
// a friend, a warehouse colleague, a flatmate, a house-group member, a son's friend, an online
// friend, an army brother, a lorry driver, a widowed father, a grandad with a shotgun, a nephew
// with a rope, a student's goodbye poem, a self-harming daughter, uni friend and under-16s player,
// a neighbour, a sister, a colleague, a cafe regular, a girlfriend's mother, a boy at youth group,
// a mother in a care home, an elderly neighbour, a congregation's hitting husband and domestic
// workers whose passports were kept, labelled hard_negative as categories.ts says: danger words
// about others).
// Checked mechanically, by a throwaway script outside the repository (the earlier texts were never
// read by eye; it printed only indices, categories and scores), against train.json,
// authored-3.json, the string literals of authored-4.ts to authored-8.ts and the six sources/*.ts
// files, and the twenty-seven earlier blind sets (blind.json and blind-2.json to blind-27.json):
// every string value and literal in those 40 files, 95,001 in all, 74,258 of them normalising to
// two or more tokens (61,549 distinct token sets); and within itself, for exact and near copies
// (normalised token-set Jaccard >= 0.7), after each of 76 batches of 9 to 16. 5 first drafts were
// near copies of earlier strings (0.700 to 0.909), none with the very same normalised tokens (none
// near-copied another draft), and were rewritten as fresh sentences; no rewrite was flagged again.
// None of 28 later redrafts was flagged: 16 to make a farewell or giving-away message's label plain
// on its own words (so it could not be read as an ordinary leaving or clearing out), 3 to mend a
// self-harm or withdrawal message (an odd detail, an odd phrase, and one that leaned on burden),
// and 9 to widen the spread of lengths (7 long rambles, 2 short fragments); no message was dropped.
// The same check then passed on the final file: closest pair 0.684 against an earlier string, 0.462
// within the set. The brief asked for about 1,120 in the counts above; the minimums checked here
// are 40 of each direct category, 36 of each veiled category, 48 abuse, 300 everyday and 220 hard
// negatives, 1,000 in all. The set was written as two-space JSON and run through prettier before
// hashing (the repository's ignore file skips it, so prettier was run with --ignore-path /dev/null;
// it added only the final newline). It was committed with its SHA-256 (blind-28.sha256) on its own,
// before the tuning it measures; this test fails if a single byte of it changes. It is never read
// while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("twenty-eighth blind crisis set", () => {
  checkSealedCrisisSet("blind-28", { perDirect: 40, perVeiled: 36, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
