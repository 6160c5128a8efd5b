/** Routing in the browser under `/app`: the path is the state, links push it. */
import { useEffect, useState } from 'preact/hooks';

export const BASE = '/app';
const listeners = new Set<() => void>();

export function currentPath(): string {
  const path = location.pathname.startsWith(BASE) ? location.pathname.slice(BASE.length) : '/';
  return path.replace(/\/+$/, '') || '/';
}

export function navigate(path: string): void {
  history.pushState(null, '', BASE + path);
  listeners.forEach((listener) => listener());
  window.scrollTo(0, 0);
}

export function usePath(): string {
  const [path, setPath] = useState(currentPath());
  useEffect(() => {
    const update = () => setPath(currentPath());
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return path;
}

/** Plain clicks on a link navigate in the app; modified clicks open a tab as usual. */
export function onLinkClick(event: MouseEvent): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const target = event.currentTarget as HTMLAnchorElement;
  event.preventDefault();
  navigate(target.pathname.slice(BASE.length) || '/');
}
