import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useGetPreOrderQuery } from '../../../api/shared/preOrders';
import { listenToUploadProgress } from '../../../api/uploadProgress';
import { PhotoPicker } from '../../../components/photos/PhotoPicker';
import { type UploadPhoto, usePhotos } from '../../../components/photos/usePhotos';
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
  const expiresAt = preOrder.data?.status === 'pending' ? preOrder.data.expires_at : undefined;
  const { refetch } = preOrder;

  useEffect(() => {
    // When the 15 minutes pass on this page, the provider is asked again: it says whether the hold expired.
    if (!expiresAt) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, Date.parse(expiresAt) - Date.now()) + 1000);
    return () => clearTimeout(timer);
  }, [expiresAt, refetch]);

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
      <Alert severity="warning">
        {intl.formatMessage(bookingMessages.expired)}
        <Box sx={{ mt: 1.5 }}>
          <Button
            variant="outlined"
            color="inherit"
            size="small"
            onClick={() => choose({ date: undefined, preOrder: undefined })}
          >
            {intl.formatMessage(bookingMessages.chooseAgain)}
          </Button>
        </Box>
      </Alert>
    );
  }

  const toPayment = async () => {
    setSomeFailed(false);
    // Still held? (A hold can lapse while the page sleeps on a phone.) An expired one shows its message.
    const current = await refetch();
    if (current.data?.status === 'expired') return;
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
