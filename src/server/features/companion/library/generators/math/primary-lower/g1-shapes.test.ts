import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { g1ShapeGenerators } from './g1-shapes.ts';
import { type Expectation, equalsNumber, equalsText, ints, match, problemOf } from './verify.test-support.ts';

/** What each object is, written again here (not imported), so a slip in the generator's table shows. */
const shapeOf: Record<string, string> = {
  牙膏盒: '长方体',
  砖块: '长方体',
  鞋盒: '长方体',
  冰箱: '长方体',
  字典: '长方体',
  粉笔盒: '长方体',
  魔方: '正方体',
  骰子: '正方体',
  正方体积木: '正方体',
  易拉罐: '圆柱',
  茶叶罐: '圆柱',
  薯片筒: '圆柱',
  圆木桩: '圆柱',
  胶棒: '圆柱',
  篮球: '球',
  乒乓球: '球',
  地球仪: '球',
  足球: '球',
  玻璃弹珠: '球',
  数学书的封面: '长方形',
  黑板的面: '长方形',
  教室的门: '长方形',
  一张正方形便利贴: '正方形',
  魔方的一个面: '正方形',
  红领巾: '三角形',
  三角尺: '三角形',
  一元硬币的面: '圆',
  钟面: '圆',
  光盘: '圆',
  '把正方体的一个面印在纸上，印出的图形': '正方形',
  '把圆柱的底面印在纸上，印出的图形': '圆',
  '把牙膏盒最大的面印在纸上，印出的图形': '长方形',
};

/** The shape a description gives, by its tell-tale words. */
function shapeByTraits(text: string): string {
  if (text.includes('3 条')) return '三角形';
  if (text.includes('弯弯')) return '圆';
  if (text.includes('斜斜')) return '平行四边形';
  if (text.includes('4 条边都一样长')) return '正方形';
  if (text.includes('长边比短边长')) return '长方形';
  if (text.includes('每个面都是一样大的正方形') || text.includes('从哪个面看都一样大')) return '正方体';
  if (text.includes('没有平平的面') || text.includes('从哪个方向看都是圆的')) return '球';
  if (text.includes('一样大的圆') || text.includes('上下一样粗')) return '圆柱';
  if (text.includes('相对的面一样大') || text.includes('不是每个面都一样大')) return '长方体';
  throw new Error(`no shape for ${text}`);
}

function identify(v: GeneratedExercise): Expectation {
  if (v.kind === 'multiple') {
    const solid = match(v.prompt, /形状是(.+)的有/)[0]!;
    return { isRight: (option) => shapeOf[option] === solid };
  }
  if (v.kind === 'truefalse') {
    const [object, claimed] = match(v.prompt, /^判断：(.+?)(?:的形状)?是([^是]+)。$/);
    return { truth: shapeOf[object!] === claimed };
  }
  const described = /^一个(?:立体)?图形(.+)，它是/.exec(v.prompt);
  if (described) return equalsText(shapeByTraits(described[1]!));
  const object = match(v.prompt, /^(.+?)(?:的形状)?是（\u3000）。$/)[0]!;
  return equalsText(shapeOf[object]!);
}

function solidCount(v: GeneratedExercise): Expectation {
  const [solid, list] = match(v.prompt, /形状是(.+)的有____个：(.+)。$/);
  return equalsNumber(list!.split('、').filter((object) => shapeOf[object] === solid).length);
}

function cubes(v: GeneratedExercise): Expectation {
  const numbers = ints(v.prompt);
  const [a, layers] = [numbers[0]!, numbers.at(-1)!];
  if (v.prompt.includes('台阶')) {
    let total = 0;
    for (let k = 0; k < layers; k++) total += a - k;
    return equalsNumber(total);
  }
  return equalsNumber(a * layers);
}

const sideCount: Record<string, number> = { 长方形: 4, 正方形: 4, 三角形: 3, 平行四边形: 4 };

function planeCount(v: GeneratedExercise): Expectation {
  const parts = [...v.prompt.matchAll(/(\d+) 个(长方形|正方形|三角形|平行四边形)/g)];
  return equalsNumber(parts.reduce((sum, part) => sum + Number(part[1]) * sideCount[part[2]!]!, 0));
}

function marks(v: GeneratedExercise): Expectation {
  const [row, name] = match(v.prompt, /数一数：(.+)\u3000其中(.+)有____个/);
  const mark = { 三角形: '△', 正方形: '□', 圆: '○', 平行四边形: '▱' }[name!]!;
  return equalsNumber(row!.split(' ').filter((m) => m === mark).length);
}

function tangram(v: GeneratedExercise): Expectation {
  const numbers = ints(v.prompt);
  if (v.prompt.includes('用两副七巧板')) return equalsNumber(numbers[0]! + numbers[1]! + numbers[2]!);
  if (v.prompt.includes('用掉了')) return equalsNumber(5 - numbers[4]!);
  const [sets, piece] = match(v.prompt, /(\d+) 副七巧板一共有____块(.+)。$/);
  return equalsNumber(Number(sets) * { 三角形: 5, 正方形: 1, 平行四边形: 1, 板: 7 }[piece!]!);
}

const verifiers: Record<string, (v: GeneratedExercise) => Expectation> = {
  'm1-solid-identify': identify,
  'm1-solid-count': solidCount,
  'm1-cube-stack': cubes,
  'm1-plane-identify': identify,
  'm1-plane-count': planeCount,
  'm1-shape-marks': marks,
  'm1-tangram': tangram,
};

describe('一年级 图形 generators', () => {
  it.each(Object.keys(g1ShapeGenerators))(
    '%s: valid variants whose answers a second computation confirms',
    (id) => {
      const verify = verifiers[id];
      expect(verify, `${id} has an independent check`).toBeDefined();
      for (const variant of checkGenerator(id, g1ShapeGenerators[id]!)) expect(problemOf(variant, verify!(variant))).toBeUndefined();
    },
    60_000,
  );
});
