/** The mail the product sends, as text and HTML. Links are absolute (APP_URL). */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }, footer?: string): MailMessage {
  const text = [title, '', ...paragraphs, ...(action ? ['', `${action.label}: ${action.url}`] : []), ...(footer ? ['', footer] : []), '', '— Sportlink'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;padding:24px;color:#1b1b1b">
<h1 style="font-size:20px">${esc(title)}</h1>
${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n')}
${action ? `<p><a href="${esc(action.url)}" style="display:inline-block;background:#1565c0;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${esc(action.label)}</a></p><p style="font-size:12px;color:#555">Or paste this address into your browser: ${esc(action.url)}</p>` : ''}
${footer ? `<p style="font-size:12px;color:#555">${esc(footer)}</p>` : ''}
<p>— Sportlink</p></body></html>`;
  return { subject: title, text, html };
}

export const templates = {
  verifyEmail: (name: string, url: string) =>
    layout('Confirm your email address', [`Hi ${name},`, 'Welcome to Sportlink. Confirm your email address to start using your account.'], { label: 'Confirm my email', url }, 'The link works for 24 hours. If you did not sign up, ignore this message.'),
  resetPassword: (name: string, url: string, code: string) =>
    layout('Reset your password', [`Hi ${name},`, 'Someone asked to reset the password of your Sportlink account.', `Your reset code is ${code}.`], { label: 'Choose a new password', url }, 'The link works for 1 hour. If you did not ask for this, ignore this message: your password stays the same.'),
  magicLink: (name: string, url: string) =>
    layout('Your sign-in link', [`Hi ${name},`, 'Use this link to sign in to Sportlink. It works once, for 10 minutes.'], { label: 'Sign in', url }, 'If you did not ask for this link, ignore this message.'),
  twoFactorChanged: (name: string, enabled: boolean) =>
    layout(enabled ? 'Two-factor authentication is on' : 'Two-factor authentication is off', [`Hi ${name},`, enabled ? 'Signing in to your account now needs a code from your authenticator app.' : 'Signing in to your account no longer needs a code.', 'If this was not you, reset your password now and contact support.']),
  passwordChanged: (name: string) =>
    layout('Your password was changed', [`Hi ${name},`, 'The password of your Sportlink account was just changed, and your other sessions were signed out.', 'If this was not you, reset your password now.']),
  emailChanged: (name: string, newEmail: string) =>
    layout('Your email address was changed', [`Hi ${name},`, `The email address of your Sportlink account was changed to ${newEmail}.`, 'If this was not you, contact support now.']),
  /** A notification that is also mailed (server/notifications): its title and message, and a link to it in the app. */
  notification: (name: string, title: string, message: string, url: string | null) =>
    layout(title, [`Hi ${name || 'there'},`, message], url ? { label: 'Open Sportlink', url } : undefined, 'You get this mail because it is about your account or your purchases.'),
};
