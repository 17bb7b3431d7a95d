import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A plain HTTP forwarder in front of a server the journeys start (the web server, the sandbox): what a driver
 * cannot do in every browser (hold one request, watch a page from before its first script, send the provider
 * calls to another sandbox) is done here, the same for every browser. The Host header passes unchanged, so the
 * servers build their links (canonical, invoices, video rooms) with the address the browser used.
 */
export interface Front {
  url: string;
  /** Where requests go from now on (`http://127.0.0.1:port`). */
  target: string;
  /**
   * Requests whose path matches wait until the returned function is called: the app's code is held back
   * while a journey clicks a page the server rendered.
   */
  hold(path: RegExp): () => void;
  /**
   * A browser's requests (they carry `Origin`; the web server's own calls do not) whose path matches get the
   * upstream's status and headers with `body` instead of its answer, until the returned function is called:
   * an answer the provider could send that the page cannot read.
   */
  answerBrowser(path: RegExp, body: string): () => void;
  /** The bodies of the requests whose path matches, from now until `stop()`. */
  record(path: RegExp): { bodies: string[]; stop(): void };
  /** While true, every request's connection is dropped, as when the network is gone. */
  offline: boolean;
  /**
   * While true, pages answer `Cache-Control: no-store`: the journeys share one browser, which may show a page it
   * kept (`stale-while-revalidate`) while it asks again, and a page of another build (a deploy journey's) must
   * not come back that way in a later journey whose server lacks its scripts.
   */
  pagesUncached: boolean;
  close(): Promise<void>;
}

interface FrontOptions {
  port: number;
  target: string;
  /** Rewrites the HTML of a page (never a script or an API answer) before the browser gets it. */
  rewriteHtml?: (html: string) => string;
  /** Answers some paths itself (the journeys' own page helpers). */
  serve?: Record<string, { type: string; body: string; status?: number }>;
  /**
   * Paths the browser must fetch every time (`Cache-Control: no-store`): a script held for one journey must not
   * come from the cache an earlier journey filled.
   */
  uncached?: RegExp;
}

interface Held {
  path: RegExp;
  released: Promise<void>;
}

/** Adds an entry to a list and returns the function that takes it out again. */
function addTo<T>(list: T[], entry: T): () => void {
  list.push(entry);
  return () => {
    if (list.includes(entry)) list.splice(list.indexOf(entry), 1);
  };
}

export async function startFront({
  port,
  target,
  rewriteHtml,
  serve = {},
  uncached,
}: FrontOptions): Promise<Front> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const held: Held[] = [];
  const answers: Array<{ path: RegExp; body: string }> = [];
  const recordings: Array<{ path: RegExp; bodies: string[] }> = [];
  const front: Front = {
    url: '',
    target,
    offline: false,
    pagesUncached: false,
    hold(path) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const entry = { path, released };
      held.push(entry);
      return () => {
        held.splice(held.indexOf(entry), 1);
        release();
      };
    },
    answerBrowser: (path, body) => addTo(answers, { path, body }),
    record(path) {
      const recording = { path, bodies: [] as string[] };
      return { bodies: recording.bodies, stop: addTo(recordings, recording) };
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    const own = serve[path.split('?')[0]!];
    // The journeys' own files stand in for what a driver adds to a page itself: offline too.
    if (own) {
      response.writeHead(own.status ?? 200, { 'content-type': own.type, 'cache-control': 'no-store' });
      response.end(own.body);
      return;
    }
    if (front.offline) {
      request.socket.destroy();
      return;
    }
    const waits = held.filter((entry) => entry.path.test(path)).map((entry) => entry.released);
    if (process.env.BROWSERS_DEBUG) {
      const started = Date.now();
      console.log(`→ ${port} ${request.method} ${path}`);
      response.on('close', () =>
        console.log(`← ${port} ${response.statusCode} ${path} ${Date.now() - started} ms`),
      );
    }
    void Promise.all(waits).then(() => forward(request, response));
  });

  function forward(request: http.IncomingMessage, response: http.ServerResponse) {
    // A page, or a document the service worker stores to show as one (the offline page).
    const wantsPage =
      rewriteHtml !== undefined &&
      ((request.headers.accept ?? '').includes('text/html') ||
        /\.html$/.test(new URL(request.url ?? '/', front.target).pathname));
    const headers = { ...request.headers };
    // A page is rewritten as text: ask for it uncompressed.
    if (wantsPage) delete headers['accept-encoding'];
    const upstream = http.request(
      new URL(request.url ?? '/', front.target),
      { method: request.method, headers, agent },
      (answer) => {
        const replaced = request.headers.origin
          ? answers.find((entry) => entry.path.test(request.url ?? '/'))
          : undefined;
        if (replaced) {
          const out = { ...answer.headers, 'content-length': String(Buffer.byteLength(replaced.body)) };
          delete out['content-encoding'];
          delete out['transfer-encoding'];
          answer.resume();
          response.writeHead(answer.statusCode ?? 502, out);
          response.end(replaced.body);
          return;
        }
        const isHtml = wantsPage && (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isHtml) {
          const noStore = uncached?.test(new URL(request.url ?? '/', front.target).pathname);
          response.writeHead(
            answer.statusCode ?? 502,
            noStore ? { ...answer.headers, 'cache-control': 'no-store' } : answer.headers,
          );
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(rewriteHtml(Buffer.concat(chunks).toString('utf8')));
          const out = { ...answer.headers, 'content-length': String(body.length) };
          delete out['transfer-encoding'];
          if (front.pagesUncached) out['cache-control'] = 'no-store';
          response.writeHead(answer.statusCode ?? 502, out);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    const path = new URL(request.url ?? '/', front.target).pathname;
    for (const recording of recordings.filter((entry) => entry.path.test(path))) {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => recording.bodies.push(Buffer.concat(chunks).toString('utf8')));
    }
    request.pipe(upstream);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  front.url = `http://localhost:${(server.address() as AddressInfo).port}`;
  return front;
}
