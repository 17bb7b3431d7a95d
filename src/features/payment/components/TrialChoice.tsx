import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import { RadioGroup } from '../../../components/RadioGroup';
import { useIntl } from 'react-intl';
import type { Money } from '../../../api/types';
import { formatMoney } from '../../../components/money';
import { trialMessages } from '../trialMessages';

export type Payer = 'trial' | 'self';

/**
 * An employee whose company offers a trial plan she has not started: the consultation is free with the plan,
 * or hers to pay. One choice, so the page shows one card form: the plan's, or the payment's.
 */
export function TrialChoice({
  company,
  price,
  payer,
  onChange,
  disabled,
}: {
  company: string;
  price: Money;
  payer: Payer;
  onChange(payer: Payer): void;
  disabled: boolean;
}) {
  const intl = useIntl();
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ mb: 2 }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {intl.formatMessage(trialMessages.choiceLabel)}
      </FormLabel>
      <RadioGroup value={payer} onChange={(_, value) => onChange(value as Payer)}>
        <FormControlLabel
          value="trial"
          control={<Radio />}
          label={intl.formatMessage(trialMessages.choiceTrial, { company })}
        />
        <FormControlLabel
          value="self"
          control={<Radio />}
          label={intl.formatMessage(trialMessages.choiceSelf, { amount: formatMoney(intl, price) })}
        />
      </RadioGroup>
    </FormControl>
  );
}
