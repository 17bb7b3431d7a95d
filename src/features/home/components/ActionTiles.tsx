import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Assignment from '@mui/icons-material/Assignment';
import Emergency from '@mui/icons-material/Emergency';
import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import Grass from '@mui/icons-material/Grass';
import Medication from '@mui/icons-material/Medication';
import Science from '@mui/icons-material/Science';
import Translate from '@mui/icons-material/Translate';
import VideoCall from '@mui/icons-material/VideoCall';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
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

const tileSx = (tint: string, ink: string) =>
  ({
    display: 'flex',
    flexDirection: { xs: 'row', md: 'column' },
    alignItems: 'flex-start',
    gap: 1.5,
    width: '100%',
    height: '100%',
    p: 2,
    borderRadius: 3,
    bgcolor: tint,
    color: 'text.primary',
    textDecoration: 'none',
    textAlign: 'left',
    font: 'inherit',
    cursor: 'pointer',
    border: '1px solid transparent',
    transition: 'border-color 120ms',
    '&:hover': { borderColor: ink },
    '&:focus-visible': { outline: '3px solid', outlineColor: ink, outlineOffset: 2 },
  }) as const;

function TileBody({ action }: { action: QuickActionId }) {
  const { icon: Icon, ink } = tiles[action];
  const title: MessageDescriptor =
    action === 'chat-language' ? homeMessages.chatTileTitle : quickActionTitle(action);
  return (
    <>
      <Box sx={{ display: 'inline-flex', p: 1, borderRadius: 2, bgcolor: '#fff', color: ink, flexShrink: 0 }}>
        <Icon aria-hidden="true" />
      </Box>
      <span>
        <Box component="span" sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
          <FormattedMessage {...title} />
        </Box>
        <Box component="span" sx={{ display: 'block', fontSize: '0.875rem', color: 'text.secondary' }}>
          <FormattedMessage {...tileDescriptions[action]} />
        </Box>
      </span>
    </>
  );
}

/**
 * The eight quick actions as links (the same routing rule as the header's dropdown), except the chat tile:
 * chat consultations run only in the mobile app (spec §1), so it offers the app (the link by SMS on a computer).
 */
export function ActionTiles() {
  const localized = useLocalizedPath();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [isAppLinkOpen, setAppLinkOpen] = useState(false);
  return (
    <Box component="section" aria-labelledby="home-tiles-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="home-tiles-title" variant="h2" sx={{ mb: 3 }}>
        <FormattedMessage {...homeMessages.tilesTitle} />
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {quickActionIds.map((action) => {
          const { tint, ink } = tiles[action];
          return (
            <li key={action}>
              {action === 'chat-language' ? (
                <Box
                  component="button"
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => setAppLinkOpen(true)}
                  sx={tileSx(tint, ink)}
                >
                  <TileBody action={action} />
                </Box>
              ) : (
                <Box
                  component={RouterLink}
                  to={localized(quickActionTarget(action, isLoggedIn))}
                  data-tint={tint}
                  sx={tileSx(tint, ink)}
                >
                  <TileBody action={action} />
                </Box>
              )}
            </li>
          );
        })}
      </Box>
      <LazyAppLinkDialog open={isAppLinkOpen} onClose={() => setAppLinkOpen(false)} />
    </Box>
  );
}
