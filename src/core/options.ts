// Option lists and defaults of spec section 3 and 9, word for word.

export const DENOMINATIONS = [
  "Baptist",
  "Catholic",
  "Methodist",
  "Lutheran",
  "Presbyterian",
  "Anglican/Episcopal",
  "Pentecostal",
  "Orthodox",
  "Non-denominational",
  "Other",
] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

export const BIBLE_VERSIONS = ["KJV", "NIV", "ESV", "NASB", "NLT", "NKJV", "CSB", "MSG"] as const;
export type BibleVersion = (typeof BIBLE_VERSIONS)[number];

export const MUSIC_STYLES = [
  "Contemporary Worship",
  "Gospel Choir (Urban)",
  "Gospel Choir (Traditional)",
  "Modern Gospel / Christian Hip Hop",
  "Acoustic / Intimate",
  "Choral Worship",
  "Liturgical / Traditional Hymns",
  "Country / Southern Gospel",
  "Latin / Spanish Worship",
  "Afrobeats / Afro Worship",
  "Instrumental Worship",
  "Eclectic / Blended",
] as const;
export type MusicStyle = (typeof MUSIC_STYLES)[number];

export const GUIDANCE_STYLES = ["Pastoral", "Direct", "Theological", "Gentle"] as const;
export type GuidanceStyle = (typeof GUIDANCE_STYLES)[number];

export const THEMES = ["earth", "ocean", "dawn"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "earth";

export const MODES = ["light", "dark"] as const;
export type Mode = (typeof MODES)[number];
export const DEFAULT_MODE: Mode = "light";
/** localStorage key for the display mode (spec section 3). */
export const MODE_STORAGE_KEY = "mode";

/**
 * Plan preference defaults when the profile lacks a value (spec section 7). The spec writes the
 * music default as "Contemporary"; the matching option in the list is "Contemporary Worship".
 */
export const PLAN_PREFERENCE_DEFAULTS = {
  bible_version: "NIV",
  communication_style: "Pastoral",
  music_preference: "Contemporary Worship",
  denomination: "Non-denominational",
  favorite_artists: [] as string[],
} as const;
