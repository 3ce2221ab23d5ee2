import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { showApiError } from './api-errors.ts';

/** A form that records what showApiError puts on its fields. */
function recordingForm() {
  const set: Array<{ name: unknown; errors: string[] }> = [];
  const form = { setFields: (fields: typeof set) => set.push(...fields) } as unknown as FormInstance<unknown>;
  return { form, set };
}

describe('showApiError', () => {
  it('puts an error on the field the envelope names, as a name path', () => {
    const { form, set } = recordingForm();
    const general = showApiError(form, new ApiError(400, 'VALIDATION_FAILED', '请填写问题', 'faq.0.question'), ['faq']);
    expect(general).toBeNull();
    expect(set).toEqual([{ name: ['faq', 0, 'question'], errors: ['请填写问题'] }]);
  });

  it("renames the API's field to the form's (amountFen is asked as amountYuan)", () => {
    const { form, set } = recordingForm();
    const renameField = (field: string) => (field === 'amountFen' ? 'amountYuan' : field);
    const general = showApiError(form, new ApiError(400, 'VALIDATION_FAILED', '金额有误', 'amountFen'), ['amountYuan', 'reason'], {
      renameField,
    });
    expect(general).toBeNull();
    expect(set).toEqual([{ name: ['amountYuan'], errors: ['金额有误'] }]);
  });

  it('places a code on its field when the envelope names none', () => {
    const { form, set } = recordingForm();
    const general = showApiError(form, new ApiError(409, 'OPERATOR_NAME_TAKEN', '该用户名已被使用'), ['name'], {
      fieldByCode: { OPERATOR_NAME_TAKEN: 'name' },
    });
    expect(general).toBeNull();
    expect(set).toEqual([{ name: ['name'], errors: ['该用户名已被使用'] }]);
  });

  it('answers the message for a general notice when the form has no such field', () => {
    const { form, set } = recordingForm();
    expect(showApiError(form, new ApiError(403, 'REFUND_LIMIT_EXCEEDED', '超出退款额度', 'other'), ['reason'])).toBe('超出退款额度');
    expect(showApiError(form, new Error('网络连接失败'), ['reason'])).toBe('网络连接失败');
    expect(set).toEqual([]);
  });
});
