import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { routePaths } from '../../../config/routes';
import { authMessages } from '../messages';

interface PrivacyConsentProps {
  id: string;
  checked: boolean;
  onChange(checked: boolean): void;
  showError: boolean;
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

/** Spec §5: the privacy policy must be accepted before login. The policy opens in a new tab, keeping the form. */
export function PrivacyConsent({ id, checked, onChange, showError, inputRef }: PrivacyConsentProps) {
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
              link: (chunks) => (
                <Link
                  component={RouterLink}
                  to={localize(routePaths.privacyPolicy)}
                  target="_blank"
                  rel="noopener"
                >
                  {chunks}
                  <span style={visuallyHidden}> {intl.formatMessage(authMessages.opensInNewTab)}</span>
                </Link>
              ),
            }}
          />
        }
      />
      {showError && (
        <FormHelperText id={errorId} role="alert" sx={{ ml: 0 }}>
          {intl.formatMessage(authMessages.privacyRequired)}
        </FormHelperText>
      )}
    </FormControl>
  );
}
