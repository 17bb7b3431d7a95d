import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AppServices } from '../../store/services';
import type { RootState } from '../../store/store';

/** Spec §7 Other traffic: the wizard's analytics event, through the store's analytics port. */
export const wizardCompleted =
  (properties: {
    form_id: number;
    wizard_response_id: number;
    speciality_id: number;
  }): ThunkAction<void, RootState, AppServices, UnknownAction> =>
  (_dispatch, _getState, services) =>
    services.analytics.track('wizard', properties);
