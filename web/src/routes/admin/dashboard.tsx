import { ComingSoon } from '../../components/coming-soon';

/** SPEC §2 admin dashboard: slider image upload and list arrive with the admin screens. */
export default function AdminDashboardPage() {
  return (
    <ComingSoon title="Dashboard">
      Upload slider images for the shop home page and see the current ones here.
    </ComingSoon>
  );
}
