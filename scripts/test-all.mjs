// `npm test`: lint, typecheck, build, unit + API tests (Vitest), browser tests (Playwright). Every suite runs even
// when an earlier one failed, and the last line is the totals of all suites: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const OUT = '.test-output';
fs.mkdirSync(OUT, { recursive: true });

const totals = { passed: 0, failed: 0 };
const summary = [];

function run(command, args, env = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A check with no test count of its own (lint, typecheck, build) counts as one test. */
function check(name, ok) {
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${name}: ${ok ? 'passed' : 'FAILED'}`);
}

function suite(name, passed, failed, ok) {
  // A runner that crashed before reporting counts as one failure, never as a silent pass.
  const failures = failed + (!ok && failed === 0 ? 1 : 0);
  totals.passed += passed;
  totals.failed += failures;
  summary.push(`${name}: ${passed} passed, ${failures} failed`);
}

check('lint', run('npm', ['run', 'lint']));
check('typecheck', run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']));
const built = run('npm', ['run', 'build']);
check('build', built);

const vitestReport = `${OUT}/vitest.json`;
fs.rmSync(vitestReport, { force: true });
const vitestOk = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const vitest = readJson(vitestReport);
suite('unit + API (vitest)', vitest?.numPassedTests ?? 0, vitest?.numFailedTests ?? 0, vitestOk && vitest !== null);

if (built && run('node', ['scripts/ensure-browser.mjs'])) {
  const playwrightReport = `${OUT}/playwright.json`;
  fs.rmSync(playwrightReport, { force: true });
  const playwrightOk = run('npx', ['playwright', 'test']);
  const stats = readJson(playwrightReport)?.stats;
  suite('browser (playwright)', (stats?.expected ?? 0) + (stats?.flaky ?? 0), stats?.unexpected ?? 0, playwrightOk && Boolean(stats));
} else {
  suite('browser (playwright)', 0, 1, false);
}

console.log(`\n${summary.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
