import { defineMessage, defineMessages } from 'react-intl';

const plain = defineMessages({
  homeTitle: { id: 'home.title', defaultMessage: 'Online doctor consultations' },
  heroLead: {
    id: 'home.hero.lead',
    defaultMessage:
      'Video consultations with licensed doctors and specialists in Spain. Book for a time that suits you or see the first available doctor now.',
  },
  tilesTitle: { id: 'home.tiles.title', defaultMessage: 'What do you need today?' },
  upcomingTitle: { id: 'home.upcoming.title', defaultMessage: 'Your upcoming appointments' },
  upcomingEmpty: { id: 'home.upcoming.empty', defaultMessage: 'You have no upcoming appointments.' },
  upcomingBook: { id: 'home.upcoming.book', defaultMessage: 'Find a specialist' },
  upcomingFailed: {
    id: 'home.upcoming.failed',
    defaultMessage: 'Your appointments could not be loaded.',
  },
  reviewPromptLabel: { id: 'home.reviewPrompt.label', defaultMessage: 'Rate your last visit' },
  reviewPromptLater: { id: 'home.reviewPrompt.later', defaultMessage: 'Not now' },
  retry: { id: 'home.retry', defaultMessage: 'Try again' },
  offersTitle: { id: 'home.offers.title', defaultMessage: 'Why patients choose us' },
  freeFirstTitle: { id: 'home.freeFirst.title', defaultMessage: 'Your first consultation is free' },
  freeFirstBody: {
    id: 'home.freeFirst.body',
    defaultMessage:
      'Try the service at no cost: your first video consultation with a general practitioner is on us.',
  },
  guaranteeTitle: { id: 'home.guarantee.title', defaultMessage: 'Satisfaction guarantee' },
  guaranteeBody: {
    id: 'home.guarantee.body',
    defaultMessage:
      'If a consultation does not meet your expectations, tell us and we refund it to your balance, to use on your next consultation.',
  },
  trialTitle: { id: 'home.trial.title', defaultMessage: 'Subscription plan' },
  trialCta: { id: 'home.trial.cta', defaultMessage: 'Book a consultation' },
  specialtiesCta: { id: 'home.specialties.cta', defaultMessage: 'See all specialties' },
  reviewsTitle: { id: 'home.reviews.title', defaultMessage: 'What our patients say' },
});

/** Messages with arguments are typed one by one (react-intl checks their values). */
const withValues = {
  trialFree: defineMessage<{ months: number }>({
    id: 'home.trial.free',
    defaultMessage: 'The first {months, plural, one {month is} other {# months are}} free.',
  }),
  trialSessions: defineMessage<{ sessions: number }>({
    id: 'home.trial.sessions',
    defaultMessage: 'Up to {sessions, plural, one {# consultation} other {# consultations}} a month.',
  }),
  trialReminder: defineMessage<{ days: number }>({
    id: 'home.trial.reminder',
    defaultMessage:
      'We remind you {days, plural, one {# day} other {# days}} before the first charge, so you can cancel in time.',
  }),
  trialRenewal: defineMessage({
    id: 'home.trial.renewal',
    defaultMessage: 'After that, the plan renews every month until you cancel it from your account menu.',
  }),
};

export const homeMessages = { ...plain, ...withValues };

export const searchMessages = {
  ...defineMessages({
    label: { id: 'home.search.label', defaultMessage: 'Search by specialty or symptom' },
    placeholder: { id: 'home.search.placeholder', defaultMessage: 'e.g. dermatology, headache' },
    submit: { id: 'home.search.submit', defaultMessage: 'Search' },
    speciality: { id: 'home.search.kind.speciality', defaultMessage: 'Specialty' },
    symptom: { id: 'home.search.kind.symptom', defaultMessage: 'Symptom' },
    doctor: { id: 'home.search.kind.doctor', defaultMessage: 'Doctor' },
    searching: { id: 'home.search.searching', defaultMessage: 'Searching…' },
    failed: {
      id: 'home.search.failed',
      defaultMessage: 'Search is not available right now. Check your connection and try again.',
    },
    retry: { id: 'home.search.retry', defaultMessage: 'Try again' },
  }),
  count: defineMessage<{ count: number }>({
    id: 'home.search.count',
    defaultMessage:
      '{count, plural, one {# suggestion} other {# suggestions}}. Use the arrow keys to choose.',
  }),
  noMatches: defineMessage<{ query: string }>({
    id: 'home.search.noMatches',
    defaultMessage: 'No matches for “{query}”. Try another word or see all specialties.',
  }),
};

export const carouselMessages = {
  ...defineMessages({
    carouselRole: { id: 'home.reviews.carouselRole', defaultMessage: 'carousel' },
    slideRole: { id: 'home.reviews.slideRole', defaultMessage: 'slide' },
    previous: { id: 'home.reviews.previous', defaultMessage: 'Previous review' },
    next: { id: 'home.reviews.next', defaultMessage: 'Next review' },
    pause: { id: 'home.reviews.pause', defaultMessage: 'Pause automatic rotation' },
    play: { id: 'home.reviews.play', defaultMessage: 'Start automatic rotation' },
  }),
  slide: defineMessage<{ position: number; total: number }>({
    id: 'home.reviews.slide',
    defaultMessage: '{position} of {total}',
  }),
  doctor: defineMessage<{ doctor: string }>({
    id: 'home.reviews.doctor',
    defaultMessage: 'Consultation with {doctor}',
  }),
  link: defineMessage<{ speciality: string }>({
    id: 'home.reviews.link',
    defaultMessage: 'More about {speciality}',
  }),
};
