import { routePaths } from '../../config/routes';
import { AFTER_PAINT_SCRIPT } from '../../lib/afterPaintScript';
import { EARLY_INPUT_SCRIPT } from '../../lib/earlyInputScript';
import { pageDocument, shellDocument, splitHoistables, withEarlyScript } from '../document';
import { matchServerPage } from '../pageData';
import { requestPageData } from '../session';

const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta name="description" content="Consultas"/><title>Telehealth</title>' +
  '<script defer src="/static/js/lib-react.1.js"></script><script defer src="/static/js/index.2.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

describe('splitHoistables', () => {
  it('moves the leading title, link and meta elements React emits ahead of the tree', () => {
    const { hoisted, body } = splitHoistables(
      '<title>A · T</title><link rel="canonical" href="https://x/"/><meta name="robots" content="all"/><div><title>no</title></div>',
    );
    expect(hoisted).toBe(
      '<title>A · T</title><link rel="canonical" href="https://x/"/><meta name="robots" content="all"/>',
    );
    expect(body).toBe('<div><title>no</title></div>');
  });
});

describe('pageDocument', () => {
  it('sets the language, replaces the template title and description, and keeps `$` sequences as text', () => {
    const html = pageDocument(TEMPLATE, {
      locale: 'en',
      head: '<title>Price $& more</title>',
      body: '<p>$1 and $&</p>',
      state: '{"a":"\\u003c/script>"}',
    });
    expect(html).toContain('<html lang="en"');
    expect(html).not.toContain('Consultas');
    expect(html).not.toContain('<title>Telehealth</title>');
    expect(html).toContain('<title>Price $& more</title><link rel="expect"');
    expect(html).toContain(`<body><script>${EARLY_INPUT_SCRIPT}</script><div id="root">`);
    expect(html).toContain(
      '<div id="root"><p>$1 and $&</p></div><script type="application/json" id="server-state">{"a":"\\u003c/script>"}</script>',
    );
  });

  it("starts the app's scripts' download in the head, at low priority, and runs them from the script that adds them after the paint", () => {
    const html = pageDocument(TEMPLATE, {
      locale: 'es',
      head: '',
      body: '<main id="main-content"></main>',
      state: '{}',
    });
    expect(html).not.toContain('<script defer');
    expect(html).toContain(
      '<link rel="expect" href="#main-content" blocking="render"><link rel="preload" as="script" fetchpriority="low" href="/static/js/lib-react.1.js"><link rel="preload" as="script" fetchpriority="low" href="/static/js/index.2.js"></head>',
    );
    expect(html).toContain(
      `</script><script data-app-scripts="/static/js/lib-react.1.js /static/js/index.2.js">${AFTER_PAINT_SCRIPT}</script></body>`,
    );
  });

  it("the bench's other ways: the scripts kept in the head, or downloaded only once the page has shown", () => {
    const page = { locale: 'es' as const, head: '', body: '<main id="main-content"></main>', state: '{}' };
    const inHead = pageDocument(TEMPLATE, page, 'head');
    expect(inHead).toContain(
      '<script defer src="/static/js/lib-react.1.js"></script><script defer src="/static/js/index.2.js"></script>',
    );
    expect(inHead).not.toContain('data-app-scripts');
    const afterPaint = pageDocument(TEMPLATE, page, 'after-paint');
    expect(afterPaint).not.toContain('<script defer');
    expect(afterPaint).not.toContain('rel="preload"');
    expect(afterPaint).toContain(
      '<script data-app-scripts="/static/js/lib-react.1.js /static/js/index.2.js">',
    );
    const preloadHigh = pageDocument(TEMPLATE, page, 'preload-high');
    expect(preloadHigh).toContain(
      '<link rel="preload" as="script" href="/static/js/lib-react.1.js"><link rel="preload" as="script" href="/static/js/index.2.js"></head>',
    );
  });

  it('a page whose token had expired asks its early script first, at the priority of the preloaded code', () => {
    const page = { locale: 'es' as const, head: '', body: '<main id="main-content"></main>', state: '{}' };
    const early = (loading: 'preload' | 'preload-high') =>
      withEarlyScript(
        pageDocument(TEMPLATE, page, loading),
        '/static/js/early.3.js',
        'http://provider',
        loading,
      );
    expect(early('preload')).toContain(
      '<head><script async src="/static/js/early.3.js" data-early></script><link rel="preconnect" href="http://provider" crossorigin>',
    );
    expect(early('preload-high')).toContain(
      '<head><script async src="/static/js/early.3.js" fetchpriority="high" data-early></script>',
    );
  });

  it('the browser-rendered shell keeps the Spanish description only in Spanish', () => {
    expect(shellDocument(TEMPLATE, 'es')).toContain('content="Consultas"');
    expect(shellDocument(TEMPLATE, 'en')).not.toContain('content="Consultas"');
    expect(shellDocument(TEMPLATE, 'en')).toContain('<html lang="en"');
  });
});

describe('matchServerPage', () => {
  it('takes the public pages in both languages and leaves session pages to the browser', () => {
    expect(matchServerPage('/')).toEqual({ page: routePaths.home, param: undefined });
    expect(matchServerPage('/en/doctor/12')).toEqual({ page: routePaths.doctor, param: '12' });
    expect(matchServerPage('/en/specialties/')).toEqual({ page: routePaths.specialties, param: undefined });
    for (const path of ['/profile', '/en/payment', '/doctor_pre_order', '/no-such-page', '/doctor/1/x']) {
      expect(matchServerPage(path)).toBeNull();
    }
  });
});

describe('requestPageData', () => {
  const b64url = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const token = (exp: number) => `${b64url({ alg: 'HS256' })}.${b64url({ exp })}.sig`;

  it('is logged in only with a live, decodable token cookie, as the browser decides', () => {
    const live = token(Math.floor(Date.now() / 1000) + 60);
    expect(requestPageData(`a=1; token=${live}`).isLoggedIn).toBe(true);
    expect(requestPageData(`token=${token(1)}`).isLoggedIn).toBe(false);
    expect(requestPageData('token=garbage').isLoggedIn).toBe(false);
    expect(requestPageData('').isLoggedIn).toBe(false);
  });

  it('takes the device from the user agent', () => {
    expect(requestPageData('', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)').deviceType).toBe('mobile');
    expect(requestPageData('', 'Mozilla/5.0 (X11; Linux x86_64)').deviceType).toBe('desktop');
  });
});
