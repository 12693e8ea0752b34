// npm run guide -- "I can't stop worrying about my job"
//   --json             print {response, topics, crisis, provider}
//   --plan             print this week's devotional plan
//   --study "theme"    print a 7-day group study plan
//   --style Direct     guidance style (Pastoral, Direct, Theological, Gentle)
//   --version KJV      Bible version
//   --denomination X, --music "Gospel Choir (Urban)", --artist "Lecrae" (repeatable), --name Anna
import { parseArgs } from "node:util";
import { toIsoDate, weekStartOf } from "@core/dates";
import type { AssistantResponse, StudyPlan, WeeklyPlan } from "@core/guide";
import { guideConfigFromEnv } from "../server/config.js";
import { createGuide } from "./index.js";

const USAGE = `Usage: npm run guide -- [options] "message"
  --json                 machine-readable output
  --plan                 this week's devotional plan
  --study "theme"        a 7-day group study plan
  --style <style>        Pastoral | Direct | Theological | Gentle
  --version <version>    KJV, NIV, ESV, ... (non-KJV versions are served by the WEB)
  --denomination <name>  e.g. Catholic, Baptist
  --music <style>        worship music style
  --artist <name>        a favourite artist (repeatable)
  --name <first name>`;

function printResponse(r: AssistantResponse): void {
  const section = (title: string, body?: string) => body && console.log(`\n${title}\n${body}`);
  section("⚠ Please reach out for help", r.care);
  if (r.scripture) console.log(`\n📖 ${r.scripture.verse}\n"${r.scripture.text}"`);
  section("Interpretation", r.interpretation);
  section("Guidance", r.guidance);
  section("Prayer", r.prayer);
  section("Follow-up", r.follow_up);
}

function printPlan(plan: WeeklyPlan): void {
  console.log(`${plan.theme ? `Theme: ${plan.theme}\n` : ""}${plan.intro_message}`);
  for (const day of plan.days) {
    console.log(`\n━━ ${day.date} ━━\n📖 ${day.scripture.verse}\n"${day.scripture.text}"`);
    console.log(`\n${day.devotional.title}\n${day.devotional.content}`);
    console.log(`\n🙏 ${day.prayer.title}\n${day.prayer.content}`);
    console.log(`\n✍ ${day.reflection.prompt}`);
    console.log(`\n🎵 ${day.worship_playlist.map((s) => `${s.title} — ${s.artist}`).join("\n   ")}`);
  }
}

function printStudy(plan: StudyPlan): void {
  console.log(`${plan.title}\n${plan.summary}\nGroup goal: ${plan.group_goal}`);
  for (const day of plan.days) {
    console.log(`\n━━ ${day.title} ━━\n📖 ${day.scripture.reference}\n"${day.scripture.text}"\n\n${day.devotional}`);
    console.log(`\nDiscuss:\n${day.discussion_questions.map((q) => `  • ${q}`).join("\n")}`);
    console.log(`\nToday's Challenge: ${day.challenge}`);
  }
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: "boolean", default: false },
      plan: { type: "boolean", default: false },
      study: { type: "string" },
      style: { type: "string" },
      version: { type: "string" },
      denomination: { type: "string" },
      music: { type: "string" },
      artist: { type: "string", multiple: true },
      name: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const message = positionals.join(" ").trim();
  if (values.help || (!message && !values.plan && values.study === undefined)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const profile = {
    communication_style: values.style,
    bible_version: values.version,
    denomination: values.denomination,
    music_preference: values.music,
    favorite_artists: values.artist ?? [],
    first_name: values.name,
  };
  const guide = createGuide(guideConfigFromEnv());
  const emit = (data: unknown, pretty: () => void) => (values.json ? console.log(JSON.stringify(data, null, 2)) : pretty());

  if (values.plan) {
    const weekStart = weekStartOf(toIsoDate(new Date()));
    const { plan, provider } = await guide.weeklyPlan(profile, weekStart, { recentMessages: message ? [message] : [] });
    emit({ plan, provider }, () => printPlan(plan));
    return 0;
  }
  if (values.study !== undefined) {
    if (!values.study.trim()) {
      console.error('Please give a theme: --study "theme"');
      return 2;
    }
    const { plan, provider } = await guide.studyPlan(values.study);
    emit({ plan, provider }, () => printStudy(plan));
    return 0;
  }
  const reply = await guide.respond(message, {}, profile);
  emit(reply, () => printResponse(reply.response));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
