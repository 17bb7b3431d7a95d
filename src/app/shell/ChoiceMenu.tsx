import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';

export interface Choice<K extends string> {
  key: K;
  label: ReactNode;
  selected?: boolean;
  /** The language of the label when it differs from the page (language names). */
  lang?: string;
}

interface ChoiceMenuProps<K extends string> {
  id: string;
  labelledBy: string;
  anchorEl: HTMLElement | null;
  onClose(): void;
  choices: Choice<K>[];
  onChoose(key: K): void;
}

/** A dropdown of choices (quick actions, languages). Loaded on first open: Menu is not needed to paint. */
export default function ChoiceMenu<K extends string>({
  id,
  labelledBy,
  anchorEl,
  onClose,
  choices,
  onChoose,
}: ChoiceMenuProps<K>) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ list: { 'aria-labelledby': labelledBy, dense: false } }}
    >
      {choices.map((choice) => (
        <MenuItem
          key={choice.key}
          selected={choice.selected}
          lang={choice.lang}
          onClick={() => {
            onClose();
            onChoose(choice.key);
          }}
        >
          {choice.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
