import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { wizardCompleted } from '../analytics';
import { useGetWizardQuery, useSubmitWizardMutation } from '../api';
import type { BookingParams } from '../bookingParams';
import { failureMessage } from '../errors';
import { bookingMessages } from '../messages';
import { LoadFailed, Loading } from './LoadState';

/** The wizard, one question at a time; the provider reads the answers and recommends a speciality. */
export function WizardStep({
  choose,
  onCancel,
}: {
  choose: (changes: Partial<BookingParams>) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const wizard = useGetWizardQuery();
  const [submit, submission] = useSubmitWizardMutation();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [missing, setMissing] = useState(false);

  if (wizard.isLoading) return <Loading rows={2} />;
  if (wizard.isError || !wizard.data)
    return <LoadFailed onRetry={() => void wizard.refetch()} busy={wizard.isFetching} />;

  const { questions, form_id } = wizard.data;
  const question = questions[index]!;
  const isLast = index === questions.length - 1;
  const answer = answers[question.id];

  const next = async () => {
    if (answer === undefined) return setMissing(true);
    setMissing(false);
    if (!isLast) return setIndex(index + 1);
    const result = await submit({
      form_id,
      answers: questions.map((q) => ({ question_id: q.id, option_id: answers[q.id]! })),
    });
    if ('data' in result && result.data) {
      dispatch(
        wizardCompleted({
          form_id,
          wizard_response_id: result.data.wizard_response_id,
          speciality_id: result.data.speciality.id,
        }),
      );
      choose({
        wizardResponseId: result.data.wizard_response_id,
        specialityId: result.data.speciality.id,
        symptomId: undefined,
      });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>
        {intl.formatMessage(bookingMessages.wizardProgress, { current: index + 1, total: questions.length })}
      </Typography>
      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0 }}
        aria-describedby={missing ? 'wizard-missing' : undefined}
      >
        <Typography component="legend" variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {question.text}
        </Typography>
        <RadioGroup
          key={question.id}
          name={`wizard-${question.id}`}
          value={answer === undefined ? '' : String(answer)}
          onChange={(event) => {
            setAnswers({ ...answers, [question.id]: Number(event.target.value) });
            setMissing(false);
          }}
        >
          {question.options.map((option) => (
            <FormControlLabel
              key={option.id}
              value={String(option.id)}
              control={<Radio />}
              label={option.text}
            />
          ))}
        </RadioGroup>
      </Box>
      {missing && (
        <Alert id="wizard-missing" severity="warning" sx={{ mt: 1 }}>
          {intl.formatMessage(bookingMessages.wizardChoose)}
        </Alert>
      )}
      {submission.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {intl.formatMessage(failureMessage(submission.error))}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
        {index > 0 && (
          <Button variant="outlined" onClick={() => setIndex(index - 1)}>
            {intl.formatMessage(bookingMessages.back)}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={submission.isLoading}>
          {intl.formatMessage(isLast ? bookingMessages.wizardFinish : bookingMessages.wizardNext)}
        </Button>
        <Button variant="text" onClick={onCancel}>
          {intl.formatMessage(bookingMessages.wizardCancel)}
        </Button>
      </Box>
    </Box>
  );
}
