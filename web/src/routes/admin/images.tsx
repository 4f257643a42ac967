import { ComingSoon } from '../../components/coming-soon';

/** SPEC §2 admin images: the gallery with selection arrives with the admin screens. */
export default function AdminImagesPage() {
  return (
    <ComingSoon title="Image Gallery">
      Browse uploaded images, select several and delete them, and clean up blank images.
    </ComingSoon>
  );
}
