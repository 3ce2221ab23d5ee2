import { describe, expect, it } from 'vitest';
import { emptyLibraryText, libraryChoiceOf } from './library-choice.ts';

const choice = (query: string, grade: Parameters<typeof libraryChoiceOf>[1] = '五年级') =>
  libraryChoiceOf(new URLSearchParams(query), grade);

describe('课本同步’s choice of textbooks', () => {
  it('reads grade and subject from the address, else the learner’s grade and 数学', () => {
    expect(choice('')).toEqual({ grade: '五年级', subject: '数学' });
    expect(choice('grade=初一&subject=英语')).toEqual({ grade: '初一', subject: '英语' });
    expect(choice('grade=七年级&subject=物理')).toEqual({ grade: '五年级', subject: '数学' });
    expect(choice('', null)).toEqual({ grade: '一年级', subject: '数学' });
  });

  it('says why 一、二年级 have no 英语, and that other empty courses are coming', () => {
    expect(emptyLibraryText({ grade: '二年级', subject: '英语' }).title).toBe('二年级还没有英语课');
    expect(emptyLibraryText({ grade: '高三', subject: '数学' }).title).toBe('高三数学的课本还在准备中');
  });
});
