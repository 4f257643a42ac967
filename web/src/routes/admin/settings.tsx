import { ComingSoon } from '../../components/coming-soon';

/** SPEC §2 admin settings: the site settings form arrives with the admin screens. */
export default function AdminSettingsPage() {
  return (
    <ComingSoon title="Settings">
      Edit the company name, address, GST number, tax rates, invoice note and estimator options.
    </ComingSoon>
  );
}
