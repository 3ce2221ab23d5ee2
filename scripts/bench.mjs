// npm run bench: the server's speed, measured with autocannon against the production build on 127.0.0.1, every
// figure of one run side by side (issue 9, "Benchmarks"; what it means: docs/PERFORMANCE.md):
//   1. reads: a bare Fastify route started here (the ceiling of this machine), the same bare route answering the bytes
//      of /api/plans (the ceiling for an answer that size), GET /api/plans and GET /api/health — requests/s, p50/p99
//      and each one's share of the bare route's requests/s;
//   2. the whole purchase — create the order, pay it by WeChat H5, the signed WeChat Pay notification, read it back
//      PAID — as purchases/s and p50/p99 of the whole purchase, on SQLite and on PostgreSQL (a database created on
//      BENCH_DATABASE_URL's server and dropped afterwards; skipped when the server is unreachable);
//   3. the web: each page's JavaScript as gzip (the bundle-budget browser specs) and Lighthouse (npm run perf).
// Prints the tables and rewrites the generated blocks of docs/PERFORMANCE.md (BENCH_WRITE=0 prints only).
// BENCH_DURATION (s, 10) and BENCH_WARMUP (s, 3) per measurement, BENCH_CONNECTIONS (10), BENCH_ONLY (a comma list of
// reads, sqlite, postgres, web), BENCH_DATABASE_URL (postgres://root@127.0.0.1:5432/test), BENCH_CPU_PROF=<dir>: the app
// processes write a V8 CPU profile there when they stop (node --cpu-prof), for chrome://inspect or speedscope.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BARE_FLAG = '--bare-route';

if (process.argv[2] === BARE_FLAG) {
  // The ceiling: the app's Fastify with nothing but a route (no logger, hooks or schemas). `/` answers a small JSON
  // object; `/same-bytes` the bytes of the file named, the app's /api/plans answer, as the app sends it.
  const { default: Fastify } = await import('fastify');
  const sameBytes = fs.readFileSync(process.argv[4], 'utf8');
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  bare.get('/same-bytes', async (_request, reply) => reply.type('application/json; charset=utf-8').send(sameBytes));
  await bare.listen({ host: '127.0.0.1', port: Number(process.argv[3]) });
} else {
  await main();
}

async function main() {
  const { default: autocannon } = await import('autocannon');
  const settings = {
    duration: Number(process.env.BENCH_DURATION ?? 10),
    warmup: Number(process.env.BENCH_WARMUP ?? 3),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    only: new Set((process.env.BENCH_ONLY ?? 'reads,sqlite,postgres,web').split(',').map((part) => part.trim())),
    postgresServer: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
    cpuProfileDir: process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null,
    write: process.env.BENCH_WRITE !== '0',
  };
  const ports = { bare: 3540, sqlite: 3541, postgres: 3542, browser: 3543, lighthouse: 3544 };
  const docFile = 'docs/PERFORMANCE.md';

  if (!fs.existsSync('dist/server/server.js')) {
    console.error('bench: the server is not built; run `npm run build` first.');
    process.exit(1);
  }
  // From the build under test: the WeChat Pay simulator's own notification writer and key file, so the bench signs
  // and encrypts exactly as the simulator (and WeChat Pay) would. (tests/api/helpers/provider-notifications.ts wraps
  // the same writer but reads and parses the keys on every call, ~0.8 ms of this 2-core machine's CPU per purchase.)
  const { successNotification } = await import('../dist/server/providers/simulator/wechatpay/wechatpay-sim-messages.js');
  const { wechatpaySimulatorOptions } = await import('../dist/server/providers/simulator/wechatpay/wechatpay-sim-options.js');
  const { loadSimulatorKeys } = await import('../dist/server/providers/simulator/simulator-keys.js');

  // Whatever ends this process ends the servers it started.
  const running = new Set();
  process.on('exit', () => {
    for (const child of running) child.kill('SIGTERM');
  });
  process.once('SIGINT', () => process.exit(130));

  /** Refuses a port something else listens on: the bench would measure that instead. */
  async function assertPortFree(port) {
    const probe = net.createServer();
    await new Promise((resolve, reject) => probe.once('error', reject).listen(port, '127.0.0.1', resolve)).catch((error) => {
      throw new Error(`bench: port ${port} is taken (${error.code}); the bench uses ${Object.values(ports).join(', ')}`);
    });
    await new Promise((resolve) => probe.close(resolve));
  }

  /** A Node process of ours; stdout is dropped (the app's request log), stderr kept for a failure message. */
  async function startProcess(port, args, env) {
    await assertPortFree(port);
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    let exitCode;
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exitCode = code ?? signal))));
    running.add(child);
    void exited.then(() => running.delete(child));
    return {
      pid: child.pid,
      async waitFor(url) {
        for (let attempt = 0; attempt < 300 && exitCode === undefined; attempt += 1) {
          try {
            if ((await fetch(url)).ok) return;
          } catch {
            // not listening yet
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`bench: nothing answered ${url} (exit: ${exitCode ?? 'still running'})\n${stderr}`);
      },
      async stop() {
        child.kill('SIGTERM');
        await exited;
      },
    };
  }

  /** The built app on `port` with a fresh data directory, on the PostgreSQL database given or else SQLite. */
  async function startApp(port, databaseUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'banxue-bench-'));
    const base = `http://127.0.0.1:${port}`;
    const profile = settings.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${settings.cpuProfileDir}`] : [];
    const server = await startProcess(port, [...profile, 'dist/server/server.js'], {
      ...process.env,
      // production refuses the payment simulators and the SMS log sender the bench needs; `test` differs from it
      // only in those, the development SMS inbox, no HSTS header and no warning about OPERATOR_TOTP_KEY.
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The simulators are reached in-process at the app's own origin (payments/simulator/loopback-fetch.ts).
      PUBLIC_BASE_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
      // Production's level: a JSON line per request and per answer, written here to /dev/null.
      LOG_LEVEL: 'info',
      // Every account of the pool logs in from 127.0.0.1; the per-IP caps are for the open internet.
      SMS_IP_HOURLY_LIMIT: '100000',
      LOGIN_IP_HOURLY_LIMIT: '100000',
      HUMAN_CHECK_IP_FREE_PER_HOUR: '100000',
    });
    try {
      await server.waitFor(`${base}/api/health`);
    } catch (error) {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
    return {
      base,
      dataDir,
      pid: server.pid,
      async stop() {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  /** CPU seconds (user + system, every thread) a process has used, from /proc. */
  function cpuSecondsOf(pid) {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  }

  /** CPU seconds the whole machine has been busy (every core), from /proc/stat. */
  function machineBusySeconds() {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = ticks[3] + ticks[4];
    return (ticks.slice(0, 8).reduce((sum, tick) => sum + tick, 0) - idle) / 100;
  }

  const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

  /**
   * One autocannon run after a warm-up with the same options. Latencies are kept here at full precision (autocannon's
   * histogram keeps whole milliseconds). Also what the server, this process and the rest of the machine were busy with.
   */
  async function measure(target, serverPid, onMeasureStart = () => {}) {
    const run = (duration, record) => {
      const latencies = [];
      const instance = autocannon({ connections: settings.connections, ...target, duration });
      if (record) instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
      return instance.then((result) => ({ result, latencies }));
    };
    if (settings.warmup > 0) await run(settings.warmup, false);
    onMeasureStart();
    const before = { server: cpuSecondsOf(serverPid), bench: process.cpuUsage(), machine: machineBusySeconds() };
    const { result, latencies } = await run(settings.duration, true);
    const serverCpu = cpuSecondsOf(serverPid) - before.server;
    const benchUsage = process.cpuUsage(before.bench);
    const benchCpu = (benchUsage.user + benchUsage.system) / 1e6;
    const machineCpu = machineBusySeconds() - before.machine;
    latencies.sort((a, b) => a - b);
    const statuses = Object.entries(result.statusCodeStats ?? {});
    return {
      seconds: result.duration,
      requests: result.requests.total,
      requestsPerSecond: result.requests.total / result.duration,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      failedStatuses: statuses.filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => `${count} × ${code}`),
      serverCpu,
      cores: {
        server: serverCpu / result.duration,
        bench: benchCpu / result.duration,
        others: Math.max(0, machineCpu - serverCpu - benchCpu) / result.duration,
      },
    };
  }

  const machine = {
    cores: os.cpus().length,
    model: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    node: process.version,
    load: os.loadavg()[0],
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    started: new Date(),
  };
  const reads = [];
  const purchases = [];
  let bare;

  const sqliteApp = settings.only.has('reads') || settings.only.has('sqlite') ? await startApp(ports.sqlite) : null;
  if (sqliteApp) {
    try {
      // ---- 1. Reads against the bare route ------------------------------------------------------------------------
      if (settings.only.has('reads')) {
        const plansFile = path.join(sqliteApp.dataDir, 'plans-answer.json');
        fs.writeFileSync(plansFile, await (await fetch(`${sqliteApp.base}/api/plans`)).text());
        const bareArgs = [path.resolve('scripts/bench.mjs'), BARE_FLAG, String(ports.bare), plansFile];
        const bareServer = await startProcess(ports.bare, bareArgs, { ...process.env, NODE_ENV: 'production' });
        try {
          const bareBase = `http://127.0.0.1:${ports.bare}`;
          await bareServer.waitFor(`${bareBase}/`);
          bare = await measure({ url: `${bareBase}/` }, bareServer.pid);
          reads.push({ what: 'bare Fastify route, small JSON (the ceiling)', ...bare });
          const sameBytes = await measure({ url: `${bareBase}/same-bytes` }, bareServer.pid);
          reads.push({ what: `bare Fastify route, /api/plans' ${Math.round(fs.statSync(plansFile).size / 1024)} KiB`, ...sameBytes });
        } finally {
          await bareServer.stop();
        }
        for (const route of ['/api/plans', '/api/health']) {
          reads.push({ what: `GET ${route}`, ...(await measure({ url: `${sqliteApp.base}${route}` }, sqliteApp.pid)) });
        }
      }
      // ---- 2. The whole purchase ----------------------------------------------------------------------------------
      if (settings.only.has('sqlite')) purchases.push(await benchPurchases('SQLite', sqliteApp));
    } finally {
      await sqliteApp.stop();
    }
  }

  let postgresSkipped = null;
  if (settings.only.has('postgres')) {
    // The tests' own helper creates and drops the database (TypeScript, loaded through tsx).
    const { tsImport } = await import('tsx/esm/api');
    const { createPostgresDatabase } = await tsImport('../tests/api/helpers/test-database.ts', import.meta.url);
    process.env.TEST_DATABASE_URL = settings.postgresServer;
    let database = null;
    try {
      database = await createPostgresDatabase();
    } catch (error) {
      postgresSkipped = `PostgreSQL at ${settings.postgresServer} is unreachable (${error.message}): its purchase figures are skipped.`;
      console.log(`bench: ${postgresSkipped}`);
    }
    if (database) {
      try {
        const postgresApp = await startApp(ports.postgres, database.url);
        try {
          purchases.push(await benchPurchases('PostgreSQL', postgresApp));
        } finally {
          await postgresApp.stop();
        }
      } finally {
        await database.drop();
      }
    }
  }

  const report = render({ machine, settings, bare, reads, purchases, postgresSkipped });
  console.log(report.text);
  if (settings.write && (reads.length || purchases.length)) writeDocBlock(docFile, 'server', report.markdown);
  let failed = [...reads, ...purchases].some((row) => row.non2xx + row.errors + (row.incomplete ?? 0) > 0);

  // ---- 3. Web: each page's JavaScript (gzip) through the budget specs, and Lighthouse through npm run perf ----------
  if (settings.only.has('web')) {
    const web = measureWeb(ports);
    console.log(`\n${web.markdown}\n`);
    if (settings.write) writeDocBlock(docFile, 'web', web.markdown);
    failed ||= web.failed;
  }
  process.exit(failed ? 1 : 0);

  // ---- The purchase load ------------------------------------------------------------------------------------------
  async function benchPurchases(label, app) {
    const PHONE_UA =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const pool = await loginPool(app.base, 50);
    const { wechat } = loadSimulatorKeys(app.dataDir);
    const simulator = wechatpaySimulatorOptions(wechat, { now: () => Date.now(), publicUrl: `${app.base}/_sim/wechatpay` });
    const steps = ['create', 'pay', 'notify', 'read'];
    let completed = [];
    let stepTimes = steps.map(() => []);
    let incomplete = 0;
    let nextAccount = 0;
    let transactions = 0;

    /** One step of the purchase: what to send (null skips the rest of a purchase that went wrong), and its answer. */
    const step = (index, build, check) => ({
      method: index === 3 ? 'GET' : 'POST',
      setupRequest: (request, context) => {
        if (index > 0 && !context.order) return null;
        context.sentAt = performance.now();
        return { ...request, ...build(context) };
      },
      onResponse: (status, body, context) => {
        stepTimes[index].push(performance.now() - context.sentAt);
        if (!check(status, body, context)) {
          context.order = undefined;
          incomplete += 1;
        }
      },
    });
    const headers = (context, extra = {}) => ({ authorization: `Bearer ${context.account.token}`, ...extra });
    const requests = [
      step(
        0,
        (context) => {
          context.account = pool[nextAccount++ % pool.length];
          context.startedAt = performance.now();
          return {
            path: '/api/orders',
            headers: headers(context, {
              'content-type': 'application/json',
              'idempotency-key': `bench-${randomBytes(9).toString('base64url')}`,
            }),
            body: JSON.stringify({ planId: 'junior-30', learnerId: context.account.learnerId }),
          };
        },
        (status, body, context) => status === 201 && Boolean((context.order = JSON.parse(body))),
      ),
      step(
        1,
        (context) => ({
          path: `/api/orders/${context.order.orderNo}/pay`,
          headers: headers(context, { 'content-type': 'application/json', 'user-agent': PHONE_UA }),
          body: JSON.stringify({ channel: 'wechat_h5' }),
        }),
        (status) => status === 200,
      ),
      step(
        2,
        (context) => {
          transactions += 1;
          const now = Date.now();
          const notification = successNotification(simulator, {
            outTradeNo: context.order.orderNo,
            prepayId: 'wx0',
            description: 'AI伴学服务',
            amountFen: context.order.amountFen,
            notifyUrl: `${app.base}/api/payments/wechat/notify`,
            kind: 'h5',
            state: 'SUCCESS',
            transactionId: `42000${String(now).slice(-13)}${String(transactions).padStart(10, '0')}`,
            successTime: new Date(now).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
          });
          return { path: '/api/payments/wechat/notify', headers: notification.headers, body: notification.body };
        },
        (status) => status === 204,
      ),
      step(
        3,
        (context) => ({ path: `/api/orders/${context.order.orderNo}`, headers: headers(context), body: undefined }),
        (status, body, context) => {
          const paid = status === 200 && JSON.parse(body).status === 'PAID';
          if (paid) completed.push(performance.now() - context.startedAt);
          return paid;
        },
      ),
    ];
    const measured = await measure({ url: app.base, requests }, app.pid, () => {
      completed = [];
      stepTimes = steps.map(() => []);
      incomplete = 0;
    });
    completed.sort((a, b) => a - b);
    return {
      what: `purchase, ${label}`,
      ...measured,
      purchases: completed.length,
      purchasesPerSecond: completed.length / measured.seconds,
      p50: percentile(completed, 50),
      p99: percentile(completed, 99),
      incomplete,
      steps: steps.map((name, index) => {
        const times = stepTimes[index].sort((a, b) => a - b);
        return { name, p50: percentile(times, 50), p99: percentile(times, 99) };
      }),
    };
  }

  /** Logged-in students with their own learner, each through the SMS code of the development inbox (as the tests do). */
  async function loginPool(base, size) {
    const call = async (method, route, { token, body } = {}) => {
      const response = await fetch(`${base}${route}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`bench: ${method} ${route} answered ${response.status}: ${text}`);
      return text ? JSON.parse(text) : undefined;
    };
    const firstPhone = 13_900_000_000 + Math.floor(Math.random() * 90_000_000);
    return Promise.all(
      Array.from({ length: size }, async (_, index) => {
        const phone = String(firstPhone + index);
        await call('POST', '/api/auth/sms-codes', { body: { phone } });
        const { code } = await call('GET', `/api/dev/sms/latest?phone=${phone}`);
        const { token } = await call('POST', '/api/auth/login', { body: { phone, code, agreed: true } });
        const me = await call('PATCH', '/api/me', { token, body: { role: 'student', nickname: `压测${index}` } });
        const learner = me.learners?.[0] ?? (await call('GET', '/api/me', { token })).learners[0];
        if (!learner) throw new Error('bench: a student account has no learner');
        return { token, learnerId: learner.id };
      }),
    );
  }
}

// ---- The report ---------------------------------------------------------------------------------------------------
function render({ machine, settings, bare, reads, purchases, postgresSkipped }) {
  const ms = (value) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(2) : value.toFixed(1)) : '–');
  const whole = (value) => Math.round(value).toLocaleString('en-US');
  const share = (row) => (bare ? `${Math.round((100 * row.requestsPerSecond) / bare.requestsPerSecond)} %` : '–');
  const cores = (row) => `${row.cores.server.toFixed(2)} / ${row.cores.bench.toFixed(2)} / ${row.cores.others.toFixed(2)}`;
  const failures = (row) => {
    const parts = [
      ...row.failedStatuses,
      ...(row.errors ? [`${row.errors} connection errors`] : []),
      ...(row.incomplete ? [`${row.incomplete} purchases not PAID`] : []),
    ];
    return parts.length ? parts.join(', ') : 'none';
  };
  const plans = reads.find((row) => row.what === 'GET /api/plans');
  const sqlite = purchases.find((row) => row.what.endsWith('SQLite'));
  const goals = [];
  if (plans && bare) {
    const ratio = plans.requestsPerSecond / bare.requestsPerSecond;
    goals.push(`GET /api/plans ≥ 60 % of the bare route: ${ratio >= 0.6 ? 'met' : 'missed'} (${Math.round(100 * ratio)} %)`);
  }
  if (sqlite) {
    const met = sqlite.purchasesPerSecond >= 500 && sqlite.p99 < 50 && sqlite.non2xx + sqlite.errors + sqlite.incomplete === 0;
    goals.push(
      `≥ 500 purchases/s on SQLite, p99 < 50 ms, no error: ${met ? 'met' : 'missed'} (${whole(sqlite.purchasesPerSecond)}/s, p99 ${ms(sqlite.p99)} ms, failed: ${failures(sqlite)})`,
    );
  }
  const when = machine.started.toISOString().slice(0, 16).replace('T', ' ');
  const header =
    `${when} UTC, checkout at ${machine.commit}, Node ${machine.node}, ` +
    `${machine.cores} × ${machine.model}, load average ${machine.load.toFixed(1)} at the start; ` +
    `${settings.connections} connections, ${settings.duration} s per figure after ${settings.warmup} s of warm-up.`;
  const line = (...cells) => `| ${cells.join(' | ')} |`;
  const perRequest = (row, count) => (count > 0 ? `${ms((1000 * row.serverCpu) / count)} ms` : '–');
  const readLines = [
    line(
      'measured',
      'requests/s',
      'p50 ms',
      'p99 ms',
      'share of the bare route',
      'server CPU per request',
      'cores: server / bench / others',
      'failed',
    ),
    '|---|---:|---:|---:|---:|---:|---|---|',
    ...reads.map((row) =>
      line(
        row.what,
        whole(row.requestsPerSecond),
        ms(row.p50),
        ms(row.p99),
        share(row),
        perRequest(row, row.requests),
        cores(row),
        failures(row),
      ),
    ),
  ];
  const purchaseLines = [
    line(
      'measured',
      'purchases/s',
      'p50 ms',
      'p99 ms',
      'requests/s',
      'server CPU per purchase',
      'cores: server / bench / others',
      'failed',
    ),
    '|---|---:|---:|---:|---:|---:|---|---|',
    ...purchases.map((row) =>
      line(
        row.what,
        whole(row.purchasesPerSecond),
        ms(row.p50),
        ms(row.p99),
        whole(row.requestsPerSecond),
        perRequest(row, row.purchases),
        cores(row),
        failures(row),
      ),
    ),
  ];
  const stepsOf = (row) => row.steps.map((step) => `${step.name} ${ms(step.p50)} / ${ms(step.p99)}`).join(', ');
  const stepLines = purchases.length
    ? [
        '',
        `Each step of a purchase, p50 / p99 ms: ${purchases.map((row) => `${row.what.replace('purchase, ', '')}: ${stepsOf(row)}`).join('; ')}.`,
      ]
    : [];
  const markdown = [
    header,
    '',
    ...(reads.length ? readLines : []),
    ...(reads.length && purchases.length ? [''] : []),
    ...(purchases.length ? purchaseLines : []),
    ...stepLines,
    ...(postgresSkipped ? ['', postgresSkipped] : []),
    '',
    ...goals.map((goal) => `- ${goal}`),
  ].join('\n');
  return { markdown, text: `\n${markdown}\n` };
}

/**
 * The web figures, by the tools that check them elsewhere: the bundle-budget browser specs (run in npm test too)
 * report each page's scripts (BUNDLE_REPORT), and npm run perf its Lighthouse scores (PERF_JSON).
 */
function measureWeb(ports) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'banxue-bench-web-'));
  const bundleFile = path.join(dir, 'bundles.jsonl');
  const scoresFile = path.join(dir, 'lighthouse.json');
  const specs = ['tests/e2e/phone/bundle-budget.spec.ts', 'tests/e2e/desktop/bundle-budget.spec.ts'];
  const run = (command, args, env) =>
    spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } }).status === 0;
  console.log("bench: weighing each page's JavaScript (the bundle-budget specs) …");
  const withinBudget = run('npx', ['playwright', 'test', '--reporter=line', '--project=phone', '--project=pc', ...specs], {
    BUNDLE_REPORT: bundleFile,
    E2E_PORT: String(ports.browser),
  });
  console.log('bench: Lighthouse (npm run perf) …');
  const perfRan = run(process.execPath, ['scripts/perf.mjs'], { PERF_JSON: scoresFile, PERF_PORT: String(ports.lighthouse) });
  const bundles = fs.existsSync(bundleFile)
    ? fs
        .readFileSync(bundleFile, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  const scores = fs.existsSync(scoresFile) ? JSON.parse(fs.readFileSync(scoresFile, 'utf8')) : [];
  fs.rmSync(dir, { recursive: true, force: true });

  const GOAL_BYTES = 150_000;
  const goalPages = new Set(['/mobile/student/home', '/home']);
  const bundleLines = [
    '| page | scripts | gzip bytes | budget in CI | goal ≤ 150 kB |',
    '|---|---:|---:|---:|---|',
    ...bundles.map(
      (row) =>
        `| \`${row.page}\` | ${row.files.length} | ${row.total.toLocaleString('en-US')} | ${row.budget.toLocaleString('en-US')} | ${goalPages.has(row.page) ? (row.total <= GOAL_BYTES ? 'met' : '**missed**') : '—'} |`,
    ),
  ];
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  const scoreLines = [
    `| page | preset | ${categories.join(' | ')} | goal ≥ 95 |`,
    `|---|---|${categories.map(() => '---:').join('|')}|---|`,
    ...scores.map(
      (row) =>
        `| \`${row.page}\` | ${row.preset} | ${categories.map((id) => row.scores[id]).join(' | ')} | ${categories.every((id) => row.scores[id] >= 95) ? 'met' : '**missed**'} |`,
    ),
  ];
  const markdown = [
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${os.loadavg()[0].toFixed(1)}.`,
    '',
    ...(bundles.length ? bundleLines : ['The bundle-budget specs reported nothing (is Chromium installed? `npm run ensure-browser`).']),
    '',
    ...(scores.length ? scoreLines : ['Lighthouse reported nothing (see its output above).']),
  ].join('\n');
  return { markdown, failed: !withinBudget || !perfRan || bundles.length === 0 || scores.length === 0 };
}

/** Replaces what lies between the bench's markers for one block in the document, leaving the text around it. */
function writeDocBlock(file, name, block) {
  const begin = `<!-- bench:${name}:begin (npm run bench writes this block) -->`;
  const end = `<!-- bench:${name}:end -->`;
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) {
    console.error(`bench: ${file} has no ${begin} … ${end} block; the figures were not written.`);
    return;
  }
  fs.writeFileSync(file, `${text.slice(0, from + begin.length)}\n${block}\n${text.slice(to)}`);
  console.log(`bench: figures written to ${file}`);
}
