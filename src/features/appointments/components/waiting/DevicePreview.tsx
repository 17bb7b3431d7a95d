import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { deviceMessages } from '../../waitingMessages';

/** The camera as the patient will be seen (mirrored, as a mirror would). */
export function VideoPreview({ stream }: { stream: MediaStream | null }) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <Box
      component="video"
      ref={video}
      autoPlay
      muted
      playsInline
      aria-label={intl.formatMessage(deviceMessages.preview)}
      sx={{
        width: '100%',
        aspectRatio: '4 / 3',
        objectFit: 'cover',
        borderRadius: 2,
        bgcolor: '#102a2a',
        transform: 'scaleX(-1)',
      }}
    />
  );
}

/** The microphone's loudness as a meter (0–100). */
export function LevelMeter({ level }: { level: number }) {
  const intl = useIntl();
  return (
    <div>
      <Typography id="mic-level-label" variant="body2" sx={{ fontWeight: 600 }}>
        <FormattedMessage {...deviceMessages.level} />
      </Typography>
      <Box
        role="meter"
        aria-labelledby="mic-level-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
        aria-valuetext={intl.formatNumber(level / 100, { style: 'percent' })}
        sx={{ height: 12, borderRadius: 6, bgcolor: '#dfe9e8', overflow: 'hidden', mt: 0.5 }}
      >
        <Box
          sx={{
            height: '100%',
            width: `${level}%`,
            bgcolor: 'primary.main',
            transition: 'width 100ms linear',
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        <FormattedMessage {...deviceMessages.levelHint} />
      </Typography>
    </div>
  );
}
