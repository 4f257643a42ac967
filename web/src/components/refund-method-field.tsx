import type { RefundPaymentMethod } from '../../../common/contracts/returns';
import { REFUND_CHOICE_HINT, REFUND_METHOD_TEXT } from './refund-state-badge';
import { Label } from './ui/label';
import { NativeSelect } from './ui/native-select';

/**
 * The owner's "Refund by" choice with a line on what it does: PhonePe for an order paid online, a UPI or bank
 * transfer the owner makes for cash on delivery, and store credit for either. The order dialog's refund form
 * and the Returns screen's refund step both use it.
 */
export function RefundMethodField({
  id,
  cod,
  value,
  onChange,
  hintClassName = 'text-sm text-neutral-600',
}: {
  id: string;
  cod: boolean;
  value: RefundPaymentMethod;
  onChange: (method: RefundPaymentMethod) => void;
  hintClassName?: string;
}) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>Refund by</Label>
      <NativeSelect
        id={id}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value as RefundPaymentMethod)}
      >
        {cod ? (
          <>
            <option value="upi">{REFUND_METHOD_TEXT.upi}</option>
            <option value="bank">{REFUND_METHOD_TEXT.bank}</option>
          </>
        ) : (
          <option value="provider">{REFUND_METHOD_TEXT.provider}</option>
        )}
        <option value="storeCredit">{REFUND_METHOD_TEXT.storeCredit}</option>
      </NativeSelect>
      <p id={`${id}-hint`} className={hintClassName}>
        {REFUND_CHOICE_HINT[value]}
      </p>
    </div>
  );
}
