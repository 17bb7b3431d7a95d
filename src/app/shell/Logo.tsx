import Box from '@mui/material/Box';
import { FormattedMessage, useIntl } from 'react-intl';
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

export function Logo() {
  const localized = useLocalizedPath();
  const intl = useIntl();
  return (
    <Box
      component={RouterLink}
      to={localized('/')}
      aria-label={intl.formatMessage(headerMessages.home)}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.main',
        textDecoration: 'none',
        fontWeight: 700,
        fontSize: { xs: '1.1rem', sm: '1.25rem' },
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <LogoMark />
      <FormattedMessage {...appMessages.productName} />
    </Box>
  );
}
