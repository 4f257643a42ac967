/** The shop's settings (name, address, GSTIN, contact). The door of server/modules/settings: code outside it imports from here only. */
export { default as settingsRoutes } from './settings.routes';
export {
  getPublicSettings,
  getSearchSynonyms,
  getSettings,
  getShopName,
  type SiteSettings,
} from './settings.service';
