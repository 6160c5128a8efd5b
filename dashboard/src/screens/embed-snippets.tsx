/**
 * The three ways to put a booking page on another site, each with its snippet and a copy
 * button: inline (a frame that takes the page's height), a popup button, and a floating button
 * in the corner. All three use the server's `/embed.js`. Loaded only when a snippet is shown.
 */
import { CopyButton } from '../ui';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The snippets for the page at `url`, titled `title`. */
export function embedSnippets(url: string, title: string) {
  const script = `${new URL(url).origin}/embed.js`;
  const src = attribute(url);
  return [
    {
      key: 'inline',
      label: 'Inline: the booking page in the site’s own page',
      code: `<iframe data-slotbook src="${src}" style="width:100%;border:0" title="Book: ${attribute(title)}"></iframe>\n<script src="${script}" async></script>`,
    },
    {
      key: 'popup',
      label: 'Popup button: a button that opens the booking page over the site',
      code: `<button type="button" data-slotbook-popup="${src}">Book a time</button>\n<script src="${script}" async></script>`,
    },
    {
      key: 'floating',
      label: 'Floating button: a button in the corner of every page of the site',
      code: `<script src="${script}" data-slotbook-floating="${src}" data-label="Book a time" async></script>`,
    },
  ];
}

export default function EmbedSnippets({ url, title }: { url: string; title: string }) {
  return (
    <div class="embed-snippets">
      <p class="muted">
        The site must be allowed to show the booking page: add it under Booking page → Sites allowed
        to embed, or ask your administrator to add it to the server’s EMBED_ORIGINS (which allows it
        for every booking page). Elsewhere, visitors see a note with a link to the page instead.
      </p>
      {embedSnippets(url, title).map((snippet) => (
        <div key={snippet.key}>
          <label>
            {snippet.label}
            <textarea
              readOnly
              rows={3}
              value={snippet.code}
              onFocus={(e) => e.currentTarget.select()}
            />
          </label>
          <CopyButton
            text={snippet.code}
            label={`Copy the ${snippet.key} snippet`}
            failed="Copying failed: select the snippet and copy it."
          />
        </div>
      ))}
    </div>
  );
}
