/**
 * The dashboard's build: Preact through esbuild's JSX transform, served by the server under
 * `/app/` from `dist/dashboard/`. The plugin below measures the initial JavaScript (the entry
 * chunk and everything it imports statically, not the lazily loaded calendar), prints it
 * gzipped and fails the build above the budget.
 */
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const BUDGET_BYTES = 200 * 1024;

function initialJsBudget(): Plugin {
  return {
    name: 'initial-js-budget',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file]] : [],
        ),
      );
      const initial = new Set<string>();
      const visit = (name: string) => {
        const chunk = chunks.get(name);
        if (!chunk || initial.has(name)) return;
        initial.add(name);
        chunk.imports.forEach(visit);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      let gzipped = 0;
      for (const name of initial) gzipped += gzipSync(chunks.get(name)!.code, { level: 9 }).length;
      const kb = (gzipped / 1024).toFixed(1);
      process.stdout.write(
        `Dashboard initial JS: ${kb} KB gzipped in ${initial.size} file(s) (budget ${BUDGET_BYTES / 1024} KB)\n`,
      );
      if (gzipped > BUDGET_BYTES) this.error(`initial JS ${kb} KB gzipped is over the budget`);
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/app/',
  publicDir: false,
  logLevel: 'warn',
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  build: {
    outDir: fileURLToPath(new URL('../dist/dashboard', import.meta.url)),
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: false,
  },
  plugins: [initialJsBudget()],
});
