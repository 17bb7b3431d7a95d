import { defineMessage, defineMessages } from 'react-intl';

const footerMessagesPlain = defineMessages({
  label: { id: 'footer.label', defaultMessage: 'Site information' },
  about: {
    id: 'footer.about',
    defaultMessage:
      'Video consultations with licensed doctors and specialists in Spain, from wherever you are. Book for a time that suits you or see the first available doctor now.',
  },
  learnMore: { id: 'footer.learnMore', defaultMessage: 'Learn more' },
  blog: { id: 'footer.blog', defaultMessage: 'Blog' },
  becomeSpecialist: { id: 'footer.becomeSpecialist', defaultMessage: 'Become a specialist' },
  aboutUs: { id: 'footer.aboutUs', defaultMessage: 'About us' },
  contactUs: { id: 'footer.contactUs', defaultMessage: 'Contact us' },
  specialties: { id: 'footer.specialties', defaultMessage: 'Specialties' },
  specialtiesFailed: {
    id: 'footer.specialtiesFailed',
    defaultMessage: 'The specialties could not be loaded.',
  },
  retry: { id: 'footer.retry', defaultMessage: 'Try again' },
  contact: { id: 'footer.contact', defaultMessage: 'Contact' },
  getTheApp: { id: 'footer.getTheApp', defaultMessage: 'Get the app' },
  legal: { id: 'footer.legal', defaultMessage: 'Legal' },
  terms: { id: 'footer.terms', defaultMessage: 'Terms and conditions' },
  cookiePolicy: { id: 'footer.cookiePolicy', defaultMessage: 'Cookie policy' },
  privacyPolicy: { id: 'footer.privacyPolicy', defaultMessage: 'Privacy policy' },
  legalNotice: { id: 'footer.legalNotice', defaultMessage: 'Legal notice' },
  social: { id: 'footer.social', defaultMessage: 'Follow us' },
  language: { id: 'footer.language', defaultMessage: 'Language' },
  guarantee: {
    id: 'footer.guarantee',
    defaultMessage:
      'Satisfaction guarantee: if a consultation does not meet your expectations, tell us and we refund it to your balance.',
  },
  brands: {
    id: 'footer.brands',
    defaultMessage: 'Secure card payments: Visa, Mastercard and American Express',
  },
  minimumAge: {
    id: 'footer.minimumAge',
    defaultMessage: 'For adults aged 18 and over. Chat consultations are available in the mobile app.',
  },
});

export const footerMessages = {
  ...footerMessagesPlain,
  phone: defineMessage<{ phone: string }>({
    id: 'footer.phone',
    defaultMessage: 'Phone: {phone}',
  }),
  email: defineMessage<{ email: string }>({
    id: 'footer.email',
    defaultMessage: 'E-mail: {email}',
  }),
  socialLink: defineMessage<{ network: string }>({
    id: 'footer.socialLink',
    defaultMessage: 'Telehealth on {network}',
  }),
  copyright: defineMessage<{ year: number }>({
    id: 'footer.copyright',
    defaultMessage: '© {year} Telehealth. All rights reserved.',
  }),
};
