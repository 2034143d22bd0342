import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function MidjourneyPage() {
  return <ComingSoon title="绘图日志" />;
}
