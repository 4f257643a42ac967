/** The gift cards' API as the server's contracts define it (issue 47): amounts in rupees, dates ISO. */
export {
  GIFT_CARD_RECIPIENT_NAME_MAX,
  type ApiGiftCard as AdminGiftCard,
  type ApiGiftCardDetail as AdminGiftCardDetail,
  type ApiGiftCardEntry as AdminGiftCardEntry,
  type ApiIssuedGiftCard as IssuedGiftCard,
  type GiftCardEntryKind,
  type GiftCardIssueInput,
  type GiftCardState,
  type GiftCardUpdateInput,
} from '../../../../common/contracts/giftcards';
