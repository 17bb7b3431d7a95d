import { defineMessage, defineMessages } from 'react-intl';

/** The phone field shared by sign-in, adding a phone and the app link by SMS. */
export const phoneMessages = {
  ...defineMessages({
    countryLabel: { id: 'phone.countryLabel', defaultMessage: 'Country' },
    countrySpain: { id: 'phone.countrySpain', defaultMessage: 'Spain' },
    numberLabel: { id: 'phone.numberLabel', defaultMessage: 'Phone number' },
  }),
  countryOption: defineMessage<{ country: string; callingCode: string }>({
    id: 'phone.countryOption',
    defaultMessage: '{country} (+{callingCode})',
  }),
};
