import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPageCache, type RenderedPage } from '../pageCache.ts';

const FRESH = 60_000;
const STALE = 300_000;

function setup(overrides: { maxBytes?: number; maxNotFound?: number } = {}) {
  let now = 1_000_000;
  const cache = createPageCache({
    freshMs: FRESH,
    staleMs: STALE,
    maxBytes: overrides.maxBytes ?? 10 * 1024 * 1024,
    maxNotFound: overrides.maxNotFound ?? 3,
    now: () => now,
  });
  let renders = 0;
  const renderer =
    (page: Partial<RenderedPage> = {}) =>
    async (): Promise<RenderedPage> => {
      renders += 1;
      return { status: 200, html: `<p>render ${renders}</p>`.repeat(50), cacheable: true, ...page };
    };
  return {
    cache,
    renderer,
    renders: () => renders,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const textOf = (page: { gzip: Buffer }) => gunzipSync(page.gzip).toString();

/** Waits for the background work (a refresh, its compression) until `condition` holds. */
async function until(condition: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    assert.ok(Date.now() < deadline, 'the background render finished');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the page cache', () => {
  it('keeps each page as gzip and brotli bytes of the rendered HTML', async () => {
    const { cache, renderer } = setup();
    const { page, state } = await cache.get('/a', renderer());
    assert.equal(state, 'miss');
    assert.equal(textOf(page), '<p>render 1</p>'.repeat(50));
    assert.equal(brotliDecompressSync(page.br).toString(), '<p>render 1</p>'.repeat(50));
    assert.ok(page.br.length < 200 && page.gzip.length < 200, 'compressed');
  });

  it('answers from the cache while fresh, then stale while one background render replaces the page, then waits', async () => {
    const { cache, renderer, renders, advance } = setup();
    const render = renderer();
    await cache.get('/a', render);
    assert.equal((await cache.get('/a', render)).state, 'hit');
    assert.equal(renders(), 1);

    advance(FRESH + 1);
    const stale = await Promise.all([cache.get('/a', render), cache.get('/a', render)]);
    assert.deepEqual(
      stale.map(({ state, page }) => [state, textOf(page).slice(0, 15)]),
      [
        ['stale', '<p>render 1</p>'],
        ['stale', '<p>render 1</p>'],
      ],
    );
    await until(() => renders() === 2);
    let refreshed = await cache.get('/a', render);
    // Its compression may still be under way: until then the stale page is the answer.
    for (let tries = 0; refreshed.state !== 'hit' && tries < 2000; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      refreshed = await cache.get('/a', render);
    }
    assert.equal(renders(), 2, 'one background render');
    assert.equal(refreshed.state, 'hit');
    assert.equal(textOf(refreshed.page).slice(0, 15), '<p>render 2</p>');

    advance(FRESH + STALE + 1);
    const late = await cache.get('/a', render);
    assert.equal(late.state, 'miss', 'too old to serve: the request waits for the render');
    assert.equal(textOf(late.page).slice(0, 15), '<p>render 3</p>');
  });

  it('renders once for concurrent misses of one key', async () => {
    const { cache, renderer, renders } = setup();
    const render = renderer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('/a', render)));
    assert.equal(renders(), 1);
    assert.ok(answers.every(({ page }) => page === answers[0]?.page));
  });

  it('never keeps a page whose render met a provider failure, and keeps the stale page while its refresh fails', async () => {
    const { cache, renderer, renders, advance } = setup();
    const failed = await cache.get('/failing', renderer({ status: 503, cacheable: false }));
    assert.equal(failed.page.status, 503);
    assert.equal((await cache.get('/failing', renderer({ status: 503, cacheable: false }))).state, 'miss');
    assert.equal(renders(), 2, 'rendered again');

    await cache.get('/b', renderer());
    advance(FRESH + 1);
    const stale = await cache.get('/b', renderer({ status: 200, cacheable: false }));
    assert.equal(stale.state, 'stale');
    await until(() => renders() === 4);
    const still = await cache.get('/b', renderer({ cacheable: false }));
    assert.equal(still.state, 'stale');
    assert.equal(textOf(still.page).slice(0, 15), '<p>render 3</p>', 'the good page, not the failed refresh');
  });

  it('stays within its bytes whatever keys are asked for, the least recently used going first', async () => {
    const { cache } = setup({ maxBytes: 64 * 1024 });
    const page = (index: number) => async () => ({
      status: 200,
      // Text that compresses poorly, so that every entry weighs a few kB.
      html: Array.from(
        { length: 400 },
        (_, line) => `<p>${index}-${line}-${(index * 7919 + line * 104729) % 1000003}</p>`,
      ).join(''),
      cacheable: true,
    });
    for (let index = 0; index < 200; index += 1) {
      await cache.get(`/page/${index}`, page(index));
      assert.ok(cache.stats().bytes <= 64 * 1024, `${cache.stats().bytes} bytes after ${index + 1} pages`);
    }
    assert.ok(cache.stats().pages > 3 && cache.stats().pages < 200, `${cache.stats().pages} pages kept`);
    assert.ok(cache.has('/page/199'));
    assert.ok(!cache.has('/page/0'));
  });

  it('keeps 404 pages apart, at most maxNotFound, without pushing out the pages that exist', async () => {
    const { cache, renderer, renders } = setup({ maxNotFound: 3 });
    await cache.get('/doctor/1', renderer());
    for (let id = 900_000; id < 900_050; id += 1) {
      const { page } = await cache.get(`/doctor/${id}`, renderer({ status: 404 }));
      assert.equal(page.status, 404);
    }
    assert.deepEqual(cache.stats(), { bytes: cache.stats().bytes, pages: 1, notFound: 3 });
    const rendersSoFar = renders();
    assert.equal((await cache.get('/doctor/900049', renderer({ status: 404 }))).state, 'hit');
    assert.equal((await cache.get('/doctor/1', renderer())).state, 'hit');
    assert.equal(renders(), rendersSoFar);
  });

  it('keeps one variant per key: another variant is rendered for its request and replaces it', async () => {
    const { cache } = setup();
    const page = (origin: string) => async () => ({
      status: 200,
      html: `<a href="${origin}/"></a>`,
      cacheable: true,
    });
    assert.equal(
      (await cache.get('/a', page('http://localhost:3000'), 'http://localhost:3000')).state,
      'miss',
    );
    assert.equal(
      (await cache.get('/a', page('http://localhost:3000'), 'http://localhost:3000')).state,
      'hit',
    );
    assert.ok(!cache.has('/a', 'http://127.0.0.2:80'));
    const other = await cache.get('/a', page('http://127.0.0.2:80'), 'http://127.0.0.2:80');
    assert.deepEqual([other.state, textOf(other.page)], ['miss', '<a href="http://127.0.0.2:80/"></a>']);
    assert.ok(cache.has('/a', 'http://127.0.0.2:80') && !cache.has('/a', 'http://localhost:3000'));
    assert.equal(cache.stats().pages, 1);

    // Asked at once for two variants: each request gets its own.
    const [first, second] = await Promise.all([
      cache.get('/b', page('http://one'), 'http://one'),
      cache.get('/b', page('http://two'), 'http://two'),
    ]);
    assert.deepEqual(
      [first, second].map(({ page }) => textOf(page)),
      ['<a href="http://one/"></a>', '<a href="http://two/"></a>'],
    );
    assert.equal(cache.stats().pages, 2);
  });
});
