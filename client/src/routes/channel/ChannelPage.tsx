import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function ChannelPage() {
  return <ComingSoon title="渠道" />;
}
