import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function ChannelEditPage() {
  return <ComingSoon title="编辑渠道" />;
}
