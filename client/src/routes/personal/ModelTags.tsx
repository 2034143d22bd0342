import { useState } from 'react';
import { Button, Card, Empty, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useCopy } from '../../components/usage/copy';
import type { ModelTags_user$key } from './__generated__/ModelTags_user.graphql';

const COLLAPSED = 10;

/** The models this user can call; more than 10 collapse behind "expand". Clicking copies. */
export function ModelTags({ user }: { user: ModelTags_user$key }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const { usableModels } = useFragment(
    graphql`
      fragment ModelTags_user on User {
        usableModels
      }
    `,
    user,
  );
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? usableModels : usableModels.slice(0, COLLAPSED);
  return (
    <Card title={t('可用模型')} size="small" data-testid="personal-models">
      {usableModels.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('没有可用模型')} />
      ) : (
        <Flex wrap gap={6}>
          {shown.map((m) => (
            <Tag key={m} color="blue" style={{ cursor: 'pointer', marginInlineEnd: 0 }} onClick={() => void copy(m, '模型名称已复制')}>
              {m}
            </Tag>
          ))}
          {usableModels.length > COLLAPSED && (
            <Button size="small" type="link" onClick={() => setExpanded(!expanded)} data-testid="models-toggle">
              {expanded ? t('收起') : t('更多 {{n}} 个模型', { n: usableModels.length - COLLAPSED })}
            </Button>
          )}
        </Flex>
      )}
    </Card>
  );
}
