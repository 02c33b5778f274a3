import type account from './messages/en/account.json';
import type backoffice from './messages/en/backoffice.json';
import type brand from './messages/en/brand.json';
import type cart from './messages/en/cart.json';
import type catalog from './messages/en/catalog.json';
import type checkout from './messages/en/checkout.json';
import type common from './messages/en/common.json';
import type compare from './messages/en/compare.json';
import type content from './messages/en/content.json';
import type contentEditing from './messages/en/content-editing.json';
import type coupons from './messages/en/coupons.json';
import type editing from './messages/en/editing.json';
import type goods from './messages/en/goods.json';
import type home from './messages/en/home.json';
import type horeca from './messages/en/horeca.json';
import type languageNames from './messages/en/language-names.json';
import type lookbooks from './messages/en/lookbooks.json';
import type news from './messages/en/news.json';
import type orders from './messages/en/orders.json';
import type photos from './messages/en/photos.json';
import type prizes from './messages/en/prizes.json';
import type quotes from './messages/en/quotes.json';
import type reviews from './messages/en/reviews.json';
import type search from './messages/en/search.json';
import type shell from './messages/en/shell.json';
import type wallet from './messages/en/wallet.json';
import type wishlist from './messages/en/wishlist.json';

/**
 * Every message id, typed from the English catalogs (English is complete by rule). Messages live in
 * `messages/<locale>/<domain>.json`, one file per domain so features never edit each other's files;
 * a new domain adds its English file here.
 */
export type EnglishMessages = typeof common &
  typeof languageNames &
  typeof catalog &
  typeof shell &
  typeof home &
  typeof horeca &
  typeof quotes &
  typeof brand &
  typeof account &
  typeof search &
  typeof cart &
  typeof checkout &
  typeof orders &
  typeof compare &
  typeof wishlist &
  typeof news &
  typeof coupons &
  typeof wallet &
  typeof content &
  typeof contentEditing &
  typeof goods &
  typeof backoffice &
  typeof reviews &
  typeof prizes &
  typeof lookbooks &
  typeof photos &
  typeof editing;
