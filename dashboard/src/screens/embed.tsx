/** The embed snippets, in a chunk of their own loaded when one is shown. */
import { lazy, Suspense } from 'preact/compat';
import { Loading } from '../ui';

const EmbedSnippets = lazy(() => import('./embed-snippets'));

export function Embed({ url, title }: { url: string; title: string }) {
  return (
    <Suspense fallback={<Loading what="the embed snippets" />}>
      <EmbedSnippets url={url} title={title} />
    </Suspense>
  );
}
