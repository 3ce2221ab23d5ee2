import { checkConfiguration, type ConfigProblem, formatProblem } from './config-checks.ts';
import { checkAlipayLive, checkWechatPayLive } from './config-live-checks.ts';
import { ConfigError, loadConfig } from './config.ts';

/**
 * `npm run check:config [-- --live]`: the checks the server makes at start, without starting it; each problem on a
 * line of its own naming the variable, `config ok` when there is none (exit code 1 otherwise). --live also asks each
 * configured provider about an order that does not exist and verifies the signed answer with the configured key.
 */
async function checkConfig(live: boolean): Promise<string[]> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  const problems: ConfigProblem[] = await checkConfiguration(config);
  if (live && config.payment.mode === 'live' && problems.length === 0) {
    const { wechat, alipay } = config.payment;
    const answers = await Promise.all([checkWechatPayLive(wechat), checkAlipayLive(alipay)]);
    problems.push(...answers.flat());
  } else if (live && config.payment.mode === 'simulator') {
    console.log('PAYMENT_MODE=simulator: no provider to call, --live checks nothing more');
  }
  return problems.map(formatProblem);
}

try {
  const lines = await checkConfig(process.argv.includes('--live'));
  for (const line of lines) console.error(line);
  if (lines.length > 0) process.exitCode = 1;
  else console.log('config ok');
} catch (error) {
  console.error(`check:config failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
