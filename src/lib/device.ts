export type DeviceType = 'mobile' | 'desktop';

const MOBILE_AGENT = /Android|BlackBerry|iPhone|iPad|iPod|Opera Mini|IEMobile|WPDesktop/i;

/** Spec §4 Device. */
export function deviceTypeOf(userAgent: string): DeviceType {
  return MOBILE_AGENT.test(userAgent) ? 'mobile' : 'desktop';
}
