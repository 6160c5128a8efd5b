/** The e-mails of a change of address: the link to the new address, the notice to the old one. */
import { escapeHtml } from '../../shared/format.js';

interface Person {
  login: string;
  display_name: string;
}

const helloOf = (user: Person) => `Hello ${user.display_name || user.login},`;

function mailOf(subject: string, paragraphs: string[], action?: { label: string; link: string }) {
  const text = [...paragraphs.slice(0, 2), ...(action ? [`${action.label}: ${action.link}`] : [])];
  const html = paragraphs.slice(0, 2).map((p) => `<p>${escapeHtml(p)}</p>`);
  if (action)
    html.push(`<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`);
  for (const p of paragraphs.slice(2)) {
    text.push(p);
    html.push(`<p>${escapeHtml(p)}</p>`);
  }
  return { subject, text: `${text.join('\n\n')}\n`, html: html.join('') };
}

/** To the new address: the one-time link that applies the change. */
export function confirmEmailMail(user: Person, newEmail: string, link: string, hours: number) {
  return mailOf(
    'Confirm your new Slotbook e-mail address',
    [
      helloOf(user),
      `You asked to use ${newEmail} for your Slotbook account (login ${user.login}). Open this link to confirm it: your address changes only then.`,
      `The link works once, for ${hours} hours. If you did not ask for this, ignore this e-mail.`,
    ],
    { label: 'Confirm my new address', link },
  );
}

/** To the new address when another account already uses it: no link, nothing changes. */
export function addressTakenMail(newEmail: string) {
  return mailOf('Your Slotbook e-mail address', [
    'Hello,',
    `Someone asked to use ${newEmail} for a Slotbook account, but another account already uses this address, so nothing was changed.`,
    'If you did not ask for this, ignore this e-mail. To use this address for another account, first give the account that has it another address.',
  ]);
}

/** To the old address: a change was asked for, and how to keep the account if it was not you. */
export function changeRequestedMail(user: Person, newEmail: string) {
  return mailOf('A change of your Slotbook e-mail address was asked for', [
    helloOf(user),
    `Someone signed in to your Slotbook account (login ${user.login}) asked to change its e-mail address to ${newEmail}. The address changes only when the link mailed to the new address is opened.`,
    'If it was not you, change your password now: that also cancels the change.',
  ]);
}
