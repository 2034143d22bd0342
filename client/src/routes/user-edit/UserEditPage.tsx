import { useParams } from 'react-router-dom';
import { UserManagement } from '../user/UserPage';
import { PersonalSettings } from '../personal/PersonalPage';

// /user/edit/{id}: the user list with that user's edit panel open; /user/edit: own settings.
export default function UserEditPage() {
  const { id } = useParams();
  const userId = Number(id);
  if (id && Number.isInteger(userId) && userId > 0) return <UserManagement editId={userId} />;
  return <PersonalSettings />;
}
