import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, errorMessages } from '../../src/contract/errors.ts';
import { errorOf, newPhone, postLogin, requestSmsCode } from './helpers/auth.ts';
import { type FakeTencentSms, lastSentCode, sendSmsBodySchema, startFakeTencentSms, tencentEnv } from './helpers/fake-tencent-sms.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createTencentSender } from '../../src/server/sms/tencent-sender.ts';

let fake: FakeTencentSms;
let testApp: TestApp | undefined;
beforeAll(async () => {
  fake = await startFakeTencentSms();
});
afterAll(() => fake.close());
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
  fake.received.length = 0;
  fake.answer({ sendStatus: 'Ok' });
});

async function start(overrides: Record<string, string | undefined> = {}) {
  testApp = await createTestApp({ ...tencentEnv(fake), ...overrides });
  return testApp.app;
}

const sentCode = (phone: string) => lastSentCode(fake, phone);

describe('the tencent SMS sender', () => {
  it('sends the code through SendSms, signed, to +86 and the phone, with the code and its 5 minutes', async () => {
    const app = await start();
    const phone = newPhone();

    const response = await requestSmsCode(app, phone);

    expect(response.statusCode).toBe(204);
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request).toMatchObject({ method: 'POST', url: '/' });
    expect(request?.headers['x-tc-action']).toBe('SendSms');
    expect(request?.headers['x-tc-version']).toBe('2021-01-11');
    expect(request?.headers['x-tc-region']).toBe('ap-guangzhou');
    expect(request?.headers.authorization).toMatch(/^TC3-HMAC-SHA256 Credential=AKIDtestsecretid\//);
    expect(request?.headers.authorization).not.toContain('testsecretkey');
    expect(sendSmsBodySchema.parse(request?.body)).toEqual({
      SmsSdkAppId: '1400000001',
      SignName: 'AI伴学',
      TemplateId: '2000001',
      TemplateParamSet: [expect.stringMatching(/^\d{6}$/), '5'],
      PhoneNumberSet: [`+86${phone}`],
    });

    const login = await postLogin(app, { phone, code: sentCode(phone), agreed: true });
    expect(login.statusCode).toBe(200);
  });

  it('has no development inbox', async () => {
    const app = await start();
    const phone = newPhone();
    expect((await requestSmsCode(app, phone)).statusCode).toBe(204);
    const inbox = await app.inject({ url: `/api/dev/sms/latest?phone=${phone}` });
    expect(inbox.statusCode).toBe(404);
    expect(errorOf(inbox).code).toBe('NOT_FOUND');
  });

  it.each([
    ['refuses the message (LimitExceeded.PhoneNumberDailyLimit)', { sendStatus: 'LimitExceeded.PhoneNumberDailyLimit' }],
    ['answers HTTP 500', { httpStatus: 500, body: 'internal error' }],
    ['answers an API error (AuthFailure.SignatureFailure)', { apiError: 'AuthFailure.SignatureFailure' }],
  ] as const)('answers 503 SMS_SEND_FAILED when Tencent %s, voids that code and lets the user retry at once', async (_label, failure) => {
    const app = await start();
    const phone = newPhone();
    fake.answer(failure);

    const failed = await requestSmsCode(app, phone);

    expect(failed.statusCode).toBe(503);
    expect(errorEnvelopeSchema.parse(failed.json())).toEqual({
      error: { code: 'SMS_SEND_FAILED', message: errorMessages.SMS_SEND_FAILED },
    });
    const undelivered = sentCode(phone);
    const withUndelivered = await postLogin(app, { phone, code: undelivered, agreed: true });
    expect(withUndelivered.statusCode).toBe(400);
    expect(errorOf(withUndelivered).code).toBe('SMS_CODE_EXPIRED');

    fake.answer({ sendStatus: 'Ok' });
    const retry = await requestSmsCode(app, phone);
    expect(retry.statusCode).toBe(204);
    const delivered = sentCode(phone);
    if (delivered !== undelivered) {
      expect((await postLogin(app, { phone, code: undelivered, agreed: true })).statusCode).toBe(400);
    }
    expect((await postLogin(app, { phone, code: delivered, agreed: true })).statusCode).toBe(200);
  });
});

describe('codes that never reached the user', () => {
  it("do not count toward the phone's daily cap or the address's hourly one", async () => {
    const app = await start({ SMS_PHONE_DAILY_LIMIT: '2', SMS_IP_HOURLY_LIMIT: '2' });
    const phone = newPhone();
    fake.answer({ httpStatus: 500, body: 'internal error' });
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await requestSmsCode(app, phone)).statusCode).toBe(503);

    fake.answer({ sendStatus: 'Ok' });
    expect((await requestSmsCode(app, phone)).statusCode).toBe(204);
    expect((await postLogin(app, { phone, code: sentCode(phone), agreed: true })).statusCode).toBe(200);
  });
});

describe('督学 reminders through Tencent SMS', () => {
  const senderWith = (overrides: Record<string, string>) => {
    const tencent = loadConfig({ NODE_ENV: 'test', ...tencentEnv(fake), ...overrides }).sms.tencent;
    if (!tencent) throw new Error('Tencent SMS configuration expected');
    return createTencentSender(tencent);
  };

  it('uses the morning or the evening template with the name (at most six characters), the tasks and the minutes', async () => {
    const sender = senderWith({ TENCENT_SMS_MORNING_TEMPLATE_ID: '3000001', TENCENT_SMS_EVENING_TEMPLATE_ID: '3000002' });
    expect(sender.sendsReminders).toBe(true);
    await sender.sendReminder('13800138000', { learnerName: '欧阳小明同学好', tasks: 3, minutes: 35, evening: false });
    await sender.sendReminder('13800138000', { learnerName: '小红', tasks: 1, minutes: 8, evening: true });
    const bodies = fake.received.map((request) => sendSmsBodySchema.parse(request.body));
    expect(bodies.map((body) => [body.TemplateId, body.TemplateParamSet, body.PhoneNumberSet])).toEqual([
      ['3000001', ['欧阳小明同学', '3', '35'], ['+8613800138000']],
      ['3000002', ['小红', '1', '8'], ['+8613800138000']],
    ]);

    fake.answer({ sendStatus: 'LimitExceeded.PhoneNumberDailyLimit' });
    await expect(sender.sendReminder('13800138000', { learnerName: '小红', tasks: 1, minutes: 8, evening: true })).rejects.toThrow(
      /LimitExceeded/,
    );
  });

  it('without reminder templates keeps reminders in the app', () => {
    expect(senderWith({}).sendsReminders).toBe(false);
  });
});
