import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { type Locale, locales } from '../../state/language/languageSlice';
import { localizedPath, switchLanguage } from '../../state/language/thunks';
import { useAppDispatch } from '../../store/hooks';
import { languageNames } from './LanguageMenu';
import { footerMessages } from './footerMessages';

/** The footer's language switch: real links to the same page in each language (crawlable), switched in place. */
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
    <Box
      component="nav"
      aria-label={intl.formatMessage(footerMessages.language)}
      sx={{ display: 'flex', gap: 2 }}
    >
      {locales.map((locale) => (
        <Link
          key={locale}
          lang={locale}
          hrefLang={locale}
          href={localizedPath(pathname + search, locale)}
          aria-current={locale === current ? 'true' : undefined}
          color="inherit"
          sx={{ fontWeight: locale === shown ? 700 : 400 }}
          onClick={(event) => {
            event.preventDefault();
            if (locale === current) return;
            setChosen(locale);
            void dispatch(switchLanguage(locale));
          }}
        >
          <FormattedMessage {...languageNames[locale]} />
        </Link>
      ))}
    </Box>
  );
}
