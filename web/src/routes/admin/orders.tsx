import { ComingSoon } from '../../components/coming-soon';

/** SPEC §2 admin orders: the list with details arrives with the admin screens. */
export default function AdminOrdersPage() {
  return <ComingSoon title="Orders">See every order, open its details and update its status.</ComingSoon>;
}
