import { useState, type FormEvent } from 'react';
import { Star } from 'lucide-react';
import { MAX_REVIEW_LENGTH } from '../../../../../common/review-rules';
import { Button } from '../../../components/ui/button';
import { useDisabledReason } from '../../../components/ui/disabled-reason';
import { RequiredMark } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/utils';
import { useAuth } from '../../../lib/session';
import { useAddReview } from '../api/add-review';
import { msg, useT } from '../../../i18n/i18n';

/** SPEC §3/§5: a rating from 1 to 5 and a message; Submit stays disabled while the message is blank. */
export function canSubmitReview(message: string, rating: number, busy: boolean): boolean {
  return message.trim().length > 0 && rating >= 1 && rating <= 5 && !busy;
}

const LABELS = [msg('Poor'), msg('Fair'), msg('Good'), msg('Very good'), msg('Excellent')];

/** The form itself, for a signed-in customer (ReviewForm decides who sees it). */
export default function WriteReview({ productId }: { productId: string }) {
  const { user } = useAuth();
  const t = useT();
  const [rating, setRating] = useState(5);
  const [message, setMessage] = useState('');
  const mutation = useAddReview();
  const idBase = `review-${productId}`;
  const why = useDisabledReason(message.trim() ? null : t('Write your review to submit it'));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user || !canSubmitReview(message, rating, mutation.isPending)) return;
    try {
      const res = await mutation.mutateAsync({
        productId,
        userId: user.id,
        userName: user.userName,
        reviewMessage: message.trim(),
        reviewValue: rating,
      });
      toast({ title: res.message || t('Review added successfully') });
      setMessage('');
    } catch (error) {
      toast({
        title: t('Failed to add review'),
        description: errorMessage(error, ''),
        variant: 'destructive',
      });
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-3 rounded-lg border border-neutral-200 p-3"
      aria-label={t('Write a review')}
    >
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-neutral-800">{t('Your rating')}</legend>
        <div className="flex items-center gap-1" role="radiogroup" aria-label={t('Rating')}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer rounded focus-within:ring-2 focus-within:ring-brand">
              <input
                type="radio"
                name={`${idBase}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
                aria-label={
                  n > 1
                    ? t('{count} stars: {label}', { count: n, label: t(LABELS[n - 1]) })
                    : t('{count} star: {label}', { count: n, label: t(LABELS[n - 1]) })
                }
              />
              <Star
                className={cn('size-7', n <= rating ? 'fill-amber-500 text-amber-500' : 'text-neutral-300')}
                aria-hidden="true"
              />
            </label>
          ))}
          <span className="ml-2 text-sm text-neutral-700" aria-hidden="true">
            {t(LABELS[rating - 1])}
          </span>
        </div>
      </fieldset>
      <div className="grid gap-1.5">
        <div className="flex items-baseline">
          <Label htmlFor={`${idBase}-message`}>{t('Your review')}</Label>
          <RequiredMark />
        </div>
        <Textarea
          id={`${idBase}-message`}
          aria-required
          value={message}
          maxLength={MAX_REVIEW_LENGTH}
          onChange={(e) => setMessage(e.target.value)}
          placeholder={t('What did you like or dislike?')}
          rows={3}
        />
      </div>
      <Button
        type="submit"
        disabled={!canSubmitReview(message, rating, mutation.isPending)}
        aria-describedby={why.describedBy}
        className="justify-self-start"
      >
        {mutation.isPending ? t('Submitting…') : t('Submit')}
      </Button>
      {why.note}
    </form>
  );
}
