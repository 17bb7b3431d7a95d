import Box from '@mui/material/Box';
import AppleIcon from '@mui/icons-material/Apple';
import ShopIcon from '@mui/icons-material/Shop';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { env } from '../../config/env';
import { appLinkMessages } from './messages';

interface BadgeProps {
  href: string;
  label: MessageDescriptor;
  line1: MessageDescriptor;
  line2: MessageDescriptor;
  icon: ReactNode;
}

/** A store badge drawn with text (translatable, no external image): icon, small line, store name. */
function StoreBadge({ href, label, line1, line2, icon }: BadgeProps) {
  const intl = useIntl();
  return (
    <Box
      component="a"
      href={href}
      aria-label={intl.formatMessage(label)}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minWidth: 150,
        px: 1.5,
        py: 0.75,
        borderRadius: 2,
        bgcolor: '#000',
        color: '#fff',
        textDecoration: 'none',
        border: '1px solid #a6a6a6',
        '&:hover': { bgcolor: '#222' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {icon}
      <Box
        component="span"
        aria-hidden="true"
        sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1 }}
      >
        <Box component="span" sx={{ fontSize: '0.7rem' }}>
          <FormattedMessage {...line1} />
        </Box>
        <Box component="span" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          <FormattedMessage {...line2} />
        </Box>
      </Box>
    </Box>
  );
}

/** App Store and Google Play badges (chat consultations only run in the mobile app). */
export function AppBadges() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <StoreBadge
        href={env.appStoreUrl}
        label={appLinkMessages.appStoreLabel}
        line1={appLinkMessages.appStoreLine1}
        line2={appLinkMessages.appStoreLine2}
        icon={<AppleIcon aria-hidden="true" />}
      />
      <StoreBadge
        href={env.playStoreUrl}
        label={appLinkMessages.playStoreLabel}
        line1={appLinkMessages.playStoreLine1}
        line2={appLinkMessages.playStoreLine2}
        icon={<ShopIcon aria-hidden="true" />}
      />
    </Box>
  );
}
