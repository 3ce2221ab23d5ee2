import { describe, expect, it } from 'vitest';
import { patentNumber } from './patent-labels.ts';

describe('patentNumber', () => {
  it('names a bare number after the kind of document', () => {
    expect(patentNumber('发明专利', 'ZL 2022 1 0487316.5')).toEqual({
      label: '专利号',
      value: 'ZL 2022 1 0487316.5',
      dateLabel: '授权日期',
    });
    expect(patentNumber('软件著作权', '软著登字第11352864号')).toEqual({
      label: '登记号',
      value: '软著登字第11352864号',
      dateLabel: '登记日期',
    });
  });

  it('keeps the label a number is written with, so it is not said twice', () => {
    expect(patentNumber('认证', '证书编号 24ISMS0158R0M')).toEqual({ label: '证书编号', value: '24ISMS0158R0M', dateLabel: '发证日期' });
    expect(patentNumber('认证', '备案编号 11010843120-24001')).toEqual({
      label: '备案编号',
      value: '11010843120-24001',
      dateLabel: '备案日期',
    });
  });
});
