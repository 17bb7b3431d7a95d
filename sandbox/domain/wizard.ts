/** One answer as the wizard stores it: the option chosen and the speciality it points to, if any. */
export interface WizardAnswer {
  question_id: number;
  option_id: number;
  speciality_id: number | null;
}

/**
 * The speciality the answers recommend: later questions refine earlier ones ("for a child" turns any concern
 * into paediatrics), so the last answer that names a speciality wins; none at all ⇒ `fallback`.
 */
export function recommendSpeciality(answers: WizardAnswer[], fallback: number): number {
  const named = answers.filter((answer) => answer.speciality_id !== null);
  return named.length > 0 ? named[named.length - 1]!.speciality_id! : fallback;
}
