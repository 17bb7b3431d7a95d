import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { FIELD_LIMITS } from '../../../api/fieldLimits';
import { FormTextField } from '../../../components/FormTextField';
import { isValidEmail } from '../../../lib/email';
import { languageIds } from '../../../state/language/languageSlice';
import {
  type Profile,
  useGetPreferredLanguageQuery,
  useUpdatePreferredLanguageMutation,
  useUpdateProfileMutation,
} from '../../../state/session/api';
import { useAppSelector } from '../../../store/hooks';
import { describeSaveError, type ProfileField } from '../errors';
import { profileMessages } from '../messages';
import { checkBirthDay, isValidSpanishId, normaliseSpanishId } from '../validation';

type Values = Record<ProfileField, string>;
type Errors = Partial<Record<ProfileField, MessageDescriptor>>;

const FIELD_ORDER: ProfileField[] = ['firstName', 'lastName', 'idNumber', 'birthDay', 'email'];

const valuesOf = (profile: Profile): Values => ({
  firstName: profile.first_name ?? '',
  lastName: profile.last_name ?? '',
  idNumber: profile.id_number ?? '',
  birthDay: profile.birth_day ?? '',
  email: profile.user.email ?? '',
});

/** Names are required; the ID number, date of birth and e-mail are checked when given. */
export function validateProfile(values: Values, today = new Date()): Errors {
  const errors: Errors = {};
  if (!values.firstName.trim()) errors.firstName = profileMessages.firstNameRequired;
  if (!values.lastName.trim()) errors.lastName = profileMessages.lastNameRequired;
  if (values.idNumber.trim() && !isValidSpanishId(values.idNumber))
    errors.idNumber = profileMessages.idNumberInvalid;
  if (values.birthDay) {
    const check = checkBirthDay(values.birthDay, today);
    if (check === 'invalid') errors.birthDay = profileMessages.birthDayInvalid;
    if (check === 'underage') errors.birthDay = profileMessages.birthDayUnderage;
  }
  if (values.email.trim() && !isValidEmail(values.email)) errors.email = profileMessages.emailInvalid;
  return errors;
}

const orNull = (value: string) => value.trim() || null;

export function ProfileForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.language.locale);
  const [values, setValues] = useState(() => valuesOf(profile));
  // Newer data from the provider (a refetch after sign-up or after saving) replaces untouched values.
  const [shownProfile, setShownProfile] = useState(profile);
  const [isDirty, setDirty] = useState(false);
  if (profile !== shownProfile) {
    setShownProfile(profile);
    if (!isDirty) setValues(valuesOf(profile));
  }
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<MessageDescriptor>();
  const [saved, setSaved] = useState(false);
  const preferred = useGetPreferredLanguageQuery();
  const [chosenLanguage, setChosenLanguage] = useState<1 | 2>();
  const language =
    chosenLanguage ?? preferred.data?.language_id ?? profile.preferred_language_id ?? languageIds[locale];
  const [updateProfile, savingProfile] = useUpdateProfileMutation();
  const [updateLanguage, savingLanguage] = useUpdatePreferredLanguageMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const focusField = (field: ProfileField) =>
    formRef.current?.querySelector<HTMLInputElement>(`#profile-${field}`)?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setFormError(undefined);
    const found = validateProfile(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) return focusField(firstInvalid);

    const result = await updateProfile({
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      id_number: values.idNumber.trim() ? normaliseSpanishId(values.idNumber) : null,
      birth_day: orNull(values.birthDay),
      email: orNull(values.email),
    });
    if (result.error) {
      const shown = describeSaveError(result.error);
      if (shown.field) {
        setErrors({ [shown.field]: shown.message });
        focusField(shown.field);
      } else setFormError(shown.message);
      return;
    }
    if (chosenLanguage !== undefined && chosenLanguage !== preferred.data?.language_id) {
      const languageResult = await updateLanguage({ language_id: chosenLanguage });
      if (languageResult.error) return setFormError(describeSaveError(languageResult.error).message);
    }
    setDirty(false);
    setSaved(true);
  }

  const field = (
    name: ProfileField,
    label: MessageDescriptor,
    extra: Partial<Parameters<typeof FormTextField>[0]> = {},
  ) => (
    <FormTextField
      id={`profile-${name}`}
      label={intl.formatMessage(label)}
      value={values[name]}
      onChange={(event) => {
        setSaved(false);
        setDirty(true);
        setValues((current) => ({ ...current, [name]: event.target.value }));
      }}
      errorMessage={errors[name]}
      {...extra}
    />
  );

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-labelledby="profile-details-title">
      <Typography id="profile-details-title" variant="h6" component="h2">
        {intl.formatMessage(profileMessages.detailsTitle)}
      </Typography>
      {formError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {intl.formatMessage(formError)}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
        {field('firstName', profileMessages.firstName, {
          required: true,
          autoComplete: 'given-name',
          slotProps: { htmlInput: { maxLength: FIELD_LIMITS.first_name } },
        })}
        {field('lastName', profileMessages.lastName, {
          required: true,
          autoComplete: 'family-name',
          slotProps: { htmlInput: { maxLength: FIELD_LIMITS.last_name } },
        })}
        {field('idNumber', profileMessages.idNumber, {
          hint: profileMessages.idNumberHint,
          autoComplete: 'off',
          slotProps: { htmlInput: { maxLength: FIELD_LIMITS.id_number } },
        })}
        {field('birthDay', profileMessages.birthDay, {
          type: 'date',
          autoComplete: 'bday',
          slotProps: { inputLabel: { shrink: true } },
        })}
        {field('email', profileMessages.email, {
          type: 'email',
          autoComplete: 'email',
          slotProps: { htmlInput: { maxLength: FIELD_LIMITS.email } },
        })}
        <FormTextField
          select
          id="profile-language"
          label={intl.formatMessage(profileMessages.language)}
          hint={profileMessages.languageHint}
          value={String(language)}
          onChange={(event) => {
            setSaved(false);
            setChosenLanguage(Number(event.target.value) === 2 ? 2 : 1);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="1" lang="es">
            {intl.formatMessage(profileMessages.languageEs)}
          </option>
          <option value="2" lang="en">
            {intl.formatMessage(profileMessages.languageEn)}
          </option>
        </FormTextField>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={savingProfile.isLoading || savingLanguage.isLoading}
        >
          {intl.formatMessage(profileMessages.save)}
        </Button>
        <Typography role="status" color="success.main">
          {saved ? intl.formatMessage(profileMessages.saved) : null}
        </Typography>
      </Box>
    </Box>
  );
}
