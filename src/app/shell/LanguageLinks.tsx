import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
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
          sx={{ fontWeight: locale === current ? 700 : 400 }}
          onClick={(event) => {
            event.preventDefault();
            if (locale !== current) void dispatch(switchLanguage(locale));
          }}
        >
          <FormattedMessage {...languageNames[locale]} />
        </Link>
      ))}
    </Box>
  );
}
