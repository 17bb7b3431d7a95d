/** Each word starts with a capital letter; the rest of the word is kept as written ("McDonald" stays). */
export function capitaliseWords(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('es') + word.slice(1))
    .join(' ');
}

/** Spec §2 Footer: a speciality's title is its slug with hyphens as spaces, each word capitalised. */
export function titleFromSlug(slug: string): string {
  return capitaliseWords(slug.replace(/-+/g, ' '));
}
