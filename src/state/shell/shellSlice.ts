import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { DeviceType } from '../../lib/device';

export interface ErrorModalState {
  /** A message id from the catalogs, or raw text from the provider when there is no id. */
  messageId?: string;
  text?: string;
  closable: boolean;
}

export interface Toast {
  id: string;
  messageId: string;
  severity: 'error' | 'warning' | 'info' | 'success';
  durationMs: number;
  anchor: { vertical: 'top' | 'bottom'; horizontal: 'left' | 'center' | 'right' };
}

export interface ShellState {
  deviceType: DeviceType;
  /** The router's pathname (with `/en` when English), kept here so visibility is a selector. */
  pathname: string;
  isRouteLoading: boolean;
  errorModal: ErrorModalState | null;
  toasts: Toast[];
  isMobileMenuOpen: boolean;
  /** An error carried by the page data (shown raw only on `debug` routes). */
  pageError: string | null;
  /** A new version of the app is installed and waits for the patient (src/pwa/serviceWorker.ts). */
  isNewVersionWaiting: boolean;
}

export const initialShellState: ShellState = {
  deviceType: 'desktop',
  pathname: '/',
  isRouteLoading: false,
  errorModal: null,
  toasts: [],
  isMobileMenuOpen: false,
  pageError: null,
  isNewVersionWaiting: false,
};

export const shellSlice = createSlice({
  name: 'shell',
  initialState: initialShellState,
  reducers: {
    pageDataLoaded(state, action: PayloadAction<{ deviceType: DeviceType; pageError?: string | null }>) {
      state.deviceType = action.payload.deviceType;
      state.pageError = action.payload.pageError ?? null;
    },
    routeChangeStarted(state) {
      state.isRouteLoading = true;
    },
    /** The router is idle again, also when the navigation ended on the same path (interrupted, or to itself). */
    routeChangeEnded(state) {
      state.isRouteLoading = false;
    },
    routeChanged(state, action: PayloadAction<string>) {
      state.pathname = action.payload;
      state.isRouteLoading = false;
      state.isMobileMenuOpen = false;
    },
    errorModalShown(state, action: PayloadAction<ErrorModalState>) {
      state.errorModal = action.payload;
    },
    errorModalClosed(state) {
      state.errorModal = null;
    },
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
      },
      prepare(
        toast: Omit<Toast, 'id' | 'anchor' | 'durationMs'> & Partial<Pick<Toast, 'anchor' | 'durationMs'>>,
      ) {
        return {
          payload: {
            durationMs: 4000,
            anchor: { vertical: 'top', horizontal: 'right' },
            ...toast,
            id: nanoid(),
          } as Toast,
        };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
    newVersionWaiting(state, action: PayloadAction<boolean>) {
      state.isNewVersionWaiting = action.payload;
    },
    mobileMenuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.isMobileMenuOpen = action.payload ?? !state.isMobileMenuOpen;
    },
  },
});

export const {
  pageDataLoaded,
  routeChangeStarted,
  routeChangeEnded,
  routeChanged,
  errorModalShown,
  errorModalClosed,
  toastShown,
  toastDismissed,
  mobileMenuToggled,
  newVersionWaiting,
} = shellSlice.actions;
