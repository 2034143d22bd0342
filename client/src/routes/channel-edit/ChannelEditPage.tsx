import { useParams } from 'react-router-dom';
import { ChannelManagement } from '../channel/ChannelPage';

// /channel/add and /channel/edit/{id}: the channel list with the edit drawer open.
export default function ChannelEditPage() {
  const { id } = useParams();
  const n = Number(id);
  return id && Number.isInteger(n) && n > 0 ? <ChannelManagement editId={n} /> : <ChannelManagement adding />;
}
