import { capitaliseName } from '../names';

describe('capitaliseName', () => {
  it.each([
    ["O'Neil", "O'Neil"],
    ["seán o'neil", "Seán O'Neil"],
    ["d'angelo", "D'Angelo"],
    ['Ana de la Fuente', 'Ana de la Fuente'],
    ['ana de la fuente', 'Ana de la Fuente'],
    ['  ana   garcía lópez ', 'Ana García López'],
    ['ángela McDonald', 'Ángela McDonald'],
    ['maría-josé del río', 'María-José del Río'],
    ['de la fuente', 'De la Fuente'],
    ['Jan van der Berg', 'Jan van der Berg'],
    ['ANA GARCÍA', 'ANA GARCÍA'],
    ['', ''],
  ])('%s → %s', (written, shown) => {
    expect(capitaliseName(written)).toBe(shown);
  });
});
