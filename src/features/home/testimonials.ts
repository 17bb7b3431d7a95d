import { defineMessages, type MessageDescriptor } from 'react-intl';

const specialities = defineMessages({
  psychology: { id: 'home.reviews.speciality.psychology', defaultMessage: 'Psychology' },
  generalMedicine: { id: 'home.reviews.speciality.generalMedicine', defaultMessage: 'General medicine' },
  nutrition: { id: 'home.reviews.speciality.nutrition', defaultMessage: 'Nutrition' },
  paediatrics: { id: 'home.reviews.speciality.paediatrics', defaultMessage: 'Paediatrics' },
  dermatology: { id: 'home.reviews.speciality.dermatology', defaultMessage: 'Dermatology' },
  urology: { id: 'home.reviews.speciality.urology', defaultMessage: 'Urology' },
  gynaecology: { id: 'home.reviews.speciality.gynaecology', defaultMessage: 'Gynaecology' },
  internalMedicine: { id: 'home.reviews.speciality.internalMedicine', defaultMessage: 'Internal medicine' },
});

const texts = defineMessages({
  marta: {
    id: 'home.reviews.text.marta',
    defaultMessage:
      'I had been putting off asking for help for months. Talking to a psychologist from home made it so much easier to start.',
  },
  javier: {
    id: 'home.reviews.text.javier',
    defaultMessage:
      'I had a fever on a Sunday and was speaking to a doctor twenty minutes later. Clear, calm and very professional.',
  },
  lucia: {
    id: 'home.reviews.text.lucia',
    defaultMessage:
      'My nutritionist built a plan around my night shifts. Three months later I have more energy and I sleep better.',
  },
  pablo: {
    id: 'home.reviews.text.pablo',
    defaultMessage:
      'Our daughter came out in a rash late in the evening. The paediatrician reassured us and told us exactly what to watch for.',
  },
  carmen: {
    id: 'home.reviews.text.carmen',
    defaultMessage:
      'I sent photos of a mole before the call and the dermatologist explained everything. I had my referral the same day.',
  },
  andres: {
    id: 'home.reviews.text.andres',
    defaultMessage: 'A subject I found awkward to talk about, handled with complete discretion and respect.',
  },
  isabel: {
    id: 'home.reviews.text.isabel',
    defaultMessage:
      'The gynaecologist answered all my questions without rushing and renewed my prescription.',
  },
  tomas: {
    id: 'home.reviews.text.tomas',
    defaultMessage:
      'He went through all my test results with me and explained the next steps with my specialist in plain words.',
  },
  elena: {
    id: 'home.reviews.text.elena',
    defaultMessage:
      'The psychological programme gave me tools I still use every day, and booking each session takes a minute.',
  },
});

export interface Review {
  key: keyof typeof texts;
  firstName: string;
  doctor: string;
  speciality: MessageDescriptor;
  /** The speciality's page on the marketing site. */
  specialitySlug: string;
  text: MessageDescriptor;
  avatar: { background: string; skin: string; hair: string };
}

const review = (
  key: Review['key'],
  firstName: string,
  doctor: string,
  speciality: keyof typeof specialities,
  specialitySlug: string,
  avatar: Review['avatar'],
): Review => ({
  key,
  firstName,
  doctor,
  speciality: specialities[speciality],
  specialitySlug,
  text: texts[key],
  avatar,
});

/** Spec §1: nine patient reviews (shown repeated three times). Names are first names only, by consent. */
export const reviews: Review[] = [
  review('marta', 'Marta', 'Laura Gómez', 'psychology', 'psychology', {
    background: '#d7ece9',
    skin: '#f1c7a5',
    hair: '#5a3825',
  }),
  review('javier', 'Javier', 'Carlos Ruiz', 'generalMedicine', 'general-medicine', {
    background: '#e6e0f3',
    skin: '#e0ac86',
    hair: '#2b2118',
  }),
  review('lucia', 'Lucía', 'Ana Torres', 'nutrition', 'nutrition', {
    background: '#fbe3d6',
    skin: '#c68d67',
    hair: '#1d1410',
  }),
  review('pablo', 'Pablo', 'Elena Navarro', 'paediatrics', 'paediatrics', {
    background: '#dcecf8',
    skin: '#f3d1b6',
    hair: '#a0632f',
  }),
  review('carmen', 'Carmen', 'Sofía Medina', 'dermatology', 'dermatology', {
    background: '#f6dbe4',
    skin: '#e8b894',
    hair: '#6b4a2f',
  }),
  review('andres', 'Andrés', 'Miguel Serrano', 'urology', 'urology', {
    background: '#e2efd9',
    skin: '#a86f4c',
    hair: '#16110d',
  }),
  review('isabel', 'Isabel', 'Patricia León', 'gynaecology', 'gynaecology', {
    background: '#fff0c9',
    skin: '#f0c4a0',
    hair: '#3b2a20',
  }),
  review('tomas', 'Tomás', 'Raúl Castillo', 'internalMedicine', 'internal-medicine', {
    background: '#d9e7ea',
    skin: '#d9a27e',
    hair: '#8a8a8a',
  }),
  review('elena', 'Elena', 'Beatriz Ortega', 'psychology', 'psychology', {
    background: '#ece3d9',
    skin: '#f5d5bd',
    hair: '#c9873f',
  }),
];

export const REVIEW_REPEATS = 3;
export const carouselSlides: Review[] = Array.from({ length: REVIEW_REPEATS }, () => reviews).flat();

const svg = (avatar: Review['avatar']) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${avatar.background}"/>` +
  `<path d="M12 60c2-12 10-18 20-18s18 6 20 18z" fill="#0b6e69" opacity=".85"/>` +
  `<circle cx="32" cy="28" r="12" fill="${avatar.skin}"/>` +
  `<path d="M19 27c0-9 6-14 13-14s13 5 13 14c-3-5-8-7-13-7s-10 2-13 7z" fill="${avatar.hair}"/></svg>`;

/** A small generated portrait (no photo of a real person, no network request). */
export const avatarSrc = (avatar: Review['avatar']) =>
  `data:image/svg+xml,${encodeURIComponent(svg(avatar))}`;
