import { describe, expect, it } from 'vitest';
import { homeSectionIds } from '../../../contract/content.ts';
import { pickActiveSection } from './section-spy.ts';

describe('pickActiveSection', () => {
  it('is the first section in page order that crosses the band under the header', () => {
    expect(pickActiveSection(homeSectionIds, new Set(['model', 'patents']), undefined)).toBe('patents');
    expect(pickActiveSection(homeSectionIds, new Set(['about']), undefined)).toBe('about');
  });

  it('is the section jumped to while the page is on its way there', () => {
    expect(pickActiveSection(homeSectionIds, new Set(['team']), 'honors')).toBe('honors');
  });

  it('is none when no section is in the band (the page has not rendered them yet)', () => {
    expect(pickActiveSection(homeSectionIds, new Set(), undefined)).toBeUndefined();
  });
});
