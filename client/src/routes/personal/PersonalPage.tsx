import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function PersonalPage() {
  return <ComingSoon title="个人设置" />;
}
