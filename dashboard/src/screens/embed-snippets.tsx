/**
 * The three ways to put a booking page on another site, each with its snippet and a copy
 * button: inline (a frame that takes the page's height), a popup button, and a floating button
 * in the corner. All three use the server's `/embed.js`. Loaded only when a snippet is shown.
 */
import { CopyButton } from '../ui';
import { embedSnippets } from './embed-code';

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
