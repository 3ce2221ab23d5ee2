import { cross, dot, evaluate, subtract } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { numbersIn, parseNumber, rightText, toMathjs } from './check-helpers.ts';
import { solidGeometryGenerators } from './solid-geometry.ts';

type V = number[];
/** The cube with edge 2 and its centre at the origin: a different frame from the generators'. */
const corner = (name: string): V => {
  const base: Record<string, V> = { A: [-1, -1], B: [1, -1], C: [1, 1], D: [-1, 1] };
  const [x = 0, y = 0] = base[name[0] ?? ''] ?? [];
  return [x, y, name.includes('₁') ? 1 : -1];
};
const pointsOf = (text: string) => (text.match(/[A-D]₁?/g) ?? []).map(corner);
const zero = (v: V) => v.every((x) => Math.abs(x) < 1e-9);
const normal = (text: string) => {
  const [p = [], q = [], r = []] = pointsOf(text);
  return { p, n: cross(subtract(q, p), subtract(r, p)) as V };
};
const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;
const answer = (e: GeneratedExercise) => parseNumber(rightText(e));

const verify: Record<string, (exercise: GeneratedExercise) => void> = {
  'm10-polyhedron-count': (e) => {
    const names = ['三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
    const n = 3 + names.indexOf(/一个(.+?)棱/.exec(e.prompt)?.[1] ?? '');
    // faces and vertices counted directly, edges by Euler's formula V − E + F = 2
    const pyramid = e.prompt.includes('棱锥');
    const F = pyramid ? n + 1 : n + 2;
    const vertices = pyramid ? n + 1 : 2 * n;
    const E = vertices + F - 2;
    const want = e.prompt.includes('个面') ? F : e.prompt.includes('顶点') ? vertices : E;
    expect(answer(e)).toBe(want);
  },
  'm10-oblique-drawing': (e) => {
    const [a = 0, b = 0] = numbersIn(e.prompt.replace(/[xy]′/g, ''));
    if (e.prompt.includes('原矩形的面积')) expect(answer(e)).toBe(a * 2 * b);
    else expect(answer(e)).toBe(e.prompt.includes('与 x′ 轴平行的边长为 ____') ? a : b / 2);
  },
  'm10-prism-pyramid-volume': (e) => {
    const [a = 0, b = 0, c = 0] = numbersIn(e.prompt);
    const want = e.prompt.includes('长方体')
      ? 2 * (a * b + b * c + a * c)
      : e.prompt.includes('直三棱柱')
        ? (a * b * c) / 2
        : e.prompt.includes('正四棱锥')
          ? (a * a * b) / 3
          : // a frustum is a big pyramid minus a small one; their heights are in the ratio of the sides
            (b * b * ((b * c) / (b - a))) / 3 - (a * a * ((a * c) / (b - a))) / 3;
    expect(Math.abs(answer(e) - want) < 1e-6).toBe(true);
  },
  'm10-round-solid-measure': (e) => {
    const [r = 0, h = 0] = numbersIn(e.prompt);
    const value = evaluate(toMathjs(rightText(e)).replace(/(\d)pi/g, '$1*pi')) as number;
    const want = e.prompt.includes('圆柱的体积')
      ? Math.PI * r * r * h
      : e.prompt.includes('圆柱的表面积')
        ? 2 * Math.PI * r * (r + h)
        : e.prompt.includes('圆锥')
          ? (Math.PI * r * r * h) / 3
          : e.prompt.includes('表面积')
            ? 4 * Math.PI * r * r
            : (4 / 3) * Math.PI * r ** 3;
    expect(Math.abs(value - want) < 1e-6).toBe(true);
  },
  'm10-points-planes-count': (e) => {
    const [n = 0] = numbersIn(e.prompt);
    const items = Array.from({ length: n }, (_, i) => i);
    const pairs = items.flatMap((i) => items.filter((j) => j > i)).length;
    const triples = items.flatMap((i) => items.flatMap((j) => items.filter((k) => j > i && k > j))).length;
    expect(answer(e)).toBe(e.prompt.includes('每三个点') ? triples : pairs);
  },
  'm10-cube-line-relation': (e) => {
    const [, l1 = '', l2 = ''] = /直线 (\S+) 与直线 (\S+) 的/.exec(e.prompt) ?? [];
    const [a = [], b = []] = pointsOf(l1);
    const [c = [], d = []] = pointsOf(l2);
    const u = subtract(b, a);
    const v = subtract(d, c);
    const uv = cross(u, v) as V;
    const want = zero(uv) ? '平行' : near(dot(subtract(c, a), uv), 0) ? '相交' : '异面';
    expect(zero(uv) && zero(cross(u, subtract(c, a)) as V)).toBe(false);
    expect(rightText(e)).toBe(want);
  },
  'm10-cube-line-plane': (e) => {
    const [, line = '', plane = ''] = /直线 (\S+) 与平面 (\S+) 的/.exec(e.prompt) ?? [];
    const [a = [], b = []] = pointsOf(line);
    const { p, n } = normal(plane);
    const u = subtract(b, a);
    const inside = near(dot(subtract(a, p), n), 0) && near(dot(subtract(b, p), n), 0);
    const want = inside ? '直线在平面内' : near(dot(u, n), 0) ? '平行' : zero(cross(u, n) as V) ? '垂直' : '相交但不垂直';
    expect(rightText(e)).toBe(want);
  },
  'm10-cube-plane-relation': (e) => {
    const [, first = '', second = ''] = /平面 (\S+) 与平面 (\S+) 的/.exec(e.prompt) ?? [];
    const m = normal(first).n;
    const n = normal(second).n;
    expect(rightText(e)).toBe(zero(cross(m, n) as V) ? '平行' : near(dot(m, n), 0) ? '垂直' : '相交但不垂直');
  },
};

describe('必修第二册 立体几何初步 generators', () => {
  it('has a second check for every generator', () =>
    expect(Object.keys(verify).sort()).toEqual(Object.keys(solidGeometryGenerators).sort()));
  for (const [id, generator] of Object.entries(solidGeometryGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verify[id]?.(exercise);
    });
  }
});
