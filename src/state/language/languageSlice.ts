import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const locales = ['es', 'en'] as const;
export type Locale = (typeof locales)[number];

/** Provider language ids (spec §9). */
export const languageIds: Record<Locale, 1 | 2> = { es: 1, en: 2 };

export interface LanguageState {
  locale: Locale;
}

export const languageSlice = createSlice({
  name: 'language',
  initialState: { locale: 'es' } as LanguageState,
  reducers: {
    languageChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
  },
});

export const { languageChanged } = languageSlice.actions;

export const isLocale = (value: unknown): value is Locale => value === 'es' || value === 'en';
