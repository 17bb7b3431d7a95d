import { nextTask } from './nextTask';

/**
 * One step of the boot (src/main.tsx), in a task of its own: between two steps the page the server rendered
 * answers the browser (scrolling, a click the inline script holds). Named in the browser's performance timeline
 * as `boot: <name>`, so a profile shows which step took how long.
 */
export async function step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  await nextTask();
  const start = performance.now();
  const result = await run();
  performance.measure(`boot: ${name}`, { start });
  return result;
}
