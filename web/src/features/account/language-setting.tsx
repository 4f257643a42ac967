import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, ProfileInput } from '../../../../common/contracts/auth';
import type { Lang } from '../../../../common/lang';
import { toast } from '../../components/ui/use-toast';
import { useT } from '../../i18n/i18n';
import { api, errorMessage } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useAuth } from '../../lib/session';
import { cn } from '../../lib/utils';

type Answer = { success: boolean; message: string; user: AuthUser };

/** PATCH /api/auth/profile: the language of the buyer's mails. */
export const saveLanguage = (input: ProfileInput) => api.patch<Answer>('/api/auth/profile', input);

/** Each language named in itself, so a reader of either finds theirs. */
const CHOICES: { lang: Lang; name: string }[] = [
  { lang: 'en', name: 'English' },
  { lang: 'hi', name: 'हिन्दी' },
];

/**
 * "Language for e-mails" on the account page (issue 50): the buyer's order, delivery, refund and wishlist mails
 * come in the language chosen here (first the page they registered on). Saved at once, with a toast; the signed-in
 * user in the cache takes the answer, so the choice shows what the server keeps. Nothing for a visitor.
 */
export function LanguageSetting() {
  const t = useT();
  const id = useId();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveLanguage,
    onSuccess: (res) => {
      queryClient.setQueryData(queryKeys.auth.me(), res.user);
      toast({ title: res.message });
    },
    onError: (error) =>
      toast({ title: errorMessage(error, t('Could not save your settings')), variant: 'destructive' }),
  });
  if (!user) return null;
  const current = save.isPending ? save.variables.language : (user.language ?? 'en');
  return (
    // A card like the account's other settings above it (gift cards, wishlist mails), not loose text under them.
    <div className="mt-6 rounded-lg border border-neutral-200 p-4">
      <fieldset className="space-y-2" aria-describedby={`${id}-hint`} disabled={save.isPending}>
        <legend className="text-base font-semibold text-neutral-900">{t('Language for e-mails')}</legend>
        <p id={`${id}-hint`} className="text-sm text-neutral-700">
          {t('Your order, delivery and refund mails come in this language.')}
        </p>
        <div className="flex flex-wrap gap-2">
          {CHOICES.map((c) => (
            <label
              key={c.lang}
              htmlFor={`${id}-${c.lang}`}
              lang={c.lang}
              className={cn(
                'flex min-h-11 min-w-32 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                current === c.lang
                  ? 'border-brand ring-2 ring-brand/30'
                  : 'border-neutral-200 hover:border-neutral-400',
              )}
            >
              <input
                id={`${id}-${c.lang}`}
                type="radio"
                name={`${id}-language`}
                value={c.lang}
                checked={current === c.lang}
                onChange={() => save.mutate({ language: c.lang })}
                className="size-5 shrink-0 accent-brand"
              />
              {c.name}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
