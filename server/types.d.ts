declare module 'common-password-checker' {
  /** True when the password is in the list of common passwords. */
  export default function isCommonPassword(password: string): boolean;
}
