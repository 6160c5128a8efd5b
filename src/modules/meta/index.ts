export {
  copyMeta,
  deleteMetaOf,
  findMeta,
  findMetaValues,
  listMetaOf,
  upsertMeta,
} from './meta.repo.js';
