/**
 * A stand-in for the built server renderer (dist/server/index.js) that renders in no time, or as slowly or as
 * badly as a test says: for the tests of how the server serves, caches and limits pages (the real renderer is
 * built and tested in serverRendering.test.ts and loadBalancer.test.ts).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface FakeRenderControl {
  /** Renders started so far, by URL. */
  renders: string[];
  /** How long a render takes (default: FAKE_RENDER_MS from the environment, else 0). */
  delayMs?: number;
  /** The render throws. */
  fail?: boolean;
  /** The render meets a provider failure (a page not to be kept). */
  uncacheable?: boolean;
  /** The headers each render was given for its provider calls (the trace context), by render. */
  providerHeaders: Array<Record<string, string> | undefined>;
}

declare global {
  var fakeRenderer: FakeRenderControl | undefined;
}

/** The control the fake renderer reads, fresh for a test. */
export function fakeRenderControl(): FakeRenderControl {
  globalThis.fakeRenderer = { renders: [], providerHeaders: [] };
  return globalThis.fakeRenderer;
}

// Doctors 900000 and above, and paths with "missing", do not exist (404). Mobile user agents get their own page.
const RENDERER_SOURCE = `
const control = () => globalThis.fakeRenderer ?? { renders: [], providerHeaders: [] };
export function isServerRendered(pathname) {
  return !/^\\/(en\\/)?(appointments|profile|payment)/.test(pathname);
}
// Its pages hold nobody's own data: each is kept per session flag (the real renderer's are in signedInRendering).
export function rendersWithSession() {
  return false;
}
export function requestPageData(cookie = '', userAgent = '') {
  return { deviceType: /iPhone|Android/.test(userAgent) ? 'mobile' : 'desktop', isLoggedIn: /token=live/.test(cookie) };
}
export async function renderPage(request, template) {
  const state = control();
  state.renders.push(request.url);
  // One provider call per render, as the footer's specialities are: 200, or 503 for a page not to be kept.
  state.providerHeaders.push(request.provider?.providerHeaders);
  request.provider?.providerCallEnded?.({
    endpoint: 'getFooterSpecialities',
    status: state.uncacheable ? 503 : 200,
    durationMs: 5,
  });
  if (process.env.FAKE_RENDER_LOG) process.stdout.write(JSON.stringify({ msg: 'render started', url: request.url }) + '\\n');
  const delay = state.delayMs ?? Number(process.env.FAKE_RENDER_MS ?? 0);
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  if (state.fail) throw new Error('render failed');
  const { pathname } = new URL(request.url, request.origin);
  const missing = /\\/doctor\\/9\\d{5,}$/.test(pathname) || pathname.includes('missing');
  const { isLoggedIn } = requestPageData(request.cookie, request.userAgent);
  const body = '<h1>' + pathname + '</h1>' + (isLoggedIn ? '<button id="profile-button"></button>' : '<a>login</a>') +
    Array.from({ length: 300 }, (_, line) => '<p>' + pathname + ' line ' + line + '</p>').join('');
  return {
    status: missing ? 404 : 200,
    html: template.replace('</head>', '<link rel="canonical" href="' + request.origin + pathname + '"/></head>')
      .replace('<div id="root"></div>', '<div id="root">' + body + '</div>'),
    cacheable: !state.uncacheable,
  };
}
export function shellDocument(template, locale) {
  return template.replace(/<html lang="[a-z]+"/, '<html lang="' + locale + '"');
}
export async function buildSitemap(origin) {
  return '<urlset><url><loc>' + origin + '/</loc></url></urlset>';
}
`;

export const SHELL_TEMPLATE =
  '<!doctype html><html lang="es"><head><title>Telehealth</title>' +
  '<script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';

/** A dist with index.html, one script and the fake renderer. */
export function fakeRendererDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-ssr-dist-'));
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), SHELL_TEMPLATE);
  writeFileSync(path.join(dir, 'static', 'js', 'index.js'), 'console.log("app");'.repeat(50));
  writeFileSync(path.join(dir, 'server', 'index.js'), RENDERER_SOURCE);
  return dir;
}
