import { describe, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import { g3MixedGenerators } from './g3-mixed.ts';
import { evaluateText, expressionOf, numbers, verifyAll, type Verifier } from './verify.test-support.ts';

const verifiers: Record<string, Verifier> = {
  'm3-mixed-same-level': (e) => evaluateText(expressionOf(e.prompt)),
  'm3-mixed-two-level': (e) => evaluateText(expressionOf(e.prompt)),
  'm3-mixed-brackets': (e) => evaluateText(expressionOf(e.prompt)),
  'm3-two-step-word': (e) => {
    const n = numbers(e.prompt);
    if (e.prompt.includes('找回')) return String(evaluateText(`${n[2]} - ${n[0]} * ${n[1]}`));
    if (e.prompt.includes('还剩')) return String(evaluateText(`${n[0]} * ${n[1]} - ${n[2]}`));
    if (e.prompt.includes('黄花')) return String(evaluateText(`${n[0]} + ${n[0]} + ${n[1]}`));
    return String(evaluateText(`(${n[0]} + ${n[1]}) / ${n[2]}`));
  },
};

describe('三年级 混合运算 generators', () => {
  for (const [id, generator] of Object.entries(g3MixedGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verifyAll(id, exercise, verifiers);
    });
  }
});
