import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../auth/api/session';

export function DashboardPage() {
  const { user } = useSession();
  const firstName = user?.fullName.split(' ')[0];
  return <PageHeader title="Dashboard" description={firstName ? `Welcome, ${firstName}.` : undefined} />;
}
