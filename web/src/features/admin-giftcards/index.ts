export { useAdminGiftCards } from './api/giftcards';
export { GiftCardCodeDialog } from './components/giftcard-code-dialog';
export { GiftCardDetailSheet } from './components/giftcard-detail-sheet';
export { GiftCardSheet } from './components/giftcard-sheet';
export { GiftCardStateBadge } from './components/giftcard-state';
export { giftCardDayText, giftCardWhenText, GIFT_CARD_STATE_TEXT } from './giftcard-rules';
export type { AdminGiftCard, IssuedGiftCard } from './types';
