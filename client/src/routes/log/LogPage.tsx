import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function LogPage() {
  return <ComingSoon title="使用日志" />;
}
