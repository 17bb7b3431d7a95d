import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { photoMessages } from './messages';
import type { Photo, PhotosState, UploadPhoto } from './usePhotos';

function StatusLine({ photo }: { photo: Photo }) {
  const intl = useIntl();
  const text =
    photo.status === 'uploading'
      ? intl.formatMessage(photoMessages.uploading, {
          percent: intl.formatNumber(photo.progress, { style: 'percent' }),
        })
      : intl.formatMessage(photoMessages[photo.status]);
  return (
    <Typography
      variant="body2"
      sx={{ color: photo.status === 'failed' ? 'error.main' : 'text.secondary', fontWeight: 500 }}
    >
      {text}
    </Typography>
  );
}

/** The chosen photos: thumbnail, name, status with a progress bar, remove (until sent) and retry (when failed). */
export function PhotoList({ state, upload }: { state: PhotosState; upload?: UploadPhoto }) {
  const intl = useIntl();
  if (state.photos.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage(photoMessages.list)}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5 }}
    >
      {state.photos.map((photo) => (
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
            borderColor: photo.status === 'failed' ? 'error.main' : 'divider',
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
                onClick={() => void state.retry(photo.id, upload)}
              >
                {intl.formatMessage(photoMessages.retry)}
              </Button>
            )}
            {photo.status !== 'uploaded' && photo.status !== 'uploading' && (
              <IconButton
                aria-label={intl.formatMessage(photoMessages.remove, { name: photo.name })}
                onClick={() => state.remove(photo.id)}
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
