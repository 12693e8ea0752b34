// The profile's worship artist catalogue: the eight categories of spec section 3, each with
// real, well-known artists. Artists not in this list are the member's "custom" artists.

export interface ArtistCategory {
  name: string;
  artists: readonly string[];
}

export const ARTIST_CATEGORIES: ReadonlyArray<ArtistCategory> = [
  {
    name: "Urban Gospel Choir",
    artists: [
      "Kirk Franklin",
      "Hezekiah Walker",
      "Ricky Dillard",
      "Donald Lawrence",
      "John P. Kee",
      "Tye Tribbett",
      "Fred Hammond",
      "Tasha Cobbs Leonard",
    ],
  },
  {
    name: "Heritage Gospel Choir",
    artists: [
      "Mahalia Jackson",
      "The Mississippi Mass Choir",
      "The Brooklyn Tabernacle Choir",
      "James Cleveland",
      "Andraé Crouch",
      "The Clark Sisters",
      "Shirley Caesar",
      "The Edwin Hawkins Singers",
    ],
  },
  {
    name: "Praise & Worship",
    artists: [
      "Hillsong Worship",
      "Chris Tomlin",
      "Bethel Music",
      "Elevation Worship",
      "Matt Redman",
      "Phil Wickham",
      "Passion",
      "Don Moen",
      "Darlene Zschech",
      "Kari Jobe",
      "Maverick City Music",
      "Paul Baloche",
    ],
  },
  {
    name: "Contemporary Worship / Crossover",
    artists: [
      "Lauren Daigle",
      "for KING & COUNTRY",
      "MercyMe",
      "Casting Crowns",
      "Zach Williams",
      "Tauren Wells",
      "Newsboys",
      "Jeremy Camp",
      "Matthew West",
      "Crowder",
      "Amy Grant",
      "Michael W. Smith",
    ],
  },
  {
    name: "Southern Gospel",
    artists: [
      "Gaither Vocal Band",
      "Bill & Gloria Gaither",
      "The Isaacs",
      "Ernie Haase & Signature Sound",
      "The Booth Brothers",
      "The Collingsworth Family",
      "The Cathedrals",
      "Karen Peck & New River",
      "The Hoppers",
    ],
  },
  {
    name: "Christian Rap / Gospel Hip-Hop",
    artists: ["Lecrae", "KB", "Andy Mineo", "Trip Lee", "TobyMac", "dc Talk", "Flame", "116"],
  },
  {
    name: "Traditional Hymns / Choral",
    artists: [
      "Keith & Kristyn Getty",
      "The Choir of King's College, Cambridge",
      "Fernando Ortega",
      "Selah",
      "Indelible Grace Music",
      "Sovereign Grace Music",
      "The Cambridge Singers",
      "Audrey Assad",
    ],
  },
  {
    name: "Instrumental Worship",
    artists: ["Paul Cardall", "The Piano Guys", "Phil Keaggy", "Dino Kartsonakis", "Anthony Burger", "Kim Collingsworth"],
  },
];

/** Every catalogue artist, in category order. */
export const CATALOGUE_ARTISTS: readonly string[] = ARTIST_CATEGORIES.flatMap((c) => c.artists);

/** True when the artist is one of the catalogue's (case-insensitive, trimmed). */
export function isCatalogueArtist(name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return CATALOGUE_ARTISTS.some((a) => a.toLowerCase() === wanted);
}
