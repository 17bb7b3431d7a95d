import Box from '@mui/material/Box';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { doctorsMessages } from '../messages';

/** "Dra. Lucía Martín" → "LM": titles are not initials. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => word && !/^(dr|dra|dña|d)\.?$/i.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');

/** The doctor's photo, or their initials when there is none (or it fails to load). */
export function DoctorPhoto({ name, url }: { name: string; url: string | null }) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const size = { width: 120, height: 120, borderRadius: '50%', flexShrink: 0 } as const;
  if (url && !failed) {
    return (
      <Box
        component="img"
        src={url}
        alt={intl.formatMessage(doctorsMessages.photo, { name })}
        onError={() => setFailed(true)}
        sx={{ ...size, objectFit: 'cover', bgcolor: '#e3f2f1' }}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={intl.formatMessage(doctorsMessages.photo, { name })}
      sx={{
        ...size,
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#e3f2f1',
        color: 'primary.main',
        fontSize: '2.5rem',
        fontWeight: 700,
      }}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </Box>
  );
}
