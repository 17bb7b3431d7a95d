/**
 * Messages that only some pages use are compiled into catalogs of their own, loaded with those pages instead
 * of before the first render of every page (the build's budget counts the main catalog). Each group lists the
 * message-id namespaces it takes out of the main catalog. No imports: scripts/i18n-split.ts loads this file.
 */
export const routeCatalogNamespaces = {
  /**
   * /invoices (payments, bundles) and /renew (prescription, who may see the data); the slot picker (scheduling
   * from a bundle) and the photo picker (renewal photos) are shared with booking, so both catalogs carry them.
   */
  money: [
    'invoices',
    'invoiceFile',
    'visitWhen',
    'bundles',
    'renew',
    'access',
    'slotPicker',
    'photos',
    'offline',
  ],
  /**
   * /doctor_pre_order (the booking flow, with the shared slot picker and photo picker, and the active
   * appointment's notice it shares with payment).
   */
  booking: ['booking', 'slotPicker', 'photos', 'activeAppointment', 'offline'],
  /** /payment (checkout: the order, vouchers, the card, the trial plan, the confirmation). */
  payment: ['payment', 'activeAppointment', 'offline'],
  /**
   * /appointments, /appointments-detail, /waiting, and the visit pieces home shows a signed-in patient (cards,
   * statuses, the review prompt: src/components/appointments/AppointmentsMessages.tsx loads it there); the
   * invoice button and the words for when a visit is, shared with /invoices and /renew.
   */
  appointments: [
    'appointments',
    'appointmentCard',
    'appointmentStatus',
    'review',
    'invoiceFile',
    'visitWhen',
    'offline',
  ],
  /** /profile (the form, its field errors, the phone, leaving with unsaved edits). */
  profile: ['profile'],
  /**
   * /login and /b2b-login (the code, the name, the company's sign-in). The phone field's texts stay in the main
   * catalog: the contact page's app-link form uses the field too.
   */
  auth: ['login', 'b2bLogin'],
  /** The information pages' long texts (/about-us, /contact-us, /cookie-policy, /privacy-policy). */
  info: ['about', 'contact', 'cookies', 'privacy'],
} as const;

export type RouteCatalog = keyof typeof routeCatalogNamespaces;

/**
 * Catalogs a component loads with its own code (src/components/FeatureMessages.tsx), not a route: the parts of a
 * page that come after its first paint.
 */
export const partCatalogNamespaces = {
  /** Home's offers and testimonials, below the fold (src/features/home/components/HomeLateMessages.tsx). */
  homeLate: ['home.reviews', 'home.offers', 'home.freeFirst', 'home.guarantee', 'home.trial'],
} as const;
