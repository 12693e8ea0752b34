// Who a group's study theme is for, said first or last, and what it asks to study: "recovery
// ministry: self-control one day at a time" and "self-control - for our recovery group" are both a
// study of self-control for people in recovery, not a week on addiction.
import { citedPassages } from "./study-citations.js";
import { detectSituations } from "./situation-match.js";
import { studyThemeOf } from "../material/study-themes.js";

// The words that only say a group meets ("campus ministry", "Filipino fellowship"), not who is in it.
const GATHERING_WORDS = "group|ministry|team|class|fellowship|committee|circle|night|breakfast|retreat|staff|volunteers?";
const GATHERING = new RegExp(`\\b(?:${GATHERING_WORDS})\\b`, "gi");
// Words that name a group of people: how it meets, or who is in it.
const GROUP_WORDS = new RegExp(`\\b(?:${GATHERING_WORDS}|youth|seniors|moms|mums|dads|parents|couples|students)\\b`, "i");
// ...or, said last, where it meets or who is in it ("the care home chapel", "our retirees").
const AUDIENCE_WORDS = new RegExp(
  `${GROUP_WORDS.source}|\\b(?:retirees|church|chapel|campus|care home|nursing home|band|leaders|pastors|workers|professionals|session|service)\\b`,
  "i",
);

// Who the group is, said first ("recovery ministry: ...", "worship team wants to study ...",
// "missions committee week on ..."): a group of people, then what they will study.
const AUDIENCE_FIRST = /^(.{2,60}?)(?:\s*:\s+|\s+wants? (?:to|a)\s+|\s+(?:week|study|series) on\s+)(.+)$/i;
// ...or before a dash, when it names how the group meets ("worship team retreat - learning to rest";
// but "caring for ageing parents - a study for the sandwich generation" opens with its subject).
const AUDIENCE_FIRST_DASH = /^(.{2,60}?)\s+[-\u2013\u2014]\s+(.+)$/i;
const GATHERS = new RegExp(GATHERING.source, "i");

/**
 * What a theme that opens with its audience asks to study, when the audience reads as a member's
 * situation ("recovery ministry", "retirees") or as no teaching once its gathering words are set
 * aside ("campus ministry" is no study of serving), but not when it reads as a teaching ("couples"
 * is marriage: "Couples night: love and respect" is a marriage study).
 */
export function subjectAfterAudience(theme: string): string | undefined {
  const trimmed = theme.trim();
  const dash = AUDIENCE_FIRST_DASH.exec(trimmed);
  const m = AUDIENCE_FIRST.exec(trimmed) ?? (dash && GATHERS.test(dash[1]) ? dash : null);
  if (!m || !AUDIENCE_WORDS.test(m[1]) || citedPassages(m[1]).length > 0) return undefined;
  const audience = detectSituations(m[1])[0]?.situation;
  if (!audience && studyThemeOf(m[1].replace(GATHERING, " "))) return undefined;
  return m[2];
}

// Who the group is, said last: in brackets ("(Tuesday service at the nursing home)"), after a
// dash ("- recovery ministry", "- for our campus group"), after the theme's last "for" and a
// particular group ("hope in the Psalms for our recovery house"; but people described, as in
// "stewardship for students on a tight budget", are the study's matter as much as its audience)
// or after a question ("What is worship beyond the Sunday set list? Worship team training night").
const AUDIENCE_LAST = [
  /^(.+?)\s*\(([^)]*)\)\s*$/,
  /^(.+)\s+[-\u2013\u2014]\s+(?:for\s+)?(.+)$/,
  /^(.+)\s+for\s+((?:our|the|a|an)\s.+)$/,
  /^(.+\?)\s+([^?]+)$/,
];

// ...or after the theme's last "for" and people by who they are ("rest for parents of newborn
// twins", "self-worth for people living with disability", "slow reading for tired carers"): the
// words before are the study when they read as one by themselves (readWithAudience); "couples"
// stay out, since they make the study a marriage study ("Conflict and reconciliation for couples").
const PEOPLE_LAST =
  /^(.+)\s+for\s+((?:(?:tired|weary|busy|new|young|older|elderly|single|grieving)\s+)?(?:people|persons|parents|families|carers|caregivers|those|men|women|mums|moms|dads|mothers|fathers|widows|widowers|teens|teenagers|singles|greeters|volunteers|villages|communities)\b.*)$/i;

// ...and, said last only, those who are new to the faith ("Intro series for new believers", "explained
// for inquirers"); said first they may be the study's matter ("End times fear for new believers: ...").
const NEWCOMERS = /\b(?:new )?believers\b|\binquirers\b|\bcandidates\b/i;

/** What a theme that ends with its audience ("... for our retirees", "... - recovery ministry") asks to study. */
export function subjectBeforeAudience(theme: string): string | undefined {
  const trimmed = theme.trim();
  for (const re of AUDIENCE_LAST) {
    const m = re.exec(trimmed);
    // "prayer group for parents of ..." names its group first: the words before are no subject.
    if (m && (AUDIENCE_WORDS.test(m[2]) || NEWCOMERS.test(m[2])) && !GROUP_WORDS.test(m[1])) return m[1];
  }
  const people = PEOPLE_LAST.exec(trimmed);
  if (people && !GROUP_WORDS.test(people[1])) return people[1];
  return undefined;
}

// Where a group meets or who is in it, in words the bank reads as a member's situation: "in
// recovery", "our recovery house", "the care home chapel", "our retirees", the Adventist "Sabbath
// school" (a class, not a day of rest), a "disability ministry" (a group, not the study of an
// illness: "Worship when you can't stand ...: disability ministry"); and who the group is
// by how its children came ("foster couples", "adoptive and foster families", "children who came
// to us through foster care"): a teaching beside it is the study ("Forgiving birth parents"), and
// the people left ("couples", "parents") still say what it is about ("foster and adoptive parents'
// group" is parenting, not the joy of an adoption).
const SETTING =
  /\b(?:in recovery|sabbath school|disability (?:ministry|fellowship)|recovery (?:house|home|ministry|group|night|series)|house of recovery|(?:nursing|care) homes?|residents|retirees|chapel|foster(?:ing)?(?: (?:and|or) adopt(?:ive|ing|ion))?(?: care)?|adopt(?:ive|ing)(?: (?:and|or) foster(?:ing)?)?)\b/gi;

/** A theme with the words for its group's setting set aside. */
export function withoutSetting(theme: string): string {
  return theme.replace(SETTING, " ");
}
