import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { searchMessages } from '../messages';

interface SearchStatusProps {
  id: string;
  query: string;
  isSearching: boolean;
  failed: boolean;
  count: number;
  onRetry(): void;
}

/** What the search is doing, announced politely: searching, how many suggestions, none, or failed (retry). */
export const SearchStatus = memo(function SearchStatus({
  id,
  query,
  isSearching,
  failed,
  count,
  onRetry,
}: SearchStatusProps) {
  let message = null;
  if (failed) message = <FormattedMessage {...searchMessages.failed} />;
  else if (!query) message = null;
  else if (count > 0) message = <FormattedMessage {...searchMessages.count} values={{ count }} />;
  else if (isSearching) message = <FormattedMessage {...searchMessages.searching} />;
  else if (query.length >= 2) message = <FormattedMessage {...searchMessages.noMatches} values={{ query }} />;
  return (
    <Box sx={{ minHeight: 24, mt: 0.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Box
        id={id}
        role="status"
        aria-live="polite"
        sx={{ fontSize: '0.875rem', color: failed ? 'error.main' : 'text.secondary' }}
      >
        {message}
      </Box>
      {failed && (
        <Button size="small" variant="outlined" onClick={onRetry}>
          <FormattedMessage {...searchMessages.retry} />
        </Button>
      )}
    </Box>
  );
});
