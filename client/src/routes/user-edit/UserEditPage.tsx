import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function UserEditPage() {
  return <ComingSoon title="编辑用户" />;
}
