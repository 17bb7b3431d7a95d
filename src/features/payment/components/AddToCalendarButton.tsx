import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type CalendarEvent, calendarFile } from '../calendar';
import { doneMessages } from '../payMessages';

/** Downloads the consultation as an .ics file; the `ics` package loads on the first click. */
export function AddToCalendarButton({ event }: { event: CalendarEvent }) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    try {
      const ics = await calendarFile(event);
      const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = intl.formatMessage(doneMessages.calendarFileName, { id: event.appointmentId });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div>
      <Button
        variant="outlined"
        startIcon={<EventOutlined aria-hidden="true" />}
        onClick={() => void download()}
      >
        <FormattedMessage {...doneMessages.addToCalendar} />
      </Button>
      {failed && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
          <FormattedMessage {...doneMessages.calendarFailed} />
        </Typography>
      )}
    </div>
  );
}
