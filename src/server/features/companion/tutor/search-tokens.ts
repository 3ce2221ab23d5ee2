/**
 * Search terms for Chinese and English study text: the words Intl.Segmenter finds, plus every pair of adjacent
 * Chinese characters (a question's 斜边 is split 斜|边 by the segmenter while a lesson's 直角三角形 is kept whole; the
 * pairs 斜边, 三角 still meet), plus lower-cased Latin words and numbers. Question words and particles are dropped.
 */

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

const hanOnly = /^\p{Script=Han}+$/u;

/** Words that say how a question is asked, not what it is about. */
const chineseStopWords = new Set([
  ...'的了吗呢吧啊呀么和与及或是在有我你他她它们这那个些把被就都也还又很再请让给对从为讲道题'.split(''),
  ...['怎么', '什么', '为什么', '如何', '怎样', '怎么样', '哪些', '哪个', '是不是', '能不能', '可以', '一下', '请问', '老师'],
  ...['小伴', '讲讲', '讲解', '这道', '道题', '这题', '这个', '那个', '我们', '你们', '他们', '知道', '不会', '不懂', '明白', '告诉'],
]);

const englishStopWords = new Set(
  'a an the is are was were be been am do does did i you he she it we they me my your what when where which who why how to of in on at for and or not can could should would will this that these those there with'.split(
    ' ',
  ),
);

const isStopWord = (term: string) => chineseStopWords.has(term) || englishStopWords.has(term);

export type WeightedTerm = { term: string; weight: number };

const pairsOf = (text: string): string[] => {
  const characters = [...text];
  return characters.slice(1).map((character, i) => `${characters[i]}${character}`);
};

/**
 * The search terms of a text, in order, with repeats (BM25 counts them), each with the weight a query gives it.
 * Each word of the question weighs about the same: a long word's pairs share half its weight (三角形 is not worth
 * three times 比喻); a lone character and a pair across two words (斜|边 → 斜边) weigh half a word.
 */
export function weightedTerms(text: string): WeightedTerm[] {
  const terms: WeightedTerm[] = [];
  // Runs of adjacent Chinese words, cut at question words: 斜|边 gives 斜边, but 定理|怎么|用 gives no 理怎.
  let run: string[] = [];
  const endRun = () => {
    run.forEach((word, i) => {
      const inner = pairsOf(word);
      const share = inner.length > 1 ? 0.5 / inner.length : 1;
      for (const pair of inner.length > 1 ? inner : []) terms.push({ term: pair, weight: share });
      const next = run[i + 1];
      if (next) terms.push({ term: `${[...word].at(-1)}${[...next][0]}`, weight: 0.5 });
    });
    run = [];
  };
  for (const { segment, isWordLike } of segmenter.segment(text.normalize('NFKC').toLowerCase())) {
    const kept = isWordLike && !isStopWord(segment);
    const isHan = hanOnly.test(segment);
    if (kept && (isHan || segment.length > 1 || /\d/.test(segment))) {
      // A lone character (求, 边) says little; a long word gives half its weight to its pairs.
      terms.push({ term: segment, weight: isHan && [...segment].length !== 2 ? 0.5 : 1 });
    }
    if (kept && isHan) run.push(segment);
    else endRun();
  }
  endRun();
  return terms;
}

/** The search terms of a text (see weightedTerms). */
export const searchTerms = (text: string): string[] => weightedTerms(text).map(({ term }) => term);
