import { loadMessages } from './app/i18n';
import { localeOfPath } from './config/routes';
import { watchForLeaving } from './boot/leaving';
import { nextTask } from './boot/nextTask';

// The boot runs in steps, each a task of its own, so the page the server rendered keeps answering the browser
// while the code evaluates (one long task before, the largest part of the page's blocking time). The modules
// stay in the entry's chunks ("eager": no request of their own); only when they run changes.
const locale = localeOfPath(window.location.pathname);
// The catalog first: its download runs while the rest evaluates.
const messages = loadMessages(locale);
watchForLeaving();

async function boot(container: HTMLElement) {
  // Each step evaluates a part of the code (our modules, so that the libraries' unused exports still go) or
  // runs a part of the boot, in a task of its own.
  await nextTask();
  await import(/* webpackMode: "eager" */ './api/standardApi');
  await nextTask();
  await import(/* webpackMode: "eager" */ './store/store');
  await nextTask();
  const { createBrowserStore, bootSessionAndCaches } = await import(
    /* webpackMode: "eager" */ './boot/store'
  );
  await nextTask();
  const booted = createBrowserStore(locale);
  await nextTask();
  const ready = bootSessionAndCaches(booted);
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './theme/theme');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/App');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/ShellLayout');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/router');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './boot/render');
  await start(container, locale, messages, ready);
}

const container = document.getElementById('root');
if (container) void boot(container);
