import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { AppointmentStatusChip } from '../../../../components/appointments/AppointmentStatusChip';
import { AppointmentWhen } from '../../../../components/appointments/AppointmentWhen';
import { useVisitWhen } from '../../../../components/appointments/useVisitWhen';
import { DoctorPhoto } from '../../../../components/DoctorPhoto';
import { InvoiceButton } from '../../../../components/invoices/InvoiceButton';
import { paidByMessages } from '../../../../components/appointments/messages';
import { formatMoney } from '../../../../components/money';
import type { AppointmentDetails } from '../../api';
import { panelSx } from '../panelSx';
import { detailMessages, paymentParts } from '../../detailMessages';

function Row({ label, children }: { label: MessageDescriptor; children: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <dt>{intl.formatMessage(label)}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The panel's texts and the list of facts: plain elements styled once (issue 33, lighter renders). */
const Panel = styled('section')(({ theme }) => ({
  // The look every panel of a visit shares (../panelSx.ts).
  ...theme.unstable_sx(panelSx),
  '& .summary-doctor': {
    display: 'flex',
    gap: theme.spacing(2),
    alignItems: 'center',
    marginBottom: theme.spacing(2),
  },
  '& h2': { ...theme.typography.h2, fontSize: '1.35rem', margin: 0 },
  '& .summary-speciality': { ...theme.typography.body1, color: theme.palette.text.secondary, margin: 0 },
  '& dl': {
    display: 'grid',
    gridTemplateColumns: '1fr',
    columnGap: theme.spacing(3),
    rowGap: theme.spacing(0.25),
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'max-content 1fr', rowGap: theme.spacing(1.25) },
    margin: 0,
  },
  '& dt': { ...theme.typography.body2, color: theme.palette.text.secondary },
  '& dd': {
    ...theme.typography.body1,
    margin: theme.spacing(0, 0, 1.25),
    [theme.breakpoints.up('sm')]: { marginBottom: 0 },
  },
  '& .summary-parts': { ...theme.typography.body2, display: 'block', color: theme.palette.text.secondary },
  '& .summary-invoice': { marginTop: theme.spacing(2) },
}));

/** Doctor, speciality, date and time with zone, status, price and how it was paid, the invoice. */
export function DetailsSummary({ details }: { details: AppointmentDetails }) {
  const intl = useIntl();
  const visitWhen = useVisitWhen();
  const { doctor, payment } = details;
  const bothParts = payment.card.amount > 0 && payment.balance.amount > 0;
  return (
    <Panel aria-labelledby="visit-doctor">
      <div className="summary-doctor">
        <DoctorPhoto name={doctor.full_name} url={doctor.photo_url} size={64} />
        <div>
          <h2 id="visit-doctor">{doctor.full_name}</h2>
          <p className="summary-speciality">{doctor.speciality_title}</p>
        </div>
      </div>
      <dl>
        <Row label={detailMessages.when}>
          <AppointmentWhen appointment={details} />
        </Row>
        <Row label={detailMessages.status}>
          <AppointmentStatusChip status={details.status} />
        </Row>
        <Row label={detailMessages.price}>{formatMoney(intl, details.price)}</Row>
        <Row label={detailMessages.payment}>
          {intl.formatMessage(paidByMessages[details.paid_by])}
          {bothParts && (
            <span className="summary-parts">
              {intl.formatMessage(paymentParts, {
                card: formatMoney(intl, payment.card),
                balance: formatMoney(intl, payment.balance),
              })}
            </span>
          )}
        </Row>
      </dl>
      {details.invoice_url && (
        <div className="summary-invoice">
          <InvoiceButton
            invoiceUrl={details.invoice_url}
            description={`${doctor.full_name}, ${doctor.speciality_title}`}
            date={visitWhen(details)}
          />
        </div>
      )}
    </Panel>
  );
}
