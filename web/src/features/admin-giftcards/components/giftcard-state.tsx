import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { GIFT_CARD_STATE_TEXT } from '../giftcard-rules';
import type { GiftCardState } from '../types';

const VARIANT: Record<GiftCardState, BadgeVariant> = {
  active: 'success',
  disabled: 'outline',
  expired: 'default',
  usedUp: 'default',
};

/** Where a card stands: Active (green), Disabled, Expired, Used up. */
export function GiftCardStateBadge({ state }: { state: GiftCardState }) {
  return (
    <Badge variant={VARIANT[state]} data-state={state}>
      {GIFT_CARD_STATE_TEXT[state]}
    </Badge>
  );
}
