// How the guide respects a member's tradition: who they might talk to, how prayers close and
// which practices of their tradition fit a topic. Nothing here ranks one tradition over another.
import type { Doctrine } from "./doctrine.js";

interface Tradition {
  /** Who the member might speak with. */
  leader: string;
  closing: string;
  /** An optional practice of the tradition that fits a kind of topic. */
  practices: Partial<Record<Doctrine, string>>;
}

const EVANGELICAL_CLOSING = "In Jesus' name, Amen.";

const TRADITIONS: Record<string, Tradition> = {
  Catholic: {
    leader: "a priest",
    closing: "Through Christ our Lord. Amen.",
    practices: {
      grace: "The Sacrament of Reconciliation is a place to hear the words of absolution spoken over you personally.",
      presence:
        "Consider spending a quiet while before the Blessed Sacrament, or receiving the Eucharist this week as strength for the road.",
      sanctification: "The Church's daily prayer, the Liturgy of the Hours, or a decade of the Rosary can give your days a steady rhythm.",
      hope: "The Church prays for and with those who have gone before us; you might ask for a Mass to be offered for the one you miss.",
    },
  },
  Orthodox: {
    leader: "your priest or spiritual father",
    closing: "Through the prayers of our holy fathers, Lord Jesus Christ, our God, have mercy on us and save us. Amen.",
    practices: {
      grace: "Holy Confession is a gift for exactly this; your priest can help you receive forgiveness as healing.",
      providence:
        "The Jesus Prayer, 'Lord Jesus Christ, Son of God, have mercy on me', said slowly with the breath, can steady an anxious heart.",
      hope: "The memorial prayers of the Church hold the departed before God with hope in the Resurrection.",
    },
  },
  "Anglican/Episcopal": {
    leader: "your priest",
    closing: "Through Jesus Christ our Lord. Amen.",
    practices: {
      sabbath: "Praying Compline from the Book of Common Prayer at night is a gentle way to hand the day back to God.",
      grace: "The general confession and absolution, or a private confession with your priest, can help you receive forgiveness.",
      sanctification: "The daily offices of Morning and Evening Prayer offer a steady rhythm of psalms and scripture.",
    },
  },
  Lutheran: {
    leader: "your pastor",
    closing: "Through Jesus Christ, your Son, our Lord. Amen.",
    practices: {
      grace: "Luther's comfort in hard moments was to say, 'I am baptized'; God's promise to you in baptism stands firm.",
      presence: "Receiving the Lord's Supper is God's tangible promise that Christ is for you and with you.",
    },
  },
  Methodist: {
    leader: "your pastor",
    closing: EVANGELICAL_CLOSING,
    practices: {
      sanctification:
        "John Wesley called prayer, scripture and the Lord's Supper 'means of grace'; a small accountability group can help you keep them.",
      grace: "Wesley spoke of his heart being 'strangely warmed' by assurance of forgiveness; ask God for that assurance.",
    },
  },
  Presbyterian: {
    leader: "your pastor or an elder",
    closing: "In the name of Jesus Christ. Amen.",
    practices: {
      providence:
        "Reformed believers have long found comfort in the first answer of the Heidelberg Catechism: that you belong, body and soul, in life and in death, to your faithful Saviour.",
      sanctification: "Praying the Psalms, as the Reformed tradition has long done, gives words to every season of the heart.",
    },
  },
  Baptist: {
    leader: "your pastor",
    closing: EVANGELICAL_CLOSING,
    practices: {
      sanctification: "Memorising a verse this week and sharing it with your small group can root it deep.",
      reconciliation: "The fellowship of your local church is a place to practise forgiveness and receive encouragement.",
    },
  },
  Pentecostal: {
    leader: "your pastor",
    closing: "In the mighty name of Jesus, Amen.",
    practices: {
      presence: "Ask the Holy Spirit, the Comforter, to fill you afresh, and let the elders lay hands on you and pray.",
      providence: "Ask the Holy Spirit to lead you, and pray in the Spirit when words run out (Romans 8:26).",
      grace: "Ask the Holy Spirit to break every chain and to fill the place the old habit held.",
    },
  },
  "Non-denominational": { leader: "your pastor", closing: EVANGELICAL_CLOSING, practices: {} },
  Other: { leader: "a pastor or trusted leader in your faith community", closing: "Amen.", practices: {} },
};

export function traditionOf(denomination: string | null | undefined): Tradition {
  return TRADITIONS[denomination ?? ""] ?? TRADITIONS["Non-denominational"];
}
