import { defineMessage, defineMessages } from 'react-intl';

/** Meta descriptions of the public pages (search results show them under the title). */
export const seoMessages = {
  doctor: defineMessage<{ name: string; speciality: string }>({
    id: 'seo.doctor.description',
    defaultMessage:
      '{name}, {speciality}: book an online video consultation. Languages, price and next free times.',
  }),
  ...defineMessages({
    home: {
      id: 'seo.home.description',
      defaultMessage:
        'Online video consultations with doctors and specialists in Spain: book a time or see a doctor now, from your phone or computer.',
    },
    specialties: {
      id: 'seo.specialties.description',
      defaultMessage:
        'Psychology, general medicine, nutrition, paediatrics, dermatology and more: see prices and book an online video consultation.',
    },
    aboutUs: {
      id: 'seo.aboutUs.description',
      defaultMessage: 'Who we are and how our online medical consultations work.',
    },
    contactUs: {
      id: 'seo.contactUs.description',
      defaultMessage: 'Call, write or find us: how to contact our patient support team.',
    },
    cookiePolicy: {
      id: 'seo.cookiePolicy.description',
      defaultMessage: 'Which cookies and local storage this website uses, what for, and how to control them.',
    },
    privacyPolicy: {
      id: 'seo.privacyPolicy.description',
      defaultMessage:
        'How we collect, use and protect your personal and health data, and your rights over it.',
    },
    login: {
      id: 'seo.login.description',
      defaultMessage:
        'Sign in with your mobile number or e-mail to book and manage your online consultations.',
    },
    b2bLogin: {
      id: 'seo.b2bLogin.description',
      defaultMessage:
        'Employees of client companies: sign in with your company e-mail for consultations your company covers.',
    },
  }),
};
