import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { appMessages } from '../../components/messages';
import { useLocalizedPath } from '../../components/useLocalizedPath';
import { headerMessages } from './messages';

/** The product mark: a speech bubble with a cross, drawn inline so it costs no request. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M4 6a4 4 0 0 1 4-4h16a4 4 0 0 1 4 4v14a4 4 0 0 1-4 4H13l-6 6v-6H8a4 4 0 0 1-4-4z"
        fill="#0b6e69"
      />
      <path d="M14 7h4v4.5h4.5v4H18V20h-4v-4.5H9.5v-4H14z" fill="#fff" />
    </svg>
  );
}

/** The header's home link (styled by the header: ./Header.tsx). */
export function Logo() {
  const localized = useLocalizedPath();
  const intl = useIntl();
  return (
    <RouterLink
      to={localized('/')}
      aria-label={intl.formatMessage(headerMessages.home)}
      className="header-logo"
    >
      <LogoMark />
      {intl.formatMessage(appMessages.productName)}
    </RouterLink>
  );
}
