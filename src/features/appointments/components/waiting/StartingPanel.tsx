import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNow } from '../../../../components/appointments/useNow';
import { waitingMessages } from '../../waitingMessages';
import { type WaitingRoomEvent, type WaitingRoomState, secondsToAutoStart } from './machine';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** 'Session starting': the countdown to the automatic start (spec §9: 2 minutes) and 'Join now'. */
export function StartingPanel({
  state,
  send,
  compact = false,
}: {
  state: WaitingRoomState;
  send: (event: WaitingRoomEvent) => void;
  /** Shown above the device check rather than on its own. */
  compact?: boolean;
}) {
  const now = useNow(1000);
  const seconds = secondsToAutoStart(state, now);
  useEffect(() => {
    if (seconds === 0) send({ type: 'countdownElapsed', at: Date.now() });
  }, [seconds, send, now]);

  return (
    <Box
      component="section"
      aria-labelledby="starting-title"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, bgcolor: '#f3e9f4', display: 'grid', gap: 1.5 }}
    >
      <Typography id="starting-title" variant="h2" sx={{ fontSize: compact ? '1.15rem' : '1.4rem' }}>
        <FormattedMessage {...waitingMessages.startingTitle} />
      </Typography>
      {seconds !== null && !state.reconnecting && (
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography>
            <FormattedMessage {...(seconds > 0 ? waitingMessages.autoStart : waitingMessages.autoStartNow)} />
          </Typography>
          {seconds > 0 && (
            <Typography
              role="timer"
              component="span"
              sx={{
                fontSize: '2rem',
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                color: 'secondary.main',
              }}
            >
              {clock(seconds)}
            </Typography>
          )}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          color="secondary"
          disabled={state.reconnecting || !state.videoUrl}
          onClick={() => send({ type: 'joinNow' })}
        >
          <FormattedMessage {...waitingMessages.joinNow} />
        </Button>
        {!compact && (
          <Button variant="outlined" onClick={() => send({ type: 'deviceCheckReopened' })}>
            <FormattedMessage {...waitingMessages.checkAgain} />
          </Button>
        )}
      </Box>
    </Box>
  );
}
