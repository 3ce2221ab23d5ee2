import MiniSearch from 'minisearch';
import type { Stage, Subject } from '../../../../contract/catalog.ts';
import type { ChatSource } from '../../../../contract/companion.ts';
import { searchTerms, weightedTerms } from './search-tokens.ts';

type PassageBase = { id: string; title: string; stage: Stage; subject: Subject; grade: string; unitTitle: string; lessonId: string };

/** One searchable piece of the course library, with what the tutor needs to quote it. */
export type LibraryPassage =
  | (PassageBase & { kind: 'lesson'; knowledgePointTitle: string; paragraphs: string[]; examples: { problem: string; steps: string[] }[] })
  | (PassageBase & { kind: 'exercise'; knowledgePointTitle: string; prompt: string; options: string[]; explanation: string[] })
  | (PassageBase & { kind: 'knowledge_point'; lessonTitle: string });

export type RetrievalQuery = {
  text: string;
  stage: Stage;
  /** Passages of this subject rank higher (the subject the question names, or the exercise's). */
  preferSubject?: Subject | null;
  /** Passages not to return (the exercise the question is about is given to the tutor anyway). */
  exclude?: readonly string[];
  /**
   * The exercises that may be returned (those the learner has answered): an exercise's passage holds its answer,
   * so the tutor never hands out the answer of a practice question still ahead. Unset: any exercise.
   */
  answeredExercises?: ReadonlySet<string>;
  limit?: number;
};

const DEFAULT_LIMIT = 4;
/** A passage scoring under this share of the best one adds noise, not help. */
const RELATIVE_CUTOFF = 0.3;
const SUBJECT_BOOST = 2;
/** A lesson explains; an exercise only applies it. On equal words, the explanation helps more. */
const KIND_BOOST: Record<LibraryPassage['kind'], number> = { lesson: 1.5, knowledge_point: 1, exercise: 1 };

const searchable = (passage: LibraryPassage): { id: string; title: string; topic: string; body: string } => {
  switch (passage.kind) {
    case 'lesson':
      return {
        id: passage.id,
        title: passage.title,
        topic: `${passage.knowledgePointTitle} ${passage.unitTitle}`,
        body: [...passage.paragraphs, ...passage.examples.flatMap((example) => [example.problem, ...example.steps])].join('\n'),
      };
    case 'exercise':
      return {
        id: passage.id,
        title: passage.prompt,
        topic: `${passage.knowledgePointTitle} ${passage.unitTitle}`,
        body: [...passage.options, ...passage.explanation].join('\n'),
      };
    case 'knowledge_point':
      return { id: passage.id, title: passage.title, topic: `${passage.unitTitle} ${passage.lessonTitle}`, body: '' };
  }
};

/** A term that says what a question is about: a word or pair of Chinese characters, or a Latin word or number. */
const isTelling = (term: string) => [...term].length >= 2 || !/^\p{Script=Han}$/u.test(term);

/** Which subject a question names, if any; a question written mostly in Latin letters is about English. */
export function subjectNamedIn(text: string): Subject | null {
  if (/数学|算术|计算|几何|方程|函数/.test(text)) return '数学';
  if (/语文|作文|古诗|文言|阅读理解|成语|拼音|汉字/.test(text)) return '语文';
  if (/英语|英文|单词|english|grammar|语法/i.test(text)) return '英语';
  const latin = text.match(/[a-z]/gi)?.length ?? 0;
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  return latin > han ? '英语' : null;
}

export type LibraryIndex = {
  size: number;
  /** The best passages for a question, best first; empty when nothing in the learner's stage is about it. */
  search: (query: RetrievalQuery) => LibraryPassage[];
};

/** A BM25 full-text index over the course library (MiniSearch with our Chinese search terms). */
export function createLibraryIndex(passages: readonly LibraryPassage[]): LibraryIndex {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const index = new MiniSearch<ReturnType<typeof searchable>>({
    fields: ['title', 'topic', 'body'],
    tokenize: searchTerms,
    processTerm: (term) => term,
    searchOptions: { boost: { title: 3, topic: 2, body: 1 }, combineWith: 'OR' },
  });
  index.addAll(passages.map(searchable));

  return {
    size: passages.length,
    search({ text, stage, preferSubject = null, exclude = [], answeredExercises, limit = DEFAULT_LIMIT }) {
      const terms = weightedTerms(text);
      const results = index.search(text, {
        tokenize: () => terms.map(({ term }) => term),
        boostTerm: (_term, i) => terms[i]?.weight ?? 1,
        filter: (result) => {
          const passage = byId.get(String(result.id));
          if (!passage || passage.stage !== stage || exclude.includes(passage.id)) return false;
          if (passage.kind === 'exercise' && answeredExercises && !answeredExercises.has(passage.id)) return false;
          return result.queryTerms.some(isTelling);
        },
        boostDocument: (id) => {
          const passage = byId.get(String(id));
          if (!passage) return 0;
          return KIND_BOOST[passage.kind] * (preferSubject && passage.subject === preferSubject ? SUBJECT_BOOST : 1);
        },
      });
      const best = results[0]?.score ?? 0;
      const found = results
        .filter((result) => result.score >= best * RELATIVE_CUTOFF)
        .flatMap((result) => byId.get(String(result.id)) ?? []);
      // A knowledge point whose own lesson is also found adds nothing the lesson does not say.
      const lessons = new Set(found.filter((passage) => passage.kind === 'lesson').map((passage) => passage.lessonId));
      return found.filter((passage) => passage.kind !== 'knowledge_point' || !lessons.has(passage.lessonId)).slice(0, limit);
    },
  };
}

/** How a passage is shown under the answer. */
export function sourceOf(passage: LibraryPassage): ChatSource {
  const title = passage.kind === 'exercise' ? `练习：${shorten(passage.prompt, 30)}` : passage.title;
  return { kind: passage.kind, id: passage.id, title, lessonId: passage.lessonId };
}

export const shorten = (text: string, length: number) => ([...text].length > length ? `${[...text].slice(0, length).join('')}…` : text);
