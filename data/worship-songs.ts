// The bundled worship song catalogue (authored). Album and year are filled in only where we
// are certain; a wrong album or year is worse than none (the UI then shows
// 'Album information unavailable'). Styles come from the artist, so every song of an artist
// carries the same music-style tags.
import type { MusicStyle } from "../src/core/options.js";

type SongRow = [title: string, album?: string, year?: number];

interface ArtistSongs {
  artist: string;
  styles: MusicStyle[];
  songs: SongRow[];
}

const CW: MusicStyle = "Contemporary Worship";
const URBAN: MusicStyle = "Gospel Choir (Urban)";
const TRAD_CHOIR: MusicStyle = "Gospel Choir (Traditional)";
const HIPHOP: MusicStyle = "Modern Gospel / Christian Hip Hop";
const ACOUSTIC: MusicStyle = "Acoustic / Intimate";
const CHORAL: MusicStyle = "Choral Worship";
const HYMNS: MusicStyle = "Liturgical / Traditional Hymns";
const SOUTHERN: MusicStyle = "Country / Southern Gospel";
const LATIN: MusicStyle = "Latin / Spanish Worship";
const AFRO: MusicStyle = "Afrobeats / Afro Worship";
const INSTRUMENTAL: MusicStyle = "Instrumental Worship";

export const WORSHIP_CATALOGUE: ArtistSongs[] = [
  // Urban Gospel Choir
  {
    artist: "Kirk Franklin",
    styles: [URBAN, HIPHOP],
    songs: [
      ["I Smile", "Hello Fear", 2011],
      ["Love Theory", "Long Live Love", 2019],
      ["Brighter Day", "The Fight of My Life", 2007],
      ["Stomp"],
      ["Why We Sing"],
    ],
  },
  { artist: "Hezekiah Walker", styles: [URBAN], songs: [["Every Praise", "Azusa: The Next Generation", 2013], ["I Need You to Survive"]] },
  { artist: "Ricky Dillard", styles: [URBAN], songs: [["Amazing"]] },
  { artist: "Donald Lawrence", styles: [URBAN], songs: [["Encourage Yourself"], ["The Blessing of Abraham"], ["Back II Eden"]] },
  { artist: "John P. Kee", styles: [URBAN], songs: [["Life and Favor (You Had to Be There)"], ["Jesus Is Alive"]] },
  {
    artist: "Tye Tribbett",
    styles: [URBAN],
    songs: [["He Turned It", "Greater Than", 2013], ["Victory"], ["If He Did It Before... Same God"]],
  },
  {
    artist: "Fred Hammond",
    styles: [URBAN],
    songs: [["No Weapon"], ["Let the Praise Begin"], ["You Are the Living Word"], ["Jesus Be a Fence Around Me"]],
  },
  {
    artist: "Tasha Cobbs Leonard",
    styles: [URBAN, CW],
    songs: [
      ["Break Every Chain", "Grace", 2013],
      ["Gracefully Broken", "Heart. Passion. Pursuit.", 2017],
      ["You Know My Name", "Heart. Passion. Pursuit.", 2017],
      ["For Your Glory"],
    ],
  },
  // Heritage Gospel Choir
  {
    artist: "Mahalia Jackson",
    styles: [TRAD_CHOIR, HYMNS],
    songs: [["Move On Up a Little Higher"], ["Precious Lord, Take My Hand"], ["How I Got Over"], ["His Eye Is on the Sparrow"]],
  },
  { artist: "The Mississippi Mass Choir", styles: [TRAD_CHOIR], songs: [["Your Grace and Mercy"], ["Near the Cross"]] },
  { artist: "The Brooklyn Tabernacle Choir", styles: [TRAD_CHOIR, CHORAL], songs: [["Say the Name"], ["Stand"]] },
  { artist: "James Cleveland", styles: [TRAD_CHOIR], songs: [["Peace Be Still"], ["Lord, Help Me to Hold Out"]] },
  {
    artist: "Andraé Crouch",
    styles: [TRAD_CHOIR],
    songs: [
      ["Soon and Very Soon"],
      ["My Tribute (To God Be the Glory)"],
      ["The Blood Will Never Lose Its Power"],
      ["Through It All"],
      ["Bless His Holy Name"],
    ],
  },
  {
    artist: "The Clark Sisters",
    styles: [TRAD_CHOIR],
    songs: [["You Brought the Sunshine"], ["Is My Living in Vain"], ["Blessed & Highly Favored"]],
  },
  { artist: "Shirley Caesar", styles: [TRAD_CHOIR], songs: [["Hold My Mule"], ["No Charge"], ["Sweeping Through the City"]] },
  { artist: "The Edwin Hawkins Singers", styles: [TRAD_CHOIR], songs: [["Oh Happy Day"], ["Let Us Go into the House of the Lord"]] },
  // Praise & Worship
  {
    artist: "Hillsong Worship",
    styles: [CW],
    songs: [
      ["What a Beautiful Name", "Let There Be Light", 2016],
      ["Cornerstone", "Cornerstone", 2012],
      ["Who You Say I Am", "There Is More", 2018],
      ["Mighty to Save", "Mighty to Save", 2006],
    ],
  },
  {
    artist: "Chris Tomlin",
    styles: [CW],
    songs: [
      ["How Great Is Our God", "Arriving", 2004],
      ["Good Good Father", "Never Lose Sight", 2016],
      ["Amazing Grace (My Chains Are Gone)", "See the Morning", 2006],
      ["Whom Shall I Fear (God of Angel Armies)", "Burning Lights", 2013],
    ],
  },
  {
    artist: "Bethel Music",
    styles: [CW],
    songs: [
      ["Goodness of God", "Victory", 2019],
      ["No Longer Slaves", "We Will Not Be Shaken", 2015],
      ["Raise a Hallelujah", "Victory", 2019],
      ["King of My Heart"],
    ],
  },
  {
    artist: "Elevation Worship",
    styles: [CW],
    songs: [
      ["Do It Again", "There Is a Cloud", 2017],
      ["O Come to the Altar", "Here as in Heaven", 2016],
      ["Graves into Gardens", "Graves into Gardens", 2020],
      ["The Blessing"],
    ],
  },
  {
    artist: "Matt Redman",
    styles: [CW, ACOUSTIC],
    songs: [["10,000 Reasons (Bless the Lord)", "10,000 Reasons", 2011], ["The Heart of Worship"], ["Blessed Be Your Name"]],
  },
  {
    artist: "Phil Wickham",
    styles: [CW],
    songs: [
      ["This Is Amazing Grace", "The Ascension", 2013],
      ["Living Hope", "Living Hope", 2018],
      ["Battle Belongs", "Hymn of Heaven", 2021],
      ["House of the Lord", "Hymn of Heaven", 2021],
    ],
  },
  { artist: "Passion", styles: [CW], songs: [["Glorious Day"], ["Worthy of Your Name"], ["One Thing Remains"]] },
  { artist: "Don Moen", styles: [CW, ACOUSTIC], songs: [["Give Thanks"], ["God Will Make a Way"], ["I Just Want to Be Where You Are"]] },
  { artist: "Darlene Zschech", styles: [CW], songs: [["Shout to the Lord"], ["Victor's Crown"]] },
  {
    artist: "Kari Jobe",
    styles: [CW, ACOUSTIC],
    songs: [["I Am Not Alone", "Majestic", 2014], ["Forever", "Majestic", 2014], ["Revelation Song"]],
  },
  {
    artist: "Maverick City Music",
    styles: [CW, URBAN],
    songs: [["Jireh", "Old Church Basement", 2021], ["Promises"], ["Man of Your Word"], ["Refiner"]],
  },
  {
    artist: "Paul Baloche",
    styles: [CW, ACOUSTIC],
    songs: [["Open the Eyes of My Heart"], ["Hosanna (Praise Is Rising)"], ["Our God Saves"]],
  },
  // Contemporary Worship / Crossover
  {
    artist: "Lauren Daigle",
    styles: [CW, ACOUSTIC],
    songs: [
      ["You Say", "Look Up Child", 2018],
      ["Rescue", "Look Up Child", 2018],
      ["Trust in You", "How Can It Be", 2015],
      ["How Can It Be", "How Can It Be", 2015],
    ],
  },
  {
    artist: "for KING & COUNTRY",
    styles: [CW],
    songs: [
      ["God Only Knows", "Burn the Ships", 2018],
      ["joy.", "Burn the Ships", 2018],
      ["Fix My Eyes", "Run Wild. Live Free. Love Strong.", 2014],
      ["Together"],
    ],
  },
  {
    artist: "MercyMe",
    styles: [CW],
    songs: [
      ["I Can Only Imagine", "Almost There", 2001],
      ["Even If", "Lifer", 2017],
      ["Flawless", "Welcome to the New", 2014],
      ["Greater", "Welcome to the New", 2014],
    ],
  },
  {
    artist: "Casting Crowns",
    styles: [CW],
    songs: [
      ["Who Am I", "Casting Crowns", 2003],
      ["Voice of Truth", "Casting Crowns", 2003],
      ["Praise You in This Storm", "Lifesong", 2005],
      ["Only Jesus", "Only Jesus", 2018],
    ],
  },
  {
    artist: "Zach Williams",
    styles: [CW, SOUTHERN],
    songs: [
      ["Chain Breaker", "Chain Breaker", 2016],
      ["Old Church Choir", "Chain Breaker", 2016],
      ["There Was Jesus", "Rescue Story", 2019],
      ["Rescue Story", "Rescue Story", 2019],
    ],
  },
  {
    artist: "Tauren Wells",
    styles: [CW],
    songs: [["Hills and Valleys", "Hills and Valleys", 2017], ["Known", "Hills and Valleys", 2017], ["Famous For (I Believe)"]],
  },
  {
    artist: "Newsboys",
    styles: [CW],
    songs: [
      ["God's Not Dead (Like a Lion)", "God's Not Dead", 2011],
      ["We Believe", "Restart", 2013],
      ["Shine", "Going Public", 1994],
    ],
  },
  {
    artist: "Jeremy Camp",
    styles: [CW, ACOUSTIC],
    songs: [
      ["I Still Believe", "Stay", 2002],
      ["Walk by Faith", "Stay", 2002],
      ["There Will Be a Day", "Speaking Louder Than Before", 2008],
    ],
  },
  {
    artist: "Matthew West",
    styles: [CW],
    songs: [
      ["Hello, My Name Is", "Into the Light", 2012],
      ["Do Something", "Into the Light", 2012],
      ["Forgiveness", "The Story of Your Life", 2010],
    ],
  },
  {
    artist: "Crowder",
    styles: [CW, SOUTHERN],
    songs: [
      ["Come As You Are", "Neon Steeple", 2014],
      ["Lift Your Head Weary Sinner (Chains)", "American Prodigal", 2016],
      ["Good God Almighty"],
    ],
  },
  {
    artist: "Amy Grant",
    styles: [CW, ACOUSTIC],
    songs: [
      ["El Shaddai", "Age to Age", 1982],
      ["Thy Word", "Straight Ahead", 1984],
      ["Father's Eyes", "My Father's Eyes", 1979],
    ],
  },
  {
    artist: "Michael W. Smith",
    styles: [CW],
    songs: [
      ["Place in This World", "Go West Young Man", 1990],
      ["Friends", "The Michael W. Smith Project", 1983],
      ["Agnus Dei", "Worship", 2001],
      ["Surrounded (Fight My Battles)", "Surrounded", 2018],
    ],
  },
  // Southern Gospel
  { artist: "Gaither Vocal Band", styles: [SOUTHERN], songs: [["Yes, I Know"], ["Alpha and Omega"], ["He Touched Me"]] },
  {
    artist: "Bill & Gloria Gaither",
    styles: [SOUTHERN, HYMNS],
    songs: [["Because He Lives"], ["Something Beautiful"], ["The King Is Coming"], ["There's Something About That Name"]],
  },
  { artist: "The Isaacs", styles: [SOUTHERN], songs: [["Stand Still"]] },
  { artist: "Ernie Haase & Signature Sound", styles: [SOUTHERN], songs: [["Get Away Jordan"], ["Until Then"]] },
  { artist: "The Booth Brothers", styles: [SOUTHERN], songs: [["Look for Me at Jesus' Feet"], ["He Saw It All"]] },
  { artist: "The Collingsworth Family", styles: [SOUTHERN], songs: [["Just Another Rainy Day"]] },
  { artist: "The Cathedrals", styles: [SOUTHERN], songs: [["Champion of Love"], ["We Shall See Jesus"], ["Boundless Love"]] },
  { artist: "Karen Peck & New River", styles: [SOUTHERN], songs: [["Four Days Late"], ["Revival"]] },
  { artist: "The Hoppers", styles: [SOUTHERN], songs: [["Shoutin' Time"]] },
  // Christian Rap / Gospel Hip-Hop
  {
    artist: "Lecrae",
    styles: [HIPHOP],
    songs: [["Blessings", "All Things Work Together", 2017], ["Boasting", "Gravity", 2012], ["Coming In Hot"]],
  },
  { artist: "KB", styles: [HIPHOP], songs: [["Sideways"], ["Crowns & Thrones"]] },
  {
    artist: "Andy Mineo",
    styles: [HIPHOP],
    songs: [["You Can't Stop Me", "Uncomfortable", 2015], ["Uncomfortable", "Uncomfortable", 2015], ["Coming In Hot"]],
  },
  { artist: "Trip Lee", styles: [HIPHOP], songs: [["Manolo"]] },
  {
    artist: "TobyMac",
    styles: [HIPHOP, CW],
    songs: [
      ["Speak Life", "Eye on It", 2012],
      ["Me Without You", "Eye on It", 2012],
      ["Love Broke Thru", "This Is Not a Test", 2015],
      ["City on Our Knees"],
    ],
  },
  {
    artist: "dc Talk",
    styles: [HIPHOP],
    songs: [
      ["Jesus Freak", "Jesus Freak", 1995],
      ["In the Light", "Jesus Freak", 1995],
      ["Luv Is a Verb", "Free at Last", 1992],
    ],
  },
  { artist: "Flame", styles: [HIPHOP], songs: [["Joyful Noise"]] },
  { artist: "116", styles: [HIPHOP], songs: [["Man Up Anthem"]] },
  // Traditional Hymns / Choral
  {
    artist: "Keith & Kristyn Getty",
    styles: [HYMNS, CHORAL],
    songs: [["In Christ Alone"], ["The Power of the Cross"], ["Speak, O Lord"], ["Behold the Lamb"]],
  },
  {
    artist: "The Choir of King's College, Cambridge",
    styles: [CHORAL, HYMNS],
    songs: [["Once in Royal David's City"], ["Miserere mei, Deus"]],
  },
  { artist: "Fernando Ortega", styles: [ACOUSTIC, HYMNS], songs: [["Give Me Jesus"], ["Jesus, King of Angels"], ["This Good Day"]] },
  { artist: "Selah", styles: [HYMNS, ACOUSTIC], songs: [["Wonderful, Merciful Savior"], ["You Raise Me Up"], ["I Will Carry You"]] },
  { artist: "Indelible Grace Music", styles: [HYMNS, ACOUSTIC], songs: [["Jesus, I Come"], ["Come Ye Sinners"]] },
  { artist: "Sovereign Grace Music", styles: [HYMNS, CW], songs: [["All I Have Is Christ"], ["Come Praise and Glorify"], ["O Great God"]] },
  { artist: "The Cambridge Singers", styles: [CHORAL], songs: [["The Lord Bless You and Keep You"], ["For the Beauty of the Earth"]] },
  {
    artist: "Audrey Assad",
    styles: [ACOUSTIC, HYMNS],
    songs: [["I Shall Not Want", "Fortunate Fall", 2013], ["Restless"], ["Good to Me"]],
  },
  // Instrumental Worship
  { artist: "Paul Cardall", styles: [INSTRUMENTAL], songs: [["Redeemed"], ["Come Thou Fount of Every Blessing"]] },
  { artist: "The Piano Guys", styles: [INSTRUMENTAL], songs: [["O Come, O Come, Emmanuel"], ["Angels We Have Heard on High"]] },
  { artist: "Phil Keaggy", styles: [INSTRUMENTAL, ACOUSTIC], songs: [["Addison's Walk"], ["Salvation Army Band"]] },
  { artist: "Dino Kartsonakis", styles: [INSTRUMENTAL], songs: [["How Great Thou Art"], ["It Is Well with My Soul"]] },
  { artist: "Anthony Burger", styles: [INSTRUMENTAL, SOUTHERN], songs: [["Jesus Loves Me"], ["Amazing Grace"]] },
  { artist: "Kim Collingsworth", styles: [INSTRUMENTAL, SOUTHERN], songs: [["Because He Lives"], ["Amazing Grace"]] },
  // Styles the eight artist categories do not cover (so every music style has songs).
  { artist: "Marcos Witt", styles: [LATIN], songs: [["Renuévame"]] },
  { artist: "Marcela Gándara", styles: [LATIN, ACOUSTIC], songs: [["Supe Que Me Amabas"]] },
  { artist: "Christine D'Clario", styles: [LATIN], songs: [["Eres Todopoderoso"]] },
  { artist: "Sinach", styles: [AFRO], songs: [["Way Maker"], ["I Know Who I Am"]] },
  { artist: "Nathaniel Bassey", styles: [AFRO], songs: [["Imela"]] },
  { artist: "Mercy Chinwo", styles: [AFRO], songs: [["Excess Love"]] },
  { artist: "Dunsin Oyekan", styles: [AFRO], songs: [["Fragrance to Fire"]] },
];
