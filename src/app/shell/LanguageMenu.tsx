import Button from '@mui/material/Button';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import LanguageIcon from '@mui/icons-material/Language';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Locale, locales } from '../../state/language/languageSlice';
import { switchLanguage } from '../../state/language/thunks';
import { useAppDispatch } from '../../store/hooks';
import { headerMessages } from './messages';
import { useMenuAnchor } from './useMenuAnchor';

const ChoiceMenu = lazy(() => import('./ChoiceMenu'));

export const languageNames = { es: headerMessages.spanish, en: headerMessages.english } as const;

/** The language dropdown: the same route with or without `/en` (switchLanguage does the rest of DESIGN §4). */
export function LanguageMenu() {
  const menu = useMenuAnchor<HTMLButtonElement>();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const current = intl.locale as Locale;
  return (
    <>
      <Button
        id="language-button"
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={menu.isOpen}
        aria-controls={menu.isOpen ? 'language-menu' : undefined}
        aria-label={intl.formatMessage(headerMessages.language, { code: current.toUpperCase() })}
        startIcon={<LanguageIcon />}
        endIcon={<KeyboardArrowDown />}
        onClick={menu.open}
        sx={{
          minWidth: 0,
          px: 1,
          flexShrink: 0,
          '& .MuiButton-startIcon': { mr: 0.5, display: { xs: 'none', sm: 'inherit' } },
          '& .MuiButton-endIcon': { ml: 0 },
        }}
      >
        {current.toUpperCase()}
      </Button>
      {menu.mounted && (
        <Suspense fallback={null}>
          <ChoiceMenu
            id="language-menu"
            labelledBy="language-button"
            anchorEl={menu.anchorEl}
            onClose={menu.close}
            choices={locales.map((locale) => ({
              key: locale,
              lang: locale,
              selected: locale === current,
              label: <FormattedMessage {...languageNames[locale]} />,
            }))}
            onChoose={(locale: Locale) => {
              if (locale !== current) void dispatch(switchLanguage(locale));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
