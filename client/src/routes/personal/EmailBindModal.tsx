import { useState } from 'react';
import { Button, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { TurnstileWidget } from '../../components/TurnstileWidget';
import { useCountdown } from '../../lib/hooks/useCountdown';
import { toast } from '../../lib/toast';
import { useStatus } from '../../status/StatusProvider';
import { useBindEmailMutation } from './useBindEmailMutation';
import { useSendVerificationCodeMutation } from './useSendVerificationCodeMutation';

const RESEND_SECONDS = 30;

/** E-mail binding: send a code (30 s cooldown), then bind with e-mail and code. */
export function EmailBindModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const status = useStatus();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [turnstile, setTurnstile] = useState('');
  const countdown = useCountdown();
  const [send, sending] = useSendVerificationCodeMutation();
  const [bind, binding] = useBindEmailMutation();
  const needCheck = !!status.turnstile_check && !!status.turnstile_site_key;

  const sendCode = () => {
    if (!email.trim()) return toast.error('请输入邮箱');
    if (needCheck && !turnstile) return toast.info('请稍后几秒重试，Turnstile 正在检查用户环境！');
    send({
      variables: { email: email.trim(), turnstile: turnstile || null },
      onCompleted: (_d, errors) => {
        if (errors?.length) return toast.error(errors[0].message);
        toast.success('验证码发送成功，请检查你的邮箱！');
        countdown.start(RESEND_SECONDS);
      },
      onError: (e) => toast.error(e.message),
    });
  };
  const submit = () => {
    if (!email.trim() || !code.trim()) return toast.error('请输入邮箱和验证码！');
    bind({
      variables: { email: email.trim(), code: code.trim() },
      onCompleted: (_d, errors) => {
        if (errors?.length) return toast.error(errors[0].message);
        toast.success('邮箱账户绑定成功！');
        onClose();
      },
      onError: (e) => toast.error(e.message),
    });
  };
  return (
    <Modal open={open} title={t('绑定邮箱地址')} onCancel={onClose} onOk={submit} confirmLoading={binding} okText={t('绑定')} cancelText={t('取消')} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space.Compact style={{ width: '100%' }}>
          <Input type="email" placeholder={t('输入邮箱地址')} value={email} onChange={(e) => setEmail(e.target.value)} data-testid="bind-email" />
          <Button onClick={sendCode} loading={sending} disabled={countdown.active} data-testid="bind-email-send">
            {countdown.active ? t('重新发送 ({{n}})', { n: countdown.left }) : t('获取验证码')}
          </Button>
        </Space.Compact>
        <Input placeholder={t('验证码')} value={code} onChange={(e) => setCode(e.target.value)} data-testid="bind-email-code" />
        {needCheck && <TurnstileWidget siteKey={status.turnstile_site_key!} onToken={setTurnstile} />}
      </Space>
    </Modal>
  );
}
