// A trained reader's weights and readings: a softmax regression (the topic classifier's learner and
// file format, src/scripture/topic-classifier-model.ts) whose classes are situations of the bank or
// teaching themes by id, loaded from its file on first use. The week's situation reader
// (situation-reader.ts) and the study's theme reader (study-reader.ts) are two of them.
import { readFileSync } from "node:fs";
import { deserialiseTopicModel, topicFeatures, topicProbabilities, type TopicModel } from "../../scripture/topic-classifier-model.js";
import { countedWords } from "../../scripture/topics.js";
import type { Situation } from "../material/situation-types.js";
import { RecentAnswers } from "../../scripture/recent-answers.js";

export interface TrainedReading {
  /** The likeliest class: a situation, or a class that names none (a broad label such as growth). */
  situation: Situation | undefined;
  probability: number;
}

export class TrainedReader {
  private model: TopicModel | undefined;
  private classIds: ReadonlySet<string> | undefined;
  // A text is often read again (a thread for the week, each reply, each follow-up): the last few readings are kept.
  private readonly recent = new RecentAnswers<string, TrainedReading>(64);

  /** `classes`: what each class id names (an id it lacks names nothing). */
  constructor(
    private readonly file: string,
    private readonly classes: ReadonlyMap<string, Situation>,
  ) {}

  private loaded(): TopicModel {
    return (this.model ??= deserialiseTopicModel(readFileSync(this.file)));
  }

  /** Replaces the shipped weights (a leave-one-set-out model, trained without the set it reads); none: the shipped file. */
  use(m: TopicModel | undefined): void {
    this.model = m;
    this.classIds = undefined;
    this.recent.clear();
  }

  /** Loads the weights now, so the first reading does not wait. */
  warm(): void {
    this.loaded();
  }

  /** Whether the reader has a class for this situation (it can name it, so it has learnt what it is not). */
  hasClassFor(situation: Situation): boolean {
    return (this.classIds ??= new Set(this.loaded().topics)).has(situation.id);
  }

  /** The likeliest class for a text and its probability. */
  readingOf(text: string): TrainedReading {
    return this.recent.get(text, () => {
      const m = this.loaded();
      const p = topicProbabilities(m, topicFeatures(text, countedWords(text), m));
      let best = 0;
      for (let k = 1; k < p.length; k++) if (p[k] > p[best]) best = k;
      return { situation: this.classes.get(m.topics[best]), probability: p[best] };
    });
  }
}
