import { type LibraryPassage, shorten } from './retrieval.ts';

/** A passage's text is cut here: enough to answer from, without one long lesson crowding out the others. */
const MAX_PASSAGE_CHARS = 900;

const cut = (text: string) => shorten(text, MAX_PASSAGE_CHARS);

/** Where a passage sits in the library: “数学 · 初二 · 勾股定理”. */
export const placeOf = (passage: LibraryPassage) => `${passage.subject} · ${passage.grade} · ${passage.unitTitle}`;

/** The heading and text of a passage, as the tutor quotes it. */
export function passageText(passage: LibraryPassage): { heading: string; body: string } {
  switch (passage.kind) {
    case 'lesson': {
      const examples = passage.examples.flatMap((example) => [
        `例题：${example.problem}`,
        ...example.steps.map((step, i) => `${i + 1}. ${step}`),
      ]);
      return { heading: `讲解《${passage.title}》（${placeOf(passage)}）`, body: cut([...passage.paragraphs, ...examples].join('\n')) };
    }
    case 'exercise': {
      const options =
        passage.options.length > 0
          ? [`选项：${passage.options.map((option, i) => `${String.fromCharCode(65 + i)}. ${option}`).join('  ')}`]
          : [];
      const steps = passage.explanation.map((step, i) => `${i + 1}. ${step}`);
      return {
        heading: `练习题（${placeOf(passage)} · 知识点：${passage.knowledgePointTitle}）`,
        body: cut([`题目：${passage.prompt}`, ...options, '讲解：', ...steps].join('\n')),
      };
    }
    case 'knowledge_point':
      return { heading: `知识点「${passage.title}」（${placeOf(passage)}）`, body: `这个知识点在讲解《${passage.lessonTitle}》中学习。` };
  }
}
