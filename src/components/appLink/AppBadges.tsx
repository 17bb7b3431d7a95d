import AppleIcon from '@mui/icons-material/Apple';
import ShopIcon from '@mui/icons-material/Shop';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { env } from '../../config/env';
import { LINE_SPACE } from '../lineSpace';
import { appLinkMessages } from './messages';

const Badges = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 8 });

/** A store badge: the link, its two lines of text in a column (one styled element, on every page's footer). */
const Badge = styled('a')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minWidth: 150,
  padding: theme.spacing(0.75, 1.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: '#000',
  color: '#fff',
  textDecoration: 'none',
  border: '1px solid #a6a6a6',
  '&:hover': { backgroundColor: '#222', textDecoration: 'none' },
  '&:focus-visible': { outline: '3px solid', outlineColor: theme.palette.primary.main, outlineOffset: 2 },
  '& .badge-lines': { display: 'flex', flexDirection: 'column', lineHeight: 1.1 },
  '& .badge-small': { fontSize: '0.7rem' },
  '& .badge-store': { fontSize: '1.05rem', fontWeight: 600 },
}));

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
  const intl = useIntl();
  return (
    <Badge href={href}>
      {icon}
      <span className="badge-lines">
        <span className="badge-small">{intl.formatMessage(line1)}</span>
        {LINE_SPACE}
        <span className="badge-store">{intl.formatMessage(line2)}</span>
      </span>
    </Badge>
  );
}

/** App Store and Google Play badges (chat consultations only run in the mobile app). */
export function AppBadges() {
  return (
    <Badges>
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
    </Badges>
  );
}
