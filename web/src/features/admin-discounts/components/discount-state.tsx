import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { DISCOUNT_STATE_TEXT, type DiscountState } from '../discount-rules';

const VARIANT: Record<DiscountState, BadgeVariant> = {
  active: 'success',
  paused: 'outline',
  scheduled: 'warning',
  expired: 'default',
  usedUp: 'default',
};

/** Where a code stands: Active (green), Scheduled, Paused, Expired, Used up. */
export function DiscountStateBadge({ state }: { state: DiscountState }) {
  return (
    <Badge variant={VARIANT[state]} data-state={state}>
      {DISCOUNT_STATE_TEXT[state]}
    </Badge>
  );
}
