import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';

/** 四年级上册 3 多位数乘两位数 and 4 加法模型和乘法模型. */
export const g4MultiplyGenerators: GeneratorSet = {
  'm4-oral-mul': {
    title: '口算乘法（整十、整百数）',
    generate(rng) {
      const a = rng.int(2, 25);
      const b = rng.int(2, 9);
      const aScale = rng.pick([1, 10, 100] as const);
      const bScale = aScale === 100 ? 10 : rng.pick([10, 100] as const);
      const x = a * aScale;
      const y = b * bScale;
      const zeros = String(aScale * bScale).length - 1;
      return fill(
        `口算：${x} × ${y} = ____`,
        [x * y],
        [
          `先算 ${a} × ${b} = ${a * b}。`,
          `两个因数末尾一共有 ${zeros} 个 0，在 ${a * b} 的末尾添上 ${zeros} 个 0：${x} × ${y} = ${x * y}。`,
        ],
      );
    },
  },
  'm4-two-by-two': {
    title: '两位数乘两位数（笔算）',
    generate(rng) {
      const a = rng.int(13, 98);
      const b = rng.int(13, 98);
      const tens = Math.floor(b / 10);
      const ones = b % 10;
      const right = a * b;
      const unshifted = a * ones + a * tens;
      return single(
        rng,
        `笔算：${a} × ${b} = （\u3000）`,
        right,
        [unshifted, right + 10, right - 100, right + 100, a * ones * 10 + a * tens],
        [
          `先用 ${b} 个位上的 ${ones} 去乘 ${a}：${a} × ${ones} = ${a * ones}。`,
          `再用 ${b} 十位上的 ${tens} 去乘 ${a}，得到 ${a * tens} 个十，也就是 ${a * tens * 10}，末位要和十位对齐。`,
          `最后相加：${a * ones} + ${a * tens * 10} = ${right}。`,
        ],
      );
    },
  },
  'm4-three-by-two': {
    title: '三位数乘两位数',
    generate(rng) {
      const a = rng.int(101, 999);
      const b = rng.int(11, 99);
      const tens = Math.floor(b / 10);
      const ones = b % 10;
      return fill(
        `计算：${a} × ${b} = ____`,
        [a * b],
        [`${a} × ${ones} = ${a * ones}。`, `${a} × ${tens * 10} = ${a * tens * 10}。`, `${a * ones} + ${a * tens * 10} = ${a * b}。`],
      );
    },
  },
  'm4-mul-zero-end': {
    title: '因数末尾有0的乘法',
    generate(rng) {
      const a = rng.int(11, 99) * 10;
      const b = rng.int(2, 9) * 10;
      return fill(
        `计算：${a} × ${b} = ____`,
        [a * b],
        [
          `先算 ${a / 10} × ${b / 10} = ${(a / 10) * (b / 10)}。`,
          `两个因数末尾一共有 2 个 0，在积的末尾添上 2 个 0：${a} × ${b} = ${a * b}。`,
        ],
      );
    },
  },
  'm4-product-change': {
    title: '积的变化规律',
    generate(rng) {
      const a = rng.int(12, 90);
      const b = rng.int(3, 40);
      const k = rng.int(2, 10);
      const product = a * b;
      if (rng.chance(0.5)) {
        return fill(
          `已知 ${a} × ${b} = ${product}，那么 ${a * k} × ${b} = ____`,
          [product * k],
          [`一个因数乘 ${k}，另一个因数不变，积也乘 ${k}。`, `${product} × ${k} = ${product * k}。`],
        );
      }
      return fill(
        `已知 ${a * k} × ${b} = ${product * k}，那么 ${a} × ${b} = ____`,
        [product],
        [`一个因数 ${a * k} 除以 ${k} 变成 ${a}，另一个因数不变，积也除以 ${k}。`, `${product * k} ÷ ${k} = ${product}。`],
      );
    },
  },
  'm4-mul-budget': {
    title: '乘法估算：钱够不够',
    generate(rng) {
      const price = rng.int(21, 199);
      const count = rng.int(12, 45);
      const money = Math.round((price * count + rng.int(-400, 400)) / 100) * 100;
      const enough = price * count <= money;
      return trueFalse(`学校买 ${count} 套书，每套 ${price} 元，带 ${money} 元够。`, enough, [
        `${price} × ${count} = ${price * count}（元）。`,
        `${price * count} ${enough ? '≤' : '>'} ${money}，所以${enough ? '够' : '不够'}。`,
      ]);
    },
  },
  'm4-addition-model': {
    title: '加法模型：总量 = 分量 + 分量',
    generate(rng) {
      const [whole, a, b, unit] = rng.pick([
        ['全校学生', '男生', '女生', '人'],
        ['图书角的书', '故事书', '科技书', '本'],
        ['一天卖出的水果', '上午卖出', '下午卖出', '千克'],
      ] as const);
      const first = rng.int(120, 800);
      const second = rng.int(120, 800);
      const total = first + second;
      const ask = rng.int(0, 1);
      if (ask === 0) {
        return fill(
          `${whole}中，${a} ${first} ${unit}，${b} ${second} ${unit}，${whole}一共有____${unit}。`,
          [total],
          [`总量 = 分量 + 分量。`, `${first} + ${second} = ${total}（${unit}）。`],
        );
      }
      return fill(
        `${whole}一共有 ${total} ${unit}，其中${a} ${first} ${unit}，${b}有____${unit}。`,
        [second],
        [`分量 = 总量 − 另一个分量。`, `${total} − ${first} = ${second}（${unit}）。`],
      );
    },
  },
  'm4-price-model': {
    title: '乘法模型：单价 × 数量 = 总价',
    generate(rng) {
      const price = rng.int(3, 120);
      const count = rng.int(2, 40);
      const total = price * count;
      const ask = rng.int(0, 2);
      if (ask === 0)
        return fill(
          `每支钢笔 ${price} 元，买 ${count} 支，总价是____元。`,
          [total],
          [`总价 = 单价 × 数量。`, `${price} × ${count} = ${total}（元）。`],
        );
      if (ask === 1)
        return fill(
          `买 ${count} 个同样的篮球共花 ${total} 元，每个篮球的单价是____元。`,
          [price],
          [`单价 = 总价 ÷ 数量。`, `${total} ÷ ${count} = ${price}（元）。`],
        );
      return fill(
        `每本故事书 ${price} 元，${total} 元可以买____本。`,
        [count],
        [`数量 = 总价 ÷ 单价。`, `${total} ÷ ${price} = ${count}（本）。`],
      );
    },
  },
  'm4-speed-model': {
    title: '乘法模型：速度 × 时间 = 路程',
    generate(rng) {
      const [mover, unit, speedUnit, min, max] = rng.pick([
        ['一辆汽车', '千米', '千米/时', 40, 110],
        ['一列高铁', '千米', '千米/时', 200, 350],
        ['小明步行', '米', '米/分', 50, 80],
        ['一辆自行车', '米', '米/分', 150, 300],
      ] as const);
      const speed = rng.int(min, max);
      const time = rng.int(2, 12);
      const timeUnit = speedUnit.endsWith('时') ? '小时' : '分钟';
      const distance = speed * time;
      const ask = rng.int(0, 2);
      if (ask === 0)
        return fill(
          `${mover}的速度是 ${speed}${speedUnit}，${time}${timeUnit}行____${unit}。`,
          [distance],
          [`路程 = 速度 × 时间。`, `${speed} × ${time} = ${distance}（${unit}）。`],
        );
      if (ask === 1)
        return fill(
          `${mover}${time}${timeUnit}行了 ${distance}${unit}，速度是____${speedUnit}。`,
          [speed, `${speed}${speedUnit}`],
          [`速度 = 路程 ÷ 时间。`, `${distance} ÷ ${time} = ${speed}（${speedUnit}）。`],
        );
      return fill(
        `${mover}的速度是 ${speed}${speedUnit}，行 ${distance}${unit}要____${timeUnit}。`,
        [time],
        [`时间 = 路程 ÷ 速度。`, `${distance} ÷ ${speed} = ${time}（${timeUnit}）。`],
      );
    },
  },
};
