import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function DetailPage() {
  return <ComingSoon title="数据看板" />;
}
