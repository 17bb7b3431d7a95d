import { languageNamer } from '../languageName';

describe('languageNamer', () => {
  it('names language codes in the page’s language', () => {
    expect(['es', 'en', 'ca'].map(languageNamer('es'))).toEqual(['español', 'inglés', 'catalán']);
    expect(['es', 'en', 'ca'].map(languageNamer('en'))).toEqual(['Spanish', 'English', 'Catalan']);
  });

  it('shows anything that is not a language code as it came', () => {
    expect(languageNamer('es')('Lengua de signos')).toBe('Lengua de signos');
  });

  describe('in an engine that names languages as if they stood alone (JavaScriptCore: Safari, WebKit)', () => {
    const DisplayNames = Intl.DisplayNames;
    beforeEach(() => {
      class StandaloneDisplayNames extends DisplayNames {
        override of(code: string) {
          const name = super.of(code);
          return name && name.charAt(0).toLocaleUpperCase() + name.slice(1);
        }
      }
      Object.defineProperty(Intl, 'DisplayNames', { value: StandaloneDisplayNames, configurable: true });
    });
    afterEach(() => {
      Object.defineProperty(Intl, 'DisplayNames', { value: DisplayNames, configurable: true });
    });

    it('writes them as the other engines and the server do, so the page hydrates without a mismatch', () => {
      expect(['es', 'en'].map(languageNamer('es'))).toEqual(['español', 'inglés']);
      expect(['es', 'en'].map(languageNamer('en'))).toEqual(['Spanish', 'English']);
    });
  });
});
