import { fill, single, type GeneratorSet } from '../../exercise.ts';

const digitWords = ['', '一位数', '两位数', '三位数', '四位数'];
const quotientText = (q: number, r: number) => (r === 0 ? String(q) : `${q}……${r}`);

/** 三年级下册 2 除数是一位数的除法. */
export const g3DivideGenerators: GeneratorSet = {
  'm3-oral-div': {
    title: '口算除法',
    generate(rng) {
      const b = rng.int(2, 9);
      if (rng.chance(0.5)) {
        const q = rng.int(1, 9);
        const scale = rng.pick([10, 100] as const);
        const a = b * q * scale;
        return fill(
          `口算：${a} ÷ ${b} = ____`,
          [q * scale],
          [
            `${a} 是 ${b * q} 个${scale === 10 ? '十' : '百'}，${b * q} ÷ ${b} = ${q}。`,
            `${q} 个${scale === 10 ? '十' : '百'}是 ${q * scale}，所以 ${a} ÷ ${b} = ${q * scale}。`,
          ],
        );
      }
      const tensQ = rng.int(1, 3);
      const onesQ = rng.int(1, 9);
      const q = tensQ * 10 + onesQ;
      const a = q * b;
      return fill(
        `口算：${a} ÷ ${b} = ____`,
        [q],
        [
          `把 ${a} 分成 ${tensQ * 10 * b} 和 ${onesQ * b}：${tensQ * 10 * b} ÷ ${b} = ${tensQ * 10}，${onesQ * b} ÷ ${b} = ${onesQ}。`,
          `合起来：${tensQ * 10} + ${onesQ} = ${q}。`,
        ],
      );
    },
  },
  'm3-written-div': {
    title: '笔算除法（有余数）',
    generate(rng) {
      const b = rng.int(3, 9);
      const q = rng.int(21, 199);
      const r = rng.int(0, b - 1);
      const a = q * b + r;
      const right = quotientText(q, r);
      return single(
        rng,
        `笔算：${a} ÷ ${b} = （\u3000）`,
        right,
        [quotientText(q + 1, r), quotientText(q - 1, r), quotientText(q, (r + 1) % b), quotientText(q * 10, r), quotientText(q + 10, r)],
        [
          `从被除数的最高位除起，哪一位上不够商 1，就看前两位。`,
          `依次求出每一位的商：${b} × ${q} = ${q * b}，${a} − ${q * b} = ${r}。`,
          `余数 ${r} 比除数 ${b} 小，所以 ${a} ÷ ${b} = ${right}。`,
        ],
      );
    },
  },
  'm3-div-quotient-zero': {
    title: '商中间或末尾有0的除法',
    generate(rng) {
      const b = rng.int(2, 9);
      const first = rng.int(1, 9);
      const last = rng.int(1, 9);
      const middle = rng.chance(0.5);
      const q = middle ? first * 100 + last : first * 100 + last * 10;
      const a = q * b;
      return fill(
        `计算：${a} ÷ ${b} = ____`,
        [q],
        [
          middle
            ? `商的百位是 ${first}；十位上不够商 1，要在商的十位上写 0。`
            : `商的百位是 ${first}，十位是 ${last}；个位上是 0，0 ÷ ${b} = 0，商的个位要写 0。`,
          `验算：${q} × ${b} = ${a}，所以 ${a} ÷ ${b} = ${q}。`,
        ],
      );
    },
  },
  'm3-div-digits': {
    title: '商是几位数',
    generate(rng) {
      const b = rng.int(2, 9);
      const a = rng.chance(0.5) ? rng.int(100, 999) : rng.int(1000, 9999);
      const q = Math.floor(a / b);
      const length = String(q).length;
      const first = Number(String(a)[0]);
      const wrong = digitWords.filter((word, i) => i > 0 && i !== length);
      return single(rng, `${a} ÷ ${b} 的商是（\u3000）。`, digitWords[length] ?? '', wrong, [
        `看被除数的最高位：${first} ${first >= b ? `≥ ${b}，够商 1，商的位数和被除数一样多` : `< ${b}，不够商 1，要看前两位，商比被除数少一位`}。`,
        `${a} ÷ ${b} 的商是 ${q}，是${digitWords[length]}。`,
      ]);
    },
  },
  'm3-div-word': {
    title: '除法的实际问题（归一、平均分）',
    generate(rng) {
      if (rng.chance(0.5)) {
        const unitPrice = rng.int(3, 25);
        const bought = rng.int(2, 9);
        const wanted = rng.int(2, 9);
        return fill(
          `${bought} 个同样的笔记本共 ${unitPrice * bought} 元，买 ${wanted} 个这样的笔记本要____元。`,
          [unitPrice * wanted],
          [
            `先求一个多少元：${unitPrice * bought} ÷ ${bought} = ${unitPrice}（元）。`,
            `再求 ${wanted} 个多少元：${unitPrice} × ${wanted} = ${unitPrice * wanted}（元）。`,
          ],
        );
      }
      const classes = rng.int(2, 9);
      const each = rng.int(12, 120);
      return fill(
        `学校把 ${classes * each} 本书平均分给 ${classes} 个班，每个班分到____本。`,
        [each],
        [`平均分，用除法：${classes * each} ÷ ${classes}。`, `${classes * each} ÷ ${classes} = ${each}（本）。`],
      );
    },
  },
  'm3-div-remainder-word': {
    title: '有余数的实际问题（进一、去尾）',
    generate(rng) {
      const per = rng.int(4, 9);
      const total = per * rng.int(5, 30) + rng.int(1, per - 1);
      const q = Math.floor(total / per);
      const r = total % per;
      if (rng.chance(0.5)) {
        return fill(
          `${total} 名同学去春游，每辆车最多坐 ${per} 人，至少需要____辆车。`,
          [q + 1],
          [
            `${total} ÷ ${per} = ${q}……${r}，坐满 ${q} 辆车后还剩 ${r} 人。`,
            `剩下的 ${r} 人也要坐车，所以至少需要 ${q} + 1 = ${q + 1}（辆）。`,
          ],
        );
      }
      return fill(
        `有 ${total} 米布，每件衣服用 ${per} 米，最多能做____件。`,
        [q],
        [`${total} ÷ ${per} = ${q}……${r}。`, `剩下的 ${r} 米不够做一件，所以最多能做 ${q} 件。`],
      );
    },
  },
};
