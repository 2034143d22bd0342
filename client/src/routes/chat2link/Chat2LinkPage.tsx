import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function Chat2LinkPage() {
  return <ComingSoon title="聊天" />;
}
