import type { MainSearchResponse, Symptom } from '../../../api/shared/catalog';

export type SuggestionKind = 'speciality' | 'symptom' | 'doctor';

export interface Suggestion {
  key: string;
  kind: SuggestionKind;
  label: string;
  /** Unlocalised in-app path. */
  path: string;
  detail?: string;
}

/** Lower case, no accents: "Dermatología" matches "dermatologia". */
export const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es')
    .trim();

const MAX_PER_KIND = { speciality: 5, symptom: 6, doctor: 4 } as const;

const symptomSuggestion = (symptom: Symptom): Suggestion => ({
  key: `symptom-${symptom.id}`,
  kind: 'symptom',
  label: symptom.title,
  path: `/doctor_pre_order?specialityId=${symptom.speciality_id}&symptomId=${symptom.id}`,
});

/**
 * Suggestions for a query: specialities and doctors from main-search, symptoms from the symptom list (matched
 * here, so they appear as soon as one types) merged with main-search's own symptom matches.
 */
export function buildSuggestions(
  query: string,
  symptoms: Symptom[] | undefined,
  search: MainSearchResponse | undefined,
): Suggestion[] {
  const wanted = normalise(query);
  if (!wanted) return [];
  const specialities: Suggestion[] = (search?.specialities ?? []).map((speciality) => ({
    key: `speciality-${speciality.id}`,
    kind: 'speciality',
    label: speciality.title,
    path: `/doctor_pre_order?specialityId=${speciality.id}`,
  }));
  const seen = new Set<number>();
  const symptomMatches: Suggestion[] = [];
  for (const symptom of [
    ...(symptoms ?? []).filter((s) => normalise(s.title).includes(wanted)),
    ...(search?.symptoms ?? []),
  ]) {
    if (seen.has(symptom.id)) continue;
    seen.add(symptom.id);
    symptomMatches.push(symptomSuggestion(symptom));
  }
  const doctors: Suggestion[] = (search?.doctors ?? []).map((doctor) => ({
    key: `doctor-${doctor.id}`,
    kind: 'doctor',
    label: doctor.full_name,
    detail: doctor.speciality_title,
    path: `/doctor/${doctor.id}`,
  }));
  return [
    ...specialities.slice(0, MAX_PER_KIND.speciality),
    ...symptomMatches.slice(0, MAX_PER_KIND.symptom),
    ...doctors.slice(0, MAX_PER_KIND.doctor),
  ];
}
