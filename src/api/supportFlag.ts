import { tokenStorage } from '../lib/storage';

/** Header that tells the provider which support line (ordinary or business) the client shows. */
export const SUPPORT_FLAG_HEADER = 'X-Support-Flag';

/** The stored flag as it is now: the session's copy is read only 1000 ms after load, for the footer. */
export const supportFlag = (): 'b2b' | 'standard' => (tokenStorage.readB2BFlag() ? 'b2b' : 'standard');
