/**
 * Instances of the web server behind Debian's nginx as their load balancer, all on this machine: for the scale-out
 * test (server/__tests__/loadBalancer.test.ts) and the bench. nginx runs without privileges, with its config,
 * pid, logs and temporary files in a directory of its own that `stop()` removes.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startProcess, stopProcess, waitForUrl } from './processes.ts';

const root = path.resolve(import.meta.dirname, '..');

/** nginx from NGINX_PATH, the PATH, or Debian's /usr/sbin/nginx; undefined when none is installed. */
export function findNginx(): string | undefined {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The load balancer's configuration: round robin over the instances, keep-alive to them, the request id and the
 * client's address and scheme passed on, and a request that an instance refused, dropped or answered 502/503/504
 * (one that is shutting down or shedding load) tried once on the next one. `X-Upstream` names the instance.
 * `keepalive_requests` is raised for the load generators only: after nginx's default 1000 requests on a client
 * connection it answers `Connection: close`, which autocannon ignores, writing its next request into the closing
 * connection (ECONNRESET, counted as a failed request that no browser would have seen).
 */
export function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream web {
    ${upstreams.map((upstream) => `server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    keepalive_requests 1000000;
    location / {
      proxy_pass http://web;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export interface Nginx {
  url: string;
  errorLog(): string;
  stop(): Promise<void>;
}

/** Starts nginx in front of `upstreams` (ports on 127.0.0.1); as root, it runs as `nobody`. */
export async function startNginx(upstreams: number[], port?: number): Promise<Nginx> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx; or set NGINX_PATH)');
  const listen = port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, name));
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, listen, upstreams));
  const user = process.getuid?.() === 0 ? unprivilegedUser() : undefined;
  if (user) {
    for (const name of ['', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      chownSync(path.join(dir, name), user.uid, user.gid);
    }
    chmodSync(dir, 0o755);
  }
  const child = startProcess(
    nginx,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    user ? { user } : {},
  );
  const errorLog = () =>
    existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
  const url = `http://127.0.0.1:${listen}`;
  if (!(await waitForUrl(`${url}/healthz`, 20_000, () => child.exitCode !== null))) {
    await stopProcess(child, 'SIGKILL');
    const log = errorLog();
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx did not start on ${url}: ${log}`);
  }
  return {
    url,
    errorLog,
    stop: async () => {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function unprivilegedUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface WebServer {
  port: number;
  url: string;
  /** Its metrics (`METRICS_PORT`, a free port unless `env` names one; server/metrics.ts). */
  metricsUrl: string;
  process: ChildProcess;
  /** What it wrote to standard output (its JSON log lines). */
  output: string[];
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `node server/main.ts` (or `script`) on a free port with `env`, once it answers /healthz. */
export async function startWebServer(env: NodeJS.ProcessEnv, script = path.join(root, 'server', 'main.ts')) {
  const port = await freePort();
  const metricsPort = env.METRICS_PORT ?? String(await freePort());
  const output: string[] = [];
  const child = startProcess(process.execPath, [script], {
    env: { METRICS_PORT: metricsPort, ...env, PORT: String(port), HOST: '127.0.0.1' },
    log: (line) => output.push(line),
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // Any answer below 500 (an older server, without /healthz, answers its not-found page).
  if (!(await waitForUrl(`${url}/healthz`, 60_000, () => child.exitCode !== null))) {
    await stopProcess(child, 'SIGKILL');
    throw new Error(`The web server did not start on ${url}:\n${output.join('\n')}`);
  }
  const server: WebServer = {
    port,
    url,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    process: child,
    output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      await stopProcess(child, signal);
      return exited;
    },
  };
  return server;
}
