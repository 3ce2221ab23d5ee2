import { describe, expect, it } from 'vitest';
import type { Learner } from '../../../contract/accounts.ts';
import type { ServicePeriod } from '../../../contract/catalog.ts';
import { pickCompanionLearner } from './companion-learner.ts';

const learner = (id: string): Learner => ({ id, name: id, grade: '初一', isSelf: false });
const service = (learnerId: string, active: boolean): ServicePeriod => ({
  learnerId,
  learnerName: learnerId,
  planId: 'junior-30',
  planTitle: '初中AI伴学 · 月卡',
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: '2026-12-01T00:00:00Z',
  active,
});

describe('pickCompanionLearner', () => {
  const kids = [learner('a'), learner('b'), learner('c')];

  it('keeps the learner chosen before', () => {
    expect(pickCompanionLearner(kids, [service('b', true)], 'c')?.id).toBe('c');
  });

  it('otherwise starts with the first learner whose service runs', () => {
    expect(pickCompanionLearner(kids, [service('a', false), service('b', true)], null)?.id).toBe('b');
    expect(pickCompanionLearner(kids, [service('b', true)], 'gone')?.id).toBe('b');
  });

  it('falls back to the first learner, or none', () => {
    expect(pickCompanionLearner(kids, [], null)?.id).toBe('a');
    expect(pickCompanionLearner([], [service('b', true)], 'b')).toBeNull();
  });
});
