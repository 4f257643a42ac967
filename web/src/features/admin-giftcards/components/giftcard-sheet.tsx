import { FormSheet } from '../../../components/form-sheet';
import type { IssuedGiftCard } from '../types';
import { GiftCardForm } from './giftcard-form';

/** The "Issue a gift card" side sheet: closes once issued, and asks before dropping what was typed. */
export function GiftCardSheet({
  open,
  onOpenChange,
  onIssued,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onIssued: (card: IssuedGiftCard) => void;
}) {
  return (
    <FormSheet
      open={open}
      onOpenChange={onOpenChange}
      title="Issue a gift card"
      description="The code is shown to you once, and mailed to the recipient when you give their e-mail."
      formKey="new"
    >
      {(controls) => <GiftCardForm onIssued={onIssued} {...controls} />}
    </FormSheet>
  );
}
