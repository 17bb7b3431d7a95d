import ChevronRight from '@mui/icons-material/ChevronRight';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MedicationOutlined from '@mui/icons-material/MedicationOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LogoMark } from '../app/shell/Logo';
import { HEADER_HEIGHT } from '../app/shell/layout';
import { headerMessages } from '../app/shell/messages';
import { appMessages, documentTitleMessage } from '../components/messages';
import {
  OFFLINE_PAGE_PARTS,
  OFFLINE_PAGE_RETRY,
  OFFLINE_READABLE,
  type OfflineReadable,
} from '../config/offline';
import type { Locale } from '../state/language/languageSlice';
import { offlinePageMessages } from './messages';

const inLocale = (locale: Locale, path: string) =>
  locale === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path;

const readables: Record<OfflineReadable, { icon: ReactNode; message: keyof typeof offlinePageMessages }> = {
  appointments: { icon: <EventNoteOutlined />, message: 'appointments' },
  prescription: { icon: <MedicationOutlined />, message: 'prescription' },
  home: { icon: <HomeOutlined />, message: 'home' },
};

const rowSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  minHeight: 56,
  px: 2,
  py: 1,
  color: 'text.primary',
  textDecoration: 'none',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  '& > svg:first-of-type': { color: 'primary.main' },
  '&:hover': { borderColor: 'primary.main' },
} as const;

/**
 * The offline page (docs/offline-and-deploys.md): a page the service worker never kept, asked for without a
 * network. No script: plain links, each to what can be read offline, and 'Try again' to the address asked for.
 * The worker fills that address in and hides the links to what it does not hold (src/sw/offlinePage.ts).
 */
export function OfflinePage({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const title = intl.formatMessage(offlinePageMessages.title);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <title>{intl.formatMessage(documentTitleMessage, { page: title })}</title>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', minHeight: HEADER_HEIGHT }}>
          <Link
            href={inLocale(locale, '/')}
            aria-label={intl.formatMessage(headerMessages.home)}
            underline="none"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              fontWeight: 700,
              fontSize: '1.25rem',
            }}
          >
            <LogoMark />
            <FormattedMessage {...appMessages.productName} />
          </Link>
        </Container>
      </Box>
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <CloudOffOutlined sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} aria-hidden />
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        <Typography>
          <FormattedMessage {...offlinePageMessages.notOpened} />
        </Typography>
        {/* The worker puts the address asked for here: that page again, once the network is back. */}
        <Button variant="contained" href={OFFLINE_PAGE_RETRY} sx={{ mt: 3 }}>
          <FormattedMessage {...appMessages.retry} />
        </Button>
        <Box
          component="section"
          aria-labelledby="offline-readable"
          sx={{ mt: 5 }}
          {...{ [OFFLINE_PAGE_PARTS.list]: '' }}
        >
          <Typography variant="h2" id="offline-readable" gutterBottom>
            <FormattedMessage {...offlinePageMessages.readable} />
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <FormattedMessage {...offlinePageMessages.readableHint} />
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {OFFLINE_READABLE.map(({ id, page }) => (
              <li key={id} {...{ [OFFLINE_PAGE_PARTS.readable]: id }}>
                <Link href={inLocale(locale, page)} sx={rowSx}>
                  {readables[id].icon}
                  <Box component="span" sx={{ flex: 1, fontWeight: 500 }}>
                    <FormattedMessage {...offlinePageMessages[readables[id].message]} />
                  </Box>
                  <ChevronRight aria-hidden />
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Typography sx={{ mt: 5 }} {...{ [OFFLINE_PAGE_PARTS.nothing]: '' }}>
          <FormattedMessage {...offlinePageMessages.nothingYet} />
        </Typography>
      </Container>
    </Box>
  );
}
