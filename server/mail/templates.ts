/** The mail the product sends, as text and HTML. Links are absolute (APP_URL). */
import { escapeHtml } from '../html';

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

interface Action {
  label: string;
  url: string;
}

/** `action`: the mail's button, or its buttons in order. */
function layout(title: string, paragraphs: string[], action?: Action | Action[], footer?: string): MailMessage {
  const actions = action === undefined ? [] : [action].flat();
  const text = [title, '', ...paragraphs, ...(actions.length ? ['', ...actions.map((a) => `${a.label}: ${a.url}`)] : []), ...(footer ? ['', footer] : []), '', '— Sportlink'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;padding:24px;color:#1b1b1b">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${actions.map((a) => `<p><a href="${escapeHtml(a.url)}" style="display:inline-block;background:#1565c0;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(a.label)}</a></p><p style="font-size:12px;color:#555">Or paste this address into your browser: ${escapeHtml(a.url)}</p>`).join('\n')}
${footer ? `<p style="font-size:12px;color:#555">${escapeHtml(footer)}</p>` : ''}
<p>— Sportlink</p></body></html>`;
  return { subject: title, text, html };
}

/** The mail's first line: the account's first name, or "there" while it has none (names come with profile completion). */
const hi = (name: string | null | undefined) => `Hi ${name?.trim() || 'there'},`;

export const templates = {
  verifyEmail: (name: string, url: string) =>
    layout('Confirm your email address', [hi(name), 'Welcome to Sportlink. Confirm your email address to start using your account.'], { label: 'Confirm my email', url }, 'The link works for 24 hours. If you did not sign up, do not confirm: ignore this message.'),
  resetPassword: (name: string, url: string, code: string) =>
    layout('Reset your password', [hi(name), 'Someone asked to reset the password of your Sportlink account.', `Your reset code is ${code}.`], { label: 'Choose a new password', url }, 'The link works for 1 hour. If you did not ask for this, ignore this message: your password stays the same.'),
  magicLink: (name: string, url: string) =>
    layout('Your sign-in link', [hi(name), 'Use this link to sign in to Sportlink. It works once, for 10 minutes.'], { label: 'Sign in', url }, 'If you did not ask for this link, ignore this message.'),
  /**
   * Someone signed up with the address of an existing account: its owner gets this instead of a second account, with
   * the way to sign in and to (re)set the password. `pending`: the account was never confirmed, so its password may be
   * someone else's; `reset` is then a single-use reset link (1 hour) that sets the owner's own password and confirms the
   * address, else the forgot-password page. `name`: null when it came with an unconfirmed sign-up (anyone may have typed it).
   */
  signUpAttempt: (name: string | null, links: { signIn: string; reset: string; pending: boolean }) =>
    layout(
      'Someone tried to sign up with your email address',
      [
        hi(name),
        'Someone just tried to create a Sportlink account with this email address. It already has an account, so no new one was made and nothing changed.',
        links.pending
          ? 'That account is not confirmed yet. If it is yours, choose your password with the link below: it confirms your address and replaces any password chosen before. The link works once, for 1 hour.'
          : 'If that was you, sign in to your account instead. Forgot your password? Choose a new one.',
      ],
      links.pending
        ? [{ label: 'Choose my password', url: links.reset }, { label: 'Sign in', url: links.signIn }]
        : [{ label: 'Sign in', url: links.signIn }, { label: 'Reset my password', url: links.reset }],
      'If this was not you, ignore this message: nobody got access to your account.',
    ),
  twoFactorChanged: (name: string, enabled: boolean) =>
    layout(enabled ? 'Two-factor authentication is on' : 'Two-factor authentication is off', [hi(name), enabled ? 'Signing in to your account now needs a code from your authenticator app.' : 'Signing in to your account no longer needs a code.', 'If this was not you, reset your password now and contact support.']),
  passwordChanged: (name: string) =>
    layout('Your password was changed', [hi(name), 'The password of your Sportlink account was just changed, and your other sessions were signed out.', 'If this was not you, reset your password now.']),
  emailChanged: (name: string, newEmail: string) =>
    layout('Your email address was changed', [hi(name), `The email address of your Sportlink account was changed to ${newEmail}.`, 'If this was not you, contact support now.']),
  /** A notification that is also mailed (server/notifications): its title and message, and a link to it in the app. */
  notification: (name: string, title: string, message: string, url: string | null) =>
    layout(title, [hi(name), message], url ? { label: 'Open Sportlink', url } : undefined, 'You get this mail because it is about your account or your purchases.'),
};
