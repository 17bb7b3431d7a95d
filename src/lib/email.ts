/** A plausible e-mail address: something@domain.tld, no spaces. The provider has the final word. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}
