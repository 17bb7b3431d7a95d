import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { Ref } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { routePaths } from '../../../config/routes';
import { authMessages } from '../messages';

interface PrivacyConsentProps {
  id: string;
  checked: boolean;
  onChange(checked: boolean): void;
  showError: boolean;
  /** What the error says (default: accept the policy to continue). */
  errorMessage?: MessageDescriptor;
  inputRef?: Ref<HTMLInputElement>;
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Spec §5: the privacy policy must be accepted before login. The link opens the app's own privacy page in the
 * page's language in a new tab, keeping the form (the version accepted is still the provider's: IdentifyStep).
 */
export function PrivacyConsent({
  id,
  checked,
  onChange,
  showError,
  errorMessage = authMessages.privacyRequired,
  inputRef,
}: PrivacyConsentProps) {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const errorId = `${id}-error`;
  return (
    <FormControl error={showError} sx={{ mt: 1, display: 'flex' }}>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                ref: inputRef,
                'aria-invalid': showError || undefined,
                'aria-describedby': showError ? errorId : undefined,
              },
            }}
          />
        }
        label={
          <FormattedMessage
            {...authMessages.privacyConsent}
            values={{
              link: (chunks) => {
                const text = (
                  <>
                    {chunks}
                    <span style={visuallyHidden}> {intl.formatMessage(authMessages.opensInNewTab)}</span>
                  </>
                );
                return (
                  <Link
                    component={RouterLink}
                    to={localize(routePaths.privacyPolicy)}
                    target="_blank"
                    rel="noopener"
                  >
                    {text}
                  </Link>
                );
              },
            }}
          />
        }
      />
      {showError && (
        <FormHelperText id={errorId} role="alert" sx={{ ml: 0 }}>
          {intl.formatMessage(errorMessage)}
        </FormHelperText>
      )}
    </FormControl>
  );
}
