/** Resolves in a later task: the browser may paint and answer input before the code that awaits it goes on. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
