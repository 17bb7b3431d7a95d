/** Spec §1 and §9: the trial plan. */
export const TRIAL_PLAN = { freeMonths: 3, sessionsPerMonth: 2, reminderDaysBeforeCharge: 7 } as const;

/** How long the search waits after the last keystroke before asking the provider. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Fewer characters than this only filter the symptom list already loaded. */
export const SEARCH_MIN_CHARS = 2;

/** The room home keeps for its offers and its testimonials until they come (below the fold). */
export const OFFERS_MIN_HEIGHT = { xs: 900, sm: 720, md: 500 } as const;
export const TESTIMONIALS_MIN_HEIGHT = 360;
/**
 * The room the tiles take (measured in both languages: 1,105–1,193 px at 390 px wide, 647–692 at 768, 543–567 at
 * 1,280), kept while their code comes after an in-app visit to home (a page load shows the server's tiles).
 */
export const TILES_MIN_HEIGHT = { xs: 1100, sm: 640, md: 540 } as const;
