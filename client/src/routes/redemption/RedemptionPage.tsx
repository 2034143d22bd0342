import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function RedemptionPage() {
  return <ComingSoon title="兑换码管理" />;
}
