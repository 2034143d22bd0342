import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function PricingPage() {
  return <ComingSoon title="定价" />;
}
