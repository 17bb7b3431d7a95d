import { defineMessage, defineMessages } from 'react-intl';

export const doctorsMessages = {
  ...defineMessages({
    doctorTitle: { id: 'doctor.title', defaultMessage: 'Doctor profile' },
    loading: { id: 'doctor.loading', defaultMessage: 'Loading the doctor’s profile…' },
    failed: { id: 'doctor.failed', defaultMessage: 'The doctor’s profile could not be loaded.' },
    retry: { id: 'doctor.retry', defaultMessage: 'Try again' },
    notFoundTitle: { id: 'doctor.notFound.title', defaultMessage: 'Oops! Page Not Found' },
    notFoundBody: {
      id: 'doctor.notFound.body',
      defaultMessage: 'We could not find this doctor. They may no longer offer consultations here.',
    },
    notFoundLink: { id: 'doctor.notFound.link', defaultMessage: 'See all specialties' },
    languages: { id: 'doctor.languages', defaultMessage: 'Languages' },
    price: { id: 'doctor.price', defaultMessage: 'Consultation price' },
    onDuty: { id: 'doctor.onDuty', defaultMessage: 'Available now' },
    about: { id: 'doctor.about', defaultMessage: 'About' },
    book: { id: 'doctor.book', defaultMessage: 'Book a consultation' },
    slotsTitle: { id: 'doctor.slots.title', defaultMessage: 'Next available times' },
    slotsLoading: { id: 'doctor.slots.loading', defaultMessage: 'Loading available times…' },
    slotsFailed: { id: 'doctor.slots.failed', defaultMessage: 'The available times could not be loaded.' },
    slotsEmpty: {
      id: 'doctor.slots.empty',
      defaultMessage: 'No free times in the next 30 days. You can still book and we will find you a time.',
    },
  }),
  rating: defineMessage<{ rating: string; count: number }>({
    id: 'doctor.rating',
    defaultMessage: '{rating} out of 5 ({count, plural, one {# review} other {# reviews}})',
  }),
  slotsZone: defineMessage<{ zone: string }>({
    id: 'doctor.slots.zone',
    defaultMessage: 'Times are shown in {zone}.',
  }),
  /** Starts with the time the link shows (WCAG 2.5.3 label in name). */
  slotLabel: defineMessage<{ day: string; time: string; zone: string }>({
    id: 'doctor.slots.slotLabel',
    defaultMessage: '{time}, book on {day} ({zone})',
  }),
};
