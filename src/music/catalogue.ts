// The bundled worship song catalogue and the song choices the guide makes from it.
import { WORSHIP_CATALOGUE } from "../../data/worship-songs.js";
import type { Song } from "@core/guide";

export interface CatalogueSong {
  title: string;
  artist: string;
  /** Empty when we are not certain; the UI then shows 'Album information unavailable'. */
  album: string;
  /** Empty when not certain. */
  year: string;
  styles: string[];
}

export const CATALOGUE_SONGS: readonly CatalogueSong[] = WORSHIP_CATALOGUE.flatMap((a) =>
  a.songs.map(([title, album, year]) => ({
    title,
    artist: a.artist,
    album: album ?? "",
    year: year ? String(year) : "",
    styles: [...a.styles],
  })),
);

const key = (title: string, artist: string) => `${title.trim().toLowerCase()}|${artist.trim().toLowerCase()}`;
const byKey = new Map(CATALOGUE_SONGS.map((s) => [key(s.title, s.artist), s]));

/** The catalogue entry for a song, matched on title and artist (case-insensitive). */
export function findCatalogueSong(title: string, artist: string): CatalogueSong | undefined {
  return byKey.get(key(title, artist));
}

const ECLECTIC = "Eclectic / Blended";

/**
 * Songs ranked for a member: their chosen artists first, then their music style, then the rest.
 * "Eclectic / Blended" has no songs of its own, so it ranks every style alike.
 */
export function rankSongsFor(favoriteArtists: readonly string[], musicStyle: string): CatalogueSong[][] {
  const favourites = new Set(favoriteArtists.map((a) => a.trim().toLowerCase()));
  const tiers: CatalogueSong[][] = [[], [], []];
  for (const song of CATALOGUE_SONGS) {
    if (favourites.has(song.artist.toLowerCase())) tiers[0].push(song);
    else if (musicStyle !== ECLECTIC && song.styles.includes(musicStyle)) tiers[1].push(song);
    else tiers[2].push(song);
  }
  return tiers;
}

export function toPlaylistSong(song: CatalogueSong): Song {
  return { title: song.title, artist: song.artist };
}
