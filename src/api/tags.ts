/** Every cache tag of both APIs (features only use these). */
export const tagTypes = [
  'Profile',
  'ProfileSummary',
  'PreferredLanguage',
  'Appointments',
  'AppointmentHistory',
  'Appointment',
  'PreOrder',
  'OrderSummary',
  'Vouchers',
  'Balance',
  'Transactions',
  'Bundles',
  'Bundle',
  'FollowUps',
  'Prescription',
  'Subscription',
  'Specialities',
  'Doctors',
  'Timeslots',
] as const;

export type TagType = (typeof tagTypes)[number];
