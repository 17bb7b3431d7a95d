import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import { RadioGroup } from '../../../components/RadioGroup';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { AvailableDoctor } from '../../../api/shared/doctors';
import { scheduleMessages } from '../messages';

/** The bundle's doctors as radio buttons (keyboard: arrows move the choice). */
export function DoctorChoice({
  doctors,
  selected,
  onSelect,
}: {
  doctors: AvailableDoctor[];
  selected: number | null;
  onSelect(doctorId: number): void;
}) {
  const intl = useIntl();
  return (
    <RadioGroup
      aria-label={intl.formatMessage(scheduleMessages.chooseDoctor, {
        speciality: doctors[0]?.speciality.title ?? '',
      })}
      value={selected === null ? '' : String(selected)}
      onChange={(event) => onSelect(Number(event.target.value))}
      sx={{ gap: 1 }}
    >
      {doctors.map((doctor) => (
        <FormControlLabel
          key={doctor.id}
          value={String(doctor.id)}
          control={<Radio />}
          sx={{
            m: 0,
            border: 1,
            borderColor: selected === doctor.id ? 'primary.main' : 'divider',
            borderRadius: 2,
            pr: 2,
          }}
          label={
            <Box sx={{ py: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{doctor.full_name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {doctor.languages.join(' · ').toUpperCase()}
              </Typography>
            </Box>
          }
        />
      ))}
    </RadioGroup>
  );
}
