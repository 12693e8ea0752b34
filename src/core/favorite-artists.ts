// Editing the profile's favourite artists (spec section 5, "Custom artist"): catalogue artists
// are toggled as chips; anything else is a custom artist, added trimmed, blank and duplicate
// names ignored (case-insensitively, so "chris tomlin" ticks the catalogue's Chris Tomlin).
import { CATALOGUE_ARTISTS, isCatalogueArtist } from "./artists.js";
import { ARTIST_NAME_MAX_LENGTH, FAVORITE_ARTISTS_MAX } from "./profile.js";

const key = (name: string) => name.trim().toLowerCase();

export function hasArtist(list: readonly string[], name: string): boolean {
  const wanted = key(name);
  return list.some((artist) => key(artist) === wanted);
}

/** Favourites that are not in the catalogue, in the order they were added. */
export function customArtists(list: readonly string[]): string[] {
  return list.filter((artist) => !isCatalogueArtist(artist));
}

export type AddArtistResult = { list: string[]; added: string | null; problem: string | null };

/** Adds a typed name; catalogue names take the catalogue's spelling. */
export function addArtist(list: readonly string[], typed: string): AddArtistResult {
  const name = typed.trim();
  if (!name) return { list: [...list], added: null, problem: null };
  if (name.length > ARTIST_NAME_MAX_LENGTH) {
    return { list: [...list], added: null, problem: `Artist names must be at most ${ARTIST_NAME_MAX_LENGTH} characters.` };
  }
  if (hasArtist(list, name)) return { list: [...list], added: null, problem: null };
  if (list.length >= FAVORITE_ARTISTS_MAX) {
    return { list: [...list], added: null, problem: `You can keep up to ${FAVORITE_ARTISTS_MAX} favourite artists.` };
  }
  const spelling = CATALOGUE_ARTISTS.find((artist) => key(artist) === key(name)) ?? name;
  return { list: [...list, spelling], added: spelling, problem: null };
}

export function removeArtist(list: readonly string[], name: string): string[] {
  return list.filter((artist) => key(artist) !== key(name));
}

export function toggleArtist(list: readonly string[], name: string): string[] {
  return hasArtist(list, name) ? removeArtist(list, name) : addArtist(list, name).list;
}
