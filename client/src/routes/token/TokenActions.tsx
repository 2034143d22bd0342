import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ChatLinksMenu } from './ChatLinksMenu';

interface Props {
  tokenKey: string;
  onEdit: () => void;
  onDelete: () => void;
}

export function TokenActions({ tokenKey, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <ChatLinksMenu tokenKey={tokenKey} />
      <Tooltip title={t('编辑')}>
        <Button size="small" icon={<EditOutlined />} onClick={onEdit} aria-label={t('编辑')} data-testid="token-edit" />
      </Tooltip>
      <Popconfirm title={t('确定是否要删除此令牌？')} onConfirm={onDelete} okText={t('确定')} cancelText={t('取消')}>
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('删除')} data-testid="token-delete" />
      </Popconfirm>
    </Space>
  );
}
