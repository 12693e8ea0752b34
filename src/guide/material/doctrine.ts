// The doctrine each topic rests on, for the Theological voice and the study plans.

export type Doctrine = "providence" | "presence" | "grace" | "reconciliation" | "sanctification" | "hope" | "sabbath";

const TOPIC_DOCTRINE: Record<string, Doctrine> = {
  anxiety: "providence",
  fear: "providence",
  trust: "providence",
  decisions: "providence",
  patience: "providence",
  work: "providence",
  money: "providence",
  change: "providence",
  purpose: "providence",
  courage: "providence",
  loneliness: "presence",
  sadness: "presence",
  health: "presence",
  strength: "presence",
  general: "presence",
  grief: "hope",
  mortality: "hope",
  suffering: "hope",
  injustice: "hope",
  hope: "hope",
  guilt: "grace",
  self_worth: "grace",
  salvation: "grace",
  failure: "grace",
  temptation: "grace",
  addiction: "grace",
  pride: "grace",
  // Doubt is mostly pain's question ("why would a loving God let my boy have cancer?"): God with
  // us in it, not justification (grace until session 33).
  doubt: "presence",
  forgiveness: "reconciliation",
  conflict: "reconciliation",
  betrayal: "reconciliation",
  marriage: "reconciliation",
  family: "reconciliation",
  friendship: "reconciliation",
  anger: "reconciliation",
  faith_growth: "sanctification",
  prayer: "sanctification",
  jealousy: "sanctification",
  contentment: "sanctification",
  generosity: "sanctification",
  love: "sanctification",
  singleness: "sanctification",
  parenting: "sanctification",
  rest: "sabbath",
  stress: "sabbath",
  peace: "sabbath",
  joy: "sabbath",
  gratitude: "sabbath",
};

export function doctrineOf(topicId: string): Doctrine {
  return TOPIC_DOCTRINE[topicId] ?? "presence";
}

// Doctrines that call to action (forgive, grow) wait for another day when someone is hurting: a
// reply or a week for someone freshly betrayed does not teach "our forgiving and peacemaking".
const HURTING_DOCTRINE: Partial<Record<Doctrine, Doctrine>> = { reconciliation: "presence", sanctification: "presence" };

/** The doctrine taught beside a topic to this reader: a hurting one is given God's presence for a call to act. */
export function doctrineFor(topicId: string, hurting: boolean): Doctrine {
  const taught = doctrineOf(topicId);
  return hurting ? (HURTING_DOCTRINE[taught] ?? taught) : taught;
}

export const DOCTRINE_NOTES: Record<Doctrine, string> = {
  providence:
    "Behind this stands the doctrine of providence: God does not merely know the future, He governs it with fatherly care, so that nothing reaches you apart from His wise and loving will (Matthew 10:29-31). Providence does not remove our responsibility to act; it frees us to act without the crushing weight of having to control outcomes.",
  presence:
    "Behind this stands the promise at the heart of the Incarnation: Immanuel, God with us. Because the Son took on flesh and knew hunger, sorrow and abandonment, God's nearness is not an idea but a person who has entered our condition and who sends His Spirit to dwell with His people.",
  grace:
    "Behind this stands the doctrine of justification by grace through faith: our standing before God rests on Christ's finished work, not on our record (Ephesians 2:8-9). Grace is both pardon and power; the God who declares us righteous also begins to make us new.",
  reconciliation:
    "Behind this stands the doctrine of reconciliation: in Christ, God has made peace with us while we were still His enemies (Romans 5:10), and He entrusts to His people the same ministry of reconciliation. Our forgiving and peacemaking are a reflection of the vertical peace we have already received.",
  sanctification:
    "Behind this stands the doctrine of sanctification: the Spirit's lifelong work of forming Christ in us. It is neither passive nor self-made; we 'work out' our salvation because God is at work in us, both to will and to work for His good pleasure (Philippians 2:12-13).",
  hope: "Behind this stands Christian eschatology, the 'already and not yet': Christ's resurrection has already begun the new creation, yet its fullness is still to come. Grief and injustice are real, but they are not final; they are set within a story that ends in the wiping away of every tear (Revelation 21:4).",
  sabbath:
    "Behind this stands the theology of Sabbath: rest is woven into creation itself and fulfilled in Christ, who offers rest to the soul (Hebrews 4:9-10). To rest, to give thanks and to rejoice is to confess that the world is upheld by God and not by our striving.",
};

/** A one-line setting of each book, for the Theological voice. Keyed by OSIS id. */
export const BOOK_SETTINGS: Record<string, string> = {
  Gen: "Genesis, the book of beginnings, traces God's covenant promises through fragile and flawed families",
  Exod: "Exodus tells of God rescuing His people from slavery and binding Himself to them in covenant",
  Num: "Numbers follows Israel through the wilderness, where God's presence and provision sustained a wandering people",
  Deut: "Deuteronomy records Moses' final sermons to Israel on the edge of the promised land",
  Josh: "Joshua opens as Israel faces a new land and a new leader after Moses' death",
  Ruth: "Ruth is a story of loss, loyalty and quiet providence in the days of the judges",
  "1Sam": "1 Samuel tells of Israel's first kings and of the deep friendship between David and Jonathan",
  Neh: "Nehemiah records the rebuilding of Jerusalem's walls and the renewal of a weary people",
  Esth: "Esther shows God's hidden providence preserving His people in exile, though His name is never mentioned",
  Job: "Job wrestles honestly with innocent suffering and ends with an encounter with God Himself",
  Ps: "The Psalms are Israel's prayer book, giving voice to every human emotion before God, from lament to praise",
  Prov: "Proverbs gathers practical wisdom for ordinary life, rooted in the fear of the Lord",
  Eccl: "Ecclesiastes looks unflinchingly at life 'under the sun' and finds meaning only in God",
  Isa: "Isaiah speaks to a people facing exile, holding together judgement and breathtaking promises of comfort",
  Jer: "Jeremiah, the weeping prophet, ministered as Jerusalem fell and spoke hope to exiles in Babylon",
  Lam: "Lamentations is a poem of grief over ruined Jerusalem, with a bright confession of God's mercy at its centre",
  Amos: "Amos confronted a prosperous Israel that had forgotten justice for the poor",
  Mic: "Micah, a prophet from the countryside, called both rulers and people back to justice, mercy and humility",
  Nah: "Nahum announced the fall of Nineveh and God's goodness as a refuge for those who trust Him",
  Hab: "Habakkuk argues honestly with God about evil and ends in defiant joy",
  Zeph: "Zephaniah moves from warning to a tender picture of God rejoicing over His people with singing",
  Mal: "Malachi, the last of the prophets, called a disillusioned community back to wholehearted faithfulness",
  Matt: "Matthew presents Jesus as the promised King and gathers His teaching, including the Sermon on the Mount",
  Mark: "Mark, the briskest Gospel, shows Jesus as the suffering Servant who acts with authority and compassion",
  Luke: "Luke, a physician, writes with special attention to the poor, the outsider and the prayer life of Jesus",
  John: "John's Gospel was written 'that you may believe', and lingers on Jesus' intimate words to His disciples",
  Acts: "Acts tells how the Spirit-filled church carried the gospel from Jerusalem outward",
  Rom: "Romans is Paul's fullest explanation of the gospel, moving from grace to life in the Spirit",
  "1Cor": "1 Corinthians was written to a gifted but divided church, calling it back to love and the cross",
  "2Cor": "2 Corinthians is Paul's most personal letter, where he speaks openly of weakness and God's sufficient grace",
  Gal: "Galatians is Paul's passionate defence of freedom in Christ against earning God's favour",
  Eph: "Ephesians celebrates the believer's new identity in Christ and the unity of His body",
  Phil: "Philippians, written by Paul from prison, is strikingly full of joy and peace",
  Col: "Colossians exalts the supremacy of Christ and shows how it reshapes everyday relationships",
  "1Thess": "1 Thessalonians encouraged a young, persecuted church about grief, hope and daily faithfulness",
  "2Thess": "2 Thessalonians steadied a church unsettled about the future",
  "1Tim": "1 Timothy is Paul's counsel to a young pastor about faith, contentment and the life of the church",
  "2Tim": "2 Timothy, Paul's last letter, urges his son in the faith to courage and endurance",
  Titus: "Titus sets out how the grace of God trains believers for godly living",
  Heb: "Hebrews was written to weary believers tempted to turn back, pointing them to Jesus, the great High Priest",
  Jas: "James, the practical letter, insists that real faith shows itself in trials, speech and deeds",
  "1Pet": "1 Peter was written to scattered, suffering Christians, calling them to hope and humble endurance",
  "2Pet": "2 Peter urges believers to keep growing in grace and knowledge until Christ returns",
  "1John": "1 John assures believers of God's love and of their standing as His children",
  "3John": "3 John is a short, warm letter to a faithful friend",
  Jude: "Jude is a brief, urgent letter calling believers to keep themselves in God's love",
  Rev: "Revelation, written to persecuted churches, unveils the risen Christ and the new creation to come",
};

export function bookSetting(osisBook: string): string {
  return BOOK_SETTINGS[osisBook] ?? "This passage belongs to the one story of God's faithfulness that runs through all of scripture";
}
