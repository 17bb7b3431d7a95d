import { defineMessage, defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  profileTitle: { id: 'profile.title', defaultMessage: 'Personal info' },
  loading: { id: 'profile.loading', defaultMessage: 'Loading your details…' },
  loadFailed: { id: 'profile.loadFailed', defaultMessage: 'Something went wrong. Please try again' },
  detailsTitle: { id: 'profile.detailsTitle', defaultMessage: 'Your details' },
  firstName: { id: 'profile.firstName', defaultMessage: 'First name' },
  lastName: { id: 'profile.lastName', defaultMessage: 'Last name' },
  idNumber: { id: 'profile.idNumber', defaultMessage: 'ID number (DNI or NIE)' },
  idNumberHint: { id: 'profile.idNumberHint', defaultMessage: 'With its letter, for example 12345678Z' },
  birthDay: { id: 'profile.birthDay', defaultMessage: 'Date of birth' },
  birthDayFormat: {
    id: 'profile.birthDayFormat',
    defaultMessage: 'mm/dd/yyyy',
    description: 'The pattern the birth date is typed in: d, m and y (or a) letters in the language’s order',
  },
  birthDayHint: { id: 'profile.birthDayHint', defaultMessage: 'Month, day and year, for example 04/12/1990' },
  email: { id: 'profile.email', defaultMessage: 'E-mail' },
  language: { id: 'profile.language', defaultMessage: 'Preferred language' },
  languageHint: {
    id: 'profile.languageHint',
    defaultMessage: 'The language of our messages and e-mails to you',
  },
  languageEs: { id: 'profile.languageEs', defaultMessage: 'Español' },
  languageEn: { id: 'profile.languageEn', defaultMessage: 'English' },
  save: { id: 'profile.save', defaultMessage: 'Save changes' },
  saved: { id: 'profile.saved', defaultMessage: 'Your details have been saved.' },
  saveFailed: {
    id: 'profile.saveFailed',
    defaultMessage: 'Your details could not be saved. Please try again',
  },
  fieldTooLong: { id: 'profile.fieldTooLong', defaultMessage: 'This is too long. Shorten it and try again.' },
  fieldRejected: {
    id: 'profile.fieldRejected',
    defaultMessage: 'This was not accepted. Check it and try again.',
  },
  networkError: {
    id: 'profile.networkError',
    defaultMessage: 'We could not reach the service. Check your connection and try again.',
  },

  firstNameRequired: { id: 'profile.firstNameRequired', defaultMessage: 'A name is required' },
  lastNameRequired: { id: 'profile.lastNameRequired', defaultMessage: 'Enter your last name' },
  idNumberInvalid: {
    id: 'profile.idNumberInvalid',
    defaultMessage: 'Enter a valid DNI or NIE with its letter, for example 12345678Z',
  },
  birthDayInvalid: { id: 'profile.birthDayInvalid', defaultMessage: 'Enter a valid date of birth' },
  birthDayUnderage: {
    id: 'profile.birthDayUnderage',
    defaultMessage: 'You must be 18 or older to use the service',
  },
  emailInvalid: { id: 'profile.emailInvalid', defaultMessage: 'Invalid Email' },
  emailTaken: { id: 'profile.emailTaken', defaultMessage: 'This e-mail belongs to another account' },

  phoneTitle: { id: 'profile.phoneTitle', defaultMessage: 'Mobile phone' },
  phoneVerified: { id: 'profile.phoneVerified', defaultMessage: 'Verified' },
  phoneNotVerified: { id: 'profile.phoneNotVerified', defaultMessage: 'Not verified' },
  phoneMissing: { id: 'profile.phoneMissing', defaultMessage: 'No phone number yet' },
  addPhone: { id: 'profile.addPhone', defaultMessage: 'Add your phone number' },
  verifyPhone: { id: 'profile.verifyPhone', defaultMessage: 'Verify your phone number' },

  completeTitle: { id: 'profile.completeTitle', defaultMessage: 'Your profile is complete' },
  itemPhone: { id: 'profile.itemPhone', defaultMessage: 'Verified phone' },
  itemFirstName: { id: 'profile.itemFirstName', defaultMessage: 'First name' },
  itemLastName: { id: 'profile.itemLastName', defaultMessage: 'Last name' },
  itemIdNumber: { id: 'profile.itemIdNumber', defaultMessage: 'ID number' },
  itemBirthDay: { id: 'profile.itemBirthDay', defaultMessage: 'Date of birth' },

  logout: { id: 'profile.logout', defaultMessage: 'Log out' },
});

export const profileMessages = {
  ...plainMessages,
  incompleteTitle: defineMessage<{ done: number; total: number }>({
    id: 'profile.incompleteTitle',
    defaultMessage: 'Add your info: {done} of {total} done',
  }),
  itemState: defineMessage<{ item: string; state: 'done' | 'missing' }>({
    id: 'profile.itemState',
    defaultMessage: '{item}: {state, select, done {done} other {missing}}',
  }),
};
