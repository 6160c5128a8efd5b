export { findSetting, insertSettingIfAbsent } from './settings.repo.js';
