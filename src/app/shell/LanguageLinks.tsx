import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { type Locale, locales } from '../../state/language/languageSlice';
import { localizedPath, switchLanguage } from '../../state/language/thunks';
import { useAppDispatch } from '../../store/hooks';
import { languageNames } from './LanguageMenu';
import { footerClass } from './footerParts';
import { footerMessages } from './footerMessages';

/**
 * The footer's language switch: real links to the same page in each language (crawlable), switched in place.
 * Plain links styled by the footer (./footerParts.tsx); the chosen language is bold.
 */
export function LanguageLinks() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const current = intl.locale as Locale;
  // The language tapped shows as chosen at once; the page follows once it has rendered in it.
  const [chosen, setChosen] = useState<Locale | null>(null);
  if (chosen === current) setChosen(null);
  const shown = chosen ?? current;
  return (
    <nav aria-label={intl.formatMessage(footerMessages.language)} className={footerClass.row}>
      {locales.map((locale) => (
        <a
          key={locale}
          lang={locale}
          hrefLang={locale}
          href={localizedPath(pathname + search, locale)}
          aria-current={locale === current ? 'true' : undefined}
          className={locale === shown ? footerClass.chosen : undefined}
          onClick={(event) => {
            event.preventDefault();
            if (locale === current) return;
            setChosen(locale);
            void dispatch(switchLanguage(locale));
          }}
        >
          {intl.formatMessage(languageNames[locale])}
        </a>
      ))}
    </nav>
  );
}
