import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { PINCODE_RE } from '../../../../../common/text';
import type { ApiDeliveryCheck } from '../../../../../common/contracts/delivery';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api-client';
import { formatDeliveryDay } from '../../../../../common/delivery-dates';
import { cn } from '../../../lib/utils';
import { msg, useLang, useT, type Translate } from '../../../i18n/i18n';
import type { Lang } from '../../../../../common/lang';
import { deliveryCheckQuery } from '../api/check-delivery';

/** The last pincode checked, so the next product page checks it again by itself. */
export const DELIVERY_PINCODE_STORAGE_KEY = 'shop-delivery-pincode';

function savedPincode(): string | null {
  try {
    const saved = localStorage.getItem(DELIVERY_PINCODE_STORAGE_KEY);
    return saved && PINCODE_RE.test(saved) ? saved : null;
  } catch {
    return null; // Storage may be off (private mode): the shopper types it again.
  }
}

/** Another tab may check a pincode too. */
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** The remembered pincode in the browser after hydration; null on the server and while hydrating. */
const useRememberedPincode = () => useSyncExternalStore(subscribe, savedPincode, () => null);

function savePincode(pincode: string) {
  try {
    localStorage.setItem(DELIVERY_PINCODE_STORAGE_KEY, pincode);
  } catch {
    // Not remembered; nothing else depends on it.
  }
}

/**
 * What the check says: "Delivers to 440001 by Thu 3 Dec · Cash on delivery available", or why not. Whole
 * sentences, not pieces joined, so that each reads right in Hindi.
 */
export function deliveryCheckText(check: ApiDeliveryCheck, t: Translate, lang: Lang = 'en'): string {
  if (!check.serviceable) return check.message ?? t('Sorry, we do not deliver to this pincode yet.');
  const standard = check.options.find((o) => o.method === 'standard') ?? check.options[0];
  const { pincode } = check;
  if (!standard)
    return check.codAvailable
      ? t('Delivers to {pincode} · Cash on delivery available', { pincode })
      : t('Delivers to {pincode}', { pincode });
  const day = formatDeliveryDay(standard.to, lang);
  return check.codAvailable
    ? t('Delivers to {pincode} by {day} · Cash on delivery available', { pincode, day })
    : t('Delivers to {pincode} by {day}', { pincode, day });
}

// The form's own problems, shown through t() (the address form's wording for a pincode).
const PINCODE_REQUIRED = msg('Pincode is required');
const PINCODE_INVALID = msg('Pincode must be 6 digits');

/**
 * The product page's pincode check: a 6-digit pincode and Check, answered in a status line. The last
 * pincode is remembered in this browser and checked again on the next product page; it is read after
 * hydration, so the server's HTML and the browser's first render are the same.
 */
export function DeliveryCheck({ className }: { className?: string }) {
  const id = useId();
  const inputId = `${id}-pincode`;
  const statusId = `${id}-status`;
  const remembered = useRememberedPincode();
  const t = useT();
  const lang = useLang();
  // Until the shopper types or checks, the remembered pincode is in the box and checked.
  const [typed, setTyped] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pincode = problem === null ? (chosen ?? remembered) : null;
  const check = useQuery({ ...deliveryCheckQuery(pincode ?? ''), enabled: pincode !== null });

  const refused = check.error instanceof ApiError && check.error.status === 400 ? check.error.message : null;

  useEffect(() => {
    if (check.data) savePincode(check.data.pincode);
  }, [check.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The address form's rule, without zod on the product page: 6 digits, spaces around ignored.
    const entered = (typed ?? remembered ?? '').trim();
    if (!PINCODE_RE.test(entered)) {
      setProblem(entered ? PINCODE_INVALID : PINCODE_REQUIRED);
      return;
    }
    setProblem(null);
    setChosen(entered);
    // Asked again after a failure to answer.
    if (entered === pincode && check.isError && !refused) void check.refetch();
  }

  const invalid = problem !== null || refused !== null;
  const answer =
    (problem === null ? null : t(problem)) ??
    (pincode === null
      ? null
      : check.data
        ? deliveryCheckText(check.data, t, lang)
        : check.isError
          ? (refused ?? t('Could not check delivery. Please try again.'))
          : t('Checking…'));
  const served = problem === null && pincode !== null ? check.data?.serviceable : undefined;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className={cn('grid gap-2 rounded-lg border border-neutral-200 bg-neutral-50 p-3', className)}
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <Truck className="size-4 shrink-0 text-neutral-600" aria-hidden="true" />
        {t('Check delivery')}
      </h2>
      <div className="grid gap-1.5">
        <Label htmlFor={inputId}>{t('Pincode')}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder={t('6-digit pincode')}
            className="h-11 min-w-0 flex-1"
            value={typed ?? remembered ?? ''}
            aria-invalid={invalid || undefined}
            aria-describedby={statusId}
            onChange={(e) => setTyped(e.target.value.replace(/\D/g, '').slice(0, 6))}
          />
          <Button type="submit" variant="outline" className="h-11 shrink-0 px-5">
            {t('Check')}
          </Button>
        </div>
      </div>
      <p
        id={statusId}
        role="status"
        // Always there (an empty one takes no room), so that each answer is announced.
        className={cn(
          'text-sm empty:sr-only',
          invalid
            ? 'text-red-700'
            : served === true
              ? 'font-medium text-emerald-800'
              : served === false
                ? 'text-amber-900'
                : 'text-neutral-700',
        )}
      >
        {answer}
      </p>
    </form>
  );
}
