// The whole data model: better-auth's tables (kept here by hand, matching better-auth 1.7 with the
// twoFactor plugin; regenerate when better-auth is upgraded) and every entity of spec section 3.
// Unique constraints make the spec's duplicates impossible; indexes cover the queries of section 7.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- auth (better-auth)

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factor_user_id_idx").on(t.userId), index("two_factor_secret_idx").on(t.secret)],
);

// Rate-limit counters live in the database so several server instances share them.
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---------------------------------------------------------------- mail

// Every message the app sends is recorded; with no SMTP_URL this table *is* the delivery.
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    status: text("status").notNull().default("stored"), // stored | sent | failed
    error: text("error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_to_created_idx").on(t.to, t.createdAt)],
);

// ---------------------------------------------------------------- profile

export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  firstName: text("first_name"),
  lastName: text("last_name"),
  favoriteArtists: text("favorite_artists")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  denomination: text("denomination"),
  bibleVersion: text("bible_version"),
  musicPreference: text("music_preference"),
  communicationStyle: text("communication_style"),
  themePreference: text("theme_preference").notNull().default("earth"),
  onboardingCompleted: boolean("onboarding_completed").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- daily plan

export const dailyPlans = pgTable(
  "daily_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    plan: jsonb("plan").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("daily_plans_user_week_uq").on(t.userId, t.weekStart)],
);

// ---------------------------------------------------------------- music

/**
 * Song details from a remote music service, kept so each song is looked up at most once (spec:
 * "Music catalogue service"). Keyed per provider and per title and artist, case-insensitive;
 * found = false remembers a definitive "no match" (transient failures are never stored).
 */
export const songDetails = pgTable(
  "song_details",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    titleKey: text("title_key").notNull(),
    artistKey: text("artist_key").notNull(),
    found: boolean("found").notNull(),
    title: text("title").notNull(),
    artist: text("artist").notNull(),
    album: text("album").notNull().default(""),
    year: text("year").notNull().default(""),
    imageUrl: text("image_url"),
    spotifyUrl: text("spotify_url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("song_details_provider_title_artist_uq").on(t.provider, t.titleKey, t.artistKey)],
);

// ---------------------------------------------------------------- journal

// The text the journal's search reads for each saved item, one expression each: the trigram
// index below is built on exactly this expression, so ILIKE on it can use the index.
type Col = AnyPgColumn;
export const savedScriptureSearchText = (t: { verseReference: Col; verseText: Col; note: Col }) =>
  sql`(${t.verseReference} || ' ' || ${t.verseText} || ' ' || coalesce(${t.note}, ''))`;
export const savedDevotionalSearchText = (t: { title: Col; content: Col; scriptureReference: Col; scriptureText: Col }) =>
  sql`(${t.title} || ' ' || ${t.content} || ' ' || coalesce(${t.scriptureReference}, '') || ' ' || coalesce(${t.scriptureText}, ''))`;
export const savedSongSearchText = (t: { title: Col; artist: Col }) => sql`(${t.title} || ' ' || ${t.artist})`;

export const savedWorshipSongs = pgTable(
  "saved_worship_songs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    artist: text("artist").notNull(),
    spotifyUrl: text("spotify_url"),
    coverUrl: text("cover_url"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("saved_worship_songs_user_title_artist_uq").on(t.userId, t.title, t.artist),
    index("saved_worship_songs_user_created_idx").on(t.userId, t.createdAt),
    index("saved_worship_songs_search_trgm").using("gin", sql`${savedSongSearchText(t)} gin_trgm_ops`),
  ],
);

export const savedScriptures = pgTable(
  "saved_scriptures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verseReference: text("verse_reference").notNull(),
    verseText: text("verse_text").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("saved_scriptures_user_reference_uq").on(t.userId, t.verseReference),
    index("saved_scriptures_user_created_idx").on(t.userId, t.createdAt),
    index("saved_scriptures_search_trgm").using("gin", sql`${savedScriptureSearchText(t)} gin_trgm_ops`),
  ],
);

export const savedDevotionals = pgTable(
  "saved_devotionals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    scriptureReference: text("scripture_reference"),
    scriptureText: text("scripture_text"),
    date: date("date", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A devotional is one day's text: saving the same day twice is a duplicate.
    uniqueIndex("saved_devotionals_user_date_title_uq").on(t.userId, t.date, t.title),
    index("saved_devotionals_user_created_idx").on(t.userId, t.createdAt),
    index("saved_devotionals_search_trgm").using("gin", sql`${savedDevotionalSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * What the journal's search matches an entry's content against: lower(content) LIKE lower(pattern)
 * is how PostgreSQL evaluates ILIKE in a UTF-8 database (same result), at a third of ILIKE's cost
 * per row, since ILIKE lower-cases the pattern again for every row.
 */
export const journalSearchText = (t: { content: Col }) => sql`lower(${t.content})`;

export const faithJournalEntries = pgTable(
  "faith_journal_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title"),
    content: text("content").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text("source").notNull().default("wellspring"),
    messageId: text("message_id"),
    createdAt: createdAt(),
  },
  (t) => [
    check("faith_journal_entries_type_ck", sql`${t.type} in ('prayer', 'reflection')`),
    check("faith_journal_entries_source_ck", sql`${t.source} in ('wellspring', 'daily-plan')`),
    // NULL message ids (daily-plan saves) never collide; Postgres treats NULLs as distinct.
    uniqueIndex("faith_journal_entries_user_message_uq").on(t.userId, t.messageId),
    index("faith_journal_entries_user_type_created_idx").on(t.userId, t.type, t.createdAt),
    // The streak and tag list read a member's entries of both types newest first.
    index("faith_journal_entries_user_created_idx").on(t.userId, t.createdAt),
    index("faith_journal_entries_tags_gin").using("gin", t.tags),
    // Search is always one member's tab: one GIN index over (user_id, type, trigrams of the
    // lower-cased text) (btree_gin supplies the text equality keys) finds that member's few
    // candidate rows without reading other members' posting lists. See journalSearchText.
    index("faith_journal_entries_user_type_search_trgm").using("gin", t.userId, t.type, sql`${journalSearchText(t)} gin_trgm_ops`),
  ],
);

// ---------------------------------------------------------------- conversation

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    response: jsonb("response").notNull(),
    threadId: uuid("thread_id").notNull(),
    provider: text("provider").notNull().default("embedded"),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversations_user_created_idx").on(t.userId, t.createdAt),
    index("conversations_thread_created_idx").on(t.threadId, t.createdAt),
  ],
);

// ---------------------------------------------------------------- groups

export const faithGroups = pgTable(
  "faith_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    groupCode: text("group_code").notNull().unique(),
    createdAt: createdAt(),
    // Bumped on every message so 'Active {relative time}' needs no aggregate.
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("faith_groups_code_ck", sql`${t.groupCode} ~ '^[A-Z0-9]{6}$'`), index("faith_groups_owner_idx").on(t.ownerId)],
);

export const faithGroupMembers = pgTable(
  "faith_group_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => faithGroups.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    joinedAt: createdAt(),
  },
  (t) => [uniqueIndex("faith_group_members_group_user_uq").on(t.groupId, t.userId), index("faith_group_members_user_idx").on(t.userId)],
);

export const faithGroupMessages = pgTable(
  "faith_group_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => faithGroups.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    createdAt: createdAt(),
    // The live stream's event id: increasing, so a reconnecting tab resumes after the last one it saw.
    seq: bigserial("seq", { mode: "number" }).notNull().unique(),
  },
  (t) => [
    index("faith_group_messages_group_created_idx").on(t.groupId, t.createdAt),
    index("faith_group_messages_sender_idx").on(t.senderId),
  ],
);

export const faithGroupStudyPlans = pgTable(
  "faith_group_study_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => faithGroups.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    summary: text("summary").notNull(),
    groupGoal: text("group_goal").notNull(),
    days: jsonb("days").notNull(),
    theme: text("theme"),
    createdAt: createdAt(),
  },
  (t) => [index("faith_group_study_plans_group_created_idx").on(t.groupId, t.createdAt)],
);

export const faithGroupStudyProgress = pgTable(
  "faith_group_study_progress",
  {
    studyPlanId: uuid("study_plan_id")
      .notNull()
      .references(() => faithGroupStudyPlans.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    dayIndex: smallint("day_index").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "faith_group_study_progress_pk", columns: [t.studyPlanId, t.userId, t.dayIndex] }),
    check("faith_group_study_progress_day_ck", sql`${t.dayIndex} between 0 and 6`),
  ],
);
