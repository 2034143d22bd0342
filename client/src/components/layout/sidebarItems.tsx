import type { ReactNode } from 'react';
import {
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CommentOutlined,
  CreditCardOutlined,
  FileTextOutlined,
  GiftOutlined,
  KeyOutlined,
  PictureOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Status, StoredUser } from '../../lib/storage';
import { isAdmin } from '../../lib/storage';

// The sidebar of spec 002 §2 Navigation, as data; labels are translated where rendered.
export interface NavItem {
  key: string;
  label: string;
  icon?: ReactNode;
  children?: NavItem[];
  group?: boolean;
}

export function sidebarItems(status: Status, user: StoredUser | null): NavItem[] {
  const chats = (Array.isArray(status.chats) ? status.chats : []).map((entry, i) => ({
    key: `/chat/${i}`,
    label: Object.keys(entry)[0] ?? `Chat ${i}`,
  }));
  const items: NavItem[] = [{ key: '/playground', label: '操练场', icon: <AppstoreOutlined /> }];
  if (chats.length) items.push({ key: 'chat', label: '聊天', icon: <CommentOutlined />, children: chats });
  items.push({
    key: 'console',
    label: '控制台',
    group: true,
    children: [
      ...(status.enable_data_export ? [{ key: '/detail', label: '数据看板', icon: <BarChartOutlined /> }] : []),
      { key: '/token', label: 'API令牌', icon: <KeyOutlined /> },
      { key: '/log', label: '使用日志', icon: <FileTextOutlined /> },
      ...(status.enable_drawing ? [{ key: '/midjourney', label: '绘图日志', icon: <PictureOutlined /> }] : []),
      ...(status.enable_task ? [{ key: '/task', label: '任务日志', icon: <ScheduleOutlined /> }] : []),
    ],
  });
  if (isAdmin(user)) {
    items.push({
      key: 'admin',
      label: '管理员',
      group: true,
      children: [
        { key: '/channel', label: '渠道', icon: <ApiOutlined /> },
        { key: '/redemption', label: '兑换码管理', icon: <GiftOutlined /> },
        { key: '/user', label: '用户管理', icon: <TeamOutlined /> },
        { key: '/setting', label: '系统设置', icon: <SettingOutlined /> },
      ],
    });
  }
  items.push({
    key: 'personal',
    label: '个人中心',
    group: true,
    children: [
      { key: '/topup', label: '钱包', icon: <CreditCardOutlined /> },
      { key: '/personal', label: '个人设置', icon: <UserOutlined /> },
    ],
  });
  return items;
}
