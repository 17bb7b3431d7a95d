/**
 * A speciality's Spanish slug: its Spanish title in lower case, words joined by hyphens, accents kept
 * ('medicina-general', 'psicología'), so a title made back from the slug (spec §2 footer) is good Spanish.
 */
export const spanishSlug = (title: string) => title.trim().toLocaleLowerCase('es').split(/\s+/).join('-');
