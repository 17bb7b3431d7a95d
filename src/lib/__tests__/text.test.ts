import { capitaliseWords, titleFromSlug } from '../text';

describe('titleFromSlug (spec §2 footer)', () => {
  it.each([
    ['psychology', 'Psychology'],
    ['general-medicine', 'General Medicine'],
    ['internal-medicine', 'Internal Medicine'],
    ['medicina--general', 'Medicina General'],
    ['-dermatologia-', 'Dermatologia'],
    ['', ''],
  ])('%s → %s', (slug, title) => {
    expect(titleFromSlug(slug)).toBe(title);
  });
});

describe('capitaliseWords', () => {
  it('capitalises each word and keeps the rest as written', () => {
    expect(capitaliseWords('  ana   garcía lópez ')).toBe('Ana García López');
    expect(capitaliseWords('ángela McDonald')).toBe('Ángela McDonald');
  });
});
