// Song details for display from the bundled catalogue (spec section 3): when the catalogue does
// not know the album, it stays empty (the UI shows 'Album information unavailable'), there is no
// image (the UI shows its default stock image) and the link is a search on the music service.
import { findCatalogueSong } from "./catalogue.js";

export interface SongDetails {
  title: string;
  artist: string;
  /** Empty when unknown. */
  album: string;
  /** Empty when unknown. */
  year: string;
  /** Null: use the default stock image. */
  imageUrl: string | null;
  spotifyUrl: string;
}

export function spotifySearchUrl(title: string, artist: string): string {
  return `https://open.spotify.com/search/${encodeURIComponent(`${title} ${artist}`.trim())}`;
}

export function catalogueSongDetails(title: string, artist: string): SongDetails {
  const song = findCatalogueSong(title, artist);
  return {
    title: song?.title ?? title,
    artist: song?.artist ?? artist,
    album: song?.album ?? "",
    year: song?.year ?? "",
    imageUrl: null,
    spotifyUrl: spotifySearchUrl(title, artist),
  };
}

/** What a lookup that found nothing shows (spec section 3): no album, no year, our art, a search link. */
export function notFoundSongDetails(title: string, artist: string): SongDetails {
  return { title, artist, album: "", year: "", imageUrl: null, spotifyUrl: spotifySearchUrl(title, artist) };
}
