import { MAX_SYNONYMS_LENGTH } from '../../../../../common/search-synonyms';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { CARD } from './settings-card';
import type { SettingsFormApi as Form } from './settings-form-schema';

/**
 * The "Search" card of Settings: the owner's search synonyms, one group a line ("MCB = miniature circuit
 * breaker"). A shopper's search for any of them finds products named with the others. Saved with the rest.
 */
export function SearchSynonymsSection({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <fieldset className={CARD}>
      <legend className="float-left mb-1 w-full text-lg font-semibold">Search</legend>
      <FormField
        id="settings-search-synonyms"
        label="Search synonyms"
        hint="One group a line: words or phrases that mean the same, separated by = (for example MCB = miniature circuit breaker). A search for any of them also finds products named with the others. Sizes are read as shoppers type them: 9 W, 9w and 9 watt are one size. Up to 200 lines."
        error={errors.searchSynonyms?.message}
      >
        {(a) => (
          <Textarea
            {...a}
            rows={8}
            maxLength={MAX_SYNONYMS_LENGTH}
            spellCheck={false}
            className="font-mono text-sm"
            {...form.register('searchSynonyms')}
          />
        )}
      </FormField>
    </fieldset>
  );
}
