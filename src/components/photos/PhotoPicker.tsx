import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useRef } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { ACCEPTED_TYPES } from './limits';
import { photoMessages } from './messages';
import { PhotoList } from './PhotoList';
import type { PhotosState, Refusal, UploadPhoto } from './usePhotos';

const KB = 1024;
const MB = 1024 * KB;

/** A limit, in megabytes ("20 MB"). */
export const formatMegabytes = (intl: IntlShape, bytes: number) =>
  intl.formatNumber(bytes / MB, {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });

/** What the chosen photos weigh, as a patient reads it: "350 kB", "2.5 MB" ("2,5 MB"), never "0 MB". */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  const kilobytes = Math.max(1, Math.round(bytes / KB));
  if (kilobytes >= 1000) return formatMegabytes(intl, bytes);
  return intl.formatNumber(kilobytes, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' });
}

function refusalText(intl: IntlShape, refusal: Refusal): string {
  switch (refusal.reason) {
    case 'tooMany':
      return intl.formatMessage(photoMessages.tooMany, { name: refusal.name, max: refusal.max });
    case 'tooLarge':
      return intl.formatMessage(photoMessages.tooLarge, {
        name: refusal.name,
        size: formatMegabytes(intl, refusal.maxBytes),
      });
    case 'cannotReduce':
      return intl.formatMessage(photoMessages.cannotReduce, {
        name: refusal.name,
        bytes: formatMegabytes(intl, refusal.bytes),
        size: formatMegabytes(intl, refusal.maxBytes),
      });
    case 'notPhoto':
      return intl.formatMessage(photoMessages.notPhoto, { name: refusal.name });
  }
}

interface PhotoPickerProps {
  state: PhotosState;
  /** Given when photos are sent one by one: failed ones get 'Retry'. */
  upload?: UploadPhoto;
  disabled?: boolean;
}

/** 'Add photos', the limits, why a photo was refused, and the chosen photos (thumbnail, progress, remove, retry). */
export function PhotoPicker({ state, upload, disabled = false }: PhotoPickerProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const hint = useRef<HTMLParagraphElement>(null);
  const hintId = useId();
  // With no photo left to move to: 'Add photos', or the limits above it while adding is not possible.
  const focusAdd = useCallback(() => {
    if (addButton.current && !addButton.current.disabled) addButton.current.focus();
    else hint.current?.focus();
  }, []);
  return (
    <Box>
      <Typography
        id={hintId}
        ref={hint}
        tabIndex={-1}
        variant="body2"
        sx={{ color: 'text.secondary', mb: 1.5 }}
      >
        {intl.formatMessage(photoMessages.hint, {
          max: state.maxPhotos,
          size: formatMegabytes(intl, state.maxTotalBytes),
        })}
      </Typography>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_TYPES}
        multiple
        hidden
        data-testid="photo-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void state.add(files);
        }}
      />
      <Button
        ref={addButton}
        variant="outlined"
        startIcon={<AddPhotoAlternate />}
        aria-describedby={hintId}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {intl.formatMessage(photoMessages.add)}
      </Button>
      {state.photos.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1.5 }} aria-live="polite">
          {intl.formatMessage(photoMessages.usage, {
            count: state.photos.length,
            max: state.maxPhotos,
            used: formatFileSize(intl, state.totalBytes),
            size: formatMegabytes(intl, state.maxTotalBytes),
          })}
        </Typography>
      )}
      <Box sx={{ mt: state.refusals.length > 0 ? 1.5 : 0 }}>
        {state.refusals.map((refusal, index) => (
          <Alert key={`${refusal.name}-${index}`} severity="warning" sx={{ mb: 1 }}>
            {refusalText(intl, refusal)}
          </Alert>
        ))}
      </Box>
      <PhotoList state={state} upload={upload} fallbackFocus={focusAdd} />
    </Box>
  );
}
