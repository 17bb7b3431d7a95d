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

/**
 * The offline page (src/pwa/OfflinePage.tsx): what the service worker answers for a page it has never kept,
 * when the network is gone. Rendered at build time (scripts/pwaBuild.ts), so the browser's catalogs leave them
 * out, like the manifest's.
 */
export const offlinePageMessages = defineMessages({
  title: { id: 'offlinePage.title', defaultMessage: 'You are offline' },
  notOpened: {
    id: 'offlinePage.notOpened',
    defaultMessage:
      'This page has not been opened on this device before, so it cannot be shown without a connection. Try again once you are online.',
  },
  readable: { id: 'offlinePage.readable', defaultMessage: 'What you can read offline' },
  readableHint: {
    id: 'offlinePage.readableHint',
    defaultMessage: 'Opened on this device before, these pages open without a connection:',
  },
  appointments: {
    id: 'offlinePage.appointments',
    defaultMessage: 'Your upcoming appointments and their details',
  },
  prescription: { id: 'offlinePage.prescription', defaultMessage: 'Your prescription' },
  home: { id: 'offlinePage.home', defaultMessage: 'The home page' },
  nothingYet: {
    id: 'offlinePage.nothingYet',
    defaultMessage:
      'Nothing has been kept on this device for reading offline yet. Next time you are online, open your appointments while signed in: you can then read them, their details and your prescription without a connection.',
  },
});
