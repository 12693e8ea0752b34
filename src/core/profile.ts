// The faith profile (spec section 3) as the API carries it, snake_case like the spec, and the
// rules for updating it. Option values come from options.ts so web and server share one list.
import { z } from "zod";
import {
  BIBLE_VERSIONS,
  DENOMINATIONS,
  GUIDANCE_STYLES,
  MUSIC_STYLES,
  THEMES,
  type BibleVersion,
  type Denomination,
  type GuidanceStyle,
  type MusicStyle,
  type Theme,
} from "./options.js";

export const NAME_MAX_LENGTH = 100;
export const ARTIST_NAME_MAX_LENGTH = 100;
export const FAVORITE_ARTISTS_MAX = 100;

export interface Profile {
  id: string;
  first_name: string | null;
  last_name: string | null;
  favorite_artists: string[];
  denomination: Denomination | null;
  bible_version: BibleVersion | null;
  music_preference: MusicStyle | null;
  communication_style: GuidanceStyle | null;
  theme_preference: Theme;
  onboarding_completed: boolean;
  /** ISO 8601 timestamp. */
  updated_at: string;
}

/** The stored value when it is one of the options (a column may hold a retired value), else null. */
export function optionOrNull<T extends string>(options: readonly T[], value: string | null): T | null {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;
}

/** Trimmed, case-insensitively de-duplicated artist names, first spelling kept, blanks dropped. */
export function normaliseArtists(artists: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of artists) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    result.push(name);
  }
  return result;
}

const name = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`)
  .transform((value) => (value === "" ? null : value))
  .nullable();

const artistName = z
  .string()
  .trim()
  .min(1, "artist names must not be blank")
  .max(ARTIST_NAME_MAX_LENGTH, `artist names must be at most ${ARTIST_NAME_MAX_LENGTH} characters`);

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: () => `must be one of: ${values.join(", ")}` });

/** PATCH /api/profile body: any subset of the editable fields; unknown keys are refused. */
export const ProfileUpdate = z
  .strictObject({
    first_name: name,
    last_name: name,
    favorite_artists: z
      .array(artistName)
      .max(FAVORITE_ARTISTS_MAX, `must list at most ${FAVORITE_ARTISTS_MAX} artists`)
      .transform(normaliseArtists),
    denomination: oneOf(DENOMINATIONS).nullable(),
    bible_version: oneOf(BIBLE_VERSIONS).nullable(),
    music_preference: oneOf(MUSIC_STYLES).nullable(),
    communication_style: oneOf(GUIDANCE_STYLES).nullable(),
    theme_preference: oneOf(THEMES),
    onboarding_completed: z.boolean(),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: "Provide at least one profile field to update" });

export type ProfileUpdate = z.output<typeof ProfileUpdate>;
