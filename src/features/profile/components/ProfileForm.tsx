import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { FIELD_LIMITS } from '../../../api/fieldLimits';
import { FormTextField } from '../../../components/FormTextField';
import { UnsavedChangesGuard } from '../../../components/unsaved/UnsavedChangesGuard';
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
import { FIELD_ORDER, type ProfileErrors, updateOf, validateProfile, valuesOf } from '../formValues';

export function ProfileForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.language.locale);
  const dateFormat = intl.formatMessage(profileMessages.birthDayFormat);
  const [values, setValues] = useState(() => valuesOf(profile, dateFormat));
  // Newer data from the provider (a refetch after sign-up or after saving) replaces untouched values.
  const [shownProfile, setShownProfile] = useState(profile);
  const [isDirty, setDirty] = useState(false);
  if (profile !== shownProfile) {
    setShownProfile(profile);
    if (!isDirty) setValues(valuesOf(profile, dateFormat));
  }
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [formError, setFormError] = useState<MessageDescriptor>();
  const [saved, setSaved] = useState(false);
  const preferred = useGetPreferredLanguageQuery();
  const [chosenLanguage, setChosenLanguage] = useState<1 | 2>();
  const language =
    chosenLanguage ?? preferred.data?.language_id ?? profile.preferred_language_id ?? languageIds[locale];
  const isLanguageChanged =
    chosenLanguage !== undefined &&
    chosenLanguage !== (preferred.data?.language_id ?? profile.preferred_language_id);
  const [updateProfile, savingProfile] = useUpdateProfileMutation();
  const [updateLanguage, savingLanguage] = useUpdatePreferredLanguageMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const focusField = (field: ProfileField) =>
    formRef.current?.querySelector<HTMLInputElement>(`#profile-${field}`)?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setFormError(undefined);
    const found = validateProfile(values, dateFormat);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) return focusField(firstInvalid);

    const result = await updateProfile(updateOf(values, dateFormat));
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
      <UnsavedChangesGuard when={isDirty || isLanguageChanged} />
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
          autoComplete: 'bday',
          placeholder: dateFormat,
          hint: profileMessages.birthDayHint,
          slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 10 }, inputLabel: { shrink: true } },
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
