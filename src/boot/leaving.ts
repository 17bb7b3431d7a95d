/**
 * Whether the browser has begun leaving this page: a link followed on the server's HTML before the app took
 * over (links work without the app). The router must not be created then: its first write to the history
 * (`replaceState`) cancels that navigation, and the click would do nothing. `beforeunload` fires as the
 * navigation starts.
 */
let leaving = false;
const onLeave = () => {
  leaving = true;
};

export function watchForLeaving() {
  addEventListener('beforeunload', onLeave);
}

/** True once the page is being left; the watch ends here either way (the router takes over history). */
export function isLeaving(): boolean {
  removeEventListener('beforeunload', onLeave);
  return leaving;
}
