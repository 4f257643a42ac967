import { ComingSoon } from '../../components/coming-soon';

/** SPEC §2 Account: the Orders and Address tabs arrive with the account screen. */
export default function AccountPage() {
  return <ComingSoon title="Your Account">Your orders and saved addresses will be shown here.</ComingSoon>;
}
