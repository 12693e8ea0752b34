// The weekly plan service: one plan per member per week (week_start in the member's own time
// zone). A stored plan is used when valid; otherwise one is generated from the profile's
// preferences (with the spec's defaults) and saved. The unique index on (member, week) makes
// concurrent generations end in one stored plan.
import { and, desc, eq } from "drizzle-orm";
import { DAILY_PLAN_MESSAGES } from "@core/daily-plan";
import { normalisePlan, withPlanDefaults, type WeeklyPlan } from "@core/guide";
import type { Guide } from "../../guide/index.js";
import type { Database } from "../db/client.js";
import { conversations, dailyPlans } from "../db/schema.js";
import { guideProfileOf, loadOrCreateProfile } from "../profile/load.js";

/** The guide produced something that is not a valid plan (spec: 'Generated plan has invalid format'). */
export class InvalidGeneratedPlan extends Error {
  constructor() {
    super(DAILY_PLAN_MESSAGES.invalidGenerated);
  }
}

/** The member's stored plan for the week, or null when there is none or it is not valid. */
export async function storedPlan(db: Database, userId: string, weekStart: string): Promise<WeeklyPlan | null> {
  const [row] = await db
    .select({ plan: dailyPlans.plan })
    .from(dailyPlans)
    .where(and(eq(dailyPlans.userId, userId), eq(dailyPlans.weekStart, weekStart)))
    .limit(1);
  return row ? normalisePlan(row.plan) : null;
}

async function generate(db: Database, guide: Guide, userId: string, weekStart: string): Promise<WeeklyPlan> {
  const profile = await loadOrCreateProfile(db, userId);
  const preferences = withPlanDefaults(guideProfileOf(profile));
  // What the member has been talking about lately steers the week's theme.
  const recent = await db
    .select({ message: conversations.message })
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(desc(conversations.createdAt))
    .limit(10);
  const result = await guide.weeklyPlan(preferences, weekStart, { recentMessages: recent.map((r) => r.message) });
  const plan = normalisePlan(result.plan);
  if (!plan) throw new InvalidGeneratedPlan();
  return plan;
}

/**
 * force: a new plan replaces the week's plan (Generate New Plan). Otherwise a valid stored plan
 * wins, including one another tab stored while this one was generating.
 */
export async function generatePlan(db: Database, guide: Guide, userId: string, weekStart: string, force: boolean): Promise<WeeklyPlan> {
  if (!force) {
    const existing = await storedPlan(db, userId, weekStart);
    if (existing) return existing;
  }
  const plan = await generate(db, guide, userId, weekStart);
  if (force) {
    const [row] = await db
      .insert(dailyPlans)
      .values({ userId, weekStart, plan })
      .onConflictDoUpdate({ target: [dailyPlans.userId, dailyPlans.weekStart], set: { plan, createdAt: new Date() } })
      .returning({ plan: dailyPlans.plan });
    return normalisePlan(row.plan) ?? plan;
  }
  const inserted = await db.insert(dailyPlans).values({ userId, weekStart, plan }).onConflictDoNothing().returning({ id: dailyPlans.id });
  if (inserted.length) return plan;
  // Someone stored a plan for this week meanwhile: keep theirs if it is valid, else replace it.
  const existing = await storedPlan(db, userId, weekStart);
  if (existing) return existing;
  await db
    .update(dailyPlans)
    .set({ plan, createdAt: new Date() })
    .where(and(eq(dailyPlans.userId, userId), eq(dailyPlans.weekStart, weekStart)));
  return plan;
}
