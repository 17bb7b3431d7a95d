import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import { useIntl } from 'react-intl';
import { appMessages } from '../../components/messages';
import { selectIsRouteLoading } from '../../state/shell/selectors';
import { useAppSelector } from '../../store/hooks';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** The route-change overlay: a veil over the page and a progress bar at the top, announced to screen readers. */
export function LoadingOverlay() {
  const isLoading = useAppSelector(selectIsRouteLoading);
  const intl = useIntl();
  if (!isLoading) return null;
  return (
    <Box
      role="progressbar"
      aria-label={intl.formatMessage(appMessages.loading)}
      aria-busy="true"
      data-testid="route-loading"
      sx={{ position: 'fixed', inset: 0, zIndex: 1400, bgcolor: 'rgba(255,255,255,0.6)', cursor: 'progress' }}
    >
      <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 4, overflow: 'hidden' }}>
        <Box
          sx={{
            width: '40%',
            height: '100%',
            bgcolor: 'primary.main',
            animation: `${slide} 1.1s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
          }}
        />
      </Box>
    </Box>
  );
}
