import type catalog from './messages/en/catalog.json';
import type common from './messages/en/common.json';

/**
 * Every message id, typed from the English catalogs (English is complete by rule). Messages live in
 * `messages/<locale>/<domain>.json`, one file per domain so features never edit each other's files;
 * a new domain adds its English file here.
 */
export type EnglishMessages = typeof common & typeof catalog;
