import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { type BookingParams, isDeeplinkDay } from '../bookingParams';
import { coverageOf, useDoctor } from '../hooks';
import { bookingMessages } from '../messages';
import { ConfirmStep } from './ConfirmStep';
import { LoadFailed, Loading } from './LoadState';
import { TimeStep } from './TimeStep';

type Choose = (changes: Partial<BookingParams>, options?: { replace?: boolean; state?: unknown }) => void;

/** The steps about a chosen doctor (time, confirm): the doctor is read once, by id. */
export function DoctorChoice({
  step,
  params,
  choose,
  takenSlot,
}: {
  step: 'time' | 'confirm';
  params: BookingParams;
  choose: Choose;
  /** The start of the slot another patient took as this one tried to hold it, if that just happened. */
  takenSlot: string | null;
}) {
  const intl = useIntl();
  const found = useDoctor(params.doctorId);
  if (found.isLoading) return <Loading rows={2} />;
  if (found.isError) return <LoadFailed onRetry={() => void found.refetch()} busy={found.isFetching} />;
  if (!found.doctor) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => choose({ doctorId: undefined })}>
            {intl.formatMessage(bookingMessages.otherDoctors)}
          </Button>
        }
      >
        {intl.formatMessage(bookingMessages.doctorNotAvailable)}
      </Alert>
    );
  }
  return step === 'time' ? (
    <TimeStep
      doctor={found.doctor}
      coverage={coverageOf(found.audience)}
      choose={choose}
      takenSlot={takenSlot}
      linkedDay={isDeeplinkDay(params.date) ? params.date : undefined}
    />
  ) : (
    <ConfirmStep params={params} doctor={found.doctor} audience={found.audience} choose={choose} />
  );
}
