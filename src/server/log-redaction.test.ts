import { describe, expect, it } from 'vitest';
import { REDACTED, redactLogLine, redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('masks a searched phone as the console does, whole or in part', () => {
    expect(redactUrl('/api/admin/orders?phone=13812345678&status=PAID')).toBe('/api/admin/orders?phone=138****5678&status=PAID');
    expect(redactUrl('/api/admin/learners?phone=1381234')).toBe('/api/admin/learners?phone=138****');
  });

  it('replaces codes, tokens and signatures, and masks a phone in any other parameter', () => {
    expect(redactUrl('/api/payments/wechat/oauth?code=081AbCdEf&state=x')).toBe(
      `/api/payments/wechat/oauth?code=${encodeURIComponent(REDACTED)}&state=x`,
    );
    expect(redactUrl('/x?wechatOauthCode=abc&token=t0k&sign=s1g&q=call%2013812345678')).not.toMatch(/abc|t0k|s1g|13812345678/);
  });

  it('leaves a URL without a query as it is', () => {
    expect(redactUrl('/api/orders/BX202611250001')).toBe('/api/orders/BX202611250001');
  });
});

describe('redactLogLine', () => {
  const line = (value: object) => redactLogLine(JSON.stringify(value));

  it('masks mainland mobile numbers anywhere, with or without +86, but not inside longer numbers', () => {
    const out = line({ msg: 'SMS for 13812345678 failed', to: '+8613912345678', ts: 1764000000000, id: 'BX2026112513812345678' });
    expect(out).toContain('138****5678');
    expect(out).toContain('+86139****5678');
    expect(out).not.toContain('for 13812345678');
    expect(out).not.toContain('13912345678');
    expect(out).toContain('BX2026112513812345678');
    expect(out).toContain('1764000000000');
  });

  it('replaces secret JSON values, also inside an escaped JSON string', () => {
    const body = JSON.stringify({ name: 'ops', password: 'hunter2-long-enough', newPassword: 'a"b\\c' });
    const out = line({
      err: { message: `bad body ${body}`, token: 'tok-123', authorization: 'Bearer abc.def' },
      challenge: 'ch-9',
      deviceToken: 'dev-7',
    });
    expect(out).not.toMatch(/hunter2|a\\\\"b|tok-123|abc\.def|ch-9|dev-7/);
    expect(out).toContain('ops');
    expect(JSON.parse(out)).toBeTruthy();
  });

  it('replaces digit codes but keeps error codes', () => {
    const out = line({ code: '123456', detail: { code: 654321 }, err: { code: 'SMS_CODE_INVALID' }, pg: { code: '23505' } });
    expect(out).not.toMatch(/123456|654321/);
    expect(out).toContain('SMS_CODE_INVALID');
    expect(JSON.parse(out)).toBeTruthy();
  });

  it('replaces codes and tokens in query strings, form bodies, headers and free text', () => {
    const out = line({
      msg: 'login code: 123456; 验证码：654321',
      url: 'https://x.example/cb?code=AbC&state=1',
      body: 'out_trade_no=1&sign=SIGNATURE&token=TKN',
      header: 'Bearer eyJ.abc-_def',
    });
    expect(out).not.toMatch(/123456|654321|AbC|SIGNATURE|TKN|eyJ/);
    expect(out).toContain('out_trade_no=1');
  });
});
