import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useGetPreOrderQuery } from '../../../api/shared/preOrders';
import { listenToUploadProgress } from '../../../api/uploadProgress';
import { PhotoPicker, type UploadPhoto, usePhotos } from '../../../components/photos';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { useFormatZoned } from '../../../components/ZonedDateTime';
import { useUploadPreOrderImageMutation } from '../api';
import type { BookingParams } from '../bookingParams';
import { usePatientZone } from '../hooks';
import { bookingMessages } from '../messages';
import { LoadFailed, Loading } from './LoadState';

/** The slot is held: until when, optional photos for the doctor (one upload each), then payment. */
export function HeldStep({
  preOrderId,
  choose,
}: {
  preOrderId: number;
  choose: (changes: Partial<BookingParams>) => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { zone } = usePatientZone();
  const formatZoned = useFormatZoned();
  const preOrder = useGetPreOrderQuery(preOrderId);
  const [uploadImage] = useUploadPreOrderImageMutation();
  const photos = usePhotos();
  const [someFailed, setSomeFailed] = useState(false);

  const upload: UploadPhoto = async (photo, onProgress, signal) => {
    const progress = listenToUploadProgress(onProgress);
    try {
      const request = uploadImage({
        preOrderId,
        file: photo.file,
        fileName: photo.name,
        progressKey: progress.key,
      });
      signal.addEventListener('abort', () => request.abort(), { once: true });
      await request.unwrap();
    } finally {
      progress.release();
    }
  };

  if (preOrder.isLoading) return <Loading rows={2} />;
  if (preOrder.isError || !preOrder.data)
    return <LoadFailed onRetry={() => void preOrder.refetch()} busy={preOrder.isFetching} />;
  if (preOrder.data.status === 'expired') {
    return (
      <Alert
        severity="warning"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => choose({ date: undefined, preOrder: undefined })}
          >
            {intl.formatMessage(bookingMessages.chooseAgain)}
          </Button>
        }
      >
        {intl.formatMessage(bookingMessages.expired)}
      </Alert>
    );
  }

  const toPayment = async () => {
    setSomeFailed(false);
    const allSent = await photos.uploadEach(upload);
    if (allSent) navigate(localized(`/payment?preOrder=${preOrderId}`));
    else setSomeFailed(true);
  };
  const busy = photos.isUploading || photos.isPreparing;

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Alert severity="success">
        {intl.formatMessage(bookingMessages.heldUntil, {
          time: formatZoned(preOrder.data.expires_at, zone, 'time'),
        })}
      </Alert>
      <Typography>{intl.formatMessage(bookingMessages.photosHint)}</Typography>
      <PhotoPicker state={photos} upload={upload} disabled={photos.isUploading} />
      {someFailed && <Alert severity="error">{intl.formatMessage(bookingMessages.photosFailed)}</Alert>}
      {photos.isUploading && (
        <Typography role="status">{intl.formatMessage(bookingMessages.sendingPhotos)}</Typography>
      )}
      <Box>
        <Button variant="contained" size="large" disabled={busy} onClick={() => void toPayment()}>
          {intl.formatMessage(bookingMessages.toPayment)}
        </Button>
      </Box>
    </Box>
  );
}
