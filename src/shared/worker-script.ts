/**
 * The script of a worker thread: the compiled `.js` beside the module that starts it, or, when
 * Slotbook runs from its TypeScript sources (tests, benchmarks), the `.ts` through the same
 * TypeScript loader. `here` is the starting module's `import.meta.url`, `name` the worker's file
 * name without its extension.
 */
export function workerScript(here: string, name: string): URL {
  if (!here.endsWith('.ts')) return new URL(`./${name}.js`, here);
  const source = new URL(`./${name}.ts`, here).href;
  const loader = import.meta.resolve('tsx/esm/api');
  const boot =
    `const { register } = await import(${JSON.stringify(loader)}); register();` +
    `await import(${JSON.stringify(source)});`;
  return new URL('data:text/javascript,' + encodeURIComponent(boot));
}
