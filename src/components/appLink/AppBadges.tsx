import Box from '@mui/material/Box';
import AppleIcon from '@mui/icons-material/Apple';
import ShopIcon from '@mui/icons-material/Shop';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { env } from '../../config/env';
import { LINE_SPACE } from '../lineSpace';
import { appLinkMessages } from './messages';

interface BadgeProps {
  href: string;
  line1: MessageDescriptor;
  line2: MessageDescriptor;
  icon: ReactNode;
}

/**
 * A store badge drawn with text (translatable, no external image): icon, small line, store name. Its name is
 * the text it shows ('Download on the App Store'), so voice control finds it by what a patient reads.
 */
function StoreBadge({ href, line1, line2, icon }: BadgeProps) {
  return (
    <Box
      component="a"
      href={href}
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
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1 }}>
        <Box component="span" sx={{ fontSize: '0.7rem' }}>
          <FormattedMessage {...line1} />
        </Box>
        {LINE_SPACE}
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
        line1={appLinkMessages.appStoreLine1}
        line2={appLinkMessages.appStoreLine2}
        icon={<AppleIcon aria-hidden="true" />}
      />
      <StoreBadge
        href={env.playStoreUrl}
        line1={appLinkMessages.playStoreLine1}
        line2={appLinkMessages.playStoreLine2}
        icon={<ShopIcon aria-hidden="true" />}
      />
    </Box>
  );
}
