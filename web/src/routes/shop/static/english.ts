import { translate, type Translate } from '../../../i18n/i18n';

/**
 * The policy words' default `t`: the English text itself, its values put in. The helpers take the page's `t`
 * (a Hindi page's words); called without one, as the English pages' tests do, they say the English.
 */
export const english: Translate = (text, vars) => translate({}, text, vars);
