import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type CallingCodeCountry, useGetCallingCodeCountriesQuery } from '../../api/shared/countries';
import { phoneMessages } from './messages';

/** The provider's calling-code list; Spain alone until it arrives (or when it cannot be loaded). */
export function useCallingCodeCountries(): CallingCodeCountry[] {
  const intl = useIntl();
  const { data } = useGetCallingCodeCountriesQuery();
  return useMemo(
    () =>
      data?.country_list?.length
        ? data.country_list
        : [
            {
              id: 0,
              name: intl.formatMessage(phoneMessages.countrySpain),
              iso_code: 'ES',
              calling_code: '+34',
            },
          ],
    [data, intl],
  );
}
