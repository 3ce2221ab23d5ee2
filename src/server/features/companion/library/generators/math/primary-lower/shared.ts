import { type ExerciseGenerator, type GeneratedExercise, fill, single, trueFalse } from '../../exercise.ts';
import type { Rng } from '../../rng.ts';

/** Helpers shared by the 一、二年级 generators: how sums are written, asked and explained to a child of 6–8. */

export const gen = (title: string, generate: (rng: Rng) => GeneratedExercise): ExerciseGenerator => ({ title, generate });

/** The item at `index`; a generator's lists are fixed, so a missing item is a bug. */
export function at<T>(items: readonly T[], index: number): T {
  if (index < 0 || index >= items.length) throw new RangeError(`no item ${index} of ${items.length}`);
  return items[index] as T;
}

/** A sum as printed: '8 + 7', '15 − 8', '3 × 4', '12 ÷ 3' (spaces around the signs, the minus sign −). */
export function expr(...parts: (number | '+' | '-' | '×' | '÷')[]): string {
  return parts.map((part) => (part === '-' ? '−' : String(part))).join(' ');
}

/** Wrong answers a child really gives, kept non-negative, different from the right one and from each other. */
export function wrongs(
  right: number,
  likely: readonly number[],
  limit = Infinity,
  spread: readonly number[] = [1, -1, 2, -2, 10, -10, 3],
): number[] {
  const all = [...likely, ...spread.map((step) => right + step)];
  return [...new Set(all.filter((value) => Number.isInteger(value) && value >= 0 && value <= limit && value !== right))];
}

/**
 * A computation asked one of three ways: fill in the result, choose it, or judge a stated result. `shown` is the
 * expression as printed; `steps` explain how to work it out and end with the result; wrong results stay within `limit`
 * (the numbers the grade knows).
 */
export function askResult(
  rng: Rng,
  shown: string,
  result: number,
  likely: readonly number[],
  steps: readonly string[],
  limit = Infinity,
): GeneratedExercise {
  const wrong = wrongs(result, likely, limit);
  const form = rng.int(0, 2);
  if (form === 0) return fill(`计算：${shown} = ____`, [result], steps);
  if (form === 1) return single(rng, `计算 ${shown}，得数是（\u3000）。`, result, wrong, steps);
  const claimed = rng.chance(0.5) ? result : at(wrong, rng.int(0, Math.min(2, wrong.length - 1)));
  const right = claimed === result;
  return trueFalse(`判断：${shown} = ${claimed}。`, right, [
    ...steps,
    right ? `${shown} = ${result}，题中的得数是对的。` : `${shown} = ${result}，不是 ${claimed}，所以题中的得数是错的。`,
  ]);
}

/** The sign between two numbers: '>', '<' or '='. */
export const sign = (left: number, right: number) => (left > right ? '>' : left < right ? '<' : '=');
export const signWords = { '>': '大于', '<': '小于', '=': '等于' } as const;

/** A fill-in asking for >, < or = between two shown sides (numbers or expressions with their values). */
export function askSign(left: { shown: string; value: number }, right: { shown: string; value: number }, steps: readonly string[]) {
  const answer = sign(left.value, right.value);
  return fill(
    `比一比，填上“>”“<”或“=”：${left.shown} ____ ${right.shown}`,
    [answer],
    [...steps, `${left.value} ${signWords[answer]} ${right.value}，所以填“${answer}”。`],
  );
}

const digitWords = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** A whole number from 0 to 9999 as it is read: 3005 → 三千零五, 4060 → 四千零六十, 15 → 十五, 110 → 一百一十. */
export function chineseNumber(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 9999) throw new RangeError(`${value} is not read here`);
  if (value === 0) return '零';
  const units = ['千', '百', '十', ''];
  const digits = String(value).padStart(4, '0').split('').map(Number);
  let text = '';
  let pendingZero = false;
  digits.forEach((digit, i) => {
    if (digit === 0) {
      if (text) pendingZero = true;
      return;
    }
    if (pendingZero) text += '零';
    pendingZero = false;
    text += `${digitWords[digit] ?? ''}${units[i] ?? ''}`;
  });
  return value >= 10 && value < 20 ? text.replace(/^一十/, '十') : text;
}

/** People in word problems. */
export const names = ['小明', '小红', '小华', '小丽', '小刚', '小芳', '乐乐', '丁丁', '亮亮', '兰兰', '明明', '朵朵'] as const;

/** Things to count, with their measure word: 个苹果, 支铅笔… */
export const things = [
  { word: '个', name: '苹果' },
  { word: '个', name: '桃子' },
  { word: '支', name: '铅笔' },
  { word: '本', name: '故事书' },
  { word: '只', name: '小鸡' },
  { word: '朵', name: '花' },
  { word: '条', name: '金鱼' },
  { word: '块', name: '糖' },
  { word: '个', name: '气球' },
  { word: '颗', name: '草莓' },
  { word: '张', name: '贴画' },
  { word: '辆', name: '小汽车' },
] as const;

/** Two different names. */
export function twoNames(rng: Rng): [string, string] {
  const [first, second] = rng.shuffle(names);
  return [first ?? '小明', second ?? '小红'];
}
