import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function TokenPage() {
  return <ComingSoon title="API令牌" />;
}
