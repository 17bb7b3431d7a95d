import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import { RadioGroup } from '../../../../components/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CancellationReason } from '../../api';
import { cancelMessages } from '../../cancelMessages';
import { appointmentsMessages } from '../../messages';

export const CANCEL_COMMENT_MAX = 2000;

interface ReasonStepProps {
  reasons: CancellationReason[];
  reasonId: number | null;
  comment: string;
  onComment: (comment: string) => void;
  onContinue: (reasonId: number) => void;
  onKeep: () => void;
}

/** Step one: why (a reason is required; a comment is optional). Nothing is sent yet. */
export function ReasonStep({ reasons, reasonId, comment, onComment, onContinue, onKeep }: ReasonStepProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<number | null>(reasonId);
  const [missing, setMissing] = useState(false);

  // A plain button, not a form submission: continuing changes the URL (a router transition), and React treats a
  // submit that starts a transition as a form action.
  const next = () => {
    if (chosen === null) setMissing(true);
    else onContinue(chosen);
  };

  return (
    <>
      <DialogContent>
        <FormControl error={missing} required fullWidth>
          <FormLabel id="cancel-reasons-label">
            <FormattedMessage {...cancelMessages.reasonsLegend} />
          </FormLabel>
          <RadioGroup
            aria-labelledby="cancel-reasons-label"
            value={chosen === null ? '' : String(chosen)}
            onChange={(event) => {
              setChosen(Number(event.target.value));
              setMissing(false);
            }}
          >
            {reasons.map((reason) => (
              <FormControlLabel
                key={reason.id}
                value={String(reason.id)}
                control={<Radio />}
                label={reason.title}
              />
            ))}
          </RadioGroup>
          {missing && (
            <FormHelperText role="alert">
              <FormattedMessage {...cancelMessages.reasonRequired} />
            </FormHelperText>
          )}
        </FormControl>
        <TextField
          id="cancel-comment"
          label={intl.formatMessage(cancelMessages.commentLabel)}
          value={comment}
          onChange={(event) => onComment(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: CANCEL_COMMENT_MAX } }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onKeep}>
          <FormattedMessage {...cancelMessages.keep} />
        </Button>
        <Button variant="contained" onClick={next}>
          <FormattedMessage {...cancelMessages.continue} />
        </Button>
      </DialogActions>
    </>
  );
}

export function ReasonsFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <DialogContent>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage {...appointmentsMessages.retry} />
          </Button>
        }
      >
        <FormattedMessage {...cancelMessages.reasonsFailed} />
      </Alert>
    </DialogContent>
  );
}
