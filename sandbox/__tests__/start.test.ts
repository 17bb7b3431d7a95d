import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { describe, it } from 'node:test';
import { freePort } from '../../scripts/processes.ts';
import { banner, buildEnv, reachableHost } from '../../scripts/start.ts';
import { tempDbFile } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Runs `npm start` without the build; resolves with its output and exit code, or when `until` matches. */
function start(env: Record<string, string>, until?: RegExp) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], {
    cwd: root,
    env: { ...process.env, START_SKIP_BUILD: '1', HOST: '', SANDBOX_HOST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<{ output: string; code: number | null; stop: () => Promise<number | null> }>(
    (resolve, reject) => {
      const stop = () =>
        new Promise<number | null>((done) => {
          if (child.exitCode !== null) return done(child.exitCode);
          child.once('exit', (code) => done(code));
          child.kill('SIGTERM');
        });
      const timer = setTimeout(() => reject(new Error(`npm start hung:\n${output}`)), 40_000);
      for (const stream of [child.stdout, child.stderr]) {
        stream.setEncoding('utf8').on('data', (chunk: string) => {
          output += chunk;
          if (until?.test(output)) {
            clearTimeout(timer);
            resolve({ output, code: null, stop });
          }
        });
      }
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve({ output, code, stop });
      });
    },
  );
}

describe('npm start', () => {
  it('points the build at the sandbox port unless PUBLIC_API_BASE_URL is set (environment or .env)', () => {
    assert.equal(buildEnv({}).PUBLIC_API_BASE_URL, 'http://localhost:4010/');
    assert.equal(buildEnv({ SANDBOX_PORT: '4555' }).PUBLIC_API_BASE_URL, 'http://localhost:4555/');
    const explicit = { SANDBOX_PORT: '4555', PUBLIC_API_BASE_URL: 'https://api.example/' };
    assert.equal(buildEnv(explicit).PUBLIC_API_BASE_URL, 'https://api.example/');
    const fromFile = buildEnv({ SANDBOX_PORT: '4555' }, { PUBLIC_API_BASE_URL: 'https://staging.example/' });
    assert.equal(fromFile.PUBLIC_API_BASE_URL, undefined, 'the build reads the .env file itself');
  });

  it('reaches a server on the one address it binds, else on localhost', () => {
    assert.deepEqual(['0.0.0.0', undefined, '::', '127.0.0.1', '::1'].map(reachableHost), [
      'localhost',
      'localhost',
      'localhost',
      '127.0.0.1',
      '[::1]',
    ]);
  });

  it('refuses to start when a port already answers (a server left running would pass for ours)', async () => {
    const port = await freePort();
    const squatter = createServer((_request, response) => response.end('{"ok":true}'));
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const run = await start({ PORT: String(await freePort()), SANDBOX_PORT: String(port) });
      assert.equal(run.code, 1, run.output);
      assert.match(run.output, new RegExp(`Port ${port} \\(for the sandbox\\) is already in use`));
      assert.doesNotMatch(run.output, /Test accounts/);
    } finally {
      squatter.close();
    }
  });

  it('fails clearly, stopping both, when a server does not come up in time', async () => {
    const run = await start({
      PORT: String(await freePort()),
      SANDBOX_PORT: String(await freePort()),
      SANDBOX_DB: tempDbFile(),
      START_TIMEOUT_SECONDS: '0',
    });
    assert.equal(run.code, 1, run.output);
    assert.match(run.output, /did not answer at http:\/\/localhost:\d+\/.* within 0 s/);
    assert.doesNotMatch(run.output, /Test accounts/);
  });

  it(
    'prints the banner once the app and the sandbox both answer',
    { skip: !existsSync(path.join(root, 'dist', 'index.html')) && 'no build in dist/' },
    async () => {
      const appPort = await freePort();
      const sandboxPort = await freePort();
      const run = await start(
        { PORT: String(appPort), SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: tempDbFile() },
        /Ctrl-C stops both/,
      );
      try {
        assert.match(run.output, new RegExp(`Sandbox: +http://localhost:${sandboxPort}`));
        const [app, sandbox] = await Promise.all([
          fetch(`http://localhost:${appPort}/`),
          fetch(`http://localhost:${sandboxPort}/health`),
        ]);
        assert.deepEqual([app.status, sandbox.status], [200, 200]);
      } finally {
        assert.equal(await run.stop(), 0, 'Ctrl-C stops both cleanly');
      }
    },
  );
});

describe('the npm start banner', () => {
  it('names every test account, code, voucher and card of sandbox/README.md, and the port settings', () => {
    const text = banner(3000, 4010).replace(/\s+/g, ' ');
    const readme = readFileSync(path.join(root, 'sandbox', 'README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('## Test accounts and cards'),
      readme.indexOf('Every other e-mail'),
    );
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('|') && !/^\| (what|-+|Google)/.test(line));
    const named = rows.flatMap((row) => [...row.matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
    assert.ok(named.includes('marta.perez@globex.example'), 'the trial-plan employee is in the table');
    assert.ok(named.length >= 12);
    for (const value of named) assert.ok(text.includes(value), `the banner names ${value}`);
    for (const setting of ['PORT', 'SANDBOX_PORT']) assert.match(text, new RegExp(`\\b${setting}\\b`));
  });
});
