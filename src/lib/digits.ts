const DECIMAL_DIGIT = /\p{Nd}/u;

/**
 * Digits of any script read as ASCII digits: full-width `１２３` (a Japanese or Chinese keyboard), Arabic-Indic
 * `١٢٣`, Devanagari `१२३`… Unicode lays every script's decimal digits out as a run of ten from zero, so a
 * digit's value is its distance from the start of its run.
 */
export function toAsciiDigits(text: string): string {
  return Array.from(text.normalize('NFKC'), (char) => {
    if (char >= '0' && char <= '9') return char;
    if (!DECIMAL_DIGIT.test(char)) return char;
    const code = char.codePointAt(0)!;
    let start = code;
    while (start > code - 9 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
    return String((code - start) % 10);
  }).join('');
}
