import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function PlaygroundPage() {
  return <ComingSoon title="操练场" />;
}
