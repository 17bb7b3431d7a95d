import { type Bilingual, SPECIALITIES } from './seedData.ts';

/** The seeded doctors: names, bilingual bios, languages, prices and weekly schedules. */
const NAMES = [
  ['Lucía Martín', 'Javier Ortega', 'Carmen Ruiz'],
  ['Pablo Sánchez', 'Elena Navarro', 'Miguel Torres'],
  ['Sara Domínguez', 'Andrés Gil', 'Paula Romero'],
  ['Marta Vidal', 'Daniel Castro', 'Irene Molina'],
  ['Alberto Ramos', 'Nuria Serrano', 'Jorge Iglesias'],
  ['Cristina Blanco', 'Laura Medina', 'Beatriz Cano'],
  ['Raúl Herrera', 'Sergio Prieto', 'Óscar Fuentes'],
  ['Teresa León', 'Manuel Garrido', 'Rosa Pascual'],
];

const MEN = new Set([
  'Javier',
  'Pablo',
  'Miguel',
  'Andrés',
  'Daniel',
  'Alberto',
  'Jorge',
  'Raúl',
  'Sergio',
  'Óscar',
  'Manuel',
]);

const LANGUAGE_SETS = [['es', 'en'], ['es'], ['es', 'en', 'fr'], ['es', 'ca'], ['es', 'en', 'de']];

/** Weekly shifts (ISO weekday, minutes from midnight, Madrid time), three patterns that cover the week. */
const SHIFT_PATTERNS: [number, number, number][][] = [
  [1, 2, 3, 4, 5].map((day) => [day, 9 * 60, 14 * 60] as [number, number, number]),
  [1, 3, 5].map((day) => [day, 16 * 60, 20 * 60] as [number, number, number]).concat([[6, 10 * 60, 14 * 60]]),
  [2, 4].map((day) => [day, 8 * 60, 20 * 60] as [number, number, number]).concat([[7, 10 * 60, 13 * 60]]),
];

export interface SeedDoctor {
  id: number;
  full_name: string;
  speciality_index: number;
  bio: Bilingual;
  languages: string[];
  price_cents: number;
  rating: number | null;
  reviews_count: number;
  duty: 'schedule' | 'always' | 'never';
  slot_minutes: number;
  shifts: [weekday: number, start: number, end: number][];
}

/** 24 doctors, 3 per speciality. The first of psychology, general medicine and paediatrics is always on duty
 * (emergencies); urology never is, so an emergency there gets 'Doctor not Available'. */
export const DOCTORS: SeedDoctor[] = NAMES.flatMap((names, speciality_index) =>
  names.map((full_name, index) => {
    const id = speciality_index * 3 + index + 1;
    const title = SPECIALITIES[speciality_index]!.title;
    const years = 5 + ((id * 7) % 20);
    return {
      id,
      full_name: `${MEN.has(full_name.split(' ')[0]!) ? 'Dr.' : 'Dra.'} ${full_name}`,
      speciality_index,
      bio: [
        `Especialista en ${title[0].toLowerCase()} con ${years} años de experiencia.`,
        `${title[1]} specialist with ${years} years of experience.`,
      ],
      languages: LANGUAGE_SETS[id % LANGUAGE_SETS.length]!,
      price_cents: 2900 + ((id * 500) % 3600),
      rating: id % 5 === 0 ? null : 4 + ((id * 3) % 10) / 10,
      reviews_count: id % 5 === 0 ? 0 : 10 + ((id * 13) % 200),
      duty:
        speciality_index === 6
          ? 'never'
          : index === 0 && [0, 1, 3].includes(speciality_index)
            ? 'always'
            : 'schedule',
      slot_minutes: speciality_index === 0 ? 60 : 30,
      shifts: SHIFT_PATTERNS[index]!,
    };
  }),
);
