// Labels of the authentication screens (spec section 2); toasts come from src/lib/texts.ts.
export const authTexts = {
  // Not the spec's 'Join the global market': Bukka is food from kitchens in Nigerian cities.
  pitchTitle: 'Good food from kitchens near you',
  pitch: 'Order from local kitchens and bukas, or open your own store and sell your dishes.',
  signInTitle: 'Sign in',
  email: 'Email',
  password: 'Password',
  login: 'Login',
  /** An unknown e-mail and a wrong password alike (the page tells no one who has an account). */
  wrongEmailOrPassword: 'Wrong e-mail or password — check both and try again.',
  forgotPassword: 'Forgot password?',
  noAccount: 'Create an account',
  signUpTitle: 'Sign up',
  firstName: 'First-Name',
  lastName: 'Last-Name',
  state: 'State',
  country: 'Country',
  age: 'Age',
  confirmPassword: 'Confirm Password',
  passwordHint: 'At least 8 characters.',
  /** The date of birth's format as the buyer's locale writes it ('dd/mm/yyyy' in en-NG). */
  ageHint: (pattern: string) => `Your date of birth, as ${pattern}.`,
  ageInvalid: (pattern: string, example: string) =>
    `Enter your date of birth as ${pattern}, for example ${example}.`,
  signUp: 'Sign Up',
  haveAccount: 'Already have an account? Sign in',
  verifyDevice: 'Verify this device',
  emailVerification: 'Email verification',
  codeSentTo: 'We sent a 6-digit code to',
  checkInbox: 'Check your inbox or spam folder.',
  code: 'Verification code',
  verify: 'Verify',
  resendCode: 'Resend Code',
  /** Password recovery's code page, the same for an address with or without an account, after
   * the spec's 'sent successfully, check your email.': 'Enter the 6-digit code sent to
   * ***er@bukka.test to choose a new password. Only an address with a Bukka account gets one.' */
  enterResetCode: 'Enter the 6-digit code sent to',
  resetCodeFor: ' to choose a new password.',
  onlyAccountsGetOne: 'Only an address with a Bukka account gets one.',
  codeWrong:
    'That code is not right — check the e-mail we sent and type it again, or ask for a new one.',
  codeExpired: 'That code has expired. Ask for a new one.',
  /** A refusal that does not say why (the hosted API's account-code 500). */
  codeDidNotWork: 'That code did not work — it may be wrong or expired. Ask for a new one.',
  findAccount: 'Find your account',
  continue: 'Continue',
  recoverNote: 'We may send you e-mail notifications for security and login purposes.',
  backToSignIn: 'Back to sign in',
  changePassword: 'Change your password',
  newPassword: 'New password',
  savePassword: 'Change password',
} as const;

/** 'Resend Code (42s)' while the countdown runs. */
export function resendLabel(seconds: number): string {
  return seconds > 0 ? `${authTexts.resendCode} (${seconds}s)` : authTexts.resendCode;
}
