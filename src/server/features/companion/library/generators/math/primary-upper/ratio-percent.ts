import { fill, single, type GeneratorSet } from '../../exercise.ts';
import { blank, dec, frac, fracForms, fractionText, gcd, gen, properFraction, terminates, type Fraction } from './common.ts';

/** 六年级上册 4 比、6 百分数（一） and 7 扇形统计图. */

const F = fractionText;
/** A percent as written: 37.5%. */
const pct = (v: Fraction) => `${dec(v.mul(100))}%`;

export const ratioPercentGenerators: GeneratorSet = {
  'm6-ratio-value': gen('比的意义（求比值）', (rng) => {
    const a = rng.int(1, 60);
    const b = rng.int(2, 60);
    const v = frac(a, b);
    return fill(`${a} : ${b} 的比值是 ${blank}。`, fracForms(v, true), [
      `比的前项除以后项所得的商叫作比值：${a} ÷ ${b}。`,
      `${a} ÷ ${b} = ${F(v)}${terminates(v) && !v.equals(v.floor()) ? `，也可以写成 ${dec(v)}` : ''}。比值是一个数，可以是整数、分数或小数。`,
    ]);
  }),
  'm6-ratio-simplify': gen('比的基本性质（化简比）', (rng) => {
    const p = rng.int(1, 9);
    let q = rng.int(1, 9);
    while (gcd(p, q) !== 1 || p === q) q = rng.int(1, 9);
    const kind = rng.int(0, 2);
    const k = rng.int(2, 12);
    const [shown, how] = [
      [`${p * k} : ${q * k}`, `前项和后项同时除以它们的最大公因数 ${k}`],
      [`${dec(frac(p * k, 10))} : ${dec(frac(q * k, 10))}`, `前项和后项同时乘 10 化成整数比 ${p * k} : ${q * k}，再同时除以 ${k}`],
      [`${F(frac(p, q * k))} : ${F(frac(1, k))}`, `前项和后项同时乘 ${q * k}（两个分母的公倍数）化成整数比 ${p} : ${q}`],
    ][kind] as [string, string];
    return fill(
      `把 ${shown} 化成最简整数比是 ${blank}。`,
      [`${p}:${q}`, `${p}∶${q}`],
      [`比的前项和后项同时乘或者除以相同的数（0 除外），比值不变。`, `${how}，得 ${p} : ${q}。`],
    );
  }),
  'm6-ratio-distribution': gen('比的应用（按比分配）', (rng) => {
    const parts = rng.chance(0.7) ? [rng.int(1, 9), rng.int(1, 9)] : [rng.int(1, 6), rng.int(1, 6), rng.int(1, 6)];
    const sum = parts.reduce((s, p) => s + p, 0);
    const total = sum * rng.int(2, 40);
    const ask = rng.int(0, parts.length - 1);
    const names = ['一班', '二班', '三班'];
    const answer = (total / sum) * parts[ask]!;
    return fill(
      `把 ${total} 本图书按 ${parts.join(' : ')} 分给${names.slice(0, parts.length).join('、')}，${names[ask]}分到 ${blank} 本。`,
      [answer],
      [
        `总份数：${parts.join(' + ')} = ${sum}，${names[ask]}占总数的 ${parts[ask]}/${sum}。`,
        `${total} × ${parts[ask]}/${sum} = ${answer}（本）。`,
      ],
    );
  }),
  'm6-percent-meaning': gen('百分数的意义', (rng) => {
    const total = rng.pick([100, 50, 25, 20, 200, 400]);
    const part = rng.int(1, total - 1);
    return fill(
      `一张方格纸有 ${total} 个同样的小方格，涂色的有 ${part} 个，涂色部分占整张纸的 ${blank}。（用百分数表示）`,
      [pct(frac(part, total))],
      [
        `表示一个数是另一个数的百分之几的数叫作百分数。涂色部分占 ${part}/${total}。`,
        `${part} ÷ ${total} = ${dec(frac(part, total))} = ${pct(frac(part, total))}。`,
      ],
    );
  }),
  'm6-percent-conversion': gen('百分数和分数、小数的互化', (rng) => {
    const kind = rng.int(0, 3);
    if (kind === 0) {
      const v = frac(rng.int(1, 300), 1000);
      return fill(
        `${dec(v)} = ${blank}（化成百分数）`,
        [pct(v)],
        [`小数化成百分数，把小数点向右移动两位，添上百分号。`, `${dec(v)} = ${pct(v)}。`],
      );
    }
    if (kind === 1) {
      const v = frac(rng.int(1, 250), 10);
      return fill(
        `${dec(v)}% = ${blank}（化成小数）`,
        [dec(v.div(100))],
        [`百分数化成小数，去掉百分号，把小数点向左移动两位。`, `${dec(v)}% = ${dec(v.div(100))}。`],
      );
    }
    if (kind === 2) {
      const v = properFraction(rng, [2, 4, 5, 8, 10, 20, 25, 40, 50]);
      return fill(
        `${F(v)} = ${blank}（化成百分数）`,
        [pct(v)],
        [`分数化成百分数，先把分数化成小数：${F(v)} = ${dec(v)}。`, `再化成百分数：${dec(v)} = ${pct(v)}。`],
      );
    }
    const v = frac(rng.int(1, 99), 100);
    return fill(
      `${pct(v)} = ${blank}（化成最简分数）`,
      [F(v)],
      [`百分数化成分数，先写成分母是 100 的分数：${dec(v.mul(100))}/100。`, `再约分：${F(v)}。`],
    );
  }),
  'm6-percent-of': gen('用百分数解决问题（求百分率）', (rng) => {
    const kind = rng.int(0, 2);
    if (kind === 0) {
      const total = rng.pick([20, 25, 40, 50, 80, 200, 250, 400, 500]);
      const good = rng.int(Math.ceil(total * 0.6), total);
      const [text, rate] = rng.pick([
        [`一批零件共 ${total} 个，其中合格的有 ${good} 个`, '合格率'],
        [`做发芽试验，一共种了 ${total} 粒种子，发芽的有 ${good} 粒`, '发芽率'],
        [`某年级应到 ${total} 人，实到 ${good} 人`, '出勤率'],
      ] as const);
      return fill(
        `${text}，${rate}是 ${blank}。`,
        [pct(frac(good, total))],
        [
          `${rate} = ${rate === '合格率' ? '合格数' : rate === '发芽率' ? '发芽数' : '实到人数'} ÷ 总数 × 100%。`,
          `${good} ÷ ${total} × 100% = ${pct(frac(good, total))}。`,
        ],
      );
    }
    const before = rng.pick([20, 25, 40, 50, 80, 100, 120, 160, 200, 250]);
    const change = frac(rng.pick([50, 100, 125, 150, 200, 250, 300, 400, 500, 600, 750]), 1000);
    const after = frac(before).mul(kind === 1 ? frac(1).add(change) : frac(1).sub(change));
    if (!after.equals(after.floor()))
      return fill(
        `${before} 的 ${pct(change)} 是 ${blank}。`,
        [dec(change.mul(before))],
        [`求一个数的百分之几是多少，用乘法。`, `${before} × ${pct(change)} = ${dec(change.mul(before))}。`],
      );
    return fill(
      `某商店上月卖出空调 ${before} 台，本月卖出 ${dec(after)} 台，本月比上月${kind === 1 ? '增加' : '减少'}了 ${blank}。（用百分数表示）`,
      [pct(change)],
      [
        `${kind === 1 ? '增加' : '减少'}了百分之几 = ${kind === 1 ? '增加' : '减少'}的台数 ÷ 上月台数（单位"1"）× 100%。`,
        `${kind === 1 ? `${dec(after)} - ${before}` : `${before} - ${dec(after)}`} = ${dec(frac(before).sub(after).abs())}，${dec(frac(before).sub(after).abs())} ÷ ${before} × 100% = ${pct(change)}。`,
      ],
    );
  }),
  'm6-percent-change-choice': gen('用百分数解决问题（分清单位"1"）', (rng) => {
    let a = 20;
    let b = 25;
    for (let tries = 0; tries < 200; tries++) {
      const x = rng.int(4, 100);
      const y = rng.int(x + 1, 2 * x - 1);
      if ([frac(y - x, x), frac(y - x, y), frac(x, y), frac(y, x)].every((v) => terminates(v.mul(100)))) {
        [a, b] = [x, y];
        break;
      }
    }
    const more = rng.chance(0.5);
    const right = more ? pct(frac(b - a, a)) : pct(frac(b - a, b));
    const wrong = more ? pct(frac(b - a, b)) : pct(frac(b - a, a));
    return single(
      rng,
      more
        ? `合唱队里有男生 ${a} 人，女生 ${b} 人。女生比男生多百分之几？`
        : `合唱队里有男生 ${a} 人，女生 ${b} 人。男生比女生少百分之几？`,
      right,
      [wrong, pct(frac(a, b)), pct(frac(b, a)), `${b - a}%`, `${b}%`, `${a}%`],
      [
        `"比谁多（少）"，谁就是单位"1"：这里的单位"1"是${more ? '男生' : '女生'}人数。`,
        `相差 ${b - a} 人，${b - a} ÷ ${more ? a : b} × 100% = ${right}。`,
      ],
    );
  }),
  'm6-pie-chart': gen('扇形统计图', (rng) => {
    const cuts = rng.shuffle([5, 10, 15, 20, 25, 30, 35, 40]).slice(0, 3);
    const rest = 100 - cuts.reduce((s, c) => s + c, 0);
    if (rest <= 0) cuts[0] = cuts[0]! + rest - 5;
    const shares = [...cuts, 100 - cuts.reduce((s, c) => s + c, 0)];
    const items = ['跳绳', '踢毽子', '打篮球', '其他'];
    const total = rng.pick([200, 400, 500, 600, 800, 1000, 1200]);
    const i = rng.int(0, 3);
    const list = items.map((it, j) => `${it} ${shares[j]}%`).join('，');
    if (rng.chance(0.5)) {
      return fill(
        `某校 ${total} 名学生最喜欢的活动制成扇形统计图：${list}。最喜欢${items[i]}的有 ${blank} 人。`,
        [(total * shares[i]!) / 100],
        [
          `扇形统计图表示各部分数量占总数的百分比。${items[i]}占 ${shares[i]}%。`,
          `${total} × ${shares[i]}% = ${(total * shares[i]!) / 100}（人）。`,
        ],
      );
    }
    return fill(
      `某校学生最喜欢的活动制成扇形统计图：${list}。表示"${items[i]}"的扇形圆心角是 ${blank}°。`,
      [dec(frac(360 * shares[i]!, 100))],
      [`整个圆表示总数（100%），圆心角是 360°。`, `360° × ${shares[i]}% = ${dec(frac(360 * shares[i]!, 100))}°。`],
    );
  }),
};
