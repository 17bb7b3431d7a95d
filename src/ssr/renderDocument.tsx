import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Writable } from 'node:stream';
import { standardApi } from '../api/standardApi';
import { App } from '../app/App';
import { loadMessages } from '../app/i18n';
import { createRoutes, localeRootId } from '../app/routes';
import { serializeServerState } from '../app/serverState';
import { SiteOriginContext } from '../components/siteOrigin';
import { localeOfPath, stripLocalePrefix } from '../config/routes';
import { localizedPath } from '../state/language/thunks';
import type { SessionState } from '../state/session/sessionSlice';
import { initialShellState } from '../state/shell/shellSlice';
import { type AppStore, setupStore } from '../store/store';
import { pageDocument, type ScriptLoading, splitHoistables } from './document';
import { metaDescription, type PageFacts, structuredData } from './head';
import { type fetchPageData, type MatchedPage } from './pageData';
import { type ProviderHooks, serverServices } from './services';
import { requestPageData } from './session';

/** How long a page waits for the provider before it renders what it has (its loading or error state). */
export const PROVIDER_TIMEOUT_MS = 2500;

export interface PageRequest {
  /** Path and query, as requested. */
  url: string;
  /** `https://host` as the browser sees this site (canonical and hreflang URLs). */
  origin: string;
  cookie?: string;
  userAgent?: string;
  providerTimeoutMs?: number;
  /** The provider as this server reaches it (default: the build's PUBLIC_API_BASE_URL). */
  providerUrl?: string;
  /** How the page loads the app's code (default: fetched from the head, run once the page has shown). */
  scriptLoading?: ScriptLoading;
  /** The request's trace context for the provider, and the server's metrics of its calls (server/pages.ts). */
  provider?: ProviderHooks;
  /** The address of the build's early script (src/early/earlySession.ts), when it has one. */
  earlyScript?: string;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Same for every visitor with the same session flag and device: may be kept by a shared cache. */
  cacheable: boolean;
  /** Holds the patient's own data: `private, no-store`, never kept by any cache (DESIGN §9). */
  private?: true;
}

/** React's streaming renderer, read to the end once everything (lazy parts included) is ready. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      // Every boundary in place: React writes no script to move late boundaries in (the CSP forbids inline
      // scripts), which it would for a boundary larger than this.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A part that fails is rendered by the browser instead; the page still answers.
        if (process.env.NODE_ENV !== 'production') console.error(error);
      },
    });
    setTimeout(() => stream.abort(new Error('render timed out')), 10_000).unref();
  });
}

export const settle = (promises: Promise<unknown>[], timeoutMs: number) =>
  Promise.race([
    Promise.allSettled(promises),
    new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
  ]);

export type Fetch = ReturnType<typeof fetchPageData>['all'][number];
type QueryEntry = { status: string; data?: unknown; error?: unknown } | undefined;

export const queryOf = (store: AppStore, fetch: Fetch): QueryEntry =>
  store.getState()[standardApi.reducerPath].queries[fetch.queryCacheKey] as QueryEntry;
export const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

export const unwrapQuietly = (fetch: Fetch) => fetch.unwrap().catch(() => undefined);

export function pageStore(request: PageRequest, url: URL, session: SessionState): AppStore {
  const { deviceType } = requestPageData(request.cookie, request.userAgent);
  return setupStore(
    {
      language: { locale: localeOfPath(url.pathname) },
      session,
      shell: { ...initialShellState, deviceType, pathname: url.pathname },
    },
    serverServices(request.providerUrl, request.provider),
  );
}

/**
 * The page's document: the route table's markup, Emotion's critical CSS, the head (a public page's description
 * and structured data too) and the state the browser hydrates with (the provider's answers, not the session).
 */
export async function renderDocument(
  request: PageRequest,
  template: string,
  url: URL,
  store: AppStore,
  publicPage: { page: MatchedPage; facts: Omit<PageFacts, 'canonical'> } | null,
): Promise<{ html: string }> {
  const locale = localeOfPath(url.pathname);
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error(`Unexpected router response ${context.status}`);
  if (context.errors) throw new Error('A route failed while rendering on the server');
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = await renderToHtml(
    <SiteOriginContext.Provider value={request.origin}>
      <CacheProvider value={cache}>
        <App store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </CacheProvider>
    </SiteOriginContext.Provider>,
  );
  const { hoisted, body } = splitHoistables(markup);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  let described = '';
  if (publicPage) {
    const intl = createIntl({ locale, messages: await loadMessages(locale), onError: () => undefined });
    const bare = stripLocalePrefix(url.pathname).replace(/(.)\/+$/, '$1');
    const facts = { ...publicPage.facts, canonical: request.origin + localizedPath(bare, locale) };
    described = metaDescription(intl, publicPage.page, facts) + structuredData(intl, publicPage.page, facts);
  }
  const loaderData = Object.fromEntries(
    Object.entries(context.loaderData).filter(([id]) => id !== localeRootId(locale)),
  );
  const html = pageDocument(
    template,
    {
      locale,
      head: hoisted + described + styles,
      body,
      state: serializeServerState({
        api: { [standardApi.reducerPath]: store.getState()[standardApi.reducerPath] },
        router: { loaderData, actionData: context.actionData, errors: null },
        ...(store.getState().session.isRestoring && { restoring: true }),
      }),
    },
    request.scriptLoading,
  );
  return { html };
}
