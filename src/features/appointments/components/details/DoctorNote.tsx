import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { detailMessages, noteLength } from '../../detailMessages';
import { NOTE_MAX_LENGTH, type NoteSaveState, useAutosavedNote } from '../../hooks/useAutosavedNote';

const stateText = {
  idle: null,
  saving: detailMessages.noteSaving,
  saved: detailMessages.noteSaved,
  failed: detailMessages.noteFailed,
} as const satisfies Record<NoteSaveState, unknown>;

/** The note for the doctor, saved as the patient types, with its saved/failed state and the length limit. */
export function DoctorNote({ appointmentId, note }: { appointmentId: number; note: string | null }) {
  const intl = useIntl();
  const { text, state, change, saveNow } = useAutosavedNote(appointmentId, note);
  const message = stateText[state];
  return (
    <Box component="section" aria-labelledby="note-title">
      <Typography id="note-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        <FormattedMessage {...detailMessages.noteTitle} />
      </Typography>
      <TextField
        id="appointment-note"
        label={intl.formatMessage(detailMessages.noteLabel)}
        value={text}
        onChange={(event) => change(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        helperText={intl.formatMessage(noteLength, { count: text.length, max: NOTE_MAX_LENGTH })}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}>
        <Typography
          role="status"
          variant="body2"
          sx={{ color: state === 'failed' ? 'error.main' : 'text.secondary', fontWeight: 600 }}
        >
          {message && <FormattedMessage {...message} />}
        </Typography>
        {state === 'failed' && (
          <Button size="small" onClick={() => void saveNow()}>
            <FormattedMessage {...detailMessages.noteRetry} />
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** A finished or cancelled visit's note, no longer editable. */
export function DoctorNoteReadOnly({ note }: { note: string | null }) {
  return (
    <Box component="section" aria-labelledby="note-title">
      <Typography id="note-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        <FormattedMessage {...detailMessages.noteTitle} />
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', color: note ? 'text.primary' : 'text.secondary' }}>
        {note ?? <FormattedMessage {...detailMessages.noteReadOnlyEmpty} />}
      </Typography>
    </Box>
  );
}
