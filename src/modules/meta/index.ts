export {
  copyMeta,
  deleteMetaOf,
  findMeta,
  findMetaValues,
  listMetaOf,
  upsertMeta,
} from './meta.repo.js';
export type { MetaWanted } from './meta.repo.js';
