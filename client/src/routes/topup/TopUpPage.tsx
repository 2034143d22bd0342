import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function TopUpPage() {
  return <ComingSoon title="钱包" />;
}
