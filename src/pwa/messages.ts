import { defineMessages } from 'react-intl';

/** The update prompt (any page). */
export const updateMessages = defineMessages({
  ready: { id: 'pwa.updateReady', defaultMessage: 'A new version is ready' },
  update: { id: 'pwa.update', defaultMessage: 'Update' },
  later: { id: 'pwa.later', defaultMessage: 'Later' },
});

/**
 * The web app manifest's texts (scripts/pwaBuild.ts writes one manifest per language at build time; the
 * browser's catalogs leave them out, like the meta descriptions).
 */
export const manifestMessages = defineMessages({
  description: {
    id: 'manifest.description',
    defaultMessage: 'Online video consultations with doctors and specialists in Spain.',
  },
  book: { id: 'manifest.shortcutBook', defaultMessage: 'Book' },
  bookDescription: { id: 'manifest.shortcutBookDescription', defaultMessage: 'Book a video consultation' },
  appointments: { id: 'manifest.shortcutAppointments', defaultMessage: 'My appointments' },
  appointmentsDescription: {
    id: 'manifest.shortcutAppointmentsDescription',
    defaultMessage: 'Your upcoming and past visits',
  },
});
