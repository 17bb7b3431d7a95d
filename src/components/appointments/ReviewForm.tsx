import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSubmitReviewMutation } from '../../api/shared/appointments';
import { isConnectionError, providerCode } from './errors';
import { reviewMessages, starsLabel } from './messages';

export const REVIEW_COMMENT_MAX = 2000;

interface ReviewFormProps {
  appointmentId: number;
  /** The question above the stars (default 'How was your visit?'). */
  title?: string;
  /** Under the title, e.g. the visit's date. */
  description?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** Only the stars until the patient picks some (a gentle prompt); then the text and 'Send'. */
  compact?: boolean;
}

/**
 * Rate and review (spec §2 screen): 1–5 stars and an optional text for a finished visit, sent once
 * (`submitReview`); thanks afterwards. A visit already reviewed (409 `review_exists`) is thanked, not asked again.
 */
export function ReviewForm({
  appointmentId,
  title,
  description,
  headingLevel = 'h2',
  compact = false,
}: ReviewFormProps) {
  const intl = useIntl();
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missingRating, setMissingRating] = useState(false);
  const [submitReview, { isLoading, isSuccess, error }] = useSubmitReviewMutation();

  const code = providerCode(error);
  if (isSuccess || code === 'review_exists') {
    return (
      <Alert severity="success" role="status">
        <FormattedMessage {...(isSuccess ? reviewMessages.thanks : reviewMessages.alreadyReviewed)} />
      </Alert>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) {
      setMissingRating(true);
      return;
    }
    const text = comment.trim();
    void submitReview({ appointment_id: appointmentId, rating, ...(text ? { comment: text } : {}) });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component={headingLevel} variant="h6" sx={{ mb: 1 }}>
        {title ?? intl.formatMessage(reviewMessages.title)}
      </Typography>
      {description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {description}
        </Typography>
      )}
      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0 }}
        aria-describedby={missingRating ? `${id}-error` : undefined}
      >
        <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>
          <FormattedMessage {...reviewMessages.ratingLegend} />
        </Typography>
        <Rating
          name={`${id}-rating`}
          value={rating}
          size="large"
          onChange={(_event, value) => {
            setRating(value);
            setMissingRating(false);
          }}
          getLabelText={(count) => intl.formatMessage(starsLabel, { count })}
          emptyLabelText={intl.formatMessage(reviewMessages.noRating)}
        />
        {missingRating && (
          <Typography id={`${id}-error`} role="alert" variant="body2" sx={{ color: 'error.main' }}>
            <FormattedMessage {...reviewMessages.ratingRequired} />
          </Typography>
        )}
      </Box>
      {(!compact || rating !== null) && (
        <>
          <TextField
            id={`${id}-comment`}
            label={intl.formatMessage(reviewMessages.commentLabel)}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX } }}
          />
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              <FormattedMessage
                {...(isConnectionError(error) ? reviewMessages.offline : reviewMessages.failed)}
              />
            </Alert>
          )}
          <Button type="submit" variant="contained" disabled={isLoading}>
            <FormattedMessage {...(isLoading ? reviewMessages.sending : reviewMessages.send)} />
          </Button>
        </>
      )}
    </Box>
  );
}
