/**
 * The layering of src/, checked by `npm run lint` (see docs/ARCHITECTURE.md, "Boundaries").
 *
 * Modules under src/modules/ are ranked from the bottom up; a module may import only modules
 * below it, and only through their door (index.ts). A subfolder with an index.ts inside a
 * module (bookings/create, calendars/events...) is a door of its own for its siblings.
 */
const MODULES = [
  'settings',
  'meta',
  'users',
  'availability',
  'payments',
  'calendars',
  'contacts',
  'outbox',
  'booking-events',
  'mail',
  'webhooks',
  'connections',
  'accounts',
  'oauth',
  'bookings',
  'mcp',
];

const layerRules = MODULES.map((name, rank) => ({
  name: `layer-${name}`,
  comment: `modules/${name} may import only modules ranked below it: ${MODULES.slice(0, rank).join(', ') || 'none'}`,
  severity: 'error',
  from: { path: `^src/modules/${name}/` },
  to: { path: `^src/modules/(${MODULES.slice(rank + 1).join('|') || '(?!)'})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Import cycles make initialization order fragile and layering meaningless.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'unknown-module',
      comment: 'Every folder under src/modules/ has a rank in .dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: `^src/modules/(?!(${MODULES.join('|')})/)` },
    },
    ...layerRules,
    {
      name: 'module-door',
      comment: 'Another module is reached only through its index.ts.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/[^/]+/.+',
        pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'module-door-from-outside',
      comment: 'Code outside src/modules/ reaches a module only through its index.ts.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/modules/' },
      to: { path: '^src/modules/[^/]+/.+', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'subfolder-door',
      comment:
        'Inside a module, a subfolder is reached from its siblings only through its index.ts.',
      severity: 'error',
      from: { path: '^src/modules/(bookings)/([^/]+)/' },
      to: {
        path: '^src/modules/$1/[^/]+/.+',
        pathNot: ['^src/modules/$1/$2/', '^src/modules/$1/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'subfolder-door-from-root',
      comment: "A module's own root files reach its subfolders only through their index.ts.",
      severity: 'error',
      from: { path: '^src/modules/(bookings)/[^/]+\\.ts$' },
      to: { path: '^src/modules/$1/[^/]+/.+', pathNot: '^src/modules/$1/[^/]+/index\\.ts$' },
    },
    {
      name: 'domain-is-pure',
      comment: 'domain/ is pure logic: no database, HTTP, modules, adapters or I/O libraries.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: {
        path: [
          '^src/(db|modules|http|infra|web|shared/sanitize)',
          '^src/(app|services|main|cli|bootstrap|config)\\.ts$',
          '^(node:)?(fs|net|http|https|child_process|dgram|dns|tls|worker_threads)$',
          'node_modules/(pg|better-sqlite3|kysely|ioredis|nodemailer|fastify)/',
        ],
      },
    },
    {
      name: 'shared-is-pure',
      comment: 'shared/ holds pure helpers that any layer may use; it imports no layer of its own.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(db|modules|http|infra|web|domain)/' },
    },
    {
      name: 'routes-never-touch-the-database',
      comment: 'Routes validate and call a service; repositories and the database stay behind it.',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: ['\\.repo\\.ts$', '^src/db/'] },
    },
    {
      name: 'edges-use-no-row-types',
      comment: "http/ and the pages' views speak in views and services, never in database rows.",
      severity: 'error',
      from: { path: ['^src/http/', '^src/web/.+\\.view\\.ts$'] },
      to: { path: '^src/db/(types|tables-[a-z]+)\\.ts$' },
    },
    {
      name: 'dashboard-speaks-http-only',
      comment:
        'The dashboard reaches the server only through the REST API: it imports no server code (its API types are generated into dashboard/).',
      severity: 'error',
      from: { path: '^dashboard/' },
      to: { path: '^(src|scripts|test|bench)/' },
    },
    {
      name: 'server-ignores-dashboard',
      comment:
        'The server serves the built dashboard as files; no server code imports its sources.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^dashboard/' },
    },
    {
      name: 'http-below-modules',
      comment: 'http/ is the edge every module builds on; it imports no module.',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: '^src/(modules|web)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    exclude: { path: '\\.test\\.ts$|\\.fixtures\\.ts$|^dashboard/vite\\.config\\.ts$' },
  },
};
