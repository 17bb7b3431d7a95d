/** The error a failed RTK Query call rejects with (`unwrap()`): status and the provider's body. */
export interface CallError {
  status: number | string;
  data?: unknown;
}

/** Awaits a dispatched endpoint that must fail, and returns its error. */
export async function failureOf(call: { unwrap(): Promise<unknown> }): Promise<CallError> {
  try {
    await call.unwrap();
  } catch (error) {
    return error as CallError;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}
