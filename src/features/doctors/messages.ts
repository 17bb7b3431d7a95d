import { defineMessages } from 'react-intl';

export const doctorsMessages = defineMessages({
  doctorTitle: { id: 'doctor.title', defaultMessage: 'Doctor profile' },
});
