import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until this screen is built.
export default function ChatPage() {
  return <ComingSoon title="聊天" />;
}
