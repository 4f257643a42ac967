import { ComingSoon } from '../../components/coming-soon';

/** SPEC §2 Estimator: filters, presets and the calculator arrive with the estimator screen. */
export default function EstimatorPage() {
  return (
    <ComingSoon title="Estimator">
      Work out a rough price for your job, with CGST and SGST, from our products and presets.
    </ComingSoon>
  );
}
