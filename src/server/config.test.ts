import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { configErrorFor } from '../../tests/api/helpers/config-error.ts';

describe('loadConfig', () => {
  it('defaults to port 3000 and a SQLite file in ./data', () => {
    const config = loadConfig({});

    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.env).toBe('development');
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.resolve('data', 'banxue.sqlite') });
    expect(config.redis).toBeNull();
    expect(config.bodyLimitBytes).toBe(1024 * 1024);
  });

  it('listens on loopback only outside production, on every interface in production, where HOST says when set', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '192.168.1.20' }).host).toBe('192.168.1.20');
  });

  it('keeps the SQLite file in DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: '/srv/banxue' });
    expect(config.database).toEqual({ dialect: 'sqlite', file: '/srv/banxue/banxue.sqlite' });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, database: { dialect: 'sqlite' } });
  });

  it.each(['postgres://app@db:5432/banxue', 'postgresql://app@db/banxue'])('uses PostgreSQL for DATABASE_URL=%s', (url) => {
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ dialect: 'postgres', url });
  });

  it('uses Redis with the default key prefix when REDIS_URL is set', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redis).toEqual({ url: 'redis://cache:6379', keyPrefix: 'banxue:' });
  });

  it('reads numbers and booleans from strings', () => {
    const config = loadConfig({ PORT: '8080', BODY_LIMIT_BYTES: '2048', TRUST_PROXY: '1', SHUTDOWN_TIMEOUT_MS: '500' });
    expect(config).toMatchObject({ port: 8080, bodyLimitBytes: 2048, trustProxy: true, shutdownTimeoutMs: 500 });
  });

  it('reads TRUST_PROXY as a list of the load balancers’ addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it.each(['10.0.0.0/33', '10.0.0', 'nginx', '127.0.0.1,', '::1/129', '10.0.0.1/8/8'])('rejects TRUST_PROXY=%s', (value) => {
    expect(configErrorFor({ TRUST_PROXY: value }).message).toMatch(/^ {2}TRUST_PROXY: /m);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://app@db/banxue'],
    ['REDIS_URL', 'http://cache:6379'],
    ['BODY_LIMIT_BYTES', '10'],
    ['TRUST_PROXY', 'yes'],
    ['NODE_ENV', 'staging'],
  ])('rejects %s=%s with a ConfigError naming the variable and the value', (name, value) => {
    const error = configErrorFor({ [name]: value });
    expect(error.message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    expect(error.message).toContain(`(got "${value}")`);
  });

  it('lists every wrong variable at once', () => {
    const { message } = configErrorFor({ PORT: 'abc', REDIS_URL: 'http://x' });
    expect(message).toMatch(/^ {2}PORT: /m);
    expect(message).toMatch(/^ {2}REDIS_URL: /m);
  });

  it('reads the companion’s times, LLM and quota, and refuses half an LLM or half the reminder templates', () => {
    const companion = loadConfig({
      REMINDER_MORNING_TIME: '07:30',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1/',
      LLM_MODEL: 'qwen2.5',
    }).companion;
    expect(companion).toMatchObject({
      morningReminderMinute: 450,
      eveningReminderMinute: 1200,
      replanMinute: 180,
      tutorDailyQuestions: 30,
    });
    expect(companion.llm).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: null, model: 'qwen2.5', timeoutMs: 60_000 });
    expect(loadConfig({}).companion.llm).toBeNull();
    expect(configErrorFor({ LLM_BASE_URL: 'https://api.deepseek.com' }).message).toMatch(/^ {2}LLM_MODEL: /m);
    expect(configErrorFor({ TENCENT_SMS_EVENING_TEMPLATE_ID: '1' }).message).toMatch(/^ {2}TENCENT_SMS_MORNING_TEMPLATE_ID: /m);
    expect(configErrorFor({ REMINDER_EVENING_TIME: '24:00' }).message).toMatch(/^ {2}REMINDER_EVENING_TIME: /m);
  });

  it('reads the service role’s refund limits (per order ¥500, per day ¥2000 by default) and refuses malformed ones', () => {
    expect(loadConfig({}).adminServiceRefundLimitFen).toBe(50_000);
    expect(loadConfig({ ADMIN_SERVICE_REFUND_LIMIT_FEN: '20000' }).adminServiceRefundLimitFen).toBe(20_000);
    expect(configErrorFor({ ADMIN_SERVICE_REFUND_LIMIT_FEN: '-1' }).message).toMatch(/^ {2}ADMIN_SERVICE_REFUND_LIMIT_FEN: /m);
    expect(loadConfig({}).adminServiceRefundDailyLimitFen).toBe(200_000);
    expect(loadConfig({ ADMIN_SERVICE_REFUND_DAILY_LIMIT_FEN: '100000' }).adminServiceRefundDailyLimitFen).toBe(100_000);
    expect(configErrorFor({ ADMIN_SERVICE_REFUND_DAILY_LIMIT_FEN: '1.5' }).message).toMatch(/^ {2}ADMIN_SERVICE_REFUND_DAILY_LIMIT_FEN: /m);
  });
});
