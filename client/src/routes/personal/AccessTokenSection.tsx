import { useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { CopyOutlined, KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../components/usage/copy';
import { toast } from '../../lib/toast';
import { useGenerateAccessTokenMutation } from './useGenerateAccessTokenMutation';

/** A new system access token for the management API, shown once with a copy button. */
export function AccessTokenSection() {
  const { t } = useTranslation();
  const copy = useCopy();
  const [commit, busy] = useGenerateAccessTokenMutation();
  const [token, setToken] = useState('');
  const generate = () =>
    commit({
      variables: {},
      onCompleted: (d, errors) => {
        if (errors?.length) return toast.error(errors[0].message);
        setToken(d.generateAccessToken);
        void copy(d.generateAccessToken, '令牌已重置并已复制到剪贴板');
      },
      onError: (e) => toast.error(e.message),
    });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('用于 API 调用的身份验证令牌，请妥善保管')}</Typography.Text>
      <Button icon={<KeyOutlined />} loading={busy} onClick={generate} data-testid="generate-access-token">
        {t('生成系统访问令牌')}
      </Button>
      {token && (
        <Space.Compact style={{ width: '100%' }}>
          <Input value={token} readOnly data-testid="access-token" />
          <Button icon={<CopyOutlined />} onClick={() => void copy(token)}>
            {t('复制')}
          </Button>
        </Space.Compact>
      )}
    </Space>
  );
}
