import { describe, expect, it } from 'vitest';
import { mobileBarTitle } from './mobile-bar-title.ts';

describe('mobileBarTitle', () => {
  it("shows the route's own title, whatever sharedData.barText says", () => {
    expect(mobileBarTitle('AI伴学服务', '初中AI伴学 · 季卡（120天）')).toBe('AI伴学服务');
    expect(mobileBarTitle('确认订单', undefined)).toBe('确认订单');
  });

  it('falls back to sharedData.barText on a route without a title', () => {
    expect(mobileBarTitle(undefined, '初中AI伴学 · 季卡（120天）')).toBe('初中AI伴学 · 季卡（120天）');
  });

  it('falls back to AI伴学 when there is neither', () => {
    expect(mobileBarTitle(undefined, undefined)).toBe('AI伴学');
  });

  it('treats an empty title or a blank barText as missing', () => {
    expect(mobileBarTitle('', '高中AI伴学 · 年卡')).toBe('高中AI伴学 · 年卡');
    expect(mobileBarTitle(undefined, '  ')).toBe('AI伴学');
    expect(mobileBarTitle('', '')).toBe('AI伴学');
  });
});
