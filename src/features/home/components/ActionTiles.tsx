import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import Assignment from '@mui/icons-material/Assignment';
import Emergency from '@mui/icons-material/Emergency';
import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import Grass from '@mui/icons-material/Grass';
import Medication from '@mui/icons-material/Medication';
import Science from '@mui/icons-material/Science';
import Translate from '@mui/icons-material/Translate';
import VideoCall from '@mui/icons-material/VideoCall';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import {
  quickActionIds,
  quickActionTarget,
  quickActionTitle,
  type QuickActionId,
} from '../../../components/quickActions';
import { LazyAppLinkDialog } from '../../../components/appLink/LazyAppLinkDialog';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { selectIsLoggedIn } from '../../../state/session/selectors';
import { useAppSelector } from '../../../store/hooks';
import { homeMessages } from '../messages';
import { tileDescriptions } from './tileDescriptions';

/** Spec §1: each tile has a title, a description, a tint and an icon. Tints keep the icon at AA contrast. */
const tiles: Record<QuickActionId, { icon: typeof Medication; tint: string; ink: string }> = {
  renew: { icon: Medication, tint: '#e3f2f1', ink: '#0b6e69' },
  'lab-test': { icon: Science, tint: '#ede7f6', ink: '#5e35b1' },
  allergy: { icon: Grass, tint: '#e8f5e9', ink: '#2e6b31' },
  urgent: { icon: Emergency, tint: '#fdecea', ink: '#b3261e' },
  'test-results': { icon: Assignment, tint: '#e3f2fd', ink: '#1565c0' },
  referral: { icon: ForwardToInbox, tint: '#fff3e0', ink: '#9a4a00' },
  'chat-language': { icon: Translate, tint: '#fce4ec', ink: '#ad1457' },
  'doctor-online': { icon: VideoCall, tint: '#e0f7fa', ink: '#00626f' },
};

/**
 * The tiles' styles, once for the list (one styled element for the whole section: each tile and its parts are
 * plain elements, where MUI's `Box` made each tile 26 components; issue 33, lighter renders). A tile's tint and
 * ink come from its `data-action`.
 */
const TileList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  ...Object.fromEntries(
    Object.entries(tiles).map(([action, { tint, ink }]) => [
      `& [data-action="${action}"]`,
      { '--tile-tint': tint, '--tile-ink': ink },
    ]),
  ),
  '& .tile': {
    display: 'flex',
    flexDirection: 'row',
    [theme.breakpoints.up('md')]: { flexDirection: 'column' },
    alignItems: 'flex-start',
    gap: theme.spacing(1.5),
    width: '100%',
    height: '100%',
    padding: theme.spacing(2),
    borderRadius: Number(theme.shape.borderRadius) * 3,
    backgroundColor: 'var(--tile-tint)',
    color: theme.palette.text.primary,
    textDecoration: 'none',
    textAlign: 'left',
    font: 'inherit',
    cursor: 'pointer',
    border: '1px solid transparent',
    transition: 'border-color 120ms',
    '&:hover': { borderColor: 'var(--tile-ink)' },
    '&:focus-visible': { outline: '3px solid var(--tile-ink)', outlineOffset: 2 },
  },
  '& .tile-icon': {
    display: 'inline-flex',
    padding: theme.spacing(1),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    backgroundColor: '#fff',
    color: 'var(--tile-ink)',
    flexShrink: 0,
  },
  '& .tile-title': { display: 'block', fontWeight: 700, marginBottom: theme.spacing(0.5) },
  '& .tile-text': { display: 'block', fontSize: '0.875rem', color: theme.palette.text.secondary },
}));

function TileBody({ action }: { action: QuickActionId }) {
  const intl = useIntl();
  const { icon: Icon } = tiles[action];
  const title: MessageDescriptor =
    action === 'chat-language' ? homeMessages.chatTileTitle : quickActionTitle(action);
  return (
    <>
      <span className="tile-icon">
        <Icon aria-hidden="true" />
      </span>
      <span>
        <span className="tile-title">{intl.formatMessage(title)}</span>
        <span className="tile-text">{intl.formatMessage(tileDescriptions[action])}</span>
      </span>
    </>
  );
}

/**
 * The eight quick actions as links (the same routing rule as the header's dropdown), except the chat tile:
 * chat consultations run only in the mobile app (spec §1), so it offers the app (the link by SMS on a computer).
 * A late part of home (screens/HomePage.tsx): the server's tiles show and take clicks before its code has come.
 */
export default function ActionTiles() {
  const localized = useLocalizedPath();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [isAppLinkOpen, setAppLinkOpen] = useState(false);
  return (
    <Box component="section" aria-labelledby="home-tiles-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="home-tiles-title" variant="h2" sx={{ mb: 3 }}>
        <FormattedMessage {...homeMessages.tilesTitle} />
      </Typography>
      <TileList>
        {quickActionIds.map((action) => (
          <li key={action} data-action={action}>
            {action === 'chat-language' ? (
              <button
                type="button"
                className="tile"
                aria-haspopup="dialog"
                onClick={() => setAppLinkOpen(true)}
              >
                <TileBody action={action} />
              </button>
            ) : (
              <RouterLink className="tile" to={localized(quickActionTarget(action, isLoggedIn))}>
                <TileBody action={action} />
              </RouterLink>
            )}
          </li>
        ))}
      </TileList>
      <LazyAppLinkDialog open={isAppLinkOpen} onClose={() => setAppLinkOpen(false)} />
    </Box>
  );
}
