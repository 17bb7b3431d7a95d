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
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import {
  quickActionIds,
  quickActionTarget,
  quickActionTitle,
  type QuickActionId,
} from '../../../components/quickActions';
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

/** The eight quick actions as links: renew to /renew (after login), the others into booking. */
export function ActionTiles() {
  const localized = useLocalizedPath();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
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
          const { icon: Icon, tint, ink } = tiles[action];
          return (
            <li key={action}>
              <Box
                component={RouterLink}
                to={localized(quickActionTarget(action, isLoggedIn))}
                data-tint={tint}
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'row', md: 'column' },
                  alignItems: 'flex-start',
                  gap: 1.5,
                  height: '100%',
                  p: 2,
                  borderRadius: 3,
                  bgcolor: tint,
                  color: 'text.primary',
                  textDecoration: 'none',
                  border: '1px solid transparent',
                  transition: 'border-color 120ms',
                  '&:hover': { borderColor: ink },
                  '&:focus-visible': { outline: '3px solid', outlineColor: ink, outlineOffset: 2 },
                }}
              >
                <Box
                  sx={{
                    display: 'inline-flex',
                    p: 1,
                    borderRadius: 2,
                    bgcolor: '#fff',
                    color: ink,
                    flexShrink: 0,
                  }}
                >
                  <Icon aria-hidden="true" />
                </Box>
                <span>
                  <Box component="span" sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
                    <FormattedMessage {...quickActionTitle(action)} />
                  </Box>
                  <Box
                    component="span"
                    sx={{ display: 'block', fontSize: '0.875rem', color: 'text.secondary' }}
                  >
                    <FormattedMessage {...tileDescriptions[action]} />
                  </Box>
                </span>
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
