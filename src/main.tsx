import { loadMessages } from './app/i18n';
import { localeOfPath } from './config/routes';
import { watchForLeaving } from './boot/leaving';
import { step } from './boot/step';
import { listenForErrors } from './lib/errorReports';

// What runs when the page's code arrives, in order (docs/architecture.md, "The boot"). Each step is a task of its
// own, so the page the server rendered keeps answering while the code evaluates. The imports are our own
// modules in the entry's chunks ("eager": no request of their own, and the libraries' unused exports still go):
// only when they run changes.
listenForErrors();
const locale = localeOfPath(window.location.pathname);
// The catalog first: its download runs while the rest evaluates.
const messages = loadMessages(locale);
watchForLeaving();

async function boot(container: HTMLElement) {
  await step('API code', () => import(/* webpackMode: "eager" */ './api/standardApi'));
  await step('store code', () => import(/* webpackMode: "eager" */ './store/store'));
  const { createBrowserStore, bootSessionAndCaches } = await step(
    'store factory',
    () => import(/* webpackMode: "eager" */ './boot/store'),
  );
  const booted = await step('store', () => createBrowserStore(locale));
  const ready = await step('session, caches', () => bootSessionAndCaches(booted));
  await step('React DOM', () => import(/* webpackMode: "eager" */ 'react-dom/client'));
  await step('theme', () => import(/* webpackMode: "eager" */ './theme/theme'));
  await step('providers', () => import(/* webpackMode: "eager" */ './app/App'));
  await step('shell', () => import(/* webpackMode: "eager" */ './app/ShellLayout'));
  await step('router', () => import(/* webpackMode: "eager" */ './app/router'));
  const { start } = await step('render code', () => import(/* webpackMode: "eager" */ './boot/render'));
  // Hydrates the server's page (or renders one) once its catalog is in: steps of their own in src/boot/render.tsx.
  await start(container, locale, messages, ready);
}

const container = document.getElementById('root');
if (container) void boot(container);
