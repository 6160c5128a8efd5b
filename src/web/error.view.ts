/** The pages' own answers for a missing or hidden page, and for anything that went wrong. */
import { html, type Html } from './html.js';
import { layout, type AssetUrls } from './layout.view.js';

const TEXTS: Readonly<Record<number, { title: string; text: string }>> = {
  404: {
    title: 'Page not found',
    text: 'This booking page does not exist, or the host does not share it right now.',
  },
  429: { title: 'Too many requests', text: 'Please wait a minute, then try again.' },
  500: { title: 'Something went wrong', text: 'Please try again in a moment.' },
};

export function errorPage(status: number, assets: AssetUrls): Html {
  const { title, text } = TEXTS[status] ?? TEXTS[500] ?? { title: '', text: '' };
  const body = html`<main id="main" class="error-page">
    <h1>${title}</h1>
    <p>${text}</p>
  </main>`;
  return layout({ title, assets, body, script: true });
}
