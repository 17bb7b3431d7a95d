import { createBrowserRouter, createMemoryRouter, type HydrationState, matchRoutes } from 'react-router-dom';
import { createRoutes } from './routes';

/**
 * The browser's router. With `hydrationData` (a page the server rendered) the matched lazy routes are loaded
 * first, so the first render is the page the server sent, not a fallback; when that code does not load (gone
 * after a deploy, offline) the browser renders the page instead (`hydrated` false), and its error says so: the
 * server's page would keep its buttons waiting. `proceed` is asked once that code is there: null when it says no.
 */
export async function createAppRouter(hydrationData?: HydrationState, proceed: () => boolean = () => true) {
  const routes = createRoutes();
  let hydrated = false;
  if (hydrationData) {
    const matches = matchRoutes(routes, window.location) ?? [];
    hydrated = await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    ).then(
      () => true,
      () => false,
    );
  }
  return proceed()
    ? {
        router: createBrowserRouter(routes, { hydrationData: hydrated ? hydrationData : undefined }),
        hydrated,
      }
    : null;
}

/** For component tests: the real route table at a given URL. */
export function createTestRouter(initialPath: string) {
  return createMemoryRouter(createRoutes(), { initialEntries: [initialPath] });
}

export type AppRouter = NonNullable<Awaited<ReturnType<typeof createAppRouter>>>['router'];
