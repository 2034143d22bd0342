import { useState } from 'react';
import { Button, Card, Col, Input, InputNumber, Modal, Row, Space, Statistic, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { serverAddress } from '../../components/usage/chatLinks';
import { useCopy } from '../../components/usage/copy';
import { quotaPerUnit, renderQuota } from '../../components/usage/quota';
import { toast } from '../../lib/toast';
import { useTransferAffiliateQuotaMutation } from './useTransferAffiliateQuotaMutation';
import type { AffiliateCard_user$key } from './__generated__/AffiliateCard_user.graphql';

/** Invitation link, invite count, pending and total referral quota, and the transfer dialog. */
export function AffiliateCard({ user }: { user: AffiliateCard_user$key }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const { affiliate } = useFragment(
    graphql`
      fragment AffiliateCard_user on User {
        affiliate {
          code
          count
          quota
          historyQuota
        }
      }
    `,
    user,
  );
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState<number | null>(null);
  const [commit, busy] = useTransferAffiliateQuotaMutation();
  if (!affiliate) return null;
  const link = `${serverAddress()}/register?aff=${affiliate.code}`;
  const pending = Number(affiliate.quota);
  const unit = quotaPerUnit();

  const transfer = () => {
    const q = Math.trunc(amount ?? 0);
    if (q < unit) return toast.error(`${t('划转金额最低为')} ${renderQuota(unit)}`);
    commit({
      variables: { quota: q },
      onCompleted: (_d, errors) => {
        if (errors?.length) return toast.error(errors[0].message);
        toast.success('划转成功');
        setOpen(false);
      },
      onError: (e) => toast.error(e.message),
    });
  };

  return (
    <Card title={t('邀请信息')} size="small" data-testid="personal-affiliate">
      <Row gutter={[16, 16]}>
        <Col xs={8}>
          <Statistic title={t('待使用收益')} value={renderQuota(pending)} valueStyle={{ fontSize: 18 }} />
        </Col>
        <Col xs={8}>
          <Statistic title={t('总收益')} value={renderQuota(affiliate.historyQuota)} valueStyle={{ fontSize: 18 }} />
        </Col>
        <Col xs={8}>
          <Statistic title={t('邀请人数')} value={affiliate.count} valueStyle={{ fontSize: 18 }} />
        </Col>
      </Row>
      <Typography.Text type="secondary" style={{ display: 'block', margin: '12px 0 4px' }}>
        {t('邀请链接')}
      </Typography.Text>
      <Space.Compact style={{ width: '100%' }}>
        <Input value={link} readOnly data-testid="aff-link" />
        <Button icon={<CopyOutlined />} onClick={() => void copy(link, '邀请链接已复制到剪切板')}>
          {t('复制')}
        </Button>
      </Space.Compact>
      <Button style={{ marginTop: 12 }} disabled={pending <= 0} onClick={() => { setAmount(pending); setOpen(true); }} data-testid="aff-transfer">
        {t('划转到余额')}
      </Button>
      <Modal
        open={open}
        title={t('请输入要划转的数量')}
        onCancel={() => setOpen(false)}
        onOk={transfer}
        okText={t('确定')}
        cancelText={t('取消')}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {t('可用邀请额度')}：{renderQuota(pending)}
        </Typography.Paragraph>
        <InputNumber style={{ width: '100%' }} precision={0} min={0} max={pending} value={amount} onChange={setAmount} data-testid="aff-amount" />
        <Typography.Text type="secondary">
          {t('划转金额最低为')} {renderQuota(unit)}
        </Typography.Text>
      </Modal>
    </Card>
  );
}
