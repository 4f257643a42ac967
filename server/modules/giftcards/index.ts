/**
 * Gift cards and store credit (issue 47, decision 033). The door of server/modules/giftcards: the owner's and the
 * buyer's routes, the expiry sweep, and what checkout, payments, cancellations and refunds use to take money from
 * a card and give it back, in their transaction.
 */
export { findCardForBuyer, GIFT_CARD_GUESS_LIMITS, WRONG_CODE_MESSAGE } from './card-lookup';
export { hashGiftCardCode, newGiftCardCode } from './giftcard-code';
export { startGiftCardExpiry, sweepExpiredGiftCards } from './giftcard-expiry';
export { giftCardMail } from './giftcard-mail';
export { giftCardAdminRoutes, giftCardShopRoutes } from './giftcards.routes';
export { buyerGiftCards, giftCardToApi } from './giftcards.service';
export {
  findCardByHash,
  findCardById,
  insertCard,
  linkToBuyer,
  moveBalance,
  type BalanceMove,
  type GiftCardRow,
} from './giftcards.repository';
export { creditStoreCredit, type StoreCredit, type StoreCreditOrder } from './store-credit';
export {
  amountDuePaise,
  CARD_SPENT_MESSAGE,
  cardForCheckout,
  giveBackOrderCard,
  spendCardOnOrder,
} from './order-card';
