import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { coordinateGenerators } from './g7b-coordinates.ts';
import { inequalityGenerators } from './g7b-inequalities.ts';
import { lineGenerators } from './g7b-lines.ts';
import { realNumberGenerators } from './g7b-real-numbers.ts';
import { fullSurveys, sampleSurveys, statisticsGenerators } from './g7b-statistics.ts';
import { systemGenerators } from './g7b-systems.ts';
import { approx, equal, expectValue, grab, normalise, rightText, value, wrongOptions } from './verify.test-support.ts';

/**
 * 七年级下册: every generator through checkGenerator, then each variant's answer worked out a second way from what the
 * prompt prints (angles from the positions of the eight angles, systems by Cramer's rule, inequalities by testing
 * points, statistics from the printed data).
 */
type Check = (exercise: GeneratedExercise) => void;

/** A printed number (integer, decimal or a/b) as a float, without mathjs for the plain cases. */
function n(text: string | undefined): number {
  const plain = normalise(text ?? '');
  const fraction = /^(-?\d+(?:\.\d+)?)(?:\/(\d+))?$/.exec(plain);
  if (fraction) return Number(fraction[1]) / Number(fraction[2] ?? 1);
  return Number(value(plain).valueOf());
}
const numbers = (text: string) => (normalise(text).match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
const truth = (e: GeneratedExercise) => (e.kind === 'truefalse' ? e.answer : undefined);
const rightOptions = (e: GeneratedExercise) => (e.kind === 'multiple' ? e.answer.map((i) => e.options[i] ?? '') : []);
const allOptions = (e: GeneratedExercise) => ('options' in e ? e.options : []);
const fillNumber = (e: GeneratedExercise, expected: number | string) => expectValue(e, value(String(expected)));
const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** Implicit products written out for mathjs: 3x → 3*x, 2(x + 1) → 2*(x + 1). */
function implicit(text: string): string {
  return normalise(text)
    .replace(/(\d|\))\s*([a-z(])/g, '$1*$2')
    .replace(/([a-z])(?=[a-z(])/g, '$1*');
}
const at = (text: string, scope: Record<string, number>) => Number(value(implicit(text), scope).valueOf());

/** The eight angles by position: at line a or b, above or below it, left or right of c. */
const place = (k: number) => ({ line: k <= 4 ? 'a' : 'b', up: [1, 2, 5, 6].includes(k), left: k % 2 === 1 });
function pairName(i: number, j: number): string {
  const [p, q] = [place(i), place(j)];
  if (p.line === q.line) return p.up !== q.up && p.left !== q.left ? '对顶角' : '邻补角';
  if (p.up === q.up && p.left === q.left) return '同位角';
  const between = (x: typeof p) => (x.line === 'a' ? !x.up : x.up);
  if (between(p) && between(q)) return p.left === q.left ? '同旁内角' : '内错角';
  return '其他';
}
/** The angle ∠1 (at a) or ∠5 (at b) from ∠k: the upper-left and the lower-right are equal, the others supplementary. */
const acuteBase = (k: number, size: number) => (place(k).up === place(k).left ? size : 180 - size);
const fromBase = (k: number, base: number) => (place(k).up === place(k).left ? base : 180 - base);

/** Linear coefficients of a printed expression in the given letters, and its constant. */
function coefficients(text: string, letters: string[]): number[] {
  const zero = Object.fromEntries(letters.map((l) => [l, 0]));
  const c0 = at(text, zero);
  return [...letters.map((l) => at(text, { ...zero, [l]: 1 }) - c0), c0];
}
/** Solves a square linear system by Cramer's rule. */
function cramer(matrix: number[][], rhs: number[]): number[] {
  const det = (m: number[][]): number =>
    m.length === 1
      ? (m[0]?.[0] ?? 0)
      : m[0]!.reduce((s, v, j) => s + (j % 2 ? -1 : 1) * v * det(m.slice(1).map((row) => row.filter((_, k) => k !== j))), 0);
  const d = det(matrix);
  return matrix.map((_, j) => det(matrix.map((row, i) => row.map((v, k) => (k === j ? (rhs[i] ?? 0) : v)))) / d + 0);
}
function solveSystem(equations: string[], letters: string[]): number[] {
  const rows = equations.map((eq) => {
    const [l, r] = eq.split('=');
    return coefficients(`(${l}) - (${r})`, letters);
  });
  return cramer(
    rows.map((row) => row.slice(0, letters.length)),
    rows.map((row) => -(row[letters.length] ?? 0)),
  );
}
const parseSolution = (text: string) => numbers(text.replace(/[xy] = /g, ''));

const test = (l: number, s: string, r: number) => (s === '>' ? l > r : s === '<' ? l < r : s === '≥' ? l >= r : l <= r);
/** Whether x satisfies a printed solution set: x > 3, −2 < x ≤ 5, 无解. */
function setOf(set: string): (x: number) => boolean {
  if (set === '无解') return () => false;
  const between = /^(\S+) ([<≤]) x ([<≤]) (\S+)$/.exec(set);
  if (between) {
    const [low, high] = [n(between[1]), n(between[4])];
    return (x) => test(low, between[2] ?? '', x) && test(x, between[3] ?? '', high);
  }
  const [, s, v] = /^x ([<>≤≥]) (\S+)$/.exec(set) ?? [];
  const bound = n(v);
  return (x) => test(x, s ?? '', bound);
}
const samplePoints = Array.from({ length: 161 }, (_, i) => -20 + i / 4);

const checks: Record<string, Check> = {
  'm7-vertical-angles': (e) => {
    if (e.prompt.includes(':')) {
      const [p, q] = grab(e, /∠AOC : ∠BOC = (\d+) : (\d+)/);
      return fillNumber(e, (180 * n(p)) / (n(p) + n(q)));
    }
    if (e.prompt.includes('+ ∠BOD')) {
      const [s, ask] = grab(e, /∠AOC \+ ∠BOD = (\d+)°，则 (∠\w+)/);
      return fillNumber(e, ask === '∠AOC' ? n(s) / 2 : 180 - n(s) / 2);
    }
    const [x, ask] = grab(e, /∠AOC = (\d+)°，则 (∠\w+)/);
    fillNumber(e, ask === '∠BOD' ? n(x) : 180 - n(x));
  },
  'm7-perpendicular': (e) => {
    if (e.prompt.includes('∠COE')) {
      const [x, ask] = grab(e, /∠COE = (\d+)°，则 (∠\w+)/);
      return fillNumber(e, ask === '∠BOC' ? 90 + n(x) : 90 - n(x));
    }
    const [a, b, c] = grab(e, /AC = (\d+) cm，BC = (\d+) cm，AB = (\d+) cm/).map(n);
    expect((a ?? 0) ** 2 + (b ?? 0) ** 2).toBe((c ?? 0) ** 2);
    fillNumber(e, `${a} * ${b} / ${c}`);
  },
  'm7-angle-pairs': (e) => {
    const [i, j] = grab(e, /∠(\d) 与 ∠(\d) 是（/).map(n);
    expect(rightText(e)).toBe(pairName(i ?? 0, j ?? 0));
  },
  'm7-parallel-concept': (e) => {
    const [chain] = grab(e, /在同一平面内，(.+)，则直线/);
    const perpendiculars = (chain ?? '').split('⊥').length - 1;
    expect(rightText(e)).toBe(perpendiculars % 2 === 0 ? '平行' : '垂直');
  },
  'm7-parallel-judge': (e) => {
    if (e.kind === 'truefalse') {
      const [i, si, j, sj] = grab(e, /若 ∠(\d) = (\d+)°，∠(\d) = (\d+)°，则 a ∥ b/).map(n);
      return expect(truth(e)).toBe(acuteBase(i ?? 0, si ?? 0) === acuteBase(j ?? 0, sj ?? 0));
    }
    const [i, si, j] = grab(e, /已知 ∠(\d) = (\d+)°，要使 a ∥ b，∠(\d)/).map(n);
    fillNumber(e, fromBase(j ?? 0, acuteBase(i ?? 0, si ?? 0)));
  },
  'm7-parallel-angles': (e) => {
    if (e.prompt.includes('∠ABE')) {
      const [x, y] = grab(e, /∠ABE = (\d+)°，∠CDE = (\d+)°/).map(n);
      return fillNumber(e, (x ?? 0) + (y ?? 0));
    }
    const [i, si, j] = grab(e, /若 a ∥ b，∠(\d) = (\d+)°，则 ∠(\d)/).map(n);
    fillNumber(e, fromBase(j ?? 0, acuteBase(i ?? 0, si ?? 0)));
  },
  'm7-counterexample': (e) => {
    const counter = (option: string) => {
      const [a = 0, b = 0] = numbers(option);
      if (e.prompt.includes('锐角')) return a < 90 && b < 90 && a + b <= 90;
      if (e.prompt.includes('|a|')) return Math.abs(a) === Math.abs(b) && a !== b;
      return a > b && a * a <= b * b;
    };
    for (const option of allOptions(e)) expect(counter(option), option).toBe(option === rightText(e));
  },
  'm7-translation': (e) => {
    if (e.prompt.includes('周长')) {
      const [p, d] = grab(e, /周长为 (\d+) cm 的 △ABC 沿 BC 方向平移 (\d+) cm/).map(n);
      return fillNumber(e, (p ?? 0) + 2 * (d ?? 0));
    }
    const [d, bc, ask] = grab(e, /平移 (\d+) cm .*BC = (\d+) cm，则 (\w+) =/);
    fillNumber(e, ask === 'EC' ? n(bc) - n(d) : ask === 'BF' ? n(bc) + n(d) : n(d));
  },
  'm7-square-root': (e) => {
    if (e.kind === 'single') {
      const [big] = grab(e, /^√(\d+) 的平方根/);
      const r = Math.round(Math.sqrt(Math.sqrt(n(big))));
      expect(r ** 4).toBe(n(big));
      return expect(rightText(e)).toBe(`±${r}`);
    }
    if (e.prompt.includes('的平方根是')) {
      const [x] = grab(e, /^(\S+) 的平方根是/);
      const r = value(rightText(e).replace('±', ''));
      expect(equal(value(`(${r.toFraction()})^2`), value(x ?? ''))).toBe(true);
      return expect(rightText(e).startsWith('±')).toBe(true);
    }
    const [inside] = grab(e, /^√(\S+) = ____/);
    for (const form of e.kind === 'fill' ? e.answer : []) expect(close(approx(form), Math.sqrt(approx(inside ?? '')))).toBe(true);
  },
  'm7-sqrt-estimate': (e) => {
    const [x] = grab(e, /√(\d+)/);
    const k = Math.floor(Math.sqrt(n(x)));
    expect(rightText(e)).toBe(e.kind === 'fill' ? String(k) : `在 ${k} 和 ${k + 1} 之间`);
  },
  'm7-cube-root': (e) => {
    const [inside] = e.prompt.startsWith('若') ? grab(e, /x³ = (\S+)，/) : grab(e, /^∛(\S+) = ____/);
    for (const form of e.kind === 'fill' ? e.answer : []) expect(close(approx(form) ** 3, approx(inside ?? ''))).toBe(true);
  },
  'm7-irrational-numbers': (e) => {
    const irrational = (t: string) => {
      if (t.includes('π') || t.includes('逐次加 1')) return true;
      const sq = /^−?√(\d+)$/.exec(t);
      if (sq) return !Number.isInteger(Math.sqrt(n(sq[1])));
      const cb = /^∛\(?−?(\d+)\)?$/.exec(t);
      if (cb) return !Number.isInteger(Math.round(Math.cbrt(n(cb[1])) * 1e9) / 1e9);
      return false;
    };
    for (const option of allOptions(e)) expect(rightOptions(e).includes(option), option).toBe(irrational(option));
  },
  'm7-real-operations': (e) => {
    if (e.prompt.startsWith('比较')) {
      const [x, m] = grab(e, /√(\d+) ____ (\d+)/).map(n);
      return expect(rightText(e)).toBe(Math.sqrt(x ?? 0) > (m ?? 0) ? '>' : '<');
    }
    if (e.prompt.startsWith('|')) {
      const [inside] = grab(e, /^\|(.+)\| = ____/);
      for (const form of e.kind === 'fill' ? e.answer : []) expect(close(approx(form), Math.abs(approx(inside ?? '')))).toBe(true);
      return;
    }
    const [expression] = grab(e, /计算：(.+) = ____/);
    const floats = normalise(expression ?? '').replace(/∛\((-?\d+)\)|∛(\d+)/g, (_, a, b) => `cbrt(${a ?? b})`);
    for (const form of e.kind === 'fill' ? e.answer : []) expect(close(approx(form), approx(floats))).toBe(true);
  },
  'm7-quadrant': (e) => {
    const [x, y] = grab(e, /P\((\S+), (\S+)\)/).map(n);
    const where =
      y === 0
        ? 'x 轴上'
        : x === 0
          ? 'y 轴上'
          : (x ?? 0) > 0
            ? (y ?? 0) > 0
              ? '第一象限'
              : '第四象限'
            : (y ?? 0) > 0
              ? '第二象限'
              : '第三象限';
    expect(rightText(e)).toBe(where);
  },
  'm7-point-distance-axis': (e) => {
    if (e.prompt.startsWith('点 P(')) {
      const [x, y, axis] = grab(e, /P\((\S+), (\S+)\) 到 (\w) 轴/);
      return fillNumber(e, Math.abs(axis === 'x' ? n(y) : n(x)));
    }
    const [px, py, axis] = grab(e, /P\((.+), (.+)\) 在 (\w) 轴上/);
    const m = value(rightText(e)).valueOf();
    expect(at(axis === 'y' ? (px ?? '') : (py ?? ''), { m: Number(m) })).toBe(0);
  },
  'm7-coordinate-figure': (e) => {
    if (e.prompt.includes('面积')) {
      const [x1, x2, , y3] = grab(e, /A\((\S+), 0\)，B\((\S+), 0\)，C\((\S+), (\S+)\)/).map(n);
      return fillNumber(e, `${Math.abs((x2 ?? 0) - (x1 ?? 0)) * Math.abs(y3 ?? 0)} / 2`);
    }
    const [a, b, c, d, ask] = grab(e, /A\((\S+), (\S+)\)，C\((\S+), (\S+)\)，则点 (\w)/);
    const expected = ask === 'B' ? [n(c), n(b)] : [n(a), n(d)];
    for (const form of e.kind === 'fill' ? e.answer : []) expect(numbers(form)).toEqual(expected);
  },
  'm7-coordinate-location': (e) => {
    const [unit] = grab(e, /表示 (\d+) m/).map(n);
    if (e.kind === 'fill') {
      const [we, dx, ns, dy] = grab(e, /在学校(.) (\d+) m、(.) (\d+) m处/);
      const expected = [(we === '东' ? 1 : -1) * (n(dx) / (unit ?? 1)), (ns === '北' ? 1 : -1) * (n(dy) / (unit ?? 1))];
      for (const form of e.answer) expect(numbers(form)).toEqual(expected);
      return;
    }
    const [x, y] = grab(e, /坐标是 \((\S+), (\S+)\)/).map(n);
    const described = (t: string) => {
      const [, we, dx, ns, dy] = /(.) (\d+) m、(.) (\d+) m/.exec(t) ?? [];
      return [(we === '东' ? 1 : -1) * (n(dx) / (unit ?? 1)), (ns === '北' ? 1 : -1) * (n(dy) / (unit ?? 1))];
    };
    expect(described(rightText(e))).toEqual([x, y]);
    for (const option of wrongOptions(e)) expect(described(option)).not.toEqual([x, y]);
  },
  'm7-coordinate-translation': (e) => {
    let expected: number[];
    if (e.prompt.startsWith('把点')) {
      const [x, y, lr, dx, ud, dy] = grab(e, /A\((\S+), (\S+)\) 向(.)平移 (\d+) 个单位长度，再向(.)平移 (\d+)/);
      expected = [n(x) + (lr === '右' ? 1 : -1) * n(dx), n(y) + (ud === '上' ? 1 : -1) * n(dy)];
    } else {
      const [ax, ay, cx, cy, bx, by] = grab(e, /A\((\S+), (\S+)\) 的对应点是 A′\((\S+), (\S+)\)，点 B\((\S+), (\S+)\)/).map(n);
      expected = [(bx ?? 0) + (cx ?? 0) - (ax ?? 0), (by ?? 0) + (cy ?? 0) - (ay ?? 0)];
    }
    for (const form of e.kind === 'fill' ? e.answer : []) expect(numbers(form)).toEqual(expected);
  },
  'm7-system-solution-check': (e) => {
    if (e.kind === 'truefalse') {
      const [x, y, eq1, eq2] = grab(e, /x = (\S+)，y = (\S+) 是方程组 (.+)，(.+) 的解/);
      const ok = [eq1, eq2].every((eq) => {
        const [l, r] = (eq ?? '').split(' = ');
        return at(l ?? '', { x: n(x), y: n(y) }) === n(r);
      });
      return expect(truth(e)).toBe(ok);
    }
    const [x, y, l, r] = grab(e, /x = (\S+)，y = (\S+) 是方程 (.+) = (\S+) 的解/);
    const m = Number(value(rightText(e)).valueOf());
    expect(at(l ?? '', { m, x: n(x), y: n(y) })).toBe(n(r));
  },
  'm7-system-substitution': (e) => {
    const [eq1, eq2] = grab(e, /解方程组：(.+) ①，(.+) ②/);
    const solution = solveSystem([eq1 ?? '', eq2 ?? ''], ['x', 'y']);
    expect(parseSolution(rightText(e))).toEqual(solution);
    for (const option of wrongOptions(e)) expect(parseSolution(option)).not.toEqual(solution);
  },
  'm7-system-elimination': (e) => {
    const [eq1, eq2] = grab(e, /解方程组：(.+) ①，(.+) ②/);
    const [x = 0, y = 0] = solveSystem([eq1 ?? '', eq2 ?? ''], ['x', 'y']);
    if (e.kind === 'single') {
      expect(parseSolution(rightText(e))).toEqual([x, y]);
      for (const option of wrongOptions(e)) expect(parseSolution(option)).not.toEqual([x, y]);
      return;
    }
    const [ask] = grab(e, /，则 (.+) = ____/);
    fillNumber(e, at(ask ?? '', { x, y }));
  },
  'm7-system-word-problem': (e) => {
    const v = numbers(e.prompt);
    if (e.prompt.includes('鸡')) {
      const [heads = 0, legs = 0] = v;
      const rabbits = (legs - 2 * heads) / 2;
      return fillNumber(e, e.prompt.includes('有鸡') ? heads - rabbits : rabbits);
    }
    if (e.prompt.includes('门票')) {
      const [adult = 0, child = 0, people = 0, total = 0] = v;
      const [x = 0, y = 0] = cramer(
        [
          [1, 1],
          [adult, child],
        ],
        [people, total],
      );
      return fillNumber(e, e.prompt.includes('有成人') ? x : y);
    }
    const [d = 0, t1 = 0, t2 = 0] = v;
    const [still = 0, current = 0] = cramer(
      [
        [1, 1],
        [1, -1],
      ],
      [d / t1, d / t2],
    );
    fillNumber(e, e.prompt.includes('静水') ? still : current);
  },
  'm7-three-variable-system': (e) => {
    const [eq1, eq2, eq3, ask] = grab(e, /方程组：(.+) ①，(.+) ②，(.+) ③，则 (\w) =/);
    const solution = solveSystem([eq1 ?? '', eq2 ?? '', eq3 ?? ''], ['x', 'y', 'z']);
    fillNumber(e, solution[['x', 'y', 'z'].indexOf(ask ?? '')] ?? NaN);
  },
  'm7-inequality-solutions': (e) => {
    const [l, s, r] = grab(e, /不等式 (.+) ([<>≤≥]) (\S+) 的解/);
    for (const option of allOptions(e))
      expect(rightOptions(e).includes(option), option).toBe(test(at(l ?? '', { x: n(option) }), s ?? '', n(r)));
  },
  'm7-inequality-properties': (e) => {
    const [base, l, r] = grab(e, /若 a ([<>]) b，则 (.+) ____ (.+)（填/);
    const [a, b] = base === '>' ? [3, 1] : [1, 3];
    expect(rightText(e)).toBe(at(l ?? '', { a, b }) > at(r ?? '', { a, b }) ? '>' : '<');
  },
  'm7-solve-inequality': (e) => {
    const [l, s, r] = grab(e, /不等式 (.+) ([<>≤≥]) (.+) 的解集是/);
    const [a = 0, b = 0] = coefficients(`(${l}) - (${r})`, ['x']);
    const satisfies = (x: number) => test(a * x + b, s ?? '', 0);
    const [, , boundText] = /^x (\S) (\S+)$/.exec(rightText(e)) ?? [];
    const bound = Number(value(boundText ?? '').valueOf());
    const points = [...samplePoints, bound, bound + 1e-6, bound - 1e-6];
    const right = setOf(rightText(e));
    expect(
      points.filter((x) => right(x) !== satisfies(x)),
      e.prompt,
    ).toEqual([]);
    for (const option of wrongOptions(e))
      expect(
        points.some((x) => setOf(option)(x) !== satisfies(x)),
        option,
      ).toBe(true);
  },
  'm7-inequality-word-problem': (e) => {
    const v = numbers(e.prompt);
    if (e.prompt.includes('竞赛')) {
      const [total = 0, plus = 0, minus = 0, target = 0] = v;
      let x = 0;
      while (plus * x - minus * (total - x) <= target) x++;
      return fillNumber(e, x);
    }
    const [money = 0, bag = 0, price = 0] = v;
    let x = 0;
    while (bag + price * (x + 1) <= money) x++;
    fillNumber(e, x);
  },
  'm7-inequality-system': (e) => {
    const [l1, s1, r1, s2, r2] = grab(e, /不等式组 (\S+) ([<>≤≥]) (\S+)，x ([<>≤≥]) (\S+) 的解集/);
    const [a = 0, b = 0] = coefficients(l1 ?? '', ['x']);
    const satisfies = (x: number) => test(a * x + b, s1 ?? '', n(r1)) && test(x, s2 ?? '', n(r2));
    const right = setOf(rightText(e));
    expect(
      samplePoints.filter((x) => right(x) !== satisfies(x)),
      e.prompt,
    ).toEqual([]);
    for (const option of wrongOptions(e))
      expect(
        samplePoints.some((x) => setOf(option)(x) !== satisfies(x)),
        option,
      ).toBe(true);
  },
  'm7-inequality-system-integers': (e) => {
    const [l1, s1, r1, l2, s2] = grab(e, /不等式组 (.+) ([<>≤≥]) (\S+)，(.+) ([<>≤≥]) 0 的/);
    const [a = 0, b = 0] = coefficients(l1 ?? '', ['x']);
    const [c = 0, d = 0] = coefficients(l2 ?? '', ['x']);
    const solutions: number[] = [];
    for (let x = -60; x <= 60; x++) if (test(a * x + b, s1 ?? '', n(r1)) && test(c * x + d, s2 ?? '', 0)) solutions.push(x);
    fillNumber(e, e.prompt.includes('个数') ? solutions.length : solutions.reduce((s, v) => s + v, 0));
  },
  'm7-survey-method': (e) => {
    const list = e.prompt.includes('全面调查') ? fullSurveys : sampleSurveys;
    for (const option of allOptions(e)) expect(list.includes(option), option).toBe(option === rightText(e));
  },
  'm7-sample-terms': (e) => {
    const [total, sample] = grab(e, /(\d+) [名个]\S+的\S+，从中抽取 (\d+) /);
    if (e.kind === 'fill') return fillNumber(e, n(sample));
    const [ask] = grab(e, /这个调查中，(\S+)是（/);
    const right = rightText(e);
    if (ask === '总体') expect(right.includes(`${total} `) && right.includes('的')).toBe(true);
    if (ask === '样本') expect(right.startsWith(`抽取的 ${sample} `)).toBe(true);
    if (ask === '个体') expect(right.startsWith('每')).toBe(true);
  },
  'm7-sample-estimate': (e) => {
    const v = numbers(e.prompt);
    if (e.prompt.includes('次品')) {
      const [total = 0, sample = 0, bad = 0] = v;
      return fillNumber(e, `${total} * ${bad} / ${sample}`);
    }
    const [marked = 0, caught = 0, withMark = 0] = v;
    fillNumber(e, `${marked} / (${withMark} / ${caught})`);
  },
  'm7-pie-chart': (e) => {
    if (e.prompt.includes('%')) return fillNumber(e, `360 * ${grab(e, /(\d+)%/)[0]} / 100`);
    const [total, angle] = grab(e, /调查了 (\d+) 名.+圆心角是 (\d+)°/).map(n);
    fillNumber(e, `${total} * ${angle} / 360`);
  },
  'm7-histogram': (e) => {
    if (e.prompt.includes('组距')) {
      const [max = 0, min = 0, width = 1] = numbers(e.prompt);
      return fillNumber(e, Math.ceil((max - min) / width));
    }
    if (e.prompt.includes('频率')) {
      const [total, f] = grab(e, /把 (\d+) 个数据.+频数是 (\d+)/);
      return fillNumber(e, `${f} / ${total}`);
    }
    const [total, list] = grab(e, /某班 (\d+) 名.+频数依次是 (.+)，其中/);
    const known = (list ?? '').split('，').filter((t) => t !== '?');
    fillNumber(e, n(total) - known.reduce((s, t) => s + n(t), 0));
  },
  'm7-trend-chart': (e) => {
    const pairs = [...e.prompt.matchAll(/(\d{4}) 年 (\d+)/g)].map(([, y, v]) => [Number(y), Number(v)] as const);
    if (e.kind === 'single') {
      const increases = pairs.slice(1).map(([y, v], i) => [y, v - (pairs[i]?.[1] ?? 0)] as const);
      const best = increases.reduce((a, b) => (b[1] > a[1] ? b : a));
      return expect(rightText(e)).toBe(`${best[0]} 年`);
    }
    const first = pairs[0]?.[1] ?? 0;
    const last = pairs[pairs.length - 1]?.[1] ?? 0;
    fillNumber(e, `(${last} - ${first}) / ${pairs.length - 1}`);
  },
};

const generators = {
  ...lineGenerators,
  ...realNumberGenerators,
  ...coordinateGenerators,
  ...systemGenerators,
  ...inequalityGenerators,
  ...statisticsGenerators,
};

describe('七年级下册 generators', () => {
  it('has a mathematical check for every generator', () => {
    expect(Object.keys(generators).filter((id) => !(id in checks))).toEqual([]);
  });
  for (const [id, generator] of Object.entries(generators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) checks[id]?.(exercise);
    });
  }
});
