/**
 * The longest value the provider accepts for each text field we send (contracts/README.md "Field limits");
 * inputs carry them as `maxLength`, so a patient cannot type more than will be saved. A longer value is
 * refused with 422 `too_long` naming the field.
 */
export const FIELD_LIMITS = {
  first_name: 80,
  last_name: 120,
  id_number: 20,
  email: 254,
  phone: 32,
} as const;
