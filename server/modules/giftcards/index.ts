/**
 * Gift cards and store credit (issue 47, decision 033). The door of server/modules/giftcards: what checkout,
 * payments, cancellations and refunds use to take money from a card and give it back, in their transaction.
 */
export { findCardForBuyer, GIFT_CARD_GUESS_LIMITS, WRONG_CODE_MESSAGE } from './card-lookup';
export { hashGiftCardCode, newGiftCardCode } from './giftcard-code';
export {
  findCardByHash,
  findCardById,
  insertCard,
  moveBalance,
  type BalanceMove,
  type GiftCardRow,
} from './giftcards.repository';
export {
  amountDuePaise,
  CARD_SPENT_MESSAGE,
  cardForCheckout,
  giveBackOrderCard,
  spendCardOnOrder,
} from './order-card';
