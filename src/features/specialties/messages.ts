import { defineMessage, defineMessages } from 'react-intl';

export const specialtiesMessages = {
  ...defineMessages({
    specialtiesTitle: { id: 'specialties.title', defaultMessage: 'Specialties' },
    lead: {
      id: 'specialties.lead',
      defaultMessage:
        'Choose a specialty to see the doctors available and book a video consultation. Not sure which one you need? Start with general medicine.',
    },
    loading: { id: 'specialties.loading', defaultMessage: 'Loading specialties…' },
    failed: { id: 'specialties.failed', defaultMessage: 'The specialties could not be loaded.' },
    retry: { id: 'specialties.retry', defaultMessage: 'Try again' },
    empty: { id: 'specialties.empty', defaultMessage: 'No specialties are available right now.' },
  }),
  book: defineMessage<{ speciality: string }>({
    id: 'specialties.book',
    defaultMessage: 'Book {speciality}',
  }),
  priceFrom: defineMessage<{ price: string }>({
    id: 'specialties.priceFrom',
    defaultMessage: 'From {price}',
  }),
};
