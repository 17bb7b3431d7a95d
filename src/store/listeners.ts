import { addListener, createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import type { AppServices } from './services';
import type { AppDispatch, RootState } from './store';

export function createAppListenerMiddleware(services: AppServices) {
  return createListenerMiddleware({ extra: services });
}

export type AppStartListening = TypedStartListening<RootState, AppDispatch, AppServices>;

export const addAppListener = addListener.withTypes<RootState, AppDispatch, AppServices>();
