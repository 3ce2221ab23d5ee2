import { positionPossibilityGenerators } from './position-possibility.ts';
import { checkSet, expectChoices, expectText, ints } from './verify.test-support.ts';

checkSet('五年级上册 位置、可能性', positionPossibilityGenerators, {
  'm5-number-pair-read': (e) => {
    const [c, r] = ints(e.prompt);
    expectText(e, `(${c},${r})`);
  },
  'm5-number-pair-move': (e) => {
    const [x = 0, y = 0, k = 0] = ints(e.prompt);
    const [dx, dy] = e.prompt.includes('向右')
      ? [k, 0]
      : e.prompt.includes('向左')
        ? [-k, 0]
        : e.prompt.includes('向上')
          ? [0, k]
          : [0, -k];
    expectText(e, `(${x + dx},${y + dy})`);
  },
  'm5-number-pair-same-line': (e) => {
    const [x, y] = ints(e.prompt);
    const column = e.prompt.includes('同一列');
    expectChoices(e, (option) => {
      const [a, b] = ints(option);
      return column ? a === x : b === y;
    });
  },
  'm5-certainty': (e) => {
    const inBag = [...e.prompt.matchAll(/(\d+) 个(.)球/g)].map((m) => m[2]);
    const asked = /，____是(.)球/.exec(e.prompt)?.[1] ?? '';
    expectText(e, !inBag.includes(asked) ? '不可能' : inBag.length === 1 ? '一定' : '可能');
  },
  'm5-possibility-compare': (e) => {
    const balls = [...e.prompt.matchAll(/(.)球 (\d+) 个/g)].map((m) => ({ colour: m[1], count: Number(m[2]) }));
    const most = e.prompt.includes('可能性最大');
    const best = balls.reduce((a, b) => ((most ? b.count > a.count : b.count < a.count) ? b : a));
    expectText(e, `${best.colour}球`);
  },
});
