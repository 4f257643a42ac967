import { useT } from '../../../i18n/i18n';
import { fill } from '../../../components/words';
import { StaticPage } from './static-page';

/** SPEC §9: warranty periods from 30 days to 1 year. */
export default function WarrantyPolicyPage() {
  const t = useT();
  return (
    <StaticPage
      title={t('Warranty Policy')}
      lead={
        <p>
          {fill(
            t(
              'Everything we sell is genuine and covered by a warranty of {period}, depending on the product.',
            ),
            { period: <strong>{t('30 days to 1 year')}</strong> },
          )}
        </p>
      }
      sections={[
        {
          heading: t('Warranty periods'),
          body: (
            <ul>
              <li>
                {fill(
                  t('{period}: pipe fittings, fasteners and accessories against manufacturing defects.'),
                  {
                    period: <strong>{t('30 days')}</strong>,
                  },
                )}
              </li>
              <li>
                {fill(t('{period}: switches, sockets and lighting.'), {
                  period: <strong>{t('6 months')}</strong>,
                })}
              </li>
              <li>
                {fill(
                  t(
                    "{period}: wires, MCBs, fans and appliances (or the manufacturer's warranty, if longer).",
                  ),
                  { period: <strong>{t('1 year')}</strong> },
                )}
              </li>
            </ul>
          ),
        },
        {
          heading: t('What is not covered'),
          body: (
            <p>
              {t(
                'Damage from wrong installation, voltage fluctuation, misuse, water or fire, and normal wear and tear.',
              )}
            </p>
          ),
        },
        {
          heading: t('Making a claim'),
          body: (
            <p>
              {t(
                "Contact us with your order ID, the invoice and photos of the problem. We repair, replace or refund the item, or pass the claim to the manufacturer's service centre.",
              )}
            </p>
          ),
        },
      ]}
    />
  );
}
