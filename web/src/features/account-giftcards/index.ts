export { AccountGiftCards, myGiftCardsQuery } from './account-giftcards';
