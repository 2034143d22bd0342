import { useState } from 'react';
import { Button, Image, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import type { StoredUser } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { useUser } from '../../user/UserContext';

/** QR code of the WeChat account; the code it sends back logs the user in. */
export function WeChatLoginModal({ open, qrcode, onClose }: { open: boolean; qrcode?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { login } = useUser();
  const navigate = useNavigate();
  const submit = async () => {
    if (!code) return toast.error('请输入验证码');
    setBusy(true);
    try {
      const r = await api.get<StoredUser>(`/api/oauth/wechat?code=${encodeURIComponent(code)}`);
      if (r.success) {
        login(r.data);
        toast.success('登录成功！');
        navigate('/');
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={t('微信扫码登录')} onCancel={onClose} footer={null}>
      <Space orientation="vertical" align="center" style={{ width: '100%' }}>
        {qrcode && <Image src={qrcode} width={200} preview={false} />}
        <Typography.Text type="secondary">{t('微信扫码关注公众号，输入「验证码」获取验证码（三分钟内有效）')}</Typography.Text>
        <Space.Compact style={{ width: 280 }}>
          <Input placeholder={t('验证码')} value={code} onChange={(e) => setCode(e.target.value)} onPressEnter={submit} />
          <Button type="primary" loading={busy} onClick={submit}>
            {t('登录')}
          </Button>
        </Space.Compact>
      </Space>
    </Modal>
  );
}
