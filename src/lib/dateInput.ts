import { toAsciiDigits } from './digits';

export type DatePart = 'day' | 'month' | 'year';

/**
 * A typed date in the page's language: the format is the translated pattern the field shows (`dd/mm/aaaa`,
 * `mm/dd/yyyy`), whose letter groups give the order of day (d), month (m) and year (y, or a for año).
 */
export function dateOrder(format: string): DatePart[] {
  const parts = format
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map((group): DatePart | undefined =>
      group.startsWith('d')
        ? 'day'
        : group.startsWith('m')
          ? 'month'
          : /^[ya]/.test(group)
            ? 'year'
            : undefined,
    );
  const order = parts.filter((part): part is DatePart => part !== undefined);
  return order.length === 3 && new Set(order).size === 3 ? order : ['day', 'month', 'year'];
}

/** `1990-04-12` as the pattern writes it: `12/04/1990` for `dd/mm/aaaa`; '' for no date. */
export function formatDateInput(iso: string | null, format: string): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!match) return iso ?? '';
  const value: Record<DatePart, string> = { year: match[1]!, month: match[2]!, day: match[3]! };
  return dateOrder(format)
    .map((part) => value[part])
    .join('/');
}

/**
 * What the patient typed as `YYYY-MM-DD`, or null when it is not day, month and four-digit year in the
 * pattern's order (any separators, or none: `12041990`). Whether the date exists is for the caller to judge.
 */
export function parseDateInput(text: string, format: string): string | null {
  const digits = toAsciiDigits(text).trim();
  const order = dateOrder(format);
  let groups: string[] = digits.match(/\d+/g) ?? [];
  if (groups.length === 1 && groups[0]!.length === 8) {
    const lengths = order.map((part) => (part === 'year' ? 4 : 2));
    let at = 0;
    groups = lengths.map((length) => groups[0]!.slice(at, (at += length)));
  }
  if (groups.length !== 3 || /[^\d\s./-]/.test(digits)) return null;
  const value = Object.fromEntries(order.map((part, index) => [part, groups[index]!])) as Record<
    DatePart,
    string
  >;
  if (value.year.length !== 4 || value.month.length > 2 || value.day.length > 2) return null;
  return `${value.year}-${value.month.padStart(2, '0')}-${value.day.padStart(2, '0')}`;
}
