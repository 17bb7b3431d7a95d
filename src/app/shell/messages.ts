import { defineMessage, defineMessages } from 'react-intl';

const headerMessagesPlain = defineMessages({
  home: { id: 'header.home', defaultMessage: 'Telehealth, home page' },
  mainNav: { id: 'header.mainNav', defaultMessage: 'Main' },
  specialties: { id: 'header.specialties', defaultMessage: 'Specialties' },
  aboutUs: { id: 'header.aboutUs', defaultMessage: 'About us' },
  contactUs: { id: 'header.contactUs', defaultMessage: 'Contact us' },
  quickActions: { id: 'header.quickActions', defaultMessage: 'Quick actions' },
  becomeSpecialist: { id: 'header.becomeSpecialist', defaultMessage: 'Become a specialist' },
  login: { id: 'header.login', defaultMessage: 'Log in' },
  loginShort: { id: 'header.loginShort', defaultMessage: 'Log in' },
  spanish: { id: 'header.language.es', defaultMessage: 'Español' },
  english: { id: 'header.language.en', defaultMessage: 'English' },
  openMenu: { id: 'header.openMenu', defaultMessage: 'Open the menu' },
  closeMenu: { id: 'header.closeMenu', defaultMessage: 'Close the menu' },
  mobileMenu: { id: 'header.mobileMenu', defaultMessage: 'Menu' },
  profileButton: { id: 'header.profileButton', defaultMessage: 'Your account' },
  profileButtonIncomplete: {
    id: 'header.profileButtonIncomplete',
    defaultMessage: 'Your account (your personal information is incomplete)',
  },
  greetingNoName: { id: 'header.greetingNoName', defaultMessage: 'Hi!' },
  addYourInfo: { id: 'header.addYourInfo', defaultMessage: 'Add your info' },
  personalInfo: { id: 'header.personalInfo', defaultMessage: 'Personal info' },
  appointments: { id: 'header.appointments', defaultMessage: 'Appointments' },
  payments: { id: 'header.payments', defaultMessage: 'Payments' },
  bundles: { id: 'header.bundles', defaultMessage: 'Bundles' },
  cancelSubscription: { id: 'header.cancelSubscription', defaultMessage: 'Cancel subscription' },
  logout: { id: 'header.logout', defaultMessage: 'Log out' },
});

export const headerMessages = {
  ...headerMessagesPlain,
  /**
   * Starts with what the button shows ('EN'), so voice control finds it by what a patient sees (WCAG 2.5.3). Each
   * catalog names its own language: the button is always the page's language.
   */
  language: defineMessage<{ code: string }>({
    id: 'header.language',
    defaultMessage: '{code}, language: English',
  }),
  greeting: defineMessage<{ name: string }>({
    id: 'header.greeting',
    defaultMessage: 'Hi, {name}',
  }),
};

export const errorModalMessages = defineMessages({
  title: { id: 'errorModal.title', defaultMessage: 'Something went wrong' },
  pageLoadFailed: {
    id: 'errorModal.pageLoadFailed',
    defaultMessage:
      'This page could not be loaded. Check your connection and start again from the home page.',
  },
});
