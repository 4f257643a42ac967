import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Banknote, PackageCheck, Truck, Undo2 } from 'lucide-react';
import { CashCollectedBody, type AdminOrder } from '../../../../../common/contracts/admin';
import { indiaDay } from '../../../../../common/delivery';
import { formatINR } from '../../../../../common/money';
import { useConfirm } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useMarkCashCollected } from '../api/mark-cash-collected';
import {
  useUpdateOrderStatus,
  type AdminSettableStatus,
  type StatusExtras,
} from '../api/update-order-status';
import { InlineForm, issuesByField } from './inline-form';
import {
  DispatchFields,
  EMPTY_DISPATCH,
  checkDispatch,
  type DispatchErrors,
  type DispatchValues,
} from './dispatch-form';

/** The day in India (yyyy-mm-dd) at `at`: what the cash-collected form and the server count in. */
export const indiaIsoDay = (at: Date) => indiaDay(at).toISOString().slice(0, 10);

/** The steps' buttons: on a phone their labels wrap rather than widen the dialog. */
const WRAP = 'h-auto min-h-10 whitespace-normal text-left';

/** Asked before a refused parcel is taken back: it cannot be undone. */
export const refusedQuestion = (orderNumber: string) =>
  `Parcel refused: return order ${orderNumber} to the shop?`;

/** Where a cash-on-delivery order stands, and the owner's next step from there (null: nothing left to do). */
export type CodStep = 'confirm' | 'dispatch' | 'deliver' | null;

export function codStepOf(
  order: Pick<AdminOrder, 'paymentMethod' | 'paymentStatus' | 'orderStatus'>,
): CodStep {
  if (order.paymentMethod !== 'cod' || order.paymentStatus === 'paid') return null;
  switch (order.orderStatus) {
    case 'pending':
    case 'confirmed':
      return 'confirm';
    case 'inProcess':
      return 'dispatch';
    case 'inShipping':
      return 'deliver';
    default:
      return null;
  }
}

const STEP_TEXT: Record<Exclude<CodStep, null>, string> = {
  confirm: 'A new cash-on-delivery order. Check the stock and the address, then confirm it.',
  dispatch: 'Confirmed. Pack it and dispatch it: dispatching issues the GST invoice.',
  deliver:
    'On its way. When it is delivered, record the cash you collected. If the buyer refuses the parcel, return it to the shop.',
};

type FieldErrors = Partial<Record<'amount' | 'collectedOn', string>>;

/** The cash taken at the door: the amount (the order's total) and the day, both editable. */
function CashCollectedForm({ order, onCancel }: { order: AdminOrder; onCancel: () => void }) {
  const id = useId();
  const today = indiaIsoDay(new Date());
  const [amount, setAmount] = useState(String(order.totalAmount));
  const [collectedOn, setCollectedOn] = useState(today);
  const [errors, setErrors] = useState<FieldErrors>({});
  const amountRef = useRef<HTMLInputElement>(null);
  const collect = useMarkCashCollected();

  useEffect(() => amountRef.current?.focus(), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = amount.trim();
    const parsed = CashCollectedBody.safeParse({
      amount: typed === '' ? undefined : Number(typed),
      collectedOn,
    });
    if (!parsed.success) {
      const next: FieldErrors = issuesByField(parsed.error.issues, ['amount', 'collectedOn'] as const);
      setErrors(next);
      (next.amount ? amountRef.current : document.getElementById(`${id}-on`))?.focus();
      return;
    }
    setErrors({});
    try {
      const res = await collect.mutateAsync({ id: order._id, ...parsed.data });
      toast({ title: res.message });
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, 'Failed to record the cash collected') });
    }
  }

  return (
    <InlineForm
      id={id}
      title="Cash collected at the door"
      onSubmit={onSubmit}
      submitLabel="Record cash collected"
      submitIcon={<Banknote aria-hidden="true" />}
      submitClassName={WRAP}
      busy={collect.isPending}
      onCancel={onCancel}
    >
      <TextField
        ref={amountRef}
        id={`${id}-amount`}
        label="Cash collected (₹)"
        hint={`The order’s total: ${formatINR(order.totalAmount)}.`}
        error={errors.amount}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextField
        id={`${id}-on`}
        label="Collected on"
        hint="The day in India the buyer paid."
        error={errors.collectedOn}
        type="date"
        min={indiaIsoDay(new Date(order.orderDate))}
        max={today}
        value={collectedOn}
        onChange={(e) => setCollectedOn(e.target.value)}
      />
    </InlineForm>
  );
}

/**
 * The next steps of a cash-on-delivery order, by its state: confirm it, dispatch it (which
 * issues the invoice), then record the cash collected at the door, or take back a refused parcel (its
 * stock returns and a credit note cancels the invoice). Nothing once it is paid or ended.
 */
export function CodSteps({ order }: { order: AdminOrder }) {
  const step = codStepOf(order);
  const update = useUpdateOrderStatus();
  const { confirm, dialog } = useConfirm();
  const [collecting, setCollecting] = useState(false);
  const deliveredButton = useRef<HTMLButtonElement>(null);
  // Dispatching takes the courier and the AWB, unless the order has them already.
  const [dispatch, setDispatch] = useState<DispatchValues>(EMPTY_DISPATCH);
  const [dispatchErrors, setDispatchErrors] = useState<DispatchErrors>({});
  if (!step) return null;

  async function setStatus(orderStatus: AdminSettableStatus, fallback: string, extras: StatusExtras = {}) {
    try {
      const res = await update.mutateAsync({ id: order._id, orderStatus, ...extras });
      toast({ title: res.message });
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, fallback) });
    }
  }

  async function onDispatch(event: FormEvent) {
    event.preventDefault();
    if (order.shipment) return setStatus('inShipping', 'Failed to dispatch the order');
    const checked = checkDispatch(dispatch);
    if (!checked.ok) {
      setDispatchErrors(checked.errors);
      const first = (['courier', 'trackingNumber', 'trackingUrl'] as const).find((f) => checked.errors[f]);
      if (first)
        document
          .getElementById(
            {
              courier: 'cod-dispatch-courier',
              trackingNumber: 'cod-dispatch-awb',
              trackingUrl: 'cod-dispatch-url',
            }[first],
          )
          ?.focus();
      return;
    }
    setDispatchErrors({});
    await setStatus('inShipping', 'Failed to dispatch the order', checked.body);
  }

  async function onRefused() {
    const ok = await confirm({
      title: refusedQuestion(order.orderNumber),
      description: `The order is rejected and its items go back into stock.${order.invoiceNumber ? ` A credit note cancels invoice ${order.invoiceNumber}.` : ''} This cannot be undone.`,
      confirmLabel: 'Return to shop',
      destructive: true,
    });
    if (ok) await setStatus('rejected', 'Failed to return the order');
  }

  return (
    <section
      aria-labelledby="cod-steps"
      className="grid gap-3 rounded-md border border-orange-200 bg-orange-50 p-3 text-sm"
    >
      <h3 id="cod-steps" className="font-semibold">
        Cash on delivery: next step
      </h3>
      <p className="text-neutral-800">{STEP_TEXT[step]}</p>
      {step === 'confirm' ? (
        <div>
          <Button
            variant="dark"
            busy={update.isPending}
            icon={<PackageCheck aria-hidden="true" />}
            onClick={() => void setStatus('inProcess', 'Failed to confirm the order')}
          >
            Confirm order
          </Button>
        </div>
      ) : step === 'dispatch' ? (
        <form noValidate aria-label="Dispatch" className="grid gap-3" onSubmit={(e) => void onDispatch(e)}>
          {order.shipment ? null : (
            <DispatchFields
              idPrefix="cod-dispatch"
              values={dispatch}
              errors={dispatchErrors}
              onChange={setDispatch}
            />
          )}
          <div>
            <Button type="submit" variant="dark" busy={update.isPending} icon={<Truck aria-hidden="true" />}>
              Dispatch
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={deliveredButton}
              variant="dark"
              className={WRAP}
              icon={<Banknote aria-hidden="true" />}
              aria-expanded={collecting}
              onClick={() => setCollecting(true)}
              disabled={update.isPending}
            >
              Mark delivered — cash collected
            </Button>
            <Button
              variant="outline"
              className={`text-red-700 hover:bg-red-50 ${WRAP}`}
              busy={update.isPending}
              icon={<Undo2 aria-hidden="true" />}
              onClick={() => void onRefused()}
            >
              Parcel refused (return to shop)
            </Button>
          </div>
          {collecting ? (
            <CashCollectedForm
              order={order}
              onCancel={() => {
                setCollecting(false);
                deliveredButton.current?.focus();
              }}
            />
          ) : null}
        </>
      )}
      {dialog}
    </section>
  );
}
