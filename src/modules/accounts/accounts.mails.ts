import { escapeHtml } from '../../shared/format.js';

export type LinkPurpose = 'first' | 'invite' | 'reset';

const WORDING: Record<LinkPurpose, { subject: string; intro: string; action: string }> = {
  first: {
    subject: 'Set your Slotbook password',
    intro: 'Set the password you will sign in to the Slotbook dashboard with.',
    action: 'Set my password',
  },
  invite: {
    subject: 'You have been invited to Slotbook',
    intro: 'An account was created for you on Slotbook. Choose a password to sign in.',
    action: 'Choose my password',
  },
  reset: {
    subject: 'Reset your Slotbook password',
    intro:
      'Someone asked to reset the password of your Slotbook account. If it was not you, ignore this e-mail: your password stays as it is.',
    action: 'Reset my password',
  },
};

/** The e-mail that carries a one-time set-password link. */
export function passwordLinkMail(
  purpose: LinkPurpose,
  user: { login: string; display_name: string },
  link: string,
  validHours: number,
) {
  const w = WORDING[purpose];
  const hello = `Hello ${user.display_name || user.login},`;
  const validity = `The link works once, for ${validHours} hours. Your login is ${user.login}.`;
  return {
    subject: w.subject,
    text: `${hello}\n\n${w.intro}\n\n${w.action}: ${link}\n\n${validity}\n`,
    html:
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(w.intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(w.action)}</a></p>` +
      `<p>${escapeHtml(validity)}</p>`,
  };
}
