export { addressesQuery, useAddresses } from './api/get-addresses';
export { AddressBook } from './components/address-book';
