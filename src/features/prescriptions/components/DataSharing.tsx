import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import { RadioGroup } from '../../../components/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Appointment, useGetUpcomingAppointmentsQuery } from '../../../api/shared/appointments';
import { useVisitWhen } from '../../../components/appointments/useVisitWhen';
import type { Prescription } from '../api';
import { sharingMessages as messages } from '../messages';
import { AccessRequests } from './AccessRequests';
import { ShareConfirmDialog } from './ShareConfirmDialog';
import { type ShareChoice, useShareScope } from './useShareScope';

const bookable = (visit: Appointment) => visit.status !== 'canceled' && visit.status !== 'done';

/** Spec §6: doctors' access requests, and sharing with all professionals or the doctor of one visit only. */
export function DataSharing({ prescription }: { prescription: Prescription }) {
  const intl = useIntl();
  const visits = useGetUpcomingAppointmentsQuery();
  const share = useShareScope(prescription);
  const [scope, setScope] = useState<'all' | 'one' | null>(prescription.share_scope);
  const [meetingId, setMeetingId] = useState<number | null>(prescription.shared_meeting_id);
  const [pending, setPending] = useState<ShareChoice | null>(null);
  const upcoming = (visits.data?.appointment_list ?? []).filter(bookable);
  const visitText = useVisitWhen();
  // The confirmation dialog and 'Undo' go away once used: focus moves to what now holds (or back to 'Save').
  const now = useRef<HTMLDivElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const undo = async () => {
    const restored = await share.undo();
    if (!restored) return;
    setScope(restored.scope);
    setMeetingId(restored.scope === 'one' ? restored.meetingId : null);
    now.current?.focus();
  };
  const chosenVisit = upcoming.find((visit) => visit.id === meetingId) ?? null;
  const unchanged =
    scope === null ||
    (scope === prescription.share_scope && (scope === 'all' || meetingId === prescription.shared_meeting_id));

  const current =
    prescription.share_scope === 'one' && prescription.shared_doctor
      ? intl.formatMessage(messages.currentOne, { doctor: prescription.shared_doctor.full_name })
      : prescription.share_scope === 'all'
        ? intl.formatMessage(messages.currentAll)
        : intl.formatMessage(messages.notChosen);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="sharing-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="sharing-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        <FormattedMessage {...messages.title} />
      </Typography>
      <Typography sx={{ mb: 1 }}>
        <FormattedMessage {...messages.intro} />
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        <FormattedMessage {...messages.reviewerNote} />
      </Typography>
      <Alert
        ref={now}
        tabIndex={-1}
        severity="info"
        icon={false}
        role="status"
        sx={{ mb: 2 }}
        data-testid="share-scope-now"
      >
        {current}
      </Alert>
      <AccessRequests requests={prescription.access_requests} />
      <Typography id="share-choice-label" component="h3" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        <FormattedMessage {...messages.choiceLabel} />
      </Typography>
      <RadioGroup
        aria-labelledby="share-choice-label"
        value={scope ?? ''}
        onChange={(event) => setScope(event.target.value as 'all' | 'one')}
        sx={{ gap: 1 }}
      >
        {(['all', 'one'] as const).map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', m: 0 }}
            label={
              <Box sx={{ py: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  <FormattedMessage {...(value === 'all' ? messages.all : messages.one)} />
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <FormattedMessage {...(value === 'all' ? messages.allExplained : messages.oneExplained)} />
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {scope === 'one' &&
        (visits.isError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            <FormattedMessage {...messages.visitsFailed} />
          </Alert>
        ) : !visits.isLoading && upcoming.length === 0 ? (
          <Typography sx={{ mt: 1 }}>
            <FormattedMessage {...messages.noVisits} />
          </Typography>
        ) : (
          <TextField
            select
            fullWidth
            // A visit's label (doctor, full date, zone) is long: it wraps instead of widening the page.
            sx={{ mt: 1, maxWidth: 520, '& .MuiInputBase-root .MuiSelect-select': { whiteSpace: 'normal' } }}
            label={intl.formatMessage(messages.visitLabel)}
            value={chosenVisit ? String(chosenVisit.id) : ''}
            onChange={(event) => setMeetingId(Number(event.target.value))}
          >
            {upcoming.map((visit) => (
              <MenuItem key={visit.id} value={String(visit.id)} sx={{ whiteSpace: 'normal' }}>
                {intl.formatMessage(messages.visitOption, {
                  doctor: visit.doctor.full_name,
                  visit: visitText(visit),
                })}
              </MenuItem>
            ))}
          </TextField>
        ))}
      {share.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <FormattedMessage {...messages.failed} />
        </Alert>
      )}
      {share.saved && (
        <Alert
          severity="success"
          role="status"
          sx={{ mt: 2 }}
          action={
            share.canUndo ? (
              <Button color="inherit" size="small" disabled={share.isSaving} onClick={() => void undo()}>
                <FormattedMessage {...messages.undo} />
              </Button>
            ) : undefined
          }
        >
          <FormattedMessage {...messages.saved} />
        </Alert>
      )}
      <Button
        ref={saveButton}
        variant="contained"
        sx={{ mt: 2 }}
        disabled={unchanged || share.isSaving || (scope === 'one' && chosenVisit === null)}
        onClick={() =>
          setPending(
            scope === 'all'
              ? { scope: 'all' }
              : {
                  scope: 'one',
                  meetingId: chosenVisit!.id,
                  doctor: chosenVisit!.doctor.full_name,
                  visit: visitText(chosenVisit!),
                },
          )
        }
      >
        <FormattedMessage {...(share.isSaving ? messages.saving : messages.save)} />
      </Button>
      <ShareConfirmDialog
        choice={pending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const choice = pending;
          setPending(null);
          if (!choice) return;
          void share.apply(choice).then((ok) => (ok ? now.current : saveButton.current)?.focus());
        }}
      />
    </Paper>
  );
}
