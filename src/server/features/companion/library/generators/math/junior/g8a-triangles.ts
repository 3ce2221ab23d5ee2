import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { frac } from '../../format.ts';
import { forms, num, numForms } from './common.ts';

/** 八年级上册 第十三–十五章: 三角形、全等三角形、轴对称. */

export const criteria = ['SSS', 'SAS', 'ASA', 'AAS', 'HL'] as const;

export const triangleGenerators: GeneratorSet = {
  'm8-triangle-type': {
    title: '三角形按角分类',
    generate(rng) {
      let parts = [rng.int(1, 9), rng.int(1, 9), rng.int(1, 9)];
      while (180 % parts.reduce((s, v) => s + v, 0) !== 0) parts = [rng.int(1, 9), rng.int(1, 9), rng.int(1, 9)];
      const total = parts.reduce((s, v) => s + v, 0);
      const angles = parts.map((p) => frac(180 * p, total));
      const biggest = angles.reduce((a, b) => (a.compare(b) > 0 ? a : b));
      const type = biggest.compare(90) > 0 ? '钝角三角形' : biggest.equals(90) ? '直角三角形' : '锐角三角形';
      return single(
        rng,
        `一个三角形三个内角的度数之比是 ${parts.join(' : ')}，这个三角形是（\u3000）。`,
        type,
        ['锐角三角形', '直角三角形', '钝角三角形', '等边三角形'],
        [
          `三角形内角和是 180°，最大的角是 180° × ${Math.max(...parts)}/${total} = ${num(biggest)}°。`,
          `最大角${biggest.compare(90) > 0 ? '大于' : biggest.equals(90) ? '等于' : '小于'} 90°，所以是${type}。`,
        ],
      );
    },
  },
  'm8-triangle-sides': {
    title: '三角形的三边关系',
    generate(rng) {
      const a = rng.int(2, 15);
      const b = rng.int(2, 15);
      const [low, high] = [Math.abs(a - b), a + b];
      switch (rng.int(0, 2)) {
        case 0: {
          const c = rng.int(1, a + b + 3);
          const ok = c > low && c < high;
          return trueFalse(`判断：长度为 ${a} cm、${b} cm、${c} cm 的三条线段能组成三角形。`, ok, [
            `三角形任意两边之和大于第三边，任意两边之差小于第三边：只要两条较短的边之和大于最长的边即可。`,
            `${[a, b, c]
              .sort((x, y) => x - y)
              .slice(0, 2)
              .join(' + ')} = ${[a, b, c]
              .sort((x, y) => x - y)
              .slice(0, 2)
              .reduce((s, v) => s + v, 0)}，${ok ? '大于' : '不大于'}最长边 ${Math.max(a, b, c)}，所以${ok ? '能' : '不能'}组成三角形。`,
          ]);
        }
        case 1: {
          const count = high - low - 1;
          return fill(
            `一个三角形的两边长分别是 ${a} 和 ${b}，第三边长为整数，第三边长可以有 ____ 种不同的取值。`,
            [String(count)],
            [
              `第三边 c 满足：${a > b ? `${a} − ${b}` : `${b} − ${a}`} < c < ${a} + ${b}，即 ${low} < c < ${high}。`,
              `整数 c 从 ${low + 1} 到 ${high - 1}，共 ${count} 个。`,
            ],
          );
        }
        default: {
          const short = rng.int(2, 9);
          const long = rng.int(2 * short, 2 * short + 10);
          const [first, second] = rng.chance(0.5) ? [short, long] : [long, short];
          const perimeter = 2 * long + short;
          return fill(
            `等腰三角形的两边长分别是 ${first} cm 和 ${second} cm，它的周长是 ____ cm。`,
            [String(perimeter)],
            [
              `分两种情况：若腰长 ${short}，三边 ${short}、${short}、${long}，${short} + ${short} = ${2 * short} ≤ ${long}，不能组成三角形；若腰长 ${long}，三边 ${long}、${long}、${short}，能组成三角形。`,
              `所以腰长是 ${long} cm，周长 = ${long} + ${long} + ${short} = ${perimeter}（cm）。`,
            ],
          );
        }
      }
    },
  },
  'm8-triangle-median': {
    title: '三角形的高、中线与角平分线',
    generate(rng) {
      const ab = rng.int(4, 20);
      let ac = rng.int(4, 20);
      if (ac === ab) ac += 3;
      if (rng.chance(0.5)) {
        return fill(
          `AD 是 △ABC 的中线，AB = ${ab} cm，AC = ${ac} cm，则 △ABD 与 △ACD 的周长之差（大减小）是 ____ cm。`,
          [String(Math.abs(ab - ac))],
          [`D 是 BC 的中点，BD = CD；两个三角形还有公共边 AD。`, `周长之差 = |AB − AC| = |${ab} − ${ac}| = ${Math.abs(ab - ac)}（cm）。`],
        );
      }
      const area = rng.int(3, 40) * 2;
      const half = rng.chance(0.5);
      const value = half ? area / 2 : area / 4;
      return fill(
        half
          ? `AD 是 △ABC 的中线，△ABC 的面积是 ${area} cm²，则 △ABD 的面积是 ____ cm²。`
          : `AD 是 △ABC 的中线，E 是 AD 的中点，△ABC 的面积是 ${area} cm²，则 △ABE 的面积是 ____ cm²。`,
        numForms(value),
        half
          ? [`三角形的中线把它分成两个等底同高的三角形，面积相等。`, `△ABD 的面积 = ${area} ÷ 2 = ${value}（cm²）。`]
          : [
              `AD 是中线，△ABD 的面积 = ${area} ÷ 2 = ${area / 2}（cm²）；BE 又是 △ABD 的中线。`,
              `△ABE 的面积 = ${area / 2} ÷ 2 = ${num(frac(area, 4))}（cm²）。`,
            ],
      );
    },
  },
  'm8-triangle-angles': {
    title: '三角形的内角和与外角',
    generate(rng) {
      const a = rng.int(20, 80);
      const b = rng.int(20, 150 - a);
      switch (rng.int(0, 2)) {
        case 0:
          return fill(
            `在 △ABC 中，∠A = ${a}°，∠B = ${b}°，则 ∠C = ____°。`,
            [String(180 - a - b)],
            [`三角形的内角和是 180°。`, `∠C = 180° − ${a}° − ${b}° = ${180 - a - b}°。`],
          );
        case 1:
          return fill(
            `在 △ABC 中，∠A = ${a}°，∠B = ${b}°，则 ∠C 的外角是 ____°。`,
            [String(a + b)],
            [`三角形的一个外角等于与它不相邻的两个内角的和。`, `∠C 的外角 = ∠A + ∠B = ${a}° + ${b}° = ${a + b}°。`],
          );
        default: {
          const x = rng.int(10, 40);
          const k = rng.int(2, 3);
          const c = 180 - x - k * x;
          return fill(
            `在 △ABC 中，∠B 是 ∠A 的 ${k} 倍，∠C 比 ∠A 大 ${c - x}°，则 ∠A = ____°。`.replace('大 -', '小 '),
            [String(x)],
            [
              `设 ∠A = x°，则 ∠B = ${k}x°，∠C = (x ${c - x >= 0 ? '+' : '−'} ${Math.abs(c - x)})°。`,
              `x + ${k}x + x ${c - x >= 0 ? '+' : '−'} ${Math.abs(c - x)} = 180，${k + 2}x = ${180 - (c - x)}，x = ${x}。`,
            ],
          );
        }
      }
    },
  },
  'm8-congruent-properties': {
    title: '全等三角形的性质',
    generate(rng) {
      const ab = rng.int(3, 15);
      const bc = rng.int(3, 15);
      const angleA = rng.int(30, 80);
      const angleB = rng.int(30, 150 - angleA);
      switch (rng.int(0, 2)) {
        case 0:
          return fill(
            `△ABC ≌ △DEF，AB = ${ab} cm，BC = ${bc} cm，则 EF = ____ cm。`,
            [String(bc)],
            [`全等三角形的对应边相等，写全等式时对应顶点写在对应位置上：A↔D，B↔E，C↔F。`, `EF 的对应边是 BC，所以 EF = ${bc} cm。`],
          );
        case 1:
          return fill(
            `△ABC ≌ △DEF，∠A = ${angleA}°，∠E = ${angleB}°，则 ∠F = ____°。`,
            [String(180 - angleA - angleB)],
            [`对应角相等：∠D = ∠A = ${angleA}°。`, `∠F = 180° − ∠D − ∠E = 180° − ${angleA}° − ${angleB}° = ${180 - angleA - angleB}°。`],
          );
        default: {
          const ac = rng.int(Math.abs(ab - bc) + 1, ab + bc - 1);
          return fill(
            `△ABC ≌ △DEF，AB = ${ab} cm，BC = ${bc} cm，AC = ${ac} cm，则 △DEF 的周长是 ____ cm。`,
            [String(ab + bc + ac)],
            [`全等三角形的对应边相等，所以周长也相等。`, `△DEF 的周长 = ${ab} + ${bc} + ${ac} = ${ab + bc + ac}（cm）。`],
          );
        }
      }
    },
  },
  'm8-congruence-criteria': {
    title: '三角形全等的判定方法',
    generate(rng) {
      const s1 = rng.int(3, 12);
      const s2 = rng.int(3, 12);
      const s3 = rng.int(Math.abs(s1 - s2) + 1, s1 + s2 - 1);
      const a1 = rng.int(25, 80);
      const a2 = rng.int(25, 90);
      const kind = rng.pick([...criteria, 'SSA'] as const);
      // SSA with two different triangles: BC (opposite ∠A) shorter than AB but longer than AB·sin A
      const ssaAngle = rng.pick([30, 35, 40, 45]);
      const ssaAB = rng.int(8, 14);
      const ssaBC = Math.floor(ssaAB * Math.sin((ssaAngle * Math.PI) / 180)) + 1;
      const given: Record<typeof kind, string> = {
        SSS: `AB = DE = ${s1}，BC = EF = ${s2}，AC = DF = ${s3}`,
        SAS: `AB = DE = ${s1}，∠B = ∠E = ${a1}°，BC = EF = ${s2}`,
        ASA: `∠B = ∠E = ${a1}°，BC = EF = ${s2}，∠C = ∠F = ${a2}°`,
        AAS: `∠A = ∠D = ${a1}°，∠B = ∠E = ${a2}°，BC = EF = ${s2}`,
        HL: `∠C = ∠F = 90°，AB = DE = ${Math.max(s1, s2) + 2}，AC = DF = ${Math.min(s1, s2)}`,
        SSA: `AB = DE = ${ssaAB}，BC = EF = ${ssaBC}，∠A = ∠D = ${ssaAngle}°`,
      };
      if (kind === 'SSA' || rng.chance(0.2)) {
        const claim = kind === 'SSA' ? 'SSA' : kind;
        const right = kind !== 'SSA';
        return trueFalse(`判断：在 △ABC 和 △DEF 中，${given[kind]}，那么 △ABC ≌ △DEF。`, right, [
          right
            ? `这些条件符合判定方法“${claim}”。`
            : `∠A 不是 AB、BC 的夹角，这是“两边及其中一边的对角”对应相等（SSA），不能判定全等：以 B 为圆心、${ssaBC} 为半径画弧，与 ∠A 的另一边有两个交点，能画出两个不同的三角形。`,
          right ? `所以 △ABC ≌ △DEF，说法正确。` : `所以说法错误。`,
        ]);
      }
      const names: Record<string, string> = { SSS: '边边边', SAS: '边角边', ASA: '角边角', AAS: '角角边', HL: '斜边、直角边' };
      return single(
        rng,
        `在 △ABC 和 △DEF 中，${given[kind]}，判定 △ABC ≌ △DEF 的依据是（\u3000）。`,
        kind,
        rng.shuffle(criteria.filter((c) => c !== kind)),
        [
          `看已知条件中边和角的位置：${kind === 'SAS' ? '两边和它们的夹角' : kind === 'ASA' ? '两角和它们的夹边' : kind === 'AAS' ? '两角和其中一个角的对边' : kind === 'SSS' ? '三条边' : '直角三角形的斜边和一条直角边'}对应相等。`,
          `所以依据是“${names[kind]}”（${kind}）。`,
        ],
      );
    },
  },
  'm8-angle-bisector': {
    title: '角的平分线的性质',
    generate(rng) {
      const d = rng.int(2, 12);
      if (rng.chance(0.5)) {
        const ab = rng.int(5, 20);
        const area = frac(ab * d, 2);
        return fill(
          `在 △ABC 中，∠C = 90°，AD 平分 ∠BAC 交 BC 于点 D，CD = ${d} cm，AB = ${ab} cm，则 △ABD 的面积是 ____ cm²。`,
          numForms(area),
          [
            `角的平分线上的点到角的两边距离相等：D 到 AB 的距离等于 DC = ${d} cm（DC ⊥ AC）。`,
            `△ABD 的面积 = AB × ${d} ÷ 2 = ${ab} × ${d} ÷ 2 = ${num(area, true)}（cm²）。`,
          ],
        );
      }
      const bc = d + rng.int(2, 12);
      return fill(
        `在 △ABC 中，∠C = 90°，BD 平分 ∠ABC 交 AC 于点 D，AC = ${bc} cm，AD = ${bc - d} cm，则点 D 到 AB 的距离是 ____ cm。`,
        [String(d)],
        [
          `DC = AC − AD = ${bc} − ${bc - d} = ${d}（cm），DC ⊥ BC。`,
          `角平分线上的点到角两边的距离相等，点 D 到 AB 的距离 = DC = ${d} cm。`,
        ],
      );
    },
  },
  'm8-symmetry-axes': {
    title: '轴对称图形与对称轴',
    generate(rng) {
      const shapes: [string, number][] = [
        ['等边三角形', 3],
        ['正方形', 4],
        ['长方形（不是正方形）', 2],
        ['菱形（不是正方形）', 2],
        ['等腰三角形（不是等边三角形）', 1],
        ['等腰梯形', 1],
        ['线段', 2],
        ['角', 1],
        ['平行四边形（不是长方形和菱形）', 0],
        ['半圆', 1],
        ['扇形', 1],
        ['两条相交但不垂直的直线', 2],
        ['两条互相垂直的直线', 4],
        ['直角三角形（两条直角边不相等）', 0],
        ['等腰直角三角形', 1],
        ['圆', -1],
      ];
      for (let n = 5; n <= 12; n++)
        shapes.push([`正${['', '', '', '', '', '五', '六', '七', '八', '九', '十', '十一', '十二'][n]}边形`, n]);
      const [shape, axes] = rng.pick(shapes);
      if (axes < 0) {
        return fill(
          `圆有 ____ 条对称轴。`,
          ['无数', '无数条', '无穷多'],
          [`圆沿任意一条直径所在的直线对折，两旁都能完全重合。`, `直径有无数条，所以圆有无数条对称轴。`],
        );
      }
      return fill(
        `${shape}有 ____ 条对称轴。`,
        [String(axes)],
        [
          axes === 0 ? `${shape}沿任何一条直线对折，两旁的部分都不能完全重合。` : `找出所有能使图形对折后两旁完全重合的直线。`,
          `${shape}有 ${axes} 条对称轴${shape.startsWith('正') ? '（正 n 边形有 n 条对称轴）' : ''}。`,
        ],
      );
    },
  },
  'm8-perpendicular-bisector': {
    title: '线段的垂直平分线',
    generate(rng) {
      const ab = rng.int(3, 15);
      const bc = rng.int(3, 15);
      if (rng.chance(0.5)) {
        return fill(
          `在 △ABC 中，AC 的垂直平分线交 AC 于点 E，交 BC 于点 D，AB = ${ab} cm，BC = ${bc} cm，则 △ABD 的周长是 ____ cm。`,
          [String(ab + bc)],
          [
            `线段垂直平分线上的点到线段两端的距离相等：DA = DC。`,
            `△ABD 的周长 = AB + BD + DA = AB + BD + DC = AB + BC = ${ab} + ${bc} = ${ab + bc}（cm）。`,
          ],
        );
      }
      const pa = rng.int(2, 20);
      return fill(
        `点 P 在线段 AB 的垂直平分线上，PA = ${pa} cm，则 PB = ____ cm。`,
        [String(pa)],
        [`线段垂直平分线上的点与这条线段两个端点的距离相等。`, `所以 PB = PA = ${pa} cm。`],
      );
    },
  },
  'm8-reflect-point': {
    title: '用坐标表示轴对称',
    generate(rng) {
      const x = rng.int(-9, 9) || 4;
      const y = rng.int(-9, 9) || -3;
      const axis = rng.pick(['x', 'y'] as const);
      const [rx, ry] = axis === 'x' ? [x, -y] : [-x, y];
      return fill(`点 P(${num(x)}, ${num(y)}) 关于 ${axis} 轴对称的点的坐标是 ____。`, forms(`(${num(rx)},${num(ry)})`), [
        axis === 'x' ? `关于 x 轴对称的点，横坐标相同，纵坐标互为相反数。` : `关于 y 轴对称的点，纵坐标相同，横坐标互为相反数。`,
        `所以对称点是 (${num(rx)}, ${num(ry)})。`,
      ]);
    },
  },
  'm8-isosceles-angles': {
    title: '等腰三角形与等边三角形',
    generate(rng) {
      switch (rng.int(0, 2)) {
        case 0: {
          const vertex = rng.int(10, 170);
          const even = vertex % 2 === 0 ? vertex : vertex + 1;
          const base = (180 - even) / 2;
          return fill(
            `等腰三角形的顶角是 ${even}°，它的一个底角是 ____°。`,
            [String(base)],
            [`等腰三角形的两个底角相等（等边对等角），三个内角和是 180°。`, `底角 = (180° − ${even}°) ÷ 2 = ${base}°。`],
          );
        }
        case 1: {
          let angle = rng.int(20, 88);
          if (angle === 60) angle = 50;
          const other = 180 - 2 * angle;
          const answer = `${angle}° 或 ${other}°`;
          return single(
            rng,
            `等腰三角形的一个角是 ${angle}°，它的顶角是（\u3000）。`,
            answer,
            [`${angle}°`, `${other}°`, `${(180 - angle) / 2}°`, `${angle}° 或 ${(180 - angle) / 2}°`],
            [
              `${angle}° 的角可能是顶角，也可能是底角（小于 90° 的角两种情况都要考虑）。`,
              `若它是顶角，顶角是 ${angle}°；若它是底角，顶角是 180° − 2 × ${angle}° = ${other}°。所以顶角是 ${answer}。`,
            ],
          );
        }
        default: {
          const hyp = rng.int(2, 20) * 2;
          return fill(
            `在 Rt△ABC 中，∠C = 90°，∠A = 30°，AB = ${hyp} cm，则 BC = ____ cm。`,
            [String(hyp / 2)],
            [`在直角三角形中，30° 角所对的直角边等于斜边的一半。`, `BC 是 ∠A 的对边，BC = ${hyp} ÷ 2 = ${hyp / 2}（cm）。`],
          );
        }
      }
    },
  },
};
