/** A visit's panels (its doctor and summary, the review, the waiting room's steps): one look for all. */
export const panelSx = {
  p: { xs: 2, md: 3 },
  borderRadius: 2,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
} as const;
