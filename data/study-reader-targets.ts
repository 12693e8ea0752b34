// What a group's study should be read as for each label the plan sets give study themes: a
// pastoral label's bank situation (the weekly reader's table, situation-reader-targets.ts) and each
// teaching label of STUDY_LABELS its teaching theme (src/guide/material/study-themes.ts), a
// judgement from the labels' and themes' names alone (never from the labels' passage lists, which
// are the answer key). A label as broad as "growth" names no one reading and trains the class that
// names none.
import { SITUATION_OF_LABEL } from "./situation-reader-targets.js";

export const STUDY_READING_OF_LABEL: Readonly<Record<string, string>> = {
  ...SITUATION_OF_LABEL,
  prayer_study: "study_prayer",
  forgiveness_study: "study_forgiveness",
  generosity_study: "study_generosity",
  love_study: "study_love",
  hope_study: "study_hope",
  rest_study: "study_rest",
  worship_study: "study_worship",
  serve_study: "study_serving",
  marriage_study: "study_marriage",
  fruit_study: "study_fruit",
  scripture_study: "study_scripture",
};
