import Box from '@mui/material/Box';
import { useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';

const photoLabel = defineMessage<{ name: string }>({ id: 'doctor.photo', defaultMessage: 'Photo of {name}' });

/** "Dra. Lucía Martín" → "LM": titles are not initials. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => word && !/^(dr|dra|dña|d)\.?$/i.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');

/**
 * The doctor's photo, or their initials when there is none (or it fails to load). The photo that leads a page
 * (`leading`) is fetched first, and a server-rendered page shows it before it runs the app's code
 * (src/lib/afterPaintScript.ts waits for images marked with `elementtiming`).
 */
export function DoctorPhoto({
  name,
  url,
  size: side = 120,
  leading = false,
}: {
  name: string;
  url: string | null;
  size?: number;
  leading?: boolean;
}) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const size = { width: side, height: side, borderRadius: '50%', flexShrink: 0 } as const;
  if (url && !failed) {
    return (
      <Box
        component="img"
        src={url}
        width={side}
        height={side}
        {...(leading && { fetchPriority: 'high' as const, elementtiming: 'doctor-photo' })}
        alt={intl.formatMessage(photoLabel, { name })}
        onError={() => setFailed(true)}
        sx={{ ...size, objectFit: 'cover', bgcolor: '#e3f2f1' }}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={intl.formatMessage(photoLabel, { name })}
      sx={{
        ...size,
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#e3f2f1',
        color: 'primary.main',
        fontSize: side / 3,
        fontWeight: 700,
      }}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </Box>
  );
}
