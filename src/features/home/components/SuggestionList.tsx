import { memo } from 'react';
import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';
import { searchMessages } from '../messages';
import type { Suggestion } from './searchSuggestions';

interface SuggestionListProps {
  id: string;
  open: boolean;
  suggestions: Suggestion[];
  active: number;
  onHover(index: number): void;
  onChoose(suggestion: Suggestion): void;
}

/** The combobox's listbox. Options keep focus in the input (mouse down is cancelled), then choose on click. */
export const SuggestionList = memo(function SuggestionList({
  id,
  open,
  suggestions,
  active,
  onHover,
  onChoose,
}: SuggestionListProps) {
  return (
    <Box
      component="ul"
      id={id}
      role="listbox"
      hidden={!open}
      sx={{
        position: 'absolute',
        zIndex: 10,
        left: 0,
        right: 0,
        mt: 0.5,
        p: 0.5,
        listStyle: 'none',
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 4,
        maxHeight: 360,
        overflowY: 'auto',
        '&[hidden]': { display: 'none' },
      }}
    >
      {suggestions.map((suggestion, index) => (
        <Box
          component="li"
          key={suggestion.key}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onChoose(suggestion)}
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            gap: 2,
            px: 1.5,
            py: 1.25,
            borderRadius: 1.5,
            cursor: 'pointer',
            bgcolor: index === active ? 'rgba(11,110,105,0.12)' : 'transparent',
          }}
        >
          <span>
            {suggestion.label}
            {suggestion.detail && (
              <Box component="span" sx={{ color: 'text.secondary', ml: 1, fontSize: '0.875rem' }}>
                {suggestion.detail}
              </Box>
            )}
          </span>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem', flexShrink: 0 }}>
            <FormattedMessage {...searchMessages[suggestion.kind]} />
          </Box>
        </Box>
      ))}
    </Box>
  );
});
