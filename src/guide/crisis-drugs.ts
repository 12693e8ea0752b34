// Medicines and drugs people overdose on, by generic and common brand name and by class: the
// opioids, sedatives, antidepressants, antipsychotics, anticonvulsants, heart and blood medicines,
// over-the-counter painkillers and sleep aids that poison-centre and overdose-death reports name
// most. One list, so that "overdosing on my methadone" is read as an overdose wherever a rule asks
// whether a word is a drug (before session 25 each family kept its own few names, and an unlisted
// one, such as methadone or diazepam, made "overdose on ..." a figure of speech).
// Written for normaliseForCrisis text (lowercase, letters and digits, single spaces).

const NAMES = [
  // opioids
  "methadone",
  "buprenorphine",
  "suboxone",
  "subutex",
  "morphine",
  "oxycodone",
  "oxycontin",
  "oxy",
  "oxys",
  "hydrocodone",
  "vicodin",
  "percocet",
  "codeine",
  "co codamol",
  "cocodamol",
  "dihydrocodeine",
  "tramadol",
  "tapentadol",
  "fentanyl",
  "hydromorphone",
  "dilaudid",
  "pethidine",
  "opioids?",
  "opiates?",
  // sedatives and sleep aids
  "diazepam",
  "valium",
  "lorazepam",
  "ativan",
  "alprazolam",
  "xanax",
  "clonazepam",
  "klonopin",
  "temazepam",
  "zopiclone",
  "zolpidem",
  "ambien",
  "benzos",
  "benzodiazepines?",
  "diphenhydramine",
  "benadryl",
  "nytol",
  "unisom",
  "doxylamine",
  "promethazine",
  "phenergan",
  "antihistamines?",
  "nyquil",
  "zzzquil",
  "melatonin",
  "barbiturates?",
  // antidepressants
  "sertraline",
  "zoloft",
  "fluoxetine",
  "prozac",
  "citalopram",
  "celexa",
  "escitalopram",
  "lexapro",
  "paroxetine",
  "paxil",
  "venlafaxine",
  "effexor",
  "duloxetine",
  "cymbalta",
  "mirtazapine",
  "remeron",
  "amitriptyline",
  "nortriptyline",
  "trazodone",
  "bupropion",
  "wellbutrin",
  "antidepressants?",
  "ssris?",
  // antipsychotics, mood stabilisers, anticonvulsants
  "quetiapine",
  "seroquel",
  "olanzapine",
  "zyprexa",
  "risperidone",
  "aripiprazole",
  "abilify",
  "lithium",
  "lamotrigine",
  "lamictal",
  "valproate",
  "depakote",
  "carbamazepine",
  "antipsychotics?",
  "mood stabili[sz]ers?",
  "anticonvulsants?",
  "gabapentin",
  "neurontin",
  "pregabalin",
  "lyrica",
  // heart and blood
  "propranolol",
  "beta blockers?",
  "metoprolol",
  "atenolol",
  "digoxin",
  "amlodipine",
  "warfarin",
  "apixaban",
  "rivaroxaban",
  "blood thinners?",
  "heart (?:pills|meds|medication|tablets)",
  "blood pressure (?:pills|meds|medication|tablets)",
  // over the counter
  "paracetamol",
  "acetaminophen",
  "tylenol",
  "panadol",
  "ibuprofen",
  "advil",
  "motrin",
  "aspirin",
  "naproxen",
  "aleve",
  "excedrin",
  "iron (?:pills|tablets)",
  // diabetes, stimulants
  "insulin",
  "metformin",
  "glipizide",
  "adderall",
  "ritalin",
  "methylphenidate",
  "vyvanse",
];

// Street drugs: an overdose, but as a means found or kept mostly a parent's or a user's worry.
const STREET = ["heroin", "crack", "meth"];

// The plain words for them; "meds" alone is often treatment stopped or tried, not a means.
const WORDS = [
  "pills?",
  "tablets?",
  "meds",
  "medications?",
  "medicines?",
  "prescriptions?",
  "painkillers?",
  "pain (?:meds|killers|pills)",
  "sleeping (?:pills|tablets)",
  "sleep(?:ing)? aids?",
  "capsules?",
  "drugs",
];

/** A named medicine or class of medicines, as an alternation group for a larger pattern ("(?:methadone|...)"). */
export const DRUG_NAME = `(?:${NAMES.join("|")})`;

/** A named medicine or drug, or a plain word for one ("pills", "meds", "my prescription"). */
export const DRUG = `(?:${[...NAMES, ...STREET, ...WORDS].join("|")})`;

/**
 * A medicine said to be "for me" as its directions say ("they are for me to take at night", "for me
 * as prescribed"): no pointer to another use (session 45; the "for me" pointers of
 * crisis-signals-broad.ts, -held-for.ts and -methods.ts all read it, each with a leading space).
 */
export const AS_DIRECTED =
  " to (?:take|use|try|wear|have) (?:at|in|with|each|every|twice|once|after|before|when|daily)| as (?:prescribed|directed)| at (?:night|bedtime)| in the (?:morning|evening)";
