/** Lower-case particles of Spanish and other surnames, kept lower case inside a name (`Ana de la Fuente`). */
const PARTICLES = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'e',
  'i',
  'da',
  'das',
  'do',
  'dos',
  'di',
  'du',
  'van',
  'von',
  'der',
  'den',
  'ter',
  'ten',
  'le',
]);

const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/** `maría-josé` → `María-José`, `o'neil` → `O'Neil`, `d'angelo` → `D'Angelo`. */
const capitaliseWord = (word: string) =>
  word
    .split('-')
    .map((part) =>
      upperFirst(part).replace(
        /^(\p{L})['’](\p{L})/u,
        (_, a: string, b: string) => `${a}'${b.toLocaleUpperCase('es')}`,
      ),
    )
    .join('-');

/**
 * A full name for a greeting, capitalised the way people write names: a word with any capital in it is kept
 * as written (`O'Neil`, `McDonald`, `DeVito`); a word typed all in lower case gets its capitals, except a
 * particle after the first word (`ana de la fuente` → `Ana de la Fuente`).
 */
export function capitaliseName(fullName: string): string {
  return fullName
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => {
      if (word !== word.toLocaleLowerCase('es')) return word;
      if (index > 0 && PARTICLES.has(word)) return word;
      return capitaliseWord(word);
    })
    .join(' ');
}
