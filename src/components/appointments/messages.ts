import { defineMessage, defineMessages } from 'react-intl';
import type { AppointmentStatus, PaidBy } from '../../api/shared/appointments';

/** Spec §4's states as a patient reads them. */
export const statusMessages = defineMessages<AppointmentStatus>({
  pending: { id: 'appointmentStatus.pending', defaultMessage: 'Awaiting confirmation' },
  booked: { id: 'appointmentStatus.booked', defaultMessage: 'Booked' },
  upcoming: { id: 'appointmentStatus.upcoming', defaultMessage: 'Upcoming' },
  session_starting: { id: 'appointmentStatus.sessionStarting', defaultMessage: 'Session starting' },
  session_in_progress: { id: 'appointmentStatus.sessionInProgress', defaultMessage: 'Session in progress' },
  done: { id: 'appointmentStatus.done', defaultMessage: 'Done' },
  canceled: { id: 'appointmentStatus.canceled', defaultMessage: 'Cancelled' },
});

export const paidByMessages = defineMessages<PaidBy>({
  card: { id: 'appointmentCard.paidBy.card', defaultMessage: 'Paid by card' },
  balance: { id: 'appointmentCard.paidBy.balance', defaultMessage: 'Paid from your balance' },
  card_and_balance: {
    id: 'appointmentCard.paidBy.cardAndBalance',
    defaultMessage: 'Paid by card and from your balance',
  },
  bundle: { id: 'appointmentCard.paidBy.bundle', defaultMessage: 'A meeting from your bundle' },
  company: { id: 'appointmentCard.paidBy.company', defaultMessage: 'Covered by your company' },
  free: { id: 'appointmentCard.paidBy.free', defaultMessage: 'Free of charge' },
});

export const appointmentCardMessages = defineMessages({
  asSoonAsPossible: { id: 'appointmentCard.asSoonAsPossible', defaultMessage: 'As soon as possible' },
  details: { id: 'appointmentCard.details', defaultMessage: 'View details' },
  waitingRoom: { id: 'appointmentCard.waitingRoom', defaultMessage: 'Go to the waiting room' },
  rate: { id: 'appointmentCard.rate', defaultMessage: 'Rate this visit' },
});

export const detailsLinkLabel = defineMessage<{ doctor: string }>({
  id: 'appointmentCard.detailsLabel',
  defaultMessage: 'View details of the visit with {doctor}',
});

export const rateLinkLabel = defineMessage<{ doctor: string }>({
  id: 'appointmentCard.rateLabel',
  defaultMessage: 'Rate this visit with {doctor}',
});

export const reviewMessages = defineMessages({
  title: { id: 'review.title', defaultMessage: 'How was your visit?' },
  ratingLegend: { id: 'review.ratingLegend', defaultMessage: 'Your rating' },
  commentLabel: { id: 'review.commentLabel', defaultMessage: 'Anything you would like to add? (optional)' },
  send: { id: 'review.send', defaultMessage: 'Send review' },
  sending: { id: 'review.sending', defaultMessage: 'Sending…' },
  ratingRequired: { id: 'review.ratingRequired', defaultMessage: 'Choose from 1 to 5 stars' },
  noRating: { id: 'review.noRating', defaultMessage: 'No rating' },
  thanks: { id: 'review.thanks', defaultMessage: 'Thank you for your review!' },
  alreadyReviewed: {
    id: 'review.alreadyReviewed',
    defaultMessage: 'You have already reviewed this visit. Thank you!',
  },
  failed: { id: 'review.failed', defaultMessage: 'We could not send your review. Please try again.' },
  offline: {
    id: 'review.offline',
    defaultMessage: 'No connection. Your review is still here: send it again when you are back online.',
  },
});

export const starsLabel = defineMessage<{ count: number }>({
  id: 'review.stars',
  defaultMessage: '{count, plural, one {# star} other {# stars}}',
});

export const reviewPromptFor = defineMessage<{ doctor: string }>({
  id: 'review.promptFor',
  defaultMessage: 'How was your visit with {doctor}?',
});
