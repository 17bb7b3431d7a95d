import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

const plainMessages = defineMessages({
  loginTitle: { id: 'login.title', defaultMessage: 'Log in' },
  loginIntro: {
    id: 'login.intro',
    defaultMessage:
      'Sign in or create your account with your phone number or e-mail. We will send you a code.',
  },
  methodLabel: { id: 'login.methodLabel', defaultMessage: 'Sign in with' },
  methodPhone: { id: 'login.methodPhone', defaultMessage: 'Phone' },
  methodEmail: { id: 'login.methodEmail', defaultMessage: 'E-mail' },
  emailLabel: { id: 'login.emailLabel', defaultMessage: 'E-mail' },
  opensInNewTab: { id: 'login.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  continue: { id: 'login.continue', defaultMessage: 'Continue' },
  orGoogle: { id: 'login.orGoogle', defaultMessage: 'or' },
  b2bLink: {
    id: 'login.b2bLink',
    defaultMessage: 'Employee of a client company? Log in with your company e-mail',
  },

  phoneRequired: { id: 'login.phoneRequired', defaultMessage: 'Enter your phone number' },
  phoneInvalid: { id: 'login.phoneInvalid', defaultMessage: 'Invalid Number' },
  emailRequired: { id: 'login.emailRequired', defaultMessage: 'Enter your e-mail' },
  emailInvalid: { id: 'login.emailInvalid', defaultMessage: 'Invalid Email' },
  privacyRequired: {
    id: 'login.privacyRequired',
    defaultMessage: 'Accept the privacy policy to continue',
  },
  privacyOutdated: {
    id: 'login.privacyOutdated',
    defaultMessage: 'The privacy policy has changed. Read the new version and accept it to continue.',
  },

  codeTitle: { id: 'login.codeTitle', defaultMessage: 'Enter your code' },
  codeLabel: { id: 'login.codeLabel', defaultMessage: 'Code' },
  codeHint: { id: 'login.codeHint', defaultMessage: '6 digits' },
  codeFormatInvalid: {
    id: 'login.codeFormatInvalid',
    defaultMessage: 'Invalid OTP. Enter the 6 digits we sent you.',
  },
  codeRejected: { id: 'login.codeRejected', defaultMessage: 'Invalid code. Check it or ask for a new one.' },
  codeLocked: { id: 'login.codeLocked', defaultMessage: 'Too many wrong attempts. Ask for a new code.' },
  codeExpired: { id: 'login.codeExpired', defaultMessage: 'This code has expired. Ask for a new one.' },
  verify: { id: 'login.verify', defaultMessage: 'Verify' },
  resend: { id: 'login.resend', defaultMessage: 'Send a new code' },
  resent: { id: 'login.resent', defaultMessage: 'We have sent you a new code.' },
  changePhone: { id: 'login.changePhone', defaultMessage: 'Change phone number' },
  changeEmail: { id: 'login.changeEmail', defaultMessage: 'Change e-mail' },

  nameTitle: { id: 'login.nameTitle', defaultMessage: 'What is your name?' },
  nameIntro: { id: 'login.nameIntro', defaultMessage: 'Your doctors will see this name.' },
  firstNameLabel: { id: 'login.firstNameLabel', defaultMessage: 'First name' },
  lastNameLabel: { id: 'login.lastNameLabel', defaultMessage: 'Last name' },
  nameRequired: { id: 'login.nameRequired', defaultMessage: 'A name is required' },
  lastNameRequired: { id: 'login.lastNameRequired', defaultMessage: 'Enter your last name' },
  saveAndContinue: { id: 'login.saveAndContinue', defaultMessage: 'Save and continue' },

  mobileTitle: { id: 'login.mobileTitle', defaultMessage: 'Add your mobile number' },
  mobileIntro: {
    id: 'login.mobileIntro',
    defaultMessage: 'Your doctors and our support team use it to reach you about your consultations.',
  },
  mobileSave: { id: 'login.mobileSave', defaultMessage: 'Add number' },
  phoneTaken: { id: 'login.phoneTaken', defaultMessage: 'This number belongs to another account' },
  mobileSkip: { id: 'login.mobileSkip', defaultMessage: 'Not now' },
  mobileCodeTitle: { id: 'login.mobileCodeTitle', defaultMessage: 'Confirm your mobile number' },
  /** The page title when a signed-in patient adds their phone from the profile (?step=mobile). */
  mobilePageTitle: { id: 'login.mobilePageTitle', defaultMessage: 'Your mobile number' },
  changeMobile: { id: 'login.changeMobile', defaultMessage: 'Use another number' },

  tokenSigningIn: { id: 'login.tokenSigningIn', defaultMessage: 'Signing you in…' },
  tokenInvalid: {
    id: 'login.tokenInvalid',
    defaultMessage: 'This sign-in link is no longer valid. Sign in with your phone or e-mail.',
  },
  googleFailed: {
    id: 'login.googleFailed',
    defaultMessage: 'Google sign-in did not work. Try again or use your phone or e-mail.',
  },

  phoneNotVerified: {
    id: 'login.phoneNotVerified',
    defaultMessage: 'Your phone number could not be verified',
  },
  tooManyRequests: {
    id: 'login.tooManyRequests',
    defaultMessage: 'Too many attempts. Wait a moment and try again.',
  },
  networkError: {
    id: 'login.networkError',
    defaultMessage: 'We could not reach the service. Check your connection and try again.',
  },
  genericError: { id: 'login.genericError', defaultMessage: 'Something went wrong. Please try again' },
  fieldTooLong: { id: 'login.fieldTooLong', defaultMessage: 'This is too long. Shorten it and try again.' },
  fieldRejected: {
    id: 'login.fieldRejected',
    defaultMessage: 'This was not accepted. Check it and try again.',
  },

  b2bLoginTitle: { id: 'b2bLogin.title', defaultMessage: 'Employee login' },
  b2bIntro: {
    id: 'b2bLogin.intro',
    defaultMessage: 'Sign in with your company e-mail: your company covers your consultations.',
  },
  b2bEmailLabel: { id: 'b2bLogin.emailLabel', defaultMessage: 'Company e-mail' },
  b2bEmailHint: {
    id: 'b2bLogin.emailHint',
    defaultMessage: 'The e-mail must be linked to your company account.',
  },
  b2bNotLinked: {
    id: 'b2bLogin.notLinked',
    defaultMessage: 'Your email address could not be verified: it is not linked to a company account.',
  },
  b2bPatientLink: { id: 'b2bLogin.patientLink', defaultMessage: 'Not an employee? Log in as a patient' },
});

export const authMessages = {
  ...plainMessages,
  codeSentSms: defineMessage<{ destination: string }>({
    id: 'login.codeSentSms',
    defaultMessage: 'We sent a 6-digit code by SMS to {destination}.',
  }),
  codeSentEmail: defineMessage<{ destination: string }>({
    id: 'login.codeSentEmail',
    defaultMessage: 'We sent a 6-digit code to {destination}.',
  }),
  resendIn: defineMessage<{ seconds: number }>({
    id: 'login.resendIn',
    defaultMessage: 'You can ask for a new code in {seconds, plural, one {# second} other {# seconds}}.',
  }),
  privacyConsent: defineMessage<{ link: MessageTag }>({
    id: 'login.privacyConsent',
    defaultMessage: 'I have read and accept the <link>privacy policy</link>',
  }),
};
