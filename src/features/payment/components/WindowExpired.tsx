import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { PreOrder } from '../../../api/shared/preOrders';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { paymentMessages } from '../messages';
import { useFocusOnMount } from './useFocusOnMount';

/** The 15 minutes passed: nothing can be paid; the patient books again with their speciality and doctor. */
export function WindowExpired({ preOrder }: { preOrder?: PreOrder }) {
  const localized = useLocalizedPath();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const again = preOrder
    ? `/doctor_pre_order?specialityId=${preOrder.speciality_id}&doctorId=${preOrder.doctor_id}`
    : '/doctor_pre_order';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="window-expired"
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}
    >
      <Typography
        id="window-expired"
        ref={heading}
        tabIndex={-1}
        variant="h2"
        sx={{ mb: 2, outline: 'none' }}
      >
        <FormattedMessage {...paymentMessages.expiredTitle} />
      </Typography>
      <Alert severity="warning" role="alert" sx={{ mb: 3 }}>
        <FormattedMessage {...paymentMessages.expiredBody} />
      </Alert>
      <Button component={RouterLink} to={localized(again)} variant="contained" size="large">
        <FormattedMessage {...paymentMessages.chooseAgain} />
      </Button>
    </Paper>
  );
}
