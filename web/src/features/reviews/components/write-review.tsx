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

/** SPEC §3/§5: a rating from 1 to 5 and a message; Submit stays disabled while the message is blank. */
export function canSubmitReview(message: string, rating: number, busy: boolean): boolean {
  return message.trim().length > 0 && rating >= 1 && rating <= 5 && !busy;
}

const LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** The form itself, for a signed-in customer (ReviewForm decides who sees it). */
export default function WriteReview({ productId }: { productId: string }) {
  const { user } = useAuth();
  const [rating, setRating] = useState(5);
  const [message, setMessage] = useState('');
  const mutation = useAddReview();
  const idBase = `review-${productId}`;
  const why = useDisabledReason(message.trim() ? null : 'Write your review to submit it');

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
      toast({ title: res.message || 'Review added successfully' });
      setMessage('');
    } catch (error) {
      toast({ title: 'Failed to add review', description: errorMessage(error, ''), variant: 'destructive' });
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-3 rounded-lg border border-neutral-200 p-3"
      aria-label="Write a review"
    >
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-neutral-800">Your rating</legend>
        <div className="flex items-center gap-1" role="radiogroup" aria-label="Rating">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer rounded focus-within:ring-2 focus-within:ring-brand">
              <input
                type="radio"
                name={`${idBase}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
                aria-label={`${n} star${n > 1 ? 's' : ''}: ${LABELS[n - 1]}`}
              />
              <Star
                className={cn('size-7', n <= rating ? 'fill-amber-500 text-amber-500' : 'text-neutral-300')}
                aria-hidden="true"
              />
            </label>
          ))}
          <span className="ml-2 text-sm text-neutral-700" aria-hidden="true">
            {LABELS[rating - 1]}
          </span>
        </div>
      </fieldset>
      <div className="grid gap-1.5">
        <div className="flex items-baseline">
          <Label htmlFor={`${idBase}-message`}>Your review</Label>
          <RequiredMark />
        </div>
        <Textarea
          id={`${idBase}-message`}
          aria-required
          value={message}
          maxLength={MAX_REVIEW_LENGTH}
          onChange={(e) => setMessage(e.target.value)}
          placeholder="What did you like or dislike?"
          rows={3}
        />
      </div>
      <Button
        type="submit"
        disabled={!canSubmitReview(message, rating, mutation.isPending)}
        aria-describedby={why.describedBy}
        className="justify-self-start"
      >
        {mutation.isPending ? 'Submitting…' : 'Submit'}
      </Button>
      {why.note}
    </form>
  );
}
