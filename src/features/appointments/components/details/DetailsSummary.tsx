import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { AppointmentStatusChip } from '../../../../components/appointments/AppointmentStatusChip';
import { AppointmentWhen } from '../../../../components/appointments/AppointmentWhen';
import { useVisitWhen } from '../../../../components/appointments/useVisitWhen';
import { DoctorPhoto } from '../../../../components/DoctorPhoto';
import { InvoiceButton } from '../../../../components/invoices/InvoiceButton';
import { paidByMessages } from '../../../../components/appointments/messages';
import { formatMoney } from '../../../../components/money';
import type { AppointmentDetails } from '../../api';
import { detailMessages, paymentParts } from '../../detailMessages';
import { panelSx } from '../panelSx';

function Row({ label, children }: { label: MessageDescriptor; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        <FormattedMessage {...label} />
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: { xs: 1.25, sm: 0 } }}>
        {children}
      </Typography>
    </>
  );
}

/** Doctor, speciality, date and time with zone, status, price and how it was paid, the invoice. */
export function DetailsSummary({ details }: { details: AppointmentDetails }) {
  const intl = useIntl();
  const visitWhen = useVisitWhen();
  const { doctor, payment } = details;
  const bothParts = payment.card.amount > 0 && payment.balance.amount > 0;
  return (
    <Box component="section" aria-labelledby="visit-doctor" sx={panelSx}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <DoctorPhoto name={doctor.full_name} url={doctor.photo_url} size={64} />
        <div>
          <Typography id="visit-doctor" variant="h2" sx={{ fontSize: '1.35rem' }}>
            {doctor.full_name}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{doctor.speciality_title}</Typography>
        </div>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1.25 },
          m: 0,
        }}
      >
        <Row label={detailMessages.when}>
          <AppointmentWhen appointment={details} />
        </Row>
        <Row label={detailMessages.status}>
          <AppointmentStatusChip status={details.status} />
        </Row>
        <Row label={detailMessages.price}>{formatMoney(intl, details.price)}</Row>
        <Row label={detailMessages.payment}>
          <FormattedMessage {...paidByMessages[details.paid_by]} />
          {bothParts && (
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              {intl.formatMessage(paymentParts, {
                card: formatMoney(intl, payment.card),
                balance: formatMoney(intl, payment.balance),
              })}
            </Typography>
          )}
        </Row>
      </Box>
      {details.invoice_url && (
        <Box sx={{ mt: 2 }}>
          <InvoiceButton
            invoiceUrl={details.invoice_url}
            description={`${doctor.full_name}, ${doctor.speciality_title}`}
            date={visitWhen(details)}
          />
        </Box>
      )}
    </Box>
  );
}
