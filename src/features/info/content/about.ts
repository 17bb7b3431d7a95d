import { defineMessages } from 'react-intl';
import type { InfoSection } from '../components/InfoSections';

const m = defineMessages({
  whoTitle: { id: 'about.who.title', defaultMessage: 'Who we are' },
  whoP1: {
    id: 'about.who.p1',
    defaultMessage:
      'Telehealth is an online medical consultation service for patients in Spain. We connect you with licensed doctors and specialists by video call, so you can get medical advice without travelling or waiting weeks for an appointment.',
  },
  howTitle: { id: 'about.how.title', defaultMessage: 'How it works' },
  howItem1: {
    id: 'about.how.item1',
    defaultMessage: 'Search by specialty or by symptom and choose a doctor.',
  },
  howItem2: {
    id: 'about.how.item2',
    defaultMessage:
      'Book a video consultation for a time that suits you, or see the first available doctor now.',
  },
  howItem3: {
    id: 'about.how.item3',
    defaultMessage:
      'Pay securely by card. If something goes wrong, refunds go to your balance for your next consultation.',
  },
  howItem4: {
    id: 'about.how.item4',
    defaultMessage: 'Find your appointments, prescriptions, bundles, vouchers and invoices in your account.',
  },
  doctorsTitle: { id: 'about.doctors.title', defaultMessage: 'Our doctors' },
  doctorsP1: {
    id: 'about.doctors.p1',
    defaultMessage:
      'All our doctors are registered with their professional association in Spain. They cover psychology, general medicine, nutrition, paediatrics, dermatology, gynaecology, urology and internal medicine, among other specialties, and many of them consult in several languages.',
  },
  doctorsP2: {
    id: 'about.doctors.p2',
    defaultMessage:
      'Besides consultations, we offer prescription renewal, psychological programmes and a blog with advice from our specialists.',
  },
  companiesTitle: { id: 'about.companies.title', defaultMessage: 'For companies' },
  companiesP1: {
    id: 'about.companies.p1',
    defaultMessage:
      'Companies can offer the service to their employees. Employees sign in with their company e-mail and see which company covers their consultations; the company never sees their clinical information.',
  },
  promisesTitle: { id: 'about.promises.title', defaultMessage: 'Our commitments' },
  promisesItem1: { id: 'about.promises.item1', defaultMessage: 'Your first consultation is free.' },
  promisesItem2: {
    id: 'about.promises.item2',
    defaultMessage:
      'Satisfaction guarantee: if a consultation does not meet your expectations, we refund it to your balance.',
  },
  promisesItem3: {
    id: 'about.promises.item3',
    defaultMessage:
      'Your health data are protected under the GDPR and Spanish law, and are only seen by the professionals who treat you.',
  },
  knowTitle: { id: 'about.know.title', defaultMessage: 'Good to know' },
  knowItem1: {
    id: 'about.know.item1',
    defaultMessage:
      'The service is for adults aged 18 and over; consultations for children are booked by a parent or guardian.',
  },
  knowItem2: {
    id: 'about.know.item2',
    defaultMessage:
      'Chat consultations are only available in our mobile app, where specialists answer within 3 hours.',
  },
  knowItem3: {
    id: 'about.know.item3',
    defaultMessage: '<b>We are not an emergency service.</b> If your life is in danger, call 112.',
  },
});

/** About us: the service, how it works, doctors, companies, commitments, limits (18+, chat in the app, 112). */
export const aboutSections: InfoSection[] = [
  { id: 'about-who', title: m.whoTitle, blocks: [m.whoP1] },
  {
    id: 'about-how',
    title: m.howTitle,
    blocks: [{ list: [m.howItem1, m.howItem2, m.howItem3, m.howItem4] }],
  },
  { id: 'about-doctors', title: m.doctorsTitle, blocks: [m.doctorsP1, m.doctorsP2] },
  { id: 'about-companies', title: m.companiesTitle, blocks: [m.companiesP1] },
  {
    id: 'about-promises',
    title: m.promisesTitle,
    blocks: [{ list: [m.promisesItem1, m.promisesItem2, m.promisesItem3] }],
  },
  { id: 'about-know', title: m.knowTitle, blocks: [{ list: [m.knowItem1, m.knowItem2, m.knowItem3] }] },
];
