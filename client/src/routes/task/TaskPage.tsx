import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function TaskPage() {
  return <ComingSoon title="任务日志" />;
}
