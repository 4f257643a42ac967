import type { ReturnsPolicy } from '../../../../../common/returns';
import { FAULTY_TEXT, restockingLines } from './returns-policy';
import type { StaticSection } from './static-page';

/** The restocking fees by condition, and that a faulty item pays none: the two refund policy pages say it alike. */
export function restockingFeesSection(p: ReturnsPolicy): StaticSection {
  return {
    heading: 'Restocking fees',
    body: (
      <>
        <ul>
          {restockingLines(p).map(({ fee, condition }) => (
            <li key={condition}>
              <strong>{fee}</strong> for {condition}.
            </li>
          ))}
        </ul>
        <p>{FAULTY_TEXT}</p>
      </>
    ),
  };
}
