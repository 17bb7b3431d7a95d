import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { blobToDataUrl } from '../../../components/photos/dataUrl';
import { PhotoPicker } from '../../../components/photos/PhotoPicker';
import { usePhotos } from '../../../components/photos/usePhotos';
import { useUpdatePrescriptionMutation } from '../api';
import { prescriptionsMessages as messages } from '../messages';

/** The message for a failed renewal; the photos stay so the patient can send again. */
function failureMessage(error: unknown): MessageDescriptor {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { code?: unknown } };
  if (status === 413 || data?.code === 'upload_too_large') return messages.tooLarge;
  if (data?.code === 'unsupported_file_type' || data?.code === 'upload_failed') return messages.unsupported;
  return messages.sendFailed;
}

/**
 * Photos of the current prescription (6 at most, 20 MB in total, refused before anything is sent;
 * downscaled in the browser), sent together as data URLs in one `updatePrescription`.
 */
export function RenewalForm() {
  const intl = useIntl();
  const photos = usePhotos();
  const [send, { isLoading }] = useUpdatePrescriptionMutation();
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);

  const submit = async () => {
    setProblem(null);
    if (photos.photos.length === 0) {
      setProblem(messages.needPhoto);
      return;
    }
    const files = await Promise.all(photos.photos.map((photo) => blobToDataUrl(photo.file)));
    const result = await send({ base64_files: files });
    if ('error' in result) setProblem(failureMessage(result.error));
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="renewal-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="renewal-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        <FormattedMessage {...messages.formTitle} />
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage {...messages.formIntro} />
      </Typography>
      <PhotoPicker state={photos} disabled={isLoading} />
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <FormattedMessage {...problem} />
        </Alert>
      )}
      {isLoading && (
        <Box role="status" sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            <FormattedMessage {...messages.sending} />
          </Typography>
          <LinearProgress aria-label={intl.formatMessage(messages.sending)} />
        </Box>
      )}
      <Button
        variant="contained"
        sx={{ mt: 2 }}
        disabled={isLoading || photos.isPreparing}
        onClick={() => void submit()}
      >
        <FormattedMessage {...messages.submit} />
      </Button>
    </Paper>
  );
}
