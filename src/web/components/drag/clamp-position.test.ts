import { describe, expect, it } from 'vitest';
import { clampPosition } from './clamp-position.ts';

const bubble = { width: 56, height: 56 };
const phone = { width: 390, height: 844 };

describe('clampPosition', () => {
  it('leaves a position inside the window as it is', () => {
    expect(clampPosition({ left: 100, top: 200 }, bubble, phone)).toEqual({ left: 100, top: 200 });
  });

  it('never lets left or top go below 0', () => {
    expect(clampPosition({ left: -30, top: -1 }, bubble, phone)).toEqual({ left: 0, top: 0 });
  });

  it('never lets the element pass the right or bottom edge', () => {
    expect(clampPosition({ left: 1000, top: 5000 }, bubble, phone)).toEqual({ left: 334, top: 788 });
  });

  it('allows exactly the window size minus the element size', () => {
    expect(clampPosition({ left: 334, top: 788 }, bubble, phone)).toEqual({ left: 334, top: 788 });
    expect(clampPosition({ left: 334.5, top: 788.5 }, bubble, phone)).toEqual({ left: 334, top: 788 });
  });

  it('re-clamps a position after the window shrinks', () => {
    const before = clampPosition({ left: 1200, top: 700 }, bubble, { width: 1280, height: 800 });
    expect(before).toEqual({ left: 1200, top: 700 });
    expect(clampPosition(before, bubble, { width: 760, height: 600 })).toEqual({ left: 704, top: 544 });
  });

  it('pins an element larger than the window to the top-left corner', () => {
    expect(clampPosition({ left: 10, top: 10 }, { width: 500, height: 900 }, phone)).toEqual({ left: 0, top: 0 });
  });
});
