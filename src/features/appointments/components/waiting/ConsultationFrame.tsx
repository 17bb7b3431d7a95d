import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { roomTitle, waitingMessages } from '../../waitingMessages';

/**
 * The consultation: the provider's video room embedded, allowed the camera and microphone, with a plain link
 * to open it in its own tab when the embedded one does not work.
 */
export function ConsultationFrame({
  url,
  doctor,
  onLeave,
}: {
  url: string;
  doctor: string;
  onLeave: () => void;
}) {
  const intl = useIntl();
  return (
    <Box component="section" aria-labelledby="call-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="call-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        <FormattedMessage {...waitingMessages.inCallTitle} />
      </Typography>
      <Box
        component="iframe"
        src={url}
        title={intl.formatMessage(roomTitle, { doctor })}
        allow="camera; microphone"
        sx={{
          width: '100%',
          height: { xs: '70vh', md: 'auto' },
          aspectRatio: { md: '16 / 10' },
          minHeight: 360,
          border: 0,
          borderRadius: 2,
          bgcolor: '#102a2a',
        }}
      />
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Link href={url} target="_blank" rel="noopener noreferrer">
          <FormattedMessage {...waitingMessages.openInNewTab} />
        </Link>
        <Button variant="outlined" color="error" onClick={onLeave}>
          <FormattedMessage {...waitingMessages.leave} />
        </Button>
      </Box>
    </Box>
  );
}
