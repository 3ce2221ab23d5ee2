import { fill, type GeneratorSet, single } from '../../exercise.ts';
import { frac } from '../../format.ts';
import { num, numberAnswers, piAnswers, piText } from './util.ts';

/** 必修第二册 第八章 立体几何初步: 基本立体图形, 直观图, 表面积与体积, 空间中点、直线、平面的位置关系（正方体中判断）. */

type Point = readonly [number, number, number];
/** 正方体 ABCD-A₁B₁C₁D₁ with edge 1: the bottom face ABCD, the top A₁B₁C₁D₁ above it. */
const cube: Readonly<Record<string, Point>> = {
  A: [0, 0, 0],
  B: [1, 0, 0],
  C: [1, 1, 0],
  D: [0, 1, 0],
  'A₁': [0, 0, 1],
  'B₁': [1, 0, 1],
  'C₁': [1, 1, 1],
  'D₁': [0, 1, 1],
};
const names = Object.keys(cube);
const sub = (p: Point, q: Point): Point => [p[0] - q[0], p[1] - q[1], p[2] - q[2]];
const dot = (p: Point, q: Point) => p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
const cross = (p: Point, q: Point): Point => [p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]];
const isZero = (p: Point) => p.every((x) => x === 0);
const at = (name: string) => cube[name]!;

/** Planes through four (or three) vertices of the cube, as their names. */
const planes = [
  'ABCD',
  'A₁B₁C₁D₁',
  'ABB₁A₁',
  'DCC₁D₁',
  'ADD₁A₁',
  'BCC₁B₁',
  'ACC₁A₁',
  'BDD₁B₁',
  'ABC₁D₁',
  'A₁BD',
  'CB₁D₁',
  'AB₁C',
  'A₁C₁D',
  'BC₁D',
];
const vertices = (plane: string) => plane.match(/[A-D]₁?/g) ?? [];
const normalOf = (plane: string) => {
  const [p, q, r] = vertices(plane).map(at) as [Point, Point, Point];
  return { point: p, normal: cross(sub(q, p), sub(r, p)) };
};
const segmentPick = (pick: <T>(items: readonly T[]) => T) => {
  const p = pick(names);
  const q = pick(names.filter((n) => n !== p));
  return [p, q] as const;
};

type LineRelation = '平行' | '相交' | '异面';
function lineRelation([a, b]: readonly [string, string], [c, d]: readonly [string, string]): LineRelation | '重合' {
  const u = sub(at(b), at(a));
  const v = sub(at(d), at(c));
  const w = sub(at(c), at(a));
  if (isZero(cross(u, v))) return isZero(cross(u, w)) ? '重合' : '平行';
  return dot(w, cross(u, v)) === 0 ? '相交' : '异面';
}

const polyhedra = [
  { name: '棱柱', faces: (n: number) => n + 2, vertices: (n: number) => 2 * n, edges: (n: number) => 3 * n },
  { name: '棱锥', faces: (n: number) => n + 1, vertices: (n: number) => n + 1, edges: (n: number) => 2 * n },
  { name: '棱台', faces: (n: number) => n + 2, vertices: (n: number) => 2 * n, edges: (n: number) => 3 * n },
] as const;
const polygonNames = ['', '', '', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

export const solidGeometryGenerators: GeneratorSet = {
  'm10-polyhedron-count': {
    title: '棱柱、棱锥、棱台的面数、顶点数、棱数',
    generate(rng) {
      const n = rng.int(3, 12);
      const solid = rng.pick(polyhedra);
      const ask = rng.pick(['面', '顶点', '棱'] as const);
      const answer = ask === '面' ? solid.faces(n) : ask === '顶点' ? solid.vertices(n) : solid.edges(n);
      return fill(
        `一个${polygonNames[n]}${solid.name}共有 ____ 个${ask}。`,
        [answer],
        [
          `${polygonNames[n]}${solid.name}的底面是${polygonNames[n]}边形：${solid.name === '棱锥' ? '1 个底面和 n 个侧面，底面 n 个顶点加 1 个顶点，底面 n 条棱加 n 条侧棱' : '2 个底面和 n 个侧面，两个底面各 n 个顶点，底面共 2n 条棱加 n 条侧棱'}（n = ${n}）。`,
          `面 ${solid.faces(n)} 个，顶点 ${solid.vertices(n)} 个，棱 ${solid.edges(n)} 条，所以${ask}数是 ${answer}。`,
        ],
      );
    },
  },
  'm10-oblique-drawing': {
    title: '斜二测画法：直观图中的长度',
    generate(rng) {
      const w = rng.int(2, 20);
      const h = rng.int(1, 12) * 2;
      const ask = rng.pick(['x', 'y', 'back'] as const);
      if (ask === 'back')
        return fill(
          `用斜二测画法画一个矩形的直观图，得到的平行四边形中，与 y′ 轴平行的边长为 ${h / 2}，与 x′ 轴平行的边长为 ${w}。则原矩形的面积为 ____。`,
          [w * h],
          [
            `斜二测画法中，平行于 x 轴的线段长度不变，平行于 y 轴的线段长度变为原来的一半。`,
            `原矩形的边长为 ${w} 和 ${h / 2} × 2 = ${h}，面积 ${w} × ${h} = ${w * h}。`,
          ],
        );
      const answer = ask === 'x' ? w : h / 2;
      return fill(
        `一个矩形的长为 ${w}（与 x 轴平行），宽为 ${h}（与 y 轴平行）。用斜二测画法画它的直观图，直观图中与 ${ask}′ 轴平行的边长为 ____。`,
        [answer],
        [
          `斜二测画法：平行于 x 轴的线段长度不变，平行于 y 轴的线段长度减半，x′ 轴与 y′ 轴成 45°。`,
          ask === 'x' ? `与 x′ 轴平行的边长仍为 ${w}。` : `与 y′ 轴平行的边长为 ${h} ÷ 2 = ${h / 2}。`,
        ],
      );
    },
  },
  'm10-prism-pyramid-volume': {
    title: '棱柱、棱锥、棱台的表面积与体积',
    generate(rng) {
      const kind = rng.int(0, 3);
      if (kind === 0) {
        const [a, b, c] = [rng.int(2, 12), rng.int(2, 12), rng.int(2, 12)];
        return fill(
          `长方体的长、宽、高分别为 ${a}、${b}、${c}，它的表面积为 ____。`,
          [2 * (a * b + b * c + a * c)],
          [`长方体的表面积 = 2(ab + bc + ac)。`, `2 × (${a * b} + ${b * c} + ${a * c}) = ${2 * (a * b + b * c + a * c)}。`],
        );
      }
      if (kind === 1) {
        const [a, b, c] = [rng.int(2, 12), rng.int(2, 12), rng.int(2, 12)];
        return fill(`直三棱柱的底面是直角边为 ${a} 和 ${b} 的直角三角形，高为 ${c}，它的体积为 ____。`, numberAnswers(frac(a * b * c, 2)), [
          `柱体体积 V = Sh，底面积 S = (1/2) × ${a} × ${b} = ${num(frac(a * b, 2))}。`,
          `V = ${num(frac(a * b, 2))} × ${c} = ${num(frac(a * b * c, 2))}。`,
        ]);
      }
      if (kind === 2) {
        const [a, h] = [rng.int(2, 12), rng.int(2, 15)];
        const v = frac(a * a * h, 3);
        return fill(`正四棱锥的底面边长为 ${a}，高为 ${h}，它的体积为 ____。`, numberAnswers(v), [
          `锥体体积 V = (1/3)Sh，底面积 S = ${a}² = ${a * a}。`,
          `V = (1/3) × ${a * a} × ${h} = ${num(v)}。`,
        ]);
      }
      const b = rng.int(1, 6);
      const a = b + rng.int(1, 6);
      const h = rng.int(2, 9);
      const v = frac(h * (a * a + a * b + b * b), 3);
      return fill(`正四棱台的上、下底面边长分别为 ${b} 和 ${a}，高为 ${h}，它的体积为 ____。`, numberAnswers(v), [
        `台体体积 V = (1/3)h(S′ + √(S′S) + S)，S′ = ${b * b}，S = ${a * a}，√(S′S) = ${a * b}。`,
        `V = (1/3) × ${h} × (${b * b} + ${a * b} + ${a * a}) = ${num(v)}。`,
      ]);
    },
  },
  'm10-round-solid-measure': {
    title: '圆柱、圆锥、球的表面积与体积',
    generate(rng) {
      const kind = rng.int(0, 4);
      const r = rng.int(1, 9);
      const h = rng.int(1, 12);
      const [question, multiple, steps] =
        kind === 0
          ? ([
              `底面半径为 ${r}、高为 ${h} 的圆柱的体积为 ____。`,
              frac(r * r * h),
              [`圆柱体积 V = πr²h。`, `V = π × ${r}² × ${h} = ${piText(frac(r * r * h))}。`],
            ] as const)
          : kind === 1
            ? ([
                `底面半径为 ${r}、高为 ${h} 的圆柱的表面积为 ____。`,
                frac(2 * r * r + 2 * r * h),
                [
                  `圆柱表面积 S = 2πr² + 2πrh（两个底面加侧面）。`,
                  `S = 2π × ${r * r} + 2π × ${r} × ${h} = ${piText(frac(2 * r * r + 2 * r * h))}。`,
                ],
              ] as const)
            : kind === 2
              ? ([
                  `底面半径为 ${r}、高为 ${h} 的圆锥的体积为 ____。`,
                  frac(r * r * h, 3),
                  [`圆锥体积 V = (1/3)πr²h。`, `V = (1/3) × π × ${r}² × ${h} = ${piText(frac(r * r * h, 3))}。`],
                ] as const)
              : kind === 3
                ? ([
                    `半径为 ${r} 的球的表面积为 ____。`,
                    frac(4 * r * r),
                    [`球的表面积 S = 4πR²。`, `S = 4π × ${r}² = ${piText(frac(4 * r * r))}。`],
                  ] as const)
                : ([
                    `半径为 ${r} 的球的体积为 ____。`,
                    frac(4 * r * r * r, 3),
                    [`球的体积 V = (4/3)πR³。`, `V = (4/3) × π × ${r}³ = ${piText(frac(4 * r * r * r, 3))}。`],
                  ] as const);
      return fill(`${question}（结果保留 π）`, piAnswers(multiple), steps);
    },
  },
  'm10-points-planes-count': {
    title: '平面的基本事实：点、线确定平面的个数',
    generate(rng) {
      const n = rng.int(4, 12);
      const kind = rng.int(0, 2);
      const c2 = (n * (n - 1)) / 2;
      const c3 = (n * (n - 1) * (n - 2)) / 6;
      if (kind === 0)
        return fill(
          `空间中有 ${n} 个点，其中任意四点不共面，则过其中每三个点可以确定的平面共有 ____ 个。`,
          [c3],
          [
            `基本事实 1：过不在一条直线上的三个点，有且只有一个平面。任意四点不共面，每三个点确定的平面各不相同。`,
            `平面个数 = 从 ${n} 个点中取 3 个的取法数 = ${n} × ${n - 1} × ${n - 2} ÷ 6 = ${c3}。`,
          ],
        );
      if (kind === 1)
        return fill(
          `空间中有 ${n} 条直线互相平行，其中任意三条不共面，则每两条直线确定的平面共有 ____ 个。`,
          [c2],
          [`两条平行直线确定一个平面；任意三条不共面，所以不同的两条确定不同的平面。`, `平面个数 = ${n} × ${n - 1} ÷ 2 = ${c2}。`],
        );
      return fill(
        `空间中有 ${n} 个点，其中任意三点不共线，则每两点连一条直线，共可连 ____ 条直线。`,
        [c2],
        [`两点确定一条直线；任意三点不共线，所以不同的两点确定的直线各不相同。`, `直线条数 = ${n} × ${n - 1} ÷ 2 = ${c2}。`],
      );
    },
  },
  'm10-cube-line-relation': {
    title: '正方体中两条直线的位置关系',
    generate(rng) {
      const pick = <T>(items: readonly T[]) => rng.pick(items);
      const first = segmentPick(pick);
      let second = segmentPick(pick);
      while (lineRelation(first, second) === '重合') second = segmentPick(pick);
      const right = lineRelation(first, second);
      return single(
        rng,
        `在正方体 ABCD-A₁B₁C₁D₁ 中，直线 ${first.join('')} 与直线 ${second.join('')} 的位置关系是（\u3000）。`,
        right,
        ['平行', '相交', '异面', '重合'],
        [
          `看两条直线是否在同一个平面内：${right === '异面' ? `找不到同时经过 ${first.join('')} 和 ${second.join('')} 的平面` : `它们在同一个平面内`}。`,
          right === '平行'
            ? '同一平面内方向相同、没有公共点，是平行直线。'
            : right === '相交'
              ? '在同一平面内且方向不同，必有一个公共点，是相交直线。'
              : '不同在任何一个平面内，是异面直线。',
        ],
      );
    },
  },
  'm10-cube-line-plane': {
    title: '正方体中直线与平面的位置关系',
    generate(rng) {
      const line = segmentPick((items) => rng.pick(items));
      const plane = rng.pick(planes);
      const { point, normal } = normalOf(plane);
      const u = sub(at(line[1]), at(line[0]));
      const inPlane = line.every((p) => dot(sub(at(p), point), normal) === 0);
      const right = inPlane ? '直线在平面内' : dot(u, normal) === 0 ? '平行' : isZero(cross(u, normal)) ? '垂直' : '相交但不垂直';
      return single(
        rng,
        `在正方体 ABCD-A₁B₁C₁D₁ 中，直线 ${line.join('')} 与平面 ${plane} 的位置关系是（\u3000）。`,
        right,
        ['直线在平面内', '平行', '垂直', '相交但不垂直'],
        [
          `先看直线上的点是否都在平面内，再看直线与平面内的直线的关系（平行于平面内一条直线 ⇒ 线面平行；垂直于平面内两条相交直线 ⇒ 线面垂直）。`,
          `以 A 为原点建立坐标系（棱长 1），平面 ${plane} 的法向量为 (${normal.map((x) => num(x)).join(', ')})，直线 ${line.join('')} 的方向向量为 (${u.map((x) => num(x)).join(', ')})，可知：${right}。`,
        ],
      );
    },
  },
  'm10-cube-plane-relation': {
    title: '正方体中两个平面的位置关系',
    generate(rng) {
      const first = rng.pick(planes);
      const second = rng.pick(planes.filter((p) => p !== first));
      const m = normalOf(first);
      const n = normalOf(second);
      const parallel = isZero(cross(m.normal, n.normal));
      const right = parallel ? '平行' : dot(m.normal, n.normal) === 0 ? '垂直' : '相交但不垂直';
      return single(
        rng,
        `在正方体 ABCD-A₁B₁C₁D₁ 中，平面 ${first} 与平面 ${second} 的位置关系是（\u3000）。`,
        right,
        ['平行', '垂直', '相交但不垂直', '重合'],
        [
          `面面平行：一个平面内两条相交直线都平行于另一个平面；面面垂直：一个平面经过另一个平面的一条垂线。`,
          `用坐标检验（A 为原点，棱长 1）：两个平面的法向量为 (${m.normal.map((x) => num(x)).join(', ')}) 和 (${n.normal.map((x) => num(x)).join(', ')})，${parallel ? '共线，两平面平行' : dot(m.normal, n.normal) === 0 ? '数量积为 0，两平面垂直' : '既不共线也不垂直，两平面相交但不垂直'}。`,
        ],
      );
    },
  },
};
