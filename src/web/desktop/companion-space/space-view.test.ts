import { describe, expect, it } from 'vitest';
import { parseSpaceView, sectionOf, spacePaths } from './space-view.ts';

const view = (query: string) => parseSpaceView(new URLSearchParams(query));

describe('space views', () => {
  it('reads the view from the query, falling back to today', () => {
    expect(view('')).toEqual({ kind: 'today' });
    expect(view('view=nonsense')).toEqual({ kind: 'today' });
    expect(view('view=lesson&lesson=L1&task=T1')).toEqual({ kind: 'lesson', lessonId: 'L1', taskId: 'T1' });
    expect(view('view=lesson')).toEqual({ kind: 'today' });
    expect(view('view=set')).toEqual({ kind: 'practice' });
    expect(view('view=report&week=2026-11-23')).toEqual({ kind: 'report', week: '2026-11-23' });
    expect(view('view=report&week=monday')).toEqual({ kind: 'report', week: null });
    expect(view('view=tutor&exercise=E9')).toEqual({ kind: 'tutor', exerciseId: 'E9' });
    expect(view('view=library&grade=三年级')).toEqual({ kind: 'library' });
    expect(view('view=lesson&lesson=L1&from=library')).toStrictEqual({ kind: 'lesson', lessonId: 'L1', taskId: null, fromLibrary: true });
  });

  it('puts a plan’s lesson under 今日 and a weak point’s lesson under 练习', () => {
    expect(sectionOf(view('view=lesson&lesson=L1&task=T1'))).toBe('today');
    expect(sectionOf(view('view=lesson&lesson=L1'))).toBe('practice');
    expect(sectionOf(view('view=set&set=S1'))).toBe('practice');
    expect(sectionOf(view('view=plan'))).toBe('today');
    expect(sectionOf(view('view=library'))).toBe('library');
    expect(sectionOf(view('view=lesson&lesson=L1&from=library'))).toBe('library');
  });

  it('links within the space, keeping a parent’s child in every link', () => {
    const own = spacePaths('/pad-xuesheng', null);
    expect(own.study).toBe('/pad-xuesheng');
    expect(own.lesson('L 1', 'T1')).toBe('/pad-xuesheng?view=lesson&lesson=L+1&task=T1');
    const child = spacePaths('/nuc-xuesheng', 'kid');
    expect(child.study).toBe('/nuc-xuesheng?learner=kid');
    expect(child.practice('S1')).toBe('/nuc-xuesheng?learner=kid&view=set&set=S1');
    expect(child.tutor()).toBe('/nuc-xuesheng?learner=kid&view=tutor');
    expect(child.library).toBe('/nuc-xuesheng?learner=kid&view=library');
    expect(parseSpaceView(new URLSearchParams(child.libraryLesson('L1').split('?')[1]))).toMatchObject({
      kind: 'lesson',
      fromLibrary: true,
    });
    expect(parseSpaceView(new URLSearchParams(child.tutor('E1').split('?')[1]))).toEqual({ kind: 'tutor', exerciseId: 'E1' });
  });
});
