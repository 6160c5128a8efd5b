/** The embed snippets of a booking page: plain strings, no imports (the tests use them too). */
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
