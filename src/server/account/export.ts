// "Export my data": everything Wellspring holds about one member, as one JSON document. Secrets
// stay out: no password hashes, session tokens, TOTP secrets, backup codes or reset links.
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import {
  account,
  conversations,
  dailyPlans,
  faithGroupMembers,
  faithGroupMessages,
  faithGroupStudyPlans,
  faithGroupStudyProgress,
  faithGroups,
  faithJournalEntries,
  mailOutbox,
  profiles,
  savedDevotionals,
  savedScriptures,
  savedWorshipSongs,
  session,
  user,
} from "../db/schema.js";

export const EXPORT_FORMAT = "wellspring-export/1";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function collectExport(db: Database, userId: string) {
  const [member] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
  if (!member) throw new Error("collectExport: no such member");
  const email = member.email.toLowerCase();

  const [
    profileRows,
    signInMethods,
    sessionRows,
    plans,
    journal,
    scriptures,
    songs,
    devotionals,
    conversationRows,
    memberships,
    sentMessages,
    progress,
    mail,
  ] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.id, userId)),
    db.select({ providerId: account.providerId, createdAt: account.createdAt }).from(account).where(eq(account.userId, userId)),
    db
      .select({
        createdAt: session.createdAt,
        updatedAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
    db.select().from(dailyPlans).where(eq(dailyPlans.userId, userId)).orderBy(asc(dailyPlans.weekStart)),
    db.select().from(faithJournalEntries).where(eq(faithJournalEntries.userId, userId)).orderBy(asc(faithJournalEntries.createdAt)),
    db.select().from(savedScriptures).where(eq(savedScriptures.userId, userId)).orderBy(asc(savedScriptures.createdAt)),
    db.select().from(savedWorshipSongs).where(eq(savedWorshipSongs.userId, userId)).orderBy(asc(savedWorshipSongs.createdAt)),
    db.select().from(savedDevotionals).where(eq(savedDevotionals.userId, userId)).orderBy(asc(savedDevotionals.createdAt)),
    db.select().from(conversations).where(eq(conversations.userId, userId)).orderBy(asc(conversations.createdAt)),
    db
      .select({ group: faithGroups, joinedAt: faithGroupMembers.joinedAt })
      .from(faithGroupMembers)
      .innerJoin(faithGroups, eq(faithGroups.id, faithGroupMembers.groupId))
      .where(eq(faithGroupMembers.userId, userId))
      .orderBy(asc(faithGroupMembers.joinedAt)),
    db
      .select({
        id: faithGroupMessages.id,
        groupId: faithGroupMessages.groupId,
        groupName: faithGroups.name,
        message: faithGroupMessages.message,
        createdAt: faithGroupMessages.createdAt,
      })
      .from(faithGroupMessages)
      .innerJoin(faithGroups, eq(faithGroups.id, faithGroupMessages.groupId))
      .where(eq(faithGroupMessages.senderId, userId))
      .orderBy(asc(faithGroupMessages.createdAt)),
    db
      .select({
        studyPlanId: faithGroupStudyProgress.studyPlanId,
        dayIndex: faithGroupStudyProgress.dayIndex,
        createdAt: faithGroupStudyProgress.createdAt,
      })
      .from(faithGroupStudyProgress)
      .where(eq(faithGroupStudyProgress.userId, userId))
      .orderBy(asc(faithGroupStudyProgress.createdAt)),
    db
      .select({ subject: mailOutbox.subject, status: mailOutbox.status, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = ${email}`)
      .orderBy(asc(mailOutbox.createdAt)),
  ]);

  // Groups they own (whether or not still a member) plus groups they belong to.
  const owned = await db.select().from(faithGroups).where(eq(faithGroups.ownerId, userId)).orderBy(asc(faithGroups.createdAt));
  const ownedIds = owned.map((g) => g.id);
  const ownedPlans = ownedIds.length
    ? await db
        .select()
        .from(faithGroupStudyPlans)
        .where(inArray(faithGroupStudyPlans.groupId, ownedIds))
        .orderBy(asc(faithGroupStudyPlans.createdAt))
    : [];
  const profile = profileRows[0];

  return {
    format: EXPORT_FORMAT,
    exported_at: new Date().toISOString(),
    account: {
      id: member.id,
      email: member.email,
      name: member.name,
      email_verified: member.emailVerified,
      two_factor_enabled: Boolean(member.twoFactorEnabled),
      created_at: iso(member.createdAt),
      updated_at: iso(member.updatedAt),
      sign_in_methods: signInMethods.map((m) => ({ provider: m.providerId, created_at: iso(m.createdAt) })),
    },
    sessions: sessionRows.map((s) => ({
      created_at: iso(s.createdAt),
      last_active_at: iso(s.updatedAt),
      expires_at: iso(s.expiresAt),
      ip_address: s.ipAddress,
      user_agent: s.userAgent,
    })),
    profile: profile
      ? {
          first_name: profile.firstName,
          last_name: profile.lastName,
          favorite_artists: profile.favoriteArtists,
          denomination: profile.denomination,
          bible_version: profile.bibleVersion,
          music_preference: profile.musicPreference,
          communication_style: profile.communicationStyle,
          theme_preference: profile.themePreference,
          onboarding_completed: profile.onboardingCompleted,
          updated_at: iso(profile.updatedAt),
        }
      : null,
    daily_plans: plans.map((p) => ({ week_start: p.weekStart, plan: p.plan, created_at: iso(p.createdAt) })),
    journal_entries: journal.map((e) => ({
      id: e.id,
      type: e.type,
      title: e.title,
      content: e.content,
      tags: e.tags,
      source: e.source,
      message_id: e.messageId,
      created_at: iso(e.createdAt),
    })),
    saved_scriptures: scriptures.map((s) => ({
      id: s.id,
      verse_reference: s.verseReference,
      verse_text: s.verseText,
      note: s.note,
      created_at: iso(s.createdAt),
    })),
    saved_worship_songs: songs.map((s) => ({
      id: s.id,
      title: s.title,
      artist: s.artist,
      spotify_url: s.spotifyUrl,
      cover_url: s.coverUrl,
      created_at: iso(s.createdAt),
    })),
    saved_devotionals: devotionals.map((d) => ({
      id: d.id,
      title: d.title,
      content: d.content,
      scripture_reference: d.scriptureReference,
      scripture_text: d.scriptureText,
      date: d.date,
      created_at: iso(d.createdAt),
    })),
    conversations: conversationRows.map((c) => ({
      id: c.id,
      thread_id: c.threadId,
      message: c.message,
      response: c.response,
      created_at: iso(c.createdAt),
    })),
    groups: {
      owned: owned.map((g) => ({
        id: g.id,
        name: g.name,
        description: g.description,
        group_code: g.groupCode,
        created_at: iso(g.createdAt),
        study_plans: ownedPlans
          .filter((p) => p.groupId === g.id)
          .map((p) => ({
            id: p.id,
            title: p.title,
            start_date: p.startDate,
            summary: p.summary,
            group_goal: p.groupGoal,
            theme: p.theme,
            days: p.days,
            created_at: iso(p.createdAt),
          })),
      })),
      member_of: memberships.map(({ group, joinedAt }) => ({
        id: group.id,
        name: group.name,
        description: group.description,
        owner: group.ownerId === userId,
        joined_at: iso(joinedAt),
      })),
    },
    group_messages_sent: sentMessages.map((m) => ({
      id: m.id,
      group_id: m.groupId,
      group_name: m.groupName,
      message: m.message,
      created_at: iso(m.createdAt),
    })),
    study_progress: progress.map((p) => ({ study_plan_id: p.studyPlanId, day_index: p.dayIndex, completed_at: iso(p.createdAt) })),
    mail_sent_to_you: mail.map((m) => ({ subject: m.subject, status: m.status, created_at: iso(m.createdAt) })),
  };
}
