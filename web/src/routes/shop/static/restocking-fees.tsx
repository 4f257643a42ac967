import type { ReturnsPolicy } from '../../../../../common/returns';
import type { Translate } from '../../../i18n/i18n';
import { fill } from '../../../components/words';
import { FAULTY_TEXT, restockingLines } from './returns-policy';
import type { StaticSection } from './static-page';

/** The restocking fees by condition, and that a faulty item pays none: the two refund policy pages say it alike. */
export function restockingFeesSection(p: ReturnsPolicy, t: Translate): StaticSection {
  return {
    heading: t('Restocking fees'),
    body: (
      <>
        <ul>
          {restockingLines(p, t).map(({ fee, condition }) => (
            <li key={condition}>
              {fill(t('{fee} for {condition}.', { condition }), { fee: <strong>{fee}</strong> })}
            </li>
          ))}
        </ul>
        <p>{t(FAULTY_TEXT)}</p>
      </>
    ),
  };
}
