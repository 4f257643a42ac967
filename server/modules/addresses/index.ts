/** The customer's delivery addresses. The door of server/modules/addresses: code outside it imports from here only. */
export { default as addressRoutes } from './addresses.routes';
export { findUserAddress, getUserAddress, listAddresses } from './addresses.service';
