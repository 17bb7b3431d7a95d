import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of the payment page (h2), outlined like the rest of the app's cards. */
export function Section({ heading, id, children }: { heading: string; id: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}
