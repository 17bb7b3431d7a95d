/** The provider's refresh call (contracts: `refresh: …`): the app's (src/api/reauth.ts) and the early script's. */
export const REFRESH_PATH = 'api/v1/auth/refresh';
