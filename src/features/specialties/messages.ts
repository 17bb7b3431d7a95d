import { defineMessages } from 'react-intl';

export const specialtiesMessages = defineMessages({
  specialtiesTitle: { id: 'specialties.title', defaultMessage: 'Specialties' },
});
