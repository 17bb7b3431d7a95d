import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type MessageDescriptor, useIntl } from 'react-intl';

export type FormTextFieldProps = Omit<TextFieldProps, 'error' | 'helperText'> & {
  /** Shown under the field, announced (role="alert") and linked by aria-describedby; replaces the hint. */
  errorMessage?: MessageDescriptor;
  hint?: MessageDescriptor;
};

/** A labelled text field whose error is in the user's language and reaches screen readers. Needs an `id`. */
export function FormTextField({ errorMessage, hint, slotProps, ...props }: FormTextFieldProps) {
  const intl = useIntl();
  const text = errorMessage ?? hint;
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      error={Boolean(errorMessage)}
      helperText={text ? intl.formatMessage(text) : undefined}
      slotProps={{ ...slotProps, formHelperText: errorMessage ? { role: 'alert' } : undefined }}
    />
  );
}
