import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import {
  type FormEvent,
  type KeyboardEvent,
  memo,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useGetSymptomsQuery, useMainSearchQuery } from '../../../api/shared/catalog';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../constants';
import { searchMessages } from '../messages';
import { SearchStatus } from './SearchStatus';
import { buildSuggestions, type Suggestion } from './searchSuggestions';
import { SuggestionList } from './SuggestionList';
import { useDebouncedValue } from './useDebouncedValue';

// What does not change as the patient types is rendered once: a focus or a key renders the field, the
// suggestions and the status alone (each key took 136 ms at 4× CPU when the whole search rendered again).
const formSx = { position: 'relative', maxWidth: 640 } as const;
const rowSx = { display: 'flex', gap: 1 } as const;
const inputSx = {
  flex: 1,
  minWidth: 0,
  height: 52,
  px: 2,
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: '#6b7f7e',
  borderRadius: 2,
  '&:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
} as const;

const SearchLabel = memo(function SearchLabel({ htmlFor }: { htmlFor: string }) {
  return (
    <Box component="label" htmlFor={htmlFor} sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
      <FormattedMessage {...searchMessages.label} />
    </Box>
  );
});

const SubmitButton = memo(function SubmitButton({ label }: { label: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      aria-label={label}
      sx={{ minWidth: 52, height: 52, px: { xs: 1.5, sm: 2.5 } }}
    >
      <SearchIcon aria-hidden="true" />
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1 }} aria-hidden="true">
        <FormattedMessage {...searchMessages.submit} />
      </Box>
    </Button>
  );
});

/**
 * Search by speciality or symptom (ARIA combobox with a listbox popup): the symptom list loads on first focus
 * and filters as one types; main-search is asked after a pause in typing.
 */
export function HomeSearch() {
  const intl = useIntl();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [hasFocused, setHasFocused] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const symptoms = useGetSymptomsQuery(undefined, { skip: !hasFocused });
  const search = useMainSearchQuery(term, { skip: term.length < SEARCH_MIN_CHARS });
  const searchData = term.length >= SEARCH_MIN_CHARS ? search.currentData : undefined;
  const suggestions = useMemo(
    () => buildSuggestions(query, symptoms.data?.symptom_list, searchData),
    [query, symptoms.data, searchData],
  );
  const isSearching = query.trim().length >= SEARCH_MIN_CHARS && (term !== query.trim() || search.isFetching);
  const failed = search.isError && term.length >= SEARCH_MIN_CHARS;
  const showPopup = isOpen && query.trim() !== '' && suggestions.length > 0;

  const choose = useCallback(
    (suggestion: Suggestion) => {
      setOpen(false);
      navigate(localized(suggestion.path));
    },
    [navigate, localized],
  );
  const { refetch } = search;
  const retry = useCallback(() => {
    void refetch();
    // The retry button goes once the search answers: the suggestions open where the patient typed.
    inputRef.current?.focus();
  }, [refetch]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!count) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + count + (current < 0 && step < 0 ? 1 : 0)) % count);
    } else if (event.key === 'Escape') {
      if (showPopup) setOpen(false);
      else setQuery('');
      setActive(-1);
    } else if (event.key === 'Enter' && showPopup && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const first = suggestions[Math.max(active, 0)];
    if (first) choose(first);
    else navigate(localized('/specialties'));
  };

  const inputId = `${id}-input`;
  const listId = `${id}-listbox`;
  return (
    <Box component="form" role="search" onSubmit={onSubmit} sx={formSx}>
      <SearchLabel htmlFor={inputId} />
      <Box sx={rowSx}>
        <Box
          component="input"
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showPopup}
          aria-controls={listId}
          aria-activedescendant={showPopup && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-status`}
          placeholder={intl.formatMessage(searchMessages.placeholder)}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setHasFocused(true);
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          sx={inputSx}
        />
        <SubmitButton label={intl.formatMessage(searchMessages.submit)} />
      </Box>
      <SuggestionList
        id={listId}
        open={showPopup}
        suggestions={suggestions}
        active={active}
        onHover={setActive}
        onChoose={choose}
      />
      <SearchStatus
        id={`${id}-status`}
        query={query.trim()}
        isSearching={isSearching}
        failed={failed}
        count={suggestions.length}
        onRetry={retry}
      />
    </Box>
  );
}
