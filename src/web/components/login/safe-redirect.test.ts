import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

const redirectOf = (target: string) => safeRedirect(`?redirect=${encodeURIComponent(target)}`);

describe('safeRedirect', () => {
  it.each([
    ['/mobile/student/mine', '/mobile/student/mine'],
    ['/mobile/student/order?planId=junior-30', '/mobile/student/order?planId=junior-30'],
    ['/home#about', '/home#about'],
    ['/pad-xuesheng?view=report', '/pad-xuesheng?view=report'],
  ])('keeps a path of this site: %s', (target, expected) => {
    expect(redirectOf(target)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '\\/evil.example/',
    'javascript:alert(1)',
    'mobile/student/mine',
    '',
  ])('ignores what leads elsewhere: %j', (target) => {
    expect(redirectOf(target)).toBeNull();
  });

  it('is null without the parameter', () => {
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect('?other=1')).toBeNull();
  });
});
