import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import { RadioGroup } from '../../../components/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { wizardCompleted } from '../analytics';
import { useGetWizardQuery, useSubmitWizardMutation, type WizardQuestion } from '../api';
import type { BookingParams } from '../bookingParams';
import { failureMessage } from '../errors';
import { bookingMessages } from '../messages';
import { LoadFailed, Loading } from './LoadState';

type Choose = (changes: Partial<BookingParams>, options?: { replace?: boolean; flushSync?: boolean }) => void;

/** The answers in the URL that still fit the wizard: one option of each question, in order, from the first. */
function validAnswers(questions: WizardQuestion[], answers: number[] = []): number[] {
  const valid: number[] = [];
  for (const [index, optionId] of answers.entries()) {
    if (!questions[index]?.options.some((option) => option.id === optionId)) break;
    valid.push(optionId);
  }
  return valid;
}

/**
 * The wizard, one question at a time; the provider reads the answers and recommends a speciality. The open
 * question and the answers so far live in the URL (`wizardQuestion`, `wizardAnswers`), so a reload, back/forward
 * or a language switch comes back to the same question with the same answers.
 */
export function WizardStep({ params, choose }: { params: BookingParams; choose: Choose }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const wizard = useGetWizardQuery();
  const [submit, submission] = useSubmitWizardMutation();
  const [missing, setMissing] = useState(false);

  if (wizard.isLoading) return <Loading rows={2} />;
  if (wizard.isError || !wizard.data)
    return <LoadFailed onRetry={() => void wizard.refetch()} busy={wizard.isFetching} />;

  const { questions, form_id } = wizard.data;
  const answers = validAnswers(questions, params.wizardAnswers);
  // No question can be open before the ones above it are answered.
  const index = Math.min(Math.max(1, params.wizardQuestion ?? 1), answers.length + 1, questions.length) - 1;
  const question = questions[index]!;
  const isLast = index === questions.length - 1;
  const answer = answers[index];
  const cancel = () => choose({ wizardQuestion: undefined, wizardAnswers: undefined });

  const next = async () => {
    if (answer === undefined) return setMissing(true);
    setMissing(false);
    if (!isLast) return choose({ wizardQuestion: index + 2 });
    const result = await submit({
      form_id,
      answers: questions.map((q, position) => ({ question_id: q.id, option_id: answers[position]! })),
    });
    if ('data' in result && result.data) {
      dispatch(
        wizardCompleted({
          form_id,
          wizard_response_id: result.data.wizard_response_id,
          speciality_id: result.data.speciality.id,
        }),
      );
      // The response replaces the wizard's params; Back returns to the last question, answers kept.
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
            const changed = [...answers];
            changed[index] = Number(event.target.value);
            choose({ wizardAnswers: changed }, { replace: true, flushSync: true });
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
          <Button variant="outlined" onClick={() => choose({ wizardQuestion: index }, { replace: true })}>
            {intl.formatMessage(bookingMessages.back)}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={submission.isLoading}>
          {intl.formatMessage(isLast ? bookingMessages.wizardFinish : bookingMessages.wizardNext)}
        </Button>
        <Button variant="text" onClick={cancel}>
          {intl.formatMessage(bookingMessages.wizardCancel)}
        </Button>
      </Box>
    </Box>
  );
}
