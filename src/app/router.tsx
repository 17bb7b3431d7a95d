import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { createRoutes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}

/** For component tests: the real route table at a given URL. */
export function createTestRouter(initialPath: string) {
  return createMemoryRouter(createRoutes(), { initialEntries: [initialPath] });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
