import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { photoMessages } from './messages';
import type { Photo, PhotosState, UploadPhoto } from './usePhotos';
import { usePhotoFocus } from './usePhotoFocus';

const statusId = (photo: Photo) => `${photo.id}-status`;

function StatusLine({ photo }: { photo: Photo }) {
  const intl = useIntl();
  let text: string;
  if (photo.status === 'uploading') {
    text = intl.formatMessage(photoMessages.uploading, {
      percent: intl.formatNumber(photo.progress, { style: 'percent' }),
    });
  } else if (photo.status === 'refused') {
    text =
      photo.refusal?.message ??
      intl.formatMessage(
        photo.refusal?.code === 'upload_too_large' ? photoMessages.refusedTooLarge : photoMessages.refused,
      );
  } else {
    text = intl.formatMessage(photoMessages[photo.status]);
  }
  const problem = photo.status === 'failed' || photo.status === 'refused';
  return (
    <Typography
      id={statusId(photo)}
      tabIndex={-1}
      variant="body2"
      sx={{ color: problem ? 'error.main' : 'text.secondary', fontWeight: 500, overflowWrap: 'anywhere' }}
    >
      {text}
    </Typography>
  );
}

/**
 * The chosen photos: thumbnail, name, status with a progress bar, remove (until sent, and for a photo the
 * provider refused) and retry (when sending failed). Focus never drops to the page: after a remove it goes to the
 * next photo's control (or `fallbackFocus`), after a retry to that photo's status.
 */
export function PhotoList({
  state,
  upload,
  fallbackFocus,
}: {
  state: PhotosState;
  upload?: UploadPhoto;
  fallbackFocus: () => void;
}) {
  const intl = useIntl();
  const { listRef, afterRemove, afterRetry } = usePhotoFocus(state.photos, fallbackFocus);
  if (state.photos.length === 0) return null;
  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label={intl.formatMessage(photoMessages.list)}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5 }}
    >
      {state.photos.map((photo, index) => (
        <Box
          component="li"
          key={photo.id}
          sx={{
            display: 'grid',
            gridTemplateColumns: '64px minmax(0, 1fr) auto',
            gap: 1.5,
            alignItems: 'center',
            p: 1,
            border: 1,
            borderColor: photo.status === 'failed' || photo.status === 'refused' ? 'error.main' : 'divider',
            borderRadius: 2,
          }}
        >
          <Box
            component="img"
            src={photo.previewUrl}
            alt=""
            sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {photo.name}
            </Typography>
            <StatusLine photo={photo} />
            {(photo.status === 'uploading' ||
              photo.status === 'uploaded' ||
              photo.status === 'preparing') && (
              <LinearProgress
                variant={photo.status === 'preparing' ? 'indeterminate' : 'determinate'}
                value={Math.round(photo.progress * 100)}
                aria-label={intl.formatMessage(photoMessages.progress, { name: photo.name })}
                sx={{ mt: 0.5, borderRadius: 1 }}
              />
            )}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {photo.status === 'failed' && upload && (
              <Button
                size="small"
                aria-label={intl.formatMessage(photoMessages.retryNamed, { name: photo.name })}
                onClick={() => {
                  afterRetry(statusId(photo));
                  void state.retry(photo.id, upload);
                }}
              >
                {intl.formatMessage(photoMessages.retry)}
              </Button>
            )}
            {photo.status !== 'uploaded' && photo.status !== 'uploading' && (
              <IconButton
                aria-label={intl.formatMessage(photoMessages.remove, { name: photo.name })}
                onClick={() => {
                  afterRemove(index);
                  state.remove(photo.id);
                }}
              >
                <Close />
              </IconButton>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
