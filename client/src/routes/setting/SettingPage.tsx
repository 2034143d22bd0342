import { Suspense, useCallback, useMemo, useState, useTransition, type ReactNode } from 'react';
import { Card, Result, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { isAdmin } from '../../lib/storage';
import { useUser } from '../../user/UserContext';
import { OptionsContext } from './optionsContext';
import { OperationTab } from './OperationTab';
import { RateLimitTab } from './RateLimitTab';
import { ModelsTab } from './ModelsTab';
import { SystemTab } from './SystemTab';
import { OtherTab } from './OtherTab';
import type { SettingPageQuery } from './__generated__/SettingPageQuery.graphql';

// System settings (spec 001 §2): tabs chosen by ?tab=, shown only to admins.

const TABS: Array<{ key: string; label: string; render: () => ReactNode }> = [
  { key: 'operation', label: '运营设置', render: () => <OperationTab /> },
  { key: 'ratelimit', label: '速率限制设置', render: () => <RateLimitTab /> },
  { key: 'models', label: '模型相关设置', render: () => <ModelsTab /> },
  { key: 'system', label: '系统设置', render: () => <SystemTab /> },
  { key: 'other', label: '其他设置', render: () => <OtherTab /> },
];

function OptionsProvider({ children }: { children: ReactNode }) {
  const [version, setVersion] = useState(0);
  const [, startTransition] = useTransition();
  const data = useLazyLoadQuery<SettingPageQuery>(
    graphql`
      query SettingPageQuery {
        options {
          key
          value
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only', fetchKey: version },
  );
  const reload = useCallback(() => startTransition(() => setVersion((v) => v + 1)), []);
  const values = useMemo(() => Object.fromEntries(data.options.map((o) => [o.key, o.value])), [data.options]);
  const state = useMemo(() => ({ values, version, reload }), [values, version, reload]);
  return <OptionsContext.Provider value={state}>{children}</OptionsContext.Provider>;
}

export default function SettingPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const [params, setParams] = useSearchParams();
  if (!isAdmin(user)) return <Result status="403" title={t('无权进行此操作，权限不足')} />;
  const tab = TABS.some((x) => x.key === params.get('tab')) ? (params.get('tab') as string) : 'operation';
  return (
    <Card data-testid="setting-page">
      <ErrorBoundary fallback={(e) => <Result status="warning" title={e.message} />}>
        <Suspense fallback={<PageLoading />}>
          <OptionsProvider>
            <Tabs
              activeKey={tab}
              onChange={(k) => setParams({ tab: k })}
              destroyOnHidden
              items={TABS.map((x) => ({ key: x.key, label: <span data-testid={`setting-tab-${x.key}`}>{t(x.label)}</span>, children: x.render() }))}
            />
          </OptionsProvider>
        </Suspense>
      </ErrorBoundary>
    </Card>
  );
}
