/**
 * The server under load (issue 28), each figure from `node server/main.ts` (or `--server-main`) in a process of
 * its own, as in production, with a browser's Accept-Encoding; autocannon runs in the bench's process.
 *   a. cached pages at 50 connections: requests/s, p50, p99;
 *   b. uncached renders (a query string) at 50 connections: how each request was answered, p99 by kind;
 *   c. memory after 2,000 Host values and 2,000 unknown doctor ids;
 *   d. two instances behind nginx against one (cached page, 50 connections);
 *   e. the metrics' cost: a cached page with metrics off (METRICS_PORT=0) and on, in turns.
 */
import type { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import autocannon from 'autocannon';
import { findNginx, startNginx, startWebServer, type WebServer } from '../scripts/loadBalancer.ts';
import { createMetrics, observeRequest } from '../server/metrics.ts';

export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
export const CACHED_PATHS = ['/', '/en', '/specialties', '/doctor/1'];

export interface ServerBenchOptions {
  distDir: string;
  /** The server's entry point: server/main.ts, or an older copy to compare with. */
  script: string;
  seconds: number;
  /** Which of a, b, c, d, e to run (default all). */
  sections?: string[];
  log: (line: string) => void;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};
const rssMb = (server: WebServer) => {
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** autocannon on one URL; each answer classified by its status and how the server says it answered. */
async function load(url: string, connections: number, seconds: number, headers: Record<string, string> = {}) {
  const kinds = new Map<string, number[]>();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    headers: { 'accept-encoding': BROWSER_ENCODINGS, ...headers },
    setupClient(client) {
      let kind = '';
      // autocannon's client emits the parser's raw headers (its types say otherwise).
      (client as unknown as EventEmitter).on(
        'headers',
        ({ statusCode, headers: raw }: { statusCode: number; headers: string[] }) => {
          const header = (name: string) => {
            const index = raw.findIndex((value, at) => at % 2 === 0 && value.toLowerCase() === name);
            return index >= 0 ? raw[index + 1] : undefined;
          };
          const how =
            header('x-render-cache') ??
            (header('x-render-fallback') && `shell:${header('x-render-fallback')}`);
          kind = `${statusCode}${how ? ` ${how}` : header('x-shed') ? ' shed' : ''}`;
        },
      );
      client.on('response', (_status: number, _bytes: number, ms: number) => {
        kinds.set(kind, [...(kinds.get(kind) ?? []), ms]);
      });
    },
  });
  return { result, kinds };
}

function describe(label: string, { result, kinds }: Awaited<ReturnType<typeof load>>) {
  const lines = [
    `${label.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms` +
      `   p99 ${String(result.latency.p99).padStart(5)} ms   ${result.requests.total} requests, ${result.errors} errors, ${result.timeouts} timeouts`,
  ];
  if (kinds.size > 1 || [...kinds.keys()].some((kind) => !kind.endsWith('hit'))) {
    for (const [kind, times] of [...kinds].sort((a, b) => b[1].length - a[1].length)) {
      lines.push(
        `    ${kind.padEnd(24)} ${String(times.length).padStart(7)}   p50 ${percentile(times, 0.5).toFixed(0).padStart(5)} ms   p99 ${percentile(times, 0.99).toFixed(0).padStart(5)} ms`,
      );
    }
  }
  return lines.join('\n');
}

async function withServer<T>(
  options: ServerBenchOptions,
  env: Record<string, string>,
  run: (server: WebServer) => Promise<T>,
) {
  const server = await startWebServer(
    { DIST_DIR: options.distDir, LOG_LEVEL: 'warn', ...env },
    options.script,
  );
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** GET with node:http (fetch would not send another Host); the body is read and dropped. */
const get = (url: string, host?: string) =>
  new Promise<void>((resolve) => {
    const target = new URL(url);
    const request = httpGet(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        headers: { 'accept-encoding': BROWSER_ENCODINGS, ...(host ? { host } : {}) },
      },
      (response) =>
        response
          .resume()
          .once('end', resolve)
          .once('error', () => resolve()),
    );
    request.once('error', () => resolve());
  });

/** The URLs, `concurrency` at a time, each with the Host `hostOf` gives (or the URL's own). */
const fetchAll = async (urls: string[], hostOf: (index: number) => string | undefined, concurrency = 16) => {
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next++;
      await get(urls[index] as string, hostOf(index));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
};

/** Asks for each page until the server answers it rendered (a server just started may shed its first requests). */
async function warm(urls: string[]) {
  for (const url of urls) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await fetch(url, { headers: { 'accept-encoding': BROWSER_ENCODINGS } });
      await response.arrayBuffer();
      if (response.status < 500) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export async function serverBench(options: ServerBenchOptions) {
  const run = (section: string) => !options.sections || options.sections.includes(section);
  if (run('a')) await cachedPages(options);
  if (run('b')) await uncachedRenders(options);
  if (run('c')) await memory(options);
  if (run('d')) await scaleOut(options);
  if (run('e')) await metricsCost(options);
}

/**
 * The metrics' own work for one cached page (its route label and histogram, its cache answer), timed in this
 * process over many calls: a figure the machine's other load does not blur as it does throughput.
 */
function metricsHookMicroseconds(): number {
  const metrics = createMetrics();
  const request = { routeOptions: { url: '/*' }, url: '/doctor/1', method: 'GET' } as Parameters<
    typeof observeRequest
  >[1];
  const once = () => {
    observeRequest(metrics, request, { statusCode: 200, elapsedTime: 3.2 });
    metrics.cacheAnswers.inc({ state: 'hit' });
  };
  for (let index = 0; index < 50_000; index += 1) once();
  const calls = 500_000;
  const started = performance.now();
  for (let index = 0; index < calls; index += 1) once();
  return ((performance.now() - started) * 1000) / calls;
}

/** CPU time (user + system) a process has used, in ms, from /proc (Linux). */
const cpuMs = (server: WebServer) => {
  const fields = readFileSync(`/proc/${server.process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

/**
 * What counting every request costs (server/metrics.ts): a cached /doctor/1 at 50 connections on two servers
 * running side by side, metrics off (METRICS_PORT=0) and on, loaded in turns (short rounds, the order swapped each
 * round, so that the machine's other load falls on both alike). Throughput, and the CPU each used per request.
 */
async function metricsCost(options: ServerBenchOptions) {
  const { log, seconds } = options;
  const rounds = 10;
  const roundSeconds = Math.max(2, Math.round(seconds / 3));
  log(
    `\n4e. Metrics' cost: /doctor/1 cached, 50 connections, ${rounds} rounds of ${roundSeconds} s on each, in turns`,
  );
  await withServer(options, { METRICS_PORT: '0' }, (off) =>
    withServer(options, {}, async (on) => {
      const servers = { off, on };
      const totals = {
        off: { requests: 0, cpu: 0, rates: [] as number[] },
        on: { requests: 0, cpu: 0, rates: [] as number[] },
      };
      await warm([`${off.url}/doctor/1`, `${on.url}/doctor/1`]);
      for (let round = 0; round < rounds; round += 1) {
        for (const metrics of round % 2 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
          const server = servers[metrics];
          const cpuBefore = cpuMs(server);
          const { result } = await load(`${server.url}/doctor/1`, 50, roundSeconds);
          totals[metrics].cpu += cpuMs(server) - cpuBefore;
          totals[metrics].requests += result.requests.total;
          totals[metrics].rates.push(result.requests.average);
        }
      }
      for (const metrics of ['off', 'on'] as const) {
        const { requests, cpu, rates } = totals[metrics];
        log(
          `    metrics ${metrics.padEnd(3)}  median ${percentile(rates, 0.5).toFixed(0).padStart(5)} req/s   ` +
            `${requests} requests   CPU ${((cpu / requests) * 1000).toFixed(0)} µs per request`,
        );
      }
      const perRequest = (metrics: 'off' | 'on') => totals[metrics].cpu / totals[metrics].requests;
      log(
        `    with metrics (side by side): ${((1 - percentile(totals.on.rates, 0.5) / percentile(totals.off.rates, 0.5)) * 100).toFixed(1)}% fewer requests/s, ` +
          `${((perRequest('on') / perRequest('off') - 1) * 100).toFixed(1)}% more CPU per request`,
      );
      const hook = metricsHookMicroseconds();
      log(
        `    what metrics add to a cached page, in process: ${hook.toFixed(2)} µs, ` +
          `${((hook / (perRequest('off') * 1000 || 1)) * 100).toFixed(1)}% of the ${(perRequest('off') * 1000).toFixed(0)} µs of CPU a request takes`,
      );
    }),
  );
}

async function cachedPages(options: ServerBenchOptions) {
  const { log, seconds } = options;
  log(`\n4a. Cached pages, 50 connections, ${seconds} s each, Accept-Encoding: ${BROWSER_ENCODINGS}`);
  await withServer(options, {}, async (server) => {
    for (const path of CACHED_PATHS) {
      await warm([server.url + path]);
      log(describe(path, await load(server.url + path, 50, seconds)));
    }
    log(
      describe(
        '/doctor/1 (no Accept-Encoding)',
        await load(server.url + '/doctor/1', 50, seconds, { 'accept-encoding': '' }),
      ),
    );
  });
}

async function uncachedRenders(options: ServerBenchOptions) {
  const { log, seconds } = options;
  // Every request rendered: no render limit or shedding (this measures the render, not the machine's load).
  const renderAll = {
    RENDER_RATE_PER_MINUTE: '0',
    SHED_EVENT_LOOP_DELAY_MS: '0',
    SHED_RENDERS_EVENT_LOOP_DELAY_MS: '0',
  };
  await withServer(options, renderAll, async (server) => {
    await warm([`${server.url}/`]);
    const times: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      const started = performance.now();
      await fetchAll([`${server.url}/doctor/1?bench=${index}`], () => undefined, 1);
      times.push(performance.now() - started);
    }
    log(
      `\n4b. Uncached render of /doctor/1 (provider call included), 30 sequential: median ${percentile(times, 0.5).toFixed(0)} ms, p90 ${percentile(times, 0.9).toFixed(0)} ms`,
    );
  });
  log(`    The same at 50 connections (/doctor/1?bench=1, never kept), ${seconds} s`);
  for (const [label, env] of [
    ['default limits', {}],
    ['no per-client limit', { RENDER_RATE_PER_MINUTE: '0' }],
  ] as const) {
    await withServer(options, env, async (server) =>
      log(describe(label, await load(`${server.url}/doctor/1?bench=1`, 50, seconds))),
    );
  }
}

/** RSS from /proc; the heap and the page cache's bytes from /readyz (an older server has none). */
async function memoryOf(server: WebServer) {
  const ready = await fetch(`${server.url}/readyz`).catch(() => undefined);
  const body = ready?.headers.get('content-type')?.includes('json')
    ? ((await ready.json()) as {
        cache?: { bytes?: number; notFound?: number };
        memory?: { heapUsedMb?: number };
      })
    : {};
  const extra = [
    body.memory?.heapUsedMb === undefined ? '' : `heap ${body.memory.heapUsedMb} MB`,
    body.cache?.bytes === undefined ? '' : `page cache ${(body.cache.bytes / 2 ** 20).toFixed(1)} MB`,
    body.cache?.notFound === undefined ? '' : `${body.cache.notFound} 404 pages`,
  ].filter(Boolean);
  return `RSS ${rssMb(server).toFixed(0)} MB${extra.length ? `, ${extra.join(', ')}` : ''}`;
}

async function memory(options: ServerBenchOptions) {
  const { log } = options;
  log(
    '\n4c. Memory after 2,000 Host values and 2,000 unknown doctor ids (16 at a time, no limits or shedding, 256 MB heap cap)',
  );
  const env = {
    RENDER_RATE_PER_MINUTE: '0',
    SHED_EVENT_LOOP_DELAY_MS: '0',
    SHED_RENDERS_EVENT_LOOP_DELAY_MS: '0',
    NODE_OPTIONS: '--max-old-space-size=256',
  };
  await withServer(options, env, async (server) => {
    await warm(CACHED_PATHS.map((path) => server.url + path));
    log(`    warm (4 pages):            ${await memoryOf(server)}`);
    await fetchAll(
      Array.from({ length: 2000 }, () => `${server.url}/`),
      (index) => `host-${index}.example`,
    );
    log(`    after 2,000 Host values:   ${await memoryOf(server)}`);
    await fetchAll(
      Array.from({ length: 2000 }, (_, index) => `${server.url}/doctor/${900_000 + index}`),
      () => undefined,
    );
    log(
      `    after 2,000 unknown ids:   ${await memoryOf(server)}${server.process.exitCode === null ? '' : ' (exited)'}`,
    );
  });
}

async function scaleOut(options: ServerBenchOptions) {
  const { log, seconds } = options;
  if (!findNginx()) {
    log('\n4d. Two instances behind nginx: skipped (nginx is not installed)');
    return;
  }
  log(`\n4d. /doctor/1 cached, through nginx, 50 connections, ${seconds} s`);
  const perSecond: number[] = [];
  for (const count of [1, 2]) {
    const servers = await Promise.all(
      Array.from({ length: count }, () =>
        startWebServer({ DIST_DIR: options.distDir, LOG_LEVEL: 'warn' }, options.script),
      ),
    );
    const nginx = await startNginx(servers.map((server) => server.port));
    try {
      for (let round = 0; round < 4; round += 1)
        await fetchAll([`${nginx.url}/doctor/1`], () => undefined, 1);
      const measured = await load(`${nginx.url}/doctor/1`, 50, seconds);
      perSecond.push(measured.result.requests.average);
      log(describe(`${count} instance${count > 1 ? 's' : ''}`, measured));
    } finally {
      await nginx.stop();
      await Promise.all(servers.map((server) => server.stop()));
    }
  }
  log(`    two against one: ${((perSecond[1] ?? 0) / (perSecond[0] || 1)).toFixed(2)}×`);
}
