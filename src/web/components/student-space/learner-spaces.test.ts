import { describe, expect, it } from 'vitest';
import type { Learner } from '../../../contract/accounts.ts';
import type { ServicePeriod } from '../../../contract/catalog.ts';
import { companionSpace, daysLeft, learnerSpaces, phonePurchaseUrl } from './learner-spaces.ts';

const NOW = Date.parse('2027-01-30T04:00:00Z');
const learner = (id: string, name: string, isSelf = false): Learner => ({ id, name, grade: null, isSelf });
const period = (learnerId: string, endsAt: string, active: boolean): ServicePeriod => ({
  learnerId,
  learnerName: `name-${learnerId}`,
  planId: 'junior-30',
  planTitle: '初中AI伴学 · 月卡',
  startsAt: '2027-01-01T04:00:00Z',
  endsAt,
  active,
});

describe('learnerSpaces', () => {
  it('gives every learner of the account a status, in the account’s order', () => {
    const spaces = learnerSpaces(
      [learner('a', '小雨'), learner('b', '小明'), learner('c', '小红')],
      [period('c', '2027-03-01T04:00:00Z', true), period('a', '2027-01-02T04:00:00Z', false)],
      NOW,
    );
    expect(spaces.map((space) => [space.name, space.status])).toEqual([
      ['小雨', 'expired'],
      ['小明', 'none'],
      ['小红', 'active'],
    ]);
    expect(spaces[2]).toMatchObject({ planTitle: '初中AI伴学 · 月卡', daysLeft: 30 });
  });

  it('keeps a period whose learner the cached account does not know yet', () => {
    const spaces = learnerSpaces([], [period('x', '2027-03-01T04:00:00Z', true)], NOW);
    expect(spaces).toMatchObject([{ learnerId: 'x', name: 'name-x', status: 'active' }]);
  });

  it('measures how much of the period is used', () => {
    const [space] = learnerSpaces([learner('a', '小雨', true)], [period('a', '2027-02-28T04:00:00Z', true)], NOW);
    expect(space?.status === 'active' && Math.round(space.usedShare * 100)).toBe(50);
  });
});

describe('daysLeft', () => {
  it('counts a started day as a whole one and never says 0 for an active service', () => {
    expect(daysLeft('2027-01-31T04:00:00Z', NOW)).toBe(1);
    expect(daysLeft('2027-01-31T05:00:00Z', NOW)).toBe(2);
    expect(daysLeft('2027-01-30T04:00:01Z', NOW)).toBe(1);
    expect(daysLeft('2027-01-29T04:00:00Z', NOW)).toBe(1);
  });
});

describe('companionSpace', () => {
  const spaces = learnerSpaces(
    [learner('a', '小雨'), learner('b', '小明')],
    [period('a', '2027-03-01T04:00:00Z', true), period('b', '2027-01-02T04:00:00Z', false)],
    NOW,
  );

  it('opens the companion of the learner the link asks for while their service runs', () => {
    expect(companionSpace(spaces, 'a')?.learnerId).toBe('a');
    expect(companionSpace(spaces, 'b')).toBeNull();
    expect(companionSpace(spaces, 'gone')).toBeNull();
  });

  it('lets a parent of several learners choose, and opens the only learner’s straight away', () => {
    expect(companionSpace(spaces, null)).toBeNull();
    expect(companionSpace(spaces.slice(0, 1), null)?.learnerId).toBe('a');
    expect(companionSpace(spaces.slice(1), null)).toBeNull();
  });
});

describe('phonePurchaseUrl', () => {
  it('opens the phone student home for the learner', () => {
    expect(phonePurchaseUrl('https://banxue.example', 'L 1')).toBe('https://banxue.example/mobile/student/home?learnerId=L%201');
  });
});
