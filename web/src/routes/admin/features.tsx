import { ComingSoon } from '../../components/coming-soon';

/** SPEC §2 admin features: clearing and purging slider images arrives with the admin screens. */
export default function AdminFeaturesPage() {
  return (
    <ComingSoon title="Slider Images">
      Clear all slider images or remove entries whose images no longer load.
    </ComingSoon>
  );
}
