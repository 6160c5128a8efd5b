export { copyMeta, deleteMetaOf, findMeta, listMetaOf, upsertMeta } from './meta.repo.js';
