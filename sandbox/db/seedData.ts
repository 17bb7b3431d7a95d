/** The sandbox's catalogue: spec §1's eight specialities, their doctors and everything booking needs. */

export type Bilingual = [es: string, en: string];

export const SPECIALITIES: { slug: string; title: Bilingual; description: Bilingual; info: Bilingual }[] = [
  {
    slug: 'psychology',
    title: ['Psicología', 'Psychology'],
    description: [
      'Ansiedad, estrés, duelo y bienestar emocional',
      'Anxiety, stress, grief and emotional wellbeing',
    ],
    info: [
      'Sesiones de 50 minutos con psicólogos colegiados',
      '50-minute sessions with licensed psychologists',
    ],
  },
  {
    slug: 'general-medicine',
    title: ['Medicina general', 'General medicine'],
    description: [
      'Consultas del día a día, recetas y bajas',
      'Everyday consultations, prescriptions and sick notes',
    ],
    info: ['Médicos de guardia las 24 horas', 'Doctors on duty around the clock'],
  },
  {
    slug: 'nutrition',
    title: ['Nutrición', 'Nutrition'],
    description: ['Planes de alimentación y control de peso', 'Meal plans and weight management'],
    info: [
      'Incluye un plan personalizado tras la consulta',
      'Includes a personal plan after the consultation',
    ],
  },
  {
    slug: 'paediatrics',
    title: ['Pediatría', 'Paediatrics'],
    description: ['Salud de bebés, niños y adolescentes', 'Health of babies, children and teenagers'],
    info: [
      'Un adulto debe estar presente en la consulta',
      'An adult must be present during the consultation',
    ],
  },
  {
    slug: 'dermatology',
    title: ['Dermatología', 'Dermatology'],
    description: ['Piel, cabello y uñas', 'Skin, hair and nails'],
    info: ['Ten a mano fotos nítidas de la zona afectada', 'Have sharp photos of the affected area ready'],
  },
  {
    slug: 'gynaecology',
    title: ['Ginecología', 'Gynaecology'],
    description: [
      'Salud de la mujer, anticoncepción y embarazo',
      "Women's health, contraception and pregnancy",
    ],
    info: ['Consultas confidenciales con ginecólogas', 'Confidential consultations with gynaecologists'],
  },
  {
    slug: 'urology',
    title: ['Urología', 'Urology'],
    description: ['Vías urinarias y salud masculina', "Urinary tract and men's health"],
    info: ['Solo con cita previa', 'By appointment only'],
  },
  {
    slug: 'internal-medicine',
    title: ['Medicina interna', 'Internal medicine'],
    description: ['Enfermedades crónicas y diagnósticos complejos', 'Chronic illness and complex diagnoses'],
    info: ['Trae tus últimos análisis a la consulta', 'Bring your latest test results to the consultation'],
  },
];

/** Three symptoms per speciality, in speciality order. */
export const SYMPTOMS: Bilingual[][] = [
  [
    ['Ansiedad', 'Anxiety'],
    ['Insomnio', 'Insomnia'],
    ['Estrés laboral', 'Work stress'],
  ],
  [
    ['Fiebre', 'Fever'],
    ['Dolor de garganta', 'Sore throat'],
    ['Dolor de cabeza', 'Headache'],
  ],
  [
    ['Sobrepeso', 'Overweight'],
    ['Digestiones pesadas', 'Indigestion'],
    ['Intolerancia alimentaria', 'Food intolerance'],
  ],
  [
    ['Fiebre infantil', "Child's fever"],
    ['Tos en niños', "Child's cough"],
    ['Erupción en bebés', 'Baby rash'],
  ],
  [
    ['Acné', 'Acne'],
    ['Dermatitis', 'Dermatitis'],
    ['Caída del cabello', 'Hair loss'],
  ],
  [
    ['Dolor menstrual', 'Period pain'],
    ['Anticoncepción', 'Contraception'],
    ['Menopausia', 'Menopause'],
  ],
  [
    ['Infección urinaria', 'Urinary infection'],
    ['Dolor al orinar', 'Painful urination'],
    ['Próstata', 'Prostate'],
  ],
  [
    ['Hipertensión', 'High blood pressure'],
    ['Diabetes', 'Diabetes'],
    ['Cansancio crónico', 'Chronic fatigue'],
  ],
];

export const COUNTRIES: [iso: string, es: string, en: string, code: string][] = [
  ['ES', 'España', 'Spain', '+34'],
  ['PT', 'Portugal', 'Portugal', '+351'],
  ['FR', 'Francia', 'France', '+33'],
  ['DE', 'Alemania', 'Germany', '+49'],
  ['IT', 'Italia', 'Italy', '+39'],
  ['GB', 'Reino Unido', 'United Kingdom', '+44'],
  ['IE', 'Irlanda', 'Ireland', '+353'],
  ['NL', 'Países Bajos', 'Netherlands', '+31'],
  ['US', 'Estados Unidos', 'United States', '+1'],
  ['MX', 'México', 'Mexico', '+52'],
  ['AR', 'Argentina', 'Argentina', '+54'],
  ['CO', 'Colombia', 'Colombia', '+57'],
  ['MA', 'Marruecos', 'Morocco', '+212'],
  ['RO', 'Rumanía', 'Romania', '+40'],
];

/** `covered`: the company pays every consultation. `subscription`: the employee's trial plan pays. */
export const COMPANIES: {
  id: number;
  title: string;
  plan: 'covered' | 'subscription';
  domains: string[];
  color: string;
}[] = [
  { id: 1, title: 'Acme Salud S.L.', plan: 'covered', domains: ['acme.example'], color: '#1565c0' },
  {
    id: 2,
    title: 'Globex Iberia',
    plan: 'subscription',
    domains: ['globex.example', 'globex-iberia.example'],
    color: '#2e7d32',
  },
];

export const VOUCHERS: {
  code: string;
  kind: 'percentage' | 'fixed' | 'free_first';
  value: number;
  expires: string | null;
}[] = [
  { code: 'BIENVENIDA10', kind: 'percentage', value: 10, expires: null },
  { code: 'DESCUENTO5', kind: 'fixed', value: 500, expires: null },
  { code: 'PRIMERAGRATIS', kind: 'free_first', value: 100, expires: null },
  { code: 'CADUCADO20', kind: 'percentage', value: 20, expires: '2024-01-01T00:00:00Z' },
];

export const BUNDLE_PRODUCTS: {
  speciality_index: number;
  title: Bilingual;
  meetings: number;
  price_cents: number;
}[] = [
  {
    speciality_index: 0,
    title: ['Bono 4 sesiones de psicología', '4-session psychology bundle'],
    meetings: 4,
    price_cents: 16000,
  },
  {
    speciality_index: 0,
    title: ['Bono 8 sesiones de psicología', '8-session psychology bundle'],
    meetings: 8,
    price_cents: 30000,
  },
  {
    speciality_index: 2,
    title: ['Bono 3 sesiones de nutrición', '3-session nutrition bundle'],
    meetings: 3,
    price_cents: 9900,
  },
  {
    speciality_index: 1,
    title: ['Bono 5 consultas de medicina general', '5-consultation general medicine bundle'],
    meetings: 5,
    price_cents: 12500,
  },
];

export const CANCELLATION_REASONS: Bilingual[] = [
  ['Ya no necesito la consulta', 'I no longer need the consultation'],
  ['No puedo a esa hora', "I can't make that time"],
  ['Prefiero otro médico', 'I prefer another doctor'],
  ['Problemas técnicos', 'Technical problems'],
  ['Otro motivo', 'Another reason'],
];

/** The provider's documents on the marketing site, each at its own path in each language. */
export const POLICIES: { type: 'privacy' | 'terms' | 'cookies'; title: Bilingual; path: Bilingual }[] = [
  {
    type: 'privacy',
    title: ['Política de privacidad', 'Privacy policy'],
    path: ['/es/politica-de-privacidad', '/en/privacy-policy'],
  },
  {
    type: 'terms',
    title: ['Términos y condiciones', 'Terms and conditions'],
    path: ['/es/terminos-y-condiciones', '/en/terms-and-conditions'],
  },
  {
    type: 'cookies',
    title: ['Política de cookies', 'Cookie policy'],
    path: ['/es/politica-de-cookies', '/en/cookie-policy'],
  },
];

/** The booking wizard: each option points to a speciality (its id is the `wizardResponseId`). */
export const WIZARD: { question: Bilingual; options: [Bilingual, number | null][] }[] = [
  {
    question: ['¿Qué te preocupa?', 'What worries you?'],
    options: [
      [['Cómo me siento', 'How I feel'], 0],
      [['Un malestar físico', 'A physical complaint'], 1],
      [['Mi alimentación', 'What I eat'], 2],
      [['La salud de mi hijo', "My child's health"], 3],
      [['Mi piel', 'My skin'], 4],
    ],
  },
  {
    question: ['¿Para quién es la consulta?', 'Who is the consultation for?'],
    options: [
      [['Para mí', 'For me'], null],
      [['Para un menor', 'For a child'], 3],
    ],
  },
];

/** Test accounts printed by `npm start`. */
export const DEMO = {
  patientPhone: '600000001',
  callingCode: '+34',
  patientEmail: 'lucia.garcia@mail.example',
  b2bEmail: 'ana.lopez@acme.example',
  subscriptionEmail: 'marta.perez@globex.example',
  /** An employee of two companies (Acme and Globex): the header's company switcher has two entries. */
  twoCompaniesEmail: 'sofia.ruiz@acme.example',
  twoCompaniesSecondEmail: 'sofia.ruiz@globex.example',
};
