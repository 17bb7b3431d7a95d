/**
 * Whether the browser has begun leaving this page: a link followed on the server's HTML before the app took
 * over (links work without the app). The router must not be created then: its first write to the history
 * (`replaceState`) cancels that navigation, and the click would do nothing. `beforeunload` fires as the
 * navigation starts.
 *
 * A page left that way may come back: the browser keeps it in its back/forward cache, and Back shows it again
 * as it was, without the app (an empty page for one that needs a session). Shown again, it is not being left.
 */
let leaving = false;
const onLeave = () => {
  leaving = true;
};
const onShownAgain = (event: PageTransitionEvent) => {
  if (event.persisted) leaving = false;
};

export function watchForLeaving() {
  addEventListener('beforeunload', onLeave);
  addEventListener('pageshow', onShownAgain);
}

/** True once the page is being left; the watch ends here either way (the router takes over history). */
export function isLeaving(): boolean {
  removeEventListener('beforeunload', onLeave);
  removeEventListener('pageshow', onShownAgain);
  return leaving;
}

/**
 * Resolves when a page that was left before the app took over shows again from the back/forward cache (Back
 * or Forward to it): the app takes it over then. Never, when the page is gone for good.
 */
export function whenShownAgain(): Promise<void> {
  return new Promise((resolve) => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      removeEventListener('pageshow', shown);
      leaving = false;
      resolve();
    };
    addEventListener('pageshow', shown);
  });
}
