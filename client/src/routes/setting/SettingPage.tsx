import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function SettingPage() {
  return <ComingSoon title="系统设置" />;
}
