import type { Theme } from '@mui/material/styles';

/**
 * The texts of a card in a list (a visit, a doctor, a follow-up, a transaction), as classes its one styled root
 * declares with {@link cardTextStyles}: plain elements where `Typography` and `Box` made each line three
 * components, on every card of every list (issue 33, lighter renders; docs/performance.md).
 */
export const cardText = {
  /** The card's heading (the doctor's name): body text, bold, a little larger. */
  name: 'card-name',
  /** A secondary line (the speciality): small and grey. */
  secondary: 'card-secondary',
  /** A small line. */
  small: 'card-small',
  /** Small and bold (a price). */
  strong: 'card-strong',
  /** The card's text column, beside the photo: grows, wraps under it below 220 px. */
  body: 'card-body',
  /** A wrapping row of small parts (a status and who paid). */
  row: 'card-row',
  /** The card's buttons. */
  actions: 'card-actions',
} as const;

/** A card in a list: a bordered, rounded box whose photo, texts and buttons wrap onto lines of their own. */
export const cardFrameStyles = (theme: Theme) =>
  ({
    padding: theme.spacing(2),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    border: `1px solid ${theme.palette.divider}`,
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(2),
    alignItems: 'center',
  }) as const;

export const cardTextStyles = (theme: Theme) => ({
  [`& .${cardText.name}`]: { ...theme.typography.body1, fontWeight: 700, fontSize: '1.05rem', margin: 0 },
  [`& .${cardText.secondary}`]: { ...theme.typography.body2, color: theme.palette.text.secondary, margin: 0 },
  [`& .${cardText.small}`]: { ...theme.typography.body2, margin: 0 },
  [`& .${cardText.strong}`]: { ...theme.typography.body2, fontWeight: 600, margin: 0 },
  [`& .${cardText.body}`]: { flex: '1 1 220px', minWidth: 0 },
  [`& .${cardText.row}`]: { display: 'flex', gap: theme.spacing(1), alignItems: 'center', flexWrap: 'wrap' },
  [`& .${cardText.actions}`]: { display: 'flex', gap: theme.spacing(1), flexWrap: 'wrap' },
});
