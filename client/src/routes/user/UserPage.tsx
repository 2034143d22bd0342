import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function UserPage() {
  return <ComingSoon title="用户管理" />;
}
