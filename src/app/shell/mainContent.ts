/** The page's `<main>`: the skip link's target, where focus goes after a navigation, what the first paint waits for. */
export const MAIN_CONTENT_ID = 'main-content';
