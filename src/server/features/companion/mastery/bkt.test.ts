import { describe, expect, it } from 'vitest';
import { bktUpdate, MASTERED_FROM, WEAK_BELOW } from './bkt.ts';

// Hand-computed with P(L0)=0.3, P(T)=0.1, P(S)=0.1 and the kind's P(G).
describe('bktUpdate', () => {
  it('raises mastery after a right single-choice answer', () => {
    // posterior = 0.3·0.9 / (0.3·0.9 + 0.7·0.25) = 0.27 / 0.445 = 0.606742…; + 0.393258…·0.1 = 0.646067…
    expect(bktUpdate(0.3, true, 'single')).toBeCloseTo(0.646067, 6);
  });

  it('lowers mastery after a wrong single-choice answer', () => {
    // posterior = 0.3·0.1 / (0.3·0.1 + 0.7·0.75) = 0.03 / 0.555 = 0.054054…; + 0.945946…·0.1 = 0.148649…
    expect(bktUpdate(0.3, false, 'single')).toBeCloseTo(0.148649, 6);
  });

  it('trusts a right fill-in answer more than a right true/false answer', () => {
    // fill: 0.27 / (0.27 + 0.7·0.05) = 0.885246…; + 0.114754…·0.1 = 0.896721…
    expect(bktUpdate(0.3, true, 'fill')).toBeCloseTo(0.896721, 6);
    // true/false: 0.27 / (0.27 + 0.7·0.5) = 0.435484…; + 0.564516…·0.1 = 0.491935…
    expect(bktUpdate(0.3, true, 'truefalse')).toBeCloseTo(0.491935, 6);
  });

  it('a wrong multiple-choice answer from a likely master', () => {
    // posterior = 0.9·0.1 / (0.9·0.1 + 0.1·0.9) = 0.5; + 0.5·0.1 = 0.55
    expect(bktUpdate(0.9, false, 'multiple')).toBeCloseTo(0.55, 10);
  });

  it('three right answers in a row take a new point past weak, many take it to mastered, and it stays in (0, 1)', () => {
    let p = 0.3;
    for (let i = 0; i < 3; i++) p = bktUpdate(p, true, 'single');
    expect(p).toBeGreaterThan(WEAK_BELOW);
    for (let i = 0; i < 5; i++) p = bktUpdate(p, true, 'single');
    expect(p).toBeGreaterThanOrEqual(MASTERED_FROM);
    expect(p).toBeLessThan(1);
    for (let i = 0; i < 20; i++) p = bktUpdate(p, false, 'fill');
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(WEAK_BELOW);
  });
});
