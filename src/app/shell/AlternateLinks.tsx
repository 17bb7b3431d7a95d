import { useLocation } from 'react-router-dom';
import { useSiteOrigin } from '../../components/siteOrigin';
import { isAppPage, stripLocalePrefix } from '../../config/routes';
import { localizedPath } from '../../state/language/thunks';
import type { Locale } from '../../state/language/languageSlice';

/**
 * Spec §2: every page names its Spanish and English versions (x-default is Spanish) and its canonical URL.
 * React 19 hoists these `<link>`s into `<head>`. The query string is left out: it carries state, not content.
 * Unknown paths (404) get none.
 */
export function AlternateLinks({ locale }: { locale: Locale }) {
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  if (!isAppPage(pathname)) return null;
  const bare = stripLocalePrefix(pathname).replace(/(.)\/+$/, '$1');
  const es = origin + localizedPath(bare, 'es');
  const en = origin + localizedPath(bare, 'en');
  return (
    <>
      <link rel="canonical" href={locale === 'en' ? en : es} />
      <link rel="alternate" hrefLang="es" href={es} />
      <link rel="alternate" hrefLang="en" href={en} />
      <link rel="alternate" hrefLang="x-default" href={es} />
    </>
  );
}
