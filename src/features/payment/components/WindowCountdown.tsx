import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { FormattedMessage, useIntl } from 'react-intl';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { paymentMessages } from '../messages';

const mmss = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The 15-minute window: the time left on screen, and a quiet announcement at 10, 5, 2 and 1 minutes. */
export function WindowCountdown({ remainingMs, announce }: { remainingMs: number; announce: number | null }) {
  const intl = useIntl();
  const urgent = remainingMs <= 2 * 60_000;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: urgent ? '#fdecea' : '#e6f2f1',
        color: urgent ? 'error.main' : 'primary.main',
      }}
    >
      <TimerOutlined aria-hidden="true" />
      <div>
        <Typography role="timer" sx={{ fontWeight: 700 }}>
          {intl.formatMessage(paymentMessages.windowRemaining, { time: mmss(remainingMs) })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <FormattedMessage {...paymentMessages.windowHint} />
        </Typography>
      </div>
      <Box role="status" sx={visuallyHidden}>
        {announce === null || announce === 0
          ? ''
          : announce === 1
            ? intl.formatMessage(paymentMessages.windowLastMinute)
            : intl.formatMessage(paymentMessages.windowAnnounce, { minutes: announce })}
      </Box>
    </Box>
  );
}
