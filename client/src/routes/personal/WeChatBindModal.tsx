import { useState } from 'react';
import { Button, Image, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';

/** WeChat binding: the QR code's account replies with a code (GraphQL has no bind call for it). */
export function WeChatBindModal({ open, qrcode, onClose, onBound }: { open: boolean; qrcode?: string; onClose: () => void; onBound: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!code) return toast.error('请输入验证码');
    setBusy(true);
    try {
      const r = await api.get(`/api/oauth/wechat/bind?code=${encodeURIComponent(code)}`);
      if (r.success) {
        toast.success('微信账户绑定成功！');
        onBound();
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={t('绑定微信账户')} onCancel={onClose} footer={null} destroyOnHidden>
      <Space orientation="vertical" align="center" style={{ width: '100%' }}>
        {qrcode && <Image src={qrcode} width={200} preview={false} />}
        <Typography.Text type="secondary">{t('微信扫码关注公众号，输入「验证码」获取验证码（三分钟内有效）')}</Typography.Text>
        <Space.Compact style={{ width: 280 }}>
          <Input placeholder={t('验证码')} value={code} onChange={(e) => setCode(e.target.value)} onPressEnter={submit} />
          <Button type="primary" loading={busy} onClick={submit}>
            {t('绑定')}
          </Button>
        </Space.Compact>
      </Space>
    </Modal>
  );
}
