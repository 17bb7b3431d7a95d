import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { FormTextField } from '../../../components/FormTextField';
import { useUpdateProfileMutation } from '../../../state/session/api';
import { FIELD_LIMITS } from '../../../api/fieldLimits';
import { describeError, nameErrors, nameFields } from '../errors';
import { authMessages } from '../messages';
import { StepError, useFocusOnMount } from './formParts';

type Field = 'firstName' | 'lastName';

/** New users say who they are before anything else (spec §5: a name is required). */
export function NameStep({ onSaved }: { onSaved(): void }) {
  const intl = useIntl();
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', lastName: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor>>>({});
  const [stepError, setStepError] = useState<MessageDescriptor>();
  const [updateProfile, saving] = useUpdateProfileMutation();
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  useFocusOnMount(firstNameRef);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStepError(undefined);
    const found: Partial<Record<Field, MessageDescriptor>> = {};
    if (!values.firstName.trim()) found.firstName = authMessages.nameRequired;
    if (!values.lastName.trim()) found.lastName = authMessages.lastNameRequired;
    setErrors(found);
    const firstInvalid = (Object.keys(found) as Field[])[0];
    if (firstInvalid) {
      (firstInvalid === 'firstName' ? firstNameRef : lastNameRef).current?.focus();
      return;
    }
    const result = await updateProfile({
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
    });
    if (result.error) {
      const shown = describeError(result.error, nameErrors, nameFields);
      if (shown.field === 'firstName' || shown.field === 'lastName') {
        setErrors({ [shown.field]: shown.message });
        (shown.field === 'firstName' ? firstNameRef : lastNameRef).current?.focus();
      } else setStepError(shown.message);
      return;
    }
    onSaved();
  }

  const field = (
    name: Field,
    label: MessageDescriptor,
    autoComplete: string,
    inputRef: RefObject<HTMLInputElement | null>,
    maxLength: number,
  ) => (
    <FormTextField
      id={`login-${name}`}
      label={intl.formatMessage(label)}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      autoComplete={autoComplete}
      required
      inputRef={inputRef}
      errorMessage={errors[name]}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="name-step-title">
      <Typography id="name-step-title" variant="h5" component="h2" gutterBottom>
        {intl.formatMessage(authMessages.nameTitle)}
      </Typography>
      <Typography>{intl.formatMessage(authMessages.nameIntro)}</Typography>
      <StepError message={stepError} />
      {field('firstName', authMessages.firstNameLabel, 'given-name', firstNameRef, FIELD_LIMITS.first_name)}
      {field('lastName', authMessages.lastNameLabel, 'family-name', lastNameRef, FIELD_LIMITS.last_name)}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={saving.isLoading}
        sx={{ mt: 1 }}
      >
        {intl.formatMessage(authMessages.saveAndContinue)}
      </Button>
    </Box>
  );
}
