import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { g2MeasureGenerators } from './g2-measure.ts';
import { type Expectation, comparison, equalsNumber, equalsText, ints, listIn, match, problemOf } from './verify.test-support.ts';

function classifyCount(v: GeneratedExercise): Expectation {
  const items = listIn(v.prompt, '有这些图形');
  const [by, key] = match(v.prompt, /按(颜色|形状)分，(.+?)有____个/);
  return equalsNumber(items.filter((item) => (by === '颜色' ? item.startsWith(key!) : item.endsWith(`的${key}`))).length);
}

function surveyTable(v: GeneratedExercise): Expectation {
  const counts = new Map([...v.prompt.matchAll(/([^：，]+?) (\d+) 人/g)].map((m) => [m[1]!, Number(m[2])]));
  if (v.kind === 'single') {
    const values = [...counts.values()];
    const target = v.prompt.includes('最多') ? Math.max(...values) : Math.min(...values);
    return { isRight: (option) => counts.get(option) === target };
  }
  if (v.prompt.includes('一共调查')) return equalsNumber([...counts.values()].reduce((s, n) => s + n, 0));
  const [x, y] = match(v.prompt, /。最喜欢(.+?)的比最喜欢(.+?)的多/);
  return equalsNumber(counts.get(x!)! - counts.get(y!)!);
}

function layered(v: GeneratedExercise): Expectation {
  const groups = [...v.prompt.matchAll(/(红色|黄色|蓝色)的(圆|三角形|正方形) (\d+) 个/g)].map((m) => ({
    colour: m[1]!,
    shape: m[2]!,
    n: Number(m[3]),
  }));
  const key = match(v.prompt, /。(.+?)(?:的图形)?一共有____个/)[0]!;
  return equalsNumber(groups.filter((g) => g.colour === key || g.shape === key).reduce((s, g) => s + g.n, 0));
}

/** Directions as compass bearings: 北 0°, 东 90°, 南 180°, 西 270°. */
const bearing: Record<string, number> = { 北: 0, 东: 90, 南: 180, 西: 270 };
const named = (degrees: number) => Object.keys(bearing).find((d) => bearing[d] === ((degrees % 360) + 360) % 360)!;
const turn: Record<string, number> = { 前面: 0, 右边: 90, 后面: 180, 左边: -90 };

function compass(v: GeneratedExercise): Expectation {
  const facing = /面向(.)站好，你的(左边|右边|后面)是/.exec(v.prompt);
  if (facing) return equalsText(named(bearing[facing[1]!]! + turn[facing[2]!]!));
  const sun = /面向太阳站好，你的(前面|后面|左边|右边)是(.)。/.exec(v.prompt);
  if (sun) return { truth: named(bearing['东']! + turn[sun[1]!]!) === sun[2] };
  const opposite = /^(.)的相对方向是/.exec(v.prompt);
  if (opposite) return equalsText(named(bearing[opposite[1]!]! + 180));
  const [d] = match(v.prompt, /的(.)面，那么/);
  return equalsText(named(bearing[d!]! + 180));
}

function route(v: GeneratedExercise): Expectation {
  const [d1, a, first, d2, b] = match(v.prompt, /先向(.)走 (\d+) 米到(.+?)，再向(.)走 (\d+) 米到/);
  expect(Math.abs(bearing[d1!]! - bearing[d2!]!) % 180, 'the second leg turns a corner').toBe(90);
  if (v.prompt.includes('一共走了')) return equalsNumber(Number(a) + Number(b));
  if (v.prompt.includes(`${first}在校门的`)) return equalsText(d1!);
  return equalsText(named(bearing[d2!]! + 180));
}

function ruler(v: GeneratedExercise): Expectation {
  const [start, end, claimed] = ints(v.prompt);
  if (v.kind === 'truefalse') return { truth: claimed === end! - start! };
  return equalsNumber(end! - start!);
}

const units: Record<string, string> = {
  一支铅笔长约: '厘米',
  一块橡皮长约: '厘米',
  数学书长约: '厘米',
  课桌高约: '厘米',
  小明的身高约: '厘米',
  黑板长约: '米',
  教室的门高约: '米',
  一棵大树高约: '米',
  旗杆高约: '米',
  一张床长约: '米',
  一根跳绳长约: '米',
  一枚一元硬币的宽约: '厘米',
};

function meters(v: GeneratedExercise): Expectation {
  const n = ints(v.prompt);
  if (/^\d+ 米 = ____厘米$/.test(v.prompt)) return equalsNumber(n[0]! * 100);
  if (/^\d+ 厘米 = ____米$/.test(v.prompt)) return equalsNumber(n[0]! / 100);
  if (v.prompt.startsWith('1 米 − ')) return equalsNumber(100 - n[1]!);
  const [left, right] = match(v.prompt, /：1 米 ____ (\d+) 厘米$/);
  return comparison(`填上“>”“<”或“=”：100 ____ ${left ?? right}`)!;
}

const segmentTruths: Record<string, boolean> = {
  '线段有两个端点。': true,
  '线段是直直的。': true,
  '线段可以量出长度。': true,
  '线段可以无限延长。': false,
  '线段是弯弯的线。': false,
  '线段只有一个端点。': false,
};

function segments(v: GeneratedExercise): Expectation {
  if (v.kind === 'truefalse') return { truth: segmentTruths[v.prompt.slice('判断：'.length)]! };
  const n = ints(v.prompt)[0]!;
  if (v.prompt.includes('个点')) return equalsNumber((n * (n - 1)) / 2);
  const sides = { 三角形: 3, 长方形: 4, 正方形: 4, 五边形: 5, 六边形: 6 }[match(v.prompt, /个(.+?)，/)[0] as '三角形'];
  return equalsNumber(n * sides);
}

function lengthWord(v: GeneratedExercise): Expectation {
  const n = ints(v.prompt);
  if (v.prompt.includes('彩带长 1 米')) return equalsNumber(100 - n[1]!);
  if (v.prompt.includes('剪去')) return equalsNumber(n[0]! - n[1]!);
  return equalsNumber(n[0]! + n[1]!);
}

function bodyRuler(v: GeneratedExercise): Expectation {
  const n = ints(v.prompt);
  if (v.prompt.includes('一步约长 50 厘米')) return equalsNumber((50 * n[1]!) / 100);
  return equalsNumber(n[0]! * n[1]!);
}

const verifiers: Record<string, (v: GeneratedExercise) => Expectation> = {
  'm2-classify-count': classifyCount,
  'm2-classify-table': surveyTable,
  'm2-classify-layers': layered,
  'm2-directions': compass,
  'm2-campus-route': route,
  'm2-ruler-cm': ruler,
  'm2-length-unit': (v) => equalsText(units[match(v.prompt, /：(.+?) \d+____/)[0]!]!),
  'm2-meter-convert': meters,
  'm2-segments': segments,
  'm2-length-word': lengthWord,
  'm2-body-ruler': bodyRuler,
};

describe('二年级上册 分类、方向和长度 generators', () => {
  it.each(Object.keys(g2MeasureGenerators))(
    '%s: valid variants whose answers a second computation confirms',
    (id) => {
      const verify = verifiers[id];
      expect(verify, `${id} has an independent check`).toBeDefined();
      for (const variant of checkGenerator(id, g2MeasureGenerators[id]!)) expect(problemOf(variant, verify!(variant))).toBeUndefined();
    },
    60_000,
  );
});
